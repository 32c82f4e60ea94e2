import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/i18n.ts';
import { savingData, whenSettled } from '../../lib/idle.ts';
import { readCaret, type BoxCaret } from './box-caret.ts';
import { useBoxTakeOver } from './box-takeover.ts';
import { followFirstViewBox, type FirstViewBox } from './first-view-box.ts';
import { loadedHeaderSearchCombobox, loadHeaderSearchCombobox, type HeaderSearchComboboxComponent } from './header-search-loader.ts';
import { readSearchParams, searchPath } from './search-path.ts';
import './search.css';

/**
 * The storefront header's search box. Its suggestions (HeaderSearchCombobox: downshift, the
 * suggestions query) are a chunk of their own, kept out of the first view's JavaScript (issue 21):
 * until it has come the header draws a plain search form of the same look and size, which searches
 * (the results page) on Enter or the button, even from the prerendered page before the app runs. The
 * chunk is asked for on the first focus, press or key in the box, and once the page has settled
 * (idle time a few seconds after load, unless the visitor saves data); the combobox then takes the
 * plain box's place with its text, focus and caret, and suggests for what was typed.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  // On the results page the box holds what was searched, so it can be changed and searched again.
  const searched = location.pathname === '/search' ? readSearchParams(new URLSearchParams(location.search)).text : '';
  // index.html's prerendered header box, which the plain box takes over (text, focus, caret) when it comes.
  const [firstView] = useState(followFirstViewBox);
  const [text, setText] = useState(firstView?.text || searched);
  /** Whether the text in the plain box was typed (rather than the searched query): the combobox suggests for it. */
  const [typed, setTyped] = useState(Boolean(firstView?.text));
  // A search (the address's query changing) puts its text in the box.
  const [searchedBefore, setSearchedBefore] = useState(searched);
  if (searched !== searchedBefore) {
    setSearchedBefore(searched);
    setText(searched);
    setTyped(false);
  }
  const [Combobox, setCombobox] = useState<HeaderSearchComboboxComponent | null>(loadedHeaderSearchCombobox);
  /** Focus and caret of the plain box, for the combobox that replaces it. */
  const handover = useRef<BoxCaret | null>(null);

  const [arrived, setArrived] = useState<HeaderSearchComboboxComponent | null>(null);
  const composing = useRef(false);
  // The combobox takes over once it has come, but not in the middle of an input method's composition.
  const takeOver = useCallback((component: HeaderSearchComboboxComponent) => {
    if (composing.current) setArrived(() => component);
    else setCombobox(() => component);
  }, []);
  const want = useCallback(() => {
    loadHeaderSearchCombobox().then(
      takeOver,
      // The plain box keeps working; the next use of it tries again.
      () => undefined,
    );
  }, [takeOver]);
  // Ready before it is used, except where data is dear (it then loads on the box's first use).
  useEffect(() => (Combobox || savingData() ? undefined : whenSettled(want)), [Combobox, want]);

  if (Combobox) return <Combobox text={text} setText={setText} typedBeforeLoad={typed} firstView={firstView} handover={handover} />;
  return (
    <PlainHeaderSearch
      text={text}
      onTyped={(value) => {
        setText(value);
        setTyped(true);
      }}
      onSearch={() => {
        if (!text.trim()) return;
        setTyped(false);
        navigate(searchPath(text));
      }}
      onUse={want}
      onComposing={(now) => {
        composing.current = now;
        if (!now && arrived) setCombobox(() => arrived);
      }}
      firstView={firstView}
      handover={handover}
    />
  );
}

interface PlainHeaderSearchProps {
  text: string;
  onTyped: (text: string) => void;
  onSearch: () => void;
  /** The box is being used: time to load the combobox. */
  onUse: () => void;
  onComposing: (composing: boolean) => void;
  /** The prerendered box this one replaces on the app's first render (null: none). */
  firstView: FirstViewBox | null;
  handover: RefObject<BoxCaret | null>;
}

/** The search form drawn until the combobox has come: the same box and button, searching on submit. */
function PlainHeaderSearch({ text, onTyped, onSearch, onUse, onComposing, firstView, handover }: PlainHeaderSearchProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  useBoxTakeOver(input, firstView, handover, onTyped);
  // Leaving (the combobox replacing it), it hands its focus and caret over.
  useLayoutEffect(() => {
    const box = input.current;
    return () => {
      if (box) handover.current = readCaret(box);
    };
  }, [handover]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" className="header-search" action="/search" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        name="q"
        className="header-search__input"
        aria-label={t('header.search.label')}
        placeholder={t('header.search.placeholder')}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(event) => onTyped(event.target.value)}
        onFocus={onUse}
        onPointerDown={onUse}
        onKeyDown={onUse}
        onCompositionStart={() => onComposing(true)}
        onCompositionEnd={() => onComposing(false)}
      />
      <button type="submit" className="header-search__submit">
        <span className="visually-hidden">{t('header.search.submit')}</span>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
