import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql.ts';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql.ts';
import type { ProductCardProps } from '../catalog/ProductCard.tsx';
import { ProductGrid } from '../catalog/ProductGrid.tsx';
import { PRODUCT_PAGE_SIZE } from '../catalog/ProductList.tsx';
import { itemCount } from '../catalog/list-filters.ts';

/** Search results, best match first: the count, the cards and "Load more". */
export function SearchResults({
  query,
  empty,
  actions,
}: {
  query: SearchResults_query$key;
  empty: ReactNode;
  actions?: ProductCardProps['actions'];
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SearchResultsPaginationQuery, SearchResults_query$key>(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        query: { type: "String!" }
        kinds: { type: "[ProductKind!]" }
      ) {
        search(query: $query, kinds: $kinds, first: $count, after: $cursor) @connection(key: "SearchResults_search") {
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
  const products = data.search.edges.map((edge) => edge.node);
  return (
    <div className="product-list">
      <p className="product-list__count">{itemCount(data.search.totalCount)}</p>
      {products.length === 0 ? (
        <div className="empty-state product-list__empty">{empty}</div>
      ) : (
        <ProductGrid products={products} label="Search results" actions={actions} />
      )}
      {hasNext && (
        <div className="product-list__more">
          <button type="button" className="button" onClick={() => loadNext(PRODUCT_PAGE_SIZE)} disabled={isLoadingNext} aria-busy={isLoadingNext}>
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
