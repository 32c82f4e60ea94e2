import { clsx } from 'clsx';
import { useCombobox } from 'downshift';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useT } from '../../i18n/i18n.ts';
import './Input.css';
import './Combobox.css';

/** How long typing must pause before a combobox searches. */
export const COMBOBOX_SEARCH_DELAY_MS = 250;

export interface ComboboxOption {
  id: string;
  label: string;
  /** A second line, e.g. "12 products". */
  detail?: string;
}

export interface ComboboxProps<O extends ComboboxOption> {
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
  /** Shown in the list when nothing matches. */
  emptyText?: (term: string) => ReactNode;
  className?: string;
}

/**
 * A search box with a list of matches to pick from (downshift's useCombobox: the ARIA 1.2 combobox
 * pattern). Typing searches after a pause, ↓/↑ move through the matches, Enter or a click picks one
 * (the box empties for the next; Enter before the matches have come picks the first of them when they
 * come, as a barcode scanner needs), Escape closes the list; chosen options are shown but disabled.
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
  emptyText,
  className,
}: ComboboxProps<O>) {
  const t = useT();
  const [term, setTerm] = useState('');
  const [options, setOptions] = useState<O[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** The term the options shown are for (null: none yet, or a search is pending for what is typed). */
  const optionsFor = useRef<string | null>(null);
  /** Enter came before the matches of this term (a barcode scanner types and presses Enter at once): pick the first when they come. */
  const pickOnArrival = useRef<string | null>(null);

  const pick = (option: O) => {
    onPick(option);
    setOptions(null);
    optionsFor.current = null;
  };

  const runSearch = async (value: string) => {
    const attempt = ++latest.current;
    setLoading(true);
    setFailure(null);
    try {
      const found = await search(value.trim());
      if (!mounted.current || attempt !== latest.current) return;
      optionsFor.current = value.trim();
      const first = pickOnArrival.current === value.trim() ? found.find((option) => !isChosen(option)) : undefined;
      pickOnArrival.current = null;
      if (first) {
        pick(first);
        setTerm('');
        return;
      }
      setOptions(found);
    } catch (error) {
      if (!mounted.current || attempt !== latest.current) return;
      setOptions([]);
      setFailure(errorMessage(error));
    } finally {
      if (mounted.current && attempt === latest.current) setLoading(false);
    }
  };
  const debouncedSearch = useDebouncedCallback((value: string) => void runSearch(value), COMBOBOX_SEARCH_DELAY_MS);

  const items = options ?? [];
  const isChosen = (option: O) => chosenIds.includes(option.id);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu } = useCombobox<O>({
    items,
    inputValue: term,
    selectedItem: null,
    itemToString: (item) => item?.label ?? '',
    isItemDisabled: isChosen,
    // The first match is highlighted, so Enter right after typing picks it.
    defaultHighlightedIndex: 0,
    // Typing is taken in the box's own onChange (below): downshift calls this only in an effect after
    // the render, and until then the box, controlled by `term`, would show the text before the key, so
    // a key typed meanwhile would be lost. Here: the box emptied after a pick.
    onInputValueChange: ({ inputValue = '', type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) setTerm(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem || isChosen(selectedItem)) return;
      pick(selectedItem);
    },
    stateReducer: (_state, { type, changes }) => {
      // Picking empties the box (ready for the next) instead of writing the option's label into it.
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) {
        return changes.selectedItem ? { ...changes, inputValue: '', isOpen: false } : changes;
      }
      return changes;
    },
  });

  const expanded = isOpen && (options !== null || loading);
  const inputProps = getInputProps({
    type: 'search',
    className: 'ui-input ui-combobox__input',
    placeholder,
    disabled,
    'aria-label': label,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTerm(event.target.value);
      optionsFor.current = null;
      pickOnArrival.current = null;
      debouncedSearch(event.target.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement> & { nativeEvent: { preventDownshiftDefault?: boolean } }) => {
      // Enter before the matches of what is typed have come: search now, and pick the first when they come
      // (the options shown, if any, are an older term's).
      const typed = term.trim();
      if (event.key !== 'Enter' || !typed || optionsFor.current === typed) return;
      event.preventDefault();
      event.nativeEvent.preventDownshiftDefault = true;
      pickOnArrival.current = typed;
      debouncedSearch.cancel();
      void runSearch(typed);
    },
    onFocus: () => {
      if (!isOpen) openMenu();
      if (options === null && !loading) debouncedSearch(term);
    },
  });
  return (
    <div className={clsx('ui-combobox', className)}>
      {/* No aria-activedescendant at all (rather than downshift's empty one) while nothing is highlighted. */}
      <input {...inputProps} aria-expanded={expanded} aria-activedescendant={(expanded && inputProps['aria-activedescendant']) || undefined} />
      <ul {...getMenuProps({ 'aria-label': label, className: 'ui-combobox__list' })} hidden={!expanded}>
        {expanded && loading && options === null && (
          <li className="ui-combobox__note" role="presentation">
            {t('shell.searching')}
          </li>
        )}
        {expanded &&
          items.map((option, index) => {
            const chosen = isChosen(option);
            return (
              <li
                key={option.id}
                className={clsx('ui-combobox__option', highlightedIndex === index && 'ui-combobox__option--active')}
                {...getItemProps({ item: option, index })}
              >
                <span>{option.label}</span>
                {chosen ? <span className="ui-combobox__detail"> {t('shell.chosen')}</span> : option.detail && <span className="ui-combobox__detail"> {option.detail}</span>}
              </li>
            );
          })}
        {expanded && options?.length === 0 && !loading && (
          <li className="ui-combobox__note" role="presentation">
            {failure ?? (emptyText ? emptyText(term.trim()) : term.trim() ? t('shell.noMatch', { term: term.trim() }) : t('shell.nothing'))}
          </li>
        )}
      </ul>
    </div>
  );
}
