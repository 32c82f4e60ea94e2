import { graphql } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { CustomersPageQuery } from '../../../__generated__/CustomersPageQuery.graphql.ts';
import { EmptyState, Table, TableHead } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { FilterBar } from '../../../features/catalog-admin/ListFilters.tsx';
import { ListSearchInput } from '../../../features/catalog-admin/ListSearchInput.tsx';
import { SUPPORT_SUBNAV } from '../../../features/support/support-area.ts';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query CustomersPageQuery($search: String!, $hasSearch: Boolean!) {
    supportCustomers(search: $search) @include(if: $hasSearch) {
      id
      name
      phone
      email
      hscBatch
    }
  }
`;

const searchOf = (searchParams: URLSearchParams) => searchParams.get('q')?.trim() ?? '';

export const loader = queryLoader<CustomersPageQuery>(
  query,
  (_params, searchParams) => ({ search: searchOf(searchParams), hasSearch: searchOf(searchParams) !== '' }),
  'network-only',
);

const COLUMNS = ['Name', 'Phone', 'Email', 'HSC batch'];

/** /agent/customers: find a customer by phone (any Bangladeshi format), email, name or order number. */
export function Component() {
  const data = useRouteQuery<CustomersPageQuery>(query);
  const [searchParams] = useSearchParams();
  const searched = searchOf(searchParams);
  const customers = data.supportCustomers ?? [];
  return (
    <AdminPage title="Customers" subnav={SUPPORT_SUBNAV} intro="Type a phone number (01…, +880…, with spaces or dashes), an email, a name or an order number (PG-…).">
      <FilterBar label="Find a customer">
        <ListSearchInput label="Phone, email, name or order number" placeholder="01712-345678, name@example.com, PG-2026-000001" />
      </FilterBar>
      {searched &&
        (customers.length === 0 ? (
          <EmptyState titleAs="p" title={`No customer matches “${searched}”.`} />
        ) : (
          <Table dense aria-label="Customers found">
            <TableHead columns={COLUMNS} />
            <tbody>
              {customers.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to={`/agent/customers/${encodeURIComponent(c.id)}`}>{c.name || 'No name'}</Link>
                  </th>
                  <td>{c.phone ?? '—'}</td>
                  <td>{c.email ?? '—'}</td>
                  <td>{c.hscBatch ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
    </AdminPage>
  );
}
