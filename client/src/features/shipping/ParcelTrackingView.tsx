import { graphql, useFragment } from 'react-relay';
import type { ParcelTrackingView_parcel$key } from '../../__generated__/ParcelTrackingView_parcel.graphql.ts';
import { Badge } from '../../components/ui/index.ts';
import { formatDay } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { formatDateTime, shipmentStatusText } from '../orders/order-text.ts';
import './shipping.css';

/** A parcel's public page: where it is, with whom, when it should arrive, and its timeline (newest last). */
export function ParcelTrackingView({ parcel }: { parcel: ParcelTrackingView_parcel$key }) {
  const data = useFragment(
    graphql`
      fragment ParcelTrackingView_parcel on ParcelTracking {
        cn
        trackingCode
        courier
        status
        statusLabel
        expectedDeliveryAt
        deliveredAt
        maskedPhone
        events {
          id
          status
          statusLabel
          message
          at
        }
      }
    `,
    parcel,
  );
  const t = useT();
  const locale = useLocale();
  const done = data.status === 'DELIVERED' || data.status === 'PARTIALLY_DELIVERED';
  return (
    <div className="parcel-tracking">
      <header className="parcel-tracking__head">
        <h1>{t('orders.tracking.heading', { cn: data.cn })}</h1>
        <Badge tone={done ? 'success' : data.status === 'RETURNED' || data.status === 'CANCELLED' ? 'danger' : 'info'}>
          {shipmentStatusText(t, locale, data.status, data.statusLabel)}
        </Badge>
      </header>
      <dl className="parcel-tracking__facts">
        <div>
          <dt>{t('orders.tracking.courier')}</dt>
          <dd>{data.courier}</dd>
        </div>
        <div>
          <dt>{t('orders.tracking.code')}</dt>
          <dd>{data.trackingCode}</dd>
        </div>
        <div>
          <dt>{t('orders.tracking.phone')}</dt>
          <dd>{data.maskedPhone}</dd>
        </div>
        {data.deliveredAt ? (
          <div>
            <dt>{t('orders.tracking.delivered')}</dt>
            <dd>
              <time dateTime={data.deliveredAt}>{formatDateTime(data.deliveredAt, locale)}</time>
            </dd>
          </div>
        ) : data.expectedDeliveryAt ? (
          <div>
            <dt>{t('orders.tracking.expected')}</dt>
            <dd>
              <time dateTime={data.expectedDeliveryAt}>{t('orders.tracking.by', { day: formatDay(new Date(data.expectedDeliveryAt), locale) })}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="parcel-timeline">
        <h2 id="parcel-timeline">{t('orders.tracking.timeline')}</h2>
        <ol className="parcel-tracking__timeline">
          {data.events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
              <strong>{shipmentStatusText(t, locale, event.status, event.statusLabel)}</strong>
              {event.message !== event.statusLabel && <span>{event.message}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
