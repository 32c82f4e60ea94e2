import { graphql } from 'react-relay';

/**
 * What every cart mutation selects of the cart it returns: the fields of every cart view (badge,
 * lines, coupon, delivery place, summary), so one successful change refreshes them all.
 */
export const cartRefreshFragment = graphql`
  fragment cartRefresh_cart on Cart {
    id
    ...cartState_cart
    ...CartLineList_cart
    ...CartCouponForm_cart
    ...DeliveryPlacePicker_cart
    ...CartSummary_cart
  }
`;
