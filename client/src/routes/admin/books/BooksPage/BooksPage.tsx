import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { BooksPageQuery } from '../../../../__generated__/BooksPageQuery.graphql.ts';
import { AdminPageHeader, AdminSubnav } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { adminListLoader, keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductAdminFilters, useClearListFilters } from '../../../../features/catalog-admin/ProductAdminFilters.tsx';
import { ProductAdminTable, ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { BOOKS_AREA_LINKS } from '../../../../features/admin-books/books-area.ts';
import { usePageHead } from '../../../../lib/head.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';
import '../../admin.css';

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
  usePageHead({ title: 'Books' });
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Books"
        actions={
          <Link to="/admin/books/create" className="button button--primary">
            New book
          </Link>
        }
      />
      <AdminSubnav label="Books area" links={BOOKS_AREA_LINKS} />
      <Suspense fallback={<ProductTableSkeleton />}>
        <BookList />
      </Suspense>
    </div>
  );
}

// The page's frame shows at once; the list (and its filters, which need the sections) once the query answers.
function BookList() {
  const data = useRouteQuery<BooksPageQuery>(query);
  const clearFilters = useClearListFilters();
  return (
    <>
      <ProductAdminFilters sections={data} searchLabel="Search books" searchPlaceholder="Title, author, ISBN or publisher" />
      <ProductAdminTable
        query={data}
        kinds={KINDS}
        noun={{ one: 'book', many: 'books' }}
        onClearFilters={clearFilters}
        emptyText={
          <p>
            No books yet. <Link to="/admin/books/create">Add the first book</Link>.
          </p>
        }
      />
    </>
  );
}
