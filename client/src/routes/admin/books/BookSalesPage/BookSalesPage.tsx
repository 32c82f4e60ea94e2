import { graphql } from 'react-relay';
import type { BookSalesPageQuery } from '../../../../__generated__/BookSalesPageQuery.graphql.ts';
import { BookAdminFrame } from '../../../../features/admin-books/BookAdminFrame.tsx';
import { productSubPageVariables, useProductSubPageGuard } from '../../../../features/catalog-admin/product-sub-page.tsx';
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

export const loader = queryLoader<BookSalesPageQuery>(query, productSubPageVariables('Book'), 'network-only');

/** /admin/books/:id/sales: units sold, revenue and orders of this book. */
export function Component() {
  const data = useRouteQuery<BookSalesPageQuery>(query);
  const book = data.product.__typename === 'QueryProductSuccess' ? data.product.data.book : null;
  const guard = useProductSubPageGuard(book, <NotFound />);
  if (guard || !book) return guard;
  return (
    <BookAdminFrame book={book} tab="Sales">
      <ProductSalesFigures sales={data.productSales} noun="book" />
    </BookAdminFrame>
  );
}
