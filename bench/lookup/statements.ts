import { statementsDuring } from '../../test/support/query-log.js';
import type { LookupSaray } from './saray-server.js';

/** A list page of orders as the dashboard asks for it: its three relation columns' titles come with the rows. */
export const TITLED_PAGE =
  'GET /api/product-orders?sort=["id","DESC"]&range=[0,24]&titles=["customerId","storeId","coinId"]';

// Transaction control is not a statement of the page, and the SecurityAccess grants are a cache reloaded every few
// seconds, as in test/integration/statement-count.test.ts.
const counted = (sql: string) =>
  !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(sql) && !sql.includes('"security_accesses"');

/** The statements Saray sends for the titled page (the fewest of three tries, so a cache reload is not counted). */
export async function listPageStatements(saray: LookupSaray): Promise<string[]> {
  const path = TITLED_PAGE.slice('GET '.length).replace(/\[.*?\]|\{.*?\}/g, (json) => encodeURIComponent(json));
  let least: string[] | undefined;
  for (let i = 0; i < 3; i++) {
    const seen = await statementsDuring(saray.dataSource, async () => {
      const res = await fetch(`${saray.origin}${path}`, { headers: { authorization: saray.authorization } });
      const rows = (await res.json()) as { _titles?: Record<string, string | null> }[];
      if (!res.ok || rows.length === 0 || !rows.every((r) => r._titles?.customerId && r._titles.coinId))
        throw new Error(`${TITLED_PAGE}: ${res.status}, rows without their titles: ${JSON.stringify(rows[0])}`);
    });
    const statements = seen.filter(counted);
    if (!least || statements.length < least.length) least = statements;
  }
  return least!;
}
