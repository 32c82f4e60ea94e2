/** The customer's read of their own payment attempts and orders for the outcome pages, and the checkout's payment methods. */
import { randomUUID } from 'node:crypto';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { applyVerifiedPayment } from './payments.service.ts';
import { UnavailableProvider } from './providers/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const START = `mutation($id: ID!) { startOrderPayment(input: { orderId: $id }) { __typename
  ... on MutationStartOrderPaymentSuccess { data { tranId redirectUrl } } } }`;
const VIEWER_PAYMENT = `query($tranId: String!) { viewerPayment(tranId: $tranId) { __typename
  ... on Error { message code }
  ... on QueryViewerPaymentSuccess { data { tranId method paid amount { amount }
    order { number status paymentStatus lines { title kind } entitlements { active product { title } } } } } } }`;
const BY_NUMBER = `query($number: String!) { viewerOrderByNumber(number: $number) { __typename
  ... on Error { message code }
  ... on QueryViewerOrderByNumberSuccess { data { id number payable } } } }`;

async function ebookOrder() {
  const owner = await newCustomer(t, 'payer');
  const ebook = await createEbook(t.db.prisma, { title: `Outcome Ebook ${randomUUID().slice(0, 6)}`, price: taka(150) });
  await fillCart(t, owner.userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const order = await placeCart(t, owner.userId, { paymentMethod: 'SSLCOMMERZ' });
  const gid = Buffer.from(`Order:${order.id}`).toString('base64');
  const started = await t.graphql(START, { id: gid }, { cookie: owner.token });
  expect(started.errors).toBeUndefined();
  expect(started.data!.startOrderPayment.__typename).toBe('MutationStartOrderPaymentSuccess');
  return { owner, ebook, order, gid, tranId: started.data!.startOrderPayment.data.tranId as string };
}

it("shows the customer their own attempt and its order, unpaid then paid with the ebook unlocked", async () => {
  const { owner, ebook, order, tranId } = await ebookOrder();

  const before = await t.graphql(VIEWER_PAYMENT, { tranId }, { cookie: owner.token });
  expect(before.errors).toBeUndefined();
  expect(before.data!.viewerPayment).toEqual({
    __typename: 'QueryViewerPaymentSuccess',
    data: {
      tranId,
      method: 'SSLCOMMERZ',
      paid: false,
      amount: { amount: order.netTotal },
      order: { number: order.number, status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID', lines: [{ title: ebook.title, kind: 'EBOOK' }], entitlements: [] },
    },
  });

  const applied = await applyVerifiedPayment(serviceCtx(t, owner.userId), {
    status: 'PAID',
    tranId,
    amountPoisha: order.netTotal,
    providerReference: `ref-${randomUUID()}`,
    raw: {},
  });
  expect(applied.outcome).toBe('PAID');

  const after = await t.graphql(VIEWER_PAYMENT, { tranId }, { cookie: owner.token });
  expect(after.data!.viewerPayment.data).toMatchObject({
    paid: true,
    order: { status: 'PLACED', paymentStatus: 'PAID', entitlements: [{ active: true, product: { title: ebook.title } }] },
  });
});

it("answers NotFoundError alike for another customer's attempt and for an unknown one, and refuses the signed-out", async () => {
  const { tranId } = await ebookOrder();
  const stranger = await newCustomer(t, 'stranger');
  const foreign = await t.graphql(VIEWER_PAYMENT, { tranId }, { cookie: stranger.token });
  const unknown = await t.graphql(VIEWER_PAYMENT, { tranId: 'PG-2026-999999-ABCDEF' }, { cookie: stranger.token });
  const empty = await t.graphql(VIEWER_PAYMENT, { tranId: '' }, { cookie: stranger.token });
  expect(foreign.data!.viewerPayment).toEqual({ __typename: 'NotFoundError', message: 'No such payment.', code: 'NOT_FOUND' });
  expect(unknown.data!.viewerPayment).toEqual(foreign.data!.viewerPayment);
  expect(empty.data!.viewerPayment).toEqual(foreign.data!.viewerPayment);

  const anonymous = await t.graphql(VIEWER_PAYMENT, { tranId });
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

it('finds the viewer’s own order by its number for the payment-failed page, and nobody else’s', async () => {
  const { owner, order, gid } = await ebookOrder();
  const own = await t.graphql(BY_NUMBER, { number: order.number }, { cookie: owner.token });
  expect(own.data!.viewerOrderByNumber).toEqual({ __typename: 'QueryViewerOrderByNumberSuccess', data: { id: gid, number: order.number, payable: true } });

  const stranger = await newCustomer(t, 'stranger');
  const foreign = await t.graphql(BY_NUMBER, { number: order.number }, { cookie: stranger.token });
  const unknown = await t.graphql(BY_NUMBER, { number: 'PG-1999-000001' }, { cookie: stranger.token });
  expect(foreign.data!.viewerOrderByNumber).toEqual({ __typename: 'NotFoundError', message: 'No such order.', code: 'NOT_FOUND' });
  expect(unknown.data!.viewerOrderByNumber).toEqual(foreign.data!.viewerOrderByNumber);
});

it('lists cash on delivery and the online gateways the shop has, dropping one that is not available', async () => {
  const methods = async () => (await t.graphql('{ checkoutPaymentMethods }')).data!.checkoutPaymentMethods;
  expect(await methods()).toEqual(['COD', 'SSLCOMMERZ', 'BKASH']);
  const bkash = t.services.payments.BKASH;
  t.services.payments.BKASH = new UnavailableProvider('BKASH');
  try {
    expect(await methods()).toEqual(['COD', 'SSLCOMMERZ']);
  } finally {
    t.services.payments.BKASH = bkash;
  }
});

it('keeps a physical order to its owner too', async () => {
  const owner = await newCustomer(t, 'parcel');
  const book = await createBook(t.db.prisma, { title: `Parcel Book ${randomUUID().slice(0, 6)}`, price: taka(200), stock: 3 });
  await fillCart(t, owner.userId, [{ productId: book.id }]);
  const order = await placeCart(t, owner.userId);
  const own = await t.graphql(BY_NUMBER, { number: order.number }, { cookie: owner.token });
  expect(own.data!.viewerOrderByNumber.data).toMatchObject({ number: order.number, payable: false });
});
