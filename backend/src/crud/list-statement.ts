/**
 * The part of a TypeORM select query builder that shapes a list read (list-sql.ts, title-joins.ts): conditions with
 * named parameters, order, page, joins and added columns. TypeORM's builder is one; ListStatement is the other.
 */
export interface ListSelect {
  andWhere(condition: string, params?: Record<string, unknown>): unknown;
  orderBy(sort: string, order: 'ASC' | 'DESC'): unknown;
  addOrderBy(sort: string, order: 'ASC' | 'DESC'): unknown;
  offset(offset: number): unknown;
  limit(limit: number): unknown;
  leftJoin(entityName: string, alias: string, condition: string, params?: Record<string, unknown>): unknown;
  addSelect(expression: string, alias: string): unknown;
}

/** A statement's text with positional parameters, and their values. */
export interface Statement {
  text: string;
  values: unknown[];
}

// TypeORM's own syntax: `:name`, or `:...name` for a list spread into the text. A name the statement has no value for
// is left as it is, as TypeORM leaves it (a `::text` cast never matches: its second colon follows the first).
const NAMED = /(?<!:):(\.\.\.)?([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * A list read over alias "e" composed as text: what applyListQuery, whereReadable and joinTitles ask for, written
 * the way TypeORM's builder writes it but without it. The builder's work (parsing each condition, escaping every
 * column, mapping the raw rows to entities) cost more than the statement on the storefront's reads; this costs a
 * few string joins. The same shape always gives the same text, with its page as parameters, so PostgreSQL prepares
 * it once (db/prepared-statements.ts).
 *
 * @example const s = new ListStatement('"e"."id", "e"."name"', 'tags', tableOf); applyListQuery(s, meta, q); s.page()
 */
export class ListStatement implements ListSelect {
  private readonly conditions: string[] = [];
  private readonly joins: string[] = [];
  private readonly selects: string[] = [];
  private readonly order: string[] = [];
  private readonly params: Record<string, unknown> = {};
  private skip = 0;
  private take = 0;

  constructor(
    private readonly columns: string,
    private readonly table: string,
    private readonly tableOf: (entityName: string) => string,
  ) {}

  andWhere(condition: string, params?: Record<string, unknown>): this {
    this.conditions.push(condition);
    Object.assign(this.params, params);
    return this;
  }

  orderBy(sort: string, order: 'ASC' | 'DESC'): this {
    this.order.length = 0;
    return this.addOrderBy(sort, order);
  }

  addOrderBy(sort: string, order: 'ASC' | 'DESC'): this {
    this.order.push(`${sort} ${order}`);
    return this;
  }

  offset(offset: number): this {
    this.skip = offset;
    return this;
  }

  limit(limit: number): this {
    this.take = limit;
    return this;
  }

  leftJoin(entityName: string, alias: string, condition: string, params?: Record<string, unknown>): this {
    this.joins.push(`LEFT JOIN "${this.tableOf(entityName)}" "${alias}" ON ${condition}`);
    Object.assign(this.params, params);
    return this;
  }

  addSelect(expression: string, alias: string): this {
    this.selects.push(`${expression} AS "${alias}"`);
    return this;
  }

  /** The page: the entity's columns and the added ones, in order, its offset and size as parameters. */
  page(): Statement {
    const columns = [this.columns, ...this.selects].join(', ');
    const order = this.order.length ? ` ORDER BY ${this.order.join(', ')}` : '';
    const page = this.take > 0 ? ' LIMIT :__limit OFFSET :__offset' : '';
    return this.positional(`SELECT ${columns} FROM ${this.from()}${order}${page}`, {
      __limit: this.take,
      __offset: this.skip,
    });
  }

  /** How many rows the conditions keep. */
  count(): Statement {
    return this.positional(`SELECT COUNT(*) AS "total" FROM ${this.from()}`, {});
  }

  private from(): string {
    const where = this.conditions.length ? ` WHERE ${this.conditions.map((c) => `(${c})`).join(' AND ')}` : '';
    return `"${this.table}" "e"${this.joins.map((j) => ` ${j}`).join('')}${where}`;
  }

  private positional(text: string, extra: Record<string, unknown>): Statement {
    const params = { ...this.params, ...extra };
    const values: unknown[] = [];
    const at = new Map<string, string>();
    const sql = text.replace(NAMED, (whole, spread: string | undefined, name: string) => {
      if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
      const key = `${spread ?? ''}${name}`;
      let placeholder = at.get(key);
      if (placeholder === undefined) {
        const value = params[name];
        const list = spread ? (value as unknown[]) : [value];
        placeholder = list.map((v) => `$${values.push(v)}`).join(', ');
        at.set(key, placeholder);
      }
      return placeholder;
    });
    return { text: sql, values };
  }
}
