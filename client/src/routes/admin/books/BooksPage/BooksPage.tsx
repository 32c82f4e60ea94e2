import { graphql } from 'react-relay';
import type { BooksPageQuery } from '../../../../__generated__/BooksPageQuery.graphql.ts';
import { adminListLoader, keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductListPage } from '../../../../features/catalog-admin/ProductListPage.tsx';
import { BOOKS_AREA_LINKS } from '../../../../features/admin-books/books-area.ts';

const query = graphql`
  query BooksPageQuery($filter: AdminProductFilter, $sort: ProductSort) {
    ...SectionSelect_query
    ...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)
  }
`;

const KINDS = ['BOOK'] as const;

export const loader = adminListLoader<BooksPageQuery>(query, KINDS);
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/books: every printed book, unpublished too, with search, filters, sort and bulk publishing. */
export function Component() {
  return (
    <ProductListPage
      query={query}
      kinds={KINDS}
      title="Books"
      noun={{ one: 'book', many: 'books' }}
      create={{ to: '/admin/books/create', label: 'New book' }}
      searchLabel="Search books"
      searchPlaceholder="Title, author, ISBN or publisher"
      subnav={{ label: 'Books area', links: BOOKS_AREA_LINKS }}
    />
  );
}
