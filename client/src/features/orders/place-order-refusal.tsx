import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CheckoutPagePlaceOrderMutation$data } from '../../__generated__/CheckoutPagePlaceOrderMutation.graphql.ts';

type PlaceOrderResult = CheckoutPagePlaceOrderMutation$data['placeOrder'];

function outOfStockMessage(title: string, available: number, requested: number): string {
  if (available <= 0) return `${title} is out of stock: remove it from your cart to order the rest.`;
  return `Only ${available} of ${title} ${available === 1 ? 'is' : 'are'} left (you asked for ${requested}): lower the quantity in your cart.`;
}

/**
 * What checkout says when the server refuses an order for a reason fixed elsewhere (stock or coupon
 * in the cart, an order this checkout already placed, an ebook or course already owned or waiting for
 * payment in another order), with a link to where to fix it.
 */
export function placeOrderRefusal(result: PlaceOrderResult): ReactNode {
  switch (result.__typename) {
    case 'OutOfStockError':
      return (
        <>
          {outOfStockMessage(result.productTitle, result.available, result.requested)} <Link to="/cart">Go to your cart</Link>
        </>
      );
    case 'CouponInvalidError':
      return (
        <>
          {result.message} <Link to="/cart">Change the coupon in your cart</Link>
        </>
      );
    case 'IdempotencyKeyReusedError':
      return (
        <>
          This checkout already placed order {result.orderNumber}. <Link to="/orders">See it in My orders</Link>
        </>
      );
    case 'AlreadyOwnedError':
      return (
        <>
          {result.message} <Link to="/cart">Go to your cart</Link>
        </>
      );
    case 'AwaitingPaymentError':
      return (
        <>
          {result.message} <Link to="/orders">See it in My orders</Link>
        </>
      );
    default:
      return 'The order could not be placed. Please try again.';
  }
}
