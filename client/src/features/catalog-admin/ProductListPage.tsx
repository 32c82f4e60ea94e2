import { Suspense, type ReactNode } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { ProductAdminTable_query$key } from '../../__generated__/ProductAdminTable_query.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { ProductKindName } from './admin-list-params.ts';
import { AdminPage, type AdminSubnavLinks } from './AdminPageHeader.tsx';
import { NothingYet } from './NoFilterMatches.tsx';
import { ProductAdminFilters, useClearListFilters } from './ProductAdminFilters.tsx';
import { ProductAdminTable, ProductTableSkeleton } from './ProductAdminTable.tsx';
import { LinkButton } from '../../components/ui/index.ts';

/** A list page's query: `...SectionSelect_query` and `...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)`. */
export interface ProductListQuery extends OperationType {
  response: SectionSelect_query$key & ProductAdminTable_query$key;
}

interface ProductListPageProps {
  /** The route's query (see ProductListQuery), started by `adminListLoader(query, kinds)`. */
  query: GraphQLTaggedNode;
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
  query,
  kinds,
  noun,
  create,
  searchLabel,
  searchPlaceholder,
  empty,
  editPath,
}: Omit<ProductListPageProps, 'title' | 'intro' | 'subnav'>) {
  const data = useRouteQuery<ProductListQuery>(query);
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
