import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminProductPath } from '../../../../features/catalog-admin/admin-paths.ts';
import { productListRoute } from '../../../../features/catalog-admin/ProductListPage.tsx';

/** /admin/stationary: every stationery item, unpublished too, with search, filters, sort and bulk publishing. */
const list = productListRoute({
  kinds: ['STATIONERY'],
  title: 'Stationery',
  noun: { one: 'stationery item', many: 'stationery items' },
  create: { to: '/admin/stationary/create', label: 'New item' },
  searchLabel: 'Search stationery',
  searchPlaceholder: 'Title, brand or slug',
  empty: { title: 'No stationery yet.', action: 'Add the first item' },
});

/** Starts the list's query; the old address of an item's editor (`?edit=<id>`) goes to its own screen. */
export function loader(args: LoaderFunctionArgs) {
  const edit = new URL(args.request.url).searchParams.get('edit');
  return edit ? redirect(adminProductPath('STATIONERY', edit)) : list.loader(args);
}
export const { shouldRevalidate, Component } = list;
