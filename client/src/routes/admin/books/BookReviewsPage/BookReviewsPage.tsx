import { graphql } from 'react-relay';
import { Navigate, useParams } from 'react-router';
import type { BookReviewsPageQuery } from '../../../../__generated__/BookReviewsPageQuery.graphql.ts';
import { BookAdminFrame } from '../../../../features/admin-books/BookAdminFrame.tsx';
import { databaseId, globalIdOf, isDatabaseId } from '../../../../features/catalog-admin/admin-paths.ts';
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

export const loader = queryLoader<BookReviewsPageQuery>(
  query,
  (params) => ({ key: params.id ?? '', productId: globalIdOf('Book', params.id ?? '') }),
  'store-and-network',
);

/** /admin/books/:id/reviews: this book's reviews by status, to approve or reject. */
export function Component() {
  const data = useRouteQuery<BookReviewsPageQuery>(query);
  const { id = '' } = useParams();
  const book = data.product.__typename === 'QueryProductSuccess' ? data.product.data.book : null;
  if (!book) return <NotFound />;
  // Opened by slug: the reviews are looked up by the book's id, so go to the address with it.
  if (!isDatabaseId(id)) return <Navigate to={`/admin/books/${databaseId(book.id)}/reviews`} replace />;
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
