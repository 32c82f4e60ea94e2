import { graphql, useFragment } from 'react-relay';
import type { CartSummary_cart$key } from '../../__generated__/CartSummary_cart.graphql.ts';

/** The cart's totals (seed §3 summary): items, goods, discount, delivery and what is to pay. */
export function CartSummary({ cart }: { cart: CartSummary_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CartSummary_cart on Cart {
        qty
        needsDelivery
        deliveryPlace
        totalPrice {
          formatted
        }
        discountedAmount {
          amount
          formatted
        }
        deliveryCharges {
          formatted
        }
        netPrice {
          formatted
        }
        coupon {
          code
        }
      }
    `,
    cart,
  );
  let delivery: string = data.deliveryCharges.formatted;
  if (!data.needsDelivery) delivery = 'No delivery';
  else if (!data.deliveryPlace) delivery = 'Choose a place';
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">Order summary</h2>
      <dl>
        <div>
          <dt>Items</dt>
          <dd data-testid="cart-qty">{data.qty}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-total">{data.totalPrice.formatted}</dd>
        </div>
        {data.discountedAmount.amount > 0 && (
          <div>
            <dt>Discount{data.coupon ? ` (${data.coupon.code})` : ''}</dt>
            <dd data-testid="cart-discount">−{data.discountedAmount.formatted}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd data-testid="cart-delivery">{delivery}</dd>
        </div>
        <div className="cart-summary__net">
          <dt>Total</dt>
          <dd data-testid="cart-net">{data.netPrice.formatted}</dd>
        </div>
      </dl>
    </section>
  );
}
