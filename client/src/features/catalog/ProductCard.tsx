import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductCard_product$data, ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { Badge, Price } from '../../components/ui/index.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { Picture } from './Picture.tsx';
import { formatRating, formatYear, KIND_NAME, saving } from './product-text.ts';
import { COVER_HEIGHT, COVER_SIZES, COVER_WIDTH } from '#shared/cover-image.ts';
import './product-card.css';

export { COVER_HEIGHT, COVER_SIZES, COVER_WIDTH } from '#shared/cover-image.ts';

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
  /**
   * The cover is among the first things on the page (the largest paint of the home page): load it
   * at once with high priority instead of lazily.
   */
  priority?: boolean;
}

/** A product in a list: cover, kind, title, byline, price (with the struck "was" price), rating and stock. */
export function ProductCard({ product, actions, footer, priority = false }: ProductCardProps) {
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
          srcset
          avifSrcset
          placeholder
        }
        authors {
          id
          name
        }
        price {
          amount
        }
        compareAtPrice {
          amount
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
  const t = useT();
  const locale = useLocale();
  const discount = saving(data.price.amount, data.compareAtPrice?.amount);
  const soldOut = !data.inStock;
  const titleId = `product-card-${data.id}`;
  const detail = data.kind === 'CONTENT' ? data.hscBatch : data.kind === 'BUNDLE' && data.year ? t('catalogue.card.exam', { year: formatYear(data.year, locale) }) : null;
  const kindName = KIND_NAME[data.kind];
  return (
    <article className={`product-card${soldOut ? ' product-card--sold-out' : ''}`} aria-labelledby={titleId}>
      {/* The title's link covers the whole card (one big tap target, one link per product); the cover's
          own art carries a kind label in its top corner, so nothing is laid over it. */}
      <div className="product-card__cover">
        {data.cover ? (
          <Picture
            src={data.cover.url}
            // An uploaded photo comes as AVIF or WebP at the width shown (a drawing, SVG, has no variants and scales itself).
            srcSet={data.cover.srcset ?? undefined}
            avif={data.cover.avifSrcset}
            placeholder={data.cover.placeholder}
            sizes={data.cover.srcset ? COVER_SIZES : undefined}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="product-card__no-cover" aria-hidden="true">
            {data.title.slice(0, 1)}
          </span>
        )}
      </div>
      <div className="product-card__body">
        <p className="product-card__badges">
          <Badge>{kindName ? t(kindName) : data.kind}</Badge>
          {detail && <span className="product-card__detail">{detail}</span>}
        </p>
        <h3 className="product-card__title" id={titleId}>
          <Link to={data.path}>{data.title}</Link>
        </h3>
        {data.authors.length > 0 && (
          <p className="product-card__authors">{data.authors.map((author) => author.name).join(', ')}</p>
        )}
        {data.rating.average != null && data.rating.count > 0 && (
          // role="img": the stars and figures are one picture named by the label (a plain <p> may not carry one).
          <p className="product-card__rating" role="img" aria-label={t('catalogue.card.rating', { average: formatRating(data.rating.average, locale), count: data.rating.count })}>
            <span aria-hidden="true">
              ★ {formatRating(data.rating.average, locale)} <span className="product-card__rating-count">({formatNumber(data.rating.count, locale)})</span>
            </span>
          </p>
        )}
        <p className="product-card__price">
          <span className="visually-hidden">{t('catalogue.card.price')} </span>
          <Price amount={data.price.amount} compareAt={discount ? data.compareAtPrice?.amount : null} />
          {discount && (
            <Badge tone="danger">
              <span aria-hidden="true">−</span>
              {formatNumber(discount.percent, locale)}%<span className="visually-hidden"> {t('catalogue.card.off')}</span>
            </Badge>
          )}
        </p>
        {soldOut ? (
          <p>
            <Badge tone="danger">{t('catalogue.card.soldOut')}</Badge>
          </p>
        ) : (
          data.digital && (
            <p>
              <Badge tone="success">{t('catalogue.card.instant')}</Badge>
            </p>
          )
        )}
        {actions !== undefined && (
          <div className="product-card__actions">{typeof actions === 'function' ? actions(data) : actions}</div>
        )}
        {footer}
      </div>
    </article>
  );
}
