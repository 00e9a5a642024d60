import { valueAt } from './calc.js';

/** Spec 3 §5: a table searches from 3 characters. */
export const MIN_SEARCH = 3;

/** Whether a search text is long enough to search (an empty text clears the search). */
export const searchable = (text: string): boolean => text.trim().length >= MIN_SEARCH;

/**
 * Local search of a table in sync mode: case-insensitive, in the given columns, or else in every column holding text.
 */
export function searchRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  text: string,
  columns: readonly string[] = [],
): T[] {
  if (!searchable(text)) return [...rows];
  const needle = text.trim().toLocaleLowerCase();
  return rows.filter((row) => {
    const fields = columns.length ? columns : Object.keys(row).filter((k) => typeof row[k] === 'string');
    return fields.some((f) => {
      const v = valueAt(row, f);
      return v !== null && v !== undefined && String(v).toLocaleLowerCase().includes(needle);
    });
  });
}
