import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BookFacts_book$key } from '../../__generated__/BookFacts_book.graphql.ts';
import { ProductFacts } from './ProductFacts.tsx';

/** A printed book's details table and the link to its ebook edition. */
export function BookFacts({ book }: { book: BookFacts_book$key }) {
  const data = useFragment(
    graphql`
      fragment BookFacts_book on Book {
        publisher
        isbn
        edition
        pageCount
        language
        digitalEdition {
          title
          path
          price {
            formatted
          }
        }
      }
    `,
    book,
  );
  return (
    <>
      {data.digitalEdition && (
        <p className="product-edition-link">
          Also as an ebook: <Link to={data.digitalEdition.path}>read the digital edition</Link> for{' '}
          {data.digitalEdition.price.formatted}, right after payment.
        </p>
      )}
      <ProductFacts
        caption="Book details"
        facts={[
          ['Publisher', data.publisher],
          ['ISBN', data.isbn],
          ['Edition', data.edition],
          ['Pages', data.pageCount ? String(data.pageCount) : null],
          ['Language', data.language],
        ]}
      />
    </>
  );
}
