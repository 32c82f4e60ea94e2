import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { CouponAdminList_query$key } from '../../__generated__/CouponAdminList_query.graphql.ts';
import type { CouponAdminListPaginationQuery } from '../../__generated__/CouponAdminListPaginationQuery.graphql.ts';
import type { CouponAdminRow_coupon$key } from '../../__generated__/CouponAdminRow_coupon.graphql.ts';
import type { CouponAdminRowDeactivateCouponMutation } from '../../__generated__/CouponAdminRowDeactivateCouponMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { DataTableHead, LoadMoreButton } from '../catalog-admin/data-table.tsx';
import { ListSearchInput } from '../catalog-admin/ListSearchInput.tsx';
import { RowActions } from '../catalog-admin/RowActions.tsx';
import { couponListParams, couponListVariables, writeCouponListParams, type CouponListParams, type CouponStatusFilter } from './coupon-list-params.ts';
import { lastDay } from './coupon-rules.ts';
import { CouponForm } from './CouponForm.tsx';
import './admin-coupons.css';
import { Button } from '../../components/ui/index.ts';

export const COUPON_PAGE_SIZE = 20;

const STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Active',
  SCHEDULED: 'Scheduled',
  EXPIRED: 'Expired',
  USED_UP: 'Used up',
  INACTIVE: 'Inactive',
};

const COUPON_COLUMNS = ['Code', 'Discount', 'Limits', 'Valid', 'Uses', 'Status', 'Created by'] as const;

const STATUS_FILTERS: readonly { value: CouponStatusFilter; label: string }[] = [
  { value: '', label: 'Every status' },
  { value: 'active', label: 'Active' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'expired', label: 'Expired' },
  { value: 'used-up', label: 'Used up' },
  { value: 'inactive', label: 'Inactive' },
];

