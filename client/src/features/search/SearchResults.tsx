import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql.ts';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql.ts';
import type { ProductCardProps } from '../catalog/ProductCard.tsx';
import { PagedProductGrid, type ListEmpty } from '../catalog/ProductList.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { searchPath } from './search-path.ts';

/**
 * Search results, best match first: what misspelt words were corrected to (with a link to search the
 * words as typed), that no product holds every word when the results are the closest ones, the count,
 * the cards and "Load more".
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
          closeMatches
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
  const t = useT();
  const rich = useRichT();
  const corrected = data.search.correctedQuery;
  // No product holds every word: the server answers those holding the most (issue 33).
  const close = data.search.closeMatches && data.search.edges.length > 0;
  return (
    <>
      {corrected && (
        <p className="search-correction" role="status">
          {rich(
            'searchpage.corrected',
            {},
            {
              corrected: <strong>{corrected}</strong>,
              asTyped: <Link to={searchPath(text, { asTyped: true })}>{t('searchpage.asTyped', { text })}</Link>,
            },
          )}
        </p>
      )}
      {close && (
        <p className="search-correction" role="status">
          {t('search.closeMatches')}
        </p>
      )}
      <PagedProductGrid connection={data.search} paging={paging} empty={empty} label={t('search.resultsLabel')} actions={actions} />
    </>
  );
}
