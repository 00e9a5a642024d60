import { statementsDuring } from '../../test/support/query-log.js';
import type { RunningSaray } from '../api-list/saray-server.js';
import type { RunningBaseline } from './baseline-server.js';
import { fetchHtml } from './verify.js';

// Transaction control is not a read, and the SecurityAccess grants are a cache reloaded every few seconds, as in
// test/integration/statement-count.test.ts.
const isRead = (sql: string) =>
  !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(sql) && !sql.includes('"security_accesses"');

const TRIES = 3;

/**
 * The statements Saray sends for one request of the page (with its page cache, a request served kept); the least
 * of a few, so a cache reload is not counted.
 */
export async function sarayStatements(saray: RunningSaray, path: string): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < TRIES; i++) {
    const seen = await statementsDuring(saray.dataSource, () => fetchHtml(saray.origin, path));
    least = Math.min(least, seen.filter(isRead).length);
  }
  return least;
}

/** The statements the baseline sends for one render of the page. */
export async function baselineStatements(baseline: RunningBaseline, path: string): Promise<number> {
  const before = baseline.statements();
  await fetchHtml(baseline.endpoint, path);
  return baseline.statements() - before;
}
