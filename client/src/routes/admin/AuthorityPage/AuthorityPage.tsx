import { graphql } from 'react-relay';
import type { AuthorityPageQuery } from '../../../__generated__/AuthorityPageQuery.graphql.ts';
import { AuthorityMatrix } from '../../../features/authority/AuthorityMatrix.tsx';
import { usePageHead } from '../../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';
import '../admin.css';

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
  usePageHead({ title: 'Authority' });
  return (
    <div className="admin-page">
      <h1>Authority</h1>
      <p className="admin-page__intro">Choose what each role may do, then save that role. Unsaved changes are highlighted.</p>
      <AuthorityMatrix roles={data.roles} permissions={data.permissions} />
    </div>
  );
}
