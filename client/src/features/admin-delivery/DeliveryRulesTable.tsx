import { graphql, useFragment } from 'react-relay';
import type { DeliveryRulesTable_rules$key } from '../../__generated__/DeliveryRulesTable_rules.graphql.ts';
import { DeliveryRuleRow } from './DeliveryRuleRow.tsx';
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
        <thead>
          <tr>
            {['Goods', 'Place', 'Charge', 'Free delivery from', 'Last changed'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <DeliveryRuleRow key={rule.id} rule={rule} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
