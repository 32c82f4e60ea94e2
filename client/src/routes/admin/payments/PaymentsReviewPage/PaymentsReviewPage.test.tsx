import { screen, within } from '@testing-library/react';
import { payment } from '../../../../features/admin-orders/test-support.ts';
import { gid, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const held = (n: number, orderNumber: string) => ({
  ...payment(n, { status: 'UNDER_REVIEW', amount: { amount: 50000, formatted: '৳500' }, providerReference: `BTR-${n}` }),
  verifiedAt: '2026-11-22T08:10:00.000Z',
  gatewayStatus: 'VALID risk_level 1',
  gatewayReason: 'held for review: Risky',
  order: { __typename: 'Order', id: gid('Order', 10 + n), number: orderNumber, status: 'PENDING_PAYMENT' },
});

const openReview = (queue: Record<string, unknown>[]) =>
  openRoute(mockEnvironment, '/admin/payments/review', { query: 'PaymentsReviewPageQuery', data: { paymentsUnderReview: queue }, heading: 'Payments under review' });

describe('/admin/payments/review', () => {
  it('says so when nothing waits', async () => {
    await openReview([]);
    expect(screen.getByText('No payment is waiting for review.')).toBeInTheDocument();
  });

  it('lists each held payment with its order and what the gateway said, and accepts one, then reads the queue again', async () => {
    const { user } = await openReview([held(1, 'PG-2026-000021'), held(2, 'PG-2026-000022')]);
    const rows = within(screen.getByRole('table', { name: 'Payments under review' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['22 Nov 2026, 14:10', 'PG-2026-000021Awaiting payment', 'SSLCommerzTRX-1 · BTR-1', 'VALID risk_level 1held for review: Risky', '৳500', 'Accept Refuse'],
      ['22 Nov 2026, 14:10', 'PG-2026-000022Awaiting payment', 'SSLCommerzTRX-2 · BTR-2', 'VALID risk_level 1held for review: Risky', '৳500', 'Accept Refuse'],
    ]);
    expect(screen.getByRole('link', { name: 'PG-2026-000021' })).toHaveAttribute('href', `/admin/orders/${uuid(11)}`);

    await user.click(screen.getByRole('button', { name: 'Accept ৳500 for PG-2026-000021' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Accept ৳500 for PG-2026-000021' }));
    await user.click(dialog.getByRole('button', { name: 'Accept payment' }));
    const mutation = await resolveOperation(mockEnvironment, 'PaymentsReviewPageAcceptMutation', {
      acceptPaymentUnderReview: { __typename: 'MutationAcceptPaymentUnderReviewSuccess', payment: { __typename: 'Payment', id: uuid(401), status: 'PAID' } },
    });
    expect(mutation.request.variables.input).toEqual({ paymentId: uuid(401) });
    expect(await screen.findByText('Payment accepted')).toBeInTheDocument();
    expect(await waitForOperation(mockEnvironment, 'PaymentsReviewPageRefetchQuery')).toBeTruthy();
  });

  it('refuses one with a reason and one key, and shows the gateway refusing the refund on the form', async () => {
    const { user } = await openReview([held(2, 'PG-2026-000022')]);
    await user.click(screen.getByRole('button', { name: 'Refuse ৳500 for PG-2026-000022' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refuse ৳500 for PG-2026-000022' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Card flagged');
    await user.click(dialog.getByRole('button', { name: 'Refuse and refund' }));
    const first = await resolveOperation(mockEnvironment, 'PaymentsReviewPageRefuseMutation', {
      refusePaymentUnderReview: { __typename: 'RefundRefusedError', message: 'The gateway refused the refund: too old', gatewayReason: 'too old' },
    });
    expect(first.request.variables.input).toMatchObject({ paymentId: uuid(402), reason: 'Card flagged', idempotencyKey: expect.any(String) });
    expect(await dialog.findByText(/The gateway refused the refund: too old\. The payment waits in the refund queue/)).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'PaymentsReviewPageRefetchQuery')).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Refuse and refund' }));
    const again = await resolveOperation(mockEnvironment, 'PaymentsReviewPageRefuseMutation', {
      refusePaymentUnderReview: { __typename: 'MutationRefusePaymentUnderReviewSuccess', refund: { __typename: 'Refund', id: uuid(601), status: 'PENDING', amount: { amount: 50000, formatted: '৳500' } } },
    });
    // The same form sends the same key: a repeat never refunds twice.
    expect(again.request.variables.input.idempotencyKey).toBe(first.request.variables.input.idempotencyKey);
    expect(await screen.findByText('Payment refused')).toBeInTheDocument();
  });
});
