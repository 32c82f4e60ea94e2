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
import { useLocale, useT } from '../../i18n/i18n.ts';
import { formatYear } from '../../features/catalog/product-text.ts';
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
  const t = useT();
  const locale = useLocale();
  if (bundleYears.length === 0) return null;
  return (
    <nav aria-label={t('product.bundles.byYear')} className="bundle-years">
      <span className="bundle-years__label">{t('product.bundles.byYearLabel')}</span>
      <ul>
        {bundleYears.map((year) => (
          <li key={year}>
            <Link to={`/bundles/${year}`}>{formatYear(year, locale)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BundleList({ listRef }: { listRef: Ref }) {
  const data = usePreloadedQuery<BundlesPageQuery>(query, listRef);
  const [searchParams] = useSearchParams();
  const t = useT();
  return (
    <ProductList
      query={data}
      label={t('section.bundle')}
      empty={
        isFiltered(readListFilters(searchParams, []))
          ? { title: t('product.bundles.noMatch'), description: t('catalogue.list.widen'), action: <ClearFiltersLink /> }
          : {
              title: t('product.bundles.empty'),
              description: t('product.bundles.emptyText'),
              action: <LinkButton to="/academic">{t('product.bundles.academic')}</LinkButton>,
            }
      }
    />
  );
}

/** /bundle: every bundle (books for one exam, at a bundle price), with links to each year's bundles. */
export function Component() {
  const { first, current } = useListQuery<BundlesPageQuery>();
  const t = useT();
  const title = t('section.bundle');
  usePageHead({ title });
  return (
    <CatalogListPage
      trail={[{ label: t('catalogue.crumbs.home'), to: '/' }, { label: title }]}
      title={title}
      intro={
        <>
          <p>{t('product.bundles.intro')}</p>
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
