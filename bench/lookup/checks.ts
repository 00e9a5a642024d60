import { deepStrictEqual } from 'node:assert/strict';
import { queriesDuring } from '../../test/support/query-log.js';
import type { LookupSaray } from './saray-server.js';

async function ids(url: string, headers: Record<string, string> = {}): Promise<number[]> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }[]).map((r) => r.id);
}

/** Both servers answer every lookup with the same customers in the same order: they do the same search. */
export async function sameAnswers(baseline: string, saray: LookupSaray, queries: string[]): Promise<number> {
  let rows = 0;
  for (const q of queries) {
    const [mine, theirs] = await Promise.all([
      ids(`${baseline}?${q}`),
      ids(`${saray.endpoint}?${q}`, { authorization: saray.authorization }),
    ]);
    deepStrictEqual(theirs, mine, `Saray and the baseline answer ${q} differently`);
    if (theirs.length === 0 && !q.includes('qqq')) throw new Error(`no customer found for ${decodeURIComponent(q)}`);
    rows += theirs.length;
  }
  return rows;
}

/** How PostgreSQL runs Saray's statement for a lookup: its plan's nodes, outermost first, on one line. */
export async function planOf(saray: LookupSaray, query: string): Promise<string> {
  const seen = await queriesDuring(saray.dataSource, () =>
    fetch(`${saray.endpoint}?${query}`, { headers: { authorization: saray.authorization } }),
  );
  const page = seen.find((s) => s.query.includes('FROM "customers"') && s.query.includes(' LIKE '));
  if (!page) throw new Error('the lookup sent no search of the customers');
  const rows: { 'QUERY PLAN': string }[] = await saray.dataSource.query(`EXPLAIN ${page.query}`, page.parameters);
  return `${new URLSearchParams(query).get('filter')}: ${planLine(rows)}`;
}

/**
 * An EXPLAIN's nodes, outermost first, on one line: each with the rows the planner expects of it (a plan follows its
 * estimates), without their conditions.
 */
export function planLine(rows: { 'QUERY PLAN': string }[]): string {
  return rows
    .map((r) =>
      r['QUERY PLAN']
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s+\(cost=\S+ rows=(\d+).*$/, ' (~$1 rows)'),
    )
    .filter((n) => !/^(Filter|Recheck Cond|Index Cond|Sort Key):/.test(n))
    .join(' < ');
}
