import { useStorefront } from '../context';
import { localDigits } from '../format';
import { compareHref, EMPTY_LIST, saveCompareList, useCompareList } from './compare-list';

/**
 * The comparison's floating bar, once a product is picked: how many, the link to their comparison, and a button
 * that empties it. Not on the comparison page itself.
 */
export function CompareBar() {
  const { state, t, href } = useStorefront();
  const list = useCompareList();
  if (!list.ids.length || state.route.name === 'Compare') return null;
  return (
    <aside className="compare-bar" aria-label={t('storefront.compare.bar')} data-testid="compare-bar">
      <a className="button button--primary compare-bar-link" href={href(compareHref(list.ids))}>
        {t('storefront.compare.link', { count: localDigits(list.ids.length, state.lang) })}
      </a>
      <button type="button" className="link-button" onClick={() => saveCompareList(EMPTY_LIST)}>
        {t('storefront.compare.clear')}
      </button>
    </aside>
  );
}
