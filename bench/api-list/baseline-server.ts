import Fastify from 'fastify';
import pg from 'pg';
import { scratchPool } from './scratch-database.js';
import { loadConfig } from '../../backend/src/config.js';
import { publicFields } from '../../backend/src/schema/entity-meta.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { brokenBaseline } from '../bench-config.js';
import { endpointOf, type RunningServer } from './saray-server.js';

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 1000;

interface Column {
  column: string;
  /** TypeORM's alias in the select list. */
  alias: string;
  /** The JSON key. */
  key: string;
  /** A localized field's other languages' columns (name_fa…), answered with it in `_i18n`. */
  languages?: { lang: string; column: string; alias: string }[];
}

/**
 * The products table's public columns, in the entity file's order, read from the same file Saray reads: a field added
 * to Product is in both answers the day it lands. Which rows, in which order and how each value reads as JSON stays
 * written by hand below.
 */
function productColumns(): Column[] {
  const { meta } = Registry.fromDirectory(loadConfig().schemasDir).byName('Product')!;
  const fields = publicFields(meta)
    .filter((f) => !f.spec.writeOnly)
    .map((f) => ({
      column: f.column,
      alias: `e_${f.column}`,
      key: f.name,
      languages:
        f.translations &&
        Object.entries(f.translations).map(([lang, companion]) => {
          const column = meta.fields.get(companion)!.column;
          return { lang, column, alias: `e_${column}` };
        }),
    }));
  // The smoke runner's own test: the baseline misses a column, as it did once Product had fields it did not know.
  return brokenBaseline('api-list') ? fields.slice(0, -1) : fields;
}

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

function parseSort(raw: unknown, columnOfKey: Map<string, string>): Pick<ListParams, 'sortColumn' | 'order'> {
  const [field = 'id', order = 'ASC'] = Array.isArray(raw) ? (raw as unknown[]) : [];
  const sortColumn = columnOfKey.get(String(field));
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

function parseListParams(query: ListQueryString, columnOfKey: Map<string, string>): ListParams {
  return {
    ...parseSort(parseJson(query.sort, 'sort'), columnOfKey),
    ...parseRange(parseJson(query.range, 'range')),
    published: parsePublished(parseJson(query.filter, 'filter')),
  };
}

interface Statements {
  page: pg.QueryConfig;
  count: pg.QueryConfig;
}

/** The page and count statements Saray issues for this query, with the same id tie-break. */
function listStatements(p: ListParams, selectList: string): Statements {
  const where = p.published === undefined ? '' : ' WHERE "e"."published" = $1';
  const values = p.published === undefined ? [] : [p.published];
  const tieBreak = p.sortColumn === 'id' ? '' : `, "e"."id" ${p.order}`;
  const orderBy = `ORDER BY "e"."${p.sortColumn}" ${p.order}${tieBreak}`;
  return {
    page: {
      text: `SELECT ${selectList} FROM "products" "e"${where} ${orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      values,
    },
    count: { text: `SELECT COUNT(*) AS "total" FROM "products" "e"${where}`, values },
  };
}

/**
 * pg already returns numeric as text; only timestamps need converting to match Saray's JSON. A localized field's
 * languages go in `_i18n` (the list is asked in English, so each field's own text is the answer's).
 */
function toJson(fields: Column[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const texts: Record<string, Record<string, unknown>> = {};
  for (const f of fields) {
    const value = row[f.alias];
    out[f.key] = value instanceof Date ? value.toISOString() : (value ?? null);
    if (f.languages)
      texts[f.key] = Object.fromEntries([
        ['en', value ?? null],
        ...f.languages.map((l) => [l.lang, row[l.alias] ?? null]),
      ]);
  }
  if (Object.keys(texts).length) out._i18n = texts;
  return out;
}

/** A hand-written equivalent of Saray's products list on bare Fastify and pg: the floor Saray is measured against. */
export async function startBaseline(databaseUrl: string): Promise<RunningServer> {
  const fields = productColumns();
  const columnOfKey = new Map(fields.map((f) => [f.key, f.column]));
  // The same select list, aliases included, that TypeORM sends for this entity: the server does identical work.
  const selectList = fields
    .flatMap((f) => [f, ...(f.languages ?? [])])
    .map((f) => `"e"."${f.column}" AS "${f.alias}"`)
    .join(', ');
  const pool = scratchPool(databaseUrl, 10);
  const app = Fastify();
  app.get<{ Querystring: ListQueryString }>('/products', async (req, reply) => {
    const params = parseListParams(req.query, columnOfKey);
    const { page, count } = listStatements(params, selectList);
    const [rows, counted] = await Promise.all([pool.query(page), pool.query<{ total: string }>(count)]);
    const range = rows.rows.length ? `${params.offset}-${params.offset + rows.rows.length - 1}` : '*';
    void reply.header('Content-Range', `products ${range}/${Number(counted.rows[0].total)}`);
    return rows.rows.map((row) => toJson(fields, row));
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
