import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import './Table.css';

export type TableProps = ComponentPropsWithRef<'table'> & {
  /** The table's name, e.g. "Orders"; it also names the scroll region when the table overflows. */
  'aria-label'?: string;
  /** Dims the rows while a new set is fetched (aria-busy). */
  busy?: boolean;
  /** Rows as tight as a staff list needs (less padding). */
  dense?: boolean;
  /** Classes of the scrolling box around the table. */
  scrollClassName?: string;
};

/**
 * A data table in a box that scrolls sideways by itself, so a wide table never widens the page (a
 * tablet or phone scrolls the table, not the screen). When the table is wider than its box, the box
 * becomes a named, focusable region, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function Table({ busy, dense, className, scrollClassName, children, ...props }: TableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(scroller);
  const label = props['aria-label'];
  const t = useT();
  return (
    <div
      ref={scroller}
      className={clsx('ui-table-scroll', scrollClassName)}
      role={overflowing ? 'region' : undefined}
      aria-label={overflowing ? (label ?? t('shell.table')) : undefined}
      tabIndex={overflowing ? 0 : undefined}
    >
      <table className={clsx('ui-table', dense && 'ui-table--dense', className)} aria-busy={busy || undefined} {...props}>
        {children}
      </table>
    </div>
  );
}

/** Whether an element's content is wider than the element (kept up to date as either changes size). */
function useOverflowing(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

export interface TableColumn {
  label: string;
  /** Read by screen readers only (e.g. "Actions", "Cover"): the column needs a name, not a visible heading. */
  hidden?: boolean;
  /** e.g. a width or "ui-table__optional" (left out on narrow screens). */
  className?: string;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
}

/** The header row: one column header per column (a string, or a column with its options). */
export function TableHead({ columns, children }: { columns: readonly (string | TableColumn)[]; /** Cells before the columns (e.g. a select-all box). */ children?: ReactNode }) {
  return (
    <thead>
      <tr>
        {children}
        {columns.map((column) => {
          const { label, hidden, className, numeric } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={clsx(numeric && 'ui-table__number', className)}>
              {hidden ? <span className="ui-visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
