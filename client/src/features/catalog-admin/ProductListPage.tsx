import { Suspense, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { ProductListPageQuery } from '../../__generated__/ProductListPageQuery.graphql.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { ProductKindName } from './admin-list-params.ts';
import { AdminPage, type AdminSubnavLinks } from './AdminPageHeader.tsx';
import { adminListLoader, keepListOnSearchChange } from './list-loader.ts';
import { NothingYet } from './NoFilterMatches.tsx';
import { ProductAdminFilters, useClearListFilters } from './ProductAdminFilters.tsx';
import { ProductAdminTable, ProductTableSkeleton } from './ProductAdminTable.tsx';

// One query for every product list: the kinds are in its filter (adminListVariables).
const query = graphql`
  query ProductListPageQuery($filter: AdminProductFilter, $sort: ProductSort) {
    ...SectionSelect_query
    ...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)
  }
`;

interface ProductListPageProps {
  kinds: readonly ProductKindName[];
  /** The h1 and document title, e.g. "Bundles". */
  title: string;
  /** What the list holds, e.g. { one: 'bundle', many: 'bundles' }. */
  noun: { one: string; many: string };
  /** The screen that adds one, e.g. { to: '/admin/bundles/create', label: 'New bundle' }. */
  create: { to: string; label: string };
  searchLabel: string;
  searchPlaceholder?: string;
  /** Said when there are none at all, with a link to `create`: default "No <many> yet." and "Add the first <one>". */
  empty?: { title: string; action: string };
  intro?: ReactNode;
  /** Tabs under the title (e.g. an area's screens). */
  subnav?: AdminSubnavLinks;
  editPath?: (product: { id: string; kind: string }) => string;
}

/**
 * The route module of a staff product list of some kinds (its loader starts the list's query for the
 * search and filters in the address; changing them refetches the list in place, not the page):
 * `export const { loader, shouldRevalidate, Component } = productListRoute({ kinds: ['BOOK'], title: 'Books', … })`.
 */
export function productListRoute(page: ProductListPageProps) {
  return {
    loader: adminListLoader<ProductListPageQuery>(query, page.kinds),
    shouldRevalidate: keepListOnSearchChange,
    Component: () => <ProductListPage {...page} />,
  };
}

/**
 * A staff product list screen of some kinds: header with a "new" link, then (once the route's query
 * answers) the search, filters and sort, and the table with bulk publishing and "Load more".
 */
export function ProductListPage({ title, create, intro, subnav, ...list }: ProductListPageProps) {
  return (
    <AdminPage
      title={title}
      intro={intro}
      subnav={subnav}
      actions={
        <LinkButton variant="primary" to={create.to}>
          {create.label}
        </LinkButton>
      }
    >
      <Suspense fallback={<ProductTableSkeleton />}>
        <ProductList create={create} {...list} />
      </Suspense>
    </AdminPage>
  );
}

function ProductList({
  kinds,
  noun,
  create,
  searchLabel,
  searchPlaceholder,
  empty,
  editPath,
}: Omit<ProductListPageProps, 'title' | 'intro' | 'subnav'>) {
  const data = useRouteQuery<ProductListPageQuery>(query);
  const clearFilters = useClearListFilters();
  return (
    <>
      <ProductAdminFilters sections={data} searchLabel={searchLabel} searchPlaceholder={searchPlaceholder} lowStock={!kinds.every((kind) => kind === 'EBOOK' || kind === 'CONTENT')} />
      <ProductAdminTable
        query={data}
        kinds={kinds}
        noun={noun}
        onClearFilters={clearFilters}
        editPath={editPath}
        empty={
          <NothingYet
            title={empty?.title ?? `No ${noun.many} yet.`}
            action={{ to: create.to, label: empty?.action ?? `Add the first ${noun.one}` }}
          />
        }
      />
    </>
  );
}
