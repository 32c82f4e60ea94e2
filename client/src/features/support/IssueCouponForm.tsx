import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { IssueCouponForm_allowance$key } from '../../__generated__/IssueCouponForm_allowance.graphql.ts';
import type { IssueCouponFormIssueCustomerCouponMutation } from '../../__generated__/IssueCouponFormIssueCustomerCouponMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, FormError, SelectField, TextField } from '../../components/ui/index.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const TYPES: Record<string, 'PERCENT' | 'FIXED'> = { 'Percent off': 'PERCENT', 'Taka off': 'FIXED' };

const couponSchema = z
  .object({
    type: z.string({ error: 'Choose percent or Taka' }),
    value: z.string({ error: 'Enter the discount' }).regex(/^\d+$/, 'Enter a whole number'),
    reason: z.string({ error: 'Say why the customer gets it' }).trim().min(1, 'Say why the customer gets it').max(200, 'Keep the reason under 200 characters'),
  })
  .superRefine((v, issue) => {
    if (TYPES[v.type] === 'PERCENT' && Number(v.value) > 100) issue.addIssue({ code: 'custom', path: ['value'], message: 'A percentage cannot be more than 100' });
    if (Number(v.value) < 1) issue.addIssue({ code: 'custom', path: ['value'], message: 'The discount must be more than zero' });
  });

const mutation = graphql`
  mutation IssueCouponFormIssueCustomerCouponMutation($input: IssueCustomerCouponInput!) {
    issueCustomerCoupon(input: $input) {
      __typename
      ... on MutationIssueCustomerCouponSuccess {
        coupon {
          code
          label
        }
      }
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

const EMPTY = { type: 'Percent off', value: '', reason: '' };

const allowanceFragment = graphql`
  fragment IssueCouponForm_allowance on CouponAllowance {
    unlimited
    configured
    maxPerDay
    maxPercent
    maxFixed {
      formatted
    }
    issuedToday
    remainingToday
  }
`;

type Allowance = NonNullable<ReturnType<typeof useAllowance>>;
function useAllowance(key: IssueCouponForm_allowance$key | null | undefined) {
  return useFragment(allowanceFragment, key ?? null);
}

/** The limits and today's count, said before the agent types; null when issuing is closed to them now. */
function allowanceText(a: Allowance): { text: string; open: boolean } {
  if (a.unlimited) return { text: 'You manage coupons: no daily number or amount limit.', open: true };
  if (!a.configured) return { text: 'No coupon limits are set for you yet: ask an admin.', open: false };
  const left = a.remainingToday ?? 0;
  const today = left === 0 ? `you have issued all ${a.maxPerDay} for today` : `${left} of ${a.maxPerDay} left today`;
  return { text: `You may give up to ${a.maxPercent}% or ${a.maxFixed.formatted} off; ${today}.`, open: left > 0 };
}

/** Issues a single-use coupon only this customer can use, within the agent's limits; the server texts it. */
export function IssueCouponForm({ customerId, allowance: allowanceKey, onDone }: { customerId: string; allowance?: IssueCouponForm_allowance$key | null; onDone: () => void }) {
  const allowance = useAllowance(allowanceKey);
  const limits = allowance ? allowanceText(allowance) : null;
  const form = useZodForm(couponSchema, EMPTY);
  const [issue] = useMutationPromise<IssueCouponFormIssueCustomerCouponMutation>(mutation);
  const { submitting, failure, onSubmit, setFailure } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const discountType = TYPES[values.type] ?? 'PERCENT';
    const value = discountType === 'FIXED' ? Number(values.value) * 100 : Number(values.value);
    const { issueCustomerCoupon: result } = await issue({ input: { customerId, discountType, value, reason: values.reason } });
    const problem = formFailure(result, 'MutationIssueCustomerCouponSuccess');
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    form.reset(EMPTY);
    const coupon = result.__typename === 'MutationIssueCustomerCouponSuccess' ? result.coupon : null;
    toast({ title: `Coupon ${coupon?.code ?? ''} issued`, description: `${coupon?.label ?? ''}; texted to the customer.` });
    onDone();
  });
  return (
    <form className="support-form" onSubmit={onSubmit} aria-label="Issue a coupon" aria-describedby={limits ? 'coupon-allowance' : undefined} noValidate>
      {limits && (
        <p id="coupon-allowance" className="support-form__allowance">
          {limits.text}
        </p>
      )}
      <SelectField label="Discount" options={Object.keys(TYPES)} placeholder="Choose" {...form.field('type')} />
      <TextField label="Amount (percent or Taka)" inputMode="numeric" {...form.field('value')} />
      <TextField label="Reason" hint="e.g. Late delivery, Failed payment" {...form.field('reason')} />
      <FormError message={failure} />
      <Button type="submit" disabled={submitting || limits?.open === false}>
        {submitting ? 'Issuing…' : 'Issue coupon'}
      </Button>
    </form>
  );
}
