import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductRow_products$key } from '../../__generated__/ProductRow_products.graphql.ts';
import { useT } from '../../i18n/i18n.ts';
import type { ProductCardProps } from './ProductCard.tsx';
import { ProductGrid } from './ProductGrid.tsx';

export interface ProductRowProps {
  products: ProductRow_products$key;
  title: string;
  /** Where "See all" goes. */
  seeAll?: string;
  actions?: ProductCardProps['actions'];
  /** How many of the first covers load at once (see ProductGrid); for the first row of a page. */
  priority?: number;
  /** A wrapping grid (two columns on a phone) instead of one row that scrolls sideways. */
  grid?: boolean;
}

/** One row of the home page: a heading, "See all" and a few products; nothing at all when the row is empty. */
export function ProductRow({ products, title, seeAll, actions, priority, grid = false }: ProductRowProps) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment ProductRow_products on QueryProductsConnection {
        edges {
          node {
            id
            ...ProductCard_product
          }
        }
      }
    `,
    products,
  );
  if (data.edges.length === 0) return null;
  return (
    <section className={grid ? 'product-row product-row--grid' : 'product-row'} aria-label={title}>
      <header className="product-row__header">
        <h2>{title}</h2>
        {seeAll && (
          <Link to={seeAll} className="product-row__see-all" aria-label={t('catalogue.seeAllOf', { list: title.toLowerCase() })}>
            {t('catalogue.seeAll')}
          </Link>
        )}
      </header>
      <ProductGrid products={data.edges.map((edge) => edge.node)} label={title} actions={actions} priority={priority} row={!grid} />
    </section>
  );
}
