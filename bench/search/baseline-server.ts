import Fastify from 'fastify';
import { scratchPool } from '../api-list/scratch-database.js';
import { foldSql, foldText, likePattern } from '../../backend/src/common/text-fold.js';
import { endpointOf, type RunningServer } from '../api-list/saray-server.js';

/** How many matches are ranked (Saray ranks as many: search-sql.ts's RANKED_PRODUCTS). */
const RANKED = 200;
/** The slices of the products' full-text index (Product.json's x-indexes): partial indexes by id modulo 32. */
const SLICES = 32;

/**
 * The floor: a bare Fastify route over a pg pool of 10 connections sending the header search's product statements by
 * hand: published products with every word of the folded term, the last as a word start, in a name (any language),
 * the SKU or the keywords, through the same full-text index; when none has them, those with every word anywhere in
 * those fields or a word similar to the term, through the same trigram index. Named in the asked language; ranked by
 * where the term is (name start, name, elsewhere, only similar), then word similarity, then name, among the first
 * RANKED matches the index yields, slice after slice of the full-text index (bitmap scans only, as a LIMIT makes other
 * scans look cheap). No access check, no categories, no rate limit.
 */
export async function startBaseline(url: string, limit: number): Promise<RunningServer> {
  const pool = scratchPool(url, 10);
  const app = Fastify();
  const columns = ['name', 'name_fa', 'name_tr', 'sku', 'meta_keywords'].map((c) => foldSql(`"${c}"::text`));
  const document = `to_tsvector('simple', ${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`;
  app.get<{ Querystring: { term?: string; lang?: string } }>('/search', async (req) => {
    const term = foldText(String(req.query.term ?? ''))
      .replace(/\s+/g, ' ')
      .trim();
    const words = term.split(' ').filter(Boolean);
    const lang = req.query.lang === 'en' || req.query.lang === 'tr' ? req.query.lang : 'fa';
    const name = lang === 'en' ? 'name' : `COALESCE(name_${lang}, name)`;
    const title = foldSql(name);
    const has = words.map((_, i) => `(${columns.map((c) => `${c} LIKE $${i + 5}`).join(' OR ')})`).join(' AND ');
    const similar = columns.map((c) => `$1 <% ${c}`).join(' OR ');
    const lexemes = term.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
    const tsquery = lexemes.map((w, i) => `'${w}'${i === lexemes.length - 1 ? ':*' : ''}`).join(' & ');
    const ranked = (found: string[], held: string) =>
      `SELECT title, slug,
              CASE WHEN folded LIKE $3 THEN 0 WHEN folded LIKE $2 THEN 1 WHEN held THEN 2 ELSE 3 END AS bucket,
              word_similarity($1, folded) AS score
       FROM (${found
         .map(
           (where) => `(SELECT ${name} AS title, ${title} AS folded, guid::text AS slug, ${held} AS held
                        FROM products WHERE published AND ${where})`,
         )
         .join(' UNION ALL ')} LIMIT ${RANKED}) found
       ORDER BY bucket, score DESC, title
       LIMIT $4`;
    const slices = Array.from(
      { length: SLICES },
      (_, k) => `(id % ${SLICES}) = ${k} AND ${document} @@ to_tsquery('simple', $5)`,
    );
    const head = [term, likePattern(term), likePattern(term, false), limit];
    const client = await pool.connect();
    let rows: { title: string; slug: string; bucket: number; score: number }[];
    try {
      await client.query('BEGIN');
      await client.query(
        `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      rows = [];
      // Named, so each connection parses and plans them once (as Saray's prepared statements are).
      if (lexemes.length)
        ({ rows } = await client.query({
          name: `words-${lang}`,
          text: ranked(slices, 'true'),
          values: [...head, tsquery],
        }));
      if (!rows.length)
        ({ rows } = await client.query({
          name: `letters-${lang}-${words.length}`,
          text: ranked([`(${has} OR ${similar})`], `(${has})`),
          values: [...head, ...words.map((w) => likePattern(w))],
        }));
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
