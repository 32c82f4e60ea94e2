import { graphql } from 'react-relay';
import type { BookDetailPageQuery, BookDetailPageQuery$data } from '../../__generated__/BookDetailPageQuery.graphql.ts';
import { BookFacts } from '../../features/catalog/BookFacts.tsx';
import { ProductDescription } from '../../features/catalog/ProductFacts.tsx';
import { ProductHero } from '../../features/catalog/ProductHero.tsx';
import { ProductReviews } from '../../features/catalog/ProductReviews.tsx';
import { PurchaseArea } from '../../features/catalog/PurchaseArea.tsx';
import { SamplePages } from '../../features/catalog/SamplePages.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query BookDetailPageQuery($key: String!) {
    product(kind: BOOK, key: $key) {
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
          ...BookFacts_book @alias(as: "book")
        }
      }
    }
  }
`;

// Price, stock and the viewer's own review change: show what is cached at once, then refresh it.
export const loader = queryLoader<BookDetailPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

type Found = Extract<BookDetailPageQuery$data['product'], { __typename: 'QueryProductSuccess' }>['data'];

function BookView({ book }: { book: Found }) {
  usePageHead({ title: book.title });
  return (
    <article className="product-page product-page--book">
      <ProductHero product={book} purchase={<PurchaseArea productId={book.id} kind="BOOK" price={book.price.amount} available={book.inStock} />}>
        {book.book && <BookFacts book={book.book} />}
      </ProductHero>
      <ProductDescription text={book.description} heading="About this book" />
      <SamplePages product={book} />
      <ProductReviews product={book} />
    </article>
  );
}

/** /book/{slug or id}: a printed book with its details, sample pages and reviews; 404 when there is no such book. */
export function Component() {
  const { product } = useRouteQuery<BookDetailPageQuery>(query);
  if (product.__typename !== 'QueryProductSuccess' || product.data.__typename !== 'Book') return <NotFound />;
  return <BookView book={product.data} />;
}
