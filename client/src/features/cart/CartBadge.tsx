import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { NavLink } from 'react-router';
import { CartIcon } from '../../components/ui/icons.tsx';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import type { CartBadgeQuery } from '../../__generated__/CartBadgeQuery.graphql.ts';
import { useSession } from '../session/session-store.ts';
import { useCartState } from './cart-state.ts';

const query = graphql`
  query CartBadgeQuery {
    cart {
      ...cartState_cart
    }
  }
`;

// The name is the link's own text ("Cart, 2 items"), not an aria-label: a label that differs from the
// visible text ("Cart2") fails WCAG 2.5.3 (label in name) for people who speak to their device.
// On phones the word "Cart" gives way to the icon; the count stays.
function CartLink({ count }: { count?: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    <NavLink to="/cart" className="cart-link">
      <CartIcon size={22} />
      {count === undefined ? (
        <>
          {/* Hidden on phones (the icon stands for it), so the name comes from the visually hidden copy. */}
          <span className="cart-link__text" aria-hidden="true">
            {t('header.cart')}
          </span>
          <span className="visually-hidden">{t('header.cart')}</span>
        </>
      ) : (
        <>
          <span className="cart-link__text" aria-hidden="true">
            {t('header.cart')}
          </span>
          {count > 0 && (
            <span className="cart-link__count" aria-hidden="true">
              {formatNumber(count, locale)}
            </span>
          )}
          <span className="visually-hidden">{t('header.cartCount', { count })}</span>
        </>
      )}
    </NavLink>
  );
}

function SignedInCartLink({ userId }: { userId: string }) {
  // Fetched once per signed-in user; every cart mutation then updates the cart in the store.
  const data = useLazyLoadQuery<CartBadgeQuery>(query, {}, { fetchPolicy: 'store-or-network', fetchKey: userId });
  const { totalItems } = useCartState(data.cart ?? null);
  return <CartLink count={totalItems} />;
}

// The header stays usable when the cart cannot be read: the plain link is shown instead of the count.
class PlainLinkOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The cart badge could not load the cart', error);
  }
  override render() {
    return this.state.failed ? <CartLink /> : this.props.children;
  }
}

/**
 * The header's cart link with the number of items (seed §3 `totalItems`). Only the storefront layout
 * shows it, so the cart is never initialised under /admin (seed §2).
 */
export function CartBadge() {
  const { user } = useSession();
  if (!user) return <CartLink />;
  return (
    <PlainLinkOnError key={user.id}>
      <Suspense fallback={<CartLink />}>
        <SignedInCartLink userId={user.id} />
      </Suspense>
    </PlainLinkOnError>
  );
}
