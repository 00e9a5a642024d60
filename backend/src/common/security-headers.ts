import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmetHeaders from 'helmet';
import type { AppConfig } from '../config.js';
import { pathContext } from './path-segments.js';

type Directives = Record<string, string[]>;

/**
 * What every page may load: its own scripts, styles (inline ones too: the storefront inlines its stylesheet and React
 * and MUI set style attributes), images from this origin and data: URLs; no plugins, no foreign frames around it, and
 * no <base> pointing elsewhere. The storefront's state travels as a JSON script element, which runs nothing, so no
 * inline script is needed.
 */
const BASE: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
};

/**
 * The dashboard's forms validate with ajv, which compiles each schema into a function (`new Function`): the
 * dashboard alone may evaluate code. Its location map draws OpenStreetMap's tiles, and upload previews are blob: URLs.
 */
const DASHBOARD: Directives = {
  ...BASE,
  'script-src': ["'self'", "'unsafe-eval'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
};

/** The API reference starts itself with an inline script whose nonce is fixed at start-up: it alone may run one. */
const DOCS: Directives = {
  ...BASE,
  'script-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:', 'https:'],
};

const policy = (directives: Directives, config: AppConfig) => ({
  useDefaults: false,
  directives: config.https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
});

/** Which page family a path belongs to: the dashboard (also under a language prefix), the API reference, or other. */
export function pageFamily(url: string): 'dashboard' | 'docs' | 'other' {
  const { rest } = pathContext(url);
  const path = rest.split('?')[0];
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return 'dashboard';
  const plain = url.split('?')[0];
  if (plain === '/api/docs' || plain.startsWith('/api/docs/')) return 'docs';
  return 'other';
}

/** The headers every answer carries unless its page family has a policy of its own. */
const defaults = (config: AppConfig) => ({
  contentSecurityPolicy: policy(BASE, config),
  hsts: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  // Pages of other origins named in SARAY_CORS_ORIGINS may show this server's images and files.
  crossOriginResourcePolicy: {
    policy: config.corsOrigins.length ? ('cross-origin' as const) : ('same-origin' as const),
  },
});

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in the request (no policy
 * here uses a nonce), so each answer copies them instead of running helmet's middleware again.
 */
function fixedHeaders(options: Parameters<typeof helmetHeaders>[0]): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmetHeaders(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/**
 * Security headers on every answer (helmet): the storefront's and the API's content policy by default, the
 * dashboard's and the API reference's on their own paths; HSTS only when Saray is served over HTTPS, since a
 * browser that saw it would refuse plain HTTP to this host for months.
 */
/**
 * An API answer no cache may keep (unless its route says otherwise): one to a caller who sent a token, and every
 * answer of the sign-in calls, which carry tokens themselves.
 */
const personal = (req: FastifyRequest): boolean =>
  req.url.startsWith('/api/') && (!!req.headers.authorization || /^\/api\/Authentication\//i.test(req.url));

export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const other = fixedHeaders(defaults(config));
  const byFamily = {
    other,
    dashboard: fixedHeaders({ ...defaults(config), contentSecurityPolicy: policy(DASHBOARD, config) }),
    docs: fixedHeaders({ ...defaults(config), contentSecurityPolicy: policy(DOCS, config) }),
  };
  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    for (const [name, value] of byFamily[pageFamily(req.url)]) reply.raw.setHeader(name, value);
    if (personal(req)) reply.raw.setHeader('Cache-Control', 'no-store');
    done();
  });
}

/**
 * The default headers for an answer made before any hook runs: the router's refusal of a malformed URL is answered
 * from Fastify's frameworkErrors, where the hooks above never run.
 */
export function headersBeforeHooks(config: AppConfig): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = fixedHeaders(defaults(config));
  return (_req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
