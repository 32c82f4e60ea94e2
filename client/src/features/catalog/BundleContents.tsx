import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BundleContents_bundle$key } from '../../__generated__/BundleContents_bundle.graphql.ts';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { formatYear, KIND_NAME, saving } from './product-text.ts';
import { richText } from '../../i18n/rich-text.tsx';

/** What a bundle holds (with quantities and links) and what it saves against buying the items one by one. */
export function BundleContents({ bundle }: { bundle: BundleContents_bundle$key }) {
  const data = useFragment(
    graphql`
      fragment BundleContents_bundle on Bundle {
        year
        price {
          amount
        }
        itemsValue {
          amount
        }
        items {
          quantity
          product {
            id
            kind
            title
            path
            price {
              amount
            }
            cover {
              url
              alt
            }
          }
        }
      }
    `,
    bundle,
  );
  const t = useT();
  const locale = useLocale();
  const saved = saving(data.price.amount, data.itemsValue.amount);
  const units = data.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section className="product-section bundle-contents" aria-labelledby="bundle-contents">
      <h2 id="bundle-contents">{t('product.bundle.contents')}</h2>
      <p className="bundle-contents__year">
        {richText(t('product.bundle.for', { year: formatYear(data.year, locale), count: units }), [(year) => <Link to={`/bundles/${data.year}`}>{year}</Link>])}
      </p>
      <ul className="bundle-contents__items">
        {data.items.map(({ quantity, product }) => (
          <li key={product.id} className="bundle-item">
            {product.cover ? (
              <img src={product.cover.url} alt="" width={48} height={72} loading="lazy" decoding="async" className="bundle-item__cover" />
            ) : (
              <span className="bundle-item__cover bundle-item__cover--none" aria-hidden="true" />
            )}
            <span className="bundle-item__text">
              <Link to={product.path}>{product.title}</Link>
              <span className="bundle-item__meta">
                {t('product.bundle.each', {
                  kind: KIND_NAME[product.kind] ? t(KIND_NAME[product.kind]!) : product.kind,
                  price: formatMoney(product.price.amount, locale),
                })}
              </span>
            </span>
            <span className="bundle-item__quantity" aria-label={t('product.bundle.quantity', { count: formatNumber(quantity, locale) })}>
              × {formatNumber(quantity, locale)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="bundle-value">
        <div>
          <dt>{t('product.bundle.oneByOne')}</dt>
          <dd>{formatMoney(data.itemsValue.amount, locale)}</dd>
        </div>
        <div>
          <dt>{t('product.bundle.price')}</dt>
          <dd>{formatMoney(data.price.amount, locale)}</dd>
        </div>
      </dl>
      {saved && (
        <p className="bundle-value__saving">
          {t('product.save', { amount: formatMoney(saved.amount, locale), percent: formatNumber(saved.percent, locale) })}
        </p>
      )}
    </section>
  );
}
