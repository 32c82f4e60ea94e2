/**
 * The sort and filters of a storefront list, kept in the URL's search parameters so a reload, a
 * shared link and the back button show the same list: `?sort=price-asc&kind=book&kind=ebook&min=100&max=500&stock=1`
 * (prices in Taka). Pages turn them into the variables of their query (`ProductFilter`, `ProductSort`).
 */

export type ProductKind = 'BOOK' | 'EBOOK' | 'STATIONERY' | 'BUNDLE' | 'CONTENT';
export type ProductSort = 'NEWEST' | 'PRICE_LOW_HIGH' | 'PRICE_HIGH_LOW' | 'POPULAR';

/** The `ProductFilter` input of the products query (prices in poisha). */
export interface ProductFilterVariables {
  kinds?: ProductKind[];
  section?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  bundleYear?: number;
  author?: string;
}

export interface ListFilters {
  sort: ProductSort;
  /** Chosen kinds; empty means every kind the page lists. */
  kinds: ProductKind[];
  /** Whole Taka, or null when not set. */
  minTaka: number | null;
  maxTaka: number | null;
  inStock: boolean;
}

/** The sort options in the order the select shows them; the first is the default (their words: `catalogue.sort.<sort>`). */
export const SORT_OPTIONS: readonly { sort: ProductSort; param: string }[] = [
  { sort: 'NEWEST', param: 'newest' },
  { sort: 'PRICE_LOW_HIGH', param: 'price-asc' },
  { sort: 'PRICE_HIGH_LOW', param: 'price-desc' },
  { sort: 'POPULAR', param: 'popular' },
];

/** The kinds' English names, for staff screens (the storefront says them through the catalogue: product-text.ts KIND_NAME). */
export const KIND_LABELS: Record<ProductKind, string> = {
  BOOK: 'Book',
  EBOOK: 'Ebook',
  STATIONERY: 'Stationery',
  BUNDLE: 'Bundle',
  CONTENT: 'Course',
};

/** Plural English labels, for staff screens (the storefront's kind checkboxes: product-text.ts KIND_LIST_NAME). */
export const KIND_PLURALS: Record<ProductKind, string> = {
  BOOK: 'Books',
  EBOOK: 'Ebooks',
  STATIONERY: 'Stationery',
  BUNDLE: 'Bundles',
  CONTENT: 'Courses',
};

export const ALL_KINDS: readonly ProductKind[] = ['BOOK', 'EBOOK', 'STATIONERY', 'BUNDLE', 'CONTENT'];

const PARAM = { sort: 'sort', kind: 'kind', min: 'min', max: 'max', stock: 'stock' } as const;
/** The search parameters a list owns (others, such as `q`, are left alone). */
export const LIST_PARAMS: readonly string[] = Object.values(PARAM);

/** Poisha per Taka. */
const POISHA = 100;
/** Above this a price bound is ignored (the GraphQL Int limit, in Taka, with room to spare). */
const MAX_TAKA = 10_000_000;

function taka(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const amount = Number(value.trim());
  return amount <= MAX_TAKA ? amount : null;
}

/** The filters in `searchParams`; unknown values are ignored, kinds outside `allowedKinds` dropped. */
export function readListFilters(searchParams: URLSearchParams, allowedKinds: readonly ProductKind[] = ALL_KINDS): ListFilters {
  const sortParam = searchParams.get(PARAM.sort);
  const sort = SORT_OPTIONS.find((option) => option.param === sortParam)?.sort ?? 'NEWEST';
  const wanted = new Set(searchParams.getAll(PARAM.kind).map((kind) => kind.toUpperCase()));
  const kinds = allowedKinds.filter((kind) => wanted.has(kind));
  return {
    sort,
    kinds,
    minTaka: taka(searchParams.get(PARAM.min)),
    maxTaka: taka(searchParams.get(PARAM.max)),
    inStock: searchParams.get(PARAM.stock) === '1',
  };
}

/**
 * `searchParams` with the list's parameters replaced by `filters` (defaults are left out, so the
 * plain list keeps a plain URL); other parameters, such as the search text, are kept.
 */
export function writeListFilters(searchParams: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  for (const name of LIST_PARAMS) next.delete(name);
  if (filters.sort !== 'NEWEST') next.set(PARAM.sort, SORT_OPTIONS.find((option) => option.sort === filters.sort)!.param);
  for (const kind of filters.kinds) next.append(PARAM.kind, kind.toLowerCase());
  if (filters.minTaka !== null) next.set(PARAM.min, String(filters.minTaka));
  if (filters.maxTaka !== null) next.set(PARAM.max, String(filters.maxTaka));
  if (filters.inStock) next.set(PARAM.stock, '1');
  return next;
}

/** `searchParams` without the shopper's filters: the sort and other parameters (the search text) stay. */
export function withoutFilters(searchParams: URLSearchParams): URLSearchParams {
  const { sort } = readListFilters(searchParams);
  return writeListFilters(searchParams, { sort, kinds: [], minTaka: null, maxTaka: null, inStock: false });
}

/**
 * The `filter` variable for a page's query: what the page always lists (`base`, e.g. its section or
 * kind) narrowed by the shopper's choices. Unset choices are left out rather than sent as null.
 */
export function productFilter(filters: ListFilters, base: ProductFilterVariables = {}): ProductFilterVariables {
  const filter: ProductFilterVariables = { ...base };
  if (filters.kinds.length > 0) filter.kinds = filters.kinds;
  if (filters.minTaka !== null) filter.minPrice = filters.minTaka * POISHA;
  if (filters.maxTaka !== null) filter.maxPrice = filters.maxTaka * POISHA;
  if (filters.inStock) filter.inStock = true;
  return filter;
}

/** The query variables of a list page: `filter` and `sort`, from the URL. */
export function listVariables(
  searchParams: URLSearchParams,
  base: ProductFilterVariables = {},
  allowedKinds?: readonly ProductKind[],
): { filter: ProductFilterVariables; sort: ProductSort } {
  const filters = readListFilters(searchParams, allowedKinds);
  return { filter: productFilter(filters, base), sort: filters.sort };
}

/** Whether the shopper narrowed the list (for the empty state's wording). */
export function isFiltered(filters: ListFilters): boolean {
  return filters.kinds.length > 0 || filters.minTaka !== null || filters.maxTaka !== null || filters.inStock;
}
