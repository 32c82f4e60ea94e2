import { graphql, loadQuery } from 'react-relay';
import { useRevalidator, useSearchParams } from 'react-router';
import type { CouponStatsPageQuery } from '../../../__generated__/CouponStatsPageQuery.graphql.ts';
import { EmptyState, LinkTabs, Table, TableHead } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { sessionForNavigation } from '../../../features/session/session-store.ts';
import { AgentLimitsTable } from '../../../features/support/AgentLimitsTable.tsx';
import { SUPPORT_SUBNAV } from '../../../features/support/support-area.ts';
import '../../../features/support/support.css';
import { relayEnvironment } from '../../../relay/environment.ts';
import { useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query CouponStatsPageQuery($groupBy: CouponStatGroup!, $withLimits: Boolean!) {
    agentCouponStats(groupBy: $groupBy) {
      __typename
      ... on QueryAgentCouponStatsSuccess {
        data {
          key
          label
          issued
          redeemed
          redemptionRate
          discountGiven {
            formatted
          }
          revenue {
            formatted
          }
        }
      }
      ... on Error {
        message
      }
    }
    agentCouponLimits @include(if: $withLimits) {
      ...AgentLimitsTable_limits
    }
  }
`;

const GROUPS = { agent: 'AGENT', reason: 'REASON', week: 'WEEK' } as const;
const groupOf = (searchParams: URLSearchParams) => GROUPS[(searchParams.get('by') ?? 'agent') as keyof typeof GROUPS] ?? 'AGENT';
const HEADINGS = { AGENT: 'Agent', REASON: 'Reason', WEEK: 'Week from (Dhaka)' } as const;

/** The limits are asked for only by coupon managers: one refused root field would fail the whole answer. */
export async function loader({ request }: { request: Request }) {
  const user = await sessionForNavigation(request);
  const variables = { groupBy: groupOf(new URL(request.url, 'http://localhost').searchParams), withLimits: user?.permissions.includes('coupons.manage') ?? false };
  return loadQuery<CouponStatsPageQuery>(relayEnvironment, query, variables, { fetchPolicy: 'network-only' });
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** /agent/coupon-stats: coupons agents issued over the last 12 weeks, by agent, reason or week; and, for coupon managers, each agent's limits. */
export function Component() {
  const data = useRouteQuery<CouponStatsPageQuery>(query);
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const group = groupOf(searchParams);
  const stats = data.agentCouponStats.data ?? [];
  return (
    <AdminPage title="Coupon statistics" subnav={SUPPORT_SUBNAV} intro="Single-customer coupons issued from the support desk in the last 12 weeks: how many were used, the discount they gave and the sales they brought.">
      <LinkTabs
        label="Group by"
        links={[
          { to: '/agent/coupon-stats?by=agent', label: 'By agent' },
          { to: '/agent/coupon-stats?by=reason', label: 'By reason' },
          { to: '/agent/coupon-stats?by=week', label: 'By week' },
        ]}
      />
      {stats.length === 0 ? (
        <EmptyState titleAs="p" title="No coupons were issued from the support desk in this period." />
      ) : (
        <Table dense aria-label="Coupon statistics">
          <TableHead
            columns={[
              HEADINGS[group],
              { label: 'Issued', numeric: true },
              { label: 'Redeemed', numeric: true },
              { label: 'Redemption rate', numeric: true },
              { label: 'Discount given', numeric: true },
              { label: 'Revenue', numeric: true },
            ]}
          />
          <tbody>
            {stats.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label || '—'}</th>
                <td>{row.issued}</td>
                <td>{row.redeemed}</td>
                <td>{percent(row.redemptionRate)}</td>
                <td>{row.discountGiven.formatted}</td>
                <td>{row.revenue.formatted}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data.agentCouponLimits && (
        <section className="support-panel" aria-labelledby="limits">
          <h2 id="limits">What each agent may issue</h2>
          <AgentLimitsTable limits={data.agentCouponLimits} onSaved={() => void revalidator.revalidate()} />
        </section>
      )}
    </AdminPage>
  );
}
