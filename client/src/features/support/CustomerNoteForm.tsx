import { graphql } from 'react-relay';
import { z } from 'zod';
import type { CustomerNoteFormAddCustomerNoteMutation } from '../../__generated__/CustomerNoteFormAddCustomerNoteMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, FormError, TextAreaField } from '../../components/ui/index.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const noteSchema = z.object({ body: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(2000, 'Keep the note under 2,000 characters') });

const mutation = graphql`
  mutation CustomerNoteFormAddCustomerNoteMutation($input: AddCustomerNoteInput!) {
    addCustomerNote(input: $input) {
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

/** Keeps a staff note about the customer. */
export function CustomerNoteForm({ customerId, onDone }: { customerId: string; onDone: () => void }) {
  const form = useZodForm(noteSchema, { body: '' });
  const [add] = useMutationPromise<CustomerNoteFormAddCustomerNoteMutation>(mutation);
  const { submitting, failure, onSubmit, setFailure } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const { addCustomerNote: result } = await add({ input: { customerId, body: values.body } });
    const problem = formFailure(result, 'MutationAddCustomerNoteSuccess');
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    form.reset({ body: '' });
    toast({ title: 'Note kept' });
    onDone();
  });
  return (
    <form className="support-form" onSubmit={onSubmit} aria-label="Add a note" noValidate>
      <TextAreaField label="Note" rows={3} {...form.field('body')} />
      <FormError message={failure} />
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving…' : 'Add note'}
      </Button>
    </form>
  );
}
