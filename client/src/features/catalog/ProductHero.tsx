import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductHero_product$key } from '../../__generated__/ProductHero_product.graphql.ts';
import { Badge, Price, type BadgeTone } from '../../components/ui/index.ts';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { CoverZoom } from './CoverZoom.tsx';
import { formatTaka, KIND_LIST, plural, saving } from './product-text.ts';
import { StarRating } from './StarRating.tsx';
import './product-detail.css';

/** How many units or fewer count as "only a few left". */
export const LOW_STOCK = 5;

interface ProductHeroProps {
  product: ProductHero_product$key;
  /** Kind-specific facts shown under the purchase area (details table, preview pages …). */
  children?: ReactNode;
  /** The purchase area (see PurchaseArea). */
  purchase?: ReactNode;
}

/** The top of a product page: breadcrumb, cover, title (the page's h1), authors, rating, price and stock. */
export function ProductHero({ product, children, purchase }: ProductHeroProps) {
  const data = useFragment(
    graphql`
      fragment ProductHero_product on Product {
        kind
        title
        subtitle
        digital
        inStock
        stock
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
          path
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
        section {
          name
          path
          parent {
            name
            path
          }
        }
      }
    `,
    product,
  );
  const discount = saving(data.price.amount, data.compareAtPrice?.amount);
  return (
    <div className="product-top">
      <Breadcrumbs items={productTrail(data)} />
      <div className="product-hero">
        <div className="product-hero__media">
          {data.cover ? (
            <CoverZoom
              url={data.cover.url}
              srcset={data.cover.srcset}
              avifSrcset={data.cover.avifSrcset}
              placeholder={data.cover.placeholder}
              alt={data.cover.alt || `Cover of ${data.title}`}
              title={data.title}
            />
          ) : (
            <div className="product-hero__cover product-hero__cover--none" aria-hidden="true">
              {data.title}
            </div>
          )}
        </div>
        <div className="product-hero__info">
          <h1 className="product-hero__title">{data.title}</h1>
          {data.subtitle && <p className="product-hero__subtitle">{data.subtitle}</p>}
          {data.authors.length > 0 && (
            <p className="product-hero__byline">
              by{' '}
              {data.authors.map((author, index) => (
                <span key={author.id}>
                  {index > 0 && (index === data.authors.length - 1 ? ' and ' : ', ')}
                  <Link to={author.path}>{author.name}</Link>
                </span>
              ))}
            </p>
          )}
          {data.rating.count > 0 && data.rating.average != null && (
            <p className="product-hero__rating">
              <StarRating rating={data.rating.average} size="small" />{' '}
              <a href="#reviews">{plural(data.rating.count, 'review')}</a>
            </p>
          )}
          <div className="price-block">
            <Price amount={data.price.amount} compareAt={discount ? data.compareAtPrice?.amount : null} size="lg" />
            {discount && (
              <Badge tone="success">
                You save {formatTaka(discount.amount)} ({discount.percent}%)
              </Badge>
            )}
          </div>
          <p className="product-hero__stock">
            <Badge tone={STOCK_TONES[stockTone(data)]}>{stockText(data)}</Badge>
          </p>
          <div className="product-hero__purchase">{purchase}</div>
          {children}
        </div>
      </div>
    </div>
  );
}

type TrailFields = {
  kind: string;
  title: string;
  section: { name: string; path: string; parent: { name: string; path: string } | null | undefined } | null | undefined;
};

/** Home, the product's section (under its parent section) or else its kind's list, then the product. */
export function productTrail({ kind, title, section }: TrailFields): Crumb[] {
  const trail: Crumb[] = [{ label: 'Home', to: '/' }];
  if (section) {
    if (section.parent) trail.push({ label: section.parent.name, to: section.parent.path });
    trail.push({ label: section.name, to: section.path });
  } else {
    const list = KIND_LIST[kind];
    if (list) trail.push({ label: list.label, to: list.path });
  }
  trail.push({ label: title });
  return trail;
}

type StockFields = { digital: boolean; inStock: boolean; stock: number };

function stockTone({ digital, inStock, stock }: StockFields): 'ok' | 'low' | 'out' {
  if (digital) return 'ok';
  if (!inStock) return 'out';
  return stock > 0 && stock <= LOW_STOCK ? 'low' : 'ok';
}

const STOCK_TONES: Record<ReturnType<typeof stockTone>, BadgeTone> = { ok: 'success', low: 'warning', out: 'danger' };

function stockText(product: StockFields): string {
  if (product.digital) return 'Digital: yours to use right after payment';
  switch (stockTone(product)) {
    case 'out':
      return 'Out of stock';
    case 'low':
      return `Only ${product.stock} left in stock`;
    default:
      return 'In stock';
  }
}
