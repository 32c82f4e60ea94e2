import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { InvoicePrintPageQuery } from '../../../../__generated__/InvoicePrintPageQuery.graphql.ts';
import { SkeletonText } from '../../../../components/ui/index.ts';
import { InvoiceActions } from '../../../../features/invoices/InvoiceActions.tsx';
import { InvoiceDocument } from '../../../../features/invoices/InvoiceDocument.tsx';
import { globalIdOf } from '../../../../features/catalog-admin/admin-paths.ts';
import { usePageHead } from '../../../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query InvoicePrintPageQuery($id: ID!) {
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

export const loader = queryLoader<InvoicePrintPageQuery>(query, (params) => ({ id: globalIdOf('Invoice', params.id ?? '') }), 'store-and-network');

/**
 * /admin/invoice/:id/print: the invoice alone, for the browser's print dialog (A4) and for the PDF,
 * which Chromium prints from this page (`data-invoice-ready` tells it the document is there).
 */
export function Component() {
  usePageHead({ title: 'Print invoice' });
  return (
    <Suspense fallback={<SkeletonText lines={8} />}>
      <PrintView />
    </Suspense>
  );
}

function PrintView() {
  const { invoice } = useRouteQuery<InvoicePrintPageQuery>(query);
  const id = useParams().id ?? '';
  if (invoice.__typename !== 'QueryInvoiceSuccess') return <NotFound />;
  return (
    <div className="invoice-print" data-invoice-ready="">
      <InvoiceActions pdfHref={`/api/admin/invoices/${id}/pdf`} fileName={`${invoice.data.number}.pdf`} />
      <InvoiceDocument invoice={invoice.data} />
    </div>
  );
}
