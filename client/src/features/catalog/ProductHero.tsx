import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductHero_product$key } from '../../__generated__/ProductHero_product.graphql.ts';
import { Badge, Price, type BadgeTone } from '../../components/ui/index.ts';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { CoverZoom } from './CoverZoom.tsx';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { KIND_LIST } from './product-page-text.ts';
import { saving } from './product-text.ts';
import { listOf, useRichT } from '../../i18n/rich-text.tsx';
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
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  const discount = saving(data.price.amount, data.compareAtPrice?.amount);
  return (
    <div className="product-top">
      <Breadcrumbs items={productTrail(data, t)} />
      <div className="product-hero">
        <div className="product-hero__media">
          {data.cover ? (
            <CoverZoom
              url={data.cover.url}
              srcset={data.cover.srcset}
              avifSrcset={data.cover.avifSrcset}
              placeholder={data.cover.placeholder}
              alt={data.cover.alt || t('product.cover', { title: data.title })}
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
              {rich('product.by', {}, { authors: listOf(
                  data.authors.map((author) => (
                    <Link key={author.id} to={author.path}>
                      {author.name}
                    </Link>
                  )),
                  locale,
                ) })}
            </p>
          )}
          {data.rating.count > 0 && data.rating.average != null && (
            <p className="product-hero__rating">
              <StarRating rating={data.rating.average} size="small" />{' '}
              <a href="#reviews">{t('product.reviews.count', { count: data.rating.count })}</a>
            </p>
          )}
          <div className="price-block">
            <Price amount={data.price.amount} compareAt={discount ? data.compareAtPrice?.amount : null} size="lg" />
            {discount && (
              <Badge tone="success">
                {t('product.save', { amount: formatMoney(discount.amount, locale), percent: formatNumber(discount.percent, locale) })}
              </Badge>
            )}
          </div>
          <p className="product-hero__stock">
            <Badge tone={STOCK_TONES[stockTone(data)]}>{stockText(data, t)}</Badge>
          </p>
          <div className="product-hero__purchase">{purchase}</div>
          {children}
        </div>
      </div>
    </div>
  );
}

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

type TrailFields = {
  kind: string;
  title: string;
  section: { name: string; path: string; parent: { name: string; path: string } | null | undefined } | null | undefined;
};

/** Home, the product's section (under its parent section) or else its kind's list, then the product. */
export function productTrail({ kind, title, section }: TrailFields, t: Translate): Crumb[] {
  const trail: Crumb[] = [{ label: t('catalogue.crumbs.home'), to: '/' }];
  if (section) {
    if (section.parent) trail.push({ label: section.parent.name, to: section.parent.path });
    trail.push({ label: section.name, to: section.path });
  } else {
    const list = KIND_LIST[kind];
    if (list) trail.push({ label: t(list.label), to: list.path });
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

function stockText(product: StockFields, t: Translate): string {
  if (product.digital) return t('product.stock.digital');
  switch (stockTone(product)) {
    case 'out':
      return t('catalogue.card.soldOut');
    case 'low':
      return t('product.stock.low', { count: product.stock });
    default:
      return t('product.stock.in');
  }
}
