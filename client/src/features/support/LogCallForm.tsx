import { graphql } from 'react-relay';
import { z } from 'zod';
import { normalizePhone } from '#shared/phone.ts';
import type { LogCallFormLogCallMutation } from '../../__generated__/LogCallFormLogCallMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, FormError, SelectField, TextAreaField, TextField } from '../../components/ui/index.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { DIRECTION_LABELS, OUTCOME_LABELS, dhakaToday, valueOfLabel } from './support-area.ts';

const NO_ORDER = 'No order';

const callSchema = z
  .object({
    direction: z.string({ error: 'Choose incoming or outgoing' }),
    outcome: z.string({ error: 'Choose the outcome' }),
    phone: z
      .string()
      .optional()
      .refine((v) => !v || normalizePhone(v) !== null, 'Enter a Bangladeshi mobile number, e.g. 01712345678'),
    minutes: z
      .string()
      .optional()
      .refine((v) => !v || (/^\d+(\.\d+)?$/.test(v) && Number(v) <= 360), 'Enter the minutes, e.g. 3'),
    order: z.string().optional(),
    reason: z.string().max(200, 'Keep the reason under 200 characters').optional(),
    notes: z.string().max(2000, 'Keep the notes under 2,000 characters').optional(),
    followUpOn: z
      .string()
      .optional()
      .refine((v) => !v || v >= dhakaToday(), 'The follow-up day cannot be in the past'),
  });

const mutation = graphql`
  mutation LogCallFormLogCallMutation($input: LogCallInput!) {
    logCall(input: $input) {
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

export interface LogCallFormProps {
  customerId?: string | null;
  /** Orders the call may be about: id and number. */
  orders?: readonly { id: string; number: string }[];
  /** The order chosen at first (a queue item's). */
  orderId?: string | null;
  /** Shown as the phone's hint: the customer's number is used when the field is empty. */
  defaultPhone?: string | null;
  queueItemKey?: string | null;
  onDone: () => void;
}

const EMPTY = { direction: 'Outgoing', outcome: '', phone: '', minutes: '', order: '', reason: '', notes: '', followUpOn: '' };

/** Logs a call with its outcome and, when the customer asks, the day to call back. */
export function LogCallForm({ customerId, orders = [], orderId, defaultPhone, queueItemKey, onDone }: LogCallFormProps) {
  const initialOrder = orders.find((o) => o.id === orderId)?.number ?? '';
  const form = useZodForm(callSchema, { ...EMPTY, order: initialOrder });
  const [log] = useMutationPromise<LogCallFormLogCallMutation>(mutation);
  const { submitting, failure, onSubmit, setFailure } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const order = orders.find((o) => o.number === values.order);
    const { logCall: result } = await log({
      input: {
        customerId: customerId ?? null,
        orderId: order?.id ?? null,
        direction: (valueOfLabel(DIRECTION_LABELS, values.direction) ?? 'OUTBOUND') as 'OUTBOUND' | 'INBOUND',
        outcome: valueOfLabel(OUTCOME_LABELS, values.outcome) as 'CONFIRMED' | 'NO_ANSWER' | 'CALL_BACK' | 'CANCELLED',
        phone: values.phone || null,
        durationSeconds: values.minutes ? Math.round(Number(values.minutes) * 60) : null,
        reason: values.reason || null,
        notes: values.notes || null,
        followUpOn: values.followUpOn || null,
        queueItemKey: queueItemKey ?? null,
      },
    });
    const problem = formFailure(result, 'MutationLogCallSuccess');
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    form.reset(EMPTY);
    toast({ title: 'Call logged' });
    onDone();
  });
  return (
    <form className="support-form" onSubmit={onSubmit} aria-label="Log a call" noValidate>
      <SelectField label="Direction" options={Object.values(DIRECTION_LABELS)} placeholder="Choose" {...form.field('direction')} />
      <SelectField label="Outcome" options={Object.values(OUTCOME_LABELS)} placeholder="Choose" {...form.field('outcome')} />
      <TextField
        label="Phone"
        type="tel"
        hint={defaultPhone ? `Leave empty for ${defaultPhone}` : undefined}
        autoComplete="off"
        {...form.field('phone')}
      />
      {orders.length > 0 && <SelectField label="Order" options={[NO_ORDER, ...orders.map((o) => o.number)]} placeholder={NO_ORDER} {...form.field('order')} />}
      <TextField label="Duration (minutes)" inputMode="decimal" {...form.field('minutes')} />
      <TextField label="Reason" {...form.field('reason')} />
      <TextAreaField label="Notes" rows={3} {...form.field('notes')} />
      <TextField label="Call back on" type="date" hint="Leave empty when no follow-up is needed" {...form.field('followUpOn')} />
      <FormError message={failure} />
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving…' : 'Log call'}
      </Button>
    </form>
  );
}
