/** The attack of issue 17: orders held with payment methods the shop does not offer take stock nobody can pay for. */
import { randomUUID } from 'node:crypto';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { cartNet, fillCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { createPaymentProviders, SandboxGateway } from '../payments/providers/index.ts';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on MutationPlaceOrderSuccess { order { number status } }
  ... on PaymentMethodUnavailableError { message code method } } }`;

describe('a shop with no payment gateway configured and the sandbox off (production without credentials)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      services: { payments: createPaymentProviders({ sandbox: false, sslcommerz: null, bkash: null }, new SandboxGateway()) },
    });
  });
  afterAll(() => t.close());

  it('offers only cash on delivery at checkout', async () => {
    const { data } = await t.graphql('{ checkoutPaymentMethods }');
    expect(data!.checkoutPaymentMethods).toEqual(['COD']);
  });

  it('refuses every online method before anything is held: stock, cart and orders unchanged', async () => {
    const { token, userId } = await newCustomer(t, 'hoarder');
    const book = await createBook(t.db.prisma, { title: 'Hoarded Book', price: taka(100), stock: 46 });
    await fillCart(t, userId, [{ productId: book.id, quantity: 46, source: 'home' }]);
    const net = await cartNet(t, userId);
    for (const paymentMethod of ['BKASH', 'SSLCOMMERZ', 'SANDBOX']) {
      const input = { idempotencyKey: randomUUID(), paymentMethod, deliveryPlace: 'DHAKA', name: 'Hoarder', phone: '01712345678', address: 'Road 1', district: 'Dhaka', expectedNetPoisha: net };
      const { data } = await t.graphql(PLACE, { input }, { cookie: token });
      expect(data!.placeOrder).toEqual({
        __typename: 'PaymentMethodUnavailableError',
        message: 'This payment method is not available right now. Please choose another one.',
        code: 'PAYMENT_METHOD_UNAVAILABLE',
        method: paymentMethod,
      });
    }
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(46);
    expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(0);
    expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(1);

    // Cash on delivery, which the checkout offers, still places the order.
    const cod = { idempotencyKey: randomUUID(), paymentMethod: 'COD', deliveryPlace: 'DHAKA', name: 'Buyer', phone: '01712345678', address: 'Road 1', district: 'Dhaka', expectedNetPoisha: net };
    const { data } = await t.graphql(PLACE, { input: cod }, { cookie: token });
    expect(data!.placeOrder).toMatchObject({ __typename: 'MutationPlaceOrderSuccess', order: { status: 'PLACED' } });
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(0);
  });
});

describe("a gateway's amount limits at checkout (issue 36 §7: SSLCommerz takes ৳10 to ৳5,00,000)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const OPTIONS = '{ cart { netPrice { amount } paymentMethods { method available unavailableReason } } }';

  it('shows SSLCommerz unavailable with its reason for a ৳9 order and refuses to place it with nothing held; ৳10 is offered', async () => {
    const { token, userId } = await newCustomer(t, 'smallorder');
    const cheap = await createEbook(t.db.prisma, { title: `Nine Taka Ebook ${randomUUID()}`, price: taka(9) });
    await fillCart(t, userId, [{ productId: cheap.id }], { deliveryPlace: null });
    const { data } = await t.graphql(OPTIONS, {}, { cookie: token });
    expect(data!.cart.netPrice.amount).toBe(taka(9));
    const reason = 'SSLCommerz takes payments of ৳10 or more; this order is ৳9.';
    expect(data!.cart.paymentMethods).toEqual([
      { method: 'COD', available: true, unavailableReason: null },
      { method: 'SSLCOMMERZ', available: false, unavailableReason: reason },
      { method: 'BKASH', available: true, unavailableReason: null },
    ]);

    const input = { idempotencyKey: randomUUID(), paymentMethod: 'SSLCOMMERZ', deliveryPlace: null, name: 'Small Buyer', phone: '01712345678', expectedNetPoisha: taka(9) };
    const refused = await t.graphql(PLACE, { input }, { cookie: token });
    expect(refused.data!.placeOrder).toEqual({
      __typename: 'PaymentMethodUnavailableError',
      message: `${reason} Please choose another payment method.`,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      method: 'SSLCOMMERZ',
    });
    expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(0);
    expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(1);

    // bKash has no such minimum: the same cart is placed with it.
    const bkash = await t.graphql(PLACE, { input: { ...input, idempotencyKey: randomUUID(), paymentMethod: 'BKASH' } }, { cookie: token });
    expect(bkash.data!.placeOrder).toMatchObject({ __typename: 'MutationPlaceOrderSuccess', order: { status: 'PENDING_PAYMENT' } });

    // At ৳10 SSLCommerz is offered and takes the order.
    const { token: token10, userId: user10 } = await newCustomer(t, 'tentaka');
    const ten = await createEbook(t.db.prisma, { title: `Ten Taka Ebook ${randomUUID()}`, price: taka(10) });
    await fillCart(t, user10, [{ productId: ten.id }], { deliveryPlace: null });
    const at10 = await t.graphql(OPTIONS, {}, { cookie: token10 });
    expect(at10.data!.cart.paymentMethods).toContainEqual({ method: 'SSLCOMMERZ', available: true, unavailableReason: null });
    const placed = await t.graphql(PLACE, { input: { ...input, idempotencyKey: randomUUID(), expectedNetPoisha: taka(10) } }, { cookie: token10 });
    expect(placed.data!.placeOrder).toMatchObject({ __typename: 'MutationPlaceOrderSuccess', order: { status: 'PENDING_PAYMENT' } });
  });
});
