import { useCombobox } from 'downshift';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { Subscription } from 'relay-runtime';
import type {
  HeaderSearchSuggestionsQuery,
  HeaderSearchSuggestionsQuery$data,
} from '../../__generated__/HeaderSearchSuggestionsQuery.graphql.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { KIND_LABELS } from '../catalog/list-filters.ts';
import { SUGGEST_DELAY_MS, SUGGEST_MIN_LENGTH, readSearchParams, searchPath } from './search-path.ts';
import './search.css';

const suggestionsQuery = graphql`
  query HeaderSearchSuggestionsQuery($query: String!) {
    searchSuggestions(query: $query, first: 8) {
      id
      kind
      title
      path
      cover {
        url
      }
      price {
        formatted
      }
      authors {
        id
        name
      }
    }
  }
`;

type Suggestion = HeaderSearchSuggestionsQuery$data['searchSuggestions'][number];

/** The last option: every product matching the typed text, on the results page. */
const ALL_RESULTS = { id: 'all-results' } as const;
type Option = Suggestion | typeof ALL_RESULTS;

/**
 * The storefront header's search box: a combobox (downshift's useCombobox, the ARIA 1.2 pattern)
 * that suggests products while typing (after two characters and a short pause). Arrow keys move
 * through the suggestions (wrapping), Enter opens the highlighted one (or, with none highlighted, the
 * results page), Escape closes the list and a second Escape clears the box.
 */
export function HeaderSearch() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();

  const location = useLocation();
  // On the results page the box holds what was searched, so it can be changed and searched again.
  const searched = location.pathname === '/search' ? readSearchParams(new URLSearchParams(location.search)).text : '';
  const [text, setText] = useState(searched);
  useEffect(() => setText(searched), [searched]);
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  /** The text the suggestions are for (null: none fetched for the current text yet). */
  const [suggestedFor, setSuggestedFor] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const request = useRef<Subscription | null>(null);
  /** What suggestions are wanted for now ('' for none): late timers and answers for other text are ignored. */
  const wanted = useRef('');

  useEffect(() => () => request.current?.unsubscribe(), []);

  const fetchSuggestions = useDebouncedCallback((value: string) => {
    if (value !== wanted.current) return;
    request.current?.unsubscribe();
    request.current = fetchQuery<HeaderSearchSuggestionsQuery>(environment, suggestionsQuery, { query: value }, {
      fetchPolicy: 'store-or-network',
    }).subscribe({
      next: (data) => {
        if (value !== wanted.current) return;
        setSuggestions(data.searchSuggestions);
        setSuggestedFor(value);
        setOpen(true);
      },
      // Suggestions are a convenience: when they fail, typing and Enter still work.
      error: () => {
        setSuggestions([]);
        setSuggestedFor(null);
      },
    });
  }, SUGGEST_DELAY_MS);

  const forget = () => {
    wanted.current = '';
    request.current?.unsubscribe();
    setSuggestions([]);
    setSuggestedFor(null);
    setOpen(false);
  };

  const go = (path: string) => {
    forget();
    setText('');
    navigate(path);
  };

  const searchAll = () => {
    if (text.trim()) go(searchPath(text));
  };

  const onTextChange = (value: string) => {
    setText(value);
    const term = value.trim();
    if (term.length < SUGGEST_MIN_LENGTH) {
      forget();
      return;
    }
    wanted.current = term;
    fetchSuggestions(term);
  };

  // The options: each suggestion, then "all results" for the typed text.
  const showing = open && suggestedFor !== null;
  const items: Option[] = suggestedFor === null ? [] : [...suggestions, ALL_RESULTS];
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Option>({
    items,
    inputValue: text,
    selectedItem: null,
    isOpen: showing,
    itemToString: (item) => (item && 'title' in item ? item.title : ''),
    onInputValueChange: ({ inputValue = '', type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onTextChange(inputValue);
      // A second Escape clears the box (downshift empties its value).
      else if (type === useCombobox.stateChangeTypes.InputKeyDownEscape && inputValue === '') {
        forget();
        setText('');
      }
    },
    onIsOpenChange: ({ isOpen: next = false }) => setOpen(next),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) go('path' in selectedItem ? selectedItem.path : searchPath(text));
    },
    stateReducer: (state, { type, changes }) => {
      // Leaving the box (Tab, a click elsewhere) closes the list without opening what is highlighted.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: state.selectedItem };
      // The list opens only for suggestions that have arrived.
      if (changes.isOpen && suggestedFor === null) return { ...changes, isOpen: false };
      return changes;
    },
  });

  const listed = isOpen && suggestedFor !== null;
  const inputProps = getInputProps({
    type: 'search',
    className: 'header-search__input',
    'aria-label': 'Search the shop',
    placeholder: 'Search books, authors, ISBN…',
    spellCheck: false,
    onFocus: () => {
      if (suggestedFor !== null) setOpen(true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement> & { nativeEvent: { preventDownshiftDefault?: boolean } }) => {
      // Enter with nothing highlighted (or before suggestions came) searches everything for the text.
      if (event.key === 'Enter' && !(listed && highlightedIndex >= 0)) {
        event.preventDefault();
        event.nativeEvent.preventDownshiftDefault = true;
        searchAll();
      }
    },
  });
  return (
    <div role="search" className="header-search">
      {/* No aria-activedescendant at all (rather than downshift's empty one) while nothing is highlighted. */}
      <input {...inputProps} aria-activedescendant={inputProps['aria-activedescendant'] || undefined} autoComplete="off" />
      <button type="button" className="header-search__submit" onClick={searchAll}>
        <span className="visually-hidden">Search</span>
        <SearchIcon size={18} />
      </button>
      <ul {...getMenuProps({ 'aria-label': 'Suggestions', className: 'header-search__listbox' })} hidden={!listed}>
        {listed &&
          items.map((item, index) =>
            'title' in item ? (
              <li key={item.id} className="header-search__option" {...getItemProps({ item, index })}>
                {item.cover ? (
                  <img src={item.cover.url} alt="" width={32} height={48} loading="lazy" decoding="async" />
                ) : (
                  <span className="header-search__no-cover" aria-hidden="true" />
                )}
                <span className="header-search__text">
                  <span className="header-search__title">{item.title}</span>
                  <span className="header-search__meta">
                    {[KIND_LABELS[item.kind as keyof typeof KIND_LABELS] ?? item.kind, item.authors.map((a) => a.name).join(', ')].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="header-search__price">{item.price.formatted}</span>
              </li>
            ) : (
              <li key={item.id} className="header-search__option header-search__option--all" {...getItemProps({ item, index })}>
                {suggestions.length === 0 ? `No titles start with “${suggestedFor}”. Search all products for it` : `See all results for “${suggestedFor}”`}
              </li>
            ),
          )}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {listed ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </span>
    </div>
  );
}
