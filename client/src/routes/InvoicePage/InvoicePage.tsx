import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { InvoicePageQuery } from '../../__generated__/InvoicePageQuery.graphql.ts';
import { SkeletonText } from '../../components/ui/index.ts';
import { InvoiceActions } from '../../features/invoices/InvoiceActions.tsx';
import { InvoiceDocument } from '../../features/invoices/InvoiceDocument.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query InvoicePageQuery($id: ID!) {
    invoice(id: $id) {
      __typename
      ... on QueryInvoiceSuccess {
        data {
          ...InvoiceDocument_invoice
        }
      }
    }
  }
`;

export const loader = queryLoader<InvoicePageQuery>(query, (params) => ({ id: params.id ?? '' }), 'network-only');

/** /invoice/:id (blank layout): the customer's own invoice, ready to print; anyone else's is not found. */
export function Component() {
  usePageHead({ title: 'Invoice' });
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
  // The not-found view is the page's main landmark itself (one main, not one inside another).
  if (invoice.__typename !== 'QueryInvoiceSuccess') return <NotFound />;
  return (
    <main className="invoice-page">
      <InvoiceActions />
      <InvoiceDocument invoice={invoice.data} />
    </main>
  );
}
