import { createHash } from 'node:crypto';
import type { IndexSpec } from './entity-file.js';
import { foldSql } from '../common/text-fold.js';
import type { EntityMeta } from './entity-meta.js';

/** PostgreSQL cuts identifiers at 63 bytes: a longer name is shortened with a hash so two never collide. */
const MAX_NAME = 63;

/** A text index's kind, as the last part of its name. */
const SUFFIX = { trgm: 'fold', fts: 'fts' } as const;

/**
 * The name of a trigram or full-text index: ix_<table>_<columns>_fold (_fts), or ix_<table>_fold_<hash> (_fts_) when
 * that is too long. The name changes with the columns, so a changed declaration is a new index.
 */
export function textIndexName(entity: EntityMeta, idx: Required<IndexSpec>): string {
  const suffix = SUFFIX[idx.method as keyof typeof SUFFIX];
  const columns = idx.fields.map((f) => entity.fields.get(f)!.column);
  const name = `ix_${entity.table}_${columns.join('_')}_${suffix}`;
  if (name.length <= MAX_NAME) return name;
  const hash = createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 10);
  return `ix_${entity.table}_${suffix}_${hash}`.slice(0, MAX_NAME);
}

/** A column's text as the q search compares it (see foldSql), on the table itself or on an alias of it. */
export const searchedText = (column: string, alias?: string): string =>
  foldSql(`${alias ? `"${alias}".` : ''}"${column}"::text`);

/**
 * The document a full-text index covers: the fields' folded text (searchedText) joined by spaces, as the 'simple'
 * configuration's words (no stemming: one document serves every language).
 */
export const fullTextDocument = (entity: EntityMeta, idx: Required<IndexSpec>, alias?: string): string =>
  `to_tsvector('simple', ${idx.fields
    .map((f) => `coalesce(${searchedText(entity.fields.get(f)!.column, alias)}, '')`)
    .join(` || ' ' || `)})`;

/**
 * The statement creating a text index. A trigram index: one GIN index over the columns' folded text, each with
 * gin_trgm_ops, so that the q search's `folded LIKE '%text%'` on any of them is an index scan (three characters or
 * more). A full-text index: one GIN index over their document (fullTextDocument), which a query must repeat exactly.
 */
export function textIndexSql(entity: EntityMeta, idx: Required<IndexSpec>): string {
  const on = `CREATE INDEX "${textIndexName(entity, idx)}" ON "${entity.table}" USING gin`;
  if (idx.method === 'fts') return `${on} ((${fullTextDocument(entity, idx)}))`;
  return `${on} (${idx.fields.map((f) => `(${searchedText(entity.fields.get(f)!.column)}) gin_trgm_ops`).join(', ')})`;
}
