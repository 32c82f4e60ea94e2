import { graphql } from 'react-relay';
import type { BookDetailPageQuery } from '../../__generated__/BookDetailPageQuery.graphql.ts';
import { BookFacts } from '../../features/catalog/BookFacts.tsx';
import { ProductPage, productLoader, useRouteProduct } from '../../features/catalog/ProductPage.tsx';
import { SamplePages } from '../../features/catalog/SamplePages.tsx';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query BookDetailPageQuery($key: String!) {
    product(kind: BOOK, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          ...ProductPage_product
          ...SamplePages_product
          ...BookFacts_book @alias(as: "book")
        }
      }
    }
  }
`;

export const loader = productLoader<BookDetailPageQuery>(query);

/** /book/{slug or id}: a printed book with its details, sample pages and reviews; 404 when there is no such book. */
export function Component() {
  const book = useRouteProduct<BookDetailPageQuery>(query, 'Book');
  if (!book) return <NotFound />;
  return (
    <ProductPage product={book} facts={book.book && <BookFacts book={book.book} />} descriptionHeading="About this book">
      <SamplePages product={book} />
    </ProductPage>
  );
}
