import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { PaymentSuccessPageQuery } from '../../__generated__/PaymentSuccessPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { OrderItems } from '../../features/orders/OrderItems.tsx';
import { OrderStatus } from '../../features/orders/OrderStatus.tsx';
import { invoicePath } from '../../features/invoices/invoice-paths.ts';
import { paymentMethodText } from '../../features/orders/order-text.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
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
          underReview
          method
          amount {
            amount
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

const HEADINGS: Record<SuccessVariant, MessageId> = {
  ebook: 'orders.success.heading.ebook',
  content: 'orders.success.heading.content',
  order: 'orders.success.heading.order',
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
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  usePageHead({ title: t('orders.success.title') });
  const { viewerPayment: result } = useRouteQuery<PaymentSuccessPageQuery>(query);
  if (result.__typename !== 'QueryViewerPaymentSuccess') {
    return (
      <div className="payment-outcome">
        <h1>{t('orders.success.notFound.heading')}</h1>
        <p>{t('orders.success.notFound.body', { reason: result.__typename === '%other' ? t('orders.success.notShown') : result.message })}</p>
        <p className="payment-outcome__next">
          <LinkButton to="/orders" variant="primary">
            {t('orders.goToOrders')}
          </LinkButton>
        </p>
      </div>
    );
  }
  const { order, paid, underReview } = result.data;
  const unlocked = order.entitlements.filter((entitlement) => entitlement.active);
  const ebooks = unlocked.filter((entitlement) => entitlement.product.kind === 'EBOOK');
  const courses = unlocked.filter((entitlement) => entitlement.product.kind === 'CONTENT');
  const parcel = order.lines.some((line) => PHYSICAL.has(line.kind));
  const paidWith = { amount: formatMoney(result.data.amount.amount, locale), method: paymentMethodText(t, result.data.method), number: order.number };

  return (
    <div className="payment-outcome">
      <h1>{t(paid ? HEADINGS[variant] : underReview ? 'orders.success.heading.review' : 'orders.success.heading.confirming')}</h1>
      {underReview ? (
        <p role="status">{t('orders.success.underReview', paidWith)}</p>
      ) : paid ? (
        <p role="status">{t('orders.success.paid', paidWith)}</p>
      ) : (
        <p role="status">{t('orders.success.pending', { tranId: result.data.tranId, number: order.number })}</p>
      )}
      <p>{rich('orders.placed.orderStatus', { number: order.number }, { status: <OrderStatus status={order.status} /> })}</p>
      <section aria-labelledby="bought-heading">
        <h2 id="bought-heading">{t('orders.success.bought')}</h2>
        <OrderItems order={order} />
      </section>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading">{t('orders.success.next')}</h2>
        <ul className="payment-outcome__steps">
          {ebooks.map((entitlement) => (
            <li key={entitlement.id}>
              {rich(
                'orders.success.read',
                {},
                {
                  title: <Link to={entitlement.product.path}>{entitlement.product.title}</Link>,
                  library: <Link to="/ebook/library">{t('orders.success.libraryLink')}</Link>,
                },
              )}
            </li>
          ))}
          {courses.map((entitlement) => (
            <li key={entitlement.id}>
              {rich('orders.success.sentenceEnd', {}, { text: <Link to={entitlement.product.path}>{t('orders.success.openCourse', { title: entitlement.product.title })}</Link> })}
            </li>
          ))}
          {parcel && (
            <li>{rich('orders.success.parcel', {}, { link: <Link to="/orders">{t('orders.success.trackParcel')}</Link> })}</li>
          )}
          {!paid && (
            <li>{rich('orders.success.sentenceEnd', {}, { text: <Link to="/orders">{t('orders.success.seeOrder')}</Link> })}</li>
          )}
        </ul>
      </section>
      <p className="payment-outcome__next">
        {ebooks.length > 0 && (
          <LinkButton to="/ebook/library" variant="primary">
            {t('orders.success.openLibrary')}
          </LinkButton>
        )}
        {order.invoice && <LinkButton to={invoicePath(order.invoice.id)}>{t('orders.invoiceLink', { number: order.invoice.number })}</LinkButton>}
        <LinkButton to="/orders">{t('orders.page.title')}</LinkButton>
        <LinkButton to="/">{t('orders.keepShopping')}</LinkButton>
      </p>
    </div>
  );
}
