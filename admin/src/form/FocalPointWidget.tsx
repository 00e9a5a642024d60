import { Box, TextField, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { storedImageUrl } from '@saray/contracts/files';
import { formValues } from './widgets';

/** 'x y' in percent, each a whole number from 0 to 100; undefined for anything else. */
export function parseFocalPoint(value: unknown): { x: number; y: number } | undefined {
  const m = /^(\d{1,3}) (\d{1,3})$/.exec(String(value ?? ''));
  if (!m) return undefined;
  const [x, y] = [Number(m[1]), Number(m[2])];
  return x <= 100 && y <= 100 ? { x, y } : undefined;
}

/**
 * A picture's focal point (x-focal-point names the picture's field): a click on the picture puts it there, and
 * the text ('x y' in percent) can be typed; crops of the picture (cards, banners) keep that point in view.
 */
export function FocalPointWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, rawErrors, options } = props;
  const field = options.picture as string;
  const directory = (options.directory as string | undefined) ?? 'Images';
  const picture = String(formValues(props)[field] ?? '').split(',')[0];
  const point = parseFocalPoint(value) ?? { x: 50, y: 50 };
  const locked = Boolean(disabled || readonly);
  return (
    <Box sx={{ my: 1 }} data-focal={id}>
      <Typography variant="body2" color={rawErrors?.length ? 'error' : 'text.secondary'} gutterBottom>
        {label}
      </Typography>
      {picture && (
        <Box
          sx={{
            position: 'relative',
            display: 'inline-block',
            maxWidth: '100%',
            cursor: locked ? undefined : 'crosshair',
          }}
          onClick={(e) => {
            if (locked) return;
            const box = e.currentTarget.getBoundingClientRect();
            const x = Math.round(((e.clientX - box.left) / box.width) * 100);
            const y = Math.round(((e.clientY - box.top) / box.height) * 100);
            onChange(`${Math.min(100, Math.max(0, x))} ${Math.min(100, Math.max(0, y))}`);
          }}
          data-testid="focal-picture"
        >
          <Box
            component="img"
            src={storedImageUrl(picture, directory)}
            alt=""
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, borderRadius: 1, userSelect: 'none' }}
            draggable={false}
          />
          <Box
            aria-hidden
            // Measured from the picture's left edge in every writing direction: an inline style, which the
            // right-to-left stylesheet plugin does not mirror.
            style={{ left: `${point.x}%`, top: `${point.y}%`, transform: 'translate(-50%, -50%)' }}
            sx={{
              position: 'absolute',
              width: 28,
              height: 28,
              borderRadius: '50%',
              border: '3px solid #fff',
              boxShadow: '0 0 0 2px rgba(0,0,0,.6)',
              pointerEvents: 'none',
            }}
          />
        </Box>
      )}
      <TextField
        id={id}
        size="small"
        value={value ?? ''}
        disabled={locked}
        error={Boolean(rawErrors?.length)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        inputProps={{ dir: 'ltr', 'aria-label': label }}
        sx={{ width: 120, mt: 1, display: 'block' }}
      />
    </Box>
  );
}
