import { graphql } from 'react-relay';
import type { EbookDetailPageQuery, EbookDetailPageQuery$data } from '../../__generated__/EbookDetailPageQuery.graphql.ts';
import { EbookFacts } from '../../features/catalog/EbookFacts.tsx';
import { ProductDescription } from '../../features/catalog/ProductFacts.tsx';
import { ProductHero } from '../../features/catalog/ProductHero.tsx';
import { ProductReviews } from '../../features/catalog/ProductReviews.tsx';
import { PurchaseArea } from '../../features/catalog/PurchaseArea.tsx';
import { SamplePages } from '../../features/catalog/SamplePages.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query EbookDetailPageQuery($key: String!) {
    product(kind: EBOOK, key: $key) {
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
          ...SamplePages_product
          ...ProductReviews_product
          ...EbookFacts_ebook @alias(as: "ebook")
        }
      }
    }
  }
`;

export const loader = queryLoader<EbookDetailPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

type Found = Extract<EbookDetailPageQuery$data['product'], { __typename: 'QueryProductSuccess' }>['data'];

function EbookView({ ebook }: { ebook: Found }) {
  usePageHead({ title: ebook.title });
  return (
    <article className="product-page product-page--ebook">
      <ProductHero product={ebook} purchase={<PurchaseArea productId={ebook.id} kind="EBOOK" price={ebook.price.amount} available={ebook.inStock} />}>
        {ebook.ebook && <EbookFacts ebook={ebook.ebook} />}
      </ProductHero>
      <ProductDescription text={ebook.description} heading="About this ebook" />
      <SamplePages product={ebook} />
      <ProductReviews product={ebook} />
    </article>
  );
}

/** /ebook/{slug or id}: an ebook with its free preview, details and reviews; 404 when there is no such ebook. */
export function Component() {
  const { product } = useRouteQuery<EbookDetailPageQuery>(query);
  if (product.__typename !== 'QueryProductSuccess' || product.data.__typename !== 'Ebook') return <NotFound />;
  return <EbookView ebook={product.data} />;
}
