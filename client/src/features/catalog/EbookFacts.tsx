import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { EbookFacts_ebook$key } from '../../__generated__/EbookFacts_ebook.graphql.ts';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { ProductFacts } from './ProductFacts.tsx';
import { richText } from '../../i18n/rich-text.tsx';

/** An ebook's free preview, its details table and the link to its printed edition. */
export function EbookFacts({ ebook }: { ebook: EbookFacts_ebook$key }) {
  const data = useFragment(
    graphql`
      fragment EbookFacts_ebook on Ebook {
        slug
        pageCount
        previewPages
        language
        printEdition {
          title
          path
          price {
            amount
          }
        }
      }
    `,
    ebook,
  );
  const t = useT();
  const locale = useLocale();
  const print = data.printEdition;
  return (
    <>
      {data.previewPages > 0 && (
        <p className="ebook-preview">
          <Link to={`/ebook/${data.slug}/read`}>{t('product.preview.read', { count: data.previewPages })}</Link>
        </p>
      )}
      {print && (
        <p className="product-edition-link">
          {richText(t('product.edition.print', { price: formatMoney(print.price.amount, locale) }), [(words) => <Link to={print.path}>{words}</Link>])}
        </p>
      )}
      <ProductFacts
        caption={t('product.facts.ebook')}
        facts={[
          [t('product.facts.pages'), data.pageCount ? formatNumber(data.pageCount, locale) : null],
          [t('product.facts.preview'), data.previewPages > 0 ? t('product.facts.previewPages', { count: data.previewPages }) : null],
          [t('product.facts.language'), data.language],
          [t('product.facts.format'), t('product.facts.online')],
        ]}
      />
    </>
  );
}
