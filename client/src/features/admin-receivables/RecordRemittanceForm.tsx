import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { RecordRemittanceFormMutation, RemittanceCourier } from '../../__generated__/RecordRemittanceFormMutation.graphql.ts';
import { Button, FieldFrame, FormError, Input, Select } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formFailure, showFormFailure, CORRECT_FIELDS_MESSAGE } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { monthLabel } from './month-label.ts';

const mutation = graphql`
  mutation RecordRemittanceFormMutation($input: RecordCourierRemittanceInput!) {
    recordCourierRemittance(input: $input) {
      __typename
      ... on MutationRecordCourierRemittanceSuccess {
        recorded { inClosedMonth remittance { amount { formatted } receivedOn courierLabel } }
      }
      ... on ValidationError { message fields { field message } }
    }
  }
`;

export const COURIERS: readonly { value: RemittanceCourier; label: string }[] = [
  { value: 'steadfast', label: 'Steadfast' },
  { value: 'sandbox', label: 'Sandbox courier' },
];

/** Taka as typed ("1,250.50") to poisha, or null when it is not an amount. */
export function poishaOf(text: string): number | null {
  const clean = text.replaceAll(',', '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

type Fields = 'courier' | 'amountPoisha' | 'receivedOn' | 'reference' | 'note';

/** Staff record money a courier paid; `onRecorded` refreshes the figures. */
export function RecordRemittanceForm({ today, onRecorded }: { today: string; onRecorded: () => void }) {
  const [commit, inFlight] = useMutationPromise<RecordRemittanceFormMutation>(mutation);
  const [courier, setCourier] = useState<RemittanceCourier>('steadfast');
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const amountPoisha = poishaOf(amount);
    if (amountPoisha === null || amountPoisha <= 0) {
      setErrors({ amountPoisha: 'Enter an amount in Taka, like 1250 or 1250.50' });
      setFailure(CORRECT_FIELDS_MESSAGE);
      return;
    }
    setErrors({});
    try {
      const { recordCourierRemittance: result } = await commit({ input: { courier, amountPoisha, receivedOn, reference: reference || null, note: note || null } });
      if (result.__typename === 'MutationRecordCourierRemittanceSuccess') {
        const { remittance, inClosedMonth } = result.recorded;
        toast({
          title: 'Remittance recorded',
          description: `${remittance.amount.formatted} from ${remittance.courierLabel} on ${remittance.receivedOn}.${
            inClosedMonth ? ` ${monthLabel(remittance.receivedOn.slice(0, 7))} is closed: its figures stay as closed.` : ''
          }`,
        });
        setAmount('');
        setReference('');
        setNote('');
        onRecorded();
        return;
      }
      const problem = formFailure(result, 'MutationRecordCourierRemittanceSuccess');
      if (problem) showFormFailure(problem, (fields) => (setErrors(fields), Object.keys(fields).length > 0), setFailure);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form className="remittance-form" aria-label="Record a remittance" onSubmit={submit} noValidate>
      <FieldFrame label="Courier" error={errors.courier}>
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} value={courier} onChange={(e) => setCourier(e.target.value as RemittanceCourier)}>
            {COURIERS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </FieldFrame>
      <FieldFrame label="Amount (Tk)" error={errors.amountPoisha}>
        {({ id, describedBy }) => (
          <Input id={id} aria-describedby={describedBy} inputMode="decimal" value={amount} invalid={Boolean(errors.amountPoisha)} onChange={(e) => setAmount(e.target.value)} required />
        )}
      </FieldFrame>
      <FieldFrame label="Received on" error={errors.receivedOn}>
        {({ id, describedBy }) => (
          <Input id={id} aria-describedby={describedBy} type="date" max={today} value={receivedOn} invalid={Boolean(errors.receivedOn)} onChange={(e) => setReceivedOn(e.target.value)} required />
        )}
      </FieldFrame>
      <FieldFrame label="Reference" error={errors.reference}>
        {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />}
      </FieldFrame>
      <FieldFrame label="Note" error={errors.note}>
        {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />}
      </FieldFrame>
      <div className="remittance-form__actions">
        <Button type="submit" variant="primary" disabled={inFlight} aria-busy={inFlight}>
          {inFlight ? 'Recording…' : 'Record remittance'}
        </Button>
      </div>
      <FormError message={failure} />
    </form>
  );
}
