import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { CardCartAction } from './CardCartAction.tsx';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';
import './catalog.css';

export interface ProductGridProps {
  /** Products with their card fragment (`id` keys the list). */
  products: readonly ({ readonly id: string } & ProductCard_product$key)[];
  /** Passed to every card's action slot (see ProductCard); by default the card's add-to-cart. */
  actions?: ProductCardProps['actions'];
  /** The list's accessible name, e.g. "New arrivals". */
  label?: string;
  /** One scrolling row instead of a wrapping grid (the home page's rows). */
  row?: boolean;
}

const cardCartAction: NonNullable<ProductCardProps['actions']> = (product) => <CardCartAction product={product} />;

/** Product cards in a responsive grid: as many columns as fit, each at least a card wide. */
export function ProductGrid({ products, actions, label, row = false }: ProductGridProps) {
  return (
    <ul className={row ? 'product-grid product-grid--row' : 'product-grid'} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="product-grid__item">
          <ProductCard product={product} actions={actions ?? cardCartAction} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards shown while a list loads. */
export function ProductGridSkeleton({ count = 8, row = false }: { count?: number; row?: boolean }) {
  return (
    <div className="product-grid-skeleton">
      <span className="visually-hidden" role="status">
        Loading products…
      </span>
      <div className={row ? 'product-grid product-grid--row' : 'product-grid'} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="product-card product-card--skeleton">
            <div className="product-card__cover skeleton" />
            <div className="product-card__body">
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--line skeleton--price" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
