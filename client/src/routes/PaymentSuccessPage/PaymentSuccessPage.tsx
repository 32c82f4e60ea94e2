import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { PaymentSuccessPageQuery } from '../../__generated__/PaymentSuccessPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { OrderItems } from '../../features/orders/OrderItems.tsx';
import { OrderStatus } from '../../features/orders/OrderStatus.tsx';
import { invoicePath } from '../../features/invoices/invoice-paths.ts';
import { paymentMethodText } from '../../features/orders/order-text.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/orders/orders.css';

const query = graphql`
  query PaymentSuccessPageQuery($tranId: String!) {
    viewerPayment(tranId: $tranId) {
      __typename
      ... on QueryViewerPaymentSuccess {
        data {
          tranId
          paid
          method
          amount {
            formatted
          }
          order {
            number
            status
            invoice {
              id
              number
            }
            lines {
              id
              kind
            }
            entitlements {
              id
              active
              product {
                kind
                title
                path
              }
            }
            ...OrderItems_order
          }
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Which of the seed's success pages: a single ebook, a single course, or anything else (`/payment/{tranx}/success`). */
export type SuccessVariant = 'ebook' | 'content' | 'order';

const HEADINGS: Record<SuccessVariant, string> = {
  ebook: 'Your ebook is ready',
  content: 'Your course is open',
  order: 'Thank you for your order',
};

const PHYSICAL = new Set(['BOOK', 'STATIONERY', 'BUNDLE']);

/** The route module of one success page: its loader reads the attempt id from `:tranx` or `:id`. */
export function paymentSuccessRoute(variant: SuccessVariant) {
  return {
    Component: () => <PaymentSuccessPage variant={variant} />,
    loader: queryLoader<PaymentSuccessPageQuery>(query, (params) => ({ tranId: params.tranx ?? params.id ?? '' }), 'network-only'),
  };
}

/** After a payment: what was bought, whether the money arrived, and what to do next (read, open the course, track the parcel). */
export function PaymentSuccessPage({ variant }: { variant: SuccessVariant }) {
  usePageHead({ title: 'Payment Successful' });
  const { viewerPayment: result } = useRouteQuery<PaymentSuccessPageQuery>(query);
  if (result.__typename !== 'QueryViewerPaymentSuccess') {
    return (
      <div className="payment-outcome">
        <h1>Payment not found</h1>
        <p>
          {result.__typename === '%other' ? 'This payment could not be shown.' : result.message} We could not find this payment in your account. If
          money left your account, your order shows it.
        </p>
        <p className="payment-outcome__next">
          <LinkButton to="/orders" variant="primary">
            Go to my orders
          </LinkButton>
        </p>
      </div>
    );
  }
  const { order, paid } = result.data;
  const unlocked = order.entitlements.filter((entitlement) => entitlement.active);
  const ebooks = unlocked.filter((entitlement) => entitlement.product.kind === 'EBOOK');
  const courses = unlocked.filter((entitlement) => entitlement.product.kind === 'CONTENT');
  const parcel = order.lines.some((line) => PHYSICAL.has(line.kind));

  return (
    <div className="payment-outcome">
      <h1>{paid ? HEADINGS[variant] : 'We are confirming your payment'}</h1>
      {paid ? (
        <p role="status">
          {result.data.amount.formatted} received by {paymentMethodText(result.data.method)} for order {order.number}.
        </p>
      ) : (
        <p role="status">
          The gateway has not confirmed payment {result.data.tranId} for order {order.number} yet. This usually takes a minute: your orders page
          shows when it arrives.
        </p>
      )}
      <p>
        Order {order.number}: <OrderStatus status={order.status} />
      </p>
      <section aria-labelledby="bought-heading">
        <h2 id="bought-heading">What you bought</h2>
        <OrderItems order={order} />
      </section>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading">What next</h2>
        <ul className="payment-outcome__steps">
          {ebooks.map((entitlement) => (
            <li key={entitlement.id}>
              Read <Link to={entitlement.product.path}>{entitlement.product.title}</Link> now: it is in{' '}
              <Link to="/ebook/library">your ebook library</Link>.
            </li>
          ))}
          {courses.map((entitlement) => (
            <li key={entitlement.id}>
              <Link to={entitlement.product.path}>Open the course {entitlement.product.title}</Link>.
            </li>
          ))}
          {parcel && (
            <li>
              We are packing your parcel. <Link to="/orders">Track the parcel in My orders</Link>.
            </li>
          )}
          {!paid && (
            <li>
              <Link to="/orders">See the order in My orders</Link>.
            </li>
          )}
        </ul>
      </section>
      <p className="payment-outcome__next">
        {ebooks.length > 0 && (
          <LinkButton to="/ebook/library" variant="primary">
            Open my library
          </LinkButton>
        )}
        {order.invoice && <LinkButton to={invoicePath(order.invoice.id)}>Invoice {order.invoice.number}</LinkButton>}
        <LinkButton to="/orders">My orders</LinkButton>
        <LinkButton to="/">Keep shopping</LinkButton>
      </p>
    </div>
  );
}
