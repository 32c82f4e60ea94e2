import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { BundlesPageQuery } from '../../__generated__/BundlesPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { CatalogListPage } from '../../features/catalog/CatalogListPage.tsx';
import { ClearFiltersLink } from '../../features/catalog/ListFilterControls.tsx';
import { isFiltered, listVariables, readListFilters } from '../../features/catalog/list-filters.ts';
import { ProductList } from '../../features/catalog/ProductList.tsx';
import { useListQuery } from '../../features/catalog/use-list-query.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';

const query = graphql`
  query BundlesPageQuery($filter: ProductFilter!, $sort: ProductSort!) {
    bundleYears
    ...ProductList_query @arguments(filter: $filter, sort: $sort)
  }
`;

type Ref = PreloadedQuery<BundlesPageQuery>;

/** Links to /bundles/{year} for every year that has bundles, newest first. */
function BundleYears({ frameRef }: { frameRef: Ref }) {
  const { bundleYears } = usePreloadedQuery<BundlesPageQuery>(query, frameRef);
  if (bundleYears.length === 0) return null;
  return (
    <nav aria-label="Bundles by year" className="bundle-years">
      <span className="bundle-years__label">By exam year:</span>
      <ul>
        {bundleYears.map((year) => (
          <li key={year}>
            <Link to={`/bundles/${year}`}>{year}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BundleList({ listRef }: { listRef: Ref }) {
  const data = usePreloadedQuery<BundlesPageQuery>(query, listRef);
  const [searchParams] = useSearchParams();
  return (
    <ProductList
      query={data}
      label="Bundles"
      empty={
        isFiltered(readListFilters(searchParams, []))
          ? { title: 'No bundle matches these filters', description: 'Try a wider price range, or clear the filters.', action: <ClearFiltersLink /> }
          : {
              title: 'No bundles are on sale yet',
              description: 'Each book is also sold on its own: start from the Academic section.',
              action: <LinkButton to="/academic">Browse Academic books</LinkButton>,
            }
      }
    />
  );
}

/** /bundle: every bundle (books for one exam, at a bundle price), with links to each year's bundles. */
export function Component() {
  const { first, current } = useListQuery<BundlesPageQuery>();
  usePageHead({ title: 'Bundles' });
  return (
    <CatalogListPage
      trail={[{ label: 'Home', to: '/' }, { label: 'Bundles' }]}
      title="Bundles"
      intro={
        <>
          <p>The books an exam needs, together, for less than buying them one by one.</p>
          <Suspense fallback={null}>
            <BundleYears frameRef={first} />
          </Suspense>
        </>
      }
      filters={{ kinds: ['BUNDLE'] }}
    >
      <BundleList listRef={current} />
    </CatalogListPage>
  );
}

export const loader = queryLoader<BundlesPageQuery>(query, (_params, searchParams) =>
  listVariables(searchParams, { kinds: ['BUNDLE'] }, []),
);
