import { graphql } from 'react-relay';
import type { StationeryCreatePageQuery } from '../../../../__generated__/StationeryCreatePageQuery.graphql.ts';
import { STATIONERY_LIST } from '../../../../features/admin-stationery/stationery-area.ts';
import { StationeryForm } from '../../../../features/admin-stationery/StationeryForm.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query StationeryCreatePageQuery {
    ...SectionSelect_query
  }
`;

export const loader = queryLoader<StationeryCreatePageQuery>(query);

/** /admin/stationary/create: a new stationery item (pens, notebooks …), with variants when it has them. */
export function Component() {
  const data = useRouteQuery<StationeryCreatePageQuery>(query);
  return (
    <AdminPage
      breadcrumb={[STATIONERY_LIST]}
      title="New stationery item"
      intro="Add a pen, notebook, geometry box … Give it variants when it comes in colours or rulings with their own stock."
    >
      <StationeryForm stationery={null} sections={data} />
    </AdminPage>
  );
}
