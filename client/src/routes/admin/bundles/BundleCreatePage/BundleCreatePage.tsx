import { graphql } from 'react-relay';
import type { BundleCreatePageQuery } from '../../../../__generated__/BundleCreatePageQuery.graphql.ts';
import { BundleForm } from '../../../../features/admin-bundles/BundleForm.tsx';
import { BUNDLES_LIST } from '../../../../features/admin-bundles/bundles-area.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query BundleCreatePageQuery {
    ...SectionSelect_query
  }
`;

export const loader = queryLoader<BundleCreatePageQuery>(query);

/** /admin/bundles/create: a new bundle of products for one price; once created its edit page opens. */
export function Component() {
  const data = useRouteQuery<BundleCreatePageQuery>(query);
  return (
    <AdminPage
      breadcrumb={[BUNDLES_LIST]}
      title="New bundle"
      intro="Put books, ebooks, stationery or courses together for one price and an exam year."
    >
      <BundleForm bundle={null} sections={data} />
    </AdminPage>
  );
}
