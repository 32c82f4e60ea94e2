import { Suspense, useState } from 'react';
import { graphql } from 'react-relay';
import type { SearchSynonymsPageDeleteMutation } from '../../../__generated__/SearchSynonymsPageDeleteMutation.graphql.ts';
import type { SearchSynonymsPageQuery } from '../../../__generated__/SearchSynonymsPageQuery.graphql.ts';
import type { SearchSynonymsPageSaveMutation } from '../../../__generated__/SearchSynonymsPageSaveMutation.graphql.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button, EmptyState, FieldFrame, Input, Table, TableHead } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../features/catalog-admin/ProductAdminTable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { formFailure } from '../../../relay/mutation-result.ts';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';
import { useMutationPromise } from '../../../relay/use-mutation-promise.ts';

const query = graphql`
  query SearchSynonymsPageQuery {
    searchSynonyms {
      id
      terms
    }
  }
`;

const saveMutation = graphql`
  mutation SearchSynonymsPageSaveMutation($input: SaveSearchSynonymInput!) {
    saveSearchSynonym(input: $input) {
      __typename
      ... on MutationSaveSearchSynonymSuccess {
        synonym {
          id
          terms
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation SearchSynonymsPageDeleteMutation($input: DeleteSearchSynonymInput!) {
    deleteSearchSynonym(input: $input) {
      __typename
      ... on MutationDeleteSearchSynonymSuccess {
        deletedId
      }
      ... on Error {
        message
      }
    }
  }
`;

export const loader = queryLoader<SearchSynonymsPageQuery>(query, undefined, 'store-and-network');

/** /admin/search-synonyms (issue 33): the terms search takes as one — short forms, both scripts — added, changed and removed (catalog.manage; audited). */
export function Component() {
  return (
    <AdminPage
      title="Search synonyms"
      intro="Terms that mean one thing: a search naming one also finds what the others find (chem, chemistry, রসায়ন). Each change is used from the next search and kept in the audit log."
    >
      <Suspense fallback={<ProductTableSkeleton rows={6} />}>
        <Synonyms />
      </Suspense>
    </AdminPage>
  );
}

interface Row {
  id: string;
  terms: readonly string[];
}

/** "chem, chemistry , রসায়ন" → the terms, one each. */
export function termsOf(text: string): string[] {
  return text
    .split(/[,\n;]/)
    .map((term) => term.trim())
    .filter(Boolean);
}

function Synonyms() {
  const data = useRouteQuery<SearchSynonymsPageQuery>(query);
  const [rows, setRows] = useState<Row[]>(() => data.searchSynonyms.map((s) => ({ id: s.id, terms: s.terms })));
  const [editing, setEditing] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save] = useMutationPromise<SearchSynonymsPageSaveMutation>(saveMutation);
  const [remove] = useMutationPromise<SearchSynonymsPageDeleteMutation>(deleteMutation);

  const { submitting, submit } = useFormSubmit(async () => {
    setError(null);
    const terms = termsOf(text);
    if (terms.length < 2) {
      setError('Give at least two terms that mean the same thing, separated by commas.');
      return;
    }
    try {
      const { saveSearchSynonym: result } = await save({ input: { id: editing, terms } });
      const problem = formFailure(result, 'MutationSaveSearchSynonymSuccess');
      if (problem || result.__typename !== 'MutationSaveSearchSynonymSuccess' || !result.synonym) {
        setError(problem?.fields.terms ?? problem?.message ?? 'Not saved.');
        return;
      }
      const saved = { id: result.synonym.id, terms: result.synonym.terms };
      setRows((current) => (editing ? current.map((row) => (row.id === editing ? saved : row)) : [...current, saved]));
      setEditing(null);
      setText('');
      toast({ title: 'Synonym saved' });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  const onDelete = async (row: Row) => {
    try {
      const { deleteSearchSynonym: result } = await remove({ input: { id: row.id } });
      if (result.__typename !== 'MutationDeleteSearchSynonymSuccess') {
        toast({ title: 'Not deleted', description: 'message' in result ? (result.message ?? undefined) : undefined, variant: 'destructive' });
        return;
      }
      setRows((current) => current.filter((r) => r.id !== row.id));
      toast({ title: 'Synonym deleted' });
    } catch (caught) {
      toast({ title: 'Not deleted', description: errorMessage(caught), variant: 'destructive' });
    }
  };

  return (
    <>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldFrame
          label={editing ? 'Terms of this synonym' : 'New synonym'}
          hint="Terms separated by commas, in English or Bangla: phy, physics, পদার্থবিজ্ঞান"
          error={error ?? undefined}
        >
          {({ id, describedBy }) => (
            <Input id={id} value={text} invalid={Boolean(error)} aria-describedby={describedBy} onChange={(event) => setText(event.target.value)} />
          )}
        </FieldFrame>
        <Button type="submit" disabled={submitting}>
          {editing ? 'Save changes' : 'Add synonym'}
        </Button>
        {editing && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setEditing(null);
              setText('');
              setError(null);
            }}
          >
            Cancel
          </Button>
        )}
      </form>
      {rows.length === 0 ? (
        <EmptyState titleAs="p" title="No synonym yet." description="Search then finds words only as they are written." />
      ) : (
        <Table aria-label="Search synonyms">
          <TableHead columns={['Terms', { label: 'Actions', hidden: true }]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.terms.join(' · ')}</td>
                <td>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${row.terms.join(', ')}`}
                    onClick={() => {
                      setEditing(row.id);
                      setText(row.terms.join(', '));
                      setError(null);
                    }}
                  >
                    Edit
                  </Button>
                  <Button type="button" variant="ghost" size="sm" aria-label={`Delete ${row.terms.join(', ')}`} onClick={() => void onDelete(row)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
