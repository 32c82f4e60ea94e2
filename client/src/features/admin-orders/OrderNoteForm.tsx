import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrderNoteForm_order$key } from '../../__generated__/OrderNoteForm_order.graphql.ts';
import type { OrderNoteFormAddOrderNoteMutation } from '../../__generated__/OrderNoteFormAddOrderNoteMutation.graphql.ts';
import { FormError } from '../../components/form/Field.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '../../lib/error-message.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { noteProblem, requiredNoteSchema } from './order-note.ts';

const addNoteMutation = graphql`
  mutation OrderNoteFormAddOrderNoteMutation($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      __typename
      ... on MutationAddOrderNoteSuccess {
        order {
          id
          ...OrderDetail_order
        }
      }
      ... on NotFoundError {
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

/** A staff note for the order's history; staff only unless "Visible to the customer" is ticked. */
export function OrderNoteForm({ order: key }: { order: OrderNoteForm_order$key }) {
  const order = useFragment(
    graphql`
      fragment OrderNoteForm_order on Order {
        id
      }
    `,
    key,
  );
  const id = useId();
  const [message, setMessage] = useState('');
  const [visibleToCustomer, setVisibleToCustomer] = useState(false);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [send] = useMutationPromise<OrderNoteFormAddOrderNoteMutation>(addNoteMutation);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const problem = noteProblem(requiredNoteSchema, message);
    setMessageError(problem);
    if (problem) return;
    const { addOrderNote: result } = await send({ input: { orderId: order.id, message: message.trim(), visibleToCustomer } });
    switch (result.__typename) {
      case 'MutationAddOrderNoteSuccess':
        setMessage('');
        setVisibleToCustomer(false);
        toast({ title: 'Note added', description: visibleToCustomer ? 'The customer sees it in their order.' : 'Only staff see it.' });
        return;
      case 'ValidationError': {
        const fieldMessage = result.fields.find((field) => field.field === 'message')?.message;
        if (fieldMessage) setMessageError(fieldMessage);
        else setFailure(result.message);
        return;
      }
      case 'NotFoundError':
        setFailure(result.message);
        return;
      default:
        setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a note</h2>
      <form className="order-note-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-message`}>
            Note
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => setMessage(event.target.value)}
            onBlur={() => {
              if (message) setMessageError(noteProblem(requiredNoteSchema, message));
            }}
          />
          <p className="field__error" id={`${id}-error`}>
            {messageError}
          </p>
        </div>
        <label className="checkbox-field">
          <input type="checkbox" checked={visibleToCustomer} onChange={(event) => setVisibleToCustomer(event.currentTarget.checked)} />
          <span>Visible to the customer</span>
        </label>
        <FormError message={failure} />
        <FormActions submitLabel="Add note" submitting={submitting} busyLabel="Adding…" />
      </form>
    </section>
  );
}
