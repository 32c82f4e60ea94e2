/**
 * An order's history names people and keeps what they wrote: staff read who did each step (one
 * query for every name) and the note of a status change; the customer reads their own words per
 * step and one line per payment, never staff commands or names.
 */
import pino from 'pino';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { countingApp } from '../../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { applyVerifiedPayment, startPayment } from '../payments/payments.service.ts';
import { transitionOrder } from './orders.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HISTORY = `query($id: ID!) { order(id: $id) { ... on QueryOrderSuccess { data { events { type message customerText note actorName } } } } }`;

async function adminId() {
  return (await t.db.prisma.user.findFirstOrThrow({ where: { seedKey: 'demo:admin' } })).id;
}

it("shows staff who moved the order and the note they typed; the customer reads their own words without names or notes", async () => {
  const { token, userId } = await newCustomer(t, 'history');
  const book = await createBook(t.db.prisma, { title: 'History Book', price: taka(200), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id }]);
  const order = await placeCart(t, userId);
  const staff = serviceCtx(t, await adminId(), ['orders.manage']);
  await transitionOrder(staff, { orderId: order.id, to: 'PROCESSING', note: 'Packed with a bookmark' });
  await transitionOrder(staff, { orderId: order.id, to: 'SHIPPED' });
  const id = encodeGlobalID('Order', order.id);

  const admin = await t.graphql(HISTORY, { id }, { cookie: `pathagar_session=${await signInAs(t, 'admin')}` });
  const staffEvents = admin.data!.order.data.events.filter((e: { type: string }) => e.type === 'STATUS_CHANGED');
  expect(staffEvents).toEqual([
    expect.objectContaining({ actorName: 'Demo Admin', note: 'Packed with a bookmark', customerText: 'Being packed' }),
    expect.objectContaining({ actorName: 'Demo Admin', note: null, customerText: 'Handed to the courier' }),
  ]);

  const mine = await t.graphql(HISTORY, { id }, { cookie: `pathagar_session=${token}` });
  const events = mine.data!.order.data.events;
  expect(events.map((e: { customerText: string }) => e.customerText)).toEqual(['Order placed', 'Being packed', 'Handed to the courier']);
  expect(events.every((e: { actorName: string | null; note: string | null }) => e.actorName === null && e.note === null)).toBe(true);
});

it('reads every staff name of a long history with one query', async () => {
  const { userId } = await newCustomer(t, 'names');
  const book = await createBook(t.db.prisma, { title: 'Names Book', price: taka(200), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id }]);
  const order = await placeCart(t, userId);
  const staff = serviceCtx(t, await adminId(), ['orders.manage']);
  for (const to of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) await transitionOrder(staff, { orderId: order.id, to });
  const counter = countingApp(t);
  const cookie = `pathagar_session=${await signInAs(t, 'admin')}`;
  const statements = await counter.statements(HISTORY, { id: encodeGlobalID('Order', order.id) }, { cookie });
  // The session's own user lookup aside, one statement reads the names (an IN list), not one per event.
  const nameReads = statements.filter((sql) => /FROM "public"\."User"/.test(sql) && /"name"/.test(sql) && / IN \(/.test(sql));
  expect(nameReads).toHaveLength(1);
  await counter.close();
  const { data } = await t.graphql(HISTORY, { id: encodeGlobalID('Order', order.id) }, { cookie });
  expect(data!.order.data.events.filter((e: { actorName: string | null }) => e.actorName === 'Demo Admin')).toHaveLength(3);
});

it('shows the customer one line per payment, not the payment and the status change it caused', async () => {
  const { token, userId } = await newCustomer(t, 'paid');
  const ebook = await createEbook(t.db.prisma, { title: 'Paid Ebook', price: taka(150) });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  const { payment } = await startPayment(serviceCtx(t, userId), { orderId: order.id });
  const ctx = { prisma: t.db.prisma, services: t.services, log: pino({ level: 'silent' }) };
  const applied = await applyVerifiedPayment(ctx, { status: 'PAID', tranId: payment.tranId, amountPoisha: payment.amount, providerReference: `REF-${payment.tranId}`, raw: {} });
  expect(applied.outcome).toBe('PAID');
  const mine = await t.graphql(HISTORY, { id: encodeGlobalID('Order', order.id) }, { cookie: `pathagar_session=${token}` });
  expect(mine.data!.order.data.events.map((e: { customerText: string }) => e.customerText)).toEqual(['Order placed', 'Payment received: ৳150']);
});
