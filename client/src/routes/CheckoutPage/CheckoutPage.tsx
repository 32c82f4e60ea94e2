import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql.ts';
import { TextField } from '../../components/form/Field.tsx';
import { CartSummary } from '../../features/cart/CartSummary.tsx';
import { checkoutBlocker } from '../../features/cart/checkout-blocker.ts';
import { deliveryDetailsSchema } from '../../features/cart/delivery-details.ts';
import { DeliveryPlacePicker } from '../../features/cart/DeliveryPlacePicker.tsx';
import { SignInPrompt } from '../../features/session/SignInPrompt.tsx';
import { usePageHead } from '../../lib/head.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/cart/cart.css';

const query = graphql`
  query CheckoutPageQuery {
    viewer {
      name
      phone
    }
    cart {
      lines {
        id
        available
        quantity
        variantLabel
        product {
          title
        }
        lineTotal {
          formatted
        }
      }
      needsDelivery
      deliveryPlace
      ...DeliveryPlacePicker_cart
      ...CartSummary_cart
    }
  }
`;

export const loader = queryLoader<CheckoutPageQuery>(query, undefined, 'network-only');

/**
 * /cart/checkout: the order summary and the delivery details form (validated on blur and change).
 * Placing the order comes with the orders feature; until then the page says so instead of pretending.
 */
export function Component() {
  const { viewer, cart } = useRouteQuery<CheckoutPageQuery>(query);
  usePageHead({ title: 'Checkout' });
  const form = useZodForm(deliveryDetailsSchema, { name: viewer?.name ?? '', phone: viewer?.phone ?? '', address: '', district: '', note: '' });
  const [checked, setChecked] = useState(false);

  if (!viewer || !cart) {
    return (
      <div className="checkout-page">
        <h1>Checkout</h1>
        <SignInPrompt />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="cart-empty">
        <h1>Your cart is empty</h1>
        <Link to="/" className="button button--primary">
          Browse the shop
        </Link>
      </div>
    );
  }
  const blocker = checkoutBlocker(cart);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(form.validate() !== null);
  };

  return (
    <div className="checkout-page">
      <h1>Checkout</h1>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="delivery-details-heading">
        <h2 id="delivery-details-heading">{cart.needsDelivery ? 'Delivery details' : 'Your details'}</h2>
        <TextField label="Full name" autoComplete="name" {...form.field('name')} />
        <TextField label="Phone number" inputMode="tel" autoComplete="tel" {...form.field('phone')} />
        {cart.needsDelivery && (
          <>
            <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
            <TextField label="District" autoComplete="address-level2" {...form.field('district')} />
            <DeliveryPlacePicker cart={cart} />
          </>
        )}
        <TextField label="Note for the shop (optional)" {...form.field('note')} />
        {blocker && <p className="cart-side__blocker">{blocker}</p>}
        <button type="submit" className="button button--primary" disabled={blocker !== null}>
          Review order
        </button>
        {checked && (
          <p role="status" className="checkout-page__notice">
            Your details are complete. Placing orders and payment open soon; your cart is kept until then.
          </p>
        )}
      </form>
      <aside className="cart-side" aria-label="Order summary">
        <ul className="checkout-lines">
          {cart.lines.map((line) => (
            <li key={line.id}>
              {line.quantity} × {line.product.title}
              {line.variantLabel ? ` (${line.variantLabel})` : ''} — {line.lineTotal.formatted}
            </li>
          ))}
        </ul>
        <CartSummary cart={cart} />
        <Link to="/cart">Back to cart</Link>
      </aside>
    </div>
  );
}
