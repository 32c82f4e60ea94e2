import { graphql } from 'react-relay';
import type { BookReviewsPageQuery } from '../../../../__generated__/BookReviewsPageQuery.graphql.ts';
import { BookAdminFrame } from '../../../../features/admin-books/BookAdminFrame.tsx';
import { productSubPageVariables, useProductSubPageGuard } from '../../../../features/catalog-admin/product-sub-page.tsx';
import { ReviewModerationList } from '../../../../features/catalog-admin/ReviewModerationList.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query BookReviewsPageQuery($key: String!, $productId: ID!) {
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
    ...ReviewModerationList_query @arguments(productId: $productId)
  }
`;

export const loader = queryLoader<BookReviewsPageQuery>(query, productSubPageVariables('Book'), 'store-and-network');

/** /admin/books/:id/reviews: this book's reviews by status, to approve or reject. */
export function Component() {
  const data = useRouteQuery<BookReviewsPageQuery>(query);
  const book = data.product.__typename === 'QueryProductSuccess' ? data.product.data.book : null;
  const guard = useProductSubPageGuard(book, <NotFound />);
  if (guard || !book) return guard;
  return (
    <BookAdminFrame
      book={book}
      tab="Reviews"
      intro="Reviews show on the book’s page once approved. Approve or reject pending ones; the book’s rating counts approved reviews only."
    >
      <ReviewModerationList query={data} />
    </BookAdminFrame>
  );
}
