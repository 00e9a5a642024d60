import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { EntityMeta } from '../../schema/entity-meta.js';

interface DriverError {
  code?: string;
  constraint?: string;
  table?: string;
  detail?: string;
}

const driverErrorOf = (err: unknown): DriverError | undefined => {
  const e = err as { driverError?: DriverError; code?: string };
  return e?.driverError ?? (e?.code ? (e as DriverError) : undefined);
};

/**
 * Turns what the database refused into the API's answer: a unique index → 409 with the entity's key for it;
 * a missing related record on write → 400 on that field; a record still referenced on delete → 409;
 * a value the column cannot hold → 400. Anything else is rethrown (a real 500).
 */
export function mapDbError(err: unknown, entity: EntityMeta, dataSource: DataSource, op: 'write' | 'delete'): never {
  const d = driverErrorOf(err);
  if (!d?.code) throw err;
  if (d.code === '23505') {
    const cols = (c: string[]) => `uq_${entity.table}_${c.map((f) => entity.fields.get(f)!.column).join('_')}`;
    const unique = entity.unique.find((u) => cols(u.fields) === d.constraint);
    const key = unique?.error ?? 'common.error.duplicate';
    throw AppError.conflict(
      key,
      (unique?.fields ?? []).map((f) => ({ path: `/${f}`, error: key })),
    );
  }
  // 23503: foreign key violation; 23001: the same refused by an ON DELETE RESTRICT rule.
  if (d.code === '23503' || d.code === '23001') {
    if (op === 'delete') {
      throw AppError.conflict(d.table === entity.table ? 'common.error.childitemexist' : 'common.error.hasrelation');
    }
    const fk = dataSource.getMetadata(entity.name).foreignKeys.find((f) => f.name === d.constraint);
    const column = fk?.columnNames[0];
    const field = [...entity.fields.values()].find((f) => f.column === column);
    const path = field ? `/${field.name}` : '';
    throw AppError.badRequest('common.error.relationnotfound', [
      { path, error: 'common.error.relationnotfound', params: { field: field?.name } },
    ]);
  }
  // 23502: a NOT NULL column left empty (a field only the platform fills, sent to the generic API).
  if (d.code === '23502') throw AppError.badRequest('common.error.required');
  if (d.code.startsWith('22')) throw AppError.badRequest('common.error.invalidvalue');
  throw err;
}
