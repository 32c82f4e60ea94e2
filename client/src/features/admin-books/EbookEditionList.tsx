import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { EbookEditionList_query$key } from '../../__generated__/EbookEditionList_query.graphql.ts';
import type { EbookEditionListPaginationQuery } from '../../__generated__/EbookEditionListPaginationQuery.graphql.ts';
import type { EbookEditionListRow_book$key } from '../../__generated__/EbookEditionListRow_book.graphql.ts';
import { ADMIN_PAGE_SIZE, isFiltered } from '../catalog-admin/admin-list-params.ts';
import { adminProductPath, databaseId } from '../catalog-admin/admin-paths.ts';
import { AdminListTable } from '../catalog-admin/AdminListTable.tsx';
import { NoFilterMatches, NothingYet } from '../catalog-admin/NoFilterMatches.tsx';
import { PublishedBadge } from '../catalog-admin/PublishedBadge.tsx';
import { useListUrl } from '../catalog-admin/use-list-url.ts';

const KINDS = ['BOOK'] as const;
const COLUMNS = ['Printed book', 'Book status', 'Ebook edition', { label: 'Ebook price', numeric: true }];

/**
 * Printed books next to their ebook edition: a link to edit the edition, or "Add ebook edition",
 * which opens a new ebook already linked to the book. Search and filters come from the URL.
 */
export function EbookEditionList({ query, onClearFilters }: { query: EbookEditionList_query$key; onClearFilters: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<EbookEditionListPaginationQuery, EbookEditionList_query$key>(
    graphql`
      fragment EbookEditionList_query on Query
      @refetchable(queryName: "EbookEditionListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        filter: { type: "AdminProductFilter" }
        sort: { type: "ProductSort", defaultValue: NEWEST }
      ) {
        adminProducts(first: $count, after: $cursor, filter: $filter, sort: $sort) @connection(key: "EbookEditionList_adminProducts") {
          totalCount
          edges {
            node {
              id
              ...EbookEditionListRow_book
            }
          }
        }
      }
    `,
    query,
  );
  const { params, refetching } = useListUrl(KINDS, refetch);
  const rows = data.adminProducts.edges;
  return (
    <AdminListTable
      label="Books and their ebook editions"
      noun={{ one: 'book', many: 'books' }}
      shown={rows.length}
      total={data.adminProducts.totalCount}
      busy={refetching}
      empty={
        isFiltered(params) ? (
          <NoFilterMatches many="books" onClearFilters={onClearFilters} />
        ) : (
          <NothingYet
            title="No books yet."
            description="Add a book first; its ebook edition can then be added here."
            action={{ to: '/admin/books/create', label: 'Add a book' }}
          />
        )
      }
      columns={COLUMNS}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(ADMIN_PAGE_SIZE)}
    >
      {rows.map(({ node }) => (
        <EbookEditionListRow key={node.id} book={node} />
      ))}
    </AdminListTable>
  );
}

function EbookEditionListRow({ book: key }: { book: EbookEditionListRow_book$key }) {
  const book = useFragment(
    graphql`
      fragment EbookEditionListRow_book on Product {
        id
        title
        published
        authors {
          name
        }
        ... on Book {
          digitalEdition {
            id
            title
            published
            price {
              formatted
            }
          }
        }
      }
    `,
    key,
  );
  const edition = book.digitalEdition;
  return (
    <tr>
      <th scope="row">
        <Link to={adminProductPath('BOOK', book.id)}>{book.title}</Link>
        {book.authors.length > 0 && <span className="ui-table__muted">{book.authors.map((a) => a.name).join(', ')}</span>}
      </th>
      <td>
        <PublishedBadge published={book.published} />
      </td>
      <td>
        {edition ? (
          <Link to={adminProductPath('EBOOK', edition.id)}>{edition.title}</Link>
        ) : (
          <Link to={`/admin/ebook?new&printEdition=${encodeURIComponent(databaseId(book.id))}`} aria-label={`Add an ebook edition of ${book.title}`}>
            Add ebook edition
          </Link>
        )}
      </td>
      <td className="ui-table__number">{edition ? edition.price.formatted : '—'}</td>
    </tr>
  );
}
