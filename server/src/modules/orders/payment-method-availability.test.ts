/** The attack of issue 17: orders held with payment methods the shop does not offer take stock nobody can pay for. */
import { randomUUID } from 'node:crypto';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
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
