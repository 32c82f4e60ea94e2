import { graphql, useFragment } from 'react-relay';
import type { DeliveryRulesTable_rules$key } from '../../__generated__/DeliveryRulesTable_rules.graphql.ts';
import { EmptyState, Table, TableHead } from '../../components/ui/index.ts';
import { DeliveryRuleRow } from './DeliveryRuleRow.tsx';

const COLUMNS = ['Goods', 'Place', 'Charge', 'Free delivery from', 'Last changed', { label: 'Actions', hidden: true }];

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
  if (rules.length === 0) return <EmptyState titleAs="p" title="No delivery charges are set up." />;
  return (
    <Table dense aria-label="Delivery charges">
      <TableHead columns={COLUMNS} />
      <tbody>
        {rules.map((rule) => (
          <DeliveryRuleRow key={rule.id} rule={rule} />
        ))}
      </tbody>
    </Table>
  );
}
