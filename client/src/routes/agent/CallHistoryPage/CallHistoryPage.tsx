import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import type { CallHistoryPage_query$key } from '../../../__generated__/CallHistoryPage_query.graphql.ts';
import type { CallHistoryPagePaginationQuery } from '../../../__generated__/CallHistoryPagePaginationQuery.graphql.ts';
import type { CallHistoryPageQuery } from '../../../__generated__/CallHistoryPageQuery.graphql.ts';
import { CheckboxField, EmptyState, Table, TableHead } from '../../../components/ui/index.ts';
import { AdminListTable } from '../../../features/catalog-admin/AdminListTable.tsx';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { FilterBar, FilterDate, FilterSelect } from '../../../features/catalog-admin/ListFilters.tsx';
import { useSession } from '../../../features/session/session-store.ts';
import { LogCallForm } from '../../../features/support/LogCallForm.tsx';
import { DIRECTION_LABELS, OUTCOME_LABELS, SUPPORT_SUBNAV, formatDateTime, formatDuration } from '../../../features/support/support-area.ts';
import '../../../features/support/support.css';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query CallHistoryPageQuery($filter: SupportCallFilter) {
    supportFollowUpsDue {
      id
      phone
      followUpOn
      reason
      customerId
      customerName
      agentName
    }
    ...CallHistoryPage_query @arguments(filter: $filter)
  }
`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);

/** The list's filters from the URL: ?outcome=, ?agent= (an agent's id), ?from= and ?to= (Dhaka days, both included). */
function filterOf(searchParams: URLSearchParams) {
  const outcome = searchParams.get('outcome');
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  return {
    outcome: outcome && outcome in OUTCOME_LABELS ? (outcome as 'CONFIRMED') : null,
    agentId: searchParams.get('agent') || null,
    from: DAY.test(from) ? dayStart(from).toISOString() : null,
    before: DAY.test(to) ? new Date(dayStart(to).getTime() + 86_400_000).toISOString() : null,
  };
}

export const loader = queryLoader<CallHistoryPageQuery>(query, (_params, searchParams) => ({ filter: filterOf(searchParams) }), 'network-only');

const COLUMNS = ['Started', 'Direction', 'Phone', 'Customer', 'Order', 'Duration', 'Outcome', 'Reason and notes', 'Follow-up', 'Agent'];
const OUTCOME_FILTERS = [{ value: '', label: 'Every outcome' }, ...Object.entries(OUTCOME_LABELS).map(([value, label]) => ({ value, label }))];

/** /agent/call-history: follow-ups due today first, then every call with filters, and logging a new one. */
export function Component() {
  const data = useRouteQuery<CallHistoryPageQuery>(query);
  const revalidator = useRevalidator();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (key: string, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return (
    <AdminPage title="Calls" subnav={SUPPORT_SUBNAV}>
      <div className="support-grid">
        <div className="support-panel">
          <h2>Follow-ups due</h2>
          {data.supportFollowUpsDue.length === 0 ? (
            <p>No follow-up is due today.</p>
          ) : (
            <Table dense aria-label="Follow-ups due">
              <TableHead columns={['Call back on', 'Phone', 'Customer', 'Reason', 'Agent']} />
              <tbody>
                {data.supportFollowUpsDue.map((call) => (
                  <tr key={call.id}>
                    <td>{call.followUpOn}</td>
                    <th scope="row">{call.phone}</th>
                    <td>{call.customerId ? <Link to={`/agent/customers/${encodeURIComponent(call.customerId)}`}>{call.customerName || 'Customer'}</Link> : '—'}</td>
                    <td>{call.reason || '—'}</td>
                    <td>{call.agentName ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <h2>All calls</h2>
          <FilterBar label="Call filters">
            <FilterSelect label="Outcome" value={searchParams.get('outcome') ?? ''} options={OUTCOME_FILTERS} onChange={(v) => set('outcome', v)} />
            <FilterDate label="From" value={searchParams.get('from') ?? ''} onChange={(v) => set('from', v)} />
            <FilterDate label="To" value={searchParams.get('to') ?? ''} onChange={(v) => set('to', v)} />
            <CheckboxField label="Only my calls" checked={Boolean(user) && searchParams.get('agent') === user?.id} onChange={(mine) => set('agent', mine && user ? user.id : '')} />
          </FilterBar>
          <CallList query={data} />
        </div>
        <section className="support-panel" aria-labelledby="log-call">
          <h2 id="log-call">Log a call</h2>
          <LogCallForm onDone={() => void revalidator.revalidate()} />
        </section>
      </div>
    </AdminPage>
  );
}

function CallList({ query: key }: { query: CallHistoryPage_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CallHistoryPagePaginationQuery, CallHistoryPage_query$key>(
    graphql`
      fragment CallHistoryPage_query on Query
      @refetchable(queryName: "CallHistoryPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, filter: { type: "SupportCallFilter" }) {
        supportCalls(first: $count, after: $cursor, filter: $filter) @connection(key: "CallHistoryPage_supportCalls", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              startedAt
              direction
              phone
              customerId
              customerName
              orderNumber
              durationSeconds
              outcome
              reason
              notes
              followUpOn
              followUpDone
              agentName
            }
          }
        }
      }
    `,
    key,
  );
  const calls = data.supportCalls.edges.map((e) => e.node);
  return (
    <AdminListTable
      label="Calls"
      noun={{ one: 'call', many: 'calls' }}
      shown={calls.length}
      total={data.supportCalls.totalCount}
      empty={<EmptyState titleAs="p" title="No calls match." />}
      columns={COLUMNS}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(25)}
    >
      {calls.map((call) => (
        <tr key={call.id}>
          <td>{formatDateTime(call.startedAt)}</td>
          <td>{DIRECTION_LABELS[call.direction] ?? call.direction}</td>
          <th scope="row">{call.phone}</th>
          <td>{call.customerId ? <Link to={`/agent/customers/${encodeURIComponent(call.customerId)}`}>{call.customerName || 'Customer'}</Link> : '—'}</td>
          <td>{call.orderNumber ?? '—'}</td>
          <td>{formatDuration(call.durationSeconds)}</td>
          <td>{OUTCOME_LABELS[call.outcome] ?? call.outcome}</td>
          <td>{[call.reason, call.notes].filter(Boolean).join(' — ') || '—'}</td>
          <td>{call.followUpOn ? `${call.followUpOn}${call.followUpDone ? ' (done)' : ''}` : '—'}</td>
          <td>{call.agentName ?? '—'}</td>
        </tr>
      ))}
    </AdminListTable>
  );
}
