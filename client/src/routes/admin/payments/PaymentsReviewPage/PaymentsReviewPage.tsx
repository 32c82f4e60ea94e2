import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import type { PaymentsReviewPage_query$key } from '../../../../__generated__/PaymentsReviewPage_query.graphql.ts';
import type { PaymentsReviewPageAcceptMutation } from '../../../../__generated__/PaymentsReviewPageAcceptMutation.graphql.ts';
import type { PaymentsReviewPageQuery } from '../../../../__generated__/PaymentsReviewPageQuery.graphql.ts';
import type { PaymentsReviewPageRefetchQuery } from '../../../../__generated__/PaymentsReviewPageRefetchQuery.graphql.ts';
import type { PaymentsReviewPageRefuseMutation } from '../../../../__generated__/PaymentsReviewPageRefuseMutation.graphql.ts';
import { toast } from '../../../../components/toast/toast-store.ts';
import { Button, Dialog, EmptyState, Table, TableHead, TextAreaField, type TableColumn } from '../../../../components/ui/index.ts';
import { adminOrderPath } from '../../../../features/admin-orders/admin-order-paths.ts';
import { formatDateTime } from '../../../../features/admin-orders/order-dates.ts';
import { labelOf, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../../features/admin-orders/order-labels.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { FormActions } from '../../../../features/catalog-admin/FormActions.tsx';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { useZodForm } from '../../../../lib/use-zod-form.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { useMutationPromise } from '../../../../relay/use-mutation-promise.ts';

const query = graphql`
  query PaymentsReviewPageQuery {
    ...PaymentsReviewPage_query
  }
`;

export const loader = queryLoader<PaymentsReviewPageQuery>(query, () => ({}), 'network-only');

const acceptMutation = graphql`
  mutation PaymentsReviewPageAcceptMutation($input: AcceptPaymentUnderReviewInput!) {
    acceptPaymentUnderReview(input: $input) {
      __typename
      ... on MutationAcceptPaymentUnderReviewSuccess {
        payment {
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const refuseMutation = graphql`
  mutation PaymentsReviewPageRefuseMutation($input: RefusePaymentUnderReviewInput!) {
    refusePaymentUnderReview(input: $input) {
      __typename
      ... on MutationRefusePaymentUnderReviewSuccess {
        refund {
          status
          amount {
            formatted
          }
        }
      }
      ... on RefundRefusedError {
        gatewayReason
      }
      ... on Error {
        message
      }
    }
  }
`;

const reasonSchema = z.object({ reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional() });

const COLUMNS: readonly (string | TableColumn)[] = ['Taken', 'Order', 'Method', 'What the gateway said', { label: 'Amount', numeric: true }, ''];

/** /admin/payments/review: money a gateway took but holds as risky, for staff to accept (the order is paid) or refuse (refunded). */
export function Component() {
  const data = useRouteQuery<PaymentsReviewPageQuery>(query);
  return (
    <AdminPage
      title="Payments under review"
      intro="The gateway took these payments but flagged them as risky (SSLCommerz risk level above 0), so the orders are not paid yet and do not expire. Check each in the SSLCommerz merchant panel, then accept it (the order is paid and the customer texted) or refuse it (the money is refunded in full)."
    >
      <ReviewQueue query={data} />
    </AdminPage>
  );
}

type Chosen = { id: string; action: 'accept' | 'refuse'; label: string };

function ReviewQueue({ query: key }: { query: PaymentsReviewPage_query$key }) {
  const [{ paymentsUnderReview }, refetch] = useRefetchableFragment<PaymentsReviewPageRefetchQuery, PaymentsReviewPage_query$key>(
    graphql`
      fragment PaymentsReviewPage_query on Query @refetchable(queryName: "PaymentsReviewPageRefetchQuery") {
        paymentsUnderReview {
          id
          tranId
          method
          verifiedAt
          createdAt
          gatewayStatus
          gatewayReason
          providerReference
          amount {
            formatted
          }
          order {
            id
            number
            status
          }
        }
      }
    `,
    key,
  );
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [, startRefresh] = useTransition();
  const done = () => {
    setChosen(null);
    // Read the queue again: a decided payment leaves it.
    startRefresh(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  };
  if (paymentsUnderReview.length === 0) return <EmptyState titleAs="p" title="No payment is waiting for review." />;

  return (
    <>
      <Table dense aria-label="Payments under review">
        <TableHead columns={COLUMNS} />
        <tbody>
          {paymentsUnderReview.map((payment) => {
            const label = `${payment.amount.formatted} for ${payment.order.number}`;
            return (
              <tr key={payment.id}>
                <th scope="row">{formatDateTime(payment.verifiedAt ?? payment.createdAt)}</th>
                <td>
                  <Link to={adminOrderPath(payment.order.id)}>{payment.order.number}</Link>
                  <span className="ui-table__muted">{labelOf(ORDER_STATUS_LABELS, payment.order.status)}</span>
                </td>
                <td>
                  {labelOf(PAYMENT_METHOD_LABELS, payment.method)}
                  <span className="ui-table__muted">
                    {payment.tranId}
                    {payment.providerReference ? ` · ${payment.providerReference}` : ''}
                  </span>
                </td>
                <td>
                  {payment.gatewayStatus ?? '—'}
                  {payment.gatewayReason && <span className="ui-table__muted">{payment.gatewayReason}</span>}
                </td>
                <td className="ui-table__number">{payment.amount.formatted}</td>
                <td>
                  <Button size="sm" variant="primary" onClick={() => setChosen({ id: payment.id, action: 'accept', label })} aria-label={`Accept ${label}`}>
                    Accept
                  </Button>{' '}
                  <Button size="sm" onClick={() => setChosen({ id: payment.id, action: 'refuse', label })} aria-label={`Refuse ${label}`}>
                    Refuse
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Dialog
        open={chosen !== null}
        title={chosen ? `${chosen.action === 'accept' ? 'Accept' : 'Refuse'} ${chosen.label}` : ''}
        onClose={() => setChosen(null)}
      >
        {chosen?.action === 'accept' && <AcceptForm chosen={chosen} onDone={done} onCancel={() => setChosen(null)} />}
        {chosen?.action === 'refuse' && <RefuseForm chosen={chosen} onDone={done} onCancel={() => setChosen(null)} />}
      </Dialog>
    </>
  );
}

interface DecisionProps {
  chosen: Chosen;
  onDone: () => void;
  onCancel: () => void;
}

function AcceptForm({ chosen, onDone, onCancel }: DecisionProps) {
  const [accept] = useMutationPromise<PaymentsReviewPageAcceptMutation>(acceptMutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const result = (await accept({ input: { paymentId: chosen.id } })).acceptPaymentUnderReview;
    if (result.__typename === 'MutationAcceptPaymentUnderReviewSuccess' && result.payment) {
      toast(
        result.payment.status === 'PAID'
          ? { title: 'Payment accepted', description: `${chosen.label}: the order is paid and the customer was texted.` }
          : { title: 'Payment accepted as a late payment', description: `${chosen.label}: the order could no longer take it; refund it from the refund queue.` },
      );
      onDone();
      return;
    }
    setFailure(result.message ?? 'Something went wrong. Read the order again before trying once more.');
  });
  return (
    <form className="order-transition-form" onSubmit={onSubmit} noValidate>
      <p>Accept only after the merchant panel shows the payment as genuine. The order becomes paid and is packed as usual.</p>
      <FormActions failure={failure} submitLabel="Accept payment" submitting={submitting} busyLabel="Accepting…" onCancel={onCancel} />
    </form>
  );
}

function RefuseForm({ chosen, onDone, onCancel }: DecisionProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useZodForm(reasonSchema, { reason: '' });
  const [refuse] = useMutationPromise<PaymentsReviewPageRefuseMutation>(refuseMutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const valid = form.validate();
    if (!valid) return;
    const result = (await refuse({ input: { paymentId: chosen.id, idempotencyKey, reason: valid.reason || null } })).refusePaymentUnderReview;
    if (result.__typename === 'MutationRefusePaymentUnderReviewSuccess' && result.refund) {
      toast(
        result.refund.status === 'PENDING'
          ? { title: 'Payment refused', description: `${result.refund.amount.formatted} asked back from the gateway; it has not confirmed the refund yet.` }
          : { title: 'Payment refused', description: `${result.refund.amount.formatted} refunded.` },
      );
      onDone();
      return;
    }
    if (result.__typename === 'RefundRefusedError') {
      setFailure(`The gateway refused the refund: ${result.gatewayReason ?? 'no reason given'}. The payment waits in the refund queue on the Orders page.`);
      return;
    }
    setFailure(result.message ?? 'Something went wrong. Read the order again before trying once more.');
  });
  return (
    <form className="order-transition-form" onSubmit={onSubmit} noValidate>
      <p>The whole payment goes back to the customer through the gateway; the order is not paid and expires.</p>
      <TextAreaField label="Reason (optional)" rows={2} {...form.field('reason')} />
      <FormActions failure={failure} submitLabel="Refuse and refund" submitting={submitting} busyLabel="Refunding…" onCancel={onCancel} />
    </form>
  );
}
