import { useState } from 'react';
import { Button, Input } from './ui/index.ts';
import { useT } from '../i18n/i18n.ts';

export interface SearchBoxProps {
  /** What the box starts with: the search that is showing. */
  text: string;
  /** Enter or the button: gets the typed text, trimmed. */
  onSearch: (text: string) => void;
  /** The input's accessible name. */
  label: string;
  placeholder: string;
  className: string;
  inputClassName: string;
  /** The search region's accessible name, where a page has more than one. */
  regionLabel?: string;
}

/** A search input with its Search button (no <form>, so jsdom need not build FormData for the navigation it starts). */
export function SearchBox({ text, onSearch, label, placeholder, className, inputClassName, regionLabel }: SearchBoxProps) {
  const [value, setValue] = useState(text);
  const t = useT();
  const submit = () => onSearch(value.trim());
  return (
    <div role="search" aria-label={regionLabel} className={className}>
      <Input
        type="search"
        className={inputClassName}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
      />
      <Button variant="primary" onClick={submit}>
        {t('header.search.submit')}
      </Button>
    </div>
  );
}
