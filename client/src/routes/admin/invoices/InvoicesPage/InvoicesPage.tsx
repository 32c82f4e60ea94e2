import { Suspense } from 'react';
import { graphql, loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { InvoicesPageQuery } from '../../../../__generated__/InvoicesPageQuery.graphql.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { InvoiceAdminList, invoiceListVariables } from '../../../../features/invoices/InvoiceAdminList.tsx';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query InvoicesPageQuery($filter: AdminInvoiceFilter) {
    ...InvoiceAdminList_query @arguments(filter: $filter)
  }
`;

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadQuery<InvoicesPageQuery>(relayEnvironment, query, invoiceListVariables(new URL(request.url).searchParams), { fetchPolicy: 'store-and-network' });
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/invoice: every invoice, newest first, searchable by number or phone. */
export function Component() {
  return (
    <AdminPage title="Invoices" intro="Invoices are numbered without gaps per fiscal year (July–June) and never changed; cancellations and refunds issue credit notes.">
      <Suspense fallback={<ProductTableSkeleton />}>
        <Invoices />
      </Suspense>
    </AdminPage>
  );
}

function Invoices() {
  const data = useRouteQuery<InvoicesPageQuery>(query);
  return <InvoiceAdminList query={data} />;
}
