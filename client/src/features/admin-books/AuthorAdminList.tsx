import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { AuthorAdminList_query$key } from '../../__generated__/AuthorAdminList_query.graphql.ts';
import type { AuthorAdminListDeleteAuthorMutation } from '../../__generated__/AuthorAdminListDeleteAuthorMutation.graphql.ts';
import type { AuthorAdminListPaginationQuery } from '../../__generated__/AuthorAdminListPaginationQuery.graphql.ts';
import type { AuthorAdminRow_author$key } from '../../__generated__/AuthorAdminRow_author.graphql.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { LoadMoreButton } from '../catalog-admin/data-table.tsx';
import { ListSearchInput } from '../catalog-admin/ListSearchInput.tsx';
import { RowActions } from '../catalog-admin/RowActions.tsx';
import { AuthorForm } from './AuthorForm.tsx';
import { Button } from '../../components/ui/index.ts';

export const AUTHOR_PAGE_SIZE = 20;

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
  const [searching, startSearch] = useTransition();
  const [creating, setCreating] = useState(false);
  const shown = useRef(searched);

  // The search in the URL changed (typing paused, back/forward): fetch the list again from its first page.
  useEffect(() => {
    if (shown.current === searched) return;
    shown.current = searched;
    startSearch(() => {
      refetch({ search: searched, count: AUTHOR_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  }, [searched, refetch]);

  const connectionId = data.authors.__id;
  const authors = data.authors.edges;
  return (
    <div className="author-list">
      <div className="list-filters">
        <ListSearchInput label="Search authors" placeholder="Name" />
        <Button variant="primary" onClick={() => setCreating(true)}>
          New author
        </Button>
      </div>
      <Dialog open={creating} title="New author" onClose={() => setCreating(false)}>
        <AuthorForm author={null} connectionId={connectionId} onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />
      </Dialog>
      {authors.length === 0 ? (
        <p className="empty-state">{searched ? `No authors match “${searched}”.` : 'No authors yet. Add one with “New author”.'}</p>
      ) : (
        <>
          <p className="hint" role="status">
            {searching ? 'Searching…' : `Showing ${authors.length} of ${data.authors.totalCount} author${data.authors.totalCount === 1 ? '' : 's'}`}
          </p>
          <div className="table-scroll">
            <table className="data-table" aria-busy={searching} aria-label="Authors">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Photo</span>
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">Products</th>
                  <th scope="col">Bio</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {authors.map(({ node }) => (
                  <AuthorAdminRow key={node.id} author={node} connectionId={connectionId} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(AUTHOR_PAGE_SIZE)} />
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
    <tr className="data-table__row">
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
        <span className="product-table__subtitle">/{author.slug}</span>
      </td>
      <td className="product-table__number">{author.productCount}</td>
      <td>{author.bio ? (author.bio.length > 120 ? `${author.bio.slice(0, 117)}…` : author.bio) : '—'}</td>
      <td className="product-table__actions">
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
