/** Test data for the stationery admin screens: answers shaped like the server's (see catalog-admin/test-support.ts). */
import { gid } from '../catalog-admin/test-support.ts';

/** A stationery item as the stationery form and the product frame select it. */
export function stationeryDetails(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Stationery',
    // The server answers this for fragments on the Product interface (ProductAdminFrame_product).
    __isProduct: 'Stationery',
    id: gid('Stationery', n),
    title: `Pen ${n}`,
    subtitle: '',
    description: '',
    slug: `pen-${n}`,
    path: `/stationery/pen-${n}`,
    stock: 30,
    published: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    brand: 'Matador',
    price: { amount: 2000 },
    compareAtPrice: null,
    section: null,
    authors: [],
    cover: null,
    variants: [
      { id: gid('StationeryVariant', 1), label: 'Blue', sku: 'PEN-BLUE', stock: 20 },
      { id: gid('StationeryVariant', 2), label: 'Black', sku: 'PEN-BLACK', stock: 10 },
    ],
    ...overrides,
  };
}
