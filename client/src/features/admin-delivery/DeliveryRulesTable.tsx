import { graphql, useFragment } from 'react-relay';
import type { DeliveryRulesTable_rules$key } from '../../__generated__/DeliveryRulesTable_rules.graphql.ts';
import { DataTableHead } from '../catalog-admin/data-table.tsx';
import { DeliveryRuleRow } from './DeliveryRuleRow.tsx';

const COLUMNS = ['Goods', 'Place', 'Charge', 'Free delivery from', 'Last changed'] as const;
import './admin-delivery.css';

/** Every delivery charge the shop applies, by kind and place, as the server answers them. */
export function DeliveryRulesTable({ rules: key }: { rules: DeliveryRulesTable_rules$key }) {
  const rules = useFragment(
    graphql`
      fragment DeliveryRulesTable_rules on DeliveryRule @relay(plural: true) {
        id
        ...DeliveryRuleRow_rule
      }
    `,
    key,
  );
  if (rules.length === 0) return <p className="empty-state">No delivery charges are set up.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table delivery-rules" aria-label="Delivery charges">
        <DataTableHead columns={COLUMNS} last="Actions" />
        <tbody>
          {rules.map((rule) => (
            <DeliveryRuleRow key={rule.id} rule={rule} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
