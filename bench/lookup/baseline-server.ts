import Fastify from 'fastify';
import { scratchPool } from '../api-list/scratch-database.js';
import { foldText, likePattern } from '../../backend/src/common/text-fold.js';
import { publicFields } from '../../backend/src/schema/entity-meta.js';
import { searchedText } from '../../backend/src/schema/text-index.js';
import type { Registry } from '../../backend/src/schema/registry.js';
import { endpointOf, type RunningServer } from '../api-list/saray-server.js';
import { LOOKUP_ROWS } from './lookup-request.js';

/**
 * The floor: a bare Fastify route over a pg pool of 10 connections sending the lookup's one statement by hand: each
 * word of q in any of the customer's search columns, both folded (so the same trigram index serves it), newest first, 20
 * rows of the public columns, mapped to the same camelCase JSON. No sign-in, no access check, no count.
 */
export async function startBaseline(url: string, registry: Registry): Promise<RunningServer> {
  const { meta } = registry.byName('Customer')!;
  const fields = publicFields(meta);
  const select = fields.map((f) => `"${f.column}" AS "${f.name}"`).join(', ');
  const search = meta.list.search.map((n) => meta.fields.get(n)!.column);
  const pool = scratchPool(url, 10);
  const app = Fastify();
  app.get<{ Querystring: { filter?: string } }>('/lookup', async (req) => {
    const q = String((JSON.parse(req.query.filter ?? '{}') as { q?: unknown }).q ?? '');
    const words = [...new Set(foldText(q).split(/\s+/).filter(Boolean))];
    const where = words.map((_, i) => `(${search.map((c) => `${searchedText(c)} LIKE $${i + 1}`).join(' OR ')})`);
    const { rows } = await pool.query(
      `SELECT ${select} FROM customers ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ` +
        `ORDER BY id DESC LIMIT ${LOOKUP_ROWS}`,
      words.map((w) => likePattern(w)),
    );
    return rows;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    endpoint: endpointOf(app.server.address(), '/lookup'),
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
