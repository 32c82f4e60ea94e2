/** Refunds: whole and part, idempotent under a burst of the same request, a gateway's refusal changes nothing, manual refunds of cash orders. */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { transitionOrder } from '../orders/orders.service.ts';
import { applyVerifiedPayment, startPayment } from './payments.service.ts';
import { latestSmsTo } from '../accounts/integrations/sms.ts';
import { PaymentProviderError } from './providers/types.ts';
import { REFUND_SETTLEMENT_DELAY_MS, settlePendingRefunds } from './refunds.service.ts';

const quietLog = { warn: () => {}, info: () => {}, error: () => {} } as never;

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  adminId = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000001' } })).id;
}, 120_000);
afterAll(() => t.close());

const REFUND = `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { __typename
  ... on MutationRefundPaymentSuccess { refund { status amount { amount } providerRefundId } }
  ... on RefundRefusedError { gatewayReason message }
  ... on OrderTransitionError { message }
  ... on ValidationError { message } } }`;

/** A paid online (sandbox) order of an ebook; `reference` is what the gateway called the payment. */
async function paidOrder(price = taka(500), reference = `SBX${randomUUID()}`) {
  const { userId } = await newCustomer(t, 'refund');
  const ebook = await createEbook(t.db.prisma, { title: `Refund Ebook ${randomUUID()}`, price });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  const { payment } = await startPayment(serviceCtx(t, userId), { orderId: order.id });
  const applied = await applyVerifiedPayment(serviceCtx(t, userId), { status: 'PAID', tranId: payment.tranId, amountPoisha: payment.amount, providerReference: reference, raw: {} });
  expect(applied.outcome).toBe('PAID');
  return { order, payment, userId };
}

it('refunds part of a payment with a credit note, then the rest once the order is cancelled (→ REFUNDED, entitlements revoked)', async () => {
  const { order, payment } = await paidOrder(taka(500));
  const part = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(100), reason: 'Late delivery' } }, { cookie: admin });
  expect(part.data!.refundPayment).toEqual({ __typename: 'MutationRefundPaymentSuccess', refund: { status: 'SUCCEEDED', amount: { amount: taka(100) }, providerRefundId: expect.stringMatching(/^SBX-R-/) } });
  expect((await t.db.prisma.creditNote.findFirstOrThrow({ where: { orderId: order.id } })).amount).toBe(taka(100));
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('PAID');

  // All of the rest, while the order is still placed: the state machine says cancel first; nothing is asked of the gateway.
  const early = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID() } }, { cookie: admin });
  expect(early.data!.refundPayment.__typename).toBe('OrderTransitionError');
  expect(await t.db.prisma.refund.count({ where: { orderId: order.id } })).toBe(1);

  await transitionOrder(serviceCtx(t, adminId, ['orders.manage']), { orderId: order.id, to: 'CANCELLED' });
  const rest = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID() } }, { cookie: admin });
  expect(rest.data!.refundPayment.refund.amount.amount).toBe(taka(400));
  const after = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  expect(after).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED' });
  expect((await t.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
  expect(await t.db.prisma.entitlementGrant.count({ where: { orderId: order.id, revokedAt: null } })).toBe(0);
  // Credit notes never exceed the invoice: 100 (part) + 400 (the cancellation credited what was left).
  const notes = await t.db.prisma.creditNote.findMany({ where: { orderId: order.id } });
  expect(notes.reduce((sum, n) => sum + n.amount, 0)).toBe(taka(500));
  const more = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: 100 } }, { cookie: admin });
  expect(more.data!.refundPayment.__typename).toBe('ValidationError');
});

it('the same refund request 10 times at once makes one refund and asks the gateway once', async () => {
  const { order, payment } = await paidOrder(taka(300));
  const sandbox = t.services.payments.SANDBOX;
  let asked = 0;
  const refund = sandbox.refund.bind(sandbox);
  sandbox.refund = async (request) => {
    asked += 1;
    return refund(request);
  };
  try {
    const input = { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(50), reason: 'Damaged cover' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.graphql(REFUND, { input }, { cookie: admin })));
    expect(answers.every((a) => a.data!.refundPayment.__typename === 'MutationRefundPaymentSuccess')).toBe(true);
  } finally {
    sandbox.refund = refund;
  }
  expect(asked).toBe(1);
  expect(await t.db.prisma.refund.count({ where: { orderId: order.id } })).toBe(1);
  expect(await t.db.prisma.orderEvent.count({ where: { orderId: order.id, type: 'REFUNDED' } })).toBe(1);
  expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(1);
});

