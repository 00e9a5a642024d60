import { deepStrictEqual } from 'node:assert/strict';
import { fetchList, PAGE_SIZE, type ListResponse } from './list-request.js';

const ids = (r: ListResponse): unknown[] => r.rows.map((row) => row.id);

/** A full first page of published products in ascending price order: proves the endpoint does the real work. */
export function checkPage(label: string, page: ListResponse): void {
  const prices = page.rows.map((row) => Number(row.price));
  const sorted = prices.every((price, i) => i === 0 || prices[i - 1] <= price);
  const published = page.rows.every((row) => row.published === true);
  if (page.rows.length !== PAGE_SIZE || !sorted || !published) {
    throw new Error(
      `${label}: expected ${PAGE_SIZE} published products by ascending price, got ${JSON.stringify(page.rows.slice(0, 3))}…`,
    );
  }
}

/** Compares the baseline with Saray before measuring, so both are known to answer the same question. */
export async function verifySameAnswer(baselineEndpoint: string, sarayEndpoint: string): Promise<ListResponse> {
  const [baseline, saray] = await Promise.all([fetchList(baselineEndpoint), fetchList(sarayEndpoint)]);
  checkPage('Saray', saray);
  if (baseline.total !== saray.total) {
    throw new Error(`Totals differ: baseline ${baseline.total}, Saray ${saray.total}`);
  }
  if (baseline.contentRange !== saray.contentRange) {
    throw new Error(`Content-Range differs: baseline '${baseline.contentRange}', Saray '${saray.contentRange}'`);
  }
  deepStrictEqual(ids(baseline), ids(saray), 'Baseline and Saray return different ids or order');
  deepStrictEqual(baseline.rows, saray.rows, 'Baseline and Saray return different JSON for the same rows');
  return saray;
}
