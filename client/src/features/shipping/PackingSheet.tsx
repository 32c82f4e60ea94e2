import { graphql, useFragment } from 'react-relay';
import type { PackingSheet_order$key } from '../../__generated__/PackingSheet_order.graphql.ts';

/** One order's packing slip and, for each of its parcels, the courier label with the consignment's barcode (print). */
export function PackingSheet({ order }: { order: PackingSheet_order$key }) {
  const data = useFragment(
    graphql`
      fragment PackingSheet_order on Order {
        number
        name
        phone
        address
        paymentMethod
        netTotal {
          formatted
        }
        lines {
          id
          title
          variantLabel
          quantity
        }
        shipments {
          id
          cn
          courierLabel
          trackingCode
          codAmount {
            amount
            formatted
          }
          barcodeSvg
        }
      }
    `,
    order,
  );
  return (
    <article className="packing-sheet" aria-label={`Packing slip ${data.number}`}>
      <section className="packing-slip">
        <h2>Packing slip · {data.number}</h2>
        <p>
          {data.name} · {data.phone}
          <br />
          {data.address}
        </p>
        <ul>
          {data.lines.map((line) => (
            <li key={line.id}>
              {line.quantity} × {line.title}
              {line.variantLabel ? ` (${line.variantLabel})` : ''}
            </li>
          ))}
        </ul>
        <p>
          Total {data.netTotal.formatted} · {data.paymentMethod === 'COD' ? 'Cash on delivery' : 'Paid online'}
        </p>
      </section>
      {data.shipments.map((shipment) => (
        <section key={shipment.id} className="courier-label" aria-label={`Courier label ${shipment.cn}`}>
          <p className="courier-label__courier">
            {shipment.courierLabel} · {data.number}
          </p>
          {/* bwip-js's SVG, made on the server from the consignment id (digits and letters only). */}
          <div className="courier-label__barcode" role="img" aria-label={`Barcode of consignment ${shipment.cn}`} dangerouslySetInnerHTML={{ __html: shipment.barcodeSvg }} />
          <p>
            <strong>{data.name}</strong> · {data.phone}
            <br />
            {data.address}
          </p>
          <p className="courier-label__cod">Collect: {shipment.codAmount.amount > 0 ? shipment.codAmount.formatted : 'nothing (paid)'}</p>
        </section>
      ))}
    </article>
  );
}
