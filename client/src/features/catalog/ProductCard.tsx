import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductCard_product$data, ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { KIND_LABELS } from './list-filters.ts';
import './catalog.css';

/** Cover size in CSS pixels (2:3, the shape of a book cover); set on the image so nothing shifts while it loads. */
export const COVER_WIDTH = 160;
export const COVER_HEIGHT = 240;

export type ProductCardData = ProductCard_product$data;

export interface ProductCardProps {
  product: ProductCard_product$key;
  /**
   * The card's action slot (under the price), e.g. an add-to-cart button. A function gets the
   * card's data (its `id`, `kind`, `inStock`, and any fragment spread added to ProductCard_product).
   */
  actions?: ReactNode | ((product: ProductCardData) => ReactNode);
  /** Extra content at the bottom of the card. */
  footer?: ReactNode;
}

/** "4.5 out of 5 from 12 reviews". */
function ratingLabel(average: number, count: number): string {
  return `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Whole percent saved against the compare-at price, or null when there is no saving. */
export function discountPercent(price: number, compareAt: number | null | undefined): number | null {
  if (!compareAt || compareAt <= price) return null;
  const percent = Math.round(((compareAt - price) / compareAt) * 100);
  return percent > 0 ? percent : null;
}

/** A product in a list: cover, kind, title, byline, price (with the struck "was" price), rating and stock. */
export function ProductCard({ product, actions, footer }: ProductCardProps) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        id
        kind
        title
        path
        inStock
        digital
        cover {
          url
          alt
        }
        authors {
          id
          name
        }
        price {
          amount
          formatted
        }
        compareAtPrice {
          amount
          formatted
        }
        rating {
          average
          count
        }
        ... on Content {
          hscBatch
        }
        ... on Bundle {
          year
        }
        ... on Stationery {
          variants {
            id
          }
        }
      }
    `,
    product,
  );
  const discount = discountPercent(data.price.amount, data.compareAtPrice?.amount);
  const soldOut = !data.inStock;
  const titleId = `product-card-${data.id}`;
  const detail = data.kind === 'CONTENT' ? data.hscBatch : data.kind === 'BUNDLE' && data.year ? `Exam ${data.year}` : null;
  return (
    <article className={`product-card${soldOut ? ' product-card--sold-out' : ''}`} aria-labelledby={titleId}>
      <Link to={data.path} className="product-card__cover" tabIndex={-1} aria-hidden="true">
        {data.cover ? (
          <img
            src={data.cover.url}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="product-card__no-cover">{data.title.slice(0, 1)}</span>
        )}
        {discount !== null && <span className="product-card__discount">−{discount}%</span>}
      </Link>
      <div className="product-card__body">
        <p className="product-card__badges">
          <span className={`kind-badge kind-badge--${data.kind.toLowerCase()}`}>{KIND_LABELS[data.kind as keyof typeof KIND_LABELS] ?? data.kind}</span>
          {detail && <span className="product-card__detail">{detail}</span>}
        </p>
        <h3 className="product-card__title" id={titleId}>
          <Link to={data.path}>{data.title}</Link>
        </h3>
        {data.authors.length > 0 && (
          <p className="product-card__authors">{data.authors.map((author) => author.name).join(', ')}</p>
        )}
        {data.rating.average != null && data.rating.count > 0 && (
          <p className="product-card__rating" aria-label={ratingLabel(data.rating.average, data.rating.count)}>
            <span aria-hidden="true">
              ★ {data.rating.average.toFixed(1)} <span className="product-card__rating-count">({data.rating.count})</span>
            </span>
          </p>
        )}
        <p className="product-card__price">
          <span className="product-card__amount">
            <span className="visually-hidden">Price </span>
            {data.price.formatted}
          </span>
          {discount !== null && data.compareAtPrice && (
            <s className="product-card__compare-at">
              <span className="visually-hidden">Was </span>
              {data.compareAtPrice.formatted}
            </s>
          )}
        </p>
        {soldOut && <p className="product-card__stock">Out of stock</p>}
        {actions !== undefined && (
          <div className="product-card__actions">{typeof actions === 'function' ? actions(data) : actions}</div>
        )}
        {footer}
      </div>
    </article>
  );
}
