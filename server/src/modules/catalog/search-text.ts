/**
 * The extra words full-text search finds a product by, besides its title and description (see the
 * search-vector trigger in the catalog migration). Every writer of Product.searchText uses this.
 */
export interface SearchTextParts {
  authors?: readonly string[];
  isbn?: string | null;
  publisher?: string | null;
  edition?: string | null;
  brand?: string | null;
  instructor?: string | null;
  hscBatch?: string | null;
  year?: number | null;
}

export function productSearchText(parts: SearchTextParts): string {
  const words = [
    ...(parts.authors ?? []),
    parts.isbn,
    parts.publisher,
    parts.edition,
    parts.brand,
    parts.instructor,
    parts.hscBatch,
    parts.year ? String(parts.year) : null,
  ];
  return words.filter((w): w is string => Boolean(w && w.trim())).join(' ');
}
