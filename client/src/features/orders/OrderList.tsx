import { graphql, usePaginationFragment } from 'react-relay';
import { EmptyState, LinkButton, Pagination, Skeleton, SkeletonText } from '../../components/ui/index.ts';
import type { OrderList_query$key } from '../../__generated__/OrderList_query.graphql.ts';
import type { OrderListPaginationQuery } from '../../__generated__/OrderListPaginationQuery.graphql.ts';
import { useT } from '../../i18n/i18n.ts';
import { OrderCard } from './OrderCard.tsx';

/** Orders shown at first and per "Load more". */
export const ORDERS_PAGE_SIZE = 10;

/** The signed-in customer's orders, newest first, a page at a time; an empty state pointing at the shop. */
export function OrderList({ query }: { query: OrderList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<OrderListPaginationQuery, OrderList_query$key>(
    graphql`
      fragment OrderList_query on Query
      @refetchable(queryName: "OrderListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        viewerOrders(first: $count, after: $cursor) @connection(key: "OrderList_viewerOrders") {
          totalCount
          edges {
            node {
              id
              ...OrderCard_order
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const orders = data.viewerOrders.edges.map((edge) => edge.node);
  if (orders.length === 0) {
    return (
      <EmptyState
        title={t('orders.list.empty.title')}
        description={t('orders.list.empty.body')}
        action={
          <LinkButton to="/" variant="primary">
            {t('cart.page.browse')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <>
      <p className="orders-count">
        {t('orders.list.count', { count: data.viewerOrders.totalCount })}
      </p>
      <ol className="order-list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
      <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(ORDERS_PAGE_SIZE)} />
    </>
  );
}

/** What the orders page shows while its orders load. */
export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div className="order-list-skeleton">
      <span className="visually-hidden" role="status">
        {t('orders.list.loading')}
      </span>
      <div aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="order-card order-card--skeleton">
            <Skeleton width="40%" height="1.5rem" />
            <SkeletonText lines={3} />
          </div>
        ))}
      </div>
    </div>
  );
}
