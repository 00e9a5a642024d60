import { Box, ButtonBase, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { formatBytes, formatInteger } from '../../format';
import { Pager } from '../../table/Pager';
import { objectPosition, thumbnailUrl, type MediaRecord } from './pictures';

/** A page of the library's pictures, newest first, found by `q` (title, alternative text or file name). */
export function useLibraryPage(q: string, page: number, perPage: number) {
  return useGetList<MediaRecord>('media', {
    pagination: { page, perPage },
    sort: { field: 'id', order: 'DESC' },
    filter: q.trim() ? { q: q.trim() } : {},
  });
}

/**
 * The library's pictures as a grid of cards (the picture cropped round its focal point, its title, size and
 * weight), paged; a card is a button that opens or picks its picture. `chosen` pictures are marked.
 */
export function MediaGrid({
  q,
  page,
  perPage,
  onPage,
  onChoose,
  chosen = [],
  action,
}: {
  q: string;
  page: number;
  perPage: number;
  onPage(page: number): void;
  onChoose(record: MediaRecord): void;
  chosen?: string[];
  /** What a card's button says it does, for screen readers: 'dashboard.media.open' or 'dashboard.media.add'. */
  action: string;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, total, isPending } = useLibraryPage(q, page, perPage);
  if (isPending)
    return (
      <Box sx={gridSx}>
        {Array.from({ length: Math.min(perPage, 8) }, (_, i) => (
          <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        ))}
      </Box>
    );
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="media-empty">
        {translate('dashboard.media.empty')}
      </Typography>
    );
  return (
    <>
      <Box sx={gridSx} data-testid="media-grid">
        {data.map((m) => {
          // What the picture shows, in the reader's language, names it best; else the title it was given.
          const name = m.alt || m.title || m.file;
          const picked = chosen.includes(m.file);
          return (
            <ButtonBase
              key={m.id}
              onClick={() => onChoose(m)}
              aria-label={translate(action, { name })}
              aria-pressed={action === 'dashboard.media.add' ? picked : undefined}
              data-media={m.file}
              sx={{
                display: 'block',
                textAlign: 'start',
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: picked ? 'primary.main' : 'divider',
                bgcolor: 'background.paper',
                '&:hover, &.Mui-focusVisible': { borderColor: 'primary.light' },
              }}
            >
              <Box
                component="img"
                src={thumbnailUrl(m.file)}
                alt={m.alt ?? ''}
                loading="lazy"
                width={320}
                height={240}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  objectPosition: objectPosition(m.focalPoint),
                  bgcolor: 'action.hover',
                }}
              />
              <Box sx={{ px: 1, py: 0.5 }}>
                <Typography variant="body2" noWrap title={m.title ?? undefined} dir="auto">
                  {name}
                </Typography>
                <Stack direction="row" spacing={1} justifyContent="space-between">
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {m.width && m.height
                      ? translate('dashboard.media.size', {
                          width: formatInteger(m.width, locale),
                          height: formatInteger(m.height, locale),
                        })
                      : '–'}
                  </Typography>
                  {m.size ? (
                    <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
                      {formatBytes(m.size, locale)}
                    </Typography>
                  ) : null}
                </Stack>
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      {total !== undefined && total > perPage && <Pager total={total} page={page} perPage={perPage} onPage={onPage} />}
    </>
  );
}

const gridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  py: 1,
} as const;
