import Fastify from 'fastify';
import pg from 'pg';
import { endpointOf, type RunningServer } from './saray-server.js';

/** The products table's columns in Saray's field order; all of them are public. */
const COLUMNS = [
  'id',
  'name',
  'description',
  'sku',
  'gtin',
  'pictures',
  'old_price',
  'price',
  'stock_quantity',
  'base_coin_id',
  'product_type_id',
  'category_id',
  'entity_name',
  'entity_id',
  'seller_id',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'show_on_homepage',
  'mark_as_new',
  'is_featured_product',
  'published',
  'include_in_top_menu',
  'display_order',
  'order_minimum_quantity',
  'order_maximum_quantity',
  'call_for_price',
  'is_tax_exempt',
  'is_free_shipping',
  'guid',
  'version',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
] as const;

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 1000;

const camelCase = (snake: string): string => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const FIELDS = COLUMNS.map((column) => ({ column, alias: `e_${column}`, key: camelCase(column) }));
const COLUMN_OF_KEY = new Map(FIELDS.map((f) => [f.key, f.column]));
// The same select list, aliases included, that TypeORM sends for this entity: the server does identical work.
const SELECT_LIST = FIELDS.map((f) => `"e"."${f.column}" AS "${f.alias}"`).join(', ');

interface ListParams {
  sortColumn: string;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  published?: boolean;
}

interface ListQueryString {
  sort?: string;
  range?: string;
  filter?: string;
}

const badRequest = (message: string): Error => Object.assign(new Error(message), { statusCode: 400 });

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} is not JSON`);
  }
}

function parseSort(raw: unknown): Pick<ListParams, 'sortColumn' | 'order'> {
  const [field = 'id', order = 'ASC'] = Array.isArray(raw) ? (raw as unknown[]) : [];
  const sortColumn = COLUMN_OF_KEY.get(String(field));
  const upper = String(order).toUpperCase();
  if (!sortColumn || (upper !== 'ASC' && upper !== 'DESC')) throw badRequest('bad sort');
  return { sortColumn, order: upper };
}

const isIndex = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

function parseRange(raw: unknown): Pick<ListParams, 'offset' | 'limit'> {
  if (raw === undefined) return { offset: 0, limit: DEFAULT_PAGE_SIZE };
  const [start, end]: unknown[] = Array.isArray(raw) ? raw : [];
  if (!isIndex(start) || !isIndex(end) || end < start) throw badRequest('bad range');
  return { offset: start, limit: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}

function parsePublished(raw: unknown): boolean | undefined {
  const published = (raw as { published?: unknown } | undefined)?.published;
  if (published !== undefined && typeof published !== 'boolean') throw badRequest('bad published filter');
  return published;
}

function parseListParams(query: ListQueryString): ListParams {
  return {
    ...parseSort(parseJson(query.sort, 'sort')),
    ...parseRange(parseJson(query.range, 'range')),
    published: parsePublished(parseJson(query.filter, 'filter')),
  };
}

interface Statements {
  page: pg.QueryConfig;
  count: pg.QueryConfig;
}

/** The page and count statements Saray issues for this query, with the same id tie-break. */
function listStatements(p: ListParams): Statements {
  const where = p.published === undefined ? '' : ' WHERE "e"."published" = $1';
  const values = p.published === undefined ? [] : [p.published];
  const tieBreak = p.sortColumn === 'id' ? '' : `, "e"."id" ${p.order}`;
  const orderBy = `ORDER BY "e"."${p.sortColumn}" ${p.order}${tieBreak}`;
  return {
    page: {
      text: `SELECT ${SELECT_LIST} FROM "products" "e"${where} ${orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      values,
    },
    count: { text: `SELECT COUNT(*) AS "total" FROM "products" "e"${where}`, values },
  };
}

/** pg already returns numeric as text; only timestamps need converting to match Saray's JSON. */
function toJson(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const value = row[f.alias];
    out[f.key] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

/** A hand-written equivalent of Saray's products list on bare Fastify and pg: the floor Saray is measured against. */
export async function startBaseline(databaseUrl: string): Promise<RunningServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get<{ Querystring: ListQueryString }>('/products', async (req, reply) => {
    const params = parseListParams(req.query);
    const { page, count } = listStatements(params);
    const [rows, counted] = await Promise.all([pool.query(page), pool.query<{ total: string }>(count)]);
    const range = rows.rows.length ? `${params.offset}-${params.offset + rows.rows.length - 1}` : '*';
    void reply.header('Content-Range', `products ${range}/${Number(counted.rows[0].total)}`);
    return rows.rows.map(toJson);
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    endpoint: endpointOf(app.server.address(), '/products'),
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
