import type { CompareRow } from '@saray/contracts/storefront/state';

/**
 * Whether the products' values of a row differ: two products or more, and not all the same text (a missing value
 * differs from any other).
 *
 * @example differs(['8', '8', null]) // true
 */
export function differs(values: (string | null)[]): boolean {
  if (values.length < 2) return false;
  const texts = values.map((v) => (v === null ? null : v.trim().toLocaleLowerCase()));
  return texts.some((v) => v !== texts[0]);
}

/**
 * Amounts as numbers, so '529.00' and '529' are one price; an amount that does not parse is compared as written.
 *
 * @example pricesDiffer(['529.00', '529']) // false
 */
export const pricesDiffer = (prices: string[]): boolean =>
  differs(prices.map((p) => (Number.isFinite(Number(p)) ? String(Number(p)) : p)));

/** The rows in runs of one group, in their order: a table body per group. */
export function rowGroups(rows: CompareRow[]): { group: string | null; rows: CompareRow[] }[] {
  const runs: { group: string | null; rows: CompareRow[] }[] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && last.group === row.group) last.rows.push(row);
    else runs.push({ group: row.group, rows: [row] });
  }
  return runs;
}
