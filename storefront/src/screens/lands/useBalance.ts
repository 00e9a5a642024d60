import { useCallback, useEffect, useState } from 'react';
import { useStorefront } from '../../context';
import { api } from '../../session';

/** The signed-in customer's available balance of one coin (null before it is read, or for a visitor), and a re-read. */
export function useBalance(coinId: number): [string | null, () => void] {
  const { state } = useStorefront();
  const [available, setAvailable] = useState<string | null>(null);
  const signedIn = state.user !== null;
  const read = useCallback(() => {
    if (!signedIn) return;
    api<{ coinId: number; available: string }[]>('GET', '/api/Wallets/getMyBalances', undefined, state.lang)
      .then((rows) => setAvailable(rows.find((r) => r.coinId === coinId)?.available ?? '0'))
      .catch(() => undefined);
  }, [signedIn, coinId, state.lang]);
  useEffect(read, [read]);
  return [available, read];
}
