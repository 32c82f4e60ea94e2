import { graphql, useFragment } from 'react-relay';
import type { InvoiceDocument_invoice$key } from '../../__generated__/InvoiceDocument_invoice.graphql.ts';
import { formatDhakaDateTime } from '#shared/fiscal-year.ts';
import './invoice-document.css';

/** `text` as the end of a sentence: a full stop, unless it ends with one already ("Pathagar Books Ltd."). */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The invoice as issued — the one template the customer's page, the staff page, the print page and
 * the PDF (printed by Chromium from the print page) all show. A4 when printed: the table header
 * repeats on every page and no row is split across pages.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDocument_invoice$key }) {
  const data = useFragment(
    graphql`
      fragment InvoiceDocument_invoice on Invoice {
        number
        fiscalYear
        issuedAt
        orderNumber
        placedAt
        channel
        outlet
        seller {
          name
          address
          phone
          tradeLicence
          bin
        }
        buyer {
          name
          phone
          address
        }
        lines {
          title
          quantity
          unitPrice {
            formatted
          }
          lineTotal {
            formatted
          }
        }
        goodsTotal {
          amount
          formatted
        }
        discountTotal {
          amount
          formatted
        }
        couponCode
        deliveryCharge {
          amount
          formatted
        }
        total {
          formatted
        }
        totalInWords
        paymentMethod
        paymentState
        creditNotes {
          number
          issuedAt
          amount {
            formatted
          }
          amountInWords
          reason
        }
      }
    `,
    invoice,
  );
  return (
    <article className="invoice-document" aria-labelledby="invoice-title">
      <header className="invoice-document__head">
        <div>
          <p className="invoice-document__seller-name">{data.seller.name}</p>
          <p>{data.seller.address}</p>
          <p>Phone {data.seller.phone}</p>
          <p>
            Trade licence {data.seller.tradeLicence} · BIN {data.seller.bin}
          </p>
        </div>
        <div className="invoice-document__title">
          <h1 id="invoice-title">Invoice</h1>
          <dl>
            <dt>Number</dt>
            <dd data-testid="invoice-number">{data.number}</dd>
            <dt>Issued</dt>
            <dd>
              <time dateTime={data.issuedAt}>{formatDhakaDateTime(data.issuedAt)}</time>
            </dd>
            <dt>Fiscal year</dt>
            <dd>{data.fiscalYear}</dd>
            <dt>Order</dt>
            <dd>{data.orderNumber}</dd>
          </dl>
        </div>
      </header>

      <section className="invoice-document__parties" aria-label="Buyer">
        <h2>Bill to</h2>
        <p>{data.buyer.name}</p>
        <p>{data.buyer.phone}</p>
        {data.buyer.address && <p>{data.buyer.address}</p>}
        {data.channel === 'COUNTER' && <p>Sold at the counter{data.outlet ? `: ${data.outlet}` : ''}</p>}
      </section>

      <table className="invoice-document__lines">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{line.title}</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{line.unitPrice.formatted}</td>
              <td className="num">{line.lineTotal.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice-document__totals">
        <dt>Goods</dt>
        <dd>{data.goodsTotal.formatted}</dd>
        {data.discountTotal.amount > 0 && (
          <>
            <dt>Discount{data.couponCode ? ` (${data.couponCode})` : ''}</dt>
            <dd>−{data.discountTotal.formatted}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{data.deliveryCharge.formatted}</dd>
        <dt className="invoice-document__grand">Total</dt>
        <dd className="invoice-document__grand" data-testid="invoice-total">
          {data.total.formatted}
        </dd>
      </dl>
      <p className="invoice-document__words">In words: {data.totalInWords}</p>
      <p>
        Payment: {data.paymentMethod} — {data.paymentState}
      </p>

      {data.creditNotes.length > 0 && (
        <section className="invoice-document__credits" aria-labelledby="credit-notes-title">
          <h2 id="credit-notes-title">Credit notes</h2>
          <ul>
            {data.creditNotes.map((note) => (
              <li key={note.number}>
                {note.number}, <time dateTime={note.issuedAt}>{formatDhakaDateTime(note.issuedAt)}</time>: {note.amount.formatted} ({note.amountInWords}) —{' '}
                {note.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className="invoice-document__foot">Thank you for shopping with {endSentence(data.seller.name)} This invoice was issued electronically.</footer>
    </article>
  );
}
