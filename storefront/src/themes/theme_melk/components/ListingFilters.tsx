import type { PlaceFilter, ProductFilters } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../../context';

/** Regions under their parents' names, for the choice's groups; regions without a parent first, ungrouped. */
function byParent(regions: PlaceFilter[]): [string, PlaceFilter[]][] {
  const groups = new Map<string, PlaceFilter[]>();
  for (const r of regions) groups.set(r.parent ?? '', [...(groups.get(r.parent ?? '') ?? []), r]);
  return [...groups];
}

/** How many filters the address applies: the summary says so. */
export function appliedCount(f: ProductFilters): number {
  return [
    f.q,
    f.category,
    f.city,
    f.region,
    f.price?.min,
    f.price?.max,
    ...(f.ranges ?? []).flatMap((r) => [r.min, r.max]),
    ...(f.attr ?? []),
  ].filter((v) => v !== undefined && v !== '').length;
}

/**
 * A list's filters as theme_melk lays them out: a bar of place, size and price choices that reloads the list with
 * them in the address (a plain form: it works before the script, and a search can be shared). Open while any is
 * applied, so the visitor sees what narrows the list.
 */
export function ListingFilters({ filters }: { filters: ProductFilters }) {
  const { state, t } = useStorefront();
  const list = state.route.path.split('?')[0];
  const chosen = new Set(filters.attr ?? []);
  const applied = appliedCount(filters);
  const range = (id: string, legend: string, min: string, max: string, names: [string, string]) => (
    <fieldset className="melk-range" key={id}>
      <legend>{legend}</legend>
      <label>
        <span className="visually-hidden">
          {legend}: {t('storefront.filter.minprice')}
        </span>
        <input name={names[0]} inputMode="decimal" defaultValue={min} placeholder={t('storefront.filter.minprice')} />
      </label>
      <span aria-hidden="true">–</span>
      <label>
        <span className="visually-hidden">
          {legend}: {t('storefront.filter.maxprice')}
        </span>
        <input name={names[1]} inputMode="decimal" defaultValue={max} placeholder={t('storefront.filter.maxprice')} />
      </label>
    </fieldset>
  );
  return (
    <details className="melk-filters" open={applied > 0 || undefined}>
      <summary>
        {t('storefront.filter.title')}
        {applied > 0 && <span className="badge">{applied}</span>}
      </summary>
      <form method="get" action={list} aria-label={t('storefront.filter.title')}>
        <label className="melk-field melk-field--wide">
          <span>{t('storefront.filter.search')}</span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} />
        </label>
        {filters.categories && (
          <label className="melk-field">
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
        {filters.cities && (
          <label className="melk-field">
            <span>{t('storefront.filter.city')}</span>
            <select name="city" defaultValue={filters.city ?? ''}>
              <option value="">{t('storefront.filter.allcities')}</option>
              {filters.cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {filters.regions && (
          <label className="melk-field">
            <span>{t('storefront.filter.region')}</span>
            <select name="region" defaultValue={filters.region ?? ''}>
              <option value="">{t('storefront.filter.allregions')}</option>
              {byParent(filters.regions).map(([parent, regions]) => {
                const options = regions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ));
                return parent ? (
                  <optgroup key={parent} label={parent}>
                    {options}
                  </optgroup>
                ) : (
                  options
                );
              })}
            </select>
          </label>
        )}
        {filters.ranges?.map((r) => range(`r${r.id}`, r.name, r.min, r.max, [`min-${r.id}`, `max-${r.id}`]))}
        {filters.price &&
          range('price', t('storefront.filter.price'), filters.price.min, filters.price.max, ['minprice', 'maxprice'])}
        {filters.attributes?.map((a) => (
          <fieldset key={a.id} className="melk-choices">
            <legend>{a.name}</legend>
            {a.values.map((v) => (
              <label key={v} className="check">
                <input type="checkbox" name="attr" value={`${a.id}:${v}`} defaultChecked={chosen.has(`${a.id}:${v}`)} />
                <span>{v}</span>
              </label>
            ))}
          </fieldset>
        ))}
        <div className="melk-filter-actions">
          <button type="submit" className="button button--primary">
            {t('storefront.filter.apply')}
          </button>
          <a className="button" href={list}>
            {t('storefront.filter.clear')}
          </a>
        </div>
      </form>
    </details>
  );
}
