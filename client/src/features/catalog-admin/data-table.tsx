import { Button } from '../../components/ui/index.ts';
/** Parts every staff list table shares: the header row, the "Load more" button under it and the empty state of a filtered list. */

/** The header row: one column header a name, then an unnamed (screen-reader only) column such as "Actions". */
export function DataTableHead({ columns, last }: { columns: readonly string[]; /** e.g. "Actions"; left out: no such column. */ last?: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {last && (
          <th scope="col">
            <span className="visually-hidden">{last}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** "Load more" while a paginated list has a next page ("Loading…" while it loads). */
export function LoadMoreButton({ hasNext, isLoadingNext, onLoadMore }: { hasNext: boolean; isLoadingNext: boolean; onLoadMore: () => void }) {
  if (!hasNext) return null;
  return (
    <Button onClick={onLoadMore} disabled={isLoadingNext}>
      {isLoadingNext ? 'Loading…' : 'Load more'}
    </Button>
  );
}

/** A filtered list's empty state: "No <things> match these filters." and a button that clears them. */
export function NoFilterMatches({ many, onClearFilters }: { /** e.g. "books" */ many: string; onClearFilters: () => void }) {
  return (
    <p className="empty-state">
      No {many} match these filters.{' '}
      <Button variant="link" onClick={onClearFilters}>
        Clear filters
      </Button>
    </p>
  );
}
