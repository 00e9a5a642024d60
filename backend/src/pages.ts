import fs from 'node:fs';
import path from 'node:path';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { pathContext } from './common/path-segments.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { ROOT_DIR } from './config.js';
import { answerPage } from './modules/storefront/page-answer.js';
import type { PageCache } from './modules/storefront/page-cache.js';
import type { StorefrontRenderer } from './modules/storefront/storefront-renderer.js';
import type { SitemapService } from './modules/storefront/sitemap.service.js';
import type { StorefrontStateService } from './modules/storefront/storefront-state.service.js';

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

export interface StorefrontServices {
  state: StorefrontStateService;
  renderer: StorefrontRenderer;
  sitemap: SitemapService;
  cache: PageCache;
}

const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * The browsable API reference at /api/docs, the dashboard (its single page for /dashboard/… and
 * /{lang}/dashboard/…, its assets under /dashboard/assets/), and the storefront: every other page path, rendered
 * on the server, with its assets under /storefront/assets/, /sitemap.xml and /robots.txt.
 */
export async function registerPages(fastify: FastifyInstance, storefront: StorefrontServices): Promise<void> {
  await fastify.register(scalar, {
    routePrefix: '/api/docs',
    // The assistant panel ("agent") calls the vendor's servers, which the content policy refuses and offline
    // installations cannot reach.
    configuration: { url: '/api/openapi.json', pageTitle: 'Saray API', agent: { disabled: true } },
  });
  const built = path.join(DASHBOARD_DIR, 'index.html');
  const dashboard = fs.existsSync(built)
    ? fs.readFileSync(built, 'utf8')
    : page(
        'Saray dashboard',
        `<h1>Dashboard</h1><p>The dashboard is not built: run <code>npm run build --workspace admin</code>.</p>`,
      );
  const immutable = (reply: FastifyReply, type: string, content: Buffer) =>
    reply.type(type).header('Cache-Control', 'public, max-age=31536000, immutable').send(content);
  // Vite names every asset after its content: a name is served for a year, and a new build brings new names.
  fastify.get('/dashboard/assets/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const type = ASSET_TYPES[path.extname(file)];
    if (!/^[\w.-]+$/.test(file) || !type) return reply.callNotFound();
    const content = await fs.promises.readFile(path.join(DASHBOARD_DIR, 'assets', file)).catch(() => null);
    if (!content) return reply.callNotFound();
    return immutable(reply, type, content);
  });
  fastify.get('/storefront/assets/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const type = ASSET_TYPES[path.extname(file)];
    const content = type ? await storefront.renderer.asset(file) : null;
    return content ? immutable(reply, type!, content) : reply.callNotFound();
  });
  const sendDashboard = (_req: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(dashboard);
  fastify.get('/dashboard', sendDashboard);
  fastify.get('/dashboard/*', sendDashboard);
  fastify.get('/sitemap.xml', async (req, reply) =>
    reply.type('application/xml; charset=utf-8').send(await storefront.sitemap.sitemap(origin(req))),
  );
  fastify.get('/robots.txt', (req, reply) =>
    reply.type('text/plain; charset=utf-8').send(storefront.sitemap.robots(origin(req))),
  );

  const render = async (req: FastifyRequest, reply: FastifyReply) => {
    // An anonymous visitor's page may have been drawn for another already (decision 90).
    const ticket = storefront.cache.ticket(req);
    const kept = ticket && (await storefront.cache.find(ticket));
    if (kept) return answerPage(req, reply, kept, 'hit');
    const html = reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    const request = { url: req.url, headers: req.headers, protocol: req.protocol };
    let answer;
    // While the database is away the error page says 503, so crawlers and load balancers come back later.
    let unavailable = false;
    try {
      answer = await storefront.state.build(request);
    } catch (err) {
      // The 500 page of spec 1 §2.1, with an id to quote that is also in the log next to the error.
      const errorId = randomUUID();
      unavailable = isDatabaseUnavailable(err);
      if (unavailable) html.header('Retry-After', '5');
      req.log.error({ err, errorId }, 'storefront page failed');
      answer = await storefront.state.build(request, { name: 'ServerError', errorId }).catch(() => undefined);
      if (!answer)
        return html
          .status(unavailable ? 503 : 500)
          .send(page('Server error', `<h1>Server error</h1><p>${errorId}</p>`));
    }
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
    const rendered = await storefront.renderer.html(answer.state);
    if (rendered === null)
      return html
        .status(503)
        .send(
          page(
            'Saray',
            '<h1>Saray</h1><p>The storefront is not built: run <code>npm run build --workspace storefront</code>.</p>',
          ),
        );
    // A page drawn for a signed-in customer (their cart, their account) is theirs and changes as they act: going
    // back to it must draw it again rather than show a stored copy.
    if (answer.state.user) html.header('Cache-Control', 'private, no-store');
    const shared = ticket && !unavailable ? storefront.cache.keep(ticket, answer.state, rendered) : undefined;
    if (shared) return answerPage(req, reply, shared, 'miss');
    return html.status(unavailable ? 503 : answer.state.status).send(rendered);
  };

  // Every other GET is a storefront page; /{lang}/dashboard is the dashboard, and an unknown /api/ path keeps its
  // JSON 404.
  const storefrontPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const { lang, rest } = pathContext(req.url);
    if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
    if (lang && (rest === '/dashboard' || rest.startsWith('/dashboard/'))) return sendDashboard(req, reply);
    return render(req, reply);
  };
  fastify.get('/', storefrontPage);
  fastify.get('/*', storefrontPage);
}
