import { createHash } from 'node:crypto';
import type { IndexSpec } from './entity-file.js';
import { foldSql } from '../common/text-fold.js';
import type { EntityMeta } from './entity-meta.js';

/** PostgreSQL cuts identifiers at 63 bytes: a longer name is shortened with a hash so two never collide. */
const MAX_NAME = 63;

/**
 * The name of a trigram index: ix_<table>_<columns>_fold, or ix_<table>_fold_<hash> when that is too long. The name
 * changes with the columns, so a changed declaration is a new index (TypeORM drops the old one).
 */
export function trigramIndexName(entity: EntityMeta, idx: Required<IndexSpec>): string {
  const columns = idx.fields.map((f) => entity.fields.get(f)!.column);
  const name = `ix_${entity.table}_${columns.join('_')}_fold`;
  if (name.length <= MAX_NAME) return name;
  const hash = createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 10);
  return `ix_${entity.table}_fold_${hash}`.slice(0, MAX_NAME);
}

/** A column's text as the q search compares it (see foldSql), on the table itself or on an alias of it. */
export const searchedText = (column: string, alias?: string): string =>
  foldSql(`${alias ? `"${alias}".` : ''}"${column}"::text`);

/**
 * The statement creating a trigram index: one GIN index over the columns' folded text (searchedText), each with
 * gin_trgm_ops, so that the q search's `folded LIKE '%text%'` on any of them is an index scan (three characters or
 * more).
 */
export const trigramIndexSql = (entity: EntityMeta, idx: Required<IndexSpec>): string =>
  `CREATE INDEX "${trigramIndexName(entity, idx)}" ON "${entity.table}" USING gin (${idx.fields
    .map((f) => `(${searchedText(entity.fields.get(f)!.column)}) gin_trgm_ops`)
    .join(', ')})`;
