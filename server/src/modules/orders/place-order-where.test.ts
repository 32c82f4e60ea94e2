/** Where a parcel goes (district → delivery place, enforced) and orders with nothing to pay (placed as paid, no gateway). */
import { randomUUID } from 'node:crypto';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { cartNet, fillCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DISTRICTS, deliveryPlaceOf, findDistrict, guessDistrict, searchDistricts } from '../../shared/districts.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on MutationPlaceOrderSuccess { order { status paymentStatus deliveryPlace address district deliveryCharge { amount } netTotal { amount } } }
  ... on ValidationError { message fields { field message } } } }`;

describe('the district list', () => {
  it('holds 64 districts with distinct English and Bangla names, found by either, any case or an older spelling', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map((d) => d.name)).size).toBe(64);
    expect(new Set(DISTRICTS.map((d) => d.bn)).size).toBe(64);
    expect(findDistrict('চট্টগ্রাম')?.name).toBe('Chattogram');
    expect(findDistrict('  chittagong ')?.name).toBe('Chattogram');
    expect(findDistrict('Dhaka District')?.name).toBe('Dhaka');
    expect(findDistrict('coxs bazar')?.name).toBe("Cox's Bazar");
    expect(findDistrict('Atlantis')).toBeNull();
    expect(guessDistrict('Agrabad, Chittagong')?.name).toBe('Chattogram');
    expect(searchDistricts('ra')[0]?.name).toBe('Rajbari');
    expect(searchDistricts('বরি').map((d) => d.name)).toEqual(['Barishal']);
  });

  it('puts Dhaka district inside Dhaka and every other district outside', () => {
    expect(DISTRICTS.filter((d) => deliveryPlaceOf(d) === 'DHAKA').map((d) => d.name)).toEqual(['Dhaka']);
  });
});

describe('placing an order to a district', () => {
  async function bookInCart(label: string) {
    const { token, userId } = await newCustomer(t, label);
    const book = await createBook(t.db.prisma, { title: `Book for ${label}`, price: taka(300), stock: 5 });
    await fillCart(t, userId, [{ productId: book.id }], { deliveryPlace: null });
    return { token, userId, book };
  }
  const base = { paymentMethod: 'COD', name: 'Karim', phone: '01712345678', address: 'House 3, Road 4, Agrabad' };

  it('refuses Chattogram with Inside Dhaka, and a district not on the list, changing nothing', async () => {
    const { token, userId, book } = await bookInCart('mismatch');
    const net = await cartNet(t, userId);
    const mismatched = await t.graphql(PLACE, { input: { ...base, idempotencyKey: randomUUID(), deliveryPlace: 'DHAKA', district: 'Chattogram', expectedNetPoisha: net } }, { cookie: token });
    expect(mismatched.data!.placeOrder).toEqual({
      __typename: 'ValidationError',
      message: expect.any(String),
      fields: [{ field: 'deliveryPlace', message: 'Chattogram is outside Dhaka: choose Outside Dhaka for this address (Inside Dhaka is for Dhaka district only).' }],
    });
    const unknown = await t.graphql(PLACE, { input: { ...base, idempotencyKey: randomUUID(), deliveryPlace: 'OUTSIDE_DHAKA', district: 'Atlantis', expectedNetPoisha: net } }, { cookie: token });
    expect(unknown.data!.placeOrder.fields).toEqual([{ field: 'district', message: 'Choose your district from the list' }]);
    const missing = await t.graphql(PLACE, { input: { ...base, idempotencyKey: randomUUID(), deliveryPlace: 'OUTSIDE_DHAKA', expectedNetPoisha: net } }, { cookie: token });
    expect(missing.data!.placeOrder.fields).toEqual([{ field: 'district', message: 'Choose your district' }]);
    expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(0);
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(5);
    expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(1);
  });

  it('takes the place from the district when none is sent (Bangla name), and charges for it', async () => {
    const { token, userId } = await bookInCart('derived');
    // The cart has no place yet: the total the shopper saw at checkout is the one to Chattogram (outside Dhaka).
    await t.db.prisma.cart.update({ where: { userId }, data: { deliveryPlace: 'OUTSIDE_DHAKA' } });
    const net = await cartNet(t, userId);
    await t.db.prisma.cart.update({ where: { userId }, data: { deliveryPlace: null } });
    const { data } = await t.graphql(PLACE, { input: { ...base, idempotencyKey: randomUUID(), district: 'চট্টগ্রাম', expectedNetPoisha: net } }, { cookie: token });
    expect(data!.placeOrder).toMatchObject({
      __typename: 'MutationPlaceOrderSuccess',
      order: { status: 'PLACED', deliveryPlace: 'OUTSIDE_DHAKA', district: 'Chattogram', address: 'House 3, Road 4, Agrabad, Chattogram', deliveryCharge: { amount: taka(60) } },
    });
  });

  it('places an order a coupon pays in full as paid, without a gateway, and opens its ebook', async () => {
    const { token, userId } = await newCustomer(t, 'free');
    const ebook = await createEbook(t.db.prisma, { title: 'Free with coupon', price: taka(150) });
    const coupon = await t.db.prisma.coupon.create({ data: { code: `ALL${Date.now()}`, discountType: 'PERCENT', value: 100, createdByRole: 'admin' } });
    await fillCart(t, userId, [{ productId: ebook.id }], { couponId: coupon.id, deliveryPlace: null });
    expect(await cartNet(t, userId)).toBe(0);
    const { data } = await t.graphql(
      PLACE,
      { input: { idempotencyKey: randomUUID(), paymentMethod: 'SANDBOX', name: 'Karim', phone: '01712345678', expectedNetPoisha: 0 } },
      { cookie: token },
    );
    expect(data!.placeOrder).toMatchObject({ __typename: 'MutationPlaceOrderSuccess', order: { status: 'PLACED', paymentStatus: 'PAID', netTotal: { amount: 0 } } });
    const order = await t.db.prisma.order.findFirstOrThrow({ where: { customerId: userId } });
    expect(order.expiresAt).toBeNull();
    expect(order.paidAt).not.toBeNull();
    expect(await t.db.prisma.payment.count({ where: { orderId: order.id } })).toBe(0);
    expect(await t.db.prisma.entitlementGrant.findFirst({ where: { userId, productId: ebook.id, revokedAt: null } })).not.toBeNull();
    expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
  });
});
