import type { ReactNode } from 'react';
import { ListCount, Pagination, Table, TableHead, type Noun, type TableColumn } from '../../components/ui/index.ts';
import './AdminListTable.css';

interface AdminListTableProps {
  /** The table's name, e.g. "Orders". */
  label: string;
  /** What a row is, e.g. { one: 'order', many: 'orders' } ("Showing 20 of 134 orders"). */
  noun: Noun;
  /** The rows loaded so far, and how many there are in all. */
  shown: number;
  total: number;
  /** While the list is fetched again (a search, a filter): dims the rows and says `busyText`. */
  busy?: boolean;
  busyText?: string;
  /** What an empty list says (an EmptyState: nothing yet, or no match for the filters). */
  empty: ReactNode;
  columns: readonly (string | TableColumn)[];
  /** Header cells before the columns (e.g. a select-all box). */
  headStart?: ReactNode;
  /** Beside the count (e.g. the bulk actions of the selected rows). */
  aside?: ReactNode;
  /** The connection's next page (usePaginationFragment). */
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The rows (<tr>s). */
  children: ReactNode;
}

/**
 * A staff list fetched a page at a time: "Showing 20 of 134 orders" (or "Searching…"), the table in its
 * own scroll box, and "Load more"; its empty state when there are no rows.
 */
export function AdminListTable({ label, noun, shown, total, busy = false, busyText = 'Updating…', empty, columns, headStart, aside, hasNext, isLoadingNext, onLoadMore, children }: AdminListTableProps) {
  if (shown === 0) return <div aria-busy={busy}>{empty}</div>;
  return (
    <div className="admin-list">
      <div className="admin-list__summary">
        <ListCount shown={shown} total={total} noun={noun} busyText={busy && busyText} />
        {aside}
      </div>
      <Table busy={busy} dense aria-label={label}>
        <TableHead columns={columns}>{headStart}</TableHead>
        <tbody>{children}</tbody>
      </Table>
      <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={onLoadMore} />
    </div>
  );
}
