import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredPage } from './page-store.js';

/**
 * Whether an If-None-Match header names this entity tag (or is `*`). The comparison is the weak one RFC 9110 asks of
 * If-None-Match: a `W/` prefix is ignored.
 *
 * @example notModified('W/"abc", "def"', '"abc"') // true
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers a page drawn for any anonymous visitor: with its entity tag, 304 and no body to a browser that holds the
 * same bytes. `no-cache` keeps browsers asking each time, so a change shows on the next load. X-Cache says whether
 * the page was kept (hit) or drawn for this request (miss).
 */
export function answerPage(req: FastifyRequest, reply: FastifyReply, page: StoredPage, cache: 'hit' | 'miss') {
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('X-Cache', cache);
  const condition = req.headers['if-none-match'];
  if (notModified(Array.isArray(condition) ? condition.join(',') : condition, page.etag))
    return reply.status(304).send();
  return reply.status(200).send(page.body);
}
