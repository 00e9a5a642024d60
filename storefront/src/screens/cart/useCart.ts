import { useState } from 'react';
import type { CheckoutView } from '@saray/contracts/storefront/state';
import { cartChanged } from '../../cart/cart-events';
import { useStorefront } from '../../context';
import { api } from '../../session';

/**
 * The open cart as the cart page and the checkout hold it: every change is sent to the server, whose answer (the
 * cart again, priced) replaces it; what the checkout offers (options) comes with the page and is kept. A refused
 * change throws the server's words to the caller.
 */
export function useCart(initial: CheckoutView | undefined) {
  const { state } = useStorefront();
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState(false);
  const send = async (call: string, body: object): Promise<CheckoutView> => {
    setBusy(true);
    try {
      const next = await api<CheckoutView>('POST', `/api/ProductOrders/${call}`, body, state.lang);
      const kept = { ...next, options: next.options ?? cart?.options };
      setCart(kept);
      cartChanged(next);
      return kept;
    } finally {
      setBusy(false);
    }
  };
  return { cart, busy, setBusy, send };
}

export type CartState = ReturnType<typeof useCart>;
