import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import LibraryIcon from '@mui/icons-material/PhotoLibrary';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography, useTheme } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { UPLOAD_EXTENSIONS, type UploadDirectory } from '@saray/contracts/files';
import { uploadWithProgress } from '../http';

// The media library's dialog is loaded the first time a form opens it.
const MediaPicker = lazy(() => import('../resources/Media/MediaPicker'));
/** The directory whose pictures make the media library (the server's MEDIA_DIRECTORY). */
const LIBRARY_DIRECTORY = 'Images';

const IMAGE_DIRECTORIES = ['Images', 'avatars'];
/** The picker offers what the server accepts in the directory (an unknown directory: anything, the server refuses). */
const accept = (directory: string): string | undefined =>
  Object.hasOwn(UPLOAD_EXTENSIONS, directory)
    ? UPLOAD_EXTENSIONS[directory as UploadDirectory].map((ext) => `.${ext}`).join(',')
    : undefined;

export const fileUrl = (directory: string, name: string): string =>
  directory === 'avatars'
    ? `/api/cms/avatar/${name}`
    : directory === 'Tickets'
      ? `/api/Tickets/attachment/${name}`
      : IMAGE_DIRECTORIES.includes(directory)
        ? `/api/CMS/Image/${directory}/${name}`
        : `/api/cms/download/${directory}/${name}`;

/** Where a file stands among the field's files, when it holds several: the first is the record's main one. */
interface Place {
  index: number;
  total: number;
  move(to: number): void;
}

/**
 * One stored file: a preview for images (a marker when the server no longer has it) and a button that takes it off
 * the field (the file itself stays: the library or another record may hold it, and the daily cleanup removes what
 * nothing holds); among several, buttons that move it earlier or later (the first image is the main one).
 */
function StoredFile({
  directory,
  name,
  disabled,
  place,
  onRemoved,
}: {
  directory: string;
  name: string;
  disabled?: boolean;
  place?: Place;
  onRemoved(): void;
}) {
  const translate = useTranslate();
  // Earlier is towards the line's start: the left in English, the right in Persian.
  const rtl = useTheme().direction === 'rtl';
  const [Earlier, Later] = rtl ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon];
  const [missing, setMissing] = useState(false);
  const url = fileUrl(directory, name);
  return (
    <Stack alignItems="center" spacing={0.5} data-file={name} sx={{ width: 120 }}>
      {IMAGE_DIRECTORIES.includes(directory) && !missing ? (
        <Box
          component="img"
          src={url}
          alt={name}
          onError={() => setMissing(true)}
          sx={{ width: 112, height: 84, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography variant="caption" color={missing ? 'error' : undefined} sx={{ wordBreak: 'break-all' }}>
          {missing ? translate('dashboard.upload.missing') : <a href={url}>{name}</a>}
        </Typography>
      )}
      {place && place.index === 0 && IMAGE_DIRECTORIES.includes(directory) && (
        <Typography variant="caption" color="primary" data-testid="main-file">
          {translate('dashboard.upload.main')}
        </Typography>
      )}
      {!disabled && (
        <Stack direction="row">
          {place && (
            <IconButton
              size="small"
              disabled={place.index === 0}
              onClick={() => place.move(place.index - 1)}
              aria-label={translate('dashboard.upload.moveearlier', { name })}
              title={translate('dashboard.upload.moveearlier', { name })}
            >
              <Earlier fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            onClick={onRemoved}
            aria-label={translate('dashboard.upload.remove', { name })}
            title={translate('dashboard.upload.remove', { name })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
          {place && (
            <IconButton
              size="small"
              disabled={place.index === place.total - 1}
              onClick={() => place.move(place.index + 1)}
              aria-label={translate('dashboard.upload.movelater', { name })}
              title={translate('dashboard.upload.movelater', { name })}
            >
              <Later fontSize="small" />
            </IconButton>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The file upload of spec 3 §5: files go to the field's directory on the server (which checks type, size and count
 * with its messages); the field keeps the stored names, comma-separated.
 */
export function FileWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, options } = props;
  const translate = useTranslate();
  const directory = (options.directory as string) ?? 'Images';
  const count = (options.count as number | undefined) ?? 5;
  const names = String(value ?? '')
    .split(',')
    .filter(Boolean);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The share of the current file sent, while one is being sent. */
  const [sent, setSent] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const library = directory === LIBRARY_DIRECTORY;
  const locked = disabled || readonly;
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setError(null);
    if (names.length + files.length > count) return setError(translate('content.error.filecount', { count }));
    setBusy(true);
    const added: string[] = [];
    try {
      for (const file of Array.from(files)) {
        const form = new FormData();
        form.append('file', file, file.name);
        setSent(0);
        const stored = await uploadWithProgress<{ name?: string; url?: string }>(
          `/api/CMS/UploadFile?directory=${directory}`,
          form,
          setSent,
        );
        if (!stored?.url || !stored.name) throw new Error('dashboard.upload.nourl');
        added.push(stored.name);
      }
    } catch (err) {
      const body = err instanceof HttpError ? (err.body as { message?: string } | undefined) : undefined;
      setError(body?.message ?? translate(err instanceof Error ? err.message : 'dashboard.upload.failed'));
    } finally {
      if (added.length) onChange([...names, ...added].join(','));
      setBusy(false);
      setSent(null);
    }
  };
  const without = (name: string) => names.filter((n) => n !== name).join(',') || null;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= names.length || to === from) return;
    const next = [...names];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next.join(','));
  };
  // A file dragged onto another takes its place (the buttons do the same for keyboards and screen readers).
  const [dragged, setDragged] = useState<number | null>(null);
  const reorderable = !locked && names.length > 1;
  return (
    <Box sx={{ my: 1 }} data-upload={id}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {names.map((name, index) => (
          <Box
            key={name}
            draggable={reorderable}
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => reorderable && dragged !== null && e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            sx={{ opacity: dragged === index ? 0.4 : 1, cursor: reorderable ? 'grab' : undefined }}
          >
            <StoredFile
              directory={directory}
              name={name}
              disabled={locked}
              place={reorderable ? { index, total: names.length, move: (to) => move(index, to) } : undefined}
              onRemoved={() => onChange(without(name))}
            />
          </Box>
        ))}
      </Stack>
      {sent !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(sent * 100)}
          sx={{ mt: 1, maxWidth: 360 }}
          aria-label={translate('dashboard.upload.add')}
        />
      )}
      {!locked && names.length < count && library && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<LibraryIcon />}
          disabled={busy}
          onClick={() => setPicking(true)}
          sx={{ mt: 1, mr: 1 }}
        >
          {translate('dashboard.media.library')}
        </Button>
      )}
      {picking && (
        <Suspense fallback={null}>
          <MediaPicker
            open
            held={names}
            room={count - names.length}
            onAdd={(file) => onChange([...names, file].join(','))}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
      {!locked && names.length < count && (
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={busy}
          sx={{ mt: 1 }}
        >
          {translate('dashboard.upload.add')}
          <input
            id={id}
            type="file"
            hidden
            multiple={count > 1}
            accept={accept(directory)}
            onChange={(e) => {
              void upload(e.target.files);
              e.target.value = '';
            }}
          />
        </Button>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="upload-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}
