/** The results page of a search: `/search?q=…` (the text trimmed and encoded); `asTyped` turns spelling correction off. */
export function searchPath(text: string, { asTyped = false } = {}): string {
  return `/search?${new URLSearchParams({ q: text.trim(), ...(asTyped ? { exact: '1' } : {}) })}`;
}

/** The query of /search?q=…, trimmed, and whether it is to be searched as typed (`exact=1`). */
export function readSearchParams(searchParams: URLSearchParams): { text: string; asTyped: boolean } {
  return { text: (searchParams.get('q') ?? '').trim(), asTyped: searchParams.get('exact') === '1' };
}

/** Suggestions start once this many characters (not counting spaces at the ends) are typed. */
export const SUGGEST_MIN_LENGTH = 2;
/** How long typing must pause before suggestions are fetched. */
export const SUGGEST_DELAY_MS = 200;
