import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ProductKind, ProductPickerSearchQuery } from '../../__generated__/ProductPickerSearchQuery.graphql.ts';
import { Button, Combobox, type ComboboxOption } from '../../components/ui/index.ts';
import { FieldGroup } from './FieldGroup.tsx';

/** A product chosen in a picker (e.g. an ebook's print edition, a bundle's item). */
export interface ProductChoice {
  id: string;
  title: string;
  /** e.g. "৳350 · unpublished". */
  detail?: string;
  /** Ebooks and courses (bought once); set for choices found by searching. */
  digital?: boolean;
}

const searchQuery = graphql`
  query ProductPickerSearchQuery($search: String, $kinds: [ProductKind!], $first: Int!) {
    adminProducts(first: $first, filter: { kinds: $kinds, search: $search }) {
      edges {
        node {
          id
          title
          published
          digital
          price {
            formatted
          }
        }
      }
    }
  }
`;

/** How many matches the picker lists. */
export const PRODUCT_PICKER_SIZE = 8;

/** Finds products of some kinds by title, author, ISBN … (staff list, unpublished too). */
export function useProductSearch(kinds: readonly ProductKind[]) {
  const environment = useRelayEnvironment();
  const kindsKey = kinds.join(',');
  return useCallback(
    async (term: string): Promise<(ComboboxOption & ProductChoice)[]> => {
      const data = await fetchQuery<ProductPickerSearchQuery>(
        environment,
        searchQuery,
        { search: term || null, kinds: kindsKey.split(',') as ProductKind[], first: PRODUCT_PICKER_SIZE },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (data?.adminProducts.edges ?? []).map(({ node }) => {
        const detail = `${node.price.formatted}${node.published ? '' : ' · unpublished'}`;
        return { id: node.id, title: node.title, label: node.title, detail, digital: node.digital };
      });
    },
    [environment, kindsKey],
  );
}

interface ProductPickerProps {
  label: string;
  kinds: readonly ProductKind[];
  value: ProductChoice | null;
  onChange: (product: ProductChoice | null) => void;
  error?: string;
  hint?: string;
  /** The text when nothing is chosen, e.g. "Not a digital edition". */
  noneText?: string;
}

/** One product chosen by searching (a search box with matches, the choice and a way to clear it). */
export function ProductPicker({ label, kinds, value, onChange, error, hint, noneText = 'None chosen' }: ProductPickerProps) {
  const search = useProductSearch(kinds);
  return (
    <FieldGroup label={label} hint={hint} error={error}>
      <p>
        {value ? (
          <>
            <strong>{value.title}</strong>
            {value.detail && <span className="field-group__detail"> {value.detail}</span>}{' '}
            <Button size="sm" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange(null)}>
              Clear
            </Button>
          </>
        ) : (
          <span className="field-group__none">{noneText}</span>
        )}
      </p>
      <Combobox
        label={`Search ${label.toLowerCase()}`}
        placeholder="Type a title, author or ISBN"
        search={search}
        chosenIds={value ? [value.id] : []}
        invalid={Boolean(error)}
        onPick={(option) => onChange({ id: option.id, title: option.title, detail: option.detail })}
      />
    </FieldGroup>
  );
}
