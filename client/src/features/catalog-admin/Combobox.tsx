import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import '../../components/form/form.css';
import './catalog-admin.css';

/** How long typing must pause before a picker searches. */
export const PICKER_SEARCH_DELAY_MS = 250;

export interface ComboboxOption {
  id: string;
  label: string;
  /** A second line, e.g. "12 products". */
  detail?: string;
}

interface ComboboxProps<O extends ComboboxOption> {
  /** The accessible name of the search box, e.g. "Search authors". */
  label: string;
  placeholder?: string;
  /** Finds options for what was typed (already trimmed; may be empty). */
  search: (term: string) => Promise<O[]>;
  onPick: (option: O) => void;
  /** Options already chosen: shown as chosen and not picked again. */
  chosenIds?: readonly string[];
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Shown under the list when nothing matches. */
  emptyText?: (term: string) => ReactNode;
}

/**
 * A search box with a list of matches (the ARIA combobox pattern): typing searches after a pause,
 * ↓/↑ move through the matches, Enter picks one, Escape closes the list.
 */
export function Combobox<O extends ComboboxOption>({
  label,
  placeholder,
  search,
  onPick,
  chosenIds = [],
  describedBy,
  invalid,
  disabled,
  emptyText = (term) => (term ? `Nothing matches “${term}”.` : 'Nothing to choose from.'),
}: ComboboxProps<O>) {
  const id = useId();
  const listId = `${id}-list`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<O[] | null>(null);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const runSearch = async (value: string) => {
    const attempt = ++latest.current;
    setLoading(true);
    setFailure(null);
    try {
      const found = await search(value.trim());
      if (!mounted.current || attempt !== latest.current) return;
      setOptions(found);
      setActive(found.length ? 0 : -1);
    } catch (error) {
      if (!mounted.current || attempt !== latest.current) return;
      setOptions([]);
      setFailure(errorMessage(error));
    } finally {
      if (mounted.current && attempt === latest.current) setLoading(false);
    }
  };
  const debouncedSearch = useDebouncedCallback((value: string) => void runSearch(value), PICKER_SEARCH_DELAY_MS);

  const pick = (option: O | undefined) => {
    if (!option || chosenIds.includes(option.id)) return;
    onPick(option);
    setTerm('');
    setOpen(false);
    setOptions(null);
    setActive(-1);
  };

  const expanded = open && (options !== null || loading);
  const activeId = expanded && active >= 0 && options?.[active] ? `${id}-option-${active}` : undefined;

  return (
    <div className="combobox">
      <input
        type="search"
        role="combobox"
        className="field__control combobox__input"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        placeholder={placeholder}
        value={term}
        disabled={disabled}
        autoComplete="off"
        onFocus={() => {
          setOpen(true);
          if (options === null) debouncedSearch(term);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          debouncedSearch(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const count = options?.length ?? 0;
            if (!count) return;
            setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count));
          } else if (event.key === 'Enter') {
            if (expanded && options?.[active]) {
              event.preventDefault();
              pick(options[active]);
            }
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
        {loading && options === null && (
          <li className="combobox__note" role="presentation">
            Searching…
          </li>
        )}
        {options?.map((option, index) => {
          const chosen = chosenIds.includes(option.id);
          return (
            <li
              key={option.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              aria-disabled={chosen || undefined}
              className={index === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
              // Picked on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              <span>{option.label}</span>
              {chosen ? <span className="combobox__detail"> (chosen)</span> : option.detail && <span className="combobox__detail"> {option.detail}</span>}
            </li>
          );
        })}
        {options?.length === 0 && !loading && (
          <li className="combobox__note" role="presentation">
            {failure ?? emptyText(term.trim())}
          </li>
        )}
      </ul>
    </div>
  );
}
