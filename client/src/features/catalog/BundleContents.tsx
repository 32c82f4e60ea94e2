import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BundleContents_bundle$key } from '../../__generated__/BundleContents_bundle.graphql.ts';
import { formatTaka, plural, saving } from './product-text.ts';

const KIND_LABEL: Record<string, string> = { BOOK: 'Book', EBOOK: 'Ebook', STATIONERY: 'Stationery', CONTENT: 'Course', BUNDLE: 'Bundle' };

/** What a bundle holds (with quantities and links) and what it saves against buying the items one by one. */
export function BundleContents({ bundle }: { bundle: BundleContents_bundle$key }) {
  const data = useFragment(
    graphql`
      fragment BundleContents_bundle on Bundle {
        year
        price {
          amount
          formatted
        }
        itemsValue {
          amount
          formatted
        }
        items {
          quantity
          product {
            id
            kind
            title
            path
            price {
              formatted
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
  const saved = saving(data.price.amount, data.itemsValue.amount);
  const units = data.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section className="product-section bundle-contents" aria-labelledby="bundle-contents">
      <h2 id="bundle-contents">In this bundle</h2>
      <p className="bundle-contents__year">
        Put together for the <Link to={`/bundles/${data.year}`}>{data.year}</Link> exams · {plural(units, 'item')}
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
                {KIND_LABEL[product.kind] ?? product.kind} · {product.price.formatted} each
              </span>
            </span>
            <span className="bundle-item__quantity" aria-label={`Quantity ${quantity}`}>
              × {quantity}
            </span>
          </li>
        ))}
      </ul>
      <dl className="bundle-value">
        <div>
          <dt>Bought one by one</dt>
          <dd>{data.itemsValue.formatted}</dd>
        </div>
        <div>
          <dt>Bundle price</dt>
          <dd>{data.price.formatted}</dd>
        </div>
      </dl>
      {saved && (
        <p className="bundle-value__saving">
          You save {formatTaka(saved.amount)} ({saved.percent}%)
        </p>
      )}
    </section>
  );
}
