import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import type {
  CategoryCard,
  PriceComparisonView,
  OfferSummary,
  OfferView,
  PriceDrop,
  ProductCard,
  RouteData,
  RouteName,
} from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Languages, Row } from '../../crud/pipeline/serialize.js';
import { PriceTimeline, offerSummary, type PriceChange } from './price-timeline.js';
import { currencyOf, pricedIn, toCategory, toProductCard } from './views.js';

type Reader = { actor: Actor } & Languages;

const DAY = 24 * 60 * 60 * 1000;
/** How far back a product page's price history reaches. */
const HISTORY_DAYS = 180;
/** A price drop is a lowest price below the one this many days ago. */
const DROP_DAYS = 30;
const DROPS = 8;
/** The products whose price fell lately, looked at for the home's drops (the most recent falls first). */
const DROP_CANDIDATES = 60;
/** The candidates are read again after this long: the home is drawn often, prices change seldom. */
const DROP_CANDIDATES_TTL = 5 * 60 * 1000;
const POPULAR_CATEGORIES = 12;

/** The relation (entityName) by which a product names the product it is an offer of (entityId). */
export const OFFER_OF = 'Product';

/** Each product's price changes, in time order: the price field's before and after in its record history. */
const CHANGES_SQL = `SELECT record_id AS product_id, created_at AS at, changes -> 'price' ->> 'before' AS before,
    changes -> 'price' ->> 'after' AS after
  FROM record_histories
  WHERE entity_name = $1 AND record_id = ANY($2::int[]) AND changes -> 'price' IS NOT NULL
  ORDER BY created_at, id`;

/** Products whose price an update lowered since a moment, the latest first. */
const FALLEN_SQL = `SELECT record_id AS id FROM record_histories
  WHERE entity_name = $1 AND operation = 'update' AND created_at >= $2 AND changes -> 'price' IS NOT NULL
    AND (changes -> 'price' ->> 'after')::numeric < (changes -> 'price' ->> 'before')::numeric
  GROUP BY record_id ORDER BY max(created_at) DESC LIMIT ${DROP_CANDIDATES}`;

/** Those in stock first, each part by price, lowest first. */
const byPrice = (a: OfferView, b: OfferView) =>
  Number(b.stockQuantity > 0) - Number(a.stockQuantity > 0) || new Decimal(a.price).comparedTo(b.price) || a.id - b.id;

/**
 * The price comparison (theme_torob): a product's offers are the product and the published products linked to it
 * (relation 'Product' and its id), each sold by its seller; they are compared in the product's coin. Their price
 * history is the record history of their price field, which every write through the pipeline keeps. Everything is
 * read as the visitor, except the sellers' names (the customers whose products are on sale, as the home's sellers
 * block shows them) and the history rows of products the visitor has just read.
 */
@Injectable()
export class PriceComparison {
  private fallen?: { at: number; ids: Promise<number[]> };

  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /**
   * Adds the route's comparison to its data (after its blocks are resolved): the home's categories and price drops, a
   * product page's offers and price history, and for every product the page lists (its list, its related products,
   * its blocks' products) the offers summed up. A list shows each compared product once: the offers of another
   * product are reached through it, so they leave the lists.
   */
  async compare(route: RouteName, data: RouteData, ctx: Reader, now = new Date()): Promise<void> {
    const comparison: PriceComparisonView =
      route === 'Home'
        ? await this.home(ctx, now)
        : route === 'Products' && data.product
          ? await this.productPage(data.product, ctx, now)
          : {};
    const blocks = Object.values(data.parts ?? {})
      .flat()
      .filter((b) => b.resolved?.products?.length);
    const lists = [data.products, data.related, ...blocks.map((b) => b.resolved!.products)];
    const listed = [...lists, comparison.drops?.map((d) => d.product)].flatMap((l) => l ?? []);
    if (listed.length) {
      const offers = await this.offersAmong(listed, ctx);
      const kept = (cards: ProductCard[] | undefined) => cards?.filter((c) => !offers.has(c.id));
      if (data.products) data.products = kept(data.products);
      if (data.related) data.related = kept(data.related);
      for (const b of blocks) b.resolved!.products = kept(b.resolved!.products);
      const compared = new Map(listed.filter((c) => !offers.has(c.id)).map((c) => [c.id, c]));
      comparison.summaries = await this.summaries([...compared.values()], ctx);
    }
    data.priceComparison = comparison;
  }

