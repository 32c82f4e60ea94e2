import { graphql } from 'react-relay';
import type { BundlesAdminPageQuery } from '../../../../__generated__/BundlesAdminPageQuery.graphql.ts';
import { adminListLoader, keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductListPage } from '../../../../features/catalog-admin/ProductListPage.tsx';

const query = graphql`
  query BundlesAdminPageQuery($filter: AdminProductFilter, $sort: ProductSort) {
    ...SectionSelect_query
    ...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)
  }
`;

const KINDS = ['BUNDLE'] as const;

export const loader = adminListLoader<BundlesAdminPageQuery>(query, KINDS);
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/bundles: every bundle, unpublished too, with search, filters, sort and bulk publishing. */
export function Component() {
  return (
    <ProductListPage
      query={query}
      kinds={KINDS}
      title="Bundles"
      noun={{ one: 'bundle', many: 'bundles' }}
      create={{ to: '/admin/bundles/create', label: 'New bundle' }}
      searchLabel="Search bundles"
      searchPlaceholder="Title or slug"
    />
  );
}
