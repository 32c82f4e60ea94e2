/** The results page of a search: `/search?q=…` (the text trimmed and encoded). */
export function searchPath(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() })}`;
}

/** Suggestions start once this many characters (not counting spaces at the ends) are typed. */
export const SUGGEST_MIN_LENGTH = 2;
/** How long typing must pause before suggestions are fetched. */
export const SUGGEST_DELAY_MS = 200;
