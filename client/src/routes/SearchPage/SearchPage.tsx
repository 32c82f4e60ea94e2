import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.ts';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import { CatalogListPage } from '../../features/catalog/CatalogListPage.tsx';
import { ClearFiltersLink } from '../../features/catalog/ListFilterControls.tsx';
import { ALL_KINDS, readListFilters } from '../../features/catalog/list-filters.ts';
import { useListQuery } from '../../features/catalog/use-list-query.ts';
import { SearchResults } from '../../features/search/SearchResults.tsx';
import { readSearchParams } from '../../features/search/search-path.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';

const query = graphql`
  query SearchPageQuery($query: String!, $kinds: [ProductKind!], $asTyped: Boolean) {
    ...SearchResults_query @arguments(query: $query, kinds: $kinds, asTyped: $asTyped)
  }
`;

function Results({ listRef, text }: { listRef: PreloadedQuery<SearchPageQuery>; text: string }) {
  const data = usePreloadedQuery<SearchPageQuery>(query, listRef);
  const [searchParams] = useSearchParams();
  const narrowed = readListFilters(searchParams).kinds.length > 0;
  return (
    <SearchResults
      query={data}
      text={text}
      empty={{
        title: `Nothing matches “${text}”${narrowed ? ' in the chosen kinds' : ''}`,
        description: (
          <>
            Check the spelling, try fewer or other words (a part of the title, the author or the ISBN)
            {narrowed ? ', or clear the filters' : ''}. Or browse the <Link to="/academic">Academic</Link>,{' '}
            <Link to="/engineering">Engineering</Link>, <Link to="/medical">Medical</Link> and <Link to="/varsity">Varsity</Link> sections.
          </>
        ),
        action: narrowed ? <ClearFiltersLink /> : <LinkButton to="/">Browse the shop</LinkButton>,
      }}
    />
  );
}

/**
 * /search?q=…: ranked full-text results, narrowed by kind, with "Load more". The header's search box
 * holds the query (there is no second box here); `exact=1` searches the words as typed.
 */
export function Component() {
  const { current } = useListQuery<SearchPageQuery>();
  const [searchParams] = useSearchParams();
  const { text } = readSearchParams(searchParams);
  usePageHead({ title: text ? `Search: ${text}` : 'Search' });
  return (
    <CatalogListPage
      className="search-page"
      title={text ? `Results for “${text}”` : 'Search'}
      filters={text ? { kinds: ALL_KINDS, sort: false, price: false, stock: false } : null}
    >
      {text ? (
        <Results listRef={current} text={text} />
      ) : (
        <EmptyState title="Search the shop" titleAs="h2" description="Type a title, an author or an ISBN in the search box at the top of the page." />
      )}
    </CatalogListPage>
  );
}

export const loader = queryLoader<SearchPageQuery>(query, (_params, searchParams) => {
  const { kinds } = readListFilters(searchParams);
  const { text, asTyped } = readSearchParams(searchParams);
  return { query: text, kinds: kinds.length > 0 ? kinds : null, asTyped };
});
