import { startTransition, useEffect } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { UsersPage_roles$key } from '../../../__generated__/UsersPage_roles.graphql.ts';
import type { UsersPageQuery } from '../../../__generated__/UsersPageQuery.graphql.ts';
import type { UsersPageRolesQuery } from '../../../__generated__/UsersPageRolesQuery.graphql.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { UserList } from '../../../features/users/UserList.tsx';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query UsersPageQuery($search: String) {
    viewer {
      permissions
    }
    ...UserList_query @arguments(search: $search)
    ...UsersPage_roles
  }
`;

// `roles` is refused to viewers without users.manage (or authority.manage), and one refused root
// field fails the whole response; so the role list is fetched only for viewers who may edit roles.
const rolesFragment = graphql`
  fragment UsersPage_roles on Query
  @refetchable(queryName: "UsersPageRolesQuery")
  @argumentDefinitions(withRoles: { type: "Boolean", defaultValue: false }) {
    roles @include(if: $withRoles) {
      ...UserRolesEditor_roles
    }
  }
`;

/** `?q=` opens the list searched (the staff search links here with a phone, email or name). */
const searchOf = (searchParams: URLSearchParams) => searchParams.get('q')?.trim() || null;

export const loader = queryLoader<UsersPageQuery>(query, (_params, searchParams) => ({ search: searchOf(searchParams) }), 'network-only');

/** The staff user list (users.view); viewers with users.manage can also change each user's roles. */
export function Component() {
  const data = useRouteQuery<UsersPageQuery>(query);
  const [searchParams] = useSearchParams();
  const [roleOptions, refetchRoles] = useRefetchableFragment<UsersPageRolesQuery, UsersPage_roles$key>(rolesFragment, data);
  const canEditRoles = data.viewer?.permissions.includes('users.manage') ?? false;
  const rolesLoaded = roleOptions.roles != null;

  useEffect(() => {
    if (!canEditRoles || rolesLoaded) return;
    startTransition(() => {
      refetchRoles({ withRoles: true }, { fetchPolicy: 'store-or-network' });
    });
  }, [canEditRoles, rolesLoaded, refetchRoles]);

  return (
    <AdminPage title="Users">
      <UserList query={data} canEditRoles={canEditRoles} roles={roleOptions.roles ?? null} initialSearch={searchOf(searchParams) ?? ''} />
    </AdminPage>
  );
}
