import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CustomersPageQuery } from '../../../__generated__/CustomersPageQuery.graphql.ts';
import { Button, EmptyState, Input, Table, TableHead } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
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
  const [search, setSearch] = useState(searched);
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/agent/customers?q=${encodeURIComponent(search.trim())}`);
  };
  const customers = data.supportCustomers ?? [];
  return (
    <AdminPage title="Customers" subnav={SUPPORT_SUBNAV} intro="Type a phone number (01…, +880…, with spaces or dashes), an email, a name or an order number (PG-…).">
      <form role="search" aria-label="Find a customer" className="support-filters" onSubmit={onSubmit}>
        <Input aria-label="Phone, email, name or order number" type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <Button type="submit" variant="primary">
          Find
        </Button>
      </form>
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
