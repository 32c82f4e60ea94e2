import { graphql, usePaginationFragment } from 'react-relay';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql.ts';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql.ts';
import type { ProductCardProps } from '../catalog/ProductCard.tsx';
import { PagedProductGrid, type ListEmpty } from '../catalog/ProductList.tsx';

/** Search results, best match first: the count, the cards and "Load more". */
export function SearchResults({
  query,
  empty,
  actions,
}: {
  query: SearchResults_query$key;
  empty: ListEmpty;
  actions?: ProductCardProps['actions'];
}) {
  const { data, ...paging } = usePaginationFragment<SearchResultsPaginationQuery, SearchResults_query$key>(
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
  return <PagedProductGrid connection={data.search} paging={paging} empty={empty} label="Search results" actions={actions} />;
}
