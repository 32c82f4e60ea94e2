import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { InvoicePageQuery } from '../../__generated__/InvoicePageQuery.graphql.ts';
import { SkeletonText } from '../../components/ui/index.ts';
import { InvoiceActions } from '../../features/invoices/InvoiceActions.tsx';
import { InvoiceDocument } from '../../features/invoices/InvoiceDocument.tsx';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query InvoicePageQuery($id: ID!) {
    invoice(id: $id) {
      __typename
      ... on QueryInvoiceSuccess {
        data {
          number
          ...InvoiceDocument_invoice
        }
      }
    }
  }
`;

export const loader = queryLoader<InvoicePageQuery>(query, (params) => ({ id: params.id ?? '' }), 'network-only');

/** /invoice/:id (blank layout): the customer's own invoice, ready to print or download as a PDF; anyone else's is not found. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('orders.invoice.title') });
  return (
    <Suspense
      fallback={
        <main className="invoice-page">
          <SkeletonText lines={8} />
        </main>
      }
    >
      <Invoice />
    </Suspense>
  );
}

function Invoice() {
  const { invoice } = useRouteQuery<InvoicePageQuery>(query);
  const id = useParams().id ?? '';
  // The not-found view is the page's main landmark itself (one main, not one inside another).
  if (invoice.__typename !== 'QueryInvoiceSuccess') return <NotFound />;
  return (
    // data-invoice-ready: the server's Chromium prints the customer's PDF from this very page.
    <main className="invoice-page" data-invoice-ready="">
      <InvoiceActions pdfHref={`/api/invoices/${encodeURIComponent(id)}/pdf`} fileName={`${invoice.data.number}.pdf`} />
      <InvoiceDocument invoice={invoice.data} />
    </main>
  );
}
