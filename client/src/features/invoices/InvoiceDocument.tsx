import { graphql, useFragment } from 'react-relay';
import type { InvoiceDocument_invoice$key } from '../../__generated__/InvoiceDocument_invoice.graphql.ts';
import { formatDhakaDateTime } from '#shared/fiscal-year.ts';
import { formatDateTime, formatMoney, formatNumber } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import './invoice-document.css';

/** `text` as the end of a sentence: a full stop, unless it ends with one already ("Pathagar Books Ltd.", "…ধন্যবাদ।"). */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…।]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** When the invoice or a credit note was issued: today's English form ("22 Nov 2026, 2:05 pm"), Bangla digits and months in Bangla. */
function issuedAt(at: string, locale: Locale): string {
  return locale === 'en' ? formatDhakaDateTime(at) : formatDateTime(new Date(at), locale);
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
            amount
          }
          lineTotal {
            amount
          }
        }
        goodsTotal {
          amount
        }
        discountTotal {
          amount
        }
        couponCode
        deliveryCharge {
          amount
        }
        total {
          amount
        }
        totalInWords
        paymentMethod
        paymentState
        creditNotes {
          number
          issuedAt
          amount {
            amount
          }
          amountInWords
          reason
        }
      }
    `,
    invoice,
  );
  const t = useT();
  const locale = useLocale();
  const money = (poisha: number) => formatMoney(poisha, locale);
  return (
    <article className="invoice-document" aria-labelledby="invoice-title">
      <header className="invoice-document__head">
        <div>
          <p className="invoice-document__seller-name">{data.seller.name}</p>
          <p>{data.seller.address}</p>
          <p>{t('orders.invoice.sellerPhone', { phone: data.seller.phone })}</p>
          <p>{t('orders.invoice.sellerIds', { licence: data.seller.tradeLicence, bin: data.seller.bin })}</p>
        </div>
        <div className="invoice-document__title">
          <h1 id="invoice-title">{t('orders.invoice.title')}</h1>
          <dl>
            <dt>{t('orders.invoice.number')}</dt>
            <dd data-testid="invoice-number">{data.number}</dd>
            <dt>{t('orders.invoice.issued')}</dt>
            <dd>
              <time dateTime={data.issuedAt}>{issuedAt(data.issuedAt, locale)}</time>
            </dd>
            <dt>{t('orders.invoice.fiscalYear')}</dt>
            <dd>{data.fiscalYear}</dd>
            <dt>{t('orders.invoice.order')}</dt>
            <dd>{data.orderNumber}</dd>
          </dl>
        </div>
      </header>

      <section className="invoice-document__parties" aria-label={t('orders.invoice.buyer')}>
        <h2>{t('orders.invoice.billTo')}</h2>
        <p>{data.buyer.name}</p>
        <p>{data.buyer.phone}</p>
        {data.buyer.address && <p>{data.buyer.address}</p>}
        {data.channel === 'COUNTER' && <p>{data.outlet ? t('orders.invoice.counterAt', { outlet: data.outlet }) : t('orders.invoice.counter')}</p>}
      </section>

      <table className="invoice-document__lines">
        <caption className="visually-hidden">{t('orders.invoice.items')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('orders.invoice.item')}</th>
            <th scope="col" className="num">
              {t('orders.invoice.qty')}
            </th>
            <th scope="col" className="num">
              {t('orders.invoice.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('orders.invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, i) => (
            <tr key={i}>
              <td>{formatNumber(i + 1, locale)}</td>
              <td>{line.title}</td>
              <td className="num">{formatNumber(line.quantity, locale)}</td>
              <td className="num">{money(line.unitPrice.amount)}</td>
              <td className="num">{money(line.lineTotal.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice-document__totals">
        <dt>{t('orders.items.goods')}</dt>
        <dd>{money(data.goodsTotal.amount)}</dd>
        {data.discountTotal.amount > 0 && (
          <>
            <dt>{data.couponCode ? t('cart.summary.discountWithCode', { code: data.couponCode }) : t('cart.summary.discount')}</dt>
            <dd>−{money(data.discountTotal.amount)}</dd>
          </>
        )}
        <dt>{t('cart.summary.delivery')}</dt>
        <dd>{money(data.deliveryCharge.amount)}</dd>
        <dt className="invoice-document__grand">{t('cart.summary.total')}</dt>
        <dd className="invoice-document__grand" data-testid="invoice-total">
          {money(data.total.amount)}
        </dd>
      </dl>
      <p className="invoice-document__words">{t('orders.invoice.inWords', { words: data.totalInWords })}</p>
      <p>{t('orders.invoice.payment', { method: data.paymentMethod, state: data.paymentState })}</p>

      {data.creditNotes.length > 0 && (
        <section className="invoice-document__credits" aria-labelledby="credit-notes-title">
          <h2 id="credit-notes-title">{t('orders.invoice.creditNotes')}</h2>
          <ul>
            {data.creditNotes.map((note) => (
              <li key={note.number}>
                {note.number}, <time dateTime={note.issuedAt}>{issuedAt(note.issuedAt, locale)}</time>: {money(note.amount.amount)} ({note.amountInWords}) —{' '}
                {note.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className="invoice-document__foot">
        {endSentence(t('orders.invoice.thanks', { seller: data.seller.name }))} {t('orders.invoice.electronic')}
      </footer>
    </article>
  );
}