  private async productPage(product: ProductCard, ctx: Reader, now: Date): Promise<PriceComparisonView> {
    const [self] = await this.published(ctx, { id: product.id });
    const rootId = self?.entityName === OFFER_OF && self.entityId ? Number(self.entityId) : product.id;
    const [root] = rootId === product.id ? [self] : await this.published(ctx, { id: rootId });
    const rows = [...(root ? [root] : []), ...(await this.published(ctx, { entityName: OFFER_OF, entityId: rootId }))];
    const members = this.sameCoin(rows, root ?? self);
    const [offers, changes] = await Promise.all([this.offers(members), this.changes(members.map((r) => Number(r.id)))]);
    const timeline = new PriceTimeline(
      members.map((r) => ({ id: Number(r.id), price: String(r.price) })),
      changes,
    );
    const history = timeline.history(new Date(now.getTime() - HISTORY_DAYS * DAY), now);
    return { offers: offers.sort(byPrice), ...(history ? { history } : {}) };
  }

  /** Which of the listed products are offers of another. */
  private async offersAmong(cards: ProductCard[], ctx: Reader): Promise<Set<number>> {
    const ids = [...new Set(cards.map((c) => c.id))];
    return new Set((await this.published(ctx, { id: ids, entityName: OFFER_OF })).map((r) => Number(r.id)));
  }

  private async summaries(cards: ProductCard[], ctx: Reader): Promise<Record<number, OfferSummary>> {
    if (!cards.length) return {};
    const meta = this.crud.entity('products').meta;
    const offers = await this.published(ctx, { entityName: OFFER_OF, entityId: cards.map((c) => c.id) });
    const summaries: Record<number, OfferSummary> = {};
    for (const card of cards) {
      const own = offers.filter((o) => Number(o.entityId) === card.id && currencyOf(o, meta) === card.currency);
      summaries[card.id] = offerSummary([
        { price: card.price, stockQuantity: card.stockQuantity ?? 0 },
        ...own.map((o) => ({ price: String(o.price), stockQuantity: Number(o.stockQuantity ?? 0) })),
      ]);
    }
    return summaries;
  }

  private async home(ctx: Reader, now: Date): Promise<PriceComparisonView> {
    const [categories, drops] = await Promise.all([this.popularCategories(ctx), this.drops(ctx, now)]);
    return { categories, drops };
  }

  /** The categories shown on the home page (showOnHomepage), else the top ones. */
  private async popularCategories(ctx: Reader): Promise<CategoryCard[]> {
    const read = (filter: Row) =>
      this.crud.rows('categories', ctx.actor, {
        filter: JSON.stringify({ ...filter, entityName: 'Product', published: true }),
        sort: JSON.stringify(['displayOrder', 'ASC']),
        range: `[0,${POPULAR_CATEGORIES - 1}]`,
        lang: ctx.lang,
        fallback: ctx.fallback,
      });
    const shown = await read({ showOnHomepage: true });
    return (shown.length ? shown : await read({ parentCategoryId: 0 })).map(toCategory);
  }

  /** Products whose lowest price is below what it was DROP_DAYS ago, the largest fall (in percent) first. */
  private async drops(ctx: Reader, now: Date): Promise<PriceDrop[]> {
    const since = new Date(now.getTime() - DROP_DAYS * DAY);
    const fallen = await this.fallenSince(since);
    if (!fallen.length) return [];
    const meta = this.crud.entity('products').meta;
    const changedRows = await this.published(ctx, { id: fallen });
    const rootIds = [
      ...new Set(changedRows.map((r) => (r.entityName === OFFER_OF && r.entityId ? Number(r.entityId) : Number(r.id)))),
    ];
    const [rows, offers] = await Promise.all([
      this.published(ctx, { id: rootIds }),
      this.published(ctx, { entityName: OFFER_OF, entityId: rootIds }),
    ]);
    const roots = rows.filter((r) => r.entityName !== OFFER_OF);
    const groups = roots.map((root) =>
      this.sameCoin([root, ...offers.filter((o) => Number(o.entityId) === Number(root.id))], root),
    );
    const changes = await this.changes(groups.flat().map((r) => Number(r.id)));
    const drops: (PriceDrop & { fall: Decimal })[] = [];
    for (const group of groups) {
      const timeline = new PriceTimeline(
        group.map((r) => ({ id: Number(r.id), price: String(r.price) })),
        changes,
      );
      const [was, current] = [timeline.lowestAt(since), timeline.lowestNow()];
      if (was === null || current === null || !new Decimal(current).lessThan(was)) continue;
      const fall = new Decimal(was).minus(current).dividedBy(was);
      drops.push({ product: toProductCard(group[0], currencyOf(group[0], meta)), was, now: current, fall });
    }
    return drops
      .sort((a, b) => b.fall.comparedTo(a.fall) || a.product.id - b.product.id)
      .slice(0, DROPS)
      .map(({ fall: _fall, ...drop }) => drop);
  }

