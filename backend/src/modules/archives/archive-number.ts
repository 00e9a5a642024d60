const TOKEN = /\{(year|month|day|number)(?::(\d+))?\}/g;

/**
 * An archive file's number written in its archive's format: {number} is the number (zero-padded to N digits as
 * {number:N}); {year}, {month} and {day} are the filing date's (UTC, two-digit month and day). Everything else is
 * kept as written. The entity file's pattern makes sure a format has exactly one {number}.
 *
 * @example archiveNumber('A-{year}/{number:5}', 42, new Date('2026-03-01')) // 'A-2026/00042'
 */
export function archiveNumber(format: string, number: number, date: Date): string {
  return format.replace(TOKEN, (_, token: string, width?: string) => {
    if (token === 'number') return String(number).padStart(Number(width ?? 0), '0');
    if (token === 'year') return String(date.getUTCFullYear());
    return String(token === 'month' ? date.getUTCMonth() + 1 : date.getUTCDate()).padStart(2, '0');
  });
}

/**
 * The number after `current`: the start number while none at or above it was issued, then one seed further each
 * time. ArchiveFileHooks applies it under the archive's row lock.
 *
 * @example nextArchiveNumber({ start: 100, seed: 10, current: 0 }) // 100
 */
export const nextArchiveNumber = ({
  start,
  seed,
  current,
}: {
  start: number;
  seed: number;
  current: number;
}): number => (current < start ? start : current + seed);
