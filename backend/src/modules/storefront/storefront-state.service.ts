import { Inject, Injectable } from '@nestjs/common';
import {
  BANNER_PICTURE_SIZES,
  PRODUCT_PICTURE_SIZES,
  VARIANT_FORMATS,
  storedPictureId,
  variantSrcSet,
} from '@saray/contracts/files';
import type {
  Block,
  HeadTags,
  Language,
  MenuItem,
  PageView,
  RouteData,
  RouteName,
  StorefrontState,
  ThemeName,
} from '@saray/contracts/storefront/state';
import { CATEGORY_MENU_THEMES, PRICE_COMPARISON_THEMES, THEME_NAMES } from '@saray/contracts/storefront/state';
import { THEME_PREVIEW_COOKIE, TOKEN_COOKIE } from '@saray/contracts/session';
import { ANONYMOUS, SYSTEM_ACTOR, isAnonymous, type Actor } from '../../auth/actor.js';
import { ActorResolver } from '../../auth/actor-resolver.js';
import { I18n, isLanguage } from '../../common/i18n.js';
import { cookie, languageOf } from '../../common/request-language.js';
import { pathContext } from '../../common/path-segments.js';
import { CrudService } from '../../crud/crud.service.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { StoreDirectory } from '../../platform/stores/store-directory.service.js';
import { BlockLoaders } from './block-loaders.js';
import { CategoryMenu } from './category-menu.js';
import { PriceComparison } from './price-comparison.service.js';
import { PageMedia } from './page-media.js';
import { readHeaderSettings } from './header-settings.js';
import { headFor } from './head.js';
import { RouteDataService } from './route-data.service.js';
import { SiteParts } from './site-parts.js';
import { LAYOUT_PARTS, matchRoute, type MatchedRoute } from './storefront-routes.js';

const MESSAGE_PREFIXES = ['storefront.'];
/** The head title of routes that have no page of their own. */
const ROUTE_TITLES: Partial<Record<RouteName, string>> = {
  Products: 'storefront.route.products',
  Categories: 'storefront.route.categories',
  ShoppingCart: 'storefront.route.shoppingcart',
  ExternalPayment: 'storefront.payment.title',
  VerifyPayment: 'storefront.payment.verifytitle',
  Auth: 'storefront.auth.signin',
  TwoFactorAuthentication: 'storefront.auth.twofactor',
  ChangePassword: 'storefront.auth.changepassword',
  Account: 'storefront.account.title',
  Content: 'storefront.route.content',
  Markets: 'storefront.exchange.markets',
  Currencies: 'storefront.exchange.currencies',
  Staking: 'storefront.exchange.staking',
  Lands: 'storefront.lands.title',
  Loans: 'storefront.loans.title',
  ContactUs: 'storefront.contact.title',
  WhitePaper: 'storefront.whitepaper.title',
  Archives: 'storefront.archives.title',
  Compare: 'storefront.compare.title',
  PageNotFound: 'storefront.error.notfound.title',
  ServerError: 'storefront.error.servererror.title',
};

export interface StorefrontRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  protocol?: string;
}

export type StorefrontAnswer = { kind: 'page'; state: StorefrontState } | { kind: 'redirect'; location: string };

