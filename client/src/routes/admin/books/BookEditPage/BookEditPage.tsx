import { graphql } from 'react-relay';
import type { BookEditPageQuery } from '../../../../__generated__/BookEditPageQuery.graphql.ts';
import { BookAdminFrame } from '../../../../features/admin-books/BookAdminFrame.tsx';
import { BookForm } from '../../../../features/admin-books/BookForm.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query BookEditPageQuery($key: String!) {
    ...SectionSelect_query
    product(kind: BOOK, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Book @alias(as: "book") {
            ...BookAdminFrame_book
            ...BookForm_book
          }
        }
      }
    }
  }
`;

export const loader = queryLoader<BookEditPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

/** /admin/books/:id: every field of one book (id = its database id or slug). */
export function Component() {
  const data = useRouteQuery<BookEditPageQuery>(query);
  const book = data.product.__typename === 'QueryProductSuccess' ? data.product.data.book : null;
  if (!book) return <NotFound />;
  return (
    <BookAdminFrame book={book} tab="Details">
      <BookForm book={book} sections={data} />
    </BookAdminFrame>
  );
}
