import { Suspense } from 'react';
import { graphql, loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { AuthorsPageQuery } from '../../../../__generated__/AuthorsPageQuery.graphql.ts';
import { AuthorAdminList, authorSearchOf } from '../../../../features/admin-books/AuthorAdminList.tsx';
import { BOOKS_AREA_LINKS } from '../../../../features/admin-books/books-area.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query AuthorsPageQuery($search: String) {
    ...AuthorAdminList_query @arguments(search: $search)
  }
`;

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadQuery<AuthorsPageQuery>(relayEnvironment, query, { search: authorSearchOf(new URL(request.url).searchParams) }, {
    fetchPolicy: 'store-and-network',
  });
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/books/authors: the shop's authors, to add, edit and delete. */
export function Component() {
  return (
    <AdminPage
      title="Authors"
      intro="Authors appear on book and ebook pages and have their own page in the shop (/author/…). An author can be deleted only once no product names them."
      subnav={{ label: 'Books area', links: BOOKS_AREA_LINKS }}
    >
      <Suspense fallback={<ProductTableSkeleton />}>
        <Authors />
      </Suspense>
    </AdminPage>
  );
}

function Authors() {
  return <AuthorAdminList query={useRouteQuery<AuthorsPageQuery>(query)} />;
}