const header = (req: StorefrontRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Builds the storefront state of one request: its language, store and visitor, the route and its guard (spec 1
 * §4.1), the language's site-wide blocks (header, menu, footer) from its home page, the route's data and the head.
 * Every read goes through CrudService as the visitor, so what a visitor may not see never reaches the page.
 */
@Injectable()
export class StorefrontStateService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(StoreDirectory) private readonly directory: StoreDirectory,
    @Inject(ActorResolver) private readonly actors: ActorResolver,
    @Inject(I18n) private readonly i18n: I18n,
    @Inject(RouteDataService) private readonly routeData: RouteDataService,
    @Inject(BlockLoaders) private readonly loaders: BlockLoaders,
    @Inject(PageMedia) private readonly pageMedia: PageMedia,
    @Inject(PriceComparison) private readonly priceComparison: PriceComparison,
    @Inject(SiteParts) private readonly siteParts: SiteParts,
    @Inject(CategoryMenu) private readonly categoryMenu: CategoryMenu,
  ) {}

  async build(req: StorefrontRequest, forced?: { name: 'ServerError'; errorId: string }): Promise<StorefrontAnswer> {
    const path = req.url.split('?')[0];
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const { lang: pathLang, store: named, rest } = pathContext(path);
    // An unknown store segment is the 404 page, drawn for the default store.
    const namedStore = named ? await this.directory.store(named) : undefined;
    const storeMissing = named !== undefined && !namedStore;
    const storeName = storeMissing ? undefined : named;
    const store = namedStore ?? (await this.directory.defaultStore());
    const storeId = store?.id as number | undefined;
    const lang: Language =
      pathLang ??
      languageOf({ headers: { cookie: header(req, 'cookie'), 'accept-language': header(req, 'accept-language') } });
    const publicLanguages = await this.publicLanguages(storeId);
    const base = pathLang ? `/${pathLang}${storeName ? `/${encodeURIComponent(storeName)}` : ''}` : '';
    const actor = await this.actorOf(req);
    const notFound: MatchedRoute = { name: 'PageNotFound', params: {}, audience: 'anyone' };
    const matched: MatchedRoute = forced
      ? { name: 'ServerError', params: {}, audience: 'anyone' }
      : storeMissing
        ? notFound
        : (matchRoute(rest) ?? notFound);

    // Guards of spec 1 §4.1: to Auth when signed out, Home on a role mismatch, visitors-only routes send customers Home.
    const signedIn = !isAnonymous(actor);
    const home = `${base}/`;
    if (matched.audience === 'guests' && signedIn) return { kind: 'redirect', location: home };
    if ((matched.audience === 'signedIn' || matched.audience === 'administrators') && !signedIn)
      return { kind: 'redirect', location: `${base}/Authentication?returnUrl=${encodeURIComponent(req.url)}` };
    if (matched.audience === 'administrators' && !actor.roles.includes('administrators'))
      return { kind: 'redirect', location: home };

    const storeTitle = (await this.settings.get(storeId, 'store.name')) ?? String(store?.name ?? 'Saray');
    // Reads that do not depend on each other go out together (on PostgreSQL they overlap).
    const [{ homePage, homeBlocks, quickAccess }, names, cartCount] = await Promise.all([
      this.siteParts.of(actor, lang),
      signedIn ? this.names(actor) : undefined,
      this.routeData.cartCount(actor),
    ]);
    const layout = Object.fromEntries(Object.entries(homeBlocks).filter(([part]) => LAYOUT_PARTS.has(part)));
    const fallback = await this.settings.storeLanguage(storeId);
    const ctx = { actor, lang, fallback, storeId, base, query, homePage, homeBlocks };
    const themed = await this.themeOf(storeId, req, signedIn && actor.roles.includes('administrators'));
    const { data, found } = forced
      ? { data: { errorId: forced.errorId } as RouteData, found: true }
      : await this.routeData.load(matched, ctx);
    const status = forced ? 500 : !found || matched.name === 'PageNotFound' ? 404 : 200;
    if (!found) Object.assign(matched, { name: 'PageNotFound', params: {} });
    await Promise.all(
      Object.values({ ...layout, ...(data.parts ?? {}) }).map((part) => this.loaders.resolve(part, ctx)),
    );
    if (found && !forced && PRICE_COMPARISON_THEMES.includes(themed.theme))
      await this.priceComparison.compare(matched.name, data, ctx);
    const categoryMenu = CATEGORY_MENU_THEMES.includes(themed.theme)
      ? await this.categoryMenu.tree(lang, fallback)
      : undefined;

    const origin = this.origin(req, store);
    const pageLike =
      data.page ??
      (data.product ? { title: data.product.name, metaDescription: data.product.metaDescription } : undefined) ??
      (data.exchange?.market ? { title: data.exchange.market.symbol, metaDescription: null } : undefined) ??
      (data.lands?.land ? { title: data.lands.land.title, metaDescription: data.lands.land.description } : undefined) ??
      (data.archive?.period
        ? { title: this.archiveTitle(lang, data.archive.period.label), metaDescription: null }
        : undefined);
    const isHome = matched.name === 'Home';
    const titleKey = ROUTE_TITLES[matched.name];
    const routeTitle = isHome ? null : (pageLike?.title ?? (titleKey ? this.i18n.t(lang, titleKey) : null));
    const [translated, media] = await Promise.all([
      // A page exists in the languages that have a page of its slug; elsewhere the language's home stands in.
      data.page && !isHome ? this.languagesOf(actor, data.page) : undefined,
      // What the library says of the pictures drawn from the route's data and the site-wide blocks.
      this.pageMedia.of({ layout, data }, lang, fallback),
    ]);
    const offered = publicLanguages.includes(lang) ? publicLanguages : [lang, ...publicLanguages];
    const headLanguages = translated ? offered.filter((l) => translated.has(l)) : offered;
    const storePath = storeName ? `/${encodeURIComponent(storeName)}` : '';
    const pathAfterLang = `${storePath}${rest === '/' ? '' : rest}`;
    const state: StorefrontState = {
      lang,
      dir: lang === 'fa' ? 'rtl' : 'ltr',
      calendar: lang === 'fa' ? 'persian' : 'gregorian',
      base,
      origin,
      store: {
        name: String(store?.name ?? ''),
        title: storeTitle,
        currency: (await this.settings.get(storeId, 'store.currency')) ?? 'USD',
        ...themed,
      },
      languages: (await this.settings.flag(storeId, 'multilanguageenabled', true))
        ? await this.languageLinks(storeId, publicLanguages, (code) =>
            !translated || translated.has(code) ? pathAfterLang : storePath,
          )
        : [],
      messages: this.i18n.section(lang, MESSAGE_PREFIXES),
      route: { name: matched.name, params: matched.params, path: req.url },
      status,
      head: headFor({
        storeTitle,
        title: routeTitle,
        metaTitle: isHome ? null : data.page?.metaTitle,
        description: data.page?.metaDescription ?? pageLike?.metaDescription ?? undefined,
        keywords: data.page?.metaKeywords,
        origin,
        path: pathAfterLang || '/',
        lang,
        languages: headLanguages,
        og: data.product ? this.openGraph(data.product, origin, storeTitle) : undefined,
        // A comparison is any few products a visitor picked: shared, not indexed.
        noindex: status !== 200 || matched.audience !== 'anyone' || matched.name === 'Compare',
        preloadImage: data.product
          ? picturePreload(data.product.picture, PRODUCT_PICTURE_SIZES)
          : bannerPreload(data.parts?.main),
      }),
      user: signedIn
        ? {
            username: actor.username ?? '',
            roles: actor.roles,
            isAdmin: actor.roles.includes('administrators'),
            ...names,
          }
        : null,
      header: readHeaderSettings(layout.header?.[0]?.dataContent),
      layout,
      layoutPageId: homePage?.id ?? 0,
      cartCount,
      menu: this.menu(layout.menu?.[0]),
      ...(categoryMenu?.length ? { categoryMenu } : {}),
      quickAccess,
      data,
      ...(media ? { media } : {}),
      settings: {
        'customer.canchangeprofile': (await this.settings.get(storeId, 'customer.canchangeprofile')) ?? 'false',
        // The bot the sign-in page sends visitors to for a code; nothing of the visitor's own.
        'signin.botname': (await this.settings.get(storeId, 'signin.botname')) ?? '',
        'signin.botlink': (await this.settings.get(storeId, 'signin.botlink')) ?? '',
      },
      year: new Date().getUTCFullYear(),
    };
    return { kind: 'page', state };
  }

  /** An archive period's page title: "Archives: November 2026". */
  private archiveTitle(lang: Language, period: string): string {
    return this.i18n.t(lang, 'storefront.archives.periodtitle', { period });
  }

  /** The visitor from the token cookie; a stale or revoked token reads as a visitor (the page still opens). */
  private async actorOf(req: StorefrontRequest): Promise<Actor> {
    const token = cookie(header(req, 'cookie'), TOKEN_COOKIE);
    if (!token) return ANONYMOUS;
    return this.actors.fromToken(decodeURIComponent(token)).catch(() => ANONYMOUS);
  }

  private async names(actor: Actor): Promise<{ firstname: string | null; lastname: string | null }> {
    const me = await this.crud.getOne('customers', SYSTEM_ACTOR, String(actor.id)).catch(() => undefined);
    return { firstname: (me?.firstName as string) ?? null, lastname: (me?.lastName as string) ?? null };
  }

  private menu(block: Block | undefined): StorefrontState['menu'] {
    const raw = block?.dataContent.menuitems?.content;
    let items: unknown = raw;
    if (typeof raw === 'string') {
      try {
        items = JSON.parse(raw);
      } catch {
        items = [];
      }
    }
    const valid = Array.isArray(items)
      ? (items as MenuItem[]).filter((i) => i && typeof i.id === 'string' && typeof i.title === 'string')
      : [];
    return { blockId: block?.id ?? null, items: valid };
  }

  private async publicLanguages(storeId: number | undefined): Promise<Language[]> {
    const setting = (await this.settings.get(storeId, 'availablelanguagesinpublic')) ?? 'en';
    const list = setting
      .split(',')
      .map((l) => l.trim())
      .filter(isLanguage);
    return list.length ? list : ['en'];
  }

  private async languagesOf(actor: Actor, page: PageView): Promise<Set<Language>> {
    const filter = JSON.stringify({ slug: page.slug, type: page.type, published: true });
    // The language alone: the other columns of a page are its texts, long and not needed here.
    const rows = await this.crud.rows('pages', actor, { filter, range: '[0,9]' }, ['languageCode']);
    return new Set([...rows.map((r) => r.languageCode as Language)]);
  }

  /** The language dropdown: each public language's link to the same page (spec 1 §2.4). */
  private async languageLinks(storeId: number | undefined, languages: Language[], pathIn: (code: Language) => string) {
    let known: { code: string; locale?: string; name?: string }[] = [];
    try {
      known = JSON.parse((await this.settings.get(storeId, 'languages')) ?? '[]') as typeof known;
    } catch {
      known = [];
    }
    return languages.map((code) => {
      const entry = known.find((l) => l.code === code);
      return { code, locale: entry?.locale ?? code, name: entry?.name ?? code, href: `/${code}${pathIn(code)}` };
    });
  }

  private theme(value: string | undefined): ThemeName {
    return (THEME_NAMES as readonly string[]).includes(value ?? '') ? (value as ThemeName) : 'official';
  }

  /**
   * The store's theme; for an administrator previewing another theme (its cookie), that one, with the live theme
   * named so the page can say what visitors see meanwhile. Nobody else can change the theme they are shown.
   */
  private async themeOf(storeId: number | undefined, req: StorefrontRequest, administrator: boolean) {
    const live = this.theme(await this.settings.get(storeId, 'store.theme'));
    const previewed = administrator ? cookie(header(req, 'cookie'), THEME_PREVIEW_COOKIE) : undefined;
    if (!previewed || this.theme(previewed) !== previewed || previewed === live) return { theme: live };
    return { theme: previewed as ThemeName, preview: { live } };
  }

  /** The site's address as the request reached it (behind a proxy, its Host header); else the store's url. */
  private origin(req: StorefrontRequest, store: Row | undefined): string {
    const configured = typeof store?.url === 'string' ? store.url.replace(/\/+$/, '') : '';
    const host = header(req, 'host');
    if (host) return `${req.protocol ?? 'http'}://${host}`;
    return configured || 'http://localhost';
  }

  private openGraph(product: NonNullable<RouteData['product']>, origin: string, site: string): Record<string, string> {
    return {
      'og:type': 'product',
      'og:title': product.name,
      'og:site_name': site,
      ...(product.metaDescription ? { 'og:description': product.metaDescription } : {}),
      ...(product.picture
        ? { 'og:image': `${origin}/api/CMS/Image/Images/${encodeURIComponent(product.picture)}` }
        : {}),
      'product:price:amount': product.price,
      'product:price:currency': product.currency ?? 'USD',
    };
  }
}

/**
 * A stored picture to fetch before the scripts, as its screen shows it (the first of Picture's sources): on a slow
 * link the scripts would otherwise share the bandwidth with the page's largest paint.
 */
function picturePreload(name: string | null | undefined, sizes: string): HeadTags['preloadImage'] {
  const id = name ? storedPictureId(name) : undefined;
  if (!id) return undefined;
  return { srcset: variantSrcSet(id, VARIANT_FORMATS[0]), sizes, type: `image/${VARIANT_FORMATS[0]}` };
}

/** The picture of a banner that opens the page's main part: the largest thing in view when the page is drawn. */
function bannerPreload(main: Block[] | undefined): HeadTags['preloadImage'] {
  const first = main?.[0];
  const image = first?.componentName === 'banner' ? first.dataContent.image : undefined;
  if ((image?.directory ?? 'Images') !== 'Images' || typeof image?.content !== 'string') return undefined;
  return picturePreload(image.content, BANNER_PICTURE_SIZES);
}
