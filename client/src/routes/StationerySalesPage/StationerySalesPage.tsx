import { graphql } from 'react-relay';
import type { StationerySalesPageQuery } from '../../__generated__/StationerySalesPageQuery.graphql.ts';
import { EmptyState, LinkButton, LinkTabs, Table, TableHead } from '../../components/ui/index.ts';
import { NotRepresentative, REPRESENTATIVE_LINKS } from '../../features/referrals/NotRepresentative.tsx';
import { RepresentativePage } from '../../features/referrals/RepresentativePage.tsx';
import { monthLabel } from '../../features/referrals/referral-labels.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';

const query = graphql`
  query StationerySalesPageQuery {
    myRepresentative {
      id
      joiningId
      stationerySales {
        byProduct {
          title
          quantity
          revenue {
            formatted
          }
        }
        byMonth {
          month
          quantity
          revenue {
            formatted
          }
        }
      }
    }
  }
`;

export const loader = queryLoader<StationerySalesPageQuery>(query, undefined, 'network-only');

/** /sales/stationary (sign-in only): the stationery a representative's joining id sold, by product and by Dhaka month. */
export function Component() {
  return (
    <RepresentativePage title="Stationery sales" loading="Loading your stationery sales…">
      <Sales />
    </RepresentativePage>
  );
}

function Sales() {
  const { myRepresentative: rep } = useRouteQuery<StationerySalesPageQuery>(query);
  if (!rep) return <NotRepresentative />;
  const { byProduct, byMonth } = rep.stationerySales;
  return (
    <>
      <LinkTabs label="Representative" links={REPRESENTATIVE_LINKS} />
      <p className="referral-note">
        Pens, notebooks and other stationery in the counted orders (delivered, or paid and on its way) placed with your joining id{' '}
        <strong>{rep.joiningId}</strong>, at the prices paid for each line. Months in Bangladesh time.
      </p>
      {byProduct.length === 0 ? (
        <EmptyState
          title="No stationery sold with your code yet"
          description="When students who used your joining id receive stationery, it is counted here."
          action={
            <LinkButton to="/stationery" variant="outline">
              See the stationery
            </LinkButton>
          }
        />
      ) : (
        <>
          <section className="referral-section" aria-labelledby="stationery-products">
            <h2 id="stationery-products">By product</h2>
            <Table aria-label="Stationery by product">
              <TableHead columns={['Product', { label: 'Quantity', numeric: true }, { label: 'Revenue', numeric: true }]} />
              <tbody>
                {byProduct.map((p) => (
                  <tr key={p.title}>
                    <td>{p.title}</td>
                    <td className="ui-table__number">{p.quantity}</td>
                    <td className="ui-table__number">{p.revenue.formatted}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
          <section className="referral-section" aria-labelledby="stationery-months">
            <h2 id="stationery-months">By month</h2>
            <Table aria-label="Stationery by month">
              <TableHead columns={['Month', { label: 'Quantity', numeric: true }, { label: 'Revenue', numeric: true }]} />
              <tbody>
                {byMonth.map((m) => (
                  <tr key={m.month}>
                    <td>{monthLabel(m.month)}</td>
                    <td className="ui-table__number">{m.quantity}</td>
                    <td className="ui-table__number">{m.revenue.formatted}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        </>
      )}
    </>
  );
}
