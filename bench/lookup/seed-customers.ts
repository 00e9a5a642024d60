import type { RunSql } from '../api-list/seed-products.js';
import type { Registry } from '../../backend/src/schema/registry.js';
import { textIndexes } from '../../backend/src/schema/text-index.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';

const array = (names: string[]) => `ARRAY[${names.map((n) => `'${n}'`).join(',')}]`;

/**
 * Adds `count` customers with one INSERT … SELECT over generate_series: a given and a family name drawn from the
 * lists by two unrelated steps through n (so names do not follow ids), a username of the given name, the family
 * name's initial and n (at most 20 characters, as the entity file allows), an e-mail and a mobile number. The
 * trigram index is dropped for the insert and built again after it, which is faster than filling it row by row;
 * then ANALYZE, so the planner knows the new table.
 */
export async function seedCustomers(runSql: RunSql, registry: Registry, count: number): Promise<void> {
  const { meta } = registry.byName('Customer')!;
  const [trigram] = textIndexes(
    meta,
    meta.indexes.find((i) => i.method === 'trgm')!,
  );
  await runSql(`DROP INDEX IF EXISTS "${trigram.name}"`);
  await runSql(`
    INSERT INTO customers (username, email, mobile, first_name, last_name, gender, active, version)
    SELECT lower(f) || '.' || lower(left(l, 1)) || n, lower(f) || '.' || lower(l) || n || '@example.com',
           '+98912' || lpad(n::text, 7, '0'), f, l, 1 + n % 2, TRUE, 1
    FROM (
      SELECT n, (${array(FIRST_NAMES)})[1 + (n * 7919) % ${FIRST_NAMES.length}] AS f,
                (${array(LAST_NAMES)})[1 + ((n * 31337) / 7) % ${LAST_NAMES.length}] AS l
      FROM generate_series(1::bigint, ${count}) AS n
    ) AS drawn`);
  await runSql(`SET maintenance_work_mem = '256MB'; ${trigram.create}`);
  await runSql('ANALYZE customers');
}

/** Product orders of the first customers, for the list page whose relation columns carry titles. */
export async function seedOrders(runSql: RunSql, count: number): Promise<void> {
  await runSql(`
    INSERT INTO product_orders (store_id, customer_id, coin_id, invoice_number, version)
    SELECT (SELECT min(id) FROM stores), c.id, (SELECT id FROM coins WHERE symbol = 'IRR'), 'B-' || c.id, 1
    FROM (SELECT id FROM customers ORDER BY id LIMIT ${count}) AS c`);
  await runSql('ANALYZE product_orders');
}
