import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { MyOrdersPageQuery } from '../../__generated__/MyOrdersPageQuery.graphql.ts';
import { OrderList, OrderListSkeleton } from '../../features/orders/OrderList.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/orders/orders.css';

const query = graphql`
  query MyOrdersPageQuery {
    viewerEntitlements {
      id
      product {
        kind
      }
    }
    ...OrderList_query
  }
`;

// Always from the server: statuses change while the customer is away.
export const loader = queryLoader<MyOrdersPageQuery>(query, undefined, 'network-only');

/** /orders (sign-in only): the customer's orders, newest first, with cancel and pay now where allowed. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('orders.page.title') });
  return (
    <div className="orders-page">
      <h1>{t('orders.page.title')}</h1>
      <Suspense fallback={<OrderListSkeleton />}>
        <Orders />
      </Suspense>
    </div>
  );
}

function Orders() {
  const data = useRouteQuery<MyOrdersPageQuery>(query);
  const t = useT();
  const rich = useRichT();
  // The library is mentioned only to customers who own an ebook.
  const ownsEbooks = data.viewerEntitlements.some((entitlement) => entitlement.product.kind === 'EBOOK');
  return (
    <>
      {ownsEbooks && (
        <p>{rich('orders.page.library', {}, { link: <Link to="/ebook/library">{t('orders.page.libraryLink')}</Link> })}</p>
      )}
      <OrderList query={data} />
    </>
  );
}
