import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { PaymentFailedPageQuery } from '../../__generated__/PaymentFailedPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { OrderItems } from '../../features/orders/OrderItems.tsx';
import { OrderStatus } from '../../features/orders/OrderStatus.tsx';
import { formatDateTime } from '../../features/orders/order-text.ts';
import { PayOrderButton } from '../../features/orders/PayOrderButton.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/orders/orders.css';

const query = graphql`
  query PaymentFailedPageQuery($number: String!, $hasOrder: Boolean!) {
    viewerOrderByNumber(number: $number) @include(if: $hasOrder) {
      __typename
      ... on QueryViewerOrderByNumberSuccess {
        data {
          id
          number
          status
          payable
          expiresAt
          ...OrderItems_order
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

// The gateway sends the shopper here with ?order=<number> (and refund=pending for money that came too late).
export const loader = queryLoader<PaymentFailedPageQuery>(
  query,
  (_params, searchParams) => ({ number: searchParams.get('order') ?? '', hasOrder: Boolean(searchParams.get('order')) }),
  'network-only',
);

/** /payment/failed: the payment did not go through; the order stays payable, so offer to pay again. */
export function Component() {
  usePageHead({ title: 'Payment Failed' });
  const { viewerOrderByNumber: result } = useRouteQuery<PaymentFailedPageQuery>(query);
  const [searchParams] = useSearchParams();
  const refundPending = searchParams.get('refund') === 'pending';
  const order = result?.__typename === 'QueryViewerOrderByNumberSuccess' ? result.data : null;

  return (
    <div className="payment-outcome">
      <h1>Payment Failed</h1>
      {refundPending ? (
        <p role="status">
          Your payment arrived after the order{order ? ` ${order.number}` : ''} had closed. Nothing was bought: the shop will refund the money to you.
        </p>
      ) : (
        <p role="status">The payment did not go through, and no money was taken for it.</p>
      )}
      {order && (
        <section aria-labelledby="failed-order-heading">
          <h2 id="failed-order-heading">
            Order {order.number} <OrderStatus status={order.status} />
          </h2>
          <OrderItems order={order} />
          {order.payable ? (
            <>
              <p>
                Your order is kept{order.expiresAt ? ` until ${formatDateTime(order.expiresAt)}` : ''}: you can pay again now.
              </p>
              <PayOrderButton orderId={order.id} label="Pay again" />
            </>
          ) : (
            !refundPending && <p>This order can no longer be paid. Place a new order from your cart.</p>
          )}
        </section>
      )}
      {result && result.__typename !== 'QueryViewerOrderByNumberSuccess' && (
        <p>We could not find order {searchParams.get('order')} in your account.</p>
      )}
      <p className="payment-outcome__next">
        <LinkButton to="/orders">Go to my orders</LinkButton>
        <LinkButton to="/cart">Back to cart</LinkButton>
      </p>
    </div>
  );
}
