import { clsx } from 'clsx';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { Button } from './Button.tsx';
import './Pagination.css';

export interface Noun {
  /** e.g. "book" */
  one: string;
  /** e.g. "books" */
  many: string;
}

/** "1 book", "3 books". */
export function countOf(count: number, noun: Noun): string {
  return `${count} ${count === 1 ? noun.one : noun.many}`;
}

export interface ListCountProps {
  /** How many rows are shown now. */
  shown: number;
  /** How many there are in all. */
  total: number;
  noun: Noun;
  /** Said instead while the list is fetched again (e.g. "Searching…"). */
  busyText?: string | false;
  className?: string;
}

/** "Showing 20 of 134 books" over a list fetched a page at a time, announced politely as it changes. */
export function ListCount({ shown, total, noun, busyText, className }: ListCountProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={clsx('ui-list-count', className)} role="status" aria-live="polite">
      {busyText || t('shell.listCount', { shown: formatNumber(shown, locale), count: countOf(total, noun) })}
    </p>
  );
}

export interface PaginationProps {
  /** Whether there is a next page; without one nothing is drawn. */
  hasNext: boolean;
  /** True while the next page loads ("Loading…", the button disabled). */
  loading: boolean;
  onLoadMore: () => void;
  /** The button's text (default "Load more", in the interface language). */
  label?: string;
  /** The button's text while the next page loads (default "Loading…", in the interface language); storefront lists pass their language's word. */
  loadingLabel?: string;
  className?: string;
}

/**
 * The foot of a list fetched a page at a time (Relay cursor connections): "Load more" while there is a
 * next page. Cursor lists have no page numbers to jump to, and one button keeps the rows already read
 * in place on a phone.
 */
export function Pagination({ hasNext, loading, onLoadMore, label, loadingLabel, className }: PaginationProps) {
  const t = useT();
  if (!hasNext) return null;
  return (
    <div className={clsx('ui-pagination', className)}>
      <Button onClick={onLoadMore} disabled={loading}>
        {loading ? (loadingLabel ?? t('shell.loading')) : (label ?? t('shell.loadMore'))}
      </Button>
    </div>
  );
}
