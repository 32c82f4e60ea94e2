import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { EbookEditionsPageQuery } from '../../../../__generated__/EbookEditionsPageQuery.graphql.ts';
import { BOOKS_AREA_LINKS } from '../../../../features/admin-books/books-area.ts';
import { EbookEditionList } from '../../../../features/admin-books/EbookEditionList.tsx';
import { EbookFileProblems } from '../../../../features/admin-ebook-files/EbookFileProblems.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { adminListLoader, keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductAdminFilters, useClearListFilters } from '../../../../features/catalog-admin/ProductAdminFilters.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query EbookEditionsPageQuery($filter: AdminProductFilter, $sort: ProductSort) {
    ...SectionSelect_query
    ...EbookEditionList_query @arguments(filter: $filter, sort: $sort)
  }
`;

export const loader = adminListLoader<EbookEditionsPageQuery>(query, ['BOOK']);
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/books/ebooks: the printed books with their ebook (digital) editions, from the books side. */
export function Component() {
  return (
    <AdminPage
      title="Ebook editions"
      intro="Printed books and their digital (ebook) editions: find a book and open its ebook edition, or add one already linked to it. Ebooks that are not editions of a printed book, and new ebooks of any kind, are under All ebooks (/admin/ebook). Only published ebook editions are listed here."
      subnav={{ label: 'Books area', links: BOOKS_AREA_LINKS }}
    >
      <Suspense fallback={<ProductTableSkeleton />}>
        <Editions />
      </Suspense>
      <EbookFileProblems />
    </AdminPage>
  );
}

function Editions() {
  const data = useRouteQuery<EbookEditionsPageQuery>(query);
  const clearFilters = useClearListFilters();
  return (
    <>
      <ProductAdminFilters sections={data} searchLabel="Search books" searchPlaceholder="Title, author, ISBN or publisher" lowStock={false} />
      <EbookEditionList query={data} onClearFilters={clearFilters} />
    </>
  );
}
