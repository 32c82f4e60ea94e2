import { databaseId } from '../catalog-admin/admin-paths.ts';

/** The screens of the books area, as the tabs under its title. */
export const BOOKS_AREA_LINKS = [
  { to: '/admin/books', label: 'Books' },
  { to: '/admin/books/authors', label: 'Authors' },
  { to: '/admin/books/ebooks', label: 'Ebook editions' },
  { to: '/admin/ebook', label: 'All ebooks' },
] as const;

/** The screens of one book (its sub-navigation), for the book with this global or database id. */
export function bookLinks(id: string) {
  const base = `/admin/books/${encodeURIComponent(databaseId(id))}`;
  return [
    { to: base, label: 'Details' },
    { to: `${base}/demo`, label: 'Demo pages' },
    { to: `${base}/pages`, label: 'Pages' },
    { to: `${base}/reviews`, label: 'Reviews' },
    { to: `${base}/sales`, label: 'Sales' },
  ];
}
