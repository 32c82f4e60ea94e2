import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { OrderPlacedPageQuery } from '../../__generated__/OrderPlacedPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { invoicePath } from '../../features/invoices/invoice-paths.ts';
import { deliveryWindow } from '../../features/orders/delivery-estimate.ts';
import { findDistrict } from '#shared/districts.ts';
import { formatDay, formatMoney, formatNumber } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { OrderItems } from '../../features/orders/OrderItems.tsx';
import { OrderStatus } from '../../features/orders/OrderStatus.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/orders/orders.css';

const query = graphql`
  query OrderPlacedPageQuery($number: String!) {
    viewerOrderByNumber(number: $number) {
      __typename
      ... on QueryViewerOrderByNumberSuccess {
        data {
          number
          status
          paymentMethod
          placedAt
          phone
          address
          district
          deliveryPlace
          netTotal {
            amount
          }
          invoice {
            id
            number
          }
          ...OrderItems_order
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

type T = ReturnType<typeof useT>;

/**
 * The address with its district (its Bangla name in Bangla), unless the address already ends with it
 * (checkout writes it in: the address is shown as the customer typed it).
 */
function whereTo(t: T, locale: Locale, address: string, district: string | null | undefined): string {
  if (!district || address.trim().endsWith(district)) return address;
  const name = locale === 'bn' ? (findDistrict(district)?.bn ?? district) : district;
  return t('orders.next.addressWithDistrict', { address, district: name });
}

export const loader = queryLoader<OrderPlacedPageQuery>(query, (params) => ({ number: params.number ?? '' }), 'network-only');

/**
 * /orders/:number/placed: the confirmation after a cash-on-delivery order (as the online payments'
 * success page): its number, what happens next, when it should arrive, and the call that confirms it.
 */
export function Component() {
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  usePageHead({ title: t('orders.placed.title') });
  const { viewerOrderByNumber: result } = useRouteQuery<OrderPlacedPageQuery>(query);
  if (result.__typename !== 'QueryViewerOrderByNumberSuccess') {
    return (
      <div className="payment-outcome">
        <h1>{t('orders.notFound.heading')}</h1>
        <p>{t('orders.notFound.body')}</p>
        <p className="payment-outcome__next">
          <LinkButton to="/orders" variant="primary">
            {t('orders.goToOrders')}
          </LinkButton>
        </p>
      </div>
    );
  }
  const order = result.data;
  const arrives = deliveryWindow(new Date(String(order.placedAt)), order.deliveryPlace);
  const cod = order.paymentMethod === 'COD';
  const total = formatMoney(order.netTotal.amount, locale);
  const number = <strong>{order.number}</strong>;
  const shownAddress = order.address ? whereTo(t, locale, order.address, order.district) : null;
  let arrival: MessageId = shownAddress ? 'orders.next.arriveSoonAt' : 'orders.next.arriveSoon';
  if (arrives) arrival = shownAddress ? 'orders.next.arriveBetweenAt' : 'orders.next.arriveBetween';
  const days = arrives
    ? t(arrives.insideDhaka ? 'orders.next.daysDhaka' : 'orders.next.daysOutside', { min: formatNumber(arrives.min, locale), max: formatNumber(arrives.max, locale) })
    : '';
  return (
    <div className="payment-outcome">
      <h1>{t('orders.placed.heading')}</h1>
      <p role="status">{rich(cod ? 'orders.placed.statusCod' : 'orders.placed.status', { total }, { number })}</p>
      <p>{rich('orders.placed.orderStatus', { number: order.number }, { status: <OrderStatus status={order.status} /> })}</p>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading">{t('orders.next.heading')}</h2>
        <ol className="payment-outcome__steps">
          {cod && (
            <li>{rich('orders.next.call', {}, { phone: <strong>{order.phone}</strong> })}</li>
          )}
          <li>{t('orders.next.pack')}</li>
          <li>
            {t(arrival, {
              from: arrives ? formatDay(arrives.from, locale, 'short') : '',
              to: arrives ? formatDay(arrives.to, locale, 'short') : '',
              days,
              address: shownAddress ?? '',
            })}
            {cod && ` ${t('orders.next.payCourier', { total })}`}
          </li>
        </ol>
      </section>
      <section aria-labelledby="bought-heading">
        <h2 id="bought-heading">{t('orders.placed.bought')}</h2>
        <OrderItems order={order} />
      </section>
      <p>{rich('orders.placed.changedMind', {}, { link: <Link to="/orders">{t('orders.page.title')}</Link> })}</p>
      <p className="payment-outcome__next">
        <LinkButton to="/orders" variant="primary">
          {t('orders.placed.track')}
        </LinkButton>
        {order.invoice && <LinkButton to={invoicePath(order.invoice.id)}>{t('orders.invoiceLink', { number: order.invoice.number })}</LinkButton>}
        <LinkButton to="/">{t('orders.keepShopping')}</LinkButton>
      </p>
    </div>
  );
}
