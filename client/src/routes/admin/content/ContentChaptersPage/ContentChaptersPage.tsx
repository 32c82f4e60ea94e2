import { graphql } from 'react-relay';
import type { ContentChaptersPageQuery } from '../../../../__generated__/ContentChaptersPageQuery.graphql.ts';
import { COURSES_LIST, courseLinks } from '../../../../features/admin-content/content-area.ts';
import { CourseChaptersEditor } from '../../../../features/admin-content/CourseChaptersEditor.tsx';
import { ProductAdminFrame } from '../../../../features/catalog-admin/ProductAdminFrame.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query ContentChaptersPageQuery($key: String!) {
    product(kind: CONTENT, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Content @alias(as: "content") {
            id
            ...ProductAdminFrame_product
            ...CourseChaptersEditor_content
          }
        }
      }
    }
  }
`;

export const loader = queryLoader<ContentChaptersPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

/** /admin/content/:id/chapters: the course's chapters and their lessons, in order. */
export function Component() {
  const data = useRouteQuery<ContentChaptersPageQuery>(query);
  const content = data.product.__typename === 'QueryProductSuccess' ? data.product.data.content : null;
  if (!content) return <NotFound />;
  return (
    <ProductAdminFrame
      product={content}
      list={COURSES_LIST}
      tab="Chapters and lessons"
      subnav={courseLinks(content.id)}
      intro="The course’s outline as buyers see it: chapters in order, each with its lessons in order. Every change is saved at once."
    >
      <CourseChaptersEditor content={content} />
    </ProductAdminFrame>
  );
}
