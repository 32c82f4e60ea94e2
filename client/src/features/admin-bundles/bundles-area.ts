import { databaseId } from '../catalog-admin/admin-paths.ts';

/** The bundles list, as the breadcrumb of one bundle's screens. */
export const BUNDLES_LIST = { to: '/admin/bundles', label: 'Bundles' } as const;

/** The screens of one bundle (its tabs), for the bundle with this global or database id. */
export function bundleTabs(id: string) {
  const base = `/admin/bundles/${encodeURIComponent(databaseId(id))}`;
  return {
    label: 'Bundle',
    links: [
      { to: base, label: 'Details' },
      { to: `${base}/sales`, label: 'Sales' },
    ],
  };
}
