import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AuthorPickerSearchQuery } from '../../__generated__/AuthorPickerSearchQuery.graphql.ts';
import { Button, Combobox, type ComboboxOption } from '../../components/ui/index.ts';
import { FieldGroup } from './FieldGroup.tsx';
import { MoveButtons, movedOrder, useMoveFocus, type MoveBy } from './MoveButtons.tsx';

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

  const focus = useMoveFocus(value);
  const move = (index: number, by: MoveBy) => {
    const order = movedOrder(value.map((author) => author.id), index, by);
    onChange(order.map((authorId) => value.find((author) => author.id === authorId)!));
    focus.focusMoved(value[index]!.id, by, index + by, value.length);
  };

  return (
    <FieldGroup label={label} hint={hint} error={error}>
      {value.length === 0 ? (
        <p className="field-group__none">No authors yet.</p>
      ) : (
        <ol className="field-group__list" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((author, index) => (
            <li key={author.id}>
              {author.name}{' '}
              <span className="field-group__actions">
                <MoveButtons id={author.id} name={author.name} index={index} count={value.length} focus={focus} onMove={(by) => move(index, by)} />
                <Button size="sm" aria-label={`Remove ${author.name}`} onClick={() => onChange(value.filter((other) => other.id !== author.id))}>
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
    </FieldGroup>
  );
}
