import { graphql, useFragment } from 'react-relay';
import type { cartState_cart$key } from '../../__generated__/cartState_cart.graphql.ts';
import { useCartActivity } from './cart-activity.ts';

/** The client cart state of seed §3. Money is in poisha. */
export interface CartState {
  totalItems: number;
  totalPrice: number;
  deliveryCharges: number;
  discountedAmount: number;
  netPrice: number;
  loading: boolean;
  couponLoading: boolean;
  couponApplied: boolean;
  joiningId: string | null;
  isStationary: boolean;
}

const EMPTY_CART_STATE: CartState = {
  totalItems: 0,
  totalPrice: 0,
  deliveryCharges: 0,
  discountedAmount: 0,
  netPrice: 0,
  loading: false,
  couponLoading: false,
  couponApplied: false,
  joiningId: null,
  isStationary: false,
};

/**
 * The seed's cart state read from the signed-in customer's cart; every cart mutation returns the
 * cart (see cartRefresh_cart), so this follows each successful change without another request.
 */
export function useCartState(cart: cartState_cart$key | null): CartState {
  const data = useFragment(
    graphql`
      fragment cartState_cart on Cart {
        qty
        totalPrice {
          amount
        }
        deliveryCharges {
          amount
        }
        discountedAmount {
          amount
        }
        netPrice {
          amount
        }
        coupon {
          code
        }
        joiningId
        hasStationery
      }
    `,
    cart,
  );
  const activity = useCartActivity();
  if (!data) return { ...EMPTY_CART_STATE, ...activity };
  return {
    totalItems: data.qty,
    totalPrice: data.totalPrice.amount,
    deliveryCharges: data.deliveryCharges.amount,
    discountedAmount: data.discountedAmount.amount,
    netPrice: data.netPrice.amount,
    ...activity,
    couponApplied: data.coupon !== null,
    joiningId: data.joiningId ?? null,
    isStationary: data.hasStationery,
  };
}
