import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrderTransitions_order$key } from '../../__generated__/OrderTransitions_order.graphql.ts';
import type { OrderTransitionsTransitionOrderMutation } from '../../__generated__/OrderTransitionsTransitionOrderMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { labelOf, ORDER_STATUS_LABELS } from './order-labels.ts';
import { optionalNoteSchema } from './order-note.ts';
import { Button, Dialog, FormError, TextAreaField } from '../../components/ui/index.ts';

const transitionMutation = graphql`
  mutation OrderTransitionsTransitionOrderMutation($input: TransitionOrderInput!) {
    transitionOrder(input: $input) {
      __typename
      ... on MutationTransitionOrderSuccess {
        order {
          id
          status
          ...OrderDetail_order
        }
      }
      ... on OrderTransitionError {
        message
        currentState
        requestedState
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

interface Chosen {
  to: string;
  label: string;
}

interface OrderTransitionsProps {
  order: OrderTransitions_order$key;
  /** Reads the order again (after a refusal: someone else changed it meanwhile). */
  onStale: () => void;
}

/**
 * The status changes staff may make now (from the state machine), one button each; each asks for
 * confirmation with an optional note before it is sent. A refusal names the order's current status.
 */
export function OrderTransitions({ order: key, onStale }: OrderTransitionsProps) {
  const order = useFragment(
    graphql`
      fragment OrderTransitions_order on Order {
        id
        number
        status
        availableTransitions {
          to
          label
        }
      }
    `,
    key,
  );
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <section aria-labelledby="order-transitions-title">
      <h2 id="order-transitions-title">Change status</h2>
      {order.availableTransitions.length === 0 ? (
        <p className="order-detail__muted">No status change is possible from {labelOf(ORDER_STATUS_LABELS, order.status)}.</p>
      ) : (
        <div className="order-actions">
          {order.availableTransitions.map((transition) => (
            <Button
              key={`${transition.to}-${transition.label}`}
              onClick={() => {
                setRefusal(null);
                setChosen({ to: transition.to, label: transition.label });
              }}
            >
              {transition.label} → {labelOf(ORDER_STATUS_LABELS, transition.to)}
            </Button>
          ))}
        </div>
      )}
      <FormError message={refusal} />
      <Dialog open={chosen !== null} title={chosen?.label ?? ''} onClose={() => setChosen(null)}>
        {chosen && (
          <TransitionForm
            orderId={order.id}
            number={order.number}
            from={order.status}
            transition={chosen}
            onDone={(outcome) => {
              setChosen(null);
              if (outcome.refusal) {
                setRefusal(outcome.refusal);
                onStale();
              }
            }}
            onCancel={() => setChosen(null)}
          />
        )}
      </Dialog>
    </section>
  );
}

interface TransitionFormProps {
  orderId: string;
  number: string;
  from: string;
  transition: Chosen;
  /** Sent: `refusal` is the message to show on the page when the server refused the change. */
  onDone: (outcome: { refusal: string | null }) => void;
  onCancel: () => void;
}

function TransitionForm({ orderId, number, from, transition, onDone, onCancel }: TransitionFormProps) {
  const form = useZodForm(optionalNoteSchema, { note: '' });
  const [send] = useMutationPromise<OrderTransitionsTransitionOrderMutation>(transitionMutation);
  const target = labelOf(ORDER_STATUS_LABELS, transition.to);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const valid = form.validate();
    if (!valid) return;
    const { transitionOrder: result } = await send({ input: { orderId, to: transition.to as never, note: valid.note || null } });
    switch (result.__typename) {
      case 'MutationTransitionOrderSuccess':
        toast({ title: 'Order updated', description: `${number} is now ${labelOf(ORDER_STATUS_LABELS, result.order.status)}.` });
        onDone({ refusal: null });
        return;
      case 'OrderTransitionError':
        onDone({
          refusal: `${number} was not moved to ${target}. ${result.message} Current status: ${labelOf(ORDER_STATUS_LABELS, result.currentState)}.`,
        });
        return;
      default:
        showFormFailure(formFailure(result, 'MutationTransitionOrderSuccess')!, form.setErrors, setFailure);
    }
  });

  return (
    <form className="order-transition-form" onSubmit={onSubmit} noValidate>
      <p>
        {number} moves from {labelOf(ORDER_STATUS_LABELS, from)} to {target}. The change is kept in the order&apos;s history.
      </p>
      <TextAreaField label="Note (optional)" rows={3} {...form.field('note')} />
      <FormActions failure={failure} submitLabel={`Move to ${target}`} submitting={submitting} busyLabel="Moving…" onCancel={onCancel} />
    </form>
  );
}
