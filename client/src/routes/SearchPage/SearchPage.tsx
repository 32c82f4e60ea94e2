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
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
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
  const t = useT();
  const rich = useRichT();
  return (
    <SearchResults
      query={data}
      text={text}
      empty={{
        title: t('search.nothingMatches', { text, narrowed: narrowed ? 'yes' : 'no' }),
        description: (
          <>
            {rich(
              'searchpage.noMatch.body',
              { narrowed: narrowed ? 'yes' : 'no' },
              {
                academic: <Link to="/academic">{t('section.academic')}</Link>,
                engineering: <Link to="/engineering">{t('section.engineering')}</Link>,
                medical: <Link to="/medical">{t('section.medical')}</Link>,
                varsity: <Link to="/varsity">{t('section.varsity')}</Link>,
              },
            )}
          </>
        ),
        action: narrowed ? <ClearFiltersLink /> : <LinkButton to="/">{t('searchpage.browse')}</LinkButton>,
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
  const t = useT();
  usePageHead({ title: text ? t('search.pageTitle', { text }) : t('search.title') });
  return (
    <CatalogListPage
      className="search-page"
      title={text ? t('search.resultsFor', { text }) : t('search.title')}
      filters={text ? { kinds: ALL_KINDS, sort: false, price: false, stock: false } : null}
    >
      {text ? (
        <Results listRef={current} text={text} />
      ) : (
        <EmptyState title={t('search.empty.title')} titleAs="h2" description={t('search.empty.body')} />
      )}
    </CatalogListPage>
  );
}

export const loader = queryLoader<SearchPageQuery>(query, (_params, searchParams) => {
  const { kinds } = readListFilters(searchParams);
  const { text, asTyped } = readSearchParams(searchParams);
  return { query: text, kinds: kinds.length > 0 ? kinds : null, asTyped };
});
