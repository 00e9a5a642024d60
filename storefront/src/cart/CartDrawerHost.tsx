import { useEffect, useState, type ComponentType } from 'react';
import type { CheckoutView } from '@saray/contracts/storefront/state';
import { onCartEvent } from './cart-events';
import type { CartDrawerProps } from './CartDrawer';

/**
 * Where the cart drawer opens. The drawer's code is a chunk of its own, fetched the first time it is opened, so a
 * page that never opens it never downloads it.
 */
export function CartDrawerHost() {
  const [Drawer, setDrawer] = useState<ComponentType<CartDrawerProps> | null>(null);
  const [shown, setShown] = useState<{ cart?: CheckoutView; at: number } | null>(null);
  useEffect(
    () =>
      onCartEvent((event) => {
        if (event.type !== 'open') return;
        setShown({ cart: event.cart, at: Date.now() });
        void import('./CartDrawer').then((m) => setDrawer(() => m.CartDrawer));
      }),
    [],
  );
  if (!Drawer || !shown) return null;
  return <Drawer key={shown.at} cart={shown.cart} onClose={() => setShown(null)} />;
}