it('a refund key reused with another amount, payment or order answers IdempotencyKeyReusedError, and nothing more is refunded', async () => {
  const KEYED = `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { __typename
    ... on MutationRefundPaymentSuccess { refund { id amount { amount } } }
    ... on IdempotencyKeyReusedError { orderNumber message } } }`;
  const { order, payment } = await paidOrder(taka(500));
  const other = await paidOrder(taka(500));
  const idempotencyKey = randomUUID();
  const first = await t.graphql(KEYED, { input: { paymentId: payment.id, idempotencyKey, amountPoisha: taka(100), reason: 'Bent corner' } }, { cookie: admin });
  expect(first.data!.refundPayment).toMatchObject({ __typename: 'MutationRefundPaymentSuccess', refund: { amount: { amount: taka(100) } } });
  // The very same request again: the same refund.
  const again = await t.graphql(KEYED, { input: { paymentId: payment.id, idempotencyKey, amountPoisha: taka(100), reason: 'Bent corner' } }, { cookie: admin });
  expect(again.data!.refundPayment).toEqual(first.data!.refundPayment);
  const reused = {
    __typename: 'IdempotencyKeyReusedError',
    orderNumber: order.number,
    message: `This refund key was already used for a refund of ৳100 on order ${order.number}. Check the order's refunds, then open a new refund form to refund more.`,
  };
  for (const input of [
    { paymentId: payment.id, idempotencyKey, amountPoisha: taka(150), reason: 'Bent corner' },
    { paymentId: payment.id, idempotencyKey, reason: 'Bent corner' },
    { paymentId: other.payment.id, idempotencyKey, amountPoisha: taka(100), reason: 'Bent corner' },
  ]) {
    expect((await t.graphql(KEYED, { input }, { cookie: admin })).data!.refundPayment).toEqual(reused);
  }
  const MANUAL = `mutation($input: RecordManualRefundInput!) { recordManualRefund(input: $input) { __typename ... on IdempotencyKeyReusedError { orderNumber } } }`;
  expect((await t.graphql(MANUAL, { input: { orderId: order.id, idempotencyKey, paidOutBy: 'Karim', amountPoisha: taka(100) } }, { cookie: admin })).data!.recordManualRefund).toEqual({
    __typename: 'IdempotencyKeyReusedError',
    orderNumber: order.number,
  });
  expect(await t.db.prisma.refund.findMany({ where: { orderId: { in: [order.id, other.order.id] } }, select: { amount: true } })).toEqual([{ amount: taka(100) }]);
  expect(await t.db.prisma.creditNote.count({ where: { orderId: { in: [order.id, other.order.id] } } })).toBe(1);
});

it('a manual refund key reused with another amount or payer answers IdempotencyKeyReusedError', async () => {
  const { userId } = await newCustomer(t, 'cod-key');
  const book = await createBook(t.db.prisma, { title: 'COD Key Book', price: taka(300), stock: 3 });
  await fillCart(t, userId, [{ productId: book.id }]);
  const order = await placeCart(t, userId);
  const staff = serviceCtx(t, adminId, ['orders.manage']);
  for (const to of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) await transitionOrder(staff, { orderId: order.id, to });
  const MANUAL = `mutation($input: RecordManualRefundInput!) { recordManualRefund(input: $input) { __typename
    ... on MutationRecordManualRefundSuccess { refund { amount { amount } } } ... on IdempotencyKeyReusedError { orderNumber } } }`;
  const idempotencyKey = randomUUID();
  const input = { orderId: order.id, idempotencyKey, paidOutBy: 'Karim', amountPoisha: taka(50) };
  const first = await t.graphql(MANUAL, { input }, { cookie: admin });
  expect(first.data!.recordManualRefund).toEqual({ __typename: 'MutationRecordManualRefundSuccess', refund: { amount: { amount: taka(50) } } });
  expect((await t.graphql(MANUAL, { input }, { cookie: admin })).data!.recordManualRefund).toEqual(first.data!.recordManualRefund);
  for (const changed of [{ ...input, amountPoisha: taka(60) }, { ...input, amountPoisha: null }, { ...input, paidOutBy: 'Rahim' }]) {
    expect((await t.graphql(MANUAL, { input: changed }, { cookie: admin })).data!.recordManualRefund).toEqual({ __typename: 'IdempotencyKeyReusedError', orderNumber: order.number });
  }
  expect(await t.db.prisma.refund.count({ where: { orderId: order.id } })).toBe(1);
});