const deactivateMutation = graphql`
  mutation CouponAdminRowDeactivateCouponMutation($input: DeactivateCouponInput!) {
    deactivateCoupon(input: $input) {
      __typename
      ... on MutationDeactivateCouponSuccess {
        coupon {
          id
          active
          status
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

interface CouponAdminListProps {
  query: CouponAdminList_query$key;
  /** A query with `...SectionSelect_query`, for the coupon form. */
  sections: SectionSelect_query$key;
}

/**
 * Coupons, newest first: search by code and status filter (both in the URL), "New coupon", and per
 * coupon its discount, limits, validity, uses and creator, with edit (a dialog) and deactivate
 * (after a confirmation).
 */
export function CouponAdminList({ query, sections }: CouponAdminListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CouponAdminListPaginationQuery, CouponAdminList_query$key>(
    graphql`
      fragment CouponAdminList_query on Query
      @refetchable(queryName: "CouponAdminListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, filter: { type: "CouponFilter" }) {
        coupons(first: $count, after: $cursor, filter: $filter) @connection(key: "CouponAdminList_coupons") {
          __id
          totalCount
          edges {
            node {
              id
              status
              ...CouponAdminRow_coupon
            }
          }
        }
      }
    `,
    query,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const params = couponListParams(searchParams);
  const [searching, startSearch] = useTransition();
  const [creating, setCreating] = useState(false);
  const statusId = useId();
  const variablesKey = JSON.stringify(couponListVariables(params));
  const shown = useRef(variablesKey);

  // The URL changed (typing paused, a filter, back/forward): fetch the list again from its first page.
  useEffect(() => {
    if (shown.current === variablesKey) return;
    shown.current = variablesKey;
    startSearch(() => {
      refetch({ ...JSON.parse(variablesKey), count: COUPON_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  }, [variablesKey, refetch]);

  const update = (patch: Partial<CouponListParams>) =>
    setSearchParams((current) => writeCouponListParams({ ...couponListParams(current), ...patch }, current));

  const connectionId = data.coupons.__id;
  const coupons = data.coupons.edges;
  const filtered = Boolean(params.q || params.status);
  return (
    <div className="coupon-list">
      <div className="list-filters" role="search" aria-label="Coupon filters">
        <ListSearchInput label="Search coupons" placeholder="Code" />
        <div className="field">
          <label className="field__label" htmlFor={statusId}>
            Status
          </label>
          <select
            id={statusId}
            className="field__control"
            value={params.status}
            onChange={(event) => update({ status: event.target.value as CouponStatusFilter })}
          >
            {STATUS_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox-field">
          <input type="checkbox" checked={params.batchCodes} onChange={(event) => update({ batchCodes: event.currentTarget.checked })} />
          <span>Include bulk batch codes</span>
        </label>
        <Button variant="primary" onClick={() => setCreating(true)}>
          New coupon
        </Button>
      </div>
      <Dialog open={creating} title="New coupon" onClose={() => setCreating(false)}>
        <CouponForm coupon={null} sections={sections} connectionId={connectionId} onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />
      </Dialog>
      {coupons.length === 0 ? (
        <p className="empty-state">{filtered ? 'No coupons match these filters.' : 'No coupons yet. Create one with “New coupon”.'}</p>
      ) : (
        <>
          <p className="hint" role="status">
            {searching
              ? 'Searching…'
              : `Showing ${coupons.length} of ${data.coupons.totalCount} coupon${data.coupons.totalCount === 1 ? '' : 's'}`}
          </p>
          <div className="table-scroll">
            <table className="data-table" aria-busy={searching} aria-label="Coupons">
              <DataTableHead columns={COUPON_COLUMNS} last="Actions" />
              <tbody>
                {coupons.map(({ node }) => (
                  <CouponAdminRow key={node.id} coupon={node} sections={sections} connectionId={connectionId} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(COUPON_PAGE_SIZE)} />
    </div>
  );
}

/** "1 Dec 2026 – 31 Dec 2026", "From 1 Dec 2026", "Until 31 Dec 2026" or "Always". */
export function validityText(startsAt: string | null | undefined, endsAt: string | null | undefined): string {
  const from = startsAt ? formatDate(startsAt) : null;
  const until = endsAt ? formatDate(`${lastDay(endsAt)}T12:00:00+06:00`) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}

function limitsText(coupon: { minOrder: { amount: number; formatted: string }; perUserLimit: number | null | undefined }): string {
  const parts = [coupon.minOrder.amount > 0 ? `Min. order ${coupon.minOrder.formatted}` : null, coupon.perUserLimit ? `${coupon.perUserLimit} per customer` : null];
  return parts.filter(Boolean).join(' · ') || '—';
}

interface CouponAdminRowProps {
  coupon: CouponAdminRow_coupon$key;
  sections: SectionSelect_query$key;
  connectionId: string;
}

function CouponAdminRow({ coupon: key, sections, connectionId }: CouponAdminRowProps) {
  const coupon = useFragment(
    graphql`
      fragment CouponAdminRow_coupon on Coupon {
        id
        code
        description
        label
        minOrder {
          amount
          formatted
        }
        perUserLimit
        usageLimit
        usedCount
        startsAt
        endsAt
        active
        status
        createdByRole
        createdBy {
          name
        }
        batch {
          prefix
        }
        ...CouponForm_coupon
      }
    `,
    key,
  );
  const [deactivate] = useMutationPromise<CouponAdminRowDeactivateCouponMutation>(deactivateMutation);

  const runDeactivate = async () => {
    const { deactivateCoupon: result } = await deactivate({ input: { id: coupon.id } });
    const problem = formFailure(result, 'MutationDeactivateCouponSuccess');
    if (!problem) toast({ title: 'Coupon deactivated', description: coupon.code });
    return problem?.message ?? null;
  };

  const creator = [coupon.createdBy?.name, coupon.createdByRole].filter(Boolean).join(' · ') || '—';
  return (
    <tr className="data-table__row">
      <th scope="row">
        <span className="coupon-code">{coupon.code}</span>
        {coupon.description && <span className="product-table__subtitle">{coupon.description}</span>}
      </th>
      <td>{coupon.label}</td>
      <td>{limitsText(coupon)}</td>
      <td>{validityText(coupon.startsAt, coupon.endsAt)}</td>
      <td className="product-table__number">{`${coupon.usedCount} / ${coupon.usageLimit ?? '∞'}`}</td>
      <td>
        <span className={`status coupon-status--${coupon.status.toLowerCase()}`}>{STATUS_LABELS[coupon.status] ?? coupon.status}</span>
      </td>
      <td>
        {creator}
        {coupon.batch && <span className="product-table__subtitle">Batch {coupon.batch.prefix}</span>}
      </td>
      <td className="product-table__actions">
        <RowActions
          name={coupon.code}
          editForm={(close) => <CouponForm coupon={coupon} sections={sections} connectionId={connectionId} onDone={close} onCancel={close} />}
          action={
            coupon.active
              ? {
                  label: 'Deactivate',
                  confirmMessage: `Deactivate ${coupon.code}? Customers can no longer apply it, and carts that hold it drop it.`,
                  confirmLabel: 'Deactivate coupon',
                  busyLabel: 'Deactivating…',
                  run: runDeactivate,
                }
              : null
          }
        />
      </td>
    </tr>
  );
}
