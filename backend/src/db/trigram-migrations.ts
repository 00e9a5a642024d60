import type { DataSource } from 'typeorm';
import type { Registry } from '../schema/registry.js';
import { trigramIndexName, trigramIndexSql } from '../schema/trigram-index.js';

export interface PendingQueries {
  up: string[];
  down: string[];
}

/**
 * The trigram indexes the entity files declare (x-indexes with method 'trgm') that the database lacks, as the
 * statements creating and dropping them. TypeORM's schema builder leaves these indexes alone, so migration:generate
 * adds these statements to its own, and the migration test fails while one is missing.
 */
export async function pendingTrigramIndexes(ds: DataSource, registry: Registry): Promise<PendingQueries> {
  const rows: { name: string }[] = await ds.query(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`,
  );
  const present = new Set(rows.map((r) => r.name));
  const pending = registry.entities.flatMap(({ meta }) =>
    meta.indexes
      .filter((idx) => idx.method === 'trgm' && !present.has(trigramIndexName(meta, idx)))
      .map((idx) => ({ create: trigramIndexSql(meta, idx), name: trigramIndexName(meta, idx) })),
  );
  if (!pending.length) return { up: [], down: [] };
  return {
    up: ['CREATE EXTENSION IF NOT EXISTS pg_trgm', ...pending.map((p) => p.create)],
    // The extension stays: other indexes (the storefront search's) use it.
    down: pending.map((p) => `DROP INDEX "public"."${p.name}"`),
  };
}
