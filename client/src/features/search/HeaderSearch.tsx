import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { Subscription } from 'relay-runtime';
import type {
  HeaderSearchSuggestionsQuery,
  HeaderSearchSuggestionsQuery$data,
} from '../../__generated__/HeaderSearchSuggestionsQuery.graphql.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { KIND_LABELS } from '../catalog/list-filters.ts';
import { SUGGEST_DELAY_MS, SUGGEST_MIN_LENGTH, searchPath } from './search-path.ts';
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

/**
 * The storefront header's search box: an ARIA combobox that suggests products while typing (after
 * two characters and a short pause). Arrow keys move through the suggestions, Enter opens the
 * highlighted one (or, with none highlighted, the results page), Escape closes the list.
 */
export function HeaderSearch() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  /** The text the suggestions are for (null: none fetched for the current text yet). */
  const [suggestedFor, setSuggestedFor] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
        setActive(-1);
        setOpen(true);
      },
      // Suggestions are a convenience: when they fail, typing and Enter still work.
      error: () => {
        setSuggestions([]);
        setSuggestedFor(null);
      },
    });
  }, SUGGEST_DELAY_MS);

  // The options: each suggestion, then "all results" for the typed text.
  const showing = open && suggestedFor !== null;
  const optionCount = showing ? suggestions.length + 1 : 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const reset = () => {
    wanted.current = '';
    request.current?.unsubscribe();
    setText('');
    setSuggestions([]);
    setSuggestedFor(null);
    close();
  };

  const go = (path: string) => {
    reset();
    navigate(path);
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    go(suggestion ? suggestion.path : searchPath(text));
  };

  const onChange = (value: string) => {
    setText(value);
    setActive(-1);
    const term = value.trim();
    if (term.length < SUGGEST_MIN_LENGTH) {
      wanted.current = '';
      request.current?.unsubscribe();
      setSuggestions([]);
      setSuggestedFor(null);
      setOpen(false);
      return;
    }
    wanted.current = term;
    fetchSuggestions(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (suggestedFor === null) return;
        event.preventDefault();
        const count = suggestions.length + 1;
        if (!open) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : count - 1);
          return;
        }
        if (event.key === 'ArrowDown') setActive((current) => (current + 1) % count);
        else setActive((current) => (current <= 0 ? count - 1 : current - 1));
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (showing && active >= 0) choose(active);
        else searchAll();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          reset();
        }
        return;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const searchAll = () => {
    if (text.trim()) go(searchPath(text));
  };

  return (
    <div role="search" className="header-search" onBlur={onBlur}>
      <input
        type="search"
        className="header-search__input"
        role="combobox"
        aria-label="Search the shop"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listboxId}
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search books, authors, ISBN…"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => suggestedFor !== null && setOpen(true)}
      />
      <button type="button" className="header-search__submit" onClick={searchAll}>
        <span className="visually-hidden">Search</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listboxId} role="listbox" aria-label="Suggestions" className="header-search__listbox" hidden={!showing}>
        {showing &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="header-search__option"
              // Keep the focus in the box, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              {suggestion.cover ? (
                <img src={suggestion.cover.url} alt="" width={32} height={48} loading="lazy" decoding="async" />
              ) : (
                <span className="header-search__no-cover" aria-hidden="true" />
              )}
              <span className="header-search__text">
                <span className="header-search__title">{suggestion.title}</span>
                <span className="header-search__meta">
                  {[KIND_LABELS[suggestion.kind as keyof typeof KIND_LABELS] ?? suggestion.kind, suggestion.authors.map((a) => a.name).join(', ')]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className="header-search__price">{suggestion.price.formatted}</span>
            </li>
          ))}
        {showing && (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            className="header-search__option header-search__option--all"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(suggestions.length)}
            onClick={() => choose(suggestions.length)}
          >
            {suggestions.length === 0 ? `No titles start with “${suggestedFor}”. Search all products for it` : `See all results for “${suggestedFor}”`}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {showing ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </span>
    </div>
  );
}
