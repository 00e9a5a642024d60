import { EntitySchema, type EntitySchemaColumnOptions, type EntitySchemaRelationOptions } from 'typeorm';
import type { EntityMeta, FieldMeta } from './entity-meta.js';
import { textIndexes } from './text-index.js';

const ON_DELETE = { restrict: 'RESTRICT', cascade: 'CASCADE', 'set null': 'SET NULL' } as const;

function sqlDefault(field: FieldMeta): unknown {
  const value = field.default;
  if (value === undefined || value === null) return undefined;
  if (field.kind === 'json') return () => `'${JSON.stringify(value).replace(/'/g, "''")}'`;
  // PostgreSQL reports a fractional numeric default as a bare number ('0' keeps its quotes): written the same way,
  // the schema and the database agree and no migration is left pending.
  if (field.kind === 'decimal' && String(value).includes('.')) return () => String(value);
  return value;
}

function column(field: FieldMeta): EntitySchemaColumnOptions {
  if (field.name === 'id') return { name: 'id', type: 'integer', primary: true, generated: 'increment' };
  if (field.name === 'version') return { name: 'version', type: 'integer', version: true };
  if (field.name === 'createdAt') return { name: 'created_at', type: 'timestamptz', createDate: true };
  if (field.name === 'updatedAt') return { name: 'updated_at', type: 'timestamptz', updateDate: true };
  if (field.name === 'createdBy' || field.name === 'updatedBy')
    return { name: field.column, type: 'integer', nullable: true };
  const options: EntitySchemaColumnOptions = {
    name: field.column,
    type: field.dbType as EntitySchemaColumnOptions['type'],
    nullable: field.nullable,
  };
  if (field.length) options.length = field.length;
  const def = sqlDefault(field);
  if (def !== undefined) options.default = def;
  return options;
}

/**
 * The TypeORM EntitySchema of an entity: a column per field (snake_case), the system columns, a many-to-one with
 * a real foreign key per relation, a unique (or partial unique) index per x-unique set and an index per relation and
 * x-indexes entry.
 */
export function buildEntitySchema(entity: EntityMeta): EntitySchema {
  const columns: Record<string, EntitySchemaColumnOptions> = {};
  const relations: Record<string, EntitySchemaRelationOptions> = {};
  const indices: { name: string; columns: string[]; unique?: boolean; where?: string; synchronize?: boolean }[] = [];
  for (const field of entity.fields.values()) {
    columns[field.name] = column(field);
    if (field.relation) {
      relations[field.relation.property] = {
        type: 'many-to-one',
        target: field.relation.entity,
        joinColumn: { name: field.column, referencedColumnName: 'id' },
        onDelete: ON_DELETE[field.relation.onDelete ?? 'restrict'],
        createForeignKeyConstraints: true,
      };
      indices.push({ name: `ix_${entity.table}_${field.column}`, columns: [field.name] });
    } else if (field.spec['x-column']?.index) {
      indices.push({ name: `ix_${entity.table}_${field.column}`, columns: [field.name] });
    }
  }
  const col = (name: string) => entity.fields.get(name)!.column;
  for (const u of entity.unique) {
    // A partial unique index: only rows meeting `where` take part (one systematic archive, any number of others).
    const where =
      u.where &&
      Object.entries(u.where)
        .map(([f, v]) => `"${col(f)}" = ${String(v)}`)
        .join(' AND ');
    indices.push({
      name: `uq_${entity.table}_${u.fields.map(col).join('_')}`,
      columns: u.fields,
      unique: true,
      ...(where ? { where } : {}),
    });
  }
  for (const idx of entity.indexes) {
    // TypeORM cannot write a GIN index with an operator class: it keeps its hands off this one (neither creating nor
    // dropping it), and migration:generate writes it (backend/src/db/text-index-migrations.ts).
    if (idx.method !== 'btree')
      for (const { name } of textIndexes(entity, idx)) indices.push({ name, columns: idx.fields, synchronize: false });
    else indices.push({ name: `ix_${entity.table}_${idx.fields.map(col).join('_')}`, columns: idx.fields });
  }
  return new EntitySchema({ name: entity.name, tableName: entity.table, columns, relations, indices });
}
