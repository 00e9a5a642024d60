import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { updated as returnedRows } from '../db/updated-rows.js';
import type { EntityMeta } from '../schema/entity-meta.js';
import { AppError } from '../common/app-error.js';
import { toJson, type Row } from './pipeline/serialize.js';

/** Column types whose driver value TypeORM's PostgreSQL driver converts when it reads a row (prepareHydratedValue). */
const CONVERTED = new Set([
  'datetime',
  'timestamp',
  'timestamptz',
  'timestamp with time zone',
  'timestamp without time zone',
  'date',
  'time',
  'vector',
  'halfvec',
  'hstore',
  'simple-array',
  'simple-json',
  'cube',
  'enum',
  'simple-enum',
]);

/**
 * The pipeline's own statements of one row, composed from the entity's columns with TypeORM's conversion of each
 * value (its query builder costs more than the statement), and rows as PostgreSQL returns them read as TypeORM
 * would read them.
 */
export class RowStatements {
  /** json()'s SQL per entity and alias: it depends on the entity's columns only. */
  private readonly jsonSql = new Map<string, string>();
  /** columns()' list per entity. */
  private readonly columnLists = new Map<string, string>();
  /** readers() per entity. */
  private readonly hydration = new Map<string, [string, string, ColumnMetadata | undefined][]>();
  /** insert's and update's texts (see text()). */
  private readonly texts = new Map<string, string>();
  /** Each entity's TypeORM metadata and columns by field name: TypeORM finds both by scanning its lists. */
  private readonly tables = new Map<string, { metadata: EntityMetadata; columns: Map<string, ColumnMetadata> }>();

  constructor(private readonly dataSource: DataSource) {}

  /** INSERT of one record, answered as it was stored (see returning()): its version 1, its dates the columns' defaults. */
  async insert(manager: EntityManager, meta: EntityMeta, values: Row): Promise<Row> {
    const { table, columns, params, version } = this.persisted(meta, values);
    const sql = this.text(`i ${table} ${columns.join()}`, () => {
      const names = version ? [...columns, `"${version}"`] : columns;
      const placeholders = params.map((_, i) => `$${i + 1}`);
      if (version) placeholders.push('1');
      return names.length
        ? `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) ${this.returning(meta, table)}`
        : `INSERT INTO ${table} DEFAULT VALUES ${this.returning(meta, table)}`;
    });
    return this.returned(meta, returnedRows(await manager.query(sql, params)));
  }

  /** UPDATE of one record, answered as it was stored (see returning()): its version one more, its update date now. */
  async update(manager: EntityManager, meta: EntityMeta, id: number, values: Row): Promise<Row> {
    const { table, columns, params, version, updated } = this.persisted(meta, values);
    const sql = this.text(`u ${table} ${columns.join()}`, () => {
      const set = columns.map((c, i) => `${c} = $${i + 1}`);
      if (version) set.push(`"${version}" = "${version}" + 1`);
      if (updated) set.push(`"${updated}" = CURRENT_TIMESTAMP`);
      return `UPDATE ${table} SET ${set.join(', ')} WHERE "id" = $${params.length + 1} ${this.returning(meta, table)}`;
    });
    return this.returned(meta, returnedRows(await manager.query(sql, [...params, id])));
  }

  /**
   * A write's RETURNING: the whole row as one JSON value (see json()), as the pipeline's reads take it. The driver
   * reads one column instead of one per field (an order has more than fifty), which costs it less.
   */
  private returning(meta: EntityMeta, table: string): string {
    return `RETURNING ${this.json(meta, table)} AS "row"`;
  }

  /**
   * One statement's text, composed once per table and column list: the same text object each time is also what
   * lets the prepared statements' lookup (db/prepared-statements.ts) skip hashing a long string on every write.
   * Bounded: a client cannot grow it past the entities' column combinations it may write, and it starts over when full.
   */
  private text(key: string, compose: () => string): string {
    let sql = this.texts.get(key);
    if (sql === undefined) {
      if (this.texts.size >= 2_000) this.texts.clear();
      this.texts.set(key, (sql = compose()));
    }
    return sql;
  }

