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
 * that is too long; a slice of a sliced one ends in _<k>of<n>. The name changes with the columns and the slices, so a
 * changed declaration is a new index.
 */
function textIndexName(entity: EntityMeta, idx: Required<IndexSpec>, slice?: number): string {
  const kind = SUFFIX[idx.method as keyof typeof SUFFIX];
  const suffix = slice === undefined ? kind : `${kind}_${slice}of${idx.slices}`;
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
 * The conditions that pick each slice of a sliced full-text index (`slices` in its declaration), in order: the
 * record's id modulo the number of slices. An index of one slice has none.
 */
export function sliceConditions(idx: Required<IndexSpec>, alias?: string): string[] {
  if (idx.slices <= 1) return [];
  const id = `${alias ? `"${alias}".` : ''}"id"`;
  return Array.from({ length: idx.slices }, (_, k) => `(${id} % ${idx.slices}) = ${k}`);
}

/** One database index that a text index declaration makes. */
export interface TextIndex {
  name: string;
  /** The statement creating it. */
  create: string;
}

/**
 * The indexes a text index declaration makes. A trigram index: one GIN index over the columns' folded text, each
 * with gin_trgm_ops, so that the q search's `folded LIKE '%text%'` on any of them is an index scan (three characters
 * or more). A full-text index: one GIN index over their document (fullTextDocument), which a query must repeat
 * exactly; a sliced one is a partial index of the same document per slice (sliceConditions), so that a query wanting
 * only the first matches of a common word reads one slice's share of its posting list rather than all of it.
 */
export function textIndexes(entity: EntityMeta, idx: Required<IndexSpec>): TextIndex[] {
  const on = (name: string) => `CREATE INDEX "${name}" ON "${entity.table}" USING gin`;
  if (idx.method !== 'fts') {
    const name = textIndexName(entity, idx);
    const columns = idx.fields.map((f) => `(${searchedText(entity.fields.get(f)!.column)}) gin_trgm_ops`);
    return [{ name, create: `${on(name)} (${columns.join(', ')})` }];
  }
  const slices = sliceConditions(idx);
  if (!slices.length) {
    const name = textIndexName(entity, idx);
    return [{ name, create: `${on(name)} ((${fullTextDocument(entity, idx)}))` }];
  }
  return slices.map((where, k) => {
    const name = textIndexName(entity, idx, k);
    return { name, create: `${on(name)} ((${fullTextDocument(entity, idx)})) WHERE ${where}` };
  });
}
