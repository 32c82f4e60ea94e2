import { useCallback, useId } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AuthorPickerSearchQuery } from '../../__generated__/AuthorPickerSearchQuery.graphql.ts';
import { Combobox, type ComboboxOption } from './Combobox.tsx';
import '../../components/form/form.css';
import './catalog-admin.css';
import { Button } from '../../components/ui/index.ts';

/** An author on a product's byline. */
export interface AuthorChoice {
  id: string;
  name: string;
}

const searchQuery = graphql`
  query AuthorPickerSearchQuery($search: String, $first: Int!) {
    authors(first: $first, search: $search) {
      edges {
        node {
          id
          name
          productCount
        }
      }
    }
  }
`;

/** How many matches the picker lists. */
export const AUTHOR_PICKER_SIZE = 8;

interface AuthorPickerProps {
  label?: string;
  value: readonly AuthorChoice[];
  onChange: (authors: AuthorChoice[]) => void;
  /** A message from the server about the authors (authorIds). */
  error?: string;
  hint?: string;
}

/**
 * The byline editor: the chosen authors in order (move up/down, remove) and a search box that adds
 * more from the shop's authors.
 */
export function AuthorPicker({ label = 'Authors', value, onChange, error, hint }: AuthorPickerProps) {
  const id = useId();
  const environment = useRelayEnvironment();
  const search = useCallback(
    async (term: string): Promise<(ComboboxOption & AuthorChoice)[]> => {
      const data = await fetchQuery<AuthorPickerSearchQuery>(
        environment,
        searchQuery,
        { search: term || null, first: AUTHOR_PICKER_SIZE },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.authors.edges ?? []).map(({ node }) => ({
        id: node.id,
        name: node.name,
        label: node.name,
        detail: `${node.productCount} product${node.productCount === 1 ? '' : 's'}`,
      }));
    },
    [environment],
  );

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [author] = next.splice(index, 1);
    next.splice(index + by, 0, author!);
    onChange(next);
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="author-picker" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="field__label">{label}</legend>
      {value.length === 0 ? (
        <p className="author-picker__none">No authors yet.</p>
      ) : (
        <ol className="author-picker__chosen" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((author, index) => (
            <li key={author.id} className="author-picker__author">
              <span className="author-picker__name">{author.name}</span>
              <span className="author-picker__actions">
                <Button
                  size="sm"
                  aria-label={`Move ${author.name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  aria-label={`Move ${author.name} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  aria-label={`Remove ${author.name}`}
                  onClick={() => onChange(value.filter((other) => other.id !== author.id))}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Combobox
        label={`Search ${label.toLowerCase()}`}
        placeholder="Type a name to add an author"
        search={search}
        chosenIds={value.map((author) => author.id)}
        invalid={Boolean(error)}
        onPick={(option) => onChange([...value, { id: option.id, name: option.name }])}
        emptyText={(term) => (term ? `No author matches “${term}”. Add them under Authors first.` : 'No authors yet.')}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
