import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { StationeryAdminPageQuery } from '../../../../__generated__/StationeryAdminPageQuery.graphql.ts';
import { adminProductPath } from '../../../../features/catalog-admin/admin-paths.ts';
import { adminListLoader, keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductListPage } from '../../../../features/catalog-admin/ProductListPage.tsx';

const query = graphql`
  query StationeryAdminPageQuery($filter: AdminProductFilter, $sort: ProductSort) {
    ...SectionSelect_query
    ...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)
  }
`;

const KINDS = ['STATIONERY'] as const;

const listLoader = adminListLoader<StationeryAdminPageQuery>(query, KINDS);

/** Starts the list's query; the old address of an item's editor (`?edit=<id>`) goes to its own screen. */
export function loader(args: LoaderFunctionArgs) {
  const edit = new URL(args.request.url).searchParams.get('edit');
  return edit ? redirect(adminProductPath('STATIONERY', edit)) : listLoader(args);
}
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/stationary: every stationery item, unpublished too, with search, filters, sort and bulk publishing. */
export function Component() {
  return (
    <ProductListPage
      query={query}
      kinds={KINDS}
      title="Stationery"
      noun={{ one: 'stationery item', many: 'stationery items' }}
      create={{ to: '/admin/stationary/create', label: 'New item' }}
      searchLabel="Search stationery"
      searchPlaceholder="Title, brand or slug"
      empty={{ title: 'No stationery yet.', action: 'Add the first item' }}
    />
  );
}
