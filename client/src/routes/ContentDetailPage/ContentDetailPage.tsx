import { graphql } from 'react-relay';
import type { ContentDetailPageQuery, ContentDetailPageQuery$data } from '../../__generated__/ContentDetailPageQuery.graphql.ts';
import { CourseFacts, CourseOutline } from '../../features/catalog/CourseOutline.tsx';
import { ProductDescription } from '../../features/catalog/ProductFacts.tsx';
import { ProductHero } from '../../features/catalog/ProductHero.tsx';
import { ProductReviews } from '../../features/catalog/ProductReviews.tsx';
import { PurchaseArea } from '../../features/catalog/PurchaseArea.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query ContentDetailPageQuery($key: String!) {
    product(kind: CONTENT, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          id
          title
          description
          inStock
          price {
            amount
          }
          ...ProductHero_product
          ...ProductReviews_product
          ...CourseFacts_content @alias(as: "facts")
          ...CourseOutline_content @alias(as: "outline")
        }
      }
    }
  }
`;

export const loader = queryLoader<ContentDetailPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

type Found = Extract<ContentDetailPageQuery$data['product'], { __typename: 'QueryProductSuccess' }>['data'];

function CourseView({ course }: { course: Found }) {
  usePageHead({ title: course.title });
  return (
    <article className="product-page product-page--content">
      <ProductHero product={course} purchase={<PurchaseArea productId={course.id} kind="CONTENT" price={course.price.amount} available={course.inStock} />}>
        {course.facts && <CourseFacts content={course.facts} />}
      </ProductHero>
      <ProductDescription text={course.description} heading="About this course" />
      {course.outline && <CourseOutline content={course.outline} />}
      <ProductReviews product={course} />
    </article>
  );
}

/** /content/{slug or id}: a course with its batch, instructor and chapter outline; 404 when there is no such course. */
export function Component() {
  const { product } = useRouteQuery<ContentDetailPageQuery>(query);
  if (product.__typename !== 'QueryProductSuccess' || product.data.__typename !== 'Content') return <NotFound />;
  return <CourseView course={product.data} />;
}
