import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { AuthorAdminList_query$key } from '../../__generated__/AuthorAdminList_query.graphql.ts';
import type { AuthorAdminListDeleteAuthorMutation } from '../../__generated__/AuthorAdminListDeleteAuthorMutation.graphql.ts';
import type { AuthorAdminListPaginationQuery } from '../../__generated__/AuthorAdminListPaginationQuery.graphql.ts';
import type { AuthorAdminRow_author$key } from '../../__generated__/AuthorAdminRow_author.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, Dialog, EmptyState, type TableColumn } from '../../components/ui/index.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { AdminListTable } from '../catalog-admin/AdminListTable.tsx';
import { FilterBar } from '../catalog-admin/ListFilters.tsx';
import { ListSearchInput } from '../catalog-admin/ListSearchInput.tsx';
import { RowActions } from '../catalog-admin/RowActions.tsx';
import { useRefetchOnChange } from '../catalog-admin/use-list-url.ts';
import { AuthorForm } from './AuthorForm.tsx';
import './AuthorAdminList.css';

export const AUTHOR_PAGE_SIZE = 20;

const COLUMNS: readonly (string | TableColumn)[] = [{ label: 'Photo', hidden: true }, 'Name', { label: 'Products', numeric: true }, 'Bio', { label: 'Actions', hidden: true }];

const deleteMutation = graphql`
  mutation AuthorAdminListDeleteAuthorMutation($input: DeleteAuthorInput!, $connections: [ID!]!) {
    deleteAuthor(input: $input) {
      __typename
      ... on MutationDeleteAuthorSuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** The author list's search term, from `?q=`. */
export function authorSearchOf(search: URLSearchParams): string | null {
  return search.get('q')?.trim() || null;
}

/**
 * Every author by name with a search box (in the URL), "Load more", "New author" and, per author,
 * edit (a dialog) and delete (after a confirmation; refused while the author is on products).
 */
export function AuthorAdminList({ query }: { query: AuthorAdminList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AuthorAdminListPaginationQuery, AuthorAdminList_query$key>(
    graphql`
      fragment AuthorAdminList_query on Query
      @refetchable(queryName: "AuthorAdminListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String" }) {
        authors(first: $count, after: $cursor, search: $search) @connection(key: "AuthorAdminList_authors") {
          __id
          totalCount
          edges {
            node {
              id
              ...AuthorAdminRow_author
            }
          }
        }
      }
    `,
    query,
  );
  const [searchParams] = useSearchParams();
  const searched = authorSearchOf(searchParams);
  const searching = useRefetchOnChange({ search: searched }, refetch, AUTHOR_PAGE_SIZE);
  const [creating, setCreating] = useState(false);

  const connectionId = data.authors.__id;
  const authors = data.authors.edges;
  return (
    <div className="author-list">
      <FilterBar label="Author search">
        <ListSearchInput label="Search authors" placeholder="Name" />
        <Button variant="primary" onClick={() => setCreating(true)}>
          New author
        </Button>
      </FilterBar>
      <Dialog open={creating} title="New author" onClose={() => setCreating(false)}>
        <AuthorForm author={null} connectionId={connectionId} onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />
      </Dialog>
      <AdminListTable
        label="Authors"
        noun={{ one: 'author', many: 'authors' }}
        shown={authors.length}
        total={data.authors.totalCount}
        busy={searching}
        busyText="Searching…"
        empty={
          searched ? (
            <EmptyState titleAs="p" title={`No authors match “${searched}”.`} />
          ) : (
            <EmptyState titleAs="p" title="No authors yet." description="Add one with “New author”." />
          )
        }
        columns={COLUMNS}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(AUTHOR_PAGE_SIZE)}
      >
        {authors.map(({ node }) => (
          <AuthorAdminRow key={node.id} author={node} connectionId={connectionId} />
        ))}
      </AdminListTable>
    </div>
  );
}

function AuthorAdminRow({ author: key, connectionId }: { author: AuthorAdminRow_author$key; connectionId: string }) {
  const author = useFragment(
    graphql`
      fragment AuthorAdminRow_author on Author {
        id
        name
        slug
        bio
        path
        productCount
        photo {
          url
        }
        ...AuthorForm_author
      }
    `,
    key,
  );
  const [remove] = useMutationPromise<AuthorAdminListDeleteAuthorMutation>(deleteMutation);

  // Refused (still on products, gone already): the message shows in the row.
  const runDelete = async () => {
    const { deleteAuthor: result } = await remove({ input: { id: author.id }, connections: [connectionId] });
    const problem = formFailure(result, 'MutationDeleteAuthorSuccess');
    if (!problem) toast({ title: 'Author deleted', description: author.name });
    return problem?.message ?? null;
  };

  return (
    <tr>
      <td>
        {author.photo ? (
          <img className="author-row__photo" src={author.photo.url} alt="" width={40} height={40} loading="lazy" decoding="async" />
        ) : (
          <span className="author-row__photo" />
        )}
      </td>
      <td>
        <a href={author.path} target="_blank" rel="noreferrer">
          {author.name}
        </a>
        <span className="ui-table__muted">/{author.slug}</span>
      </td>
      <td className="ui-table__number">{author.productCount}</td>
      <td>{author.bio ? (author.bio.length > 120 ? `${author.bio.slice(0, 117)}…` : author.bio) : '—'}</td>
      <td className="ui-table__actions">
        <RowActions
          name={author.name}
          editForm={(close) => <AuthorForm author={author} connectionId={connectionId} onDone={close} onCancel={close} />}
          action={{
            label: 'Delete',
            confirmMessage: `Delete ${author.name}? This cannot be undone.`,
            confirmLabel: 'Delete author',
            busyLabel: 'Deleting…',
            run: runDelete,
          }}
        />
      </td>
    </tr>
  );
}
