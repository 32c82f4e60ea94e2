import { productListRoute } from '../../../../features/catalog-admin/ProductListPage.tsx';

/** /admin/bundles: every bundle, unpublished too, with search, filters, sort and bulk publishing. */
export const { loader, shouldRevalidate, Component } = productListRoute({
  kinds: ['BUNDLE'],
  title: 'Bundles',
  noun: { one: 'bundle', many: 'bundles' },
  create: { to: '/admin/bundles/create', label: 'New bundle' },
  searchLabel: 'Search bundles',
  searchPlaceholder: 'Title or slug',
});