  /**
   * A write's fields as the columns and driver values TypeORM's query builder would send (its own conversion of
   * each value), composed here: the pipeline's writes are its hottest statements, and the builder costs more than
   * the statement. Fields the entity has no column for are left out, as the builder leaves them.
   */
  private persisted(meta: EntityMeta, values: Row) {
    const { metadata, columns: byField } = this.table(meta);
    const columns: string[] = [];
    const params: unknown[] = [];
    for (const [name, value] of Object.entries(values)) {
      const column = value === undefined ? undefined : byField.get(name);
      if (!column || column.isVersion || column.isUpdateDate) continue;
      columns.push(`"${column.databaseName}"`);
      params.push(this.dataSource.driver.preparePersistentValue(value, column));
    }
    return {
      table: `"${metadata.tableName}"`,
      columns,
      params,
      version: metadata.versionColumn?.databaseName,
      updated: metadata.updateDateColumn?.databaseName,
    };
  }

  /** The row an INSERT or UPDATE gave back (see returning()), as the API shows it. */
  private returned(meta: EntityMeta, raw: unknown): Row {
    const [stored] = raw as { row: Row }[];
    if (!stored) throw AppError.notFound();
    return toJson(meta, this.hydrate(meta, stored.row));
  }

  /**
   * The entity's columns over alias "e", as a list read selects them and hydrate() reads them; `fields`: only those
   * and the id (hydrate() leaves the others undefined, which the answer shows as null).
   */
  columns(meta: EntityMeta, fields?: readonly string[]): string {
    const key = fields ? `${meta.name} ${fields.join()}` : meta.name;
    let list = this.columnLists.get(key);
    if (!list) {
      const wanted = fields && new Set(['id', ...fields]);
      list = [...meta.fields.values()]
        .filter((f) => !wanted || wanted.has(f.name))
        .map((f) => `"e"."${f.column}"`)
        .join(', ');
      this.columnLists.set(key, list);
    }
    return list;
  }

  /** See CrudTx.rowJson. json(b)_build_object takes at most 100 arguments: wide rows are joined from parts. */
  json(meta: EntityMeta, alias: string): string {
    const key = `${meta.name} ${alias}`;
    let sql = this.jsonSql.get(key);
    if (!sql) this.jsonSql.set(key, (sql = this.buildJson(meta, alias)));
    return sql;
  }

  private table(meta: EntityMeta) {
    let table = this.tables.get(meta.name);
    if (!table) {
      const metadata = this.dataSource.getMetadata(meta.name);
      const columns = new Map<string, ColumnMetadata>();
      // The first column of a name, as findColumnWithPropertyName answers.
      for (const c of metadata.columns) if (!columns.has(c.propertyName)) columns.set(c.propertyName, c);
      table = { metadata, columns };
      this.tables.set(meta.name, table);
    }
    return table;
  }

  private buildJson(meta: EntityMeta, alias: string): string {
    const { metadata } = this.table(meta);
    const exactAsText = new Set(['numeric', 'decimal', 'bigint', 'int8']);
    const pairs = metadata.columns.map((c) => {
      const value = `${alias}."${c.databaseName}"`;
      return `'${c.databaseName}', ${exactAsText.has(String(c.type)) ? `${value}::text` : value}`;
    });
    const parts: string[] = [];
    for (let i = 0; i < pairs.length; i += 40) parts.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
    return `CASE WHEN ${alias}."id" IS NULL THEN NULL ELSE ${parts.join(' || ')} END`;
  }

  /** A row as PostgreSQL returned it (column names, driver values) as TypeORM would have read it. */
  hydrate(meta: EntityMeta, stored: Row): Row {
    const row: Row = {};
    for (const [name, column, converted] of this.readers(meta)) {
      const value = stored[column];
      row[name] = converted ? this.dataSource.driver.prepareHydratedValue(value, converted) : value;
    }
    return row;
  }

  /**
   * Per field: its name, its column's name, and TypeORM's column where TypeORM converts what the driver read (dates,
   * times, transformers); of any other column the driver's value is TypeORM's too, and hydrate() skips the call.
   */
  private readers(meta: EntityMeta): [string, string, ColumnMetadata | undefined][] {
    let readers = this.hydration.get(meta.name);
    if (!readers) {
      const { columns } = this.table(meta);
      readers = [...meta.fields.values()].map((field) => {
        const column = columns.get(field.name);
        const converts =
          column && (column.transformer || typeof column.type !== 'string' || CONVERTED.has(column.type));
        return [field.name, field.column, converts ? column : undefined];
      });
      this.hydration.set(meta.name, readers);
    }
    return readers;
  }
}
