/** Answers for the report queries in client tests (raw GraphQL data, as the server would send). */
import { formatTaka } from '#shared/money.ts';

export const money = (amount: number) => ({ __typename: 'Money', amount, formatted: formatTaka(amount) });

export function totals(orders: number, revenue: number, units = orders) {
  return {
    __typename: 'SalesTotals',
    orders,
    units,
    revenue: money(revenue),
    discount: money(0),
    averageOrderValue: money(orders ? Math.round(revenue / orders) : 0),
  };
}

export const point = (start: string, orders: number, revenue: number) => ({ __typename: 'SalesPoint', start, orders, revenue: money(revenue) });

export const figure = (key: string, label: string, orders: number, units: number, revenue: number, discount = 0) => ({
  __typename: 'SalesFigure',
  key,
  label,
  orders,
  units,
  revenue: money(revenue),
  discount: money(discount),
});

/** A SalesReport with the summary's fields: `current` against `previous` (the same length just before). */
export function summary(current: ReturnType<typeof totals>, previous: ReturnType<typeof totals>, previousRange: { from: string; to: string }) {
  return { __typename: 'SalesReport', totals: current, previous: { __typename: 'SalesReport', ...previousRange, totals: previous } };
}
