import { graphql, useFragment } from 'react-relay';
import type { ParcelTrackingView_parcel$key } from '../../__generated__/ParcelTrackingView_parcel.graphql.ts';
import { Badge } from '../../components/ui/index.ts';
import { formatDateTime } from '../orders/order-text.ts';
import './shipping.css';

const dhakaDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', weekday: 'long', day: 'numeric', month: 'long' });

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
          statusLabel
          message
          at
        }
      }
    `,
    parcel,
  );
  const done = data.status === 'DELIVERED' || data.status === 'PARTIALLY_DELIVERED';
  return (
    <div className="parcel-tracking">
      <header className="parcel-tracking__head">
        <h1>Parcel {data.cn}</h1>
        <Badge tone={done ? 'success' : data.status === 'RETURNED' || data.status === 'CANCELLED' ? 'danger' : 'info'}>{data.statusLabel}</Badge>
      </header>
      <dl className="parcel-tracking__facts">
        <div>
          <dt>Courier</dt>
          <dd>{data.courier}</dd>
        </div>
        <div>
          <dt>Tracking code</dt>
          <dd>{data.trackingCode}</dd>
        </div>
        <div>
          <dt>Recipient phone</dt>
          <dd>{data.maskedPhone}</dd>
        </div>
        {data.deliveredAt ? (
          <div>
            <dt>Delivered</dt>
            <dd>
              <time dateTime={data.deliveredAt}>{formatDateTime(data.deliveredAt)}</time>
            </dd>
          </div>
        ) : data.expectedDeliveryAt ? (
          <div>
            <dt>Expected delivery</dt>
            <dd>
              <time dateTime={data.expectedDeliveryAt}>by {dhakaDay.format(new Date(data.expectedDeliveryAt))}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="parcel-timeline">
        <h2 id="parcel-timeline">Timeline</h2>
        <ol className="parcel-tracking__timeline">
          {data.events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              <strong>{event.statusLabel}</strong>
              {event.message !== event.statusLabel && <span>{event.message}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