it("a refund the gateway refuses answers its reason and changes nothing on the order", async () => {
  const { order, payment } = await paidOrder(taka(200), `NOT-SANDBOX-${randomUUID()}`);
  const before = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  const { data } = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(10) } }, { cookie: admin });
  expect(data!.refundPayment.__typename).toBe('RefundRefusedError');
  expect(data!.refundPayment.gatewayReason).toMatch(/took no payment with reference NOT-SANDBOX-/);
  expect(await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(before);
  expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(0);
  expect((await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: order.id } })).status).toBe('FAILED');
});

it('late payments wait in the staff refund queue; refunding one marks the attempt refunded and leaves the order alone', async () => {
  const { userId } = await newCustomer(t, 'late');
  const ebook = await createEbook(t.db.prisma, { title: 'Late Ebook', price: taka(120) });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  const { payment } = await startPayment(serviceCtx(t, userId), { orderId: order.id });
  await t.db.prisma.order.update({ where: { id: order.id }, data: { status: 'EXPIRED' } });
  const late = await applyVerifiedPayment(serviceCtx(t, userId), { status: 'PAID', tranId: payment.tranId, amountPoisha: payment.amount, providerReference: `SBX${randomUUID()}`, raw: {} });
  expect(late.outcome).toBe('NEEDS_REFUND');
  const queue = await t.graphql(`{ refundQueue { tranId status amount { amount } order { number status } } }`, {}, { cookie: admin });
  expect(queue.data!.refundQueue).toContainEqual({ tranId: payment.tranId, status: 'PAID_NEEDS_REFUND', amount: { amount: payment.amount }, order: { number: order.number, status: 'EXPIRED' } });
  const { data } = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID() } }, { cookie: admin });
  expect(data!.refundPayment.refund.status).toBe('SUCCEEDED');
  expect((await t.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('EXPIRED');
  expect((await t.graphql(`{ refundQueue { tranId } }`, {}, { cookie: admin })).data!.refundQueue).not.toContainEqual({ tranId: payment.tranId });
});

