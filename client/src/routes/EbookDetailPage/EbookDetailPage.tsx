import { graphql } from 'react-relay';
import type { EbookDetailPageQuery } from '../../__generated__/EbookDetailPageQuery.graphql.ts';
import { EbookFacts } from '../../features/catalog/EbookFacts.tsx';
import { ProductPage, productLoader, useRouteProduct } from '../../features/catalog/ProductPage.tsx';
import { SamplePages } from '../../features/catalog/SamplePages.tsx';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query EbookDetailPageQuery($key: String!) {
    product(kind: EBOOK, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          ...ProductPage_product
          ...SamplePages_product
          ...EbookFacts_ebook @alias(as: "ebook")
        }
      }
    }
  }
`;

export const loader = productLoader<EbookDetailPageQuery>(query);

/** /ebook/{slug or id}: an ebook with its free preview, details and reviews; 404 when there is no such ebook. */
export function Component() {
  const ebook = useRouteProduct<EbookDetailPageQuery>(query, 'Ebook');
  if (!ebook) return <NotFound />;
  return (
    <ProductPage product={ebook} facts={ebook.ebook && <EbookFacts ebook={ebook.ebook} />} descriptionHeading="About this ebook">
      <SamplePages product={ebook} />
    </ProductPage>
  );
}
