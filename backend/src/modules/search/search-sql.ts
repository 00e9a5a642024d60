import { FOLD_FROM, FOLD_TO, likePattern, prefixQuery } from './search-terms.js';

/**
 * A constant SQL string, every character but ASCII letters, digits and space as a Unicode escape: vowel marks and
 * right-to-left letters stay unambiguous in the SQL text.
 */
const literal = (text: string): string =>
  `U&'${[...text].map((c) => (/[A-Za-z0-9 ]/.test(c) ? c : `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`)).join('')}'`;

/**
 * SQL folding a text expression the way foldText folds the term. translate() before lower(): lower() only knows the
 * letters the database's locale knows, and the Turkish and Persian folds must not depend on it. Both functions are
 * immutable, so the folded expressions below can be (and are) indexed.
 */
export const foldSql = (expression: string): string =>
  `lower(translate(${expression}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)}))`;

/**
 * Everything a page is found by: title, meta title, keywords, meta description and the description with its HTML
 * tags and entities blanked out. Migration SearchIndexes1795346816954 indexes exactly this expression (trigram and
 * full-text GIN); the search test checks the planner can use them, so a change here needs a migration too.
 */
export const PAGE_DOCUMENT = foldSql(
  `title || ' ' || coalesce(meta_title, '') || ' ' || coalesce(meta_keywords, '') || ' ' || ` +
    `coalesce(meta_description, '') || ' ' || coalesce(regexp_replace(description, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), '')`,
);
const PAGE_TITLE = foldSql('title');
/** A coin is found by its symbol and name; indexed (trigram GIN) by the same migration. */
export const COIN_DOCUMENT = foldSql(`symbol || ' ' || name`);

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/**
 * Published pages of one language and some types whose document holds the term (a LIKE on the trigram index), all
 * its words with the last as a prefix (full text), or a word close to one of its words (trigram word similarity, for
 * typos). Bucket 0: the title starts with the term; 1: the title has it; 2: another field has it; 3: only similar.
 */
export function pagesQuery(term: string, language: string, types: readonly string[], limit: number): SqlQuery {
  const tsquery = `to_tsquery('simple', $4)`;
  const sql = `
SELECT title, slug, type,
  CASE WHEN ${PAGE_TITLE} LIKE $3 THEN 0
    WHEN ${PAGE_TITLE} LIKE $2 OR to_tsvector('simple', ${PAGE_TITLE}) @@ ${tsquery} THEN 1
    WHEN ${PAGE_DOCUMENT} LIKE $2 OR to_tsvector('simple', ${PAGE_DOCUMENT}) @@ ${tsquery} THEN 2
    ELSE 3 END AS bucket,
  coalesce(ts_rank(to_tsvector('simple', ${PAGE_DOCUMENT}), ${tsquery}), 0) + word_similarity($1, ${PAGE_TITLE}) AS score
FROM pages
WHERE language_code = $5 AND published AND type = ANY ($6::text[])
  AND (to_tsvector('simple', ${PAGE_DOCUMENT}) @@ ${tsquery} OR ${PAGE_DOCUMENT} LIKE $2 OR $1 <% ${PAGE_DOCUMENT})
ORDER BY bucket, score DESC, title
LIMIT $7`;
  return {
    sql,
    params: [term, likePattern(term), likePattern(term, false), prefixQuery(term), language, [...types], limit],
  };
}

/**
 * Available coins whose symbol or name holds the term or a word close to it. Bucket 0: the symbol or name starts with
 * the term; 1: either has it; 3: only similar. The exact symbol scores highest; ties go to the better-ranked coin.
 */
export function coinsQuery(term: string, limit: number): SqlQuery {
  const symbol = foldSql('symbol');
  const sql = `
SELECT name AS title, symbol AS slug, 'Coin' AS type,
  CASE WHEN ${symbol} LIKE $3 OR ${foldSql('name')} LIKE $3 THEN 0
    WHEN ${COIN_DOCUMENT} LIKE $2 THEN 1
    ELSE 3 END AS bucket,
  word_similarity($1, ${COIN_DOCUMENT}) + CASE WHEN ${symbol} = $1 THEN 1 ELSE 0 END AS score
FROM coins
WHERE is_available AND (${COIN_DOCUMENT} LIKE $2 OR $1 <% ${COIN_DOCUMENT})
ORDER BY bucket, score DESC, rank, name
LIMIT $4`;
  return { sql, params: [term, likePattern(term), likePattern(term, false), limit] };
}
