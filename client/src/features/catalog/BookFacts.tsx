import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BookFacts_book$key } from '../../__generated__/BookFacts_book.graphql.ts';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { ProductFacts } from './ProductFacts.tsx';
import { richText } from '../../i18n/rich-text.tsx';

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
            amount
          }
        }
      }
    `,
    book,
  );
  const t = useT();
  const locale = useLocale();
  const edition = data.digitalEdition;
  return (
    <>
      {edition && (
        <p className="product-edition-link">
          {richText(t('product.edition.ebook', { price: formatMoney(edition.price.amount, locale) }), [(words) => <Link to={edition.path}>{words}</Link>])}
        </p>
      )}
      <ProductFacts
        caption={t('product.facts.book')}
        facts={[
          [t('product.facts.publisher'), data.publisher],
          [t('product.facts.isbn'), data.isbn],
          [t('product.facts.edition'), data.edition],
          [t('product.facts.pages'), data.pageCount ? formatNumber(data.pageCount, locale) : null],
          [t('product.facts.language'), data.language],
        ]}
      />
    </>
  );
}
