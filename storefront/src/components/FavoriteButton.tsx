import { useState } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';

/**
 * The favourite switch of a product. A visitor who is not signed in goes to Auth and comes back (spec 1 §2.5); a
 * customer's click saves the favourite on the server.
 */
export function FavoriteButton({ productId, name }: { productId: number; name: string }) {
  const { state, t, href } = useStorefront();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const click = async () => {
    if (!state.user) {
      window.location.assign(href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`));
      return;
    }
    try {
      await api(
        'POST',
        '/api/favorites',
        { entityName: 'Product', entityId: productId, groupName: 'favoriteproducts' },
        state.lang,
      );
      setSaved(true);
      setFailed(false);
    } catch (err) {
      // Already a favourite: the unique pair refuses a second one, which is the state the customer wanted.
      if ((err as { status?: number }).status === 409) setSaved(true);
      else setFailed(true);
    }
  };
  return (
    <button
      type="button"
      className={`favorite${saved ? ' favorite--on' : ''}`}
      aria-pressed={saved}
      aria-label={t('storefront.product.favorite', { name })}
      title={failed ? t('storefront.product.favoritefailed') : t('storefront.product.favorite', { name })}
      data-testid="favorite"
      onClick={() => void click()}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  );
}
