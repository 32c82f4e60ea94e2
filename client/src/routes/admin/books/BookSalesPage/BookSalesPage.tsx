import { graphql } from 'react-relay';
import { Navigate, useParams } from 'react-router';
import type { BookSalesPageQuery } from '../../../../__generated__/BookSalesPageQuery.graphql.ts';
import { BookAdminFrame } from '../../../../features/admin-books/BookAdminFrame.tsx';
import { databaseId, globalIdOf, isDatabaseId } from '../../../../features/catalog-admin/admin-paths.ts';
import { ProductSalesFigures } from '../../../../features/catalog-admin/ProductSalesFigures.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query BookSalesPageQuery($key: String!, $productId: ID!) {
    product(kind: BOOK, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Book @alias(as: "book") {
            id
            ...BookAdminFrame_book
          }
        }
      }
    }
    productSales(productId: $productId) {
      ...ProductSalesFigures_sales
    }
  }
`;

export const loader = queryLoader<BookSalesPageQuery>(
  query,
  (params) => ({ key: params.id ?? '', productId: globalIdOf('Book', params.id ?? '') }),
  'network-only',
);

/** /admin/books/:id/sales: units sold, revenue and orders of this book. */
export function Component() {
  const data = useRouteQuery<BookSalesPageQuery>(query);
  const { id = '' } = useParams();
  const book = data.product.__typename === 'QueryProductSuccess' ? data.product.data.book : null;
  if (!book) return <NotFound />;
  if (!isDatabaseId(id)) return <Navigate to={`/admin/books/${databaseId(book.id)}/sales`} replace />;
  return (
    <BookAdminFrame book={book} tab="Sales">
      <ProductSalesFigures sales={data.productSales} noun="book" />
    </BookAdminFrame>
  );
}
