import { useCallback, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AddToCartButtonMutation } from '../../__generated__/AddToCartButtonMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { i18n, useT, type MessageId } from '../../i18n/i18n.ts';
import { failureToast } from '../../relay/mutation-result.ts';
import { useLazyMutationPromise } from '../../relay/lazy-mutation.ts';
import { reportAddToCart } from '../marketing/add-to-cart-report.ts';
import { SIGN_IN_PATH } from '../session/guards.ts';
import { saveRedirectTarget } from '../session/redirect-target.ts';
import { useSession } from '../session/session-store.ts';
import { trackCartCall } from './cart-activity.ts';
import { savePendingCartAdd, type CartAddIntent } from './pending-cart-add.ts';

// The mutation's document comes with the first add: the cards of the first view do without it.
const loadMutation = () => import('./AddToCartButton.mutation.ts');

export interface AddToCartButtonProps {
  /** The product's global id. */
  productId: string;
  /** GraphQL's ProductKind, for the ad pixel. */
  kind: string;
  /** Unit price in poisha, for the ad pixel. */
  price: number;
  /** False when it cannot be bought now (out of stock, or no variant chosen). */
  available: boolean;
  /** The chosen stationery variant. */
  variantId?: string | null;
  /** Where the add comes from (seed §3 `source`, for reports), e.g. "product-page" or "list". */
  source: string;
  /** Named in the button for assistive technology, where several add buttons share a page (cards). */
  productTitle?: string;
  /** What the sign-in page names while a signed-out shopper's add waits (title and cover). */
  waiting?: { title: string; coverUrl: string | null };
  className?: string;
}

/**
 * Adds to the signed-in customer's cart: on success the returned cart refreshes every cart view, a
 * toast says so and the ad pixel hears of it; a refused add (stock, unknown product) says why.
 * Resolves once the cart has answered (the pixel is told later).
 */
export function useAddToCart(): (intent: CartAddIntent, options?: { from?: Element | null }) => Promise<void> {
  const commit = useLazyMutationPromise<AddToCartButtonMutation>(loadMutation);
  return useCallback(
    async ({ productId, variantId, quantity, source, kind, price }: CartAddIntent, { from }: { from?: Element | null } = {}) => {
      // Said in the language of the moment the cart answers (a callback, not a render: Lingui itself).
      const t = (id: MessageId) => i18n._(id);
      try {
        const { addToCart } = await trackCartCall(() => commit({ input: { productId, variantId, quantity, source } }));
        const failure = failureToast(addToCart, 'MutationAddToCartSuccess', t('catalogue.cart.failed'));
        if (failure) {
          toast(failure);
          return;
        }
        // "View cart" goes straight on; the toast keeps clear of the button that added (`from`).
        toast({ title: t('catalogue.cart.added'), action: { label: t('catalogue.cart.view'), to: '/cart' }, avoid: from });
        // The ad pixel hears of it only when one is configured and the visitor accepted trackers.
        reportAddToCart({ productId, kind, price });
      } catch (error) {
        // Seed §8: a cart call that fails outright is only logged.
        console.error('Add to cart failed', error);
      }
    },
    [commit],
  );
}

/**
 * Adds one unit (seed §9: the storefront always adds 1) to the signed-in customer's cart. A visitor
 * who is not signed in is sent to sign in and brought back to this page, and the add is kept and
 * made once they are signed in (pending-cart-add.ts), with the usual toast.
 */
export function AddToCartButton({
  productId,
  kind,
  price,
  available,
  variantId,
  source,
  productTitle,
  waiting,
  className = 'button button--primary',
}: AddToCartButtonProps) {
  const t = useT();
  const named = productTitle ? <span className="visually-hidden"> {productTitle}</span> : null;
  const { user, loading: sessionLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);

  const add = async (event: MouseEvent<HTMLButtonElement>) => {
    const from = event.currentTarget;
    const intent: CartAddIntent = { productId, variantId: variantId ?? null, quantity: 1, source, kind, price };
    if (!user) {
      savePendingCartAdd({ ...intent, ...(waiting ? { title: waiting.title, coverUrl: waiting.coverUrl } : {}) });
      saveRedirectTarget(`${location.pathname}${location.search}`);
      await navigate(SIGN_IN_PATH);
      return;
    }
    setAdding(true);
    try {
      await addToCart(intent, { from });
    } finally {
      setAdding(false);
    }
  };

  return (
    <button type="button" className={className} onClick={add} disabled={!available || adding || sessionLoading}>
      {adding ? t('catalogue.cart.adding') : t('catalogue.cart.add')}
      {named}
    </button>
  );
}
