import { Inject, Injectable } from '@nestjs/common';
import type {
  Block,
  Language,
  ListingView,
  PageView,
  PaymentView,
  ProductCard,
  RouteData,
} from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR, isAnonymous, type Actor } from '../../auth/actor.js';
import { isGuid } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Languages, Row } from '../../crud/pipeline/serialize.js';
import { AppError } from '../../common/app-error.js';
import { CartService } from '../orders/cart.service.js';
import { InvoiceService } from '../orders/invoice.service.js';
import { PaymentFlowService } from '../gateways/payment-flow.service.js';
import { ContactService } from '../tickets/contact.service.js';
import { AccountSections } from './account-sections.js';
import { ArchiveScreens } from './archive-screens.js';
import { ExchangeScreens } from './exchange-screens.js';
import { LandScreens } from './land-screens.js';
import { fitFilters } from './listing-filters.js';
import { ListingReader } from './listings.js';
import { ProductAttributes } from './product-attributes.js';
import { ProductComparison } from './product-comparison.js';
import { ProductFilterService } from './product-filters.js';
import { TicketScreens } from './ticket-screens.js';
import { LAYOUT_PARTS, type MatchedRoute } from './storefront-routes.js';
import { currencyOf, pricedIn, toBlock, toCategory, toPage, toProductCard, toProductDetail } from './views.js';

export interface RouteContext {
  actor: Actor;
  lang: Language;
  /** The store's language (store.defaultlanguage): its text stands in where `lang` has none. */
  fallback?: Language;
  storeId: number | undefined;
  base: string;
  query: URLSearchParams;
  homePage: PageView | undefined;
  homeBlocks: Record<string, Block[]>;
}

const PAGE_TYPES: Record<string, string> = { pages: 'Pages', news: 'News', blogs: 'Blogs' };
const AUTH_MODES = new Set(['signin', 'code', 'register', 'forgotpassword', 'setpassword']);
const PRODUCTS_PER_PAGE = 48;
/** Other products of the category a product page offers. */
const RELATED_PRODUCTS = 6;

/** A read of localized records in the visitor's language (the store's where it has no text). */
export const inLanguage = (ctx: Pick<RouteContext, 'lang' | 'fallback'>): Languages => ({
  lang: ctx.lang,
  fallback: ctx.fallback,
});

const isAdmin = (actor: Actor) => actor.roles.includes('administrators');
/** Visitors see published records only; administrators also see drafts (marked on the page). */
const visible = (actor: Actor, filter: Row): Row => (isAdmin(actor) ? filter : { ...filter, published: true });

