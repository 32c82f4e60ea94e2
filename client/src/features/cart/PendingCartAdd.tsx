import { useEffect } from 'react';
import { useSession } from '../session/session-store.ts';
import { useAddToCart } from './AddToCartButton.tsx';
import { takePendingCartAdd } from './pending-cart-add.ts';

/**
 * Carries out the add a signed-out shopper asked for (pending-cart-add.ts) as soon as someone is
 * signed in, whichever way they signed in or up. Renders nothing; the app shell mounts it once.
 */
export function PendingCartAdd() {
  const { user } = useSession();
  const addToCart = useAddToCart();
  useEffect(() => {
    if (!user) return;
    // Taken before the call: another render cannot add it twice.
    const intent = takePendingCartAdd();
    if (intent) void addToCart(intent);
  }, [user, addToCart]);
  return null;
}
