import { fullOrShort } from '../bench-config.js';

export const BENCH_PRODUCTS = fullOrShort(100_000, 5_000);

/**
 * One set-based statement, so loading takes seconds on PostgreSQL and PGlite alike. Every fifth row is
 * unpublished (the filter then keeps 80%), and random prices produce ties so the id tie-break is exercised.
 */
const INSERT_PRODUCTS = `
  INSERT INTO products (name, sku, price, stock_quantity, base_coin_id, product_type_id, published, guid, version)
  SELECT 'Bench product ' || n,
         'BENCH-' || n,
         round((random() * 1000)::numeric, 2),
         n % 500,
         (SELECT min(id) FROM coins),
         (SELECT min(id) FROM product_types),
         n % 5 <> 0,
         gen_random_uuid(),
         1
  FROM generate_series(1, ${BENCH_PRODUCTS}) AS n`;

export type RunSql = (sql: string) => Promise<unknown>;

/** Adds the benchmark's products next to the demo ones and refreshes planner statistics for the new size. */
export async function seedProducts(run: RunSql): Promise<void> {
  await run(INSERT_PRODUCTS);
  await run('ANALYZE products');
}
