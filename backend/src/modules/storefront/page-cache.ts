import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Provider } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { TOKEN_COOKIE } from '@saray/contracts/session';
import type { RouteName, StorefrontState } from '@saray/contracts/storefront/state';
import { pathContext } from '../../common/path-segments.js';
import { cookie, languageOf } from '../../common/request-language.js';
import type { AppConfig } from '../../config.js';
import { ChangeFeed, type Change } from '../../crud/change-feed.js';
import { Registry } from '../../schema/registry.js';
import { changesPages } from './page-changes.js';
import { PageStore, type StoredPage } from './page-store.js';
import { SharedPages } from './shared-pages.js';
import { STOREFRONT_DIR } from './storefront-renderer.js';

/**
 * Routes whose page changes with no committed write (the exchange's live figures, read from memory), or belongs to
 * one visit (a cart, a payment and its gateway's answer): drawn for every request.
 */
const UNCACHED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'ShoppingCart',
  'ExternalPayment',
  'VerifyPayment',
  'Markets',
  'Market',
  'Currencies',
  'Staking',
]);

/** A request the cache may answer: its key, and the cache's epoch when it arrived. */
export interface PageTicket {
  key: string;
  epoch: number;
}

export interface PageCacheOptions {
  ttlSeconds: number;
  maxBytes: number;
  redisPrefix: string;
  /** The server's version: with the storefront's build, what a node's pages must match to be shared. */
  version: string;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A strong entity tag of the page's bytes. */
export const etagOf = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url')}"`;

/**
 * The storefront's pages for anonymous visitors, kept once rendered (decision 90): in this process (PageStore) and,
 * with Redis, for every node (SharedPages). Only a GET or HEAD without the token cookie is looked up, and only a 200
 * page drawn for nobody (no user, no cart) of a route that changes by committed writes is kept, under the request's
 * address, host, protocol and the language it is drawn in. Any committed write of an entity pages may show
 * (`x-public-pages`, by default every entity), on any node, drops them all.
 */
export class PageCache {
  private readonly local: PageStore;
  private readonly shared: SharedPages | undefined;
  private readonly enabled: boolean;
  private epoch = 0;
  private build: string | undefined;

  constructor(
    feed: ChangeFeed,
    private readonly registry: Registry,
    redis: Redis | null,
    private readonly options: PageCacheOptions,
  ) {
    this.enabled = options.ttlSeconds > 0 && options.maxBytes > 0;
    this.local = new PageStore(options.maxBytes, options.ttlSeconds * 1000);
    this.shared =
      redis && this.enabled
        ? new SharedPages(redis, options.redisPrefix, options.ttlSeconds, () => (this.build ??= this.buildId()))
        : undefined;
    feed.listen((change) => this.changed(change));
  }

  /** The ticket of a request the cache may answer: a GET or HEAD of a visitor with no token cookie. */
  ticket(req: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'protocol'>): PageTicket | undefined {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
    const cookies = first(req.headers.cookie);
    if (cookie(cookies, TOKEN_COOKIE)) return undefined;
    // The language as the page's state chooses it: the path's, else the locale cookie's or Accept-Language's.
    const lang =
      pathContext(req.url).lang ??
      languageOf({ headers: { cookie: cookies, 'accept-language': first(req.headers['accept-language']) } });
    return { key: `${req.protocol}://${first(req.headers.host) ?? ''}${req.url} ${lang}`, epoch: this.epoch };
  }

  /** The page kept for this request: this node's copy, else the one another node shared. */
  async find(ticket: PageTicket): Promise<StoredPage | undefined> {
    const page = this.local.get(ticket.key);
    if (page || !this.shared) return page;
    const shared = await this.shared.get(ticket.key);
    if (!shared || ticket.epoch !== this.epoch) return undefined;
    this.local.set(ticket.key, shared);
    return shared;
  }

  /**
   * The page to answer, with its entity tag, kept for the next visitors unless something it shows changed while it
   * was drawn; undefined for a page that is not for everyone.
   */
  keep(ticket: PageTicket, state: StorefrontState, html: string): StoredPage | undefined {
    if (state.user !== null || state.cartCount !== 0 || state.status !== 200 || UNCACHED_ROUTES.has(state.route.name))
      return undefined;
    const body = Buffer.from(html);
    const page = { body, etag: etagOf(body) };
    if (ticket.epoch === this.epoch) {
      this.local.set(ticket.key, page);
      this.shared?.put(ticket.key, page);
    }
    return page;
  }

  private changed({ entities, remote }: Change): Promise<void> | undefined {
    if (!changesPages(this.registry, entities)) return undefined;
    this.epoch++;
    this.local.clear();
    return this.shared?.changed(!remote);
  }

  /** The version and the storefront's build: nodes of another release draw other pages, and share none of theirs. */
  private buildId(): string {
    const hash = createHash('sha256').update(this.options.version);
    for (const file of ['server/render.js', 'client/.vite/manifest.json']) {
      const built = path.join(STOREFRONT_DIR, file);
      hash.update(fs.existsSync(built) ? fs.readFileSync(built) : 'not built');
    }
    return hash.digest('base64url').slice(0, 16);
  }
}

/** The page cache as the application builds it, over its Redis connection (null: this node's memory only). */
export const pageCacheProvider = (config: AppConfig, redis: Redis | null, version: string): Provider => ({
  provide: PageCache,
  useFactory: (feed: ChangeFeed, registry: Registry) =>
    new PageCache(feed, registry, redis, {
      ttlSeconds: config.pageCache.ttlSeconds,
      maxBytes: config.pageCache.maxBytes,
      redisPrefix: config.redisPrefix,
      version,
    }),
  inject: [ChangeFeed, Registry],
});
