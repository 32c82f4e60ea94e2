import { BOOKS_AREA_LINKS } from '../../../../features/admin-books/books-area.ts';
import { productListRoute } from '../../../../features/catalog-admin/ProductListPage.tsx';

/** /admin/books: every printed book, unpublished too, with search, filters, sort and bulk publishing. */
export const { loader, shouldRevalidate, Component } = productListRoute({
  kinds: ['BOOK'],
  title: 'Books',
  noun: { one: 'book', many: 'books' },
  create: { to: '/admin/books/create', label: 'New book' },
  searchLabel: 'Search books',
  searchPlaceholder: 'Title, author, ISBN or publisher',
  subnav: { label: 'Books area', links: BOOKS_AREA_LINKS },
});
