import { screen, within } from '@testing-library/react';
import { entitlement, event, orderDetails, payment, refund } from '../../../../features/admin-orders/test-support.ts';
import { gid, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';
import { customer } from '../../../../../test/session.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const ORDER_ID = gid('Order', 1);

async function openOrder(order: Record<string, unknown> = orderDetails(1)) {
  return openRoute(mockEnvironment, `/admin/orders/${uuid(1)}`, {
    query: 'OrderDetailPageQuery',
    data: { order: { __typename: 'QueryOrderSuccess', data: order } },
    heading: `Order ${String(order.number)}`,
  });
}

const historyTexts = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('an order for staff', () => {
  it('asks for the order by the global id of its address and shows the customer, delivery, lines, totals, coupon and joining id', async () => {
    const { query } = await openOrder();
    expect(query.request.variables).toEqual({ id: ORDER_ID });
    expect(document.title).toBe('Order PG-2026-000001 | Pathagar');
    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('Customer 1')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: '01710000001' })).toHaveAttribute('href', 'tel:01710000001');
    expect(customer.getByText('Inside Dhaka')).toBeInTheDocument();
    expect(customer.getByText('House 12, Road 3, Dhanmondi')).toBeInTheDocument();

    const items = within(screen.getByRole('table', { name: 'Items' }));
    const rows = items.getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Physics 1st Paper', 'Book', 'home', '৳350', '2', '৳700'],
      ['Geometry boxBlue', 'Stationery', 'campaign-eid', '৳400', '1', '৳400'],
    ]);
    expect(items.getByRole('link', { name: 'Physics 1st Paper' })).toHaveAttribute('href', `/admin/books/${uuid(7)}`);
    const totals = within(screen.getByRole('table', { name: 'Totals' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(totals).toEqual(['Goods৳1,100', 'Discount (EID10)−৳100', 'Delivery৳60', 'Total৳1,060']);
    const summary = within(screen.getByRole('region', { name: 'Order' }));
    expect(summary.getByText('Placed', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(summary.getByText('Unpaid')).toBeInTheDocument();
    expect(summary.getByText('JOIN42')).toBeInTheDocument();
    expect(summary.getByText('EID10')).toBeInTheDocument();
  });

  it('shows every history entry with who did it and when, the payment attempts and the entitlements', async () => {
    await openOrder(
      orderDetails(1, {
        paymentMethod: 'SSLCOMMERZ',
        paymentStatus: 'PAID',
        events: [
          event(1, { type: 'PLACED', toStatus: 'PENDING_PAYMENT', actorKind: 'CUSTOMER', at: '2026-11-22T08:05:00.000Z' }),
          event(2, { type: 'PAYMENT_RECEIVED', fromStatus: 'PENDING_PAYMENT', toStatus: 'PLACED', actorKind: 'SYSTEM', message: 'Paid through SSLCommerz', at: '2026-11-22T08:07:00.000Z' }),
          event(3, { type: 'NOTE', actorKind: 'STAFF', message: 'Gift wrap', visibleToCustomer: false, at: '2026-11-22T09:00:00.000Z' }),
        ],
        payments: [
          payment(1, { status: 'FAILED', failureReason: 'Card declined', providerReference: null }),
          payment(2),
          payment(3, { status: 'UNDER_REVIEW', providerReference: 'BTR-3', gatewayStatus: 'VALID risk_level 1', gatewayReason: 'held for review: Risky' }),
        ],
        entitlements: [
          entitlement(1),
          entitlement(2, { active: false, revokedAt: '2026-11-23T04:00:00.000Z', revokeReason: 'Order refunded or cancelled' }),
          entitlement(3, { source: 'STAFF', reason: 'Paid twice', grantedByName: 'Admin' }),
        ],
      }),
    );
    expect(historyTexts()).toEqual([
      'Order placed: Awaiting paymentCustomer · 22 Nov 2026, 14:05 · visible to the customer',
      'Payment received: Awaiting payment → PlacedPaid through SSLCommerzSystem · 22 Nov 2026, 14:07 · visible to the customer',
      'NoteGift wrapStaff · 22 Nov 2026, 15:00 · staff only',
    ]);
    const payments = within(screen.getByRole('table', { name: 'Payment attempts' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(payments).toEqual([
      ['22 Nov 2026, 14:06', 'SSLCommerz', 'TRX-1', '৳1,060', 'FailedCard declined'],
      ['22 Nov 2026, 14:06', 'SSLCommerz', 'TRX-2VAL-2', '৳1,060', 'Paid'],
      ['22 Nov 2026, 14:06', 'SSLCommerz', 'TRX-3BTR-3', '৳1,060', 'Under reviewThe gateway said: VALID risk_level 1 (held for review: Risky)Accept or refuse it under Payments under review'],
    ]);
    expect(screen.getByRole('link', { name: 'Accept or refuse it under Payments under review' })).toHaveAttribute('href', '/admin/payments/review');
    const entitlements = within(screen.getByRole('list', { name: 'Entitlements' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entitlements).toEqual([
      'Ebook 1Bought · Active since 22 Nov 2026, 14:10Revoke Ebook 1',
      'Ebook 2Bought · Revoked 23 Nov 2026, 10:00 (Order refunded or cancelled)',
      'Ebook 3Staff grant by Admin: Paid twice · Active since 22 Nov 2026, 14:10Revoke Ebook 3',
    ]);
  });

  it('says when there are no payment attempts or entitlements', async () => {
    await openOrder();
    expect(screen.getByText('Cash on delivery: no online payment.')).toBeInTheDocument();
    expect(screen.getByText('This order has unlocked no ebook or course.')).toBeInTheDocument();
  });

  it('shows a skeleton until the order arrives, and the not-found page for an unknown order', async () => {
    await renderRoute(`/admin/orders/${uuid(9)}`, mockEnvironment);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await resolveOperation(mockEnvironment, 'OrderDetailPageQuery', { order: { __typename: 'NotFoundError' } });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('grants of ebooks and courses', () => {
  const ebook = { __typename: 'Ebook', __isProduct: 'Ebook', id: gid('Ebook', 1), title: 'Ebook 1' };

  it('revokes one grant only after confirming with a reason, then reads the order again', async () => {
    const { user } = await openOrder(orderDetails(1, { entitlements: [entitlement(1)] }));
    await user.click(screen.getByRole('button', { name: 'Revoke Ebook 1' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Revoke Ebook 1?' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await dialog.findByText('Say why')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'OrderEntitlementsRevokeMutation')).toBe(false);
    await user.type(dialog.getByLabelText('Reason'), 'Customer asked');
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    const mutation = await resolveOperation(mockEnvironment, 'OrderEntitlementsRevokeMutation', {
      revokeEntitlement: {
        __typename: 'MutationRevokeEntitlementSuccess',
        entitlement: { __typename: 'Entitlement', id: uuid(501), active: false, revokedAt: '2026-11-23T04:00:00.000Z', revokeReason: 'Customer asked', revokedByName: 'Admin' },
      },
    });
    expect(mutation.request.variables).toEqual({ input: { grantId: uuid(501), reason: 'Customer asked' } });
    expect(await screen.findByText('Access revoked')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await waitForOperation(mockEnvironment, 'OrderDetailRefetchQuery')).toBeTruthy();
  });

  it("grants one of the order's ebooks as a staff grant with a reason", async () => {
    const { user } = await openOrder(orderDetails(1, { digitalProducts: [ebook] }));
    await user.click(screen.getByRole('button', { name: 'Grant access…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Grant access' }));
    await user.type(dialog.getByLabelText('Reason'), 'Lost payment, support case 12');
    await user.click(dialog.getByRole('button', { name: 'Grant' }));
    const mutation = await resolveOperation(mockEnvironment, 'OrderEntitlementsGrantMutation', {
      grantEntitlement: { ...validationError('The customer already has a staff grant of Ebook 1.', { productId: 'The customer already has a staff grant of Ebook 1.' }), __isError: 'ValidationError' },
    });
    expect(mutation.request.variables).toEqual({ input: { orderId: ORDER_ID, productId: gid('Ebook', 1), reason: 'Lost payment, support case 12' } });
    expect(await dialog.findByText('The customer already has a staff grant of Ebook 1.')).toBeInTheDocument();
  });
});

describe('changing the status', () => {
  it('offers the allowed transitions as buttons: label and target status', async () => {
    await openOrder();
    const actions = within(screen.getByRole('region', { name: 'Change status' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Start packing → Processing', 'Cancel the order → Cancelled']);
  });

  it('says so when no change is possible', async () => {
    await openOrder(orderDetails(1, { status: 'REFUNDED', availableTransitions: [] }));
    expect(screen.getByText('No status change is possible from Refunded.')).toBeInTheDocument();
  });

  it('asks for confirmation first; Cancel sends nothing', async () => {
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Start packing → Processing' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start packing' }));
    expect(dialog.getByText("PG-2026-000001 moves from Placed to Processing. The change is kept in the order's history.")).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isPending(mockEnvironment, 'OrderTransitionsTransitionOrderMutation')).toBe(false);
  });

  it('sends transitionOrder with the target and the note once confirmed, and shows the order it returns', async () => {
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Start packing → Processing' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start packing' }));
    await user.type(dialog.getByLabelText('Note (optional)'), '  Packed by Karim  ');
    await user.click(dialog.getByRole('button', { name: 'Move to Processing' }));
    const mutation = await resolveOperation(mockEnvironment, 'OrderTransitionsTransitionOrderMutation', {
      transitionOrder: {
        __typename: 'MutationTransitionOrderSuccess',
        order: orderDetails(1, {
          status: 'PROCESSING',
          availableTransitions: [{ to: 'SHIPPED', label: 'Hand over to the courier' }],
          events: [
            ...orderDetails(1).events,
            event(3, { fromStatus: 'PLACED', toStatus: 'PROCESSING', message: 'Packed by Karim', at: '2026-11-22T11:00:00.000Z' }),
          ],
        }),
      },
    });
    expect(mutation.request.variables).toEqual({ input: { orderId: ORDER_ID, to: 'PROCESSING', note: 'Packed by Karim' } });
    expect(await screen.findByText('Order updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order' })).getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hand over to the courier → Shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start packing → Processing' })).not.toBeInTheDocument();
    expect(historyTexts().at(-1)).toBe('Status changed: Placed → ProcessingPacked by KarimStaff · 22 Nov 2026, 17:00 · visible to the customer');
  });

  it('sends no note when none is written', async () => {
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Cancel the order → Cancelled' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel the order' })).getByRole('button', { name: 'Move to Cancelled' }));
    const mutation = await waitForOperation(mockEnvironment, 'OrderTransitionsTransitionOrderMutation');
    expect(mutation.request.variables).toEqual({ input: { orderId: ORDER_ID, to: 'CANCELLED', note: null } });
  });

  it('shows a refusal naming the current status and reads the order again', async () => {
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Start packing → Processing' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Start packing' })).getByRole('button', { name: 'Move to Processing' }));
    await resolveOperation(mockEnvironment, 'OrderTransitionsTransitionOrderMutation', {
      transitionOrder: {
        __typename: 'OrderTransitionError',
        message: 'An order that is cancelled cannot become processing.',
        currentState: 'CANCELLED',
        requestedState: 'PROCESSING',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PG-2026-000001 was not moved to Processing. An order that is cancelled cannot become processing. Current status: Cancelled.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const refetch = await resolveOperation(mockEnvironment, 'OrderDetailRefetchQuery', {
      node: orderDetails(1, { status: 'CANCELLED', availableTransitions: [] }),
    });
    expect(refetch.request.variables).toEqual({ id: ORDER_ID });
    expect(await screen.findByText('No status change is possible from Cancelled.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the message of a note that is too long, and sends nothing', async () => {
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Start packing → Processing' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start packing' }));
    const note = dialog.getByLabelText('Note (optional)');
    await user.click(note);
    await user.paste('x'.repeat(1001));
    await user.click(dialog.getByRole('button', { name: 'Move to Processing' }));
    expect(note).toHaveAccessibleDescription('Keep the note under 1000 characters');
    expect(isPending(mockEnvironment, 'OrderTransitionsTransitionOrderMutation')).toBe(false);
  });
});

describe('staff notes', () => {
  it('asks for a note before sending', async () => {
    const { user } = await openOrder();
    const form = within(screen.getByRole('region', { name: 'Add a note' }));
    await user.type(form.getByLabelText('Note'), '   ');
    await user.click(form.getByRole('button', { name: 'Add note' }));
    expect(form.getByLabelText('Note')).toHaveAccessibleDescription('Write the note');
    expect(isPending(mockEnvironment, 'OrderNoteFormAddOrderNoteMutation')).toBe(false);
  });

  it('adds a note visible to the customer, shows it in the history and empties the form', async () => {
    const { user } = await openOrder();
    const form = within(screen.getByRole('region', { name: 'Add a note' }));
    await user.type(form.getByLabelText('Note'), 'Courier will call before delivery');
    await user.click(form.getByRole('checkbox', { name: 'Visible to the customer' }));
    await user.click(form.getByRole('button', { name: 'Add note' }));
    const mutation = await resolveOperation(mockEnvironment, 'OrderNoteFormAddOrderNoteMutation', {
      addOrderNote: {
        __typename: 'MutationAddOrderNoteSuccess',
        order: orderDetails(1, {
          events: [
            ...orderDetails(1).events,
            event(4, { type: 'NOTE', message: 'Courier will call before delivery', visibleToCustomer: true, at: '2026-11-22T12:00:00.000Z' }),
          ],
        }),
      },
    });
    expect(mutation.request.variables).toEqual({ input: { orderId: ORDER_ID, message: 'Courier will call before delivery', visibleToCustomer: true } });
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(historyTexts().at(-1)).toBe('NoteCourier will call before deliveryStaff · 22 Nov 2026, 18:00 · visible to the customer');
    expect(form.getByLabelText('Note')).toHaveValue('');
    expect(form.getByRole('checkbox', { name: 'Visible to the customer' })).not.toBeChecked();
  });

  it('sends a staff-only note by default and shows the server’s message next to the note', async () => {
    const { user } = await openOrder();
    const form = within(screen.getByRole('region', { name: 'Add a note' }));
    await user.type(form.getByLabelText('Note'), 'Check stock');
    await user.click(form.getByRole('button', { name: 'Add note' }));
    const mutation = await resolveOperation(mockEnvironment, 'OrderNoteFormAddOrderNoteMutation', {
      addOrderNote: validationError('Invalid input', { message: 'Write the note' }),
    });
    expect(mutation.request.variables.input.visibleToCustomer).toBe(false);
    expect(await form.findByText('Write the note')).toBeInTheDocument();
    expect(form.getByLabelText('Note')).toHaveValue('Check stock');
  });
});

describe('refunds', () => {
  const paid = () =>
    orderDetails(1, { status: 'CANCELLED', paymentMethod: 'SSLCOMMERZ', paymentStatus: 'PAID', payments: [payment(1, { status: 'FAILED' }), payment(2)] });

  it('lists what was refunded, how, by whom and the gateway\'s reason for a refusal', async () => {
    await openOrder(
      orderDetails(1, {
        paymentMethod: 'COD',
        paymentStatus: 'PAID',
        refunds: [
          refund(1, { kind: 'MANUAL', paidOutBy: 'Rahim at the counter', reason: 'Damaged cover', amount: { amount: 20000, formatted: '৳200' } }),
          refund(2, { status: 'FAILED', failureReason: 'Refund window closed' }),
        ],
      }),
    );
    const rows = within(screen.getByRole('table', { name: 'Refunds' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['23 Nov 2026, 11:00', 'By hand: Rahim at the counterDamaged cover', '৳200', 'Refunded'],
      ['23 Nov 2026, 11:00', 'Through the gateway', '৳500', 'RefusedRefund window closed'],
    ]);
    // A paid cash order is refunded by hand; it has no gateway payment to refund.
    expect(within(screen.getByRole('region', { name: 'Refunds' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Record a cash refund…']);
  });

  it('offers no refund for an unpaid order', async () => {
    await openOrder();
    const section = within(screen.getByRole('region', { name: 'Refunds' }));
    expect(section.getByText('Nothing refunded.')).toBeInTheDocument();
    expect(section.queryAllByRole('button')).toEqual([]);
  });

  it('refunds a paid payment through its gateway with one key per form, whole when no amount is given, then reads the order again', async () => {
    const { user } = await openOrder(paid());
    // Only the paid attempt can be refunded, not the failed one.
    const section = within(screen.getByRole('region', { name: 'Refunds' }));
    expect(section.getAllByRole('button').map((b) => b.textContent)).toEqual(['Refund ৳1,060 paid by SSLCommerz…']);
    await user.click(section.getByRole('button', { name: 'Refund ৳1,060 paid by SSLCommerz…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund ৳1,060 paid by SSLCommerz' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Out of print');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const mutation = await resolveOperation(mockEnvironment, 'RefundFormPaymentMutation', {
      refundPayment: { __typename: 'MutationRefundPaymentSuccess', refund: { __typename: 'Refund', id: uuid(601), status: 'SUCCEEDED', amount: { amount: 106000, formatted: '৳1,060' } } },
    });
    expect(mutation.request.variables).toEqual({
      input: { paymentId: uuid(402), idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), amountPoisha: null, reason: 'Out of print' },
    });
    expect(await screen.findByText('Refund made')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await waitForOperation(mockEnvironment, 'OrderDetailRefetchQuery')).toBeTruthy();
  });

  it('sends a part refund in poisha; a retry of the same form sends the same key, and a refusal keeps the gateway\'s reason on the form', async () => {
    const { user } = await openOrder(paid());
    await user.click(screen.getByRole('button', { name: 'Refund ৳1,060 paid by SSLCommerz…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund ৳1,060 paid by SSLCommerz' }));
    await user.type(dialog.getByLabelText('Amount in Taka (optional)'), 'lots');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('Enter an amount in Taka, e.g. 250 or 99.50, or leave it empty for all of it')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'RefundFormPaymentMutation')).toBe(false);

    await user.clear(dialog.getByLabelText('Amount in Taka (optional)'));
    await user.type(dialog.getByLabelText('Amount in Taka (optional)'), '1,250.50');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const first = await resolveOperation(mockEnvironment, 'RefundFormPaymentMutation', {
      refundPayment: { __typename: 'RefundRefusedError', __isError: 'RefundRefusedError', message: 'The gateway refused the refund: Insufficient balance', gatewayReason: 'Insufficient balance' },
    });
    expect(first.request.variables.input.amountPoisha).toBe(125050);
    expect(await dialog.findByText('The gateway refused the refund: Insufficient balance. Nothing changed on PG-2026-000001.')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const second = await resolveOperation(mockEnvironment, 'RefundFormPaymentMutation', {
      refundPayment: { ...validationError('At most ৳1,060 of this payment can still be refunded.', { amountPoisha: 'At most ৳1,060 of this payment can still be refunded.' }), __isError: 'ValidationError' },
    });
    expect(second.request.variables.input.idempotencyKey).toBe(first.request.variables.input.idempotencyKey);
    // The server's amountPoisha message shows beside the Taka field.
    expect(await dialog.findByText('At most ৳1,060 of this payment can still be refunded.')).toBeInTheDocument();
  });

  it("shows why a refund key reused with another amount was refused: the first refund was made", async () => {
    const { user } = await openOrder(paid());
    await user.click(screen.getByRole('button', { name: 'Refund ৳1,060 paid by SSLCommerz…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund ৳1,060 paid by SSLCommerz' }));
    await user.type(dialog.getByLabelText('Amount in Taka (optional)'), '150');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const message = "This refund key was already used for a refund of ৳100 on order PG-2026-000001. Check the order's refunds, then open a new refund form to refund more.";
    await resolveOperation(mockEnvironment, 'RefundFormPaymentMutation', {
      refundPayment: { __typename: 'IdempotencyKeyReusedError', __isError: 'IdempotencyKeyReusedError', message },
    });
    expect(await dialog.findByText(message)).toBeInTheDocument();
  });

  it('records a cash refund with who paid it out (required)', async () => {
    const { user } = await openOrder(orderDetails(1, { status: 'DELIVERED', paymentMethod: 'COD', paymentStatus: 'PAID' }));
    await user.click(screen.getByRole('button', { name: 'Record a cash refund…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Record a cash refund' }));
    await user.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(await dialog.findByText('Say who paid the money out')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'RefundFormManualMutation')).toBe(false);
    await user.type(dialog.getByLabelText('Paid out by'), 'Courier rider Karim');
    await user.type(dialog.getByLabelText('Amount in Taka (optional)'), '200');
    await user.click(dialog.getByRole('button', { name: 'Record refund' }));
    const mutation = await resolveOperation(mockEnvironment, 'RefundFormManualMutation', {
      recordManualRefund: { __typename: 'MutationRecordManualRefundSuccess', refund: { __typename: 'Refund', id: uuid(601), status: 'SUCCEEDED', amount: { amount: 20000, formatted: '৳200' } } },
    });
    expect(mutation.request.variables).toEqual({
      input: { orderId: ORDER_ID, paidOutBy: 'Courier rider Karim', amountPoisha: 20000, reason: null, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await screen.findByText('Refund made')).toBeInTheDocument();
  });
});

describe('an order for a support agent (orders.view)', () => {
  const AGENT = customer({ id: 'VXNlcjoz', name: 'Desk Agent', roles: ['agent'], permissions: ['support.access', 'users.view', 'coupons.issue', 'orders.view'] });

  it('shows the order, its payments, refunds and entitlements, and no control that changes it', async () => {
    await renderRoute(`/admin/orders/${uuid(1)}`, mockEnvironment, { user: AGENT });
    const order = orderDetails(1, {
      paymentMethod: 'SSLCOMMERZ',
      paymentStatus: 'PAID',
      payments: [payment(1, { status: 'PAID' })],
      entitlements: [entitlement(1)],
      refunds: [refund(1, { kind: 'MANUAL', paidOutBy: 'Rahim', reason: 'Damaged', amount: { amount: 20000, formatted: '৳200' } })],
    });
    await resolveOperation(mockEnvironment, 'OrderDetailPageQuery', { order: { __typename: 'QueryOrderSuccess', data: order } });
    await screen.findByRole('heading', { name: `Order ${String(order.number)}`, level: 1 });
    expect(screen.getByRole('table', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payment attempts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change status' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add a note' })).toBeNull();
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Refund|Record a cash refund|Grant access|Revoke/)]),
    );
  });
});
