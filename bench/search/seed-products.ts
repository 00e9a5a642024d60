import type { RunSql } from '../api-list/seed-products.js';
import type { Registry } from '../../backend/src/schema/registry.js';
import { textIndexes } from '../../backend/src/schema/text-index.js';
import { ADJECTIVES, NOUNS } from './catalogue.js';

const words = (list: [string, string, string][], language: number) =>
  `ARRAY[${list.map((w) => `'${w[language]}'`).join(',')}]`;

/**
 * Adds `count` published products (every eleventh unpublished, a step unrelated to the words') with one INSERT … SELECT over generate_series: named in
 * en, fa and tr from an adjective and a noun drawn by two unrelated steps through n (catalogue.ts's nounOf and
 * adjectiveOf) and a model number n, Persian digits in the Persian name. The products' text indexes (trigram and
 * full-text) are dropped for the insert and built again after it; then ANALYZE.
 */
export async function seedProducts(runSql: RunSql, registry: Registry, count: number): Promise<void> {
  const { meta } = registry.byName('Product')!;
  const text = meta.indexes.filter((i) => i.method !== 'btree').flatMap((i) => textIndexes(meta, i));
  for (const index of text) await runSql(`DROP INDEX IF EXISTS "${index.name}"`);
  await runSql(`
    INSERT INTO products (name, name_fa, name_tr, sku, price, stock_quantity, base_coin_id, product_type_id,
                          published, guid, version)
    SELECT a[2] || ' ' || w[2] || ' ' || n, w[3] || ' ' || a[3] || ' ' || translate(n::text, '0123456789', '۰۱۲۳۴۵۶۷۸۹'),
           a[4] || ' ' || w[4] || ' ' || n, 'SR-' || n, 10 + n % 990, n % 50,
           (SELECT min(id) FROM coins), (SELECT min(id) FROM product_types), n % 11 <> 0, gen_random_uuid(), 1
    FROM (
      SELECT n,
             ARRAY[NULL, (${words(NOUNS, 0)})[1 + (n * 7919) % ${NOUNS.length}],
                   (${words(NOUNS, 1)})[1 + (n * 7919) % ${NOUNS.length}],
                   (${words(NOUNS, 2)})[1 + (n * 7919) % ${NOUNS.length}]] AS w,
             ARRAY[NULL, (${words(ADJECTIVES, 0)})[1 + ((n * 31337) / 7) % ${ADJECTIVES.length}],
                   (${words(ADJECTIVES, 1)})[1 + ((n * 31337) / 7) % ${ADJECTIVES.length}],
                   (${words(ADJECTIVES, 2)})[1 + ((n * 31337) / 7) % ${ADJECTIVES.length}]] AS a
      FROM generate_series(1::bigint, ${count}) AS n
    ) AS drawn`);
  for (const index of text) await runSql(`SET maintenance_work_mem = '512MB'; ${index.create}`);
  await runSql('ANALYZE products');
}
