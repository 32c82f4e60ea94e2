import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { DeliveryRuleRow_rule$key } from '../../__generated__/DeliveryRuleRow_rule.graphql.ts';
import type { DeliveryRuleRowUpdateDeliveryRuleMutation } from '../../__generated__/DeliveryRuleRowUpdateDeliveryRuleMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { failureToast, formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { KIND_PLURALS, type ProductKind } from '../catalog/list-filters.ts';
import { takaInputValue } from '../catalog-admin/money.ts';
import { MoneyInput } from '../catalog-admin/MoneyInput.tsx';
import { optionalTaka, requiredTaka } from '../catalog-admin/product-form.ts';
import { DELIVERY_PLACE_LABELS, type DeliveryPlaceValue } from '../../lib/delivery-places.ts';
import { Button } from '../../components/ui/index.ts';


const ruleSchema = z.object({ charge: requiredTaka('Charge'), freeAbove: optionalTaka('Free delivery from') });

const updateMutation = graphql`
  mutation DeliveryRuleRowUpdateDeliveryRuleMutation($input: UpdateDeliveryRuleInput!) {
    updateDeliveryRule(input: $input) {
      __typename
      ... on MutationUpdateDeliveryRuleSuccess {
        rule {
          id
          ...DeliveryRuleRow_rule
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
    }
  }
`;

/** One place × kind: its charge and free-delivery threshold, editable in Taka unless the charge is fixed. */
export function DeliveryRuleRow({ rule: key }: { rule: DeliveryRuleRow_rule$key }) {
  const rule = useFragment(
    graphql`
      fragment DeliveryRuleRow_rule on DeliveryRule {
        id
        place
        kind
        editable
        updatedAt
        charge {
          amount
          formatted
        }
        freeAbove {
          amount
          formatted
        }
      }
    `,
    key,
  );
  const kind = KIND_PLURALS[rule.kind as ProductKind] ?? rule.kind;
  const place = DELIVERY_PLACE_LABELS[rule.place as DeliveryPlaceValue] ?? rule.place;
  const where = place.charAt(0).toLowerCase() + place.slice(1);
  const what = `${kind.toLowerCase()} ${where}`;
  const saved = useMemo(() => ({ charge: takaInputValue(rule.charge.amount), freeAbove: takaInputValue(rule.freeAbove?.amount) }), [rule]);
  const form = useZodForm(ruleSchema, saved);
  const [update] = useMutationPromise<DeliveryRuleRowUpdateDeliveryRuleMutation>(updateMutation);

  const { submitting, submit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    try {
      const { updateDeliveryRule: result } = await update({
        input: { place: rule.place, kind: rule.kind, charge: values.charge, freeAbove: values.freeAbove },
      });
      const problem = formFailure(result, 'MutationUpdateDeliveryRuleSuccess');
      if (problem) {
        if (!form.setErrors(problem.fields)) toast(failureToast(result, 'MutationUpdateDeliveryRuleSuccess', 'Could not save the charge')!);
        return;
      }
      toast({ title: 'Delivery charge saved', description: `${kind} ${where}: ${takaLabel(values.charge)}` });
    } catch (error) {
      toast({ title: 'Could not save the charge', description: errorMessage(error), variant: 'destructive' });
    }
  });

  const changed = form.values.charge !== saved.charge || form.values.freeAbove !== saved.freeAbove;
  return (
    <tr>
      <th scope="row">{kind}</th>
      <td>{place}</td>
      {rule.editable ? (
        <>
          <td>
            <MoneyInput label={`Charge for ${what}`} hideLabel {...form.field('charge')} />
          </td>
          <td>
            <MoneyInput label={`Free delivery of ${what} from`} hideLabel {...form.field('freeAbove')} />
          </td>
          <td>{rule.updatedAt ? formatDate(rule.updatedAt) : 'Default'}</td>
          <td>
            <Button variant="primary" size="sm" aria-label={`Save ${what}`} disabled={submitting || !changed} onClick={() => void submit()}>
              {submitting ? 'Saving…' : 'Save'}
            </Button>
          </td>
        </>
      ) : (
        <>
          <td>{rule.charge.formatted}</td>
          <td>{rule.freeAbove?.formatted ?? '—'}</td>
          <td colSpan={2}>
            <span className="ui-table__muted">Fixed by the shop</span>
          </td>
        </>
      )}
    </tr>
  );
}

function takaLabel(poisha: number): string {
  return `৳${takaInputValue(poisha)}`;
}
