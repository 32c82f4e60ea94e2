/**
 * The staff product lists keep their search, filters and sort in the URL (`?q=…&status=…&section=…
 * &stock=low&sort=…`), so a filtered list can be bookmarked, shared and reloaded. These turn the URL
 * into the variables of `adminProducts` and back.
 */

export type ProductKindName = 'BOOK' | 'EBOOK' | 'STATIONERY' | 'BUNDLE' | 'CONTENT';
export type ProductSortName = 'NEWEST' | 'PRICE_LOW_HIGH' | 'PRICE_HIGH_LOW' | 'POPULAR';
export type PublishedStatus = '' | 'published' | 'unpublished';

/** The list's settings as read from the URL. */
export interface AdminListParams {
  q: string;
  status: PublishedStatus;
  section: string;
  lowStock: boolean;
  sort: ProductSortName;
}

/** How many products a page of a staff list shows. */
export const ADMIN_PAGE_SIZE = 20;

/** The sorts, with their URL value and label, in the order the select lists them. */
export const SORT_OPTIONS: readonly { value: ProductSortName; param: string; label: string }[] = [
  { value: 'NEWEST', param: 'newest', label: 'Newest first' },
  { value: 'PRICE_LOW_HIGH', param: 'price-low-high', label: 'Price: low to high' },
  { value: 'PRICE_HIGH_LOW', param: 'price-high-low', label: 'Price: high to low' },
  { value: 'POPULAR', param: 'popular', label: 'Best sellers first' },
];

/** Reads the list settings from a URL's query string (unknown values fall back to the defaults). */
export function readAdminListParams(search: URLSearchParams): AdminListParams {
  const status = search.get('status');
  const sort = SORT_OPTIONS.find((option) => option.param === search.get('sort'))?.value ?? 'NEWEST';
  return {
    q: (search.get('q') ?? '').trim(),
    status: status === 'published' || status === 'unpublished' ? status : '',
    section: search.get('section') ?? '',
    lowStock: search.get('stock') === 'low',
    sort,
  };
}

/** The query string for list settings; defaults are left out, other parameters kept. */
export function writeAdminListParams(params: AdminListParams, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', params.q.trim());
  set('status', params.status);
  set('section', params.section);
  set('stock', params.lowStock ? 'low' : '');
  set('sort', params.sort === 'NEWEST' ? '' : (SORT_OPTIONS.find((option) => option.value === params.sort)?.param ?? ''));
  return next;
}

/** Whether any filter (not the sort) narrows the list. */
export function isFiltered(params: AdminListParams): boolean {
  return Boolean(params.q || params.status || params.section || params.lowStock);
}

/** The `adminProducts` variables (filter and sort) for list settings of some kinds. */
export function adminListVariables(params: AdminListParams, kinds: readonly ProductKindName[]) {
  return {
    filter: {
      kinds: [...kinds],
      search: params.q || null,
      published: params.status === '' ? null : params.status === 'published',
      section: params.section || null,
      lowStock: params.lowStock || null,
    },
    sort: params.sort,
  };
}
