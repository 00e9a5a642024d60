import { Decimal } from 'decimal.js';
import type { OfferSummary, PriceHistoryView, PricePoint } from '@saray/contracts/storefront/state';

/** A change of one product's price as its record history keeps it (a create has no `before`). */
export interface PriceChange {
  productId: number;
  at: Date;
  before: string | null;
  after: string | null;
}

/** A product compared: its id and its price now. */
export interface PricedProduct {
  id: number;
  price: string;
}

const lower = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : new Decimal(b).lessThan(a) ? b : a;

/**
 * What each product cost at a moment, from its changes (each product's in time order): the price its last change up
 * to then left; before its first change, the price that change replaced (none when the change created the product);
 * a product with no recorded change has always cost what it costs now.
 */
export class PriceTimeline {
  private readonly changes = new Map<number, PriceChange[]>();

  constructor(
    private readonly products: PricedProduct[],
    changes: PriceChange[],
  ) {
    const ids = new Set(products.map((p) => p.id));
    for (const c of [...changes].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      if (!ids.has(c.productId)) continue;
      const own = this.changes.get(c.productId) ?? [];
      own.push(c);
      this.changes.set(c.productId, own);
    }
  }

  priceAt(product: PricedProduct, at: Date): string | null {
    const changes = this.changes.get(product.id);
    if (!changes?.length) return product.price;
    let price: string | null = changes[0].before;
    for (const c of changes) {
      if (c.at.getTime() > at.getTime()) break;
      price = c.after;
    }
    return price;
  }

  /** The lowest price of the products at a moment; null when none of them had one. */
  lowestAt(at: Date): string | null {
    return this.products.reduce<string | null>((low, p) => lower(low, this.priceAt(p, at)), null);
  }

  /** The lowest price now: of the products' present prices. */
  lowestNow(): string | null {
    return this.products.reduce<string | null>((low, p) => lower(low, p.price), null);
  }

  /**
   * The lowest price from `since` to `now`: a point at the window's start (when there was a price), one wherever it
   * changed, and one now, so a chart draws it up to today. Undefined when the products never had a price.
   *
   * @example new PriceTimeline([{ id: 1, price: '90' }], [{ productId: 1, at: d2, before: '100', after: '90' }])
   *   .history(d1, d3) // points 100 at d1, 90 at d2, 90 at d3; min 90, max 100, current 90
   */
  history(since: Date, now: Date): PriceHistoryView | undefined {
    const moments = [...this.changes.values()]
      .flat()
      .map((c) => c.at)
      .filter((at) => at.getTime() > since.getTime() && at.getTime() < now.getTime());
    const points: PricePoint[] = [];
    for (const at of [since, ...moments].sort((a, b) => a.getTime() - b.getTime())) {
      const price = this.lowestAt(at);
      const last = points.at(-1);
      if (price === null || (last && new Decimal(last.price).equals(price))) continue;
      points.push({ at: at.toISOString(), price });
    }
    const current = this.lowestNow();
    if (current === null) return undefined;
    points.push({ at: now.toISOString(), price: current });
    const prices = points.map((p) => new Decimal(p.price));
    return {
      points,
      min: Decimal.min(...prices).toFixed(),
      max: Decimal.max(...prices).toFixed(),
      current,
    };
  }
}

/** The lowest price of some offers, in stock if any is, and how many they are. */
export function offerSummary(offers: { price: string; stockQuantity: number }[]): OfferSummary {
  const available = offers.filter((o) => o.stockQuantity > 0);
  const pool = available.length ? available : offers;
  const lowest = pool.reduce((low, o) => (new Decimal(o.price).lessThan(low) ? o.price : low), pool[0].price);
  return { lowest, sellers: offers.length, inStock: available.length > 0 };
}
