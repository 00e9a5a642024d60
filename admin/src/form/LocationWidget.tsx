import { Box, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseLocation } from './validator';

// Leaflet is loaded with the first form that has a location, not with the dashboard.
const LocationMap = lazy(() => import('./LocationMap').then((m) => ({ default: m.LocationMap })));

export interface Point {
  latitude: number;
  longitude: number;
}

/** Spec 3 §9: the map opens here, at zoom 13, when the field has no point yet. */
const DEFAULT_CENTER: Point = { latitude: 38.0766, longitude: 46.2975 };

/** Typed text as a coordinate: a number, or the text itself (which the location format then refuses). */
const coordinate = (text: string): number | string => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
};

const text = (p: Point | null) => ({
  latitude: p ? String(p.latitude) : '',
  longitude: p ? String(p.longitude) : '',
});

/**
 * A location (spec 3: location): JSON text {"latitude": …, "longitude": …} in degrees (WGS 84, EPSG:4326), set by
 * a click on the map or typed. The inputs work without the map's tiles, which need the internet.
 */
export function LocationWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, rawErrors } = props;
  const translate = useTranslate();
  const point = parseLocation(value);
  const [typed, setTyped] = useState(() => text(point));
  const locked = Boolean(disabled || readonly);
  useEffect(() => {
    // A point set on the map replaces what was typed; typing itself keeps the text.
    if (point)
      setTyped((t) =>
        coordinate(t.latitude) === point.latitude && coordinate(t.longitude) === point.longitude ? t : text(point),
      );
  }, [point?.latitude, point?.longitude]);
  const type = (part: 'latitude' | 'longitude', input: string) => {
    const next = { ...typed, [part]: input };
    setTyped(next);
    if (!next.latitude.trim() && !next.longitude.trim()) return onChange(null);
    onChange(JSON.stringify({ latitude: coordinate(next.latitude), longitude: coordinate(next.longitude) }));
  };
  const place = (p: Point) => onChange(JSON.stringify({ latitude: round(p.latitude), longitude: round(p.longitude) }));
  const invalid = Boolean(rawErrors?.length);
  return (
    <Box sx={{ my: 1 }} data-location={id}>
      <Typography variant="body2" color={invalid ? 'error' : 'text.secondary'} gutterBottom>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        {(['latitude', 'longitude'] as const).map((part) => (
          <TextField
            key={part}
            id={`${id}_${part}`}
            label={translate(`dashboard.map.${part}`)}
            value={typed[part]}
            disabled={locked}
            error={invalid}
            size="small"
            onChange={(e) => type(part, e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
          />
        ))}
      </Stack>
      <Suspense fallback={<LinearProgress />}>
        <LocationMap point={point} center={point ?? DEFAULT_CENTER} disabled={locked} onPick={place} />
      </Suspense>
    </Box>
  );
}

/** Seven decimals of a degree: about a centimetre, as precise as a click can be. */
const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
