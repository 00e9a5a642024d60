import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Refuses, before routing, a URL that carries an escaped NUL character (%00) in its path or query: no slug, keyword,
 * name or id may hold one (PostgreSQL text cannot), so every handler and every storefront page is spared its own
 * check, and the database never answers such text with an error of its own.
 */
export function refuseNulInUrls(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (req) => {
    if (req.url.includes('%00')) throw AppError.badRequest('common.error.badrequest');
  });
}