/** The data each storefront route draws, read as the visitor. */
@Injectable()
export class RouteDataService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(AccountSections) private readonly accounts: AccountSections,
    @Inject(ProductFilterService) private readonly productFilters: ProductFilterService,
    @Inject(CartService) private readonly carts: CartService,
    @Inject(PaymentFlowService) private readonly payments: PaymentFlowService,
    @Inject(InvoiceService) private readonly invoices: InvoiceService,
    @Inject(ExchangeScreens) private readonly exchange: ExchangeScreens,
    @Inject(LandScreens) private readonly landScreens: LandScreens,
    @Inject(TicketScreens) private readonly ticketScreens: TicketScreens,
    @Inject(ContactService) private readonly contact: ContactService,
    @Inject(ArchiveScreens) private readonly archives: ArchiveScreens,
    @Inject(ProductAttributes) private readonly productAttributes: ProductAttributes,
    @Inject(ListingReader) private readonly listings: ListingReader,
    @Inject(ProductComparison) private readonly comparisons: ProductComparison,
  ) {}

  async load(route: MatchedRoute, ctx: RouteContext): Promise<{ data: RouteData; found: boolean }> {
    const p = route.params;
    switch (route.name) {
      case 'Home':
        return this.home(ctx);
      case 'Pages':
        return this.page(ctx, { slug: p.slug });
      case 'SpecialCustomers':
        // /c: the special customers' page; /c/{slug}: the one of them with that slug (one per group of customers).
        return this.page(ctx, { systemName: 'specialcustomers', ...(p.slug ? { slug: p.slug } : {}) });
      case 'Content':
        return this.content(ctx, p.type, p.slug);
      case 'Products':
        return p.slug ? this.product(ctx, p.slug) : this.productList(ctx);
      case 'Categories':
        return this.categories(ctx, p.slug);
      case 'ShoppingCart':
        if (isAnonymous(ctx.actor)) return { data: {}, found: true };
        if (p.slug) return this.invoice(ctx, p.slug);
        return {
          data: {
            checkout: await this.carts.getShoppingCart(ctx.actor, {
              lang: ctx.lang,
              store: ctx.storeId === undefined ? undefined : { id: ctx.storeId },
              application: undefined,
            }),
          },
          found: true,
        };
      case 'ExternalPayment':
        return this.payment(ctx, p.paymentguid);
      case 'VerifyPayment': {
        const verify = await this.payments.verify(p.paymentmethod ?? '', Object.fromEntries(ctx.query));
        const payment =
          'guid' in verify && !isAnonymous(ctx.actor)
            ? await this.payments.summary(ctx.actor, verify.guid).catch(() => null)
            : null;
        return {
          data: {
            verify: { result: verify.result, ...('refId' in verify ? { refId: verify.refId } : {}) },
            payment,
            ...(await this.orderOf(payment)),
          },
          found: true,
        };
      }
      case 'Auth': {
        const mode = ctx.query.get('mode')?.toLowerCase() ?? 'signin';
        const returnUrl = ctx.query.get('returnUrl') ?? undefined;
        return {
          data: { mode: AUTH_MODES.has(mode) ? mode : 'signin', ...(returnUrl ? { returnUrl } : {}) },
          found: true,
        };
      }
      case 'Markets':
        return { data: { exchange: await this.exchange.markets() }, found: true };
      case 'Market': {
        const exchange = await this.exchange.market(p.symbol, ctx);
        return { data: exchange ? { exchange } : {}, found: Boolean(exchange) };
      }
      case 'Currencies':
        return { data: { exchange: await this.exchange.currencies(ctx) }, found: true };
      case 'Staking':
        return { data: { exchange: await this.exchange.plans(ctx) }, found: true };
      case 'Lands':
        return { data: { lands: await this.landScreens.map(ctx) }, found: true };
      case 'Land': {
        const lands = await this.landScreens.land(ctx, p.id);
        return { data: lands ? { lands } : {}, found: Boolean(lands) };
      }
      case 'Loans':
        return { data: { lands: await this.landScreens.loans(ctx) }, found: true };
      case 'ContactUs':
        return { data: { contact: await this.contact.form(inLanguage(ctx)) }, found: true };
      case 'WhitePaper':
        return this.page(ctx, { systemName: 'whitepaper' });
      case 'Archives': {
        const archive = await this.archives.load(ctx, p);
        return { data: archive ? { archive } : {}, found: Boolean(archive) };
      }
      case 'Compare':
        return { data: { compare: await this.comparisons.load(ctx) }, found: true };
      case 'Account': {
        if (p.section !== 'tickets')
          return { data: { section: p.section, ...(await this.accounts.load(p.section, ctx)) }, found: true };
        const tickets = await this.ticketScreens.load(ctx, p.slug);
        return { data: { section: p.section, ...(tickets ? { tickets } : {}) }, found: Boolean(tickets) };
      }
      default:
        return { data: {}, found: true };
    }
  }

  private async home(ctx: RouteContext) {
    if (!ctx.homePage) return { data: { products: await this.products(ctx, { showOnHomepage: true }) }, found: true };
    const parts = Object.fromEntries(Object.entries(ctx.homeBlocks).filter(([part]) => !LAYOUT_PARTS.has(part)));
    return { data: { page: ctx.homePage, parts }, found: true };
  }

  private async page(ctx: RouteContext, by: Row) {
    const filter = JSON.stringify(visible(ctx.actor, { ...by, languageCode: ctx.lang }));
    const row = (await this.crud.rows('pages', ctx.actor, { filter, range: '[0,0]' }))[0];
    if (!row) return { data: {}, found: false };
    const page = toPage(row);
    return { data: { page, parts: await this.blocks(ctx.actor, 'Page', page.id) }, found: true };
  }

  /** /content/{type}/{slug}: a page of that type; /content/{type}: the type's pages; /content/block/{guid}. */
  private async content(ctx: RouteContext, type: string | undefined, slug: string | undefined) {
    if (type === 'block' && slug) {
      const filter = JSON.stringify(visible(ctx.actor, { guid: slug }));
      const row = isGuid(slug)
        ? (await this.crud.rows('contents', ctx.actor, { filter, range: '[0,0]' }))[0]
        : undefined;
      if (!row) return { data: {}, found: false };
      const block = toBlock(row);
      return { data: { content: { ...block, guid: block.guid ?? '' } }, found: true };
    }
    const pageType = PAGE_TYPES[type ?? 'pages'];
    if (!pageType) return { data: {}, found: false };
    if (slug) return this.page(ctx, { slug, type: pageType });
    const filter = JSON.stringify(visible(ctx.actor, { type: pageType, languageCode: ctx.lang }));
    const sort = JSON.stringify(['createdAt', 'DESC']);
    const rows = await this.crud.rows('pages', ctx.actor, { filter, sort, range: '[0,49]' });
    return { data: { pages: rows.map(toPage).filter((p) => p.slug) }, found: true };
  }

  private async product(ctx: RouteContext, guid: string) {
    if (!isGuid(guid)) return { data: {}, found: false };
    const filter = JSON.stringify(visible(ctx.actor, { guid }));
    const { meta } = this.crud.entity('products');
    const read = { filter, range: '[0,0]', titles: pricedIn(meta), ...inLanguage(ctx) };
    const row = (await this.crud.rows('products', ctx.actor, read))[0];
    if (!row) return { data: {}, found: false };
    const id = Number(row.id);
    // What the page draws around the product depends on its row alone: read together. The listings (places and
    // facts) of the product and of the related products are read at once, after the related products' rows.
    const [category, attributes, parts, others] = await Promise.all([
      row.categoryId
        ? this.crud
            .getOne('categories', ctx.actor, String(row.categoryId), undefined, inLanguage(ctx))
            .catch(() => undefined)
        : undefined,
      this.productAttributes.of(ctx, id),
      this.blocks(ctx.actor, 'Product', id),
      // A handful of other products of the product's category, in the category's order.
      row.categoryId ? this.productRows(ctx, { categoryId: row.categoryId }, RELATED_PRODUCTS + 1) : [],
    ]);
    const siblings = others.filter((r) => Number(r.id) !== id).slice(0, RELATED_PRODUCTS);
    const listings = await this.listings.of([row, ...siblings], { actor: ctx.actor, ...inLanguage(ctx) });
    const product = toProductDetail(row, category, currencyOf(row, meta));
    const listing = listings.get(product.id);
    if (listing) product.listing = listing;
    if (attributes.length) product.attributes = attributes;
    const related = this.cards(siblings, listings);
    return { data: { product, parts, ...(related.length ? { related } : {}) }, found: true };
  }

  /** /p: the published products, narrowed by the list's filters. */
  private async productList(ctx: RouteContext) {
    const { where, filters } = await this.productFilters.read(ctx, true);
    const products = await this.products(ctx, where);
    return { data: { products, ...(filters ? { filters: fitFilters(filters, products) } : {}) }, found: true };
  }

  /** Product cards, each priced in its own coin (x-currency): the coin the cart and the invoice charge in. */
  async products(ctx: Pick<RouteContext, 'actor' | 'lang' | 'fallback'>, filter: Row, count = PRODUCTS_PER_PAGE) {
    const rows = await this.productRows(ctx, filter, count);
    return this.cards(rows, await this.listings.of(rows, { actor: ctx.actor, ...inLanguage(ctx) }));
  }

  /** The published products a filter selects, in display order, with the titles of their coins. */
  private productRows(ctx: Pick<RouteContext, 'actor' | 'lang' | 'fallback'>, filter: Row, count: number) {
    const { meta } = this.crud.entity('products');
    return this.crud.rows('products', ctx.actor, {
      filter: JSON.stringify(visible(ctx.actor, filter)),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: JSON.stringify([0, count - 1]),
      titles: pricedIn(meta),
      ...inLanguage(ctx),
    });
  }

  private cards(rows: Row[], listings: Map<number, ListingView>): ProductCard[] {
    const { meta } = this.crud.entity('products');
    return rows.map((r) => {
      const card = toProductCard(r, currencyOf(r, meta));
      const listing = listings.get(card.id);
      return listing ? { ...card, listing } : card;
    });
  }

  /**
   * /cat: the top categories; /cat/{type}/{guid}: a category, its children and the products in it and them. Only
   * product categories: other entities' (the support units' ticket categories) are not the shop's.
   */
  private async categories(ctx: RouteContext, guid: string | undefined) {
    const list = async (filter: Row) =>
      (
        await this.crud.rows('categories', ctx.actor, {
          filter: JSON.stringify(visible(ctx.actor, { ...filter, entityName: 'Product' })),
          sort: JSON.stringify(['displayOrder', 'ASC']),
          range: ALL_ROWS,
          ...inLanguage(ctx),
        })
      ).map(toCategory);
    if (!guid) return { data: { categories: await list({ parentCategoryId: 0 }) }, found: true };
    if (!isGuid(guid)) return { data: {}, found: false };
    const [category] = await list({ guid });
    if (!category) return { data: {}, found: false };
    const children = await list({ parentCategoryId: category.id });
    const { where, filters } = await this.productFilters.read(ctx, false);
    const products = (
      await Promise.all([category, ...children].map((c) => this.products(ctx, { ...where, categoryId: c.id })))
    ).flat();
    return {
      data: {
        category,
        categories: children,
        products,
        ...(filters ? { filters: fitFilters(filters, products) } : {}),
      },
      found: true,
    };
  }

  /** A record's blocks by part, in display order; visitors get published blocks only. */
  async blocks(actor: Actor, entityName: string, entityId: number): Promise<Record<string, Block[]>> {
    const filter = JSON.stringify(visible(actor, { entityName, entityId }));
    const sort = JSON.stringify(['displayOrder', 'ASC']);
    const rows = await this.crud.rows('contents', actor, { filter, sort, range: ALL_ROWS });
    const parts: Record<string, Block[]> = {};
    for (const row of rows) (parts[String(row.partName)] ??= []).push(toBlock(row));
    return parts;
  }

  /** An order's invoice or the open cart's pre-invoice, for its customer or an administrator. */
  private async invoice(ctx: RouteContext, guid: string) {
    try {
      return { data: { invoice: await this.invoices.invoice(ctx.actor, guid) }, found: true };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return { data: {}, found: false };
      throw err;
    }
  }

  /** The payment page: the payment for its customer; a visitor is asked to sign in; an unknown guid is not found. */
  private async payment(ctx: RouteContext, guid: string | undefined) {
    if (isAnonymous(ctx.actor)) return { data: { payment: null }, found: true };
    try {
      const payment = await this.payments.summary(ctx.actor, guid ?? '');
      return { data: { payment, ...(await this.orderOf(payment)) }, found: true };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return { data: {}, found: false };
      throw err;
    }
  }

  /**
   * The order a payment pays, as its confirmation shows it (number, lines, amounts, address, whether paid): the
   * payment's summary has already been found to be the caller's, and so is its order.
   */
  private async orderOf(payment: PaymentView | null): Promise<Pick<RouteData, 'order'>> {
    if (payment?.orderId == null) return {};
    return { order: await this.invoices.invoiceOf(payment.orderId) };
  }

  /** The customer's open order (not yet purchased): its lines and total. */
  async cart(actor: Actor): Promise<RouteData['cart']> {
    const order = await this.openOrder(actor);
    if (!order) return { items: [], total: '0' };
    const coin = currencyOf(order, this.crud.entity('product-orders').meta);
    const lines = await this.crud.rows('product-order-items', SYSTEM_ACTOR, {
      filter: JSON.stringify({ productOrderId: order.id }),
      range: ALL_ROWS,
    });
    const products = new Map<number, Row>();
    for (const id of new Set(lines.map((l) => Number(l.productId)).filter(Boolean)))
      products.set(id, await this.crud.getOne('products', SYSTEM_ACTOR, String(id)).catch(() => ({})));
    return {
      items: lines.map((l) => ({
        id: Number(l.id),
        name: String(products.get(Number(l.productId))?.name ?? l.entityName ?? ''),
        guid: (products.get(Number(l.productId))?.guid as string) ?? null,
        quantity: Number(l.quantity ?? 1),
        price: String(l.totalPrice ?? l.unitPrice ?? '0'),
      })),
      total: String(order.totalPrice ?? '0'),
      ...(coin ? { coin } : {}),
    };
  }

  /** The number of lines in the customer's open cart (spec 1 §2.5: the length of its productOrderItems). */
  async cartCount(actor: Actor): Promise<number> {
    const order = await this.openOrder(actor);
    if (!order) return 0;
    const filter = JSON.stringify({ productOrderId: order.id });
    return (await this.crud.list('product-order-items', SYSTEM_ACTOR, { filter, range: '[0,0]' })).total;
  }

  private async openOrder(actor: Actor): Promise<Row | undefined> {
    if (isAnonymous(actor)) return undefined;
    const filter = JSON.stringify({ customerId: actor.id, isPurchased: false, isClosed: false, isDeleted: false });
    const sort = JSON.stringify(['id', 'DESC']);
    const titles = pricedIn(this.crud.entity('product-orders').meta);
    return (await this.crud.rows('product-orders', actor, { filter, sort, range: '[0,0]', titles }))[0];
  }
}
