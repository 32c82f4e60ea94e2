import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { MyOrdersPageQuery } from '../../__generated__/MyOrdersPageQuery.graphql.ts';
import { OrderList, OrderListSkeleton } from '../../features/orders/OrderList.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/orders/orders.css';

const query = graphql`
  query MyOrdersPageQuery {
    ...OrderList_query
  }
`;

// Always from the server: statuses change while the customer is away.
export const loader = queryLoader<MyOrdersPageQuery>(query, undefined, 'network-only');

/** /orders (sign-in only): the customer's orders, newest first, with cancel and pay now where allowed. */
export function Component() {
  usePageHead({ title: 'My orders' });
  return (
    <div className="orders-page">
      <h1>My orders</h1>
      <p>
        Ebooks you bought are in <Link to="/ebook/library">your library</Link>, ready to read.
      </p>
      <Suspense fallback={<OrderListSkeleton />}>
        <Orders />
      </Suspense>
    </div>
  );
}

function Orders() {
  const data = useRouteQuery<MyOrdersPageQuery>(query);
  return <OrderList query={data} />;
}
