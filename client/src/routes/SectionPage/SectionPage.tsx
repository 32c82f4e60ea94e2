import { Suspense } from 'react';
import { FIRST_SCREEN_COVERS } from '#shared/cover-image.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { SectionPageQuery } from '../../__generated__/SectionPageQuery.graphql.ts';
import { LinkButton, Skeleton, SkeletonText } from '../../components/ui/index.ts';
import { Breadcrumbs } from '../../features/catalog/Breadcrumbs.tsx';
import { ListSuspense } from '../../features/catalog/CatalogListPage.tsx';
import { ClearFiltersLink, ListFilterControls } from '../../features/catalog/ListFilterControls.tsx';
import { isFiltered, listVariables, readListFilters, type ProductKind } from '../../features/catalog/list-filters.ts';
import { ProductGridSkeleton } from '../../features/catalog/ProductGrid.tsx';
import { ProductList } from '../../features/catalog/ProductList.tsx';
import { useListQuery } from '../../features/catalog/use-list-query.ts';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';
import '../../features/catalog/catalog.css';

const query = graphql`
  query SectionPageQuery($slug: String!, $filter: ProductFilter!, $sort: ProductSort!) {
    section(slug: $slug) {
      __typename
      ... on QuerySectionSuccess {
        data {
          name
          description
          parent {
            name
            path
          }
          children(first: 20) {
            edges {
              node {
                id
                name
                path
              }
            }
          }
        }
      }
    }
    ...ProductList_query @arguments(filter: $filter, sort: $sort)
  }
`;

/** The kinds a section holds (stationery belongs to no section). */
export const SECTION_KINDS: readonly ProductKind[] = ['BOOK', 'EBOOK', 'BUNDLE', 'CONTENT'];

type Ref = PreloadedQuery<SectionPageQuery>;

/** The section's heading, sub-sections and filters (from the query the page opened with), then its products. */
function SectionFrame({ frameRef, listRef }: { frameRef: Ref; listRef: Ref }) {
  const { section: result } = usePreloadedQuery<SectionPageQuery>(query, frameRef);
  if (result.__typename !== 'QuerySectionSuccess') return <NotFound />;
  return <SectionBody section={result.data} listRef={listRef} />;
}

type SectionData = Extract<SectionPageQuery['response']['section'], { __typename: 'QuerySectionSuccess' }>['data'];

function SectionBody({ section, listRef }: { section: SectionData; listRef: Ref }) {
  usePageHead({ title: section.name });
  const t = useT();
  return (
    <div className="catalog-page section-page">
      <Breadcrumbs
        items={[{ label: t('catalogue.crumbs.home'), to: '/' }, ...(section.parent ? [{ label: section.parent.name, to: section.parent.path }] : []), { label: section.name }]}
      />
      <header className="catalog-page__header">
        <h1>{section.name}</h1>
        <p className="catalog-page__intro">{section.description}</p>
      </header>
      {section.children.edges.length > 0 && (
        <nav aria-label={t('catalogue.section.children', { name: section.name })}>
          <ul className="section-page__children">
            {section.children.edges.map(({ node }) => (
              <li key={node.id}>
                <Link to={node.path}>{node.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListFilterControls kinds={SECTION_KINDS} />
      <ListSuspense>
        <SectionProducts listRef={listRef} name={section.name} />
      </ListSuspense>
    </div>
  );
}

function SectionProducts({ listRef, name }: { listRef: Ref; name: string }) {
  const t = useT();
  const data = usePreloadedQuery<SectionPageQuery>(query, listRef);
  const [searchParams] = useSearchParams();
  const filtered = isFiltered(readListFilters(searchParams, SECTION_KINDS));
  return (
    <ProductList
      query={data}
      label={t('catalogue.section.products', { name })}
      empty={
        filtered
          ? {
              title: t('catalogue.section.noMatch', { name }),
              description: t('catalogue.list.widen'),
              action: <ClearFiltersLink />,
            }
          : {
              title: t('catalogue.section.empty', { name }),
              description: t('catalogue.section.emptyText'),
              action: <LinkButton to="/">{t('catalogue.section.others')}</LinkButton>,
            }
      }
    />
  );
}

/**
 * The page before its data, in the shape of the page (trail, heading and intro, filters, count, grid), so
 * the grid does not jump down when the data comes; also the page's first HTML (section-first-view.ts).
 * Sized by class, not style: the build's copy of this view keeps no style attributes.
 */
function SectionSkeleton() {
  return (
    <div className="catalog-page section-page">
      <div className="breadcrumbs" aria-hidden="true">
        <Skeleton className="breadcrumbs__skeleton" />
      </div>
      <header className="catalog-page__header" aria-hidden="true">
        <Skeleton className="catalog-page__title-skeleton" />
        <SkeletonText lines={2} className="catalog-page__intro-skeleton" />
      </header>
      <div className="shop-filters" aria-hidden="true">
        <Skeleton className="shop-filters__skeleton" />
      </div>
      <div className="product-list">
        <Skeleton className="product-list__count-skeleton" />
        {/* Its first covers' places: the server fills them in the page's first HTML. */}
        <ProductGridSkeleton coverSlots={FIRST_SCREEN_COVERS} />
      </div>
    </div>
  );
}

function SectionPage() {
  const { first, current } = useListQuery<SectionPageQuery>();
  return (
    <Suspense fallback={<SectionSkeleton />}>
      <SectionFrame frameRef={first} listRef={current} />
    </Suspense>
  );
}

/** The route module for one section's storefront page (/academic, /academic/cycle, …): its products, sorted and filtered. */
export function sectionRoute(slug: string) {
  return {
    Component: SectionPage,
    loader: queryLoader<SectionPageQuery>(query, (_params, searchParams) => ({
      slug,
      ...listVariables(searchParams, { section: slug }, SECTION_KINDS),
    })),
  };
}
