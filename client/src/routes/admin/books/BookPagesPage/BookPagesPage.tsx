import { graphql } from 'react-relay';
import type { BookPagesPageQuery } from '../../../../__generated__/BookPagesPageQuery.graphql.ts';
import { BookAdminFrame } from '../../../../features/admin-books/BookAdminFrame.tsx';
import { ProductPagesEditor, type PageKind } from '../../../../features/catalog-admin/ProductPagesEditor.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query BookPagesPageQuery($key: String!) {
    product(kind: BOOK, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Book @alias(as: "book") {
            ...BookAdminFrame_book
            ...ProductPagesEditor_product
          }
        }
      }
    }
  }
`;

const TABS: Record<PageKind, { tab: string; intro: string }> = {
  DEMO: {
    tab: 'Demo pages',
    intro: 'Sample pages shoppers can look through on the book’s page before buying, in this order.',
  },
  PAGE: {
    tab: 'Pages',
    intro: 'Images of the book’s pages for staff (checking a print run, answering a customer). Shoppers never see them.',
  },
};

function BookPagesPage({ kind }: { kind: PageKind }) {
  const data = useRouteQuery<BookPagesPageQuery>(query);
  const book = data.product.__typename === 'QueryProductSuccess' ? data.product.data.book : null;
  if (!book) return <NotFound />;
  return (
    <BookAdminFrame book={book} tab={TABS[kind].tab} intro={TABS[kind].intro}>
      <ProductPagesEditor product={book} kind={kind} />
    </BookAdminFrame>
  );
}

/** The route module of /admin/books/:id/demo (DEMO) or /admin/books/:id/pages (PAGE). */
export function pagesRoute(kind: PageKind) {
  return {
    Component: () => <BookPagesPage kind={kind} />,
    loader: queryLoader<BookPagesPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network'),
  };
}
