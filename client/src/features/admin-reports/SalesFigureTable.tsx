import { graphql, useFragment } from 'react-relay';
import type { SalesFigureTable_figures$key } from '../../__generated__/SalesFigureTable_figures.graphql.ts';
import { EmptyState, Table, TableHead, type TableColumn } from '../../components/ui/index.ts';
import { KIND_LABELS } from '../catalog/list-filters.ts';

const COUNT = new Intl.NumberFormat('en-US');

/** Sales of each group (product, kind, section …) in the server's order: most revenue first. */
export function SalesFigureTable({ figures: key, title, groupLabel, labelOf = (l) => l, withDiscount = false }: {
  figures: SalesFigureTable_figures$key;
  title: string;
  groupLabel: string;
  labelOf?: (label: string) => string;
  withDiscount?: boolean;
}) {
  const figures = useFragment(
    graphql`
      fragment SalesFigureTable_figures on SalesFigure @relay(plural: true) {
        key
        label
        kind
        orders
        units
        revenue { formatted }
        discount { formatted }
      }
    `,
    key,
  );
  const columns: (string | TableColumn)[] = [groupLabel, ...['Orders', 'Units', 'Revenue', ...(withDiscount ? ['Discount'] : [])].map((label) => ({ label, numeric: true }))];
  return (
    <section className="sales-figures" aria-label={title}>
      <h2>{title}</h2>
      {figures.length === 0 ? (
        <EmptyState titleAs="p" title="No sales in this period." />
      ) : (
        <Table dense aria-label={title}>
          <TableHead columns={columns} />
          <tbody>
            {figures.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {labelOf(row.label)}
                  {/* By product: a printed book and its ebook may share a title. */}
                  {row.kind && <span className="sales-figures__kind"> · {KIND_LABELS[row.kind as keyof typeof KIND_LABELS] ?? row.kind}</span>}
                </th>
                <td className="ui-table__number">{COUNT.format(row.orders)}</td>
                <td className="ui-table__number">{COUNT.format(row.units)}</td>
                <td className="ui-table__number">{row.revenue.formatted}</td>
                {withDiscount && <td className="ui-table__number">{row.discount.formatted}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
