import { useEffect, useState } from 'react';
import { useLatestSearchParams } from '../../lib/use-latest-search-params.ts';
import { Input } from '../../components/ui/index.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';

/** How long typing must pause before the list is searched. */
export const LIST_SEARCH_DELAY_MS = 300;

interface ListSearchInputProps {
  /** The box's accessible name, e.g. "Search coupons". */
  label: string;
  placeholder?: string;
  /** The URL search parameter it writes (default `q`). */
  param?: string;
}

/**
 * A staff list's search box: writes the trimmed term to the URL once typing pauses (replacing the
 * history entry), and follows the URL when it changes otherwise (back/forward, "clear filters").
 * The list reads the term from the URL.
 */
export function ListSearchInput({ label, placeholder, param = 'q' }: ListSearchInputProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const searched = (searchParams.get(param) ?? '').trim();
  const [term, setTerm] = useState(searched);

  useEffect(() => {
    setTerm((current) => (current.trim() === searched ? current : searched));
  }, [searched]);

  const search = useDebouncedCallback((value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(param, value.trim());
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, LIST_SEARCH_DELAY_MS);

  return (
    <div className="list-filters__search">
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          search(event.target.value);
        }}
      />
    </div>
  );
}
