import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathContext } from './common/path-segments.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
a{color:#0a5fa8}code{background:#f3f3f3;padding:.1rem .3rem;border-radius:3px}</style></head>
<body>${body}</body></html>`;

/**
 * The browsable API reference at /api/docs, and the entry pages of the storefront and the dashboard, which say
 * what this server offers until those apps are built into it.
 */
export async function registerPages(
  fastify: FastifyInstance,
  storeExists: (name: string) => Promise<boolean>,
): Promise<void> {
  await fastify.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', pageTitle: 'Saray API' },
  });
  const home = page(
    'Saray',
    `<h1>Saray</h1><p>Schema-driven commerce, content and exchange platform.</p>
<ul><li><a href="/api/docs">API reference</a> (<a href="/api/openapi.json">OpenAPI document</a>)</li>
<li><a href="/api/products">Products</a> · <a href="/api/categories">Categories</a> · <a href="/api/coins">Coins</a></li>
<li><a href="/dashboard">Dashboard</a></li></ul>`,
  );
  const dashboard = page(
    'Saray dashboard',
    `<h1>Dashboard</h1><p>Sign in through <code>POST /api/Authentication/signin</code>; every entity is served by the
generic REST API described in the <a href="/api/docs">API reference</a>.</p>`,
  );
  const notFound = page(
    'Page not found.',
    '<h1>Page not found.</h1><p>Use the top menu or the search to find your way.</p>',
  );
  fastify.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(home));
  fastify.get('/dashboard', (_req, reply) => reply.type('text/html; charset=utf-8').send(dashboard));
  // /{lang}/, /{lang}/{store}/ and /{lang}/dashboard (spec 1 §2.4): an unknown language or store is not found.
  const localized = async (req: FastifyRequest, reply: FastifyReply) => {
    const { lang, store, rest } = pathContext(req.url);
    // Not a language: not a page of ours either (an unknown API path keeps its JSON 404).
    if (!lang) return reply.callNotFound();
    const html = reply.type('text/html; charset=utf-8');
    if (store && !(await storeExists(store))) return html.status(404).send(notFound);
    if (rest === '/' || rest === '') return html.send(home);
    if (rest === '/dashboard' || rest.startsWith('/dashboard/')) return html.send(dashboard);
    return html.status(404).send(notFound);
  };
  fastify.get('/:lang', localized);
  fastify.get('/:lang/*', localized);
}
