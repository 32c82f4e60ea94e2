import { graphql } from 'react-relay';
import type { StationerySalesPageQuery } from '../../__generated__/StationerySalesPageQuery.graphql.ts';
import { EmptyState, LinkButton, LinkTabs, Table, TableHead } from '../../components/ui/index.ts';
import { NotRepresentative, useRepresentativeLinks } from '../../features/referrals/NotRepresentative.tsx';
import { RepresentativePage } from '../../features/referrals/RepresentativePage.tsx';
import { useReferralWords } from '../../features/referrals/referral-labels.ts';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
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
            amount
          }
        }
        byMonth {
          month
          quantity
          revenue {
            amount
          }
        }
      }
    }
  }
`;

export const loader = queryLoader<StationerySalesPageQuery>(query, undefined, 'network-only');

/** /sales/stationary (sign-in only): the stationery a representative's joining id sold, by product and by Dhaka month. */
export function Component() {
  const t = useT();
  return (
    <RepresentativePage title={t('referrals.stationery.title')} loading={t('referrals.stationery.loading')}>
      <Sales />
    </RepresentativePage>
  );
}

function Sales() {
  const { myRepresentative: rep } = useRouteQuery<StationerySalesPageQuery>(query);
  const words = useReferralWords();
  const { t } = words;
  const rich = useRichT();
  const links = useRepresentativeLinks();
  if (!rep) return <NotRepresentative />;
  const { byProduct, byMonth } = rep.stationerySales;
  return (
    <>
      <LinkTabs label={t('referrals.tabs')} links={links} />
      <p className="referral-note">{rich('referrals.stationery.note', {}, { id: <strong>{rep.joiningId}</strong> })}</p>
      {byProduct.length === 0 ? (
        <EmptyState
          title={t('referrals.stationery.emptyTitle')}
          description={t('referrals.stationery.emptyBody')}
          action={
            <LinkButton to="/stationery" variant="outline">
              {t('referrals.stationery.see')}
            </LinkButton>
          }
        />
      ) : (
        <>
          <section className="referral-section" aria-labelledby="stationery-products">
            <h2 id="stationery-products">{t('referrals.stationery.byProduct')}</h2>
            <Table aria-label={t('referrals.stationery.productTable')}>
              <TableHead
                columns={[t('referrals.col.product'), { label: t('referrals.col.quantity'), numeric: true }, { label: t('referrals.col.revenue'), numeric: true }]}
              />
              <tbody>
                {byProduct.map((p) => (
                  <tr key={p.title}>
                    <td>{p.title}</td>
                    <td className="ui-table__number">{words.number(p.quantity)}</td>
                    <td className="ui-table__number">{words.money(p.revenue.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
          <section className="referral-section" aria-labelledby="stationery-months">
            <h2 id="stationery-months">{t('referrals.stationery.byMonth')}</h2>
            <Table aria-label={t('referrals.stationery.monthTable')}>
              <TableHead
                columns={[t('referrals.col.month'), { label: t('referrals.col.quantity'), numeric: true }, { label: t('referrals.col.revenue'), numeric: true }]}
              />
              <tbody>
                {byMonth.map((m) => (
                  <tr key={m.month}>
                    <td>{words.month(m.month)}</td>
                    <td className="ui-table__number">{words.number(m.quantity)}</td>
                    <td className="ui-table__number">{words.money(m.revenue.amount)}</td>
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
