import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { InvoiceDetailPageQuery } from '../../../../__generated__/InvoiceDetailPageQuery.graphql.ts';
import { LinkButton, SkeletonText } from '../../../../components/ui/index.ts';
import { InvoiceDocument } from '../../../../features/invoices/InvoiceDocument.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { databaseId, globalIdOf } from '../../../../features/catalog-admin/admin-paths.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query InvoiceDetailPageQuery($id: ID!) {
    invoice(id: $id) {
      __typename
      ... on QueryInvoiceSuccess {
        data {
          number
          orderId
          ...InvoiceDocument_invoice
        }
      }
    }
  }
`;

export const loader = queryLoader<InvoiceDetailPageQuery>(query, (params) => ({ id: globalIdOf('Invoice', params.id ?? '') }), 'store-and-network');

const BREADCRUMB = [{ to: '/admin/invoice', label: 'Invoices' }];

/** /admin/invoice/:id: one invoice for staff, with its credit notes, print page and PDF. */
export function Component() {
  return (
    <Suspense
      fallback={
        <AdminPage title="Invoice" breadcrumb={BREADCRUMB}>
          <SkeletonText lines={8} />
        </AdminPage>
      }
    >
      <InvoicePage />
    </Suspense>
  );
}

function InvoicePage() {
  const { invoice } = useRouteQuery<InvoiceDetailPageQuery>(query);
  const id = useParams().id ?? '';
  if (invoice.__typename !== 'QueryInvoiceSuccess') return <NotFound />;
  return (
    <AdminPage
      title={`Invoice ${invoice.data.number}`}
      breadcrumb={BREADCRUMB}
      actions={
        <>
          <LinkButton to={`/admin/invoice/${id}/print`} variant="primary">
            Print
          </LinkButton>
          <a className="ui-button" href={`/api/admin/invoices/${id}/pdf`} download>
            Download PDF
          </a>
        </>
      }
    >
      <p>
        <Link to={`/admin/orders/${databaseId(invoice.data.orderId)}`}>Open the order</Link>
      </p>
      <InvoiceDocument invoice={invoice.data} />
    </AdminPage>
  );
}
