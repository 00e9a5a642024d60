import { COMPARE_LIMIT, type ProductCard } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { toast } from '../toast/toasts';
import { kindOf, saveCompareList, useCompareList, withoutProduct, withProduct } from './compare-list';

/**
 * Puts a product in the comparison or takes it out (a toggle). A comparison holds a few products of one kind: one of
 * another kind starts a new comparison, and a full one refuses more; either is said in a toast.
 */
export function CompareButton({ product }: { product: ProductCard }) {
  const { state, t } = useStorefront();
  const list = useCompareList();
  const chosen = list.ids.includes(product.id);
  const click = () => {
    if (chosen) return saveCompareList(withoutProduct(list, product.id));
    const { list: next, outcome } = withProduct(list, product.id, kindOf(product));
    if (outcome === 'full')
      return void toast('info', t('storefront.compare.full', { count: localDigits(COMPARE_LIMIT, state.lang) }));
    saveCompareList(next);
    if (outcome === 'restarted') toast('info', t('storefront.compare.restarted'));
  };
  return (
    <button
      type="button"
      className={`compare-toggle${chosen ? ' compare-toggle--on' : ''}`}
      aria-pressed={chosen}
      aria-label={t('storefront.compare.add', { name: product.name })}
      data-testid="compare"
      onClick={click}
    >
      <span className="compare-toggle-mark" aria-hidden="true">
        {chosen ? '✓' : '+'}
      </span>
      {t('storefront.compare.compare')}
    </button>
  );
}
