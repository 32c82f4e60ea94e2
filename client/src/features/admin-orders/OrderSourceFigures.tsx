import { graphql, useFragment } from 'react-relay';
import type { OrderSourceFigures_figures$key } from '../../__generated__/OrderSourceFigures_figures.graphql.ts';
import { DataTableHead } from '../catalog-admin/data-table.tsx';
import './admin-orders.css';

const COUNT = new Intl.NumberFormat('en-US');

/** Orders, units and revenue per add-to-cart source, in the order the server answers (most revenue first). */
export function OrderSourceFigures({ figures: key }: { figures: OrderSourceFigures_figures$key }) {
  const figures = useFragment(
    graphql`
      fragment OrderSourceFigures_figures on OrderSourceFigures @relay(plural: true) {
        source
        orders
        units
        revenue {
          formatted
        }
      }
    `,
    key,
  );
  if (figures.length === 0) return <p className="empty-state">No orders in this period.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Sales by source">
        <DataTableHead columns={['Source', 'Orders', 'Units', 'Revenue']} />
        <tbody>
          {figures.map((row) => (
            <tr key={row.source}>
              <th scope="row">{row.source || '(none)'}</th>
              <td className="product-table__number">{COUNT.format(row.orders)}</td>
              <td className="product-table__number">{COUNT.format(row.units)}</td>
              <td className="product-table__number">{row.revenue.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
