import { graphql } from 'react-relay';
import type { ContentCreatePageQuery } from '../../../../__generated__/ContentCreatePageQuery.graphql.ts';
import { COURSES_LIST } from '../../../../features/admin-content/content-area.ts';
import { ContentForm } from '../../../../features/admin-content/ContentForm.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query ContentCreatePageQuery {
    ...SectionSelect_query
  }
`;

export const loader = queryLoader<ContentCreatePageQuery>(query);

/** /admin/content/create: a new course; once created its edit page opens (then its chapters). */
export function Component() {
  const data = useRouteQuery<ContentCreatePageQuery>(query);
  return (
    <AdminPage
      breadcrumb={[COURSES_LIST]}
      title="New course"
      intro="Add a course for an HSC batch. After it is created you can add its chapters and lessons."
    >
      <ContentForm content={null} sections={data} />
    </AdminPage>
  );
}
