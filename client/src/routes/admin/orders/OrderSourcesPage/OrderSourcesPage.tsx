import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import { graphql } from 'react-relay';
import { useLatestSearchParams } from '../../../../lib/use-latest-search-params.ts';
import type { OrderSourcesPageQuery } from '../../../../__generated__/OrderSourcesPageQuery.graphql.ts';
import { Button, FormError } from '../../../../components/ui/index.ts';
import { ORDERS_AREA_LINKS } from '../../../../features/admin-orders/admin-order-paths.ts';
import { OrderSourceFigures } from '../../../../features/admin-orders/OrderSourceFigures.tsx';
import { orderListParams, placedRange } from '../../../../features/admin-orders/order-list-params.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { FilterBar, FilterDate } from '../../../../features/catalog-admin/ListFilters.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query OrderSourcesPageQuery($placedFrom: DateTime, $placedBefore: DateTime) {
    orderSalesBySource(placedFrom: $placedFrom, placedBefore: $placedBefore) {
      ...OrderSourceFigures_figures
    }
  }
`;

// The range is in the address (`?from=2026-11-01&to=2026-11-30`, Bangladesh days); a new range reloads the figures.
export const loader = queryLoader<OrderSourcesPageQuery>(
  query,
  (_params, search) => {
    const { from, to } = orderListParams(search);
    return placedRange(from, to);
  },
  'store-and-network',
);

/** /admin/orders/sources: orders, units and revenue by where the add-to-cart came from. */
export function Component() {
  return (
    <AdminPage
      title="Sales by source"
      intro="Orders, units and revenue by the page or campaign each item was added to the cart from. Cancelled, expired and refunded orders do not count."
      subnav={{ label: 'Orders area', links: ORDERS_AREA_LINKS }}
    >
      <DateRangeForm />
      <Suspense fallback={<ProductTableSkeleton rows={4} />}>
        <Figures />
      </Suspense>
    </AdminPage>
  );
}

function Figures() {
  const data = useRouteQuery<OrderSourcesPageQuery>(query);
  return <OrderSourceFigures figures={data.orderSalesBySource} />;
}

function DateRangeForm() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const { from, to } = orderListParams(searchParams);
  const [range, setRange] = useState({ from, to });
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const apply = (next: { from: string; to: string }) => {
    if (next.from && next.to && next.to < next.from) {
      setProblem('The last day cannot be before the first day');
      return;
    }
    setProblem(null);
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value) params.set(name, value);
        else params.delete(name);
      }
      return params;
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(range);
  };

  return (
    // No <form>: jsdom cannot build the FormData React asks for when a submit starts a navigation.
    <FilterBar label="Date range" role="group">
      <FilterDate label="Placed from" value={range.from} onKeyDown={onKeyDown} onChange={(from) => setRange({ ...range, from })} />
      <FilterDate
        label="Placed until"
        value={range.to}
        invalid={Boolean(problem)}
        aria-describedby={problem ? errorId : undefined}
        onKeyDown={onKeyDown}
        onChange={(to) => setRange({ ...range, to })}
      />
      <Button variant="primary" onClick={() => apply(range)}>
        Show
      </Button>
      {(from || to) && (
        <Button
          onClick={() => {
            setRange({ from: '', to: '' });
            apply({ from: '', to: '' });
          }}
        >
          All time
        </Button>
      )}
      <FormError message={problem} id={errorId} />
    </FilterBar>
  );
}
