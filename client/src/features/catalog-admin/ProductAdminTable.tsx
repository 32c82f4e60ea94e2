import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductAdminTable_query$key } from '../../__generated__/ProductAdminTable_query.graphql.ts';
import type { ProductAdminTablePaginationQuery } from '../../__generated__/ProductAdminTablePaginationQuery.graphql.ts';
import { ADMIN_PAGE_SIZE, isFiltered, type ProductKindName } from './admin-list-params.ts';
import { BulkPublishBar, countOf } from './BulkPublishBar.tsx';
import { LoadMoreButton, NoFilterMatches } from './data-table.tsx';
import { PRODUCT_COLUMNS, ProductAdminRow } from './ProductAdminRow.tsx';
import { useListUrl } from './use-list-url.ts';
import './catalog-admin.css';

interface ProductAdminTableProps {
  /** A query with `...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)`. */
  query: ProductAdminTable_query$key;
  /** The kinds the list shows (its filter always has them). */
  kinds: readonly ProductKindName[];
  /** What the list holds, e.g. { one: 'book', many: 'books' }. */
  noun: { one: string; many: string };
  /** Shown when there are no products at all (no filter), e.g. a sentence with a "create" link. */
  emptyText: React.ReactNode;
  /** Clears the URL's filters (the empty state of a filtered list offers it). */
  onClearFilters: () => void;
  editPath?: (product: { id: string; kind: string }) => string;
}

/**
 * The staff product list: a table of products (unpublished too) with row selection, bulk publish /
 * unpublish, "Load more" and the total. The search, filters and sort come from the URL (see
 * admin-list-params.ts); when they change the list is fetched again, with the old rows dimmed meanwhile.
 */
export function ProductAdminTable({ query, kinds, noun, emptyText, onClearFilters, editPath }: ProductAdminTableProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ProductAdminTablePaginationQuery, ProductAdminTable_query$key>(
    graphql`
      fragment ProductAdminTable_query on Query
      @refetchable(queryName: "ProductAdminTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        filter: { type: "AdminProductFilter" }
        sort: { type: "ProductSort", defaultValue: NEWEST }
      ) {
        adminProducts(first: $count, after: $cursor, filter: $filter, sort: $sort) @connection(key: "ProductAdminTable_adminProducts") {
          totalCount
          edges {
            node {
              id
              ...ProductAdminRow_product
            }
          }
        }
      }
    `,
    query,
  );

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { params, refetching } = useListUrl(kinds, refetch, () => setSelected(new Set()));

  const rows = data.adminProducts.edges;
  const ids = rows.map(({ node }) => node.id);
  const selectedIds = ids.filter((id) => selected.has(id));
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const total = data.adminProducts.totalCount;
  if (rows.length === 0) {
    return (
      <div className="product-table product-table--empty" aria-busy={refetching}>
        {isFiltered(params) ? (
          <NoFilterMatches many={noun.many} onClearFilters={onClearFilters} />
        ) : (
          <div className="empty-state">{emptyText}</div>
        )}
      </div>
    );
  }

  return (
    <div className="product-table">
      <div className="product-table__summary">
        <p role="status" aria-live="polite">
          {refetching ? 'Updating…' : `Showing ${rows.length} of ${countOf(total, noun)}`}
        </p>
        {selectedIds.length > 0 && (
          <BulkPublishBar ids={selectedIds} noun={noun} onDone={() => setSelected(new Set())} onClear={() => setSelected(new Set())} />
        )}
      </div>
      <div className="table-scroll">
        <table className="data-table" aria-busy={refetching} aria-label={`${noun.many[0]!.toUpperCase()}${noun.many.slice(1)}`}>
          <thead>
            <tr>
              <th scope="col" className="product-table__select">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={allSelected}
                  ref={(box) => {
                    if (box) box.indeterminate = selectedIds.length > 0 && !allSelected;
                  }}
                  onChange={(event) => setSelected(event.currentTarget.checked ? new Set(ids) : new Set())}
                />
              </th>
              {PRODUCT_COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'Section' || column === 'Updated' ? 'product-table__optional' : undefined}>
                  {column === 'Cover' || column === 'Actions' ? <span className="visually-hidden">{column}</span> : column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ node }) => (
              <ProductAdminRow
                key={node.id}
                product={node}
                selected={selected.has(node.id)}
                onSelect={(on) => toggle(node.id, on)}
                editPath={editPath}
              />
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(ADMIN_PAGE_SIZE)} />
    </div>
  );
}

/** A grey table while a staff list loads for the first time. */
export function ProductTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="product-table product-table--skeleton" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton skeleton--row" />
      ))}
    </div>
  );
}
