import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductAdminTable_query$key } from '../../__generated__/ProductAdminTable_query.graphql.ts';
import type { ProductAdminTablePaginationQuery } from '../../__generated__/ProductAdminTablePaginationQuery.graphql.ts';
import { ADMIN_PAGE_SIZE, isFiltered, type ProductKindName } from './admin-list-params.ts';
import { Checkbox, Skeleton } from '../../components/ui/index.ts';
import { AdminListTable } from './AdminListTable.tsx';
import { BulkPublishBar } from './BulkPublishBar.tsx';
import { NoFilterMatches } from './NoFilterMatches.tsx';
import { PRODUCT_COLUMNS, ProductAdminRow } from './ProductAdminRow.tsx';
import { useListUrl } from './use-list-url.ts';
import './ProductAdminTable.css';

interface ProductAdminTableProps {
  /** A query with `...ProductAdminTable_query @arguments(filter: $filter, sort: $sort)`. */
  query: ProductAdminTable_query$key;
  /** The kinds the list shows (its filter always has them). */
  kinds: readonly ProductKindName[];
  /** What the list holds, e.g. { one: 'book', many: 'books' }. */
  noun: { one: string; many: string };
  /** Shown when there are no products at all (no filter): an EmptyState with a "create" link (see NoProductsYet). */
  empty: React.ReactNode;
  /** Clears the URL's filters (the empty state of a filtered list offers it). */
  onClearFilters: () => void;
  editPath?: (product: { id: string; kind: string }) => string;
}

/**
 * The staff product list: a table of products (unpublished too) with row selection, bulk publish /
 * unpublish, "Load more" and the total. The search, filters and sort come from the URL (see
 * admin-list-params.ts); when they change the list is fetched again, with the old rows dimmed meanwhile.
 */
export function ProductAdminTable({ query, kinds, noun, empty, onClearFilters, editPath }: ProductAdminTableProps) {
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

  return (
    <AdminListTable
      label={`${noun.many[0]!.toUpperCase()}${noun.many.slice(1)}`}
      noun={noun}
      shown={rows.length}
      total={data.adminProducts.totalCount}
      busy={refetching}
      empty={isFiltered(params) ? <NoFilterMatches many={noun.many} onClearFilters={onClearFilters} /> : empty}
      columns={PRODUCT_COLUMNS}
      headStart={
        <th scope="col" className="product-table__select">
          <Checkbox
            aria-label="Select all on this page"
            checked={allSelected ? true : selectedIds.length > 0 ? 'indeterminate' : false}
            onCheckedChange={(state) => setSelected(state === true ? new Set(ids) : new Set())}
          />
        </th>
      }
      aside={
        selectedIds.length > 0 && <BulkPublishBar ids={selectedIds} noun={noun} onDone={() => setSelected(new Set())} onClear={() => setSelected(new Set())} />
      }
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(ADMIN_PAGE_SIZE)}
    >
      {rows.map(({ node }) => (
        <ProductAdminRow key={node.id} product={node} selected={selected.has(node.id)} onSelect={(on) => toggle(node.id, on)} editPath={editPath} />
      ))}
    </AdminListTable>
  );
}

/** A grey table while a staff list loads for the first time. */
export function ProductTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="product-table__skeleton" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="3.5rem" />
      ))}
    </div>
  );
}
