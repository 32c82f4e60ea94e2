import { graphql, useFragment } from 'react-relay';
import type { ProductSalesFigures_sales$key } from '../../__generated__/ProductSalesFigures_sales.graphql.ts';
import { EmptyState } from '../../components/ui/index.ts';
import './ProductSalesFigures.css';

interface ProductSalesFiguresProps {
  sales: ProductSalesFigures_sales$key | null | undefined;
  /** What the product is, for the sentences ("book", "bundle"). */
  noun: string;
}

/**
 * A product's sales: units sold, revenue and orders. Until the shop takes orders there is nothing to
 * count beyond the sold counter, and the screen says so rather than showing bare zeros.
 */
export function ProductSalesFigures({ sales: key, noun }: ProductSalesFiguresProps) {
  const sales = useFragment(
    graphql`
      fragment ProductSalesFigures_sales on ProductSales {
        unitsSold
        orders
        revenue {
          amount
          formatted
        }
      }
    `,
    key,
  );
  if (!sales) return <EmptyState titleAs="p" title={`No sales figures for this ${noun}.`} />;
  const noOrders = sales.orders === 0 && sales.revenue.amount === 0;
  return (
    <div className="sales-figures">
      <dl className="figures">
        <div className="figure">
          <dt>Units sold</dt>
          <dd>{sales.unitsSold.toLocaleString('en-US')}</dd>
        </div>
        <div className="figure">
          <dt>Orders</dt>
          <dd>{sales.orders.toLocaleString('en-US')}</dd>
        </div>
        <div className="figure">
          <dt>Revenue</dt>
          <dd>{sales.revenue.formatted}</dd>
        </div>
      </dl>
      {noOrders && (
        <p className="sales-figures__note">
          No orders yet. Orders, revenue and sales over time appear here once customers buy this {noun} through the shop’s checkout
          {sales.unitsSold > 0 ? '; the units sold so far come from the shop’s sold counter.' : '.'}
        </p>
      )}
    </div>
  );
}
