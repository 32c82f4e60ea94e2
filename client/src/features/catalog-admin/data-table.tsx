/** Parts every staff list table shares: the header row and the "Load more" button under it. */

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
    <button type="button" className="button" onClick={onLoadMore} disabled={isLoadingNext}>
      {isLoadingNext ? 'Loading…' : 'Load more'}
    </button>
  );
}
