import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { CouponBatchList_query$key } from '../../__generated__/CouponBatchList_query.graphql.ts';
import type { CouponBatchListPaginationQuery } from '../../__generated__/CouponBatchListPaginationQuery.graphql.ts';
import type { CouponBatchRow_batch$key } from '../../__generated__/CouponBatchRow_batch.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { buttonClassName, EmptyState, type TableColumn } from '../../components/ui/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { AdminListTable } from '../catalog-admin/AdminListTable.tsx';
import { CouponBatchForm } from './CouponBatchForm.tsx';

export const BATCH_PAGE_SIZE = 20;
const BATCH_COLUMNS: readonly (string | TableColumn)[] = [
  'Prefix',
  ...['Codes', 'Codes used', 'Redemptions', 'Discount given'].map((label) => ({ label, numeric: true })),
  'Created by',
  'Created',
  { label: 'Export', hidden: true },
];

interface CouponBatchListProps {
  query: CouponBatchList_query$key;
  /** A query with `...SectionSelect_query`, for the batch form. */
  sections: SectionSelect_query$key;
}

/** The batch form, then every batch, newest first, with its statistics and its codes as CSV. */
export function CouponBatchList({ query, sections }: CouponBatchListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CouponBatchListPaginationQuery, CouponBatchList_query$key>(
    graphql`
      fragment CouponBatchList_query on Query
      @refetchable(queryName: "CouponBatchListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        couponBatches(first: $count, after: $cursor) @connection(key: "CouponBatchList_couponBatches") {
          __id
          totalCount
          edges {
            node {
              id
              ...CouponBatchRow_batch
            }
          }
        }
      }
    `,
    query,
  );
  const batches = data.couponBatches.edges;
  return (
    <div className="batch-list">
      <h2>Generate codes</h2>
      <CouponBatchForm sections={sections} connectionId={data.couponBatches.__id} />
      <h2>Batches</h2>
      <AdminListTable
        label="Coupon batches"
        noun={{ one: 'batch', many: 'batches' }}
        shown={batches.length}
        total={data.couponBatches.totalCount}
        empty={<EmptyState titleAs="p" title="No batches yet." description="Generate the first one above." />}
        columns={BATCH_COLUMNS}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(BATCH_PAGE_SIZE)}
      >
        {batches.map(({ node }) => (
          <CouponBatchRow key={node.id} batch={node} />
        ))}
      </AdminListTable>
    </div>
  );
}

function CouponBatchRow({ batch: key }: { batch: CouponBatchRow_batch$key }) {
  const batch = useFragment(
    graphql`
      fragment CouponBatchRow_batch on CouponBatch {
        prefix
        count
        description
        createdAt
        createdByRole
        createdBy {
          name
        }
        exportUrl
        statistics {
          codes
          codesUsed
          redemptions
          discountGiven {
            formatted
          }
        }
      }
    `,
    key,
  );
  const { statistics } = batch;
  return (
    <tr>
      <th scope="row">
        <code>{batch.prefix}</code>
        {batch.description && <span className="ui-table__muted">{batch.description}</span>}
      </th>
      <td className="ui-table__number">{statistics.codes.toLocaleString('en-US')}</td>
      <td className="ui-table__number">{statistics.codesUsed.toLocaleString('en-US')}</td>
      <td className="ui-table__number">{statistics.redemptions.toLocaleString('en-US')}</td>
      <td className="ui-table__number">{statistics.discountGiven.formatted}</td>
      <td>{[batch.createdBy?.name, batch.createdByRole].filter(Boolean).join(' · ') || '—'}</td>
      <td className="ui-table__nowrap">{formatDate(batch.createdAt)}</td>
      <td>
        {/* The server names the export route (its id is the batch's database id, which the REST route takes). */}
        <a className={buttonClassName({ size: 'sm' })} href={batch.exportUrl} download aria-label={`Download CSV of batch ${batch.prefix}`}>
          Download CSV
        </a>
      </td>
    </tr>
  );
}
