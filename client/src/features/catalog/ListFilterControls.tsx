import { useId, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  ALL_KINDS,
  KIND_PLURALS,
  SORT_OPTIONS,
  isFiltered,
  readListFilters,
  writeListFilters,
  type ListFilters,
  type ProductKind,
  type ProductSort,
} from './list-filters.ts';
import './catalog.css';

export interface ListFilterControlsProps {
  /** Kinds the page lists; checkboxes are shown when there is more than one. */
  kinds?: readonly ProductKind[];
  /** Offer the price range (default true). */
  price?: boolean;
  /** Offer "In stock only" (default true; pointless for digital kinds). */
  stock?: boolean;
  /** Offer the sort select (default true; search results are ranked instead). */
  sort?: boolean;
}

/**
 * The sort select and filters of a list. Each change is a navigation to the same page with new
 * search parameters (a history entry, so back undoes it); the page's loader turns them into query variables.
 */
export function ListFilterControls({ kinds = ALL_KINDS, price = true, stock = true, sort = true }: ListFilterControlsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListFilters(searchParams, kinds);
  const id = useId();
  const apply = (next: ListFilters) => setSearchParams(writeListFilters(searchParams, next), { preventScrollReset: true });

  const toggleKind = (kind: ProductKind, checked: boolean) => {
    const chosen = new Set(filters.kinds);
    if (checked) chosen.add(kind);
    else chosen.delete(kind);
    apply({ ...filters, kinds: kinds.filter((k) => chosen.has(k)) });
  };

  return (
    <div className="list-filters" role="group" aria-label="Sort and filter">
      {sort && (
        <label className="list-filters__sort">
          <span>Sort by</span>
          <select
            className="list-filters__select"
            value={filters.sort}
            onChange={(event) => apply({ ...filters, sort: event.target.value as ProductSort })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.sort} value={option.sort}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {kinds.length > 1 && (
        <fieldset className="list-filters__kinds">
          <legend>Show</legend>
          {kinds.map((kind) => (
            <label key={kind} className="list-filters__check">
              <input
                type="checkbox"
                checked={filters.kinds.includes(kind)}
                onChange={(event) => toggleKind(kind, event.target.checked)}
              />
              {KIND_PLURALS[kind]}
            </label>
          ))}
        </fieldset>
      )}
      {price && (
        <PriceRange
          // A new URL (back button, "Clear filters") resets what is typed in the boxes.
          key={`${filters.minTaka}-${filters.maxTaka}`}
          id={id}
          minTaka={filters.minTaka}
          maxTaka={filters.maxTaka}
          onApply={(minTaka, maxTaka) => apply({ ...filters, minTaka, maxTaka })}
        />
      )}
      {stock && (
        <label className="list-filters__check">
          <input type="checkbox" checked={filters.inStock} onChange={(event) => apply({ ...filters, inStock: event.target.checked })} />
          In stock only
        </label>
      )}
      {isFiltered(filters) && (
        <button
          type="button"
          className="link-button"
          onClick={() => apply({ sort: filters.sort, kinds: [], minTaka: null, maxTaka: null, inStock: false })}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

function parseTaka(text: string): number | null | 'invalid' {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,8}$/.test(value) ? Number(value) : 'invalid';
}

function PriceRange({
  id,
  minTaka,
  maxTaka,
  onApply,
}: {
  id: string;
  minTaka: number | null;
  maxTaka: number | null;
  onApply: (minTaka: number | null, maxTaka: number | null) => void;
}) {
  const [min, setMin] = useState(minTaka?.toString() ?? '');
  const [max, setMax] = useState(maxTaka?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-price-error`;

  const submit = () => {
    const low = parseTaka(min);
    const high = parseTaka(max);
    if (low === 'invalid' || high === 'invalid') return setError('Enter prices as whole Taka.');
    if (low !== null && high !== null && low > high) return setError('The minimum price is more than the maximum.');
    setError(null);
    onApply(low, high);
  };
  // Enter in either box applies the range, as a form would. Not a <form>: a navigation started inside a
  // submit event makes React record a pending form action with FormData, which jsdom's tests cannot build.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="list-filters__price" role="group" aria-label="Price range">
      {(
        [
          ['Min', 'Minimum', min, setMin],
          ['Max', 'Maximum', max, setMax],
        ] as const
      ).map(([short, long, value, setValue]) => (
        <label key={short}>
          <span>{`${short} ৳`}</span>
          <input
            className="list-filters__number"
            inputMode="numeric"
            aria-label={`${long} price in Taka`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
      ))}
      <button type="button" className="button button--small" onClick={submit}>
        Apply
      </button>
      {error && (
        <p className="list-filters__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
