import { graphql } from 'react-relay';
import type { ContentCreatePageQuery } from '../../../../__generated__/ContentCreatePageQuery.graphql.ts';
import { COURSES_LIST } from '../../../../features/admin-content/content-area.ts';
import { ContentForm } from '../../../../features/admin-content/ContentForm.tsx';
import { AdminPageHeader } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { usePageHead } from '../../../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import '../../admin.css';

const query = graphql`
  query ContentCreatePageQuery {
    ...SectionSelect_query
  }
`;

export const loader = queryLoader<ContentCreatePageQuery>(query);

/** /admin/content/create: a new course; once created its edit page opens (then its chapters). */
export function Component() {
  const data = useRouteQuery<ContentCreatePageQuery>(query);
  usePageHead({ title: 'New course' });
  return (
    <div className="admin-page">
      <AdminPageHeader
        breadcrumb={[COURSES_LIST]}
        title="New course"
        intro="Add a course for an HSC batch. After it is created you can add its chapters and lessons."
      />
      <ContentForm content={null} sections={data} />
    </div>
  );
}
