import { useState } from 'react';
import { graphql } from 'react-relay';
import { z } from 'zod';
import type { RefundFormManualMutation } from '../../__generated__/RefundFormManualMutation.graphql.ts';
import type { RefundFormPaymentMutation } from '../../__generated__/RefundFormPaymentMutation.graphql.ts';
import { TextAreaField, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { parseTaka } from '../catalog-admin/money.ts';

const paymentMutation = graphql`
  mutation RefundFormPaymentMutation($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      __typename
      ... on MutationRefundPaymentSuccess {
        refund {
          id
          status
          amount {
            formatted
          }
        }
      }
      ... on RefundRefusedError {
        message
        gatewayReason
      }
      ... on OrderTransitionError {
        message
      }
      ... on NotFoundError {
        message
      }
      ... on IdempotencyKeyReusedError {
        message
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

const manualMutation = graphql`
  mutation RefundFormManualMutation($input: RecordManualRefundInput!) {
    recordManualRefund(input: $input) {
      __typename
      ... on MutationRecordManualRefundSuccess {
        refund {
          id
          status
          amount {
            formatted
          }
        }
      }
      ... on OrderTransitionError {
        message
      }
      ... on NotFoundError {
        message
      }
      ... on IdempotencyKeyReusedError {
        message
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

// An empty field reaches the schema as undefined.
const amount = z
  .string()
  .trim()
  .optional()
  .refine((text) => !text || (parseTaka(text) ?? 0) > 0, 'Enter an amount in Taka, e.g. 250 or 99.50, or leave it empty for all of it');
const reason = z.string().trim().max(500, 'Keep the reason under 500 characters').optional();
const gatewaySchema = z.object({ amount, reason });
const manualSchema = z.object({
  amount,
  reason,
  paidOutBy: z.string({ error: 'Say who paid the money out' }).trim().min(1, 'Say who paid the money out').max(100, 'Keep the name under 100 characters'),
});

/** The server's field names on the form's fields. */
const renameFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field === 'amountPoisha' ? 'amount' : field, message]));

/** What is refunded: an online payment through its gateway, or a cash order paid back by hand. */
export type RefundTarget = { kind: 'GATEWAY'; paymentId: string } | { kind: 'MANUAL'; orderId: string };

interface RefundFormProps {
  target: RefundTarget;
  /** The order's number, for the messages. */
  number: string;
  /** Sent and answered (refunded, pending, or refused by the gateway): the caller reads the order again. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A refund, whole (amount left empty) or part. The idempotency key is made once when the form opens:
 * sending it again (a double click, a retry after a lost answer) returns the same refund, never a second.
 * A gateway's refusal stays on the form with its reason; the order is unchanged.
 */
export function RefundForm({ target, number, onDone, onCancel }: RefundFormProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const manual = target.kind === 'MANUAL';
  const form = useZodForm(manual ? manualSchema : gatewaySchema, { amount: '', reason: '', paidOutBy: '' });
  const [sendPayment] = useMutationPromise<RefundFormPaymentMutation>(paymentMutation);
  const [sendManual] = useMutationPromise<RefundFormManualMutation>(manualMutation);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const valid = form.validate();
    if (!valid) return;
    const common = { idempotencyKey, amountPoisha: valid.amount ? parseTaka(valid.amount) : null, reason: valid.reason || null };
    const result =
      target.kind === 'MANUAL'
        ? (await sendManual({ input: { ...common, orderId: target.orderId, paidOutBy: (valid as z.infer<typeof manualSchema>).paidOutBy } })).recordManualRefund
        : (await sendPayment({ input: { ...common, paymentId: target.paymentId } })).refundPayment;
    if (result.__typename === 'MutationRefundPaymentSuccess' || result.__typename === 'MutationRecordManualRefundSuccess') {
      const { refund } = result;
      toast(
        refund.status === 'PENDING'
          ? { title: 'Refund asked', description: `${refund.amount.formatted} for ${number}: the gateway has not confirmed it yet.` }
          : { title: 'Refund made', description: `${refund.amount.formatted} refunded for ${number}.` },
      );
      onDone();
      return;
    }
    if (result.__typename === 'RefundRefusedError') {
      setFailure(`The gateway refused the refund: ${result.gatewayReason}. Nothing changed on ${number}.`);
      return;
    }
    const problem = formFailure(result, '')!;
    showFormFailure({ ...problem, fields: renameFields(problem.fields) }, form.setErrors, setFailure);
  });

  return (
    <form className="order-transition-form" onSubmit={onSubmit} noValidate>
      <p>
        {manual ? `Record money paid back by hand for ${number}.` : `Send money back for ${number} through the gateway that took it.`} Leave the amount
        empty to refund all that is left; a whole refund moves the order to Refunded.
      </p>
      <TextField label="Amount in Taka (optional)" inputMode="decimal" {...form.field('amount')} />
      {manual && <TextField label="Paid out by" {...form.field('paidOutBy')} />}
      <TextAreaField label="Reason (optional)" rows={2} {...form.field('reason')} />
      <FormActions failure={failure} submitLabel={manual ? 'Record refund' : 'Refund'} submitting={submitting} busyLabel="Refunding…" onCancel={onCancel} />
    </form>
  );
}
