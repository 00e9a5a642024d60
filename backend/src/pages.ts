import fs from 'node:fs';
import path from 'node:path';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathContext } from './common/path-segments.js';
import { ROOT_DIR } from './config.js';

/** The built dashboard (npm start builds it; so does the test run); SARAY_DASHBOARD_DIR serves another build. */
export const DASHBOARD_DIR = process.env.SARAY_DASHBOARD_DIR ?? path.join(ROOT_DIR, 'admin', 'dist');

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
a{color:#0a5fa8}code{background:#f3f3f3;padding:.1rem .3rem;border-radius:3px}</style></head>
<body>${body}</body></html>`;

/**
 * The browsable API reference at /api/docs, the dashboard (its single page for /dashboard/… and
 * /{lang}/dashboard/…, its assets under /dashboard/assets/) and the storefront's entry page.
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
  const built = path.join(DASHBOARD_DIR, 'index.html');
  const dashboard = fs.existsSync(built)
    ? fs.readFileSync(built, 'utf8')
    : page(
        'Saray dashboard',
        `<h1>Dashboard</h1><p>The dashboard is not built: run <code>npm run build --workspace admin</code>.</p>`,
      );
  // Vite names every asset after its content: a name is served for a year, and a new build brings new names.
  fastify.get('/dashboard/assets/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const type = ASSET_TYPES[path.extname(file)];
    if (!/^[\w.-]+$/.test(file) || !type) return reply.callNotFound();
    const content = await fs.promises.readFile(path.join(DASHBOARD_DIR, 'assets', file)).catch(() => null);
    if (!content) return reply.callNotFound();
    return reply.type(type).header('Cache-Control', 'public, max-age=31536000, immutable').send(content);
  });
  const notFound = page(
    'Page not found.',
    '<h1>Page not found.</h1><p>Use the top menu or the search to find your way.</p>',
  );
  fastify.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(home));
  const sendDashboard = (_req: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(dashboard);
  fastify.get('/dashboard', sendDashboard);
  fastify.get('/dashboard/*', sendDashboard);
  // /{lang}/, /{lang}/{store}/ and /{lang}/dashboard (spec 1 §2.4): an unknown language or store is not found.
  const localized = async (req: FastifyRequest, reply: FastifyReply) => {
    const { lang, store, rest } = pathContext(req.url);
    // Not a language: not a page of ours either (an unknown API path keeps its JSON 404).
    if (!lang) return reply.callNotFound();
    const html = reply.type('text/html; charset=utf-8');
    if (store && !(await storeExists(store))) return html.status(404).send(notFound);
    if (rest === '/' || rest === '') return html.send(home);
    if (rest === '/dashboard' || rest.startsWith('/dashboard/')) return sendDashboard(req, reply);
    return html.status(404).send(notFound);
  };
  fastify.get('/:lang', localized);
  fastify.get('/:lang/*', localized);
}
