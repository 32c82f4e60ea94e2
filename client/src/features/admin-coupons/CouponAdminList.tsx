import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useLatestSearchParams } from '../../lib/use-latest-search-params.ts';
import type { CouponAdminList_query$key } from '../../__generated__/CouponAdminList_query.graphql.ts';
import type { CouponAdminListPaginationQuery } from '../../__generated__/CouponAdminListPaginationQuery.graphql.ts';
import type { CouponAdminRow_coupon$key } from '../../__generated__/CouponAdminRow_coupon.graphql.ts';
import type { CouponAdminRowDeactivateCouponMutation } from '../../__generated__/CouponAdminRowDeactivateCouponMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Badge, Button, CheckboxField, Dialog, EmptyState, type BadgeTone } from '../../components/ui/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { AdminListTable } from '../catalog-admin/AdminListTable.tsx';
import { FilterBar, FilterSelect } from '../catalog-admin/ListFilters.tsx';
import { ListSearchInput } from '../catalog-admin/ListSearchInput.tsx';
import { NoFilterMatches } from '../catalog-admin/NoFilterMatches.tsx';
import { RowActions } from '../catalog-admin/RowActions.tsx';
import { useRefetchOnChange } from '../catalog-admin/use-list-url.ts';
import { couponListParams, couponListVariables, writeCouponListParams, type CouponListParams, type CouponStatusFilter } from './coupon-list-params.ts';
import { lastDay } from './coupon-rules.ts';
import { CouponForm } from './CouponForm.tsx';

export const COUPON_PAGE_SIZE = 20;

const STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Active',
  SCHEDULED: 'Scheduled',
  EXPIRED: 'Expired',
  USED_UP: 'Used up',
  INACTIVE: 'Inactive',
};

/** Live (or about to be) in the shop's colour; over, neutral. */
const STATUS_TONES: Record<string, BadgeTone> = { ACTIVE: 'success', SCHEDULED: 'primary' };

const COUPON_COLUMNS = ['Code', 'Discount', 'Limits', 'Valid', { label: 'Uses', numeric: true }, 'Status', 'Created by', { label: 'Actions', hidden: true }];

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
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params = couponListParams(searchParams);
  const searching = useRefetchOnChange(couponListVariables(params), refetch, COUPON_PAGE_SIZE);
  const [creating, setCreating] = useState(false);

  const update = (patch: Partial<CouponListParams>) =>
    setSearchParams((current) => writeCouponListParams({ ...couponListParams(current), ...patch }, current));

  const connectionId = data.coupons.__id;
  const coupons = data.coupons.edges;
  const filtered = Boolean(params.q || params.status);
  return (
    <div className="coupon-list">
      <FilterBar label="Coupon filters">
        <ListSearchInput label="Search coupons" placeholder="Code" />
        <FilterSelect label="Status" value={params.status} options={STATUS_FILTERS} onChange={(status) => update({ status: status as CouponStatusFilter })} />
        <CheckboxField label="Include bulk batch codes" checked={params.batchCodes} onChange={(batchCodes) => update({ batchCodes })} />
        <Button variant="primary" onClick={() => setCreating(true)}>
          New coupon
        </Button>
      </FilterBar>
      <Dialog open={creating} title="New coupon" onClose={() => setCreating(false)}>
        <CouponForm coupon={null} sections={sections} connectionId={connectionId} onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />
      </Dialog>
      <AdminListTable
        label="Coupons"
        noun={{ one: 'coupon', many: 'coupons' }}
        shown={coupons.length}
        total={data.coupons.totalCount}
        busy={searching}
        busyText="Searching…"
        empty={
          filtered ? (
            <NoFilterMatches many="coupons" onClearFilters={() => update({ q: '', status: '' })} />
          ) : (
            <EmptyState titleAs="p" title="No coupons yet." description="Create one with “New coupon”." />
          )
        }
        columns={COUPON_COLUMNS}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(COUPON_PAGE_SIZE)}
      >
        {coupons.map(({ node }) => (
          <CouponAdminRow key={node.id} coupon={node} sections={sections} connectionId={connectionId} />
        ))}
      </AdminListTable>
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
    <tr>
      <th scope="row">
        <code>{coupon.code}</code>
        {coupon.description && <span className="ui-table__muted">{coupon.description}</span>}
      </th>
      <td>{coupon.label}</td>
      <td>{limitsText(coupon)}</td>
      <td>{validityText(coupon.startsAt, coupon.endsAt)}</td>
      <td className="ui-table__number">{`${coupon.usedCount} / ${coupon.usageLimit ?? '∞'}`}</td>
      <td>
        <Badge tone={STATUS_TONES[coupon.status] ?? 'neutral'}>{STATUS_LABELS[coupon.status] ?? coupon.status}</Badge>
      </td>
      <td>
        {creator}
        {coupon.batch && <span className="ui-table__muted">Batch {coupon.batch.prefix}</span>}
      </td>
      <td className="ui-table__actions">
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
