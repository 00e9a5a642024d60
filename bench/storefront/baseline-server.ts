import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { scratchPool } from '../api-list/scratch-database.js';
import { THEME_NAMES, type Language, type StorefrontState, type ThemeName } from '@saray/contracts/storefront/state';
import { loadConfig } from '../../backend/src/config.js';
import { I18n, LANGUAGES, isLanguage } from '../../backend/src/common/i18n.js';
import { StorefrontRenderer } from '../../backend/src/modules/storefront/storefront-renderer.js';
import { endpointOf, type RunningServer } from '../api-list/saray-server.js';
import { StorefrontSql } from './baseline-sql.js';
import { pictureMedia, pictureNames } from '../../backend/src/modules/storefront/page-media.js';
import {
  byPart,
  pageState,
  toCard,
  toProduct,
  type LayoutRows,
  type PageRequest,
  type Site,
} from './baseline-state.js';

/** How many other products of its category a product page offers (as Saray's route data). */
const RELATED_PRODUCTS = 6;

export interface RunningBaseline extends RunningServer {
  /** Statements sent so far, for the count per page. */
  statements(): number;
}

/** The default store (the first one created) and its settings, as Saray reads them for a visitor. */
async function loadSite(pool: pg.Pool): Promise<Site> {
  const store = (await pool.query<{ id: number; name: string }>('SELECT id, name FROM stores ORDER BY id LIMIT 1'))
    .rows[0];
  if (!store) throw new Error('baseline: the database has no store (is the demo seed on?)');
  const { rows } = await pool.query<{ name: string; value: string }>(
    'SELECT name, value FROM settings WHERE store_id = $1',
    [store.id],
  );
  const setting = new Map(rows.map((r) => [r.name, r.value]));
  const codes = (setting.get('availablelanguagesinpublic') ?? 'en')
    .split(',')
    .map((l) => l.trim())
    .filter(isLanguage);
  const known = JSON.parse(setting.get('languages') ?? '[]') as { code: string; locale?: string; name?: string }[];
  const i18n = new I18n(loadConfig().localesDir);
  const theme = setting.get('store.theme') as ThemeName;
  return {
    storeName: store.name,
    storeTitle: setting.get('store.name') ?? store.name,
    theme: (THEME_NAMES as readonly string[]).includes(theme) ? theme : 'official',
    currency: setting.get('store.currency') ?? 'USD',
    canChangeProfile: setting.get('customer.canchangeprofile') ?? 'false',
    defaultLanguage: isLanguage(setting.get('store.defaultlanguage'))
      ? (setting.get('store.defaultlanguage') as Language)
      : undefined,
    multilanguage: ['1', 'true'].includes(setting.get('multilanguageenabled')?.trim().toLowerCase() ?? 'true'),
    languages: (codes.length ? codes : (['en'] as Language[])).map((code) => {
      const entry = known.find((l) => l.code === code);
      return { code, locale: entry?.locale ?? code, name: entry?.name ?? code };
    }),
    messages: Object.fromEntries(LANGUAGES.map((l) => [l, i18n.section(l, ['storefront.'])])) as Site['messages'],
  };
}

/**
 * The same two storefront pages on bare Fastify and pg: the rows read with hand-written SQL (two round trips of
 * concurrent statements, and a product page's media entries after them; its specification table, related products and whether any is a listing each
 * in one statement), the state built from them, and the HTML rendered by the same server bundle and assets
 * Saray uses. Minimum work for the same HTML: the floor Saray's storefront is measured against.
 */
export async function startBaseline(databaseUrl: string): Promise<RunningBaseline> {
  const pool = scratchPool(databaseUrl, 10);
  const sql = new StorefrontSql(pool);
  const renderer = new StorefrontRenderer();
  const app = Fastify();
  try {
    const site = await loadSite(pool);
    // The language's site-wide parts, read once per language and kept, as Saray keeps them for visitors.
    const layouts = new Map<Language, Promise<LayoutRows>>();
    const readLayout = async (lang: Language): Promise<LayoutRows> => {
      const [home, quickAccess] = await Promise.all([sql.homePage(lang), sql.quickAccess(lang)]);
      const layoutBlocks = home ? await sql.layoutBlocks(home.id) : [];
      return { home, quickAccess, layoutBlocks, parts: byPart(layoutBlocks) };
    };
    const layoutOf = (lang: Language) => {
      let layout = layouts.get(lang);
      if (!layout) layouts.set(lang, (layout = readLayout(lang)));
      return layout;
    };
    const requestOf = (req: FastifyRequest, lang: Language, pathAfterLang: string): PageRequest => ({
      lang,
      origin: `${req.protocol}://${req.headers.host ?? 'localhost'}`,
      url: req.url,
      pathAfterLang,
    });
    const send = async (reply: FastifyReply, state: StorefrontState) => {
      const html = await renderer.html(state);
      if (html === null) return reply.status(503).send('the storefront is not built');
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    };

    app.get<{ Params: { lang: string; slug: string } }>('/:lang/pages/:slug', async (req, reply) => {
      const { lang, slug } = req.params;
      if (!isLanguage(lang)) return reply.callNotFound();
      const [page, layout] = await Promise.all([sql.page(slug, lang), layoutOf(lang)]);
      if (!page) return reply.callNotFound();
      const [parts, translations] = await Promise.all([
        sql.blocks('Page', page.id),
        sql.languagesOf(page.slug, page.type),
      ]);
      const request = requestOf(req, lang, `/pages/${slug}`);
      return send(reply, pageState(site, request, layout, { name: 'Pages', slug }, { page, parts, translations }));
    });

    app.get<{ Params: { lang: string; guid: string } }>('/:lang/p/:guid', async (req, reply) => {
      const { lang, guid } = req.params;
      if (!isLanguage(lang) || !/^[0-9a-f-]{36}$/i.test(guid)) return reply.callNotFound();
      const [row, layout] = await Promise.all([sql.product(guid), layoutOf(lang)]);
      if (!row) return reply.callNotFound();
      const [category, parts, specs, others] = await Promise.all([
        row.category_id === null ? undefined : sql.category(row.category_id),
        sql.blocks('Product', row.id),
        sql.specs(row.id),
        row.category_id === null ? [] : sql.related(row.category_id, row.id, RELATED_PRODUCTS),
      ]);
      const product = toProduct(row, category, specs);
      const related = others.map(toCard);
      // The media library's entries of the pictures the page shows: the product's gallery and the related cards'.
      const pictures = [...pictureNames([row.pictures, ...related.map((r) => r.picture)])];
      const entries = pictures.length ? await sql.media(pictures) : [];
      const request = requestOf(req, lang, `/p/${guid}`);
      const described = entries.flatMap((e) => {
        const media = pictureMedia(e, lang, site.defaultLanguage);
        return media ? [[e.file, media] as const] : [];
      });
      const media = described.length ? Object.fromEntries(described) : undefined;
      const content = { product, related, parts, media };
      return send(reply, pageState(site, request, layout, { name: 'Products', slug: guid }, content));
    });

    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    await pool.end();
    throw err;
  }
  return {
    endpoint: endpointOf(app.server.address(), ''),
    statements: () => sql.statements,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
