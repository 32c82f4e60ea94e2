import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { AuthorProducts_author$key } from '../../__generated__/AuthorProducts_author.graphql.ts';
import type { AuthorProductsPaginationQuery } from '../../__generated__/AuthorProductsPaginationQuery.graphql.ts';
import { itemCount } from './list-filters.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { PRODUCT_PAGE_SIZE } from './ProductList.tsx';

/** An author's published products in the chosen order, with "Load more". */
export function AuthorProducts({ author }: { author: AuthorProducts_author$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AuthorProductsPaginationQuery, AuthorProducts_author$key>(
    graphql`
      fragment AuthorProducts_author on Author
      @refetchable(queryName: "AuthorProductsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        sort: { type: "ProductSort", defaultValue: NEWEST }
      ) {
        name
        products(first: $count, after: $cursor, sort: $sort) @connection(key: "AuthorProducts_products") {
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
    author,
  );
  const products = data.products.edges.map((edge) => edge.node);
  return (
    <div className="product-list">
      <p className="product-list__count">{itemCount(data.products.totalCount)}</p>
      {products.length === 0 ? (
        <p className="empty-state product-list__empty">
          Nothing by {data.name} is on sale right now. Browse the <Link to="/">books by section</Link> meanwhile.
        </p>
      ) : (
        <ProductGrid products={products} label={`Products by ${data.name}`} />
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