  /** The ids of products an update made cheaper since `since`, read again every few minutes. */
  private fallenSince(since: Date): Promise<number[]> {
    if (this.fallen && Date.now() - this.fallen.at < DROP_CANDIDATES_TTL) return this.fallen.ids;
    const name = this.crud.entity('products').meta.name;
    const ids = this.dataSource
      .query<{ id: number }[]>(FALLEN_SQL, [name, since])
      .then((rows) => rows.map((r) => Number(r.id)));
    this.fallen = { at: Date.now(), ids };
    ids.catch(() => (this.fallen = undefined));
    return ids;
  }

  /** The price changes of products the visitor has read. */
  private async changes(ids: number[]): Promise<PriceChange[]> {
    if (!ids.length) return [];
    const name = this.crud.entity('products').meta.name;
    const rows = await this.dataSource.query<
      { product_id: number; at: Date | string; before: string | null; after: string | null }[]
    >(CHANGES_SQL, [name, ids]);
    return rows.map((r) => ({ productId: Number(r.product_id), at: new Date(r.at), before: r.before, after: r.after }));
  }

  /** Published products, as the visitor reads them, with their coin's symbol and in the visitor's language. */
  private published(ctx: Reader, filter: Row): Promise<Row[]> {
    const { meta } = this.crud.entity('products');
    return this.crud.rows('products', ctx.actor, {
      filter: JSON.stringify({ ...filter, published: true }),
      range: ALL_ROWS,
      titles: pricedIn(meta),
      lang: ctx.lang,
      fallback: ctx.fallback,
    });
  }

  /** The offers priced in the product's coin: prices in different coins do not compare. */
  private sameCoin(rows: Row[], product: Row | undefined): Row[] {
    if (!product) return [];
    return rows.filter((r) => r.baseCoinId === product.baseCoinId && r.price !== null && r.price !== undefined);
  }

  /**
   * The offers with their sellers' names; the store's own (no seller) is named by the screen. An offer whose seller's
   * record is gone names nobody who could sell it, and is left out.
   */
  private async offers(rows: Row[]): Promise<OfferView[]> {
    const meta = this.crud.entity('products').meta;
    const sellerIds = [...new Set(rows.map((r) => r.sellerId).filter((id) => id !== null && id !== undefined))];
    const sellers = sellerIds.length
      ? await this.crud.rows('customers', SYSTEM_ACTOR, { filter: JSON.stringify({ id: sellerIds }), range: ALL_ROWS })
      : [];
    const names = new Map(
      sellers.map((c) => [c.id, [c.firstName, c.lastName].filter(Boolean).join(' ') || String(c.username ?? '')]),
    );
    const sold = rows.filter((r) => r.sellerId === null || r.sellerId === undefined || names.has(r.sellerId));
    return sold.map((r) => {
      const card = toProductCard(r, currencyOf(r, meta));
      return {
        id: card.id,
        guid: card.guid,
        name: card.name,
        seller: r.sellerId === null || r.sellerId === undefined ? null : names.get(r.sellerId)!,
        price: card.price,
        oldPrice: card.oldPrice ?? null,
        stockQuantity: card.stockQuantity ?? 0,
        ...(card.currency ? { currency: card.currency } : {}),
      };
    });
  }
}
