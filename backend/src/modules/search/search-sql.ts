import type { Language } from '../../common/i18n.js';
import { foldSql, likePattern } from '../../common/text-fold.js';
import { localizedSql } from '../../schema/localized-text.js';
import { searchedText } from '../../schema/text-index.js';
import { prefixQuery } from './search-terms.js';

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
  /**
   * Run through its trigram index (bitmap scans only): a statement whose LIMIT makes a scan of the table, or of another
   * index in its order, look cheap to the planner although its filter folds every row it reads (the trigram index
   * finds the matches in milliseconds, a scan of a large table takes seconds), and whose rows must not depend on
   * which plan was chosen.
   */
  throughIndex?: boolean;
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

/**
 * How many of the products holding the term are ranked: the first the index yields. A word most products have
 * ("carpet" in a carpet shop) would otherwise rank tens of thousands of rows for ten results.
 */
export const RANKED_PRODUCTS = 200;

/**
 * Published products found by any of `found` (its parameters from $5 on), the first RANKED_PRODUCTS of them ranked.
 * Each of `found` is read in turn, and only until there are enough: the slices of a sliced index, say. The title is the
 * name in the visitor's language, folded once per row for ranking. Bucket 0: that name starts with the term; 1: it has
 * it; 2: another field has it, or `held` (the term's words are there, as words' starts or inside them); 3: only a
 * similar word.
 */
function rankedProducts(
  term: string,
  language: Language,
  limit: number,
  { found, held, params }: { found: string[]; held: string; params: unknown[] },
): SqlQuery {
  const name = localizedSql('name', language, { alias: 'p' });
  const matches = found.map(
    (condition) => `(SELECT ${name} AS title, ${foldSql(name)} AS folded, p.guid::text AS slug, ${held} AS held
   FROM products p
   WHERE p.published AND ${condition})`,
  );
  const sql = `
SELECT title, slug, 'Product' AS type,
  CASE WHEN folded LIKE $3 THEN 0 WHEN folded LIKE $2 THEN 1 WHEN held THEN 2 ELSE 3 END AS bucket,
  word_similarity($1, folded) AS score
FROM (
  ${matches.join('\n  UNION ALL\n  ')}
  LIMIT ${RANKED_PRODUCTS}
) found
ORDER BY bucket, score DESC, title
LIMIT $4`;
  return { sql, params: [term, likePattern(term), likePattern(term, false), limit, ...params], throughIndex: true };
}

/**
 * Published products whose full-text document (`document`: the SQL of the entity file's 'fts' index) holds every word
 * of the term, the last as a word start: the search's first try, one index lookup per word however common it is. A
 * sliced index (`slices`: their conditions) is read a slice at a time, so a word most products hold is looked up in
 * the first slice only.
 */
export function productsByWords(
  term: string,
  language: Language,
  limit: number,
  { document, slices }: { document: string; slices: string[] },
): SqlQuery | null {
  const words = prefixQuery(term);
  if (words === null) return null;
  const holds = `${document} @@ to_tsquery('simple', $5)`;
  return rankedProducts(term, language, limit, {
    found: slices.length ? slices.map((slice) => `${slice} AND ${holds}`) : [holds],
    held: 'true',
    params: [words],
  });
}

/**
 * Published products whose search columns (the list's: their names in every language, SKU, keywords) hold every
 * word of the term anywhere in a word, each folded column matched as the product list's q matches it (the trigram
 * index the entity file declares serves both), or have a word close to the term (a typo): the second try, when no
 * product holds the term's words.
 */
export function productsByLetters(term: string, language: Language, limit: number, searched: string[]): SqlQuery {
  const columns = searched.map((c) => searchedText(c, 'p'));
  const words = term.split(' ').filter(Boolean);
  const has = words.map((_, i) => `(${columns.map((c) => `${c} LIKE $${i + 5}`).join(' OR ')})`).join(' AND ');
  const similar = columns.map((c) => `$1 <% ${c}`).join(' OR ');
  return rankedProducts(term, language, limit, {
    found: [`(${has} OR ${similar})`],
    held: `(${has})`,
    params: words.map((w) => likePattern(w)),
  });
}

/**
 * Published product categories whose name, in any language (`names`: its columns), holds the term; named in the
 * visitor's language.
 */
export function categoriesQuery(term: string, language: Language, limit: number, names: string[]): SqlQuery {
  const name = localizedSql('name', language, { alias: 'c' });
  const any = names.map((c) => `${searchedText(c, 'c')} LIKE $2`).join(' OR ');
  const sql = `
SELECT ${name} AS title, c.guid::text AS slug, 'Category' AS type,
  CASE WHEN ${foldSql(name)} LIKE $3 THEN 0 ELSE 1 END AS bucket, word_similarity($1, ${foldSql(name)}) AS score
FROM categories c
WHERE c.published AND c.entity_name = 'Product' AND (${any})
ORDER BY bucket, score DESC, title
LIMIT $4`;
  return { sql, params: [term, likePattern(term), likePattern(term, false), limit] };
}
