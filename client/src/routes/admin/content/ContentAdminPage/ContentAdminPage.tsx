import { graphql } from 'react-relay';
import type { ContentAdminPageQuery } from '../../../../__generated__/ContentAdminPageQuery.graphql.ts';
import { adminListLoader, keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductListPage } from '../../../../features/catalog-admin/ProductListPage.tsx';

const query = graphql`
  query ContentAdminPageQuery($filter: AdminProductFilter, $sort: ProductSort) {
    ...SectionSelect_query
    ...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)
  }
`;

const KINDS = ['CONTENT'] as const;

export const loader = adminListLoader<ContentAdminPageQuery>(query, KINDS);
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/content: every course, unpublished too, with search, filters, sort and bulk publishing. */
export function Component() {
  return (
    <ProductListPage
      query={query}
      kinds={KINDS}
      title="Courses"
      noun={{ one: 'course', many: 'courses' }}
      create={{ to: '/admin/content/create', label: 'New course' }}
      searchLabel="Search courses"
      searchPlaceholder="Title, instructor, author or slug"
      intro="Course content for HSC batches: each course has ordered chapters of ordered lessons (videos, PDFs, text, quizzes)."
    />
  );
}
