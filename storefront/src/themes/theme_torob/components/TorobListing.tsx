import type { PriceComparisonView, ProductCard, ProductFilters as Filters } from '@saray/contracts/storefront/state';
import { ProductFilters } from '../../../components/ProductFilters';
import { useStorefront } from '../../../context';
import { localDigits } from '../../../format';
import { summaryOf } from '../price-comparison';
import { TorobCard } from './TorobCard';

const SORTS = ['relevance', 'cheapest', 'sellers'] as const;
type Sort = (typeof SORTS)[number];
const SORT_LABELS: Record<Sort, string> = {
  relevance: 'storefront.torob.sortrelevance',
  cheapest: 'storefront.torob.sortcheapest',
  sellers: 'storefront.torob.sortsellers',
};

/**
 * A list's products in the order the visitor chose: as the store orders them, the lowest price first (those in
 * stock before the others), or the most sellers first. The order is in the address (?sort=), so the server and the
 * browser draw the same one.
 */
export function sortProducts(products: ProductCard[], summaries: PriceComparisonView['summaries'], sort: string) {
  const of = (p: ProductCard) => summaryOf(p, summaries);
  if (sort === 'cheapest')
    return [...products].sort(
      (a, b) => Number(of(b).inStock) - Number(of(a).inStock) || Number(of(a).lowest) - Number(of(b).lowest),
    );
  if (sort === 'sellers') return [...products].sort((a, b) => of(b).sellers - of(a).sellers);
  return products;
}

/** A product list of the comparison: how many, the order to choose, the filters the header switches on, the cards. */
export function TorobListing({ products, filters }: { products: ProductCard[]; filters?: Filters }) {
  const { state, t } = useStorefront();
  const summaries = state.data.priceComparison?.summaries;
  const url = new URL(state.route.path, 'http://localhost');
  const sort: Sort = (SORTS as readonly string[]).includes(url.searchParams.get('sort') ?? '')
    ? (url.searchParams.get('sort') as Sort)
    : 'relevance';
  const linkTo = (to: Sort) => {
    const query = new URLSearchParams(url.search);
    if (to === 'relevance') query.delete('sort');
    else query.set('sort', to);
    const search = query.toString();
    return search ? `${url.pathname}?${search}` : url.pathname;
  };
  const grid = products.length ? (
    <div className="product-grid torob-grid">
      {sortProducts(products, summaries, sort).map((p, i) => (
        <TorobCard key={p.id} product={p} summary={summaryOf(p, summaries)} eager={i < 4} />
      ))}
    </div>
  ) : (
    <p className="muted">{t('storefront.product.none')}</p>
  );
  return (
    <div className={filters ? 'product-browse torob-browse' : 'torob-browse'}>
      {filters && <ProductFilters filters={filters} />}
      <div>
        <div className="torob-toolbar">
          <p className="torob-count">
            {t('storefront.torob.results', {
              smart_count: products.length,
              count: localDigits(products.length, state.lang),
            })}
          </p>
          <nav className="torob-sorts" aria-label={t('storefront.torob.sort')}>
            {SORTS.map((s) => (
              <a key={s} href={linkTo(s)} aria-current={s === sort ? 'true' : undefined}>
                {t(SORT_LABELS[s])}
              </a>
            ))}
          </nav>
        </div>
        {grid}
      </div>
    </div>
  );
}
