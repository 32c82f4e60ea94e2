import { graphql } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { DeskPageQuery } from '../../../__generated__/DeskPageQuery.graphql.ts';
import { LinkTabs } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { SUPPORT_SUBNAV, dhakaToday } from '../../../features/support/support-area.ts';
import '../../../features/support/support.css';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query DeskPageQuery($from: DateTime, $before: DateTime) {
    supportDashboard(from: $from, before: $before) {
      __typename
      ... on QuerySupportDashboardSuccess {
        data {
          queueSize
          mine {
            ...DeskPage_figures @relay(mask: false)
          }
          minePrevious {
            ...DeskPage_figures @relay(mask: false)
          }
          team {
            ...DeskPage_figures @relay(mask: false)
          }
          teamPrevious {
            ...DeskPage_figures @relay(mask: false)
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

graphql`
  fragment DeskPage_figures on SupportDeskFigures {
    callsMade
    confirmations
    couponsIssued
  }
`;

const DAY_MS = 86_400_000;
const PERIODS = { today: 1, week: 7, month: 30 } as const;
type Period = keyof typeof PERIODS;
const periodOf = (searchParams: URLSearchParams): Period => (searchParams.get('period') as Period) in PERIODS ? (searchParams.get('period') as Period) : 'today';

/** The period's [from, before): today in Dhaka, or the last 7 / 30 Dhaka days including today. */
function rangeOf(period: Period, now = new Date()) {
  const todayStart = new Date(`${dhakaToday(now)}T00:00:00+06:00`).getTime();
  const days = PERIODS[period];
  return { from: new Date(todayStart - (days - 1) * DAY_MS).toISOString(), before: new Date(todayStart + DAY_MS).toISOString() };
}

export const loader = queryLoader<DeskPageQuery>(query, (_params, searchParams) => rangeOf(periodOf(searchParams)), 'network-only');

interface Figures {
  readonly callsMade: number;
  readonly confirmations: number;
  readonly couponsIssued: number;
}

function change(now: number, before: number): string {
  if (now === before) return 'same as the period before';
  const diff = now - before;
  return `${diff > 0 ? '+' : '−'}${Math.abs(diff)} on the period before (${before})`;
}

function FigureList({ label, now, before }: { label: string; now: Figures; before: Figures }) {
  const rows: [string, keyof Figures][] = [
    ['Calls made', 'callsMade'],
    ['Confirmations', 'confirmations'],
    ['Coupons issued', 'couponsIssued'],
  ];
  return (
    <section className="support-panel" aria-label={label}>
      <h2>{label}</h2>
      <dl className="support-figures">
        {rows.map(([name, key]) => (
          <div key={key} className="support-figure">
            <dt>{name}</dt>
            <dd>
              {now[key]}
              <span className="support-figure__change">{change(now[key], before[key])}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /agent and /agent/dashboard: the agent's day and the team's, against the equal period before; the queue's size. */
export function Component() {
  const data = useRouteQuery<DeskPageQuery>(query);
  const [searchParams] = useSearchParams();
  const period = periodOf(searchParams);
  const desk = data.supportDashboard.data;
  return (
    <AdminPage title="Support desk" subnav={SUPPORT_SUBNAV}>
      <LinkTabs
        label="Period"
        links={[
          { to: `?period=today`, label: 'Today' },
          { to: `?period=week`, label: 'Last 7 days' },
          { to: `?period=month`, label: 'Last 30 days' },
        ]}
      />
      {desk ? (
        <>
          <p>
            <Link to="/agent/cx-panel">{desk.queueSize === 1 ? '1 item waits' : `${desk.queueSize} items wait`} in the work queue.</Link>
          </p>
          <FigureList label={period === 'today' ? 'My day' : 'Me'} now={desk.mine} before={desk.minePrevious} />
          <FigureList label="The team" now={desk.team} before={desk.teamPrevious} />
        </>
      ) : (
        <p>{data.supportDashboard.message}</p>
      )}
    </AdminPage>
  );
}
