import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { Skeleton, SkeletonText } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { CardCartAction } from './CardCartAction.tsx';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';
import { COVER_SLOT_ATTRIBUTE } from '#shared/cover-image.ts';
import './product-card.css';

export interface ProductGridProps {
  /** Products with their card fragment (`id` keys the list). */
  products: readonly ({ readonly id: string } & ProductCard_product$key)[];
  /** Passed to every card's action slot (see ProductCard); by default the card's add-to-cart. */
  actions?: ProductCardProps['actions'];
  /** The list's accessible name, e.g. "New arrivals". */
  label?: string;
  /** One scrolling row instead of a wrapping grid (the home page's rows). */
  row?: boolean;
  /** How many of the first covers load at once with high priority (the page's largest paint); the rest load lazily. */
  priority?: number;
}

const cardCartAction: NonNullable<ProductCardProps['actions']> = (product) => <CardCartAction product={product} />;

/** Product cards in a responsive grid: as many columns as fit, each at least a card wide. */
export function ProductGrid({ products, actions, label, row = false, priority = 0 }: ProductGridProps) {
  return (
    <ul className={row ? 'product-grid product-grid--row' : 'product-grid'} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <ProductCard product={product} actions={actions ?? cardCartAction} priority={index < priority} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Placeholder cards in the shape of the real ones (so nothing moves when they come), shown while a list
 * loads. The first `coverSlots` covers are marked as places the server may fill with the covers
 * themselves (the home page's first screen: server/src/modules/catalog/home-first-view.ts).
 */
export function ProductGridSkeleton({ count = 8, row = false, coverSlots = 0 }: { count?: number; row?: boolean; coverSlots?: number }) {
  const t = useT();
  return (
    <div className="product-grid-skeleton">
      <span className="visually-hidden" role="status">
        {t('catalogue.loading')}
      </span>
      <div className={row ? 'product-grid product-grid--row' : 'product-grid'} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="product-card product-card--skeleton">
            {index < coverSlots ? (
              <span aria-hidden="true" className="ui-skeleton product-card__cover" {...{ [COVER_SLOT_ATTRIBUTE]: index }} />
            ) : (
              <Skeleton className="product-card__cover" />
            )}
            {/* Sized by class, not style: the build's copies of this view (first HTML) keep no style attributes. */}
            <div className="product-card__body">
              <Skeleton className="product-card__kind-skeleton" />
              <SkeletonText lines={2} />
              <Skeleton className="product-card__price-skeleton" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
