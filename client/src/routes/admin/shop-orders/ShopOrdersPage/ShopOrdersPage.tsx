import { Suspense, useState } from 'react';
import { graphql, loadQuery } from 'react-relay';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import type { ShopOrdersPageQuery } from '../../../../__generated__/ShopOrdersPageQuery.graphql.ts';
import { EmptyState, LinkButton } from '../../../../components/ui/index.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { CounterOrdersList } from '../../../../features/counter-sales/CounterOrdersList.tsx';
import { CounterSaleForm } from '../../../../features/counter-sales/CounterSaleForm.tsx';
import { outletOfPath } from '../../../../features/counter-sales/counter-sale.ts';
import { OutletsPanel } from '../../../../features/counter-sales/OutletsPanel.tsx';
import '../../../../features/counter-sales/counter-sales.css';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query ShopOrdersPageQuery($outletCode: String!, $filtered: Boolean!, $listOutlet: String) {
    outlets {
      code
      name
      active
    }
    outlet(code: $outletCode) @include(if: $filtered) {
      __typename
      ... on QueryOutletSuccess {
        data {
          code
          name
          address
        }
      }
    }
    ...CounterOrdersList_query @arguments(outletCode: $listOutlet)
    ...OutletsPanel_query
  }
`;

function variablesOf(pathname: string) {
  const code = outletOfPath(pathname);
  return { outletCode: code ?? '', filtered: code !== null, listOutlet: code };
}

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadQuery<ShopOrdersPageQuery>(relayEnvironment, query, variablesOf(new URL(request.url).pathname), { fetchPolicy: 'store-and-network' });

/**
 * /admin/shop-orders: enter a sale taken at a shop counter (paid in cash or bKash, invoiced at once),
 * then every counter sale and the outlets. /admin/shop-orders/{code} (the seed's /bmd): one outlet's
 * sales, its counter chosen for new ones; an unknown code says so.
 */
export function Component() {
  const code = outletOfPath(useLocation().pathname);
  return (
    <Suspense
      fallback={
        <AdminPage title={code ? 'Counter sales' : 'Shop-counter sales'}>
          <ProductTableSkeleton />
        </AdminPage>
      }
    >
      <ShopOrders code={code} />
    </Suspense>
  );
}

function ShopOrders({ code }: { code: string | null }) {
  const data = useRouteQuery<ShopOrdersPageQuery>(query);
  const [version, setVersion] = useState(0);
  const outlet = data.outlet?.__typename === 'QueryOutletSuccess' ? data.outlet.data : null;
  if (code !== null && !outlet) {
    return (
      <AdminPage title="Outlet not found" breadcrumb={[{ to: '/admin/shop-orders', label: 'Shop-counter sales' }]}>
        <EmptyState
          title={`No outlet has the code “${code}”.`}
          description="Its counter sales cannot be listed. Choose one of the shop's outlets."
          action={<LinkButton to="/admin/shop-orders">All counter sales</LinkButton>}
        />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={outlet ? `Counter sales: ${outlet.name}` : 'Shop-counter sales'}
      headTitle={outlet ? `Counter sales · ${outlet.name}` : 'Shop-counter sales'}
      breadcrumb={outlet ? [{ to: '/admin/shop-orders', label: 'Shop-counter sales' }] : undefined}
      intro={
        outlet
          ? `Sales at ${outlet.name}${outlet.address ? `, ${outlet.address}` : ''} (outlet code ${outlet.code}), newest first.`
          : 'Sell across the counter: the stock is taken, the sale is paid in cash or bKash and its invoice is issued at once.'
      }
    >
      <div className="counter-page">
        <CounterSaleForm key={outlet?.code ?? ''} outlets={data.outlets} defaultOutlet={outlet?.code ?? null} onSold={() => setVersion((v) => v + 1)} />
        <section aria-labelledby="counter-sales-title">
          <h2 id="counter-sales-title">{outlet ? `Sales at ${outlet.name}` : 'Counter sales'}</h2>
          <CounterOrdersList query={data} version={version} />
        </section>
        <OutletsPanel query={data} />
      </div>
    </AdminPage>
  );
}
