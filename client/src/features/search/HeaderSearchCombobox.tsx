import { useCombobox } from 'downshift';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { Subscription } from 'relay-runtime';
import type {
  HeaderSearchSuggestionsQuery,
  HeaderSearchSuggestionsQuery$data,
} from '../../__generated__/HeaderSearchSuggestionsQuery.graphql.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';
import type { BoxCaret } from './box-caret.ts';
import { KIND_NAME } from '../catalog/product-text.ts';
import { useBoxTakeOver } from './box-takeover.ts';
import type { FirstViewBox } from './first-view-box.ts';
import { SUGGEST_DELAY_MS, SUGGEST_MIN_LENGTH, searchPath } from './search-path.ts';
import { useT } from '../../i18n/i18n.ts';
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

export interface HeaderSearchComboboxProps {
  /** The text in the box, kept by HeaderSearch (it outlives this component's loading). */
  text: string;
  setText: (text: string) => void;
  /** The text was typed before this code had loaded: suggest for it at once. */
  typedBeforeLoad: boolean;
  /** index.html's prerendered box, when this one replaces it on the app's first render (null: none). */
  firstView: FirstViewBox | null;
  /** Focus and caret of the plain box this one replaces, read as it left the page (null: none). */
  handover: RefObject<BoxCaret | null>;
}

/**
 * The storefront header's search box once its code has loaded (HeaderSearch draws a plain box until
 * then): a combobox (downshift's useCombobox, the ARIA 1.2 pattern) that suggests products while
 * typing (after two characters and a short pause). Arrow keys move through the suggestions
 * (wrapping), Enter opens the highlighted one (or, with none highlighted, the results page), Escape
 * closes the list and a second Escape clears the box.
 */
export function HeaderSearchCombobox({ text, setText, typedBeforeLoad, firstView, handover }: HeaderSearchComboboxProps) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
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

  // The results page keeps the searched text in the box, so it stays there on the way (no empty box
  // until the page has drawn).
  const searchAll = () => {
    if (!text.trim()) return;
    forget();
    navigate(searchPath(text));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchAll();
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

  // Taking the plain (or prerendered) box's place: the same focus and caret, and (while it has focus)
  // suggestions for what was typed in it before this code came.
  useBoxTakeOver(input, firstView, handover, onTextChange);
  const suggestTyped = useRef(typedBeforeLoad);
  useEffect(() => {
    if (!suggestTyped.current) return;
    suggestTyped.current = false;
    // The box's own value: it may have taken newer text from the prerendered box than this render's.
    if (input.current && input.current === document.activeElement) onTextChange(input.current.value);
  });

  // The options: each suggestion, then "all results" for the typed text.
  const showing = open && suggestedFor !== null;
  const items: Option[] = suggestedFor === null ? [] : [...suggestions, ALL_RESULTS];
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Option>({
    items,
    inputValue: text,
    selectedItem: null,
    isOpen: showing,
    itemToString: (item) => (item && 'title' in item ? item.title : ''),
    // Typing is taken in the box's own onChange (below): downshift calls this only in an effect after
    // the render, and until then the box, controlled by `text`, would show the text before the key,
    // so a key typed meanwhile would be lost.
    onInputValueChange: ({ inputValue = '', type }) => {
      // A second Escape clears the box (downshift empties its value).
      if (type === useCombobox.stateChangeTypes.InputKeyDownEscape && inputValue === '') {
        forget();
        setText('');
      }
    },
    onIsOpenChange: ({ isOpen: next = false }) => setOpen(next),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if ('path' in selectedItem) go(selectedItem.path);
      else searchAll();
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
    ref: input,
    type: 'search',
    name: 'q',
    className: 'header-search__input',
    'aria-label': t('header.search.label'),
    placeholder: t('header.search.placeholder'),
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onTextChange(event.target.value),
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
    <form role="search" className="header-search" action="/search" onSubmit={submit}>
      {/* No aria-activedescendant at all (rather than downshift's empty one) while nothing is highlighted. */}
      <input {...inputProps} aria-activedescendant={inputProps['aria-activedescendant'] || undefined} autoComplete="off" />
      <button type="submit" className="header-search__submit">
        <span className="visually-hidden">{t('header.search.submit')}</span>
        <SearchIcon size={18} />
      </button>
      <ul {...getMenuProps({ 'aria-label': t('header.search.suggestions'), className: 'header-search__listbox' })} hidden={!listed}>
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
                    {[KIND_NAME[item.kind] ? t(KIND_NAME[item.kind]!) : item.kind, item.authors.map((a) => a.name).join(', ')].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="header-search__price">{item.price.formatted}</span>
              </li>
            ) : (
              <li key={item.id} className="header-search__option header-search__option--all" {...getItemProps({ item, index })}>
                {suggestions.length === 0 ? t('header.search.noTitles', { text: suggestedFor ?? '' }) : t('header.search.seeAll', { text: suggestedFor ?? '' })}
              </li>
            ),
          )}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {listed ? t('header.search.count', { count: suggestions.length }) : ''}
      </span>
    </form>
  );
}
