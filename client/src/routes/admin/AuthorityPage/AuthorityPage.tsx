import { graphql } from 'react-relay';
import type { AuthorityPageQuery } from '../../../__generated__/AuthorityPageQuery.graphql.ts';
import { AuthorityMatrix } from '../../../features/authority/AuthorityMatrix.tsx';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query AuthorityPageQuery {
    roles {
      ...AuthorityMatrix_roles
    }
    permissions {
      ...AuthorityMatrix_permissions
    }
  }
`;

export const loader = queryLoader<AuthorityPageQuery>(query, undefined, 'network-only');

/** Which permissions each role holds (authority.manage). */
export function Component() {
  const data = useRouteQuery<AuthorityPageQuery>(query);
  return (
    <AdminPage title="Authority" intro="Choose what each role may do, then save that role. Unsaved changes are highlighted.">
      <AuthorityMatrix roles={data.roles} permissions={data.permissions} />
    </AdminPage>
  );
}
