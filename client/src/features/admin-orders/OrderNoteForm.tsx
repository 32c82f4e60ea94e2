import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrderNoteForm_order$key } from '../../__generated__/OrderNoteForm_order.graphql.ts';
import type { OrderNoteFormAddOrderNoteMutation } from '../../__generated__/OrderNoteFormAddOrderNoteMutation.graphql.ts';
import { CheckboxField, TextAreaField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { requiredNoteSchema } from './order-note.ts';

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
  const form = useZodForm(requiredNoteSchema, { message: '' });
  const [visibleToCustomer, setVisibleToCustomer] = useState(false);
  const [send] = useMutationPromise<OrderNoteFormAddOrderNoteMutation>(addNoteMutation);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const valid = form.validate();
    if (!valid) return;
    const { addOrderNote: result } = await send({ input: { orderId: order.id, message: valid.message, visibleToCustomer } });
    const problem = formFailure(result, 'MutationAddOrderNoteSuccess');
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    form.reset({ message: '' });
    setVisibleToCustomer(false);
    toast({ title: 'Note added', description: visibleToCustomer ? 'The customer sees it in their order.' : 'Only staff see it.' });
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a note</h2>
      <form className="order-note-form" onSubmit={onSubmit} noValidate>
        <TextAreaField label="Note" rows={3} {...form.field('message')} />
        <CheckboxField label="Visible to the customer" checked={visibleToCustomer} onChange={setVisibleToCustomer} />
        <FormActions failure={failure} submitLabel="Add note" submitting={submitting} busyLabel="Adding…" />
      </form>
    </section>
  );
}
