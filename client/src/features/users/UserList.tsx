import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { UserList_query$key } from '../../__generated__/UserList_query.graphql.ts';
import type { UserListPaginationQuery } from '../../__generated__/UserListPaginationQuery.graphql.ts';
import type { UserRolesEditor_roles$key } from '../../__generated__/UserRolesEditor_roles.graphql.ts';
import { EmptyState, Input, Pagination, Table, TableHead } from '../../components/ui/index.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { FilterBar } from '../catalog-admin/ListFilters.tsx';
import { USER_COLUMNS, UserRow } from './UserRow.tsx';

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

interface UserListProps {
  query: UserList_query$key;
  /** Whether the viewer may change roles (users.manage). */
  canEditRoles: boolean;
  /** Every role there is, for the roles editor; null while they load. */
  roles: UserRolesEditor_roles$key | null;
  /** The search the page opened with (its `?q=`). */
  initialSearch?: string;
}

/** Every account, newest first: a search box, the table and "Load more". */
export function UserList({ query, canEditRoles, roles, initialSearch = '' }: UserListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<UserListPaginationQuery, UserList_query$key>(
    graphql`
      fragment UserList_query on Query
      @refetchable(queryName: "UserListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        users(first: $count, after: $cursor, search: $search) @connection(key: "UserList_users") {
          edges {
            node {
              id
              ...UserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const [term, setTerm] = useState(initialSearch);
  const [searched, setSearched] = useState(initialSearch);
  const [searching, startSearch] = useTransition();
  const search = useDebouncedCallback((value: string) => {
    const next = value.trim();
    if (next === searched) return;
    setSearched(next);
    startSearch(() => {
      refetch({ search: next || null }, { fetchPolicy: 'store-or-network' });
    });
  }, SEARCH_DELAY_MS);

  const users = data.users.edges;
  return (
    <div className="user-list">
      <FilterBar label="User search">
        <div className="list-filters__search">
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Name, phone or email"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              search(event.target.value);
            }}
          />
        </div>
        {searching && <p role="status">Searching…</p>}
      </FilterBar>
      {users.length === 0 ? (
        <EmptyState titleAs="p" title={searched ? `No users match “${searched}”.` : 'No users yet.'} />
      ) : (
        <Table busy={searching} dense aria-label="Users">
          <TableHead columns={canEditRoles ? [...USER_COLUMNS, { label: 'Actions', hidden: true }] : USER_COLUMNS} />
          <tbody>
            {users.map(({ node }) => (
              <UserRow key={node.id} user={node} canEditRoles={canEditRoles} roles={roles} />
            ))}
          </tbody>
        </Table>
      )}
      <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
