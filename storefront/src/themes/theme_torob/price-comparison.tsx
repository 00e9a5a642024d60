import { useContext } from 'react';
import type { OfferSummary, PriceComparisonView, ProductCard } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';
import { ScreenContext } from '../../screens/Screen';

/** The page's comparison as the server read it (nothing when the store's theme compares no offers). */
export function usePriceComparison(): PriceComparisonView {
  return useStorefront().state.data.priceComparison ?? {};
}

/**
 * The shared screen of the request's route, drawn where the theme's own has nothing of its own to add (the home page's
 * blocks, a page not found): the page has loaded it already, so the theme's chunk need not carry it.
 */
export function SharedScreen() {
  const Shared = useContext(ScreenContext);
  return Shared ? <Shared /> : null;
}

/** A listed product's offers; a product nobody else sells is its own one offer. */
export function summaryOf(product: ProductCard, summaries: PriceComparisonView['summaries']): OfferSummary {
  return (
    summaries?.[product.id] ?? {
      lowest: product.price,
      sellers: 1,
      inStock: product.stockQuantity === undefined || product.stockQuantity > 0,
    }
  );
}

/**
 * The whole-number percentage a price fell by.
 *
 * @example fallPercent('100', '92.5') // 8
 */
export function fallPercent(was: string, now: string): number {
  const [a, b] = [Number(was), Number(now)];
  if (!(a > 0) || !(b < a)) return 0;
  return Math.round(((a - b) / a) * 100);
}
