import { graphql, usePaginationFragment } from 'react-relay';
import type { ReferralReportsPage_orders$key } from '../../__generated__/ReferralReportsPage_orders.graphql.ts';
import type { ReferralReportsPageOrdersQuery } from '../../__generated__/ReferralReportsPageOrdersQuery.graphql.ts';
import type { ReferralReportsPageQuery } from '../../__generated__/ReferralReportsPageQuery.graphql.ts';
import { Badge, EmptyState, LinkTabs, ListCount, Pagination, Table, TableHead } from '../../components/ui/index.ts';
import { NotRepresentative, REPRESENTATIVE_LINKS } from '../../features/referrals/NotRepresentative.tsx';
import { RepresentativePage } from '../../features/referrals/RepresentativePage.tsx';
import { monthLabel, STANDING_LABELS, STANDING_TONES } from '../../features/referrals/referral-labels.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';

/** Orders shown at first and per "Load more". */
export const REFERRAL_ORDERS_PAGE_SIZE = 20;

const query = graphql`
  query ReferralReportsPageQuery {
    myRepresentative {
      id
      joiningId
      months {
        month
        orders
        earnedOrders
        pendingOrders
        voidOrders
        earnedSales {
          formatted
        }
      }
      ...ReferralReportsPage_orders
    }
  }
`;

// Always from the server: order states change while the representative is away.
export const loader = queryLoader<ReferralReportsPageQuery>(query, undefined, 'network-only');

/** /reports (sign-in only): the orders a campus representative's joining id brought, with totals per Dhaka month. */
export function Component() {
  return (
    <RepresentativePage title="Referral reports" loading="Loading your reports…">
      <Reports />
    </RepresentativePage>
  );
}

function Reports() {
  const { myRepresentative: rep } = useRouteQuery<ReferralReportsPageQuery>(query);
  if (!rep) return <NotRepresentative />;
  return (
    <>
      <LinkTabs label="Representative" links={REPRESENTATIVE_LINKS} />
      <p className="referral-code">
        Orders placed with your joining id <strong>{rep.joiningId}</strong>
      </p>
      {rep.months.length === 0 ? (
        <EmptyState
          title="No orders with your code yet"
          description={`Share your joining id ${rep.joiningId} with students: when they enter it in their cart, their orders show up here.`}
        />
      ) : (
        <>
          <section className="referral-section" aria-labelledby="referral-months">
            <h2 id="referral-months">By month</h2>
            <p className="referral-note">
              Counted: delivered, or paid and on its way. Cancelled, returned and refunded orders are shown but never counted. Sales are the goods
              after discounts, without delivery. Months in Bangladesh time.
            </p>
            <Table aria-label="Orders by month">
              <TableHead
                columns={[
                  'Month',
                  { label: 'Orders', numeric: true },
                  { label: 'Counted', numeric: true },
                  { label: 'Pending', numeric: true },
                  { label: 'Not counted', numeric: true },
                  { label: 'Counted sales', numeric: true },
                ]}
              />
              <tbody>
                {rep.months.map((m) => (
                  <tr key={m.month}>
                    <td>{monthLabel(m.month)}</td>
                    <td className="ui-table__number">{m.orders}</td>
                    <td className="ui-table__number">{m.earnedOrders}</td>
                    <td className="ui-table__number">{m.pendingOrders}</td>
                    <td className="ui-table__number">{m.voidOrders}</td>
                    <td className="ui-table__number">{m.earnedSales.formatted}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
          <ReferralOrders representative={rep} />
        </>
      )}
    </>
  );
}

function ReferralOrders({ representative }: { representative: ReferralReportsPage_orders$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ReferralReportsPageOrdersQuery, ReferralReportsPage_orders$key>(
    graphql`
      fragment ReferralReportsPage_orders on Representative
      @refetchable(queryName: "ReferralReportsPageOrdersQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        orders(first: $count, after: $cursor) @connection(key: "ReferralReportsPage_orders") {
          totalCount
          edges {
            node {
              number
              placedOn
              status
              standing
              customer
              sales {
                formatted
              }
            }
          }
        }
      }
    `,
    representative,
  );
  const orders = data.orders.edges.map((e) => e.node);
  return (
    <section className="referral-section" aria-labelledby="referral-orders">
      <h2 id="referral-orders">Orders</h2>
      <ListCount shown={orders.length} total={data.orders.totalCount} noun={{ one: 'order', many: 'orders' }} />
      <Table aria-label="Orders with your code" busy={isLoadingNext}>
        <TableHead columns={['Order', 'Placed', 'Customer', 'State', { label: 'Sales', numeric: true }]} />
        <tbody>
          {orders.map((o) => (
            <tr key={o.number}>
              <td>{o.number}</td>
              <td>{o.placedOn}</td>
              <td>{o.customer}</td>
              <td>
                <Badge tone={STANDING_TONES[o.standing] ?? 'neutral'}>{STANDING_LABELS[o.standing] ?? o.standing}</Badge>{' '}
                <span className="referral-note">{o.status.replace(/_/g, ' ').toLowerCase()}</span>
              </td>
              <td className="ui-table__number">{o.sales.formatted}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(REFERRAL_ORDERS_PAGE_SIZE)} />
    </section>
  );
}
