/**
 * Issue 20 §3: an agent opens the orders of the customer they are helping. The support desk's
 * `orders.view` reads any order with the admin order page's own query (history with staff names and
 * notes, payments, refunds, parcels), but changes nothing: no transitions offered, status changes and
 * notes refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { signInAs } from '../../../test/accounts.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The text of the admin order page's persisted query, as the client sends it. */
function orderDetailPageQuery(): string {
  const generated = path.join(__dirname, '../../../../client/src/__generated__');
  const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(path.join(generated, 'OrderDetailPageQuery.graphql.ts'), 'utf8'))![1]!;
  return (JSON.parse(readFileSync(path.join(generated, 'persisted-documents.json'), 'utf8')) as Record<string, string>)[id]!;
}

it("lets an agent open a customer's order page, with the staff view of its history, and change nothing", async () => {
  const customer = await newCustomer(t, 'helped');
  const book = await createBook(t.db.prisma, { title: 'Desk-readable Physics', price: taka(200), stock: 3 });
  await fillCart(t, customer.userId, [{ productId: book.id }]);
  const order = await placeCart(t, customer.userId);
  const gid = Buffer.from(`Order:${order.id}`).toString('base64');
  const admin = await signInAs(t, 'admin');
  const noted = await t.graphql(
    `mutation($input: AddOrderNoteInput!) { addOrderNote(input: $input) { __typename } }`,
    { input: { orderId: gid, message: 'Customer asked for evening delivery', visibleToCustomer: false } },
    { cookie: admin },
  );
  expect(noted.data?.addOrderNote.__typename).toBe('MutationAddOrderNoteSuccess');

  const agent = await signInAs(t, 'agent');
  const page = await t.graphql(orderDetailPageQuery(), { id: gid }, { cookie: agent });
  expect(page.errors).toBeUndefined();
  expect(page.data!.order.__typename).toBe('QueryOrderSuccess');
  expect(JSON.stringify(page.data)).toContain('Customer asked for evening delivery');

  const transitions = await t.graphql(`query($id: ID!) { order(id: $id) { ... on QueryOrderSuccess { data { availableTransitions { to } } } } }`, { id: gid }, { cookie: agent });
  expect(transitions.data?.order.data.availableTransitions).toEqual([]);
  const moved = await t.graphql(`mutation($input: TransitionOrderInput!) { transitionOrder(input: $input) { __typename } }`, { input: { orderId: gid, to: 'PROCESSING' } }, { cookie: agent });
  expect(moved.errors?.[0]?.message).toBe('You do not have permission to do this.');
  const note = await t.graphql(`mutation($input: AddOrderNoteInput!) { addOrderNote(input: $input) { __typename } }`, { input: { orderId: gid, message: 'x', visibleToCustomer: false } }, { cookie: agent });
  expect(note.errors?.[0]?.message).toBe('You do not have permission to do this.');
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PLACED');

  // Another customer still finds nothing.
  const stranger = await newCustomer(t, 'stranger');
  const hidden = await t.graphql(`query($id: ID!) { order(id: $id) { __typename } }`, { id: gid }, { cookie: stranger.token });
  expect(hidden.data?.order.__typename).toBe('NotFoundError');
});
