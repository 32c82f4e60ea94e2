import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AgentLimitsTable_limits$key } from '../../__generated__/AgentLimitsTable_limits.graphql.ts';
import type { AgentLimitsTableSetAgentCouponLimitMutation } from '../../__generated__/AgentLimitsTableSetAgentCouponLimitMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, EmptyState, Input, Table, TableHead } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const mutation = graphql`
  mutation AgentLimitsTableSetAgentCouponLimitMutation($input: SetAgentCouponLimitInput!) {
    setAgentCouponLimit(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

type Limit = { agentId: string; name: string; maxPerDay: number; maxPercent: number; maxFixed: { amount: number } };

/** Coupon managers set what each agent may issue: coupons a day, highest percent, highest Taka. */
export function AgentLimitsTable({ limits: key, onSaved }: { limits: AgentLimitsTable_limits$key; onSaved: () => void }) {
  const limits = useFragment(
    graphql`
      fragment AgentLimitsTable_limits on AgentCouponLimit @relay(plural: true) {
        agentId
        name
        phone
        maxPerDay
        maxPercent
        maxFixed {
          amount
        }
        configured
      }
    `,
    key,
  );
  if (limits.length === 0) return <EmptyState titleAs="p" title="No staff member may issue coupons from the support desk." />;
  return (
    <Table dense aria-label="Agents' coupon limits">
      <TableHead columns={['Agent', 'Coupons a day', 'Highest percent', 'Highest Taka', { label: 'Actions', hidden: true }]} />
      <tbody>
        {limits.map((limit) => (
          <LimitRow key={limit.agentId} limit={limit} onSaved={onSaved} />
        ))}
      </tbody>
    </Table>
  );
}

function LimitRow({ limit, onSaved }: { limit: Limit; onSaved: () => void }) {
  const [values, setValues] = useState({ perDay: String(limit.maxPerDay), percent: String(limit.maxPercent), taka: String(limit.maxFixed.amount / 100) });
  const [save, saving] = useMutationPromise<AgentLimitsTableSetAgentCouponLimitMutation>(mutation);
  const field = (key: keyof typeof values, label: string) => (
    <Input aria-label={`${label} for ${limit.name}`} inputMode="numeric" value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })} />
  );
  const submit = async () => {
    const numbers = [values.perDay, values.percent, values.taka].map(Number);
    if (numbers.some((n) => !Number.isInteger(n) || n < 0)) {
      toast({ title: 'Could not save the limits', description: 'Enter whole numbers, zero or more.', variant: 'destructive' });
      return;
    }
    try {
      const { setAgentCouponLimit: result } = await save({
        input: { agentId: limit.agentId, maxPerDay: numbers[0]!, maxPercent: numbers[1]!, maxFixed: numbers[2]! * 100 },
      });
      const failed = failureToast(result, 'MutationSetAgentCouponLimitSuccess', 'Could not save the limits');
      if (failed) return toast(failed);
      toast({ title: `Limits of ${limit.name} saved` });
      onSaved();
    } catch (error) {
      toast({ title: 'Could not save the limits', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <tr>
      <th scope="row">{limit.name}</th>
      <td>{field('perDay', 'Coupons a day')}</td>
      <td>{field('percent', 'Highest percent')}</td>
      <td>{field('taka', 'Highest Taka')}</td>
      <td>
        <Button size="sm" variant="primary" disabled={saving} onClick={() => void submit()} aria-label={`Save limits of ${limit.name}`}>
          Save
        </Button>
      </td>
    </tr>
  );
}
