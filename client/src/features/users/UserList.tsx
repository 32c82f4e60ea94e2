import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { UserList_query$key } from '../../__generated__/UserList_query.graphql.ts';
import type { UserListPaginationQuery } from '../../__generated__/UserListPaginationQuery.graphql.ts';
import type { UserRolesEditor_roles$key } from '../../__generated__/UserRolesEditor_roles.graphql.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { USER_COLUMNS, UserRow } from './UserRow.tsx';
import { Button } from '../../components/ui/index.ts';

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
      <div className="user-list__toolbar">
        <input
          type="search"
          className="input"
          aria-label="Search users"
          placeholder="Name, phone or email"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            search(event.target.value);
          }}
        />
        {searching && (
          <span className="user-list__status" role="status">
            Searching…
          </span>
        )}
      </div>
      {users.length === 0 ? (
        <p className="empty-state">{searched ? `No users match “${searched}”.` : 'No users yet.'}</p>
      ) : (
        <table className="data-table" aria-busy={searching}>
          <thead>
            <tr>
              {USER_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              {canEditRoles && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {users.map(({ node }) => (
              <UserRow key={node.id} user={node} canEditRoles={canEditRoles} roles={roles} />
            ))}
          </tbody>
        </table>
      )}
      {hasNext && (
        <Button onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
