import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BookAdminFrame_book$key } from '../../__generated__/BookAdminFrame_book.graphql.ts';
import { usePageHead } from '../../lib/head.ts';
import { AdminPageHeader, AdminSubnav } from '../catalog-admin/AdminPageHeader.tsx';
import { bookLinks } from './books-area.ts';

interface BookAdminFrameProps {
  book: BookAdminFrame_book$key;
  /** The tab's name, for the document title (e.g. "Demo pages"). */
  tab: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of one book's screens: breadcrumb, the title as h1, its status and the tabs. */
export function BookAdminFrame({ book: key, tab, intro, children }: BookAdminFrameProps) {
  const book = useFragment(
    graphql`
      fragment BookAdminFrame_book on Book {
        id
        title
        published
        path
      }
    `,
    key,
  );
  usePageHead({ title: tab === 'Details' ? book.title : `${tab} · ${book.title}` });
  return (
    <div className="admin-page">
      <AdminPageHeader
        breadcrumb={[{ to: '/admin/books', label: 'Books' }]}
        title={book.title}
        actions={
          <>
            <span className={book.published ? 'status status--published' : 'status status--draft'}>
              {book.published ? 'Published' : 'Unpublished'}
            </span>
            {book.published && (
              <a href={book.path} className="button button--small" target="_blank" rel="noreferrer">
                View in shop
              </a>
            )}
          </>
        }
        intro={intro}
      />
      <AdminSubnav label="Book" links={bookLinks(book.id)} />
      {children}
    </div>
  );
}
