import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { PaymentFailedPageQuery } from '../../__generated__/PaymentFailedPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { OrderItems } from '../../features/orders/OrderItems.tsx';
import { OrderStatus } from '../../features/orders/OrderStatus.tsx';
import { formatDateTime } from '../../features/orders/order-text.ts';
import { PayOrderButton } from '../../features/orders/PayOrderButton.tsx';
import { useLocale, useT } from '../../i18n/i18n.ts';
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
  const t = useT();
  const locale = useLocale();
  usePageHead({ title: t('orders.failed.title') });
  const { viewerOrderByNumber: result } = useRouteQuery<PaymentFailedPageQuery>(query);
  const [searchParams] = useSearchParams();
  const refundPending = searchParams.get('refund') === 'pending';
  const order = result?.__typename === 'QueryViewerOrderByNumberSuccess' ? result.data : null;

  return (
    <div className="payment-outcome">
      <h1>{t('orders.failed.title')}</h1>
      {refundPending ? (
        <p role="status">{order ? t('orders.failed.refundPendingOrder', { number: order.number }) : t('orders.failed.refundPending')}</p>
      ) : (
        <p role="status">{t('orders.failed.body')}</p>
      )}
      {order && (
        <section aria-labelledby="failed-order-heading">
          <h2 id="failed-order-heading">
            {t('orders.card.heading', { number: order.number })} <OrderStatus status={order.status} />
          </h2>
          <OrderItems order={order} />
          {order.payable ? (
            <>
              <p>{order.expiresAt ? t('orders.failed.keptUntil', { date: formatDateTime(order.expiresAt, locale) }) : t('orders.failed.kept')}</p>
              <PayOrderButton orderId={order.id} label={t('orders.pay.again')} />
            </>
          ) : (
            !refundPending && <p>{t('orders.failed.closed')}</p>
          )}
        </section>
      )}
      {result && result.__typename !== 'QueryViewerOrderByNumberSuccess' && (
        <p>{t('orders.failed.notFound', { number: searchParams.get('order') ?? '' })}</p>
      )}
      <p className="payment-outcome__next">
        <LinkButton to="/orders">{t('orders.goToOrders')}</LinkButton>
        <LinkButton to="/cart">{t('checkout.backToCart')}</LinkButton>
      </p>
    </div>
  );
}
