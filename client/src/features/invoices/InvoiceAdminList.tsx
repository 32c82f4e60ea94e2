import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLatestSearchParams } from '../../lib/use-latest-search-params.ts';
import type { InvoiceAdminList_query$key } from '../../__generated__/InvoiceAdminList_query.graphql.ts';
import type { InvoiceAdminListPaginationQuery } from '../../__generated__/InvoiceAdminListPaginationQuery.graphql.ts';
import type { InvoiceAdminRow_invoice$key } from '../../__generated__/InvoiceAdminRow_invoice.graphql.ts';
import { EmptyState, type TableColumn } from '../../components/ui/index.ts';
import { formatDhakaDateTime } from '#shared/fiscal-year.ts';
import { AdminListTable } from '../catalog-admin/AdminListTable.tsx';
import { databaseId } from '../catalog-admin/admin-paths.ts';
import { FilterBar, FilterSelect } from '../catalog-admin/ListFilters.tsx';
import { ListSearchInput } from '../catalog-admin/ListSearchInput.tsx';
import { useRefetchOnChange } from '../catalog-admin/use-list-url.ts';

export const INVOICE_PAGE_SIZE = 20;

const COLUMNS: readonly (string | TableColumn)[] = ['Invoice', 'Issued', 'Order', 'Buyer', 'Channel', 'Credit notes', { label: 'Total', numeric: true }];

/** The list's variables from the address: ?q= (number or phone), ?channel=online|counter, ?credited=yes|no, and a fixed outlet. */
export function invoiceListVariables(search: URLSearchParams, outletCode?: string) {
  const channel = search.get('channel')?.toUpperCase();
  const credited = search.get('credited');
  return {
    filter: {
      search: search.get('q') || null,
      channel: channel === 'ONLINE' || channel === 'COUNTER' ? channel : null,
      credited: credited === 'yes' ? true : credited === 'no' ? false : null,
      outletCode: outletCode ?? null,
    },
  } as const;
}

/** Invoices, newest first: search by invoice or order number or phone, filters in the URL, total count and "Load more". */
export function InvoiceAdminList({ query }: { query: InvoiceAdminList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<InvoiceAdminListPaginationQuery, InvoiceAdminList_query$key>(
    graphql`
      fragment InvoiceAdminList_query on Query
      @refetchable(queryName: "InvoiceAdminListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, filter: { type: "AdminInvoiceFilter" }) {
        adminInvoices(first: $count, after: $cursor, filter: $filter) @connection(key: "InvoiceAdminList_adminInvoices") {
          totalCount
          edges {
            node {
              id
              ...InvoiceAdminRow_invoice
            }
          }
        }
      }
    `,
    query,
  );
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const searching = useRefetchOnChange(invoiceListVariables(searchParams), refetch, INVOICE_PAGE_SIZE);
  const set = (name: string, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const invoices = data.adminInvoices.edges;
  return (
    <div className="invoice-list">
      <FilterBar label="Invoice filters">
        <ListSearchInput label="Search invoices" placeholder="Invoice or order number, or phone" />
        <FilterSelect
          label="Channel"
          value={searchParams.get('channel') ?? ''}
          options={[
            { value: '', label: 'Online and counter' },
            { value: 'online', label: 'Online' },
            { value: 'counter', label: 'Shop counter' },
          ]}
          onChange={(value) => set('channel', value)}
        />
        <FilterSelect
          label="Credit notes"
          value={searchParams.get('credited') ?? ''}
          options={[
            { value: '', label: 'With or without' },
            { value: 'yes', label: 'With a credit note' },
            { value: 'no', label: 'Without' },
          ]}
          onChange={(value) => set('credited', value)}
        />
      </FilterBar>
      <AdminListTable
        label="Invoices"
        noun={{ one: 'invoice', many: 'invoices' }}
        shown={invoices.length}
        total={data.adminInvoices.totalCount}
        busy={searching}
        busyText="Searching…"
        empty={<EmptyState titleAs="p" title="No invoices match." />}
        columns={COLUMNS}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(INVOICE_PAGE_SIZE)}
      >
        {invoices.map(({ node }) => (
          <InvoiceAdminRow key={node.id} invoice={node} />
        ))}
      </AdminListTable>
    </div>
  );
}

function InvoiceAdminRow({ invoice: key }: { invoice: InvoiceAdminRow_invoice$key }) {
  const invoice = useFragment(
    graphql`
      fragment InvoiceAdminRow_invoice on Invoice {
        id
        number
        issuedAt
        orderNumber
        orderId
        channel
        outlet
        buyer {
          name
          phone
        }
        creditNotes {
          number
        }
        total {
          formatted
        }
      }
    `,
    key,
  );
  return (
    <tr>
      <th scope="row">
        <Link to={`/admin/invoice/${databaseId(invoice.id)}`}>{invoice.number}</Link>
      </th>
      <td>
        <time dateTime={invoice.issuedAt}>{formatDhakaDateTime(invoice.issuedAt)}</time>
      </td>
      <td>
        <Link to={`/admin/orders/${databaseId(invoice.orderId)}`}>{invoice.orderNumber}</Link>
      </td>
      <td>
        {invoice.buyer.name}
        <br />
        {invoice.buyer.phone}
      </td>
      <td>{invoice.channel === 'COUNTER' ? `Counter${invoice.outlet ? ` (${invoice.outlet})` : ''}` : 'Online'}</td>
      <td>{invoice.creditNotes.map((note) => note.number).join(', ') || '—'}</td>
      <td className="num">{invoice.total.formatted}</td>
    </tr>
  );
}
