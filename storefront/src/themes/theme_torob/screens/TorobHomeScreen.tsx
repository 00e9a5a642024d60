import { useStorefront } from '../../../context';
import { SharedScreen, summaryOf, usePriceComparison } from '../price-comparison';
import { CategoryTiles } from '../components/CategoryTiles';
import { TorobCard } from '../components/TorobCard';

/** The search the home is built around: a plain form to the product list, so it works before the script runs. */
function HeroSearch() {
  const { t, href } = useStorefront();
  return (
    <form
      className="torob-search"
      role="search"
      action={href('/p')}
      method="get"
      aria-label={t('storefront.torob.searchlabel')}
    >
      <input
        type="search"
        name="q"
        placeholder={t('storefront.torob.searchplaceholder')}
        aria-label={t('storefront.torob.searchlabel')}
        autoComplete="off"
      />
      <button type="submit" className="button button--primary">
        {t('storefront.torob.search')}
      </button>
    </form>
  );
}

/**
 * The home of a price comparison: the store's name over a large search box, the popular categories, the products
 * whose lowest price fell lately, then the home page's own blocks as its administrators arranged them.
 */
export function TorobHomeScreen() {
  const { state, t } = useStorefront();
  const { categories = [], drops = [], summaries } = usePriceComparison();
  return (
    <div className="torob-home">
      <section className="torob-hero">
        <h1 className="torob-hero-title">{state.store.title}</h1>
        <p className="torob-hero-tagline">{t('storefront.torob.tagline')}</p>
        <HeroSearch />
        {categories.length > 0 && <CategoryTiles categories={categories} label={t('storefront.torob.popular')} />}
      </section>
      <section className="torob-section torob-drops" aria-labelledby="drops-title">
        <h2 id="drops-title">{t('storefront.torob.drops')}</h2>
        {drops.length ? (
          <div className="product-grid torob-grid">
            {drops.map((d, i) => (
              <TorobCard
                key={d.product.id}
                product={d.product}
                summary={summaryOf(d.product, summaries)}
                was={d.was}
                eager={i < 4}
              />
            ))}
          </div>
        ) : (
          <p className="muted">{t('storefront.torob.dropsnone')}</p>
        )}
      </section>
      {state.data.page && <SharedScreen />}
    </div>
  );
}
