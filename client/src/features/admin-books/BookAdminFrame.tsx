import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BookAdminFrame_book$key } from '../../__generated__/BookAdminFrame_book.graphql.ts';
import { ProductAdminFrame } from '../catalog-admin/ProductAdminFrame.tsx';
import { bookLinks } from './books-area.ts';

const BOOKS_LIST = { to: '/admin/books', label: 'Books' };

interface BookAdminFrameProps {
  book: BookAdminFrame_book$key;
  /** The tab's name, for the document title (e.g. "Demo pages"). */
  tab: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of one book's screens: ProductAdminFrame with the books list as breadcrumb and the book's tabs. */
export function BookAdminFrame({ book: key, tab, intro, children }: BookAdminFrameProps) {
  const book = useFragment(
    graphql`
      fragment BookAdminFrame_book on Book {
        id
        ...ProductAdminFrame_product
      }
    `,
    key,
  );
  return (
    <ProductAdminFrame product={book} list={BOOKS_LIST} tab={tab} subnav={{ label: 'Book', links: bookLinks(book.id) }} intro={intro}>
      {children}
    </ProductAdminFrame>
  );
}