it('records a delivered COD order refunded by hand with who paid it out', async () => {
  const { userId } = await newCustomer(t, 'cod-refund');
  const book = await createBook(t.db.prisma, { title: 'COD Refund Book', price: taka(250), stock: 3 });
  await fillCart(t, userId, [{ productId: book.id }]);
  const order = await placeCart(t, userId);
  const staff = serviceCtx(t, adminId, ['orders.manage']);
  for (const to of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) await transitionOrder(staff, { orderId: order.id, to });
  const MANUAL = `mutation($input: RecordManualRefundInput!) { recordManualRefund(input: $input) { __typename
    ... on MutationRecordManualRefundSuccess { refund { kind status paidOutBy amount { amount } } } ... on ValidationError { message } } }`;
  const missing = await t.graphql(MANUAL, { input: { orderId: order.id, idempotencyKey: randomUUID(), paidOutBy: ' ' } }, { cookie: admin });
  expect(missing.data!.recordManualRefund).toEqual({ __typename: 'ValidationError', message: 'Say who paid the money out' });
  const { data } = await t.graphql(MANUAL, { input: { orderId: order.id, idempotencyKey: randomUUID(), paidOutBy: 'Karim (counter cash)' } }, { cookie: admin });
  expect(data!.recordManualRefund.refund).toEqual({ kind: 'MANUAL', status: 'SUCCEEDED', paidOutBy: 'Karim (counter cash)', amount: { amount: order.netTotal } });
  expect(await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED' });
  expect((await t.db.prisma.creditNote.findFirstOrThrow({ where: { orderId: order.id } })).amount).toBe(order.netTotal);
});

describe('settling refunds the gateway had not finished', () => {
  /** Makes the sandbox answer refunds as still processing (with its id for them) while `work` runs. */
  async function withPendingGateway<T>(work: () => Promise<T>): Promise<T> {
    const sandbox = t.services.payments.SANDBOX;
    const refund = sandbox.refund.bind(sandbox);
    sandbox.refund = async (request) => ({ status: 'PENDING', providerRefundId: `SBX-R-${request.refundId}`, raw: {} });
    try {
      return await work();
    } finally {
      sandbox.refund = refund;
    }
  }
  const later = () => new Date(Date.now() + REFUND_SETTLEMENT_DELAY_MS + 1_000);

  it('asks the gateway again and records its success once: money back on the order, a credit note, the customer told', async () => {
    const { order, payment } = await paidOrder(taka(400));
    const { data } = await withPendingGateway(() => t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(100) } }, { cookie: admin }));
    expect(data!.refundPayment).toMatchObject({ refund: { status: 'PENDING' } });
    expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(0);

    // Not yet due: a refund is asked about again only after a minute.
    expect(await settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog })).toMatchObject({ settled: 0 });
    const first = await settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later());
    expect(first.settled).toBeGreaterThanOrEqual(1);
    const refund = await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund.status).toBe('SUCCEEDED');
    expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(1);
    expect(await t.db.prisma.orderEvent.count({ where: { orderId: order.id, type: 'REFUNDED' } })).toBe(1);
    expect((await latestSmsTo(t.db.prisma, order.phone))?.body).toContain(`of order ${order.number} has been refunded to you`);
    // Asked again, and twice at once: nothing more happens.
    await Promise.all([settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later()), settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later())]);
    expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('a refund the gateway could not make for now (a retryable code) stays pending, is asked for again by the sweep once, then settles', async () => {
    const { order, payment } = await paidOrder(taka(300));
    const sandbox = t.services.payments.SANDBOX;
    const refund = sandbox.refund.bind(sandbox);
    const asked: string[] = [];
    let answers: ('RETRY' | 'REAL')[] = ['RETRY', 'RETRY', 'REAL'];
    sandbox.refund = async (request) => {
      asked.push(request.refundId);
      const [next, ...rest] = answers;
      answers = rest;
      return next === 'RETRY' ? { status: 'RETRY', reason: 'Exception Occurred (bKash 2020)', raw: { statusCode: '2020' } } : refund(request);
    };
    try {
      const { data } = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(100) } }, { cookie: admin });
      expect(data!.refundPayment).toEqual({ __typename: 'MutationRefundPaymentSuccess', refund: { status: 'PENDING', amount: { amount: taka(100) }, providerRefundId: null } });
      const pending = await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: order.id } });
      expect(pending).toMatchObject({ status: 'PENDING', failureReason: 'Asked again later: Exception Occurred (bKash 2020)' });
      // The amount stays reserved: no second refund of it meanwhile.
      const more = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(250) } }, { cookie: admin });
      expect(more.data!.refundPayment.__typename).toBe('ValidationError');

      // Not due yet; then due: asked again, still "not now"; then again (twice at once: asked once), made.
      await settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog });
      expect(asked).toHaveLength(1);
      await settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later());
      expect(asked).toEqual([pending.id, pending.id]);
      expect(await t.db.prisma.refund.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: 'PENDING' });
      await Promise.all([settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later()), settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later())]);
      expect(asked).toEqual([pending.id, pending.id, pending.id]);
    } finally {
      sandbox.refund = refund;
    }
    expect(await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: 'SUCCEEDED', providerRefundId: expect.stringMatching(/^SBX-R-/) });
    expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(1);
    expect(await t.db.prisma.orderEvent.count({ where: { orderId: order.id, type: 'REFUNDED' } })).toBe(1);
    // Nothing left to ask.
    await settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later());
    expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("keeps a refusal with the gateway's reason, and leaves a refund pending while the gateway does not answer", async () => {
    const refused = await paidOrder(taka(100));
    const silent = await paidOrder(taka(100));
    await withPendingGateway(async () => {
      for (const { payment } of [refused, silent]) await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(40) } }, { cookie: admin });
    });
    const sandbox = t.services.payments.SANDBOX;
    const refundStatus = sandbox.refundStatus.bind(sandbox);
    sandbox.refundStatus = async (providerRefundId, request) => {
      if (request.tranId === refused.payment.tranId) return { status: 'REFUSED', reason: 'Account closed', raw: {} };
      if (request.tranId === silent.payment.tranId) throw new PaymentProviderError('timed out', 'SANDBOX');
      return refundStatus(providerRefundId, request);
    };
    try {
      await settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later());
    } finally {
      sandbox.refundStatus = refundStatus;
    }
    expect(await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: refused.order.id } })).toMatchObject({ status: 'FAILED', failureReason: 'Account closed' });
    expect((await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: silent.order.id } })).status).toBe('PENDING');
    expect(await t.db.prisma.creditNote.count({ where: { orderId: { in: [refused.order.id, silent.order.id] } } })).toBe(0);
  });
});
