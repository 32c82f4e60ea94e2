import { graphql } from 'react-relay';
import type { ContentDetailPageQuery } from '../../__generated__/ContentDetailPageQuery.graphql.ts';
import { CourseFacts, CourseOutline } from '../../features/catalog/CourseOutline.tsx';
import { ProductPage, productLoader, useRouteProduct } from '../../features/catalog/ProductPage.tsx';
import { useT } from '../../i18n/i18n.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query ContentDetailPageQuery($key: String!) {
    product(kind: CONTENT, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          ...ProductPage_product
          ...CourseFacts_content @alias(as: "facts")
          ...CourseOutline_content @alias(as: "outline")
        }
      }
    }
  }
`;

export const loader = productLoader<ContentDetailPageQuery>(query, 'CONTENT');

/** /content/{slug or id}: a course with its batch, instructor and chapter outline; 404 when there is no such course. */
export function Component() {
  const course = useRouteProduct<ContentDetailPageQuery>(query, 'Content');
  const t = useT();
  if (!course) return <NotFound />;
  return (
    <ProductPage product={course} facts={course.facts && <CourseFacts content={course.facts} />} descriptionHeading={t('product.about.course')}>
      {course.outline && <CourseOutline content={course.outline} />}
    </ProductPage>
  );
}
