import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ContentEditPageQuery } from '../../../../__generated__/ContentEditPageQuery.graphql.ts';
import { COURSES_LIST, courseLinks } from '../../../../features/admin-content/content-area.ts';
import { ContentForm } from '../../../../features/admin-content/ContentForm.tsx';
import { DeleteProductSection } from '../../../../features/catalog-admin/DeleteProductSection.tsx';
import { ProductAdminFrame } from '../../../../features/catalog-admin/ProductAdminFrame.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query ContentEditPageQuery($key: String!) {
    ...SectionSelect_query
    product(kind: CONTENT, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Content @alias(as: "content") {
            id
            title
            chapters {
              id
            }
            ...ProductAdminFrame_product
            ...ContentForm_content
          }
        }
      }
    }
  }
`;

export const loader = queryLoader<ContentEditPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

/** /admin/content/:id: every field of one course (id = its database id or slug), and deleting it. */
export function Component() {
  const data = useRouteQuery<ContentEditPageQuery>(query);
  const content = data.product.__typename === 'QueryProductSuccess' ? data.product.data.content : null;
  if (!content) return <NotFound />;
  const subnav = courseLinks(content.id);
  const chapters = content.chapters.length;
  return (
    <ProductAdminFrame
      product={content}
      list={COURSES_LIST}
      tab="Details"
      subnav={subnav}
      intro={
        <>
          {chapters === 0 ? 'No chapters yet. ' : `${chapters} chapter${chapters === 1 ? '' : 's'}. `}
          <Link to={subnav.links[1]!.to}>Edit the chapters and lessons</Link>.
        </>
      }
    >
      <ContentForm content={content} sections={data} />
      <DeleteProductSection id={content.id} title={content.title} noun="course" listPath={COURSES_LIST.to} />
    </ProductAdminFrame>
  );
}
