import Fastify from 'fastify';
import pg from 'pg';
import { foldSql, foldText, likePattern } from '../../backend/src/common/text-fold.js';
import { endpointOf, type RunningServer } from '../api-list/saray-server.js';

/** How many matches are ranked (Saray ranks as many: search-sql.ts's RANKED_PRODUCTS). */
const RANKED = 200;

/**
 * The floor: a bare Fastify route over a pg pool of 10 connections sending the header search's product statement by
 * hand: published products with every word of the folded term in a name (any language), the SKU or the keywords,
 * through the same trigram index; named in the asked language; ranked by where the term is (name start, name,
 * elsewhere), then word similarity, then name, among the first RANKED matches the index yields (bitmap scans only,
 * as a LIMIT makes other scans look cheap). No access check, no categories, no rate limit.
 */
export async function startBaseline(url: string, limit: number): Promise<RunningServer> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify();
  const columns = ['name', 'name_fa', 'name_tr', 'sku', 'meta_keywords'].map((c) => foldSql(`"${c}"::text`));
  app.get<{ Querystring: { term?: string; lang?: string } }>('/search', async (req) => {
    const term = foldText(String(req.query.term ?? ''))
      .replace(/\s+/g, ' ')
      .trim();
    const words = term.split(' ').filter(Boolean);
    const name = req.query.lang === 'en' ? 'name' : `COALESCE(name_${req.query.lang === 'tr' ? 'tr' : 'fa'}, name)`;
    const title = foldSql(name);
    const has = words.map((_, i) => `(${columns.map((c) => `${c} LIKE $${i + 5}`).join(' OR ')})`).join(' AND ');
    const client = await pool.connect();
    let rows: { title: string; slug: string; bucket: number; score: number }[];
    try {
      await client.query('BEGIN');
      await client.query(
        `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      ({ rows } = await client.query(
        `SELECT title, slug,
                CASE WHEN folded LIKE $3 THEN 0 WHEN folded LIKE $2 THEN 1 ELSE 2 END AS bucket,
                word_similarity($1, folded) AS score
         FROM (SELECT ${name} AS title, ${title} AS folded, guid::text AS slug
               FROM products WHERE published AND ${has} LIMIT ${RANKED}) found
         ORDER BY bucket, score DESC, title
         LIMIT $4`,
        [term, likePattern(term), likePattern(term, false), limit, ...words.map((w) => likePattern(w))],
      ));
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    // Equal ranks in the reader's alphabetical order, as the header search shows them.
    return rows
      .sort((a, b) => a.bucket - b.bucket || b.score - a.score || a.title.localeCompare(b.title))
      .map((r) => ({ title: r.title, slug: r.slug, type: 'Product' }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    endpoint: endpointOf(app.server.address(), '/search'),
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
