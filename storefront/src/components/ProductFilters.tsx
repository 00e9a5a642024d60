import { useStorefront } from '../context';
import type { ProductFilters as Filters } from '@saray/contracts/storefront/state';

/**
 * The filters of a product list as a plain form that reloads the list with its choices in the address: it works
 * before the page's script runs, and a filtered list can be shared or bookmarked.
 */
export function ProductFilters({ filters }: { filters: Filters }) {
  const { state, t } = useStorefront();
  const chosen = new Set(filters.attr ?? []);
  const list = state.route.path.split('?')[0];
  return (
    <form className="product-filters" method="get" action={list} aria-label={t('storefront.filter.title')}>
      <label className="field">
        <span>{t('storefront.filter.search')}</span>
        <input type="search" name="q" defaultValue={filters.q ?? ''} />
      </label>
      {filters.categories && (
        <label className="field">
          <span>{t('storefront.filter.category')}</span>
          <select name="category" defaultValue={filters.category ?? ''}>
            <option value="">{t('storefront.filter.allcategories')}</option>
            {filters.categories.map((c) => (
              <option key={c.guid} value={c.guid}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {filters.price && (
        <fieldset className="filter-price">
          <legend>{t('storefront.filter.price')}</legend>
          <label className="field">
            <span>{t('storefront.filter.minprice')}</span>
            <input name="minprice" inputMode="decimal" defaultValue={filters.price.min} />
          </label>
          <label className="field">
            <span>{t('storefront.filter.maxprice')}</span>
            <input name="maxprice" inputMode="decimal" defaultValue={filters.price.max} />
          </label>
        </fieldset>
      )}
      {filters.attributes?.map((a) => (
        <fieldset key={a.id} className="filter-attribute">
          <legend>{a.name}</legend>
          {a.values.map((v) => (
            <label key={v} className="check">
              <input type="checkbox" name="attr" value={`${a.id}:${v}`} defaultChecked={chosen.has(`${a.id}:${v}`)} />
              <span>{v}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="filter-actions">
        <button type="submit" className="button button--primary">
          {t('storefront.filter.apply')}
        </button>
        <a className="button" href={list}>
          {t('storefront.filter.clear')}
        </a>
      </div>
    </form>
  );
}
