import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductList_query$key } from '../../__generated__/ProductList_query.graphql.ts';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import type { ProductListPaginationQuery } from '../../__generated__/ProductListPaginationQuery.graphql.ts';
import { EmptyState, Pagination, type EmptyStateProps } from '../../components/ui/index.ts';
import type { ProductCardProps } from './ProductCard.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { FIRST_SCREEN_COVERS } from '#shared/cover-image.ts';
import { useT } from '../../i18n/i18n.ts';

/** An empty list's title, why, and the next step (see EmptyState). */
export type ListEmpty = Pick<EmptyStateProps, 'title' | 'description' | 'action' | 'titleAs'>;

/** Products per page (a multiple of 2, 3, 4 and 6, so full rows at every width). */
export const PRODUCT_PAGE_SIZE = 24;

export interface ProductListProps {
  /** The page query, spreading `...ProductList_query @arguments(filter: $filter, sort: $sort)`. */
  query: ProductList_query$key;
  /** What an empty list says, with a next step (e.g. clear the filters, or another section). */
  empty: ListEmpty;
  /** The list's accessible name. */
  label: string;
  actions?: ProductCardProps['actions'];
}

/** A filtered, sorted list of published products: the count, the cards and "Load more". */
export function ProductList({ query, empty, label, actions }: ProductListProps) {
  const { data, ...paging } = usePaginationFragment<ProductListPaginationQuery, ProductList_query$key>(
    graphql`
      fragment ProductList_query on Query
      @refetchable(queryName: "ProductListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        filter: { type: "ProductFilter" }
        sort: { type: "ProductSort", defaultValue: NEWEST }
      ) {
        products(first: $count, after: $cursor, filter: $filter, sort: $sort) @connection(key: "ProductList_products") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  return <PagedProductGrid connection={data.products} paging={paging} empty={empty} label={label} actions={actions} />;
}

export interface PagedProductGridProps {
  /** A products connection whose nodes spread ProductCard_product. */
  connection: {
    readonly totalCount: number;
    readonly edges: readonly { readonly node: { readonly id: string } & ProductCard_product$key }[];
  };
  /** From usePaginationFragment. */
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  /** What an empty list says, with a next step. */
  empty: ListEmpty;
  /** The list's accessible name. */
  label: string;
  actions?: ProductCardProps['actions'];
}

/** One page of a product connection after another: the count, the cards (or what an empty list says) and "Load more". */
export function PagedProductGrid({ connection, paging: { hasNext, isLoadingNext, loadNext }, empty, label, actions }: PagedProductGridProps) {
  const t = useT();
  const products = connection.edges.map((edge) => edge.node);
  return (
    <div className="product-list">
      {products.length > 0 && <p className="product-list__count">{t('catalogue.list.count', { count: connection.totalCount })}</p>}
      {products.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        // The first covers are in a phone's first screen (and a section page's first HTML): loaded at once.
        <ProductGrid products={products} label={label} actions={actions} priority={FIRST_SCREEN_COVERS} />
      )}
      <Pagination
        hasNext={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(PRODUCT_PAGE_SIZE)}
        label={t('catalogue.list.more')}
        loadingLabel={t('catalogue.list.loading')}
      />
    </div>
  );
}
