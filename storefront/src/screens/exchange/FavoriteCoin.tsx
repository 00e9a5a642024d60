import { useEffect, useState } from 'react';
import { problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { api } from '../../session';
import { toast } from '../../toast/toasts';

/** What the favourites calls answer: the customer's favourite coins. */
type Favorites = { id: number; symbol: string; name: string; logo: string | null }[];

const holds = (list: Favorites, coin: string) => list.some((c) => c.symbol.toUpperCase() === coin.toUpperCase());

/**
 * The star that keeps a coin among the signed-in customer's favourites (nothing for a visitor): read once, then each
 * click adds or removes it and shows what the server answered. Usable once the first read has answered.
 */
export function FavoriteCoin({ coin }: { coin: string }) {
  const { state, t } = useStorefront();
  const signedIn = state.user !== null;
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api<Favorites>('GET', '/api/DataProvider/Favorites', undefined, state.lang)
      .then((list) => live && setOn(holds(list, coin)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [coin, signedIn, state.lang]);

  if (!signedIn) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      const call = on ? 'RemoveFavorite' : 'AddFavorite';
      const list = await api<Favorites>(
        'GET',
        `/api/DataProvider/${call}?symbol=${encodeURIComponent(coin)}`,
        undefined,
        state.lang,
      );
      setOn(holds(list, coin));
    } catch (err) {
      toast('error', problemOf(err, t('storefront.error.network')));
    } finally {
      setBusy(false);
    }
  };
  const label = t('storefront.exchange.favorite', { coin });
  return (
    <button
      type="button"
      className="favorite-coin"
      aria-pressed={on === true}
      aria-label={label}
      title={label}
      disabled={on === null || busy}
      onClick={() => void toggle()}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
