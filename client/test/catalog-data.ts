/**
 * Product payloads for mock Relay responses, shaped like the server's answers (ProductCard_product
 * and the connections of the storefront lists).
 */

const TAKA = new Intl.NumberFormat('en-US');

/** Money as the server sends it: poisha and "৳1,250". */
export function money(poisha: number) {
  return { amount: poisha, formatted: `৳${TAKA.format(poisha / 100)}` };
}

const TYPENAMES = { BOOK: 'Book', EBOOK: 'Ebook', STATIONERY: 'Stationery', BUNDLE: 'Bundle', CONTENT: 'Content' } as const;
const PATHS = { BOOK: 'book', EBOOK: 'ebook', STATIONERY: 'stationery', BUNDLE: 'bundle', CONTENT: 'content' } as const;

export type Kind = keyof typeof TYPENAMES;

export interface ProductOverrides {
  kind?: Kind;
  title?: string;
  slug?: string;
  price?: number;
  compareAtPrice?: number | null;
  inStock?: boolean;
  authors?: string[];
  rating?: { average: number | null; count: number };
  cover?: { url: string; alt: string; srcset?: string | null; avifSrcset?: string | null; placeholder?: string | null } | null;
  hscBatch?: string;
  year?: number;
}

/** A product node with every field ProductCard_product (and HeaderSearch's suggestions) read. */
export function product(id: string, overrides: ProductOverrides = {}) {
  const kind = overrides.kind ?? 'BOOK';
  const title = overrides.title ?? `Product ${id}`;
  const slug = overrides.slug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const node: Record<string, unknown> = {
    __typename: TYPENAMES[kind],
    id,
    kind,
    title,
    slug,
    path: `/${PATHS[kind]}/${slug}`,
    inStock: overrides.inStock ?? true,
    digital: kind === 'EBOOK' || kind === 'CONTENT',
    cover:
      overrides.cover === undefined
        ? { url: `/files/covers/${slug}.svg`, alt: title, srcset: null, avifSrcset: null, placeholder: null }
        : overrides.cover && { srcset: null, avifSrcset: null, placeholder: null, ...overrides.cover },
    authors: (overrides.authors ?? ['Humayun Ahmed']).map((name, index) => ({ __typename: 'Author', id: `${id}-a${index}`, name })),
    price: money(overrides.price ?? 45000),
    compareAtPrice: overrides.compareAtPrice == null ? null : money(overrides.compareAtPrice),
    rating: overrides.rating ?? { average: null, count: 0 },
  };
  if (kind === 'CONTENT') node.hscBatch = overrides.hscBatch ?? 'HSC 2026';
  if (kind === 'BUNDLE') node.year = overrides.year ?? 2026;
  return node;
}

/** A products/search connection of `nodes`, as one page (cursor = the node id). */
export function connection(nodes: Record<string, unknown>[], { hasNextPage = false, totalCount = nodes.length } = {}) {
  return {
    totalCount,
    edges: nodes.map((node) => ({ cursor: `cursor-${node.id as string}`, node })),
    pageInfo: { endCursor: nodes.length ? `cursor-${nodes.at(-1)!.id as string}` : null, hasNextPage },
  };
}

/** The same connection without totalCount (the home page's rows do not ask for it). */
export function row(nodes: Record<string, unknown>[]) {
  return { edges: nodes.map((node) => ({ cursor: `cursor-${node.id as string}`, node })) };
}
