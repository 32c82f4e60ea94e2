/** One order's page (`order(id)`): read in a fixed number of statements, whatever its size; each viewer sees their part of the history. */
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { countingApp } from '../../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { taka } from '../../shared/money.ts';
import { addOrderNote } from './orders.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ORDER = `query($id: ID!) { order(id: $id) { __typename ... on QueryOrderSuccess { data {
  number status lines { title quantity product { title } } events { type message visibleToCustomer }
  entitlements { id } availableTransitions { to } } } } }`;
const STAFF_ORDER = ORDER.replace('entitlements { id }', 'entitlements { id } payments { id }');

async function orderWith(lines: number, notes: number) {
  const { token, userId } = await newCustomer(t, 'detail');
  const books = await Promise.all(Array.from({ length: lines }, (_, i) => createBook(t.db.prisma, { title: `Detail Book ${i}`, price: taka(100), stock: 5 })));
  await fillCart(t, userId, books.map((book) => ({ productId: book.id, quantity: 1, source: 'home' })));
  const order = await placeCart(t, userId);
  const [admin] = await t.db.prisma.user.findMany({ where: { seedKey: 'demo:admin' }, select: { id: true } });
  for (let i = 0; i < notes; i += 1) {
    await addOrderNote(serviceCtx(t, admin!.id, ['orders.manage']), { orderId: order.id, message: `Note ${i}`, visibleToCustomer: i % 2 === 0 });
  }
  return { id: encodeGlobalID('Order', order.id), token };
}

it('reads an order for staff in the same number of statements with 1 line or 6 lines and many history entries, through the selection', async () => {
  // Pothos warns when a resolver drops its selection (then every list of the order is a query of its own).
  const warn = jest.spyOn(console, 'warn');
  const admin = await signInAs(t, 'admin');
  const small = await orderWith(1, 0);
  const large = await orderWith(6, 5);
  const counter = countingApp(t);
  try {
    // The first request of a session reads the session (then the session cache answers): not the order's cost.
    await counter.statements('{ viewer { id } }', {}, { cookie: admin });
    const few = await counter.statements(STAFF_ORDER, { id: small.id }, { cookie: admin });
    const many = await counter.statements(STAFF_ORDER, { id: large.id }, { cookie: admin });
    expect(many).toHaveLength(few.length);
  } finally {
    await counter.close();
  }
  const { data } = await t.graphql(STAFF_ORDER, { id: large.id }, { cookie: admin });
  expect(data!.order.data.lines.map((line: { product: { title: string } }) => line.product.title).sort()).toEqual(
    Array.from({ length: 6 }, (_, i) => `Detail Book ${i}`),
  );
  expect(data!.order.data.events.filter((event: { type: string }) => event.type === 'NOTE')).toHaveLength(5);
  expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('Prisma query was unused'));
  warn.mockRestore();
});

it('still shows the customer only the history that concerns them', async () => {
  const order = await orderWith(1, 3);
  const { data } = await t.graphql(ORDER, { id: order.id }, { cookie: order.token });
  const notes = data!.order.data.events.filter((event: { type: string }) => event.type === 'NOTE');
  expect(notes).toEqual([
    { type: 'NOTE', message: 'Note 0', visibleToCustomer: true },
    { type: 'NOTE', message: 'Note 2', visibleToCustomer: true },
  ]);
});
