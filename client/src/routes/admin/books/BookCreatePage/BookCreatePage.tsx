import { graphql } from 'react-relay';
import type { BookCreatePageQuery } from '../../../../__generated__/BookCreatePageQuery.graphql.ts';
import { BookForm } from '../../../../features/admin-books/BookForm.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query BookCreatePageQuery {
    ...SectionSelect_query
  }
`;

export const loader = queryLoader<BookCreatePageQuery>(query);

/** /admin/books/create: a new printed book; once created its edit page opens (demo pages, pages …). */
export function Component() {
  const data = useRouteQuery<BookCreatePageQuery>(query);
  return (
    <AdminPage
      breadcrumb={[{ to: '/admin/books', label: 'Books' }]}
      title="New book"
      intro="Add a printed book. After it is created you can add its demo pages, page images and see its reviews and sales."
    >
      <BookForm book={null} sections={data} />
    </AdminPage>
  );
}
