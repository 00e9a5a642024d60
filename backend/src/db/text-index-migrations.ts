import type { DataSource } from 'typeorm';
import type { Registry } from '../schema/registry.js';
import { textIndexes } from '../schema/text-index.js';

export interface PendingQueries {
  up: string[];
  down: string[];
}

/**
 * The trigram and full-text indexes the entity files declare (x-indexes with method 'trgm' or 'fts') that the database
 * lacks, as the statements creating and dropping them. TypeORM's schema builder leaves these indexes alone, so migration:generate
 * adds these statements to its own, and the migration test fails while one is missing.
 */
export async function pendingTextIndexes(ds: DataSource, registry: Registry): Promise<PendingQueries> {
  const rows: { name: string }[] = await ds.query(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`,
  );
  const present = new Set(rows.map((r) => r.name));
  const pending = registry.entities.flatMap(({ meta }) =>
    meta.indexes
      .filter((idx) => idx.method !== 'btree')
      .flatMap((idx) => textIndexes(meta, idx))
      .filter((index) => !present.has(index.name)),
  );
  if (!pending.length) return { up: [], down: [] };
  return {
    up: ['CREATE EXTENSION IF NOT EXISTS pg_trgm', ...pending.map((p) => p.create)],
    // The extension stays: other indexes (the storefront search's) use it.
    down: pending.map((p) => `DROP INDEX "public"."${p.name}"`),
  };
}
