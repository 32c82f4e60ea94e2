/** Test data for the bundle admin screens: answers shaped like the server's (see catalog-admin/test-support.ts). */
import { gid } from '../catalog-admin/test-support.ts';

/** A product in a bundle, as the bundle form selects it. */
export function bundleItem(type: string, n: number, quantity = 1, overrides: Record<string, unknown> = {}) {
  return {
    quantity,
    product: {
      __typename: type,
      id: gid(type, n),
      title: `${type} ${n}`,
      digital: type === 'Ebook' || type === 'Content',
      published: true,
      price: { formatted: '৳350' },
      ...overrides,
    },
  };
}

/** A bundle as the bundle form and the product frame select it. */
export function bundleDetails(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Bundle',
    // The server answers this for fragments on the Product interface (ProductAdminFrame_product).
    __isProduct: 'Bundle',
    id: gid('Bundle', n),
    title: `Bundle ${n}`,
    subtitle: '',
    description: '',
    slug: `bundle-${n}`,
    path: `/bundle/bundle-${n}`,
    stock: 10,
    published: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    year: 2026,
    price: { amount: 90000 },
    compareAtPrice: null,
    itemsValue: { formatted: '৳1,050' },
    section: null,
    authors: [],
    cover: null,
    items: [bundleItem('Book', 1, 2), bundleItem('Ebook', 2)],
    ...overrides,
  };
}

/** A match of the product picker's search. */
export function pickerMatch(type: string, n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: type,
    id: gid(type, n),
    title: `${type} ${n}`,
    published: true,
    digital: type === 'Ebook' || type === 'Content',
    price: { formatted: '৳350' },
    ...overrides,
  };
}
