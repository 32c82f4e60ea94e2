import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { data as routeData, Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { BundleYearPageQuery } from '../../__generated__/BundleYearPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { Breadcrumbs } from '../../features/catalog/Breadcrumbs.tsx';
import { ListSuspense } from '../../features/catalog/CatalogListPage.tsx';
import { ClearFiltersLink, ListFilterControls } from '../../features/catalog/ListFilterControls.tsx';
import { isFiltered, listVariables, readListFilters } from '../../features/catalog/list-filters.ts';
import { ProductGridSkeleton } from '../../features/catalog/ProductGrid.tsx';
import { ProductList } from '../../features/catalog/ProductList.tsx';
import { useListQuery } from '../../features/catalog/use-list-query.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { formatYear } from '../../features/catalog/product-text.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';
import '../../features/catalog/catalog.css';

const query = graphql`
  query BundleYearPageQuery($filter: ProductFilter!, $sort: ProductSort!) {
    bundleYears
    ...ProductList_query @arguments(filter: $filter, sort: $sort)
  }
`;

type Ref = PreloadedQuery<BundleYearPageQuery>;

/** The year in `/bundles/{year}`, or null when it is not a plausible exam year. */
export function bundleYear(param: string | undefined): number | null {
  if (!param || !/^\d{4}$/.test(param)) return null;
  const year = Number(param);
  return year >= 1990 && year <= 2100 ? year : null;
}

function YearFrame({ frameRef, listRef, year }: { frameRef: Ref; listRef: Ref; year: number }) {
  const { bundleYears } = usePreloadedQuery<BundleYearPageQuery>(query, frameRef);
  if (!bundleYears.includes(year)) return <NotFound />;
  return <YearBundlesPage listRef={listRef} year={year} others={bundleYears.filter((other) => other !== year)} />;
}

function YearBundlesPage({ listRef, year, others }: { listRef: Ref; year: number; others: readonly number[] }) {
  const t = useT();
  const locale = useLocale();
  const shown = formatYear(year, locale);
  const title = t('catalogue.home.bundles', { year: shown });
  usePageHead({ title });
  return (
    <div className="catalog-page bundle-year-page">
      <Breadcrumbs items={[{ label: t('catalogue.crumbs.home'), to: '/' }, { label: t('section.bundle'), to: '/bundle' }, { label: shown }]} />
      <header className="catalog-page__header">
        <h1>{title}</h1>
        <p className="catalog-page__intro">{t('product.year.intro', { year: shown })}</p>
        {others.length > 0 && (
          <nav aria-label={t('product.year.others')} className="bundle-years">
            <span className="bundle-years__label">{t('product.year.othersLabel')}</span>
            <ul>
              {others.map((other) => (
                <li key={other}>
                  <Link to={`/bundles/${other}`}>{formatYear(other, locale)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <ListFilterControls kinds={['BUNDLE']} />
      <ListSuspense>
        <YearBundles listRef={listRef} year={year} />
      </ListSuspense>
    </div>
  );
}

function YearBundles({ listRef, year }: { listRef: Ref; year: number }) {
  const data = usePreloadedQuery<BundleYearPageQuery>(query, listRef);
  const [searchParams] = useSearchParams();
  const t = useT();
  const shown = formatYear(year, useLocale());
  return (
    <ProductList
      query={data}
      label={t('catalogue.home.bundles', { year: shown })}
      empty={
        isFiltered(readListFilters(searchParams, []))
          ? { title: t('product.year.noMatch', { year: shown }), description: t('catalogue.list.widen'), action: <ClearFiltersLink /> }
          : {
              title: t('product.year.empty', { year: shown }),
              action: <LinkButton to="/bundle">{t('product.year.all')}</LinkButton>,
            }
      }
    />
  );
}

/** /bundles/{year}: the bundles of one exam year; a year without bundles is a 404. */
export function Component() {
  const { first, current } = useListQuery<BundleYearPageQuery>();
  const year = bundleYear(useParams().year)!;
  const t = useT();
  const locale = useLocale();
  return (
    <Suspense
      fallback={
        <div className="catalog-page">
          <header className="catalog-page__header">
            <h1>{t('catalogue.home.bundles', { year: formatYear(year, locale) })}</h1>
          </header>
          <ProductGridSkeleton />
        </div>
      }
    >
      <YearFrame frameRef={first} listRef={current} year={year} />
    </Suspense>
  );
}

const loadYear = queryLoader<BundleYearPageQuery>(query, (params, searchParams) =>
  listVariables(searchParams, { kinds: ['BUNDLE'], bundleYear: bundleYear(params.year)! }, []),
);

export function loader(args: LoaderFunctionArgs) {
  // Not a year at all: the 404 view, without asking the server.
  if (bundleYear(args.params.year) === null) throw routeData(null, { status: 404, statusText: 'Not Found' });
  return loadYear(args);
}
