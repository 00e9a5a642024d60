import type { CheckoutView } from '@saray/contracts/storefront/state';

/**
 * What the page's parts tell each other about the cart, without a shared store: its line count changed (the header's
 * badge follows), or it should be shown in the drawer (the drawer host loads the drawer on its first opening).
 */
export type CartEvent = { type: 'count'; count: number } | { type: 'open'; cart?: CheckoutView };

type Listener = (event: CartEvent) => void;
const listeners = new Set<Listener>();
const emit = (event: CartEvent) => listeners.forEach((l) => l(event));

export function onCartEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart as the server answered it: its line count (spec 1 §2.5, the length of its productOrderItems). */
export const cartChanged = (cart: Pick<CheckoutView, 'productOrderItems'>): void =>
  emit({ type: 'count', count: cart.productOrderItems.length });

/** Opens the cart drawer with the cart the server just answered, or reading it when none is given. */
export const openCartDrawer = (cart?: CheckoutView): void => emit({ type: 'open', cart });
