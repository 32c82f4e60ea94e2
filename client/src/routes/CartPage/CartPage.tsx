import { graphql } from 'react-relay';
import type { CartPageQuery } from '../../__generated__/CartPageQuery.graphql.ts';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import { CartLineList } from '../../features/cart/CartLineList.tsx';
import { checkoutBlocker } from '../../features/cart/checkout-blocker.ts';
import { CartSummary } from '../../features/cart/CartSummary.tsx';
import { CartCouponForm } from '../../features/cart/CartCouponForm.tsx';
import { CartJoiningIdForm } from '../../features/cart/CartJoiningIdForm.tsx';
import { DeliveryPlacePicker } from '../../features/cart/DeliveryPlacePicker.tsx';
import { useT } from '../../i18n/i18n.ts';
import { SignInPrompt } from '../../features/session/SignInPrompt.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/cart/cart-page.css';

const query = graphql`
  query CartPageQuery {
    cart {
      lines {
        id
        available
      }
      needsDelivery
      deliveryPlace
      ...CartLineList_cart
      ...CartCouponForm_cart
      ...CartJoiningIdForm_cart
      ...DeliveryPlacePicker_cart
      ...CartSummary_cart
    }
  }
`;

// Always from the server: prices and stock change, and the store may hold an earlier session's cart.
export const loader = queryLoader<CartPageQuery>(query, undefined, 'network-only');


/** /cart (sign-in only): the lines with quantities and removal, the coupon, the delivery place and the summary. */
export function Component() {
  const { cart } = useRouteQuery<CartPageQuery>(query);
  const t = useT();
  usePageHead({ title: t('cart.page.title') });
  if (!cart) {
    return (
      <div className="cart-page">
        <h1>{t('cart.page.heading')}</h1>
        <SignInPrompt />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="cart-page cart-page--empty">
        <h1 className="visually-hidden">{t('cart.page.heading')}</h1>
        <EmptyState
          title={t('cart.page.empty.title')}
          description={t('cart.page.empty.body')}
          action={
            <LinkButton to="/" variant="primary">
              {t('cart.page.browse')}
            </LinkButton>
          }
        />
      </div>
    );
  }
  const blocker = checkoutBlocker(cart);
  return (
    <div className="cart-page">
      <h1>{t('cart.page.heading')}</h1>
      <CartLineList cart={cart} />
      <aside className="cart-side" aria-label={t('cart.page.side')}>
        <DeliveryPlacePicker cart={cart} />
        <CartCouponForm cart={cart} />
        <CartJoiningIdForm cart={cart} />
        <CartSummary cart={cart} />
        {blocker ? (
          <p className="cart-side__blocker">{t(blocker)}</p>
        ) : (
          <LinkButton to="/cart/checkout" variant="primary" size="lg" block>
            {t('cart.page.proceed')}
          </LinkButton>
        )}
      </aside>
    </div>
  );
}
