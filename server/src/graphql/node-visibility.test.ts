/**
 * Issue 29, item 5: node(id:) and nodes(ids:) answer the same for a row the viewer may not read as
 * for an id of no row: null, no error. Today another customer's invoice answered
 * `__typename: "Invoice"` with FORBIDDEN, which tells the id exists.
 */
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../test/accounts.ts';
import { PHONES } from '../../test/authorization-matrix.ts';
import { createBook } from '../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../test/order-fixtures.ts';
import { SHIP } from '../../test/shipping-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { taka } from '../shared/money.ts';

let t: TestApp;
/** Global ids of one customer's invoice, order, shipment and credit note. */
let ids: Record<'Invoice' | 'Order' | 'Shipment' | 'CreditNote', string>;
const cookies: Record<'customer' | 'another' | 'admin', string> = { customer: '', another: '', admin: '' };

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  cookies.customer = await signInAs(t, 'customer', '198.51.100.21');
  cookies.another = await signInAs(t, 'fresh', '198.51.100.22');
  cookies.admin = await signInAs(t, 'admin', '198.51.100.23');
  const customer = (await prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } })).id;
  const book = await createBook(prisma, { title: 'Visibility Book', price: taka(300), stock: 10 });
  await fillCart(t, customer, [{ productId: book.id }]);
  const order = await placeCart(t, customer);
  const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  const shipped = await t.graphql(SHIP, { ids: [encodeGlobalID('Order', order.id)] }, { cookie: cookies.admin });
  expect(shipped.data?.shipOrders?.results?.[0]?.ok).toBe(true);
  const shipment = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } });
  const note = await prisma.creditNote.create({
    data: {
      invoiceId: invoice.id,
      orderId: order.id,
      fiscalYear: invoice.fiscalYear,
      serial: 900_001,
      number: 'CN-TEST-900001',
      amount: taka(50),
      reason: 'Test',
      snapshot: {},
    },
  });
  ids = {
    Invoice: encodeGlobalID('Invoice', invoice.id),
    Order: encodeGlobalID('Order', order.id),
    Shipment: encodeGlobalID('Shipment', shipment.id),
    CreditNote: encodeGlobalID('CreditNote', note.id),
  };
}, 60_000);
afterAll(() => t?.close());

const NODE = `query ($id: ID!) { node(id: $id) { __typename id } }`;
const NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;

async function ask(query: string, variables: Record<string, unknown>, role: 'anonymous' | 'customer' | 'another' | 'admin') {
  const { data, errors } = await t.graphql(query, variables, { cookie: role === 'anonymous' ? undefined : cookies[role], ip: '198.51.100.24' });
  return { data, errors };
}

describe.each(['Invoice', 'Order', 'Shipment', 'CreditNote'] as const)('%s', (type) => {
  it.each(['anonymous', 'another'] as const)('as %s: node(id:) of the row answers as node(id:) of no row', async (role) => {
    const unknown = encodeGlobalID(type, randomUUID());
    const ofUnknown = await ask(NODE, { id: unknown }, role);
    expect(ofUnknown).toEqual({ data: { node: null } });
    expect(await ask(NODE, { id: ids[type] }, role)).toEqual(ofUnknown);
    expect(await ask(NODES, { ids: [ids[type], unknown] }, role)).toEqual({ data: { nodes: [null, null] } });
  });

  it.each(['customer', 'admin'] as const)('as %s, who may read it: node(id:) answers the row', async (role) => {
    expect(await ask(NODE, { id: ids[type] }, role)).toEqual({ data: { node: { __typename: type, id: ids[type] } } });
  });
});

it('answers a field of a node the viewer may not read as null too, not as a refusal of the field', async () => {
  const read = `query ($id: ID!) { node(id: $id) { ... on Invoice { number total { amount } } } }`;
  expect(await ask(read, { id: ids.Invoice }, 'another')).toEqual({ data: { node: null } });
  const own = await ask(read, { id: ids.Invoice }, 'customer');
  expect(own.errors).toBeUndefined();
  expect(own.data?.node?.number).toEqual(expect.any(String));
});
