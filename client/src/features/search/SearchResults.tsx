import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql.ts';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql.ts';
import type { ProductCardProps } from '../catalog/ProductCard.tsx';
import { PagedProductGrid, type ListEmpty } from '../catalog/ProductList.tsx';
import { searchPath } from './search-path.ts';

/**
 * Search results, best match first: what misspelt words were corrected to (with a link to search the
 * words as typed), the count, the cards and "Load more".
 */
export function SearchResults({
  query,
  text,
  empty,
  actions,
}: {
  query: SearchResults_query$key;
  /** The words as the shopper typed them. */
  text: string;
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
        asTyped: { type: "Boolean", defaultValue: false }
      ) {
        search(query: $query, kinds: $kinds, asTyped: $asTyped, first: $count, after: $cursor) @connection(key: "SearchResults_search") {
          totalCount
          correctedQuery
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
  const corrected = data.search.correctedQuery;
  return (
    <>
      {corrected && (
        <p className="search-correction" role="status">
          Showing results for <strong>{corrected}</strong>. <Link to={searchPath(text, { asTyped: true })}>Search for “{text}” as typed</Link>
        </p>
      )}
      <PagedProductGrid connection={data.search} paging={paging} empty={empty} label="Search results" actions={actions} />
    </>
  );
}
