import { graphql, usePaginationFragment } from 'react-relay';
import type { ReferralReportsPage_orders$key } from '../../__generated__/ReferralReportsPage_orders.graphql.ts';
import type { ReferralReportsPageOrdersQuery } from '../../__generated__/ReferralReportsPageOrdersQuery.graphql.ts';
import type { ReferralReportsPageQuery } from '../../__generated__/ReferralReportsPageQuery.graphql.ts';
import { Badge, EmptyState, LinkTabs, ListCount, Pagination, Table, TableHead } from '../../components/ui/index.ts';
import { NotRepresentative, useRepresentativeLinks } from '../../features/referrals/NotRepresentative.tsx';
import { RepresentativePage } from '../../features/referrals/RepresentativePage.tsx';
import { STANDING_TONES, useReferralWords } from '../../features/referrals/referral-labels.ts';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
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
          amount
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
  const t = useT();
  return (
    <RepresentativePage title={t('referrals.reports.title')} loading={t('referrals.reports.loading')}>
      <Reports />
    </RepresentativePage>
  );
}

function Reports() {
  const { myRepresentative: rep } = useRouteQuery<ReferralReportsPageQuery>(query);
  const words = useReferralWords();
  const { t } = words;
  const rich = useRichT();
  const links = useRepresentativeLinks();
  if (!rep) return <NotRepresentative />;
  return (
    <>
      <LinkTabs label={t('referrals.tabs')} links={links} />
      <p className="referral-code">{rich('referrals.reports.code', {}, { id: <strong>{rep.joiningId}</strong> })}</p>
      {rep.months.length === 0 ? (
        <EmptyState title={t('referrals.reports.emptyTitle')} description={t('referrals.reports.emptyBody', { id: rep.joiningId })} />
      ) : (
        <>
          <section className="referral-section" aria-labelledby="referral-months">
            <h2 id="referral-months">{t('referrals.reports.byMonth')}</h2>
            <p className="referral-note">{t('referrals.reports.note')}</p>
            <Table aria-label={t('referrals.reports.monthTable')}>
              <TableHead
                columns={[
                  t('referrals.col.month'),
                  { label: t('referrals.col.orders'), numeric: true },
                  { label: t('referrals.col.counted'), numeric: true },
                  { label: t('referrals.col.pending'), numeric: true },
                  { label: t('referrals.col.notCounted'), numeric: true },
                  { label: t('referrals.col.countedSales'), numeric: true },
                ]}
              />
              <tbody>
                {rep.months.map((m) => (
                  <tr key={m.month}>
                    <td>{words.month(m.month)}</td>
                    <td className="ui-table__number">{words.number(m.orders)}</td>
                    <td className="ui-table__number">{words.number(m.earnedOrders)}</td>
                    <td className="ui-table__number">{words.number(m.pendingOrders)}</td>
                    <td className="ui-table__number">{words.number(m.voidOrders)}</td>
                    <td className="ui-table__number">{words.money(m.earnedSales.amount)}</td>
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
                amount
              }
            }
          }
        }
      }
    `,
    representative,
  );
  const orders = data.orders.edges.map((e) => e.node);
  const words = useReferralWords();
  const { t } = words;
  return (
    <section className="referral-section" aria-labelledby="referral-orders">
      <h2 id="referral-orders">{t('referrals.reports.orders')}</h2>
      {/* The count's sentence in the interface language (ListCount's own words are English). */}
      <ListCount
        shown={orders.length}
        total={data.orders.totalCount}
        noun={{ one: 'order', many: 'orders' }}
        busyText={t('referrals.reports.count', { shown: words.number(orders.length), total: data.orders.totalCount })}
      />
      <Table aria-label={t('referrals.reports.orderTable')} busy={isLoadingNext}>
        <TableHead
          columns={[
            t('referrals.col.order'),
            t('referrals.col.placed'),
            t('referrals.col.customer'),
            t('referrals.col.state'),
            { label: t('referrals.col.sales'), numeric: true },
          ]}
        />
        <tbody>
          {orders.map((o) => (
            <tr key={o.number}>
              <td>{o.number}</td>
              <td>{words.day(o.placedOn)}</td>
              <td>{o.customer}</td>
              <td>
                <Badge tone={STANDING_TONES[o.standing] ?? 'neutral'}>{words.standing(o.standing)}</Badge>{' '}
                <span className="referral-note">{words.status(o.status)}</span>
              </td>
              <td className="ui-table__number">{words.money(o.sales.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        hasNext={hasNext}
        loading={isLoadingNext}
        label={t('referrals.reports.loadMore')}
        onLoadMore={() => loadNext(REFERRAL_ORDERS_PAGE_SIZE)}
      />
    </section>
  );
}
