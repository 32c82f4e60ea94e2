import { graphql, useFragment } from 'react-relay';
import type { OrderSourceFigures_figures$key } from '../../__generated__/OrderSourceFigures_figures.graphql.ts';
import { EmptyState, Table, TableHead, type TableColumn } from '../../components/ui/index.ts';

const COUNT = new Intl.NumberFormat('en-US');
const COLUMNS: readonly (string | TableColumn)[] = ['Source', ...['Orders', 'Units', 'Revenue'].map((label) => ({ label, numeric: true }))];

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
  if (figures.length === 0) return <EmptyState titleAs="p" title="No orders in this period." />;
  return (
    <Table dense aria-label="Sales by source">
      <TableHead columns={COLUMNS} />
      <tbody>
        {figures.map((row) => (
          <tr key={row.source}>
            <th scope="row">{row.source || '(none)'}</th>
            <td className="ui-table__number">{COUNT.format(row.orders)}</td>
            <td className="ui-table__number">{COUNT.format(row.units)}</td>
            <td className="ui-table__number">{row.revenue.formatted}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
