/** The cart through GraphQL: lines, summary, delivery places and rules, coupons and their rules, typed errors. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { CART_SUMMARY, cartQuery, newCustomer, restJson } from '../../../test/cart-helpers.ts';
import { createBook, createBundle, createContent, createEbook, createStationery, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { placeCart } from '../../../test/order-fixtures.ts';
import { orderFacts } from '../orders/order-transitions.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const FRAGMENTS: Record<string, string> = {
  ValidationError: '... on ValidationError { fields { field message } }',
  OutOfStockError: '... on OutOfStockError { available requested productTitle }',
  CouponInvalidError: '... on CouponInvalidError { reason couponCode }',
  NotFoundError: '... on NotFoundError { what }',
};
const ERRORS: Record<string, string[]> = {
  addToCart: ['ValidationError', 'NotFoundError', 'OutOfStockError'],
  updateCartLineQuantity: ['ValidationError', 'NotFoundError', 'OutOfStockError'],
  removeCartLine: ['NotFoundError'],
  applyCoupon: ['ValidationError', 'CouponInvalidError'],
  setDeliveryPlace: ['ValidationError'],
};
const result = (field: string) => `__typename ... on Error { message code } ${(ERRORS[field] ?? []).map((type) => FRAGMENTS[type]).join(' ')}`;

async function mutate(field: string, input: Record<string, unknown> | null, cookie: string) {
  const args = input ? '($input: ' + inputType(field) + '!)' : '';
  const call = input ? `${field}(input: $input)` : field;
  const selection = field === 'removeCoupon' ? CART_SUMMARY : `${result(field)} ... on Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success { cart { ${CART_SUMMARY} } }`;
  const answer = await t.graphql(`mutation${args} { ${call} { ${selection} } }`, input ? { input } : {}, { cookie });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data![field];
}
const inputType = (field: string) => `${field[0]!.toUpperCase()}${field.slice(1)}Input`;

const add = (cookie: string, productId: string, extra: Record<string, unknown> = {}) => mutate('addToCart', { productId, ...extra }, cookie);
const lineId = (cart: { lines: { id: string; product: { id: string } }[] }, productId: string) =>
  cart.lines.find((l) => l.product.id === productId)!.id;

describe('lines', () => {
  it('adds, changes and removes lines, with typed errors', async () => {
    const { token } = await newCustomer(t, 'lines');
    const book = await createBook(t.db.prisma, { title: 'Biology', price: taka(400), stock: 3 });
    const ebook = await createEbook(t.db.prisma, { title: 'Biology Ebook', price: taka(150) });
    const bookId = productGlobalId(book);

    const empty = await cartQuery(t, token);
    expect(empty).toMatchObject({ qty: 0, lines: [], totalPrice: { amount: 0, formatted: '৳0' }, deliveryPlace: null, coupon: null });

    const added = await add(token, bookId, { source: 'product-page' });
    expect(added.__typename).toBe('MutationAddToCartSuccess');
    expect(added.cart).toMatchObject({ qty: 1, totalPrice: { amount: 40000 }, netPrice: { amount: 40000, formatted: '৳400' } });
    expect(added.cart.lines[0]).toMatchObject({
      quantity: 1,
      source: 'product-page',
      unitPrice: { amount: 40000 },
      lineTotal: { amount: 40000 },
      available: true,
      maxQuantity: 3,
      product: { __typename: 'Book', id: bookId, title: 'Biology', kind: 'BOOK' },
    });
    expect(added.cart.lines[0].id).toBe(encodeGlobalID('CartLine', (await t.db.prisma.cartLine.findFirstOrThrow({ where: { productId: book.id } })).id));

    const tooMany = await add(token, bookId, { quantity: 3 });
    expect(tooMany).toMatchObject({ __typename: 'OutOfStockError', code: 'OUT_OF_STOCK', available: 3, requested: 4, productTitle: 'Biology' });
    expect(await add(token, bookId, { quantity: 0 })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'quantity' }] });
    expect(await add(token, encodeGlobalID('Book', '00000000-0000-4000-8000-000000000000'))).toMatchObject({ __typename: 'NotFoundError', what: 'Product' });
    // A Book id naming an ebook row is not found: the global id's type must match the row.
    expect(await add(token, encodeGlobalID('Book', ebook.id))).toMatchObject({ __typename: 'NotFoundError' });
    expect(await add(token, productGlobalId(ebook), { quantity: 2 })).toMatchObject({ __typename: 'ValidationError' });
    expect((await add(token, productGlobalId(ebook))).cart.qty).toBe(2);

    const cart = await cartQuery(t, token);
    const line = lineId(cart, bookId);
    const changed = await mutate('updateCartLineQuantity', { lineId: line, quantity: 3 }, token);
    expect(changed.__typename).toBe('MutationUpdateCartLineQuantitySuccess');
    expect(changed.cart.totalPrice.amount).toBe(3 * 40000 + 15000);
    expect(await mutate('updateCartLineQuantity', { lineId: line, quantity: 4 }, token)).toMatchObject({ __typename: 'OutOfStockError', available: 3 });
    expect(await mutate('updateCartLineQuantity', { lineId: lineId(cart, productGlobalId(ebook)), quantity: 2 }, token)).toMatchObject({
      __typename: 'ValidationError',
    });
    expect(await mutate('updateCartLineQuantity', { lineId: 'CartLine:nope', quantity: 1 }, token)).toMatchObject({ __typename: 'NotFoundError' });

    // Stock went down after the add: lowering the quantity is still allowed, raising it is not.
    await t.db.prisma.product.update({ where: { id: book.id }, data: { stock: 1 } });
    expect((await mutate('updateCartLineQuantity', { lineId: line, quantity: 2 }, token)).cart.lines[0].quantity).toBe(2);
    expect(await mutate('updateCartLineQuantity', { lineId: line, quantity: 3 }, token)).toMatchObject({ __typename: 'OutOfStockError', available: 1 });

    const removed = await mutate('removeCartLine', { lineId: line }, token);
    expect(removed.__typename).toBe('MutationRemoveCartLineSuccess');
    expect(removed.cart.lines).toHaveLength(1);
    expect(await mutate('removeCartLine', { lineId: line }, token)).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('leaves an unpublished product in the cart but out of the totals', async () => {
    const { token } = await newCustomer(t, 'unpublished');
    const book = await createBook(t.db.prisma, { title: 'Withdrawn', price: taka(200), stock: 5 });
    const kept = await createBook(t.db.prisma, { title: 'Kept', price: taka(100), stock: 5 });
    await add(token, productGlobalId(book));
    await add(token, productGlobalId(kept));
    await t.db.prisma.product.update({ where: { id: book.id }, data: { published: false } });
    const cart = await cartQuery(t, token);
    expect(cart.lines.map((l: { available: boolean }) => l.available)).toEqual([false, true]);
    expect(cart).toMatchObject({ qty: 1, totalPrice: { amount: 10000 } });
    expect((await restJson(t, 'GET', '/api/cart/info', undefined, token)).body).toMatchObject({ qty: 1, totalPrice: 100 });
  });

  it('keeps stationery variants apart, each with its own stock', async () => {
    const { token } = await newCustomer(t, 'variants');
    const pen = await createStationery(t.db.prisma, {
      title: 'Pen',
      price: taka(15),
      variants: [
        { label: 'Blue', stock: 2 },
        { label: 'Red', stock: 5 },
      ],
    });
    const variants = await t.db.prisma.productVariant.findMany({ where: { productId: pen.id }, orderBy: { position: 'asc' } });
    const id = productGlobalId(pen);
    expect(await add(token, id)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'variantId', message: 'Choose one of: Blue, Red.' }] });
    await add(token, id, { variantId: variants[0]!.id, quantity: 2 });
    expect(await add(token, id, { variantId: variants[0]!.id })).toMatchObject({ __typename: 'OutOfStockError', productTitle: 'Pen (Blue)' });
    const cart = (await add(token, id, { variantId: variants[1]!.id, quantity: 4 })).cart;
    expect(cart.lines.map((l: { variantLabel: string; quantity: number; maxQuantity: number }) => [l.variantLabel, l.quantity, l.maxQuantity])).toEqual([
      ['Blue', 2, 2],
      ['Red', 4, 5],
    ]);
    expect(cart.hasStationery).toBe(true);
  });
});

describe('delivery', () => {
  it('charges a book and a stationery item 40 Taka in Dhaka, then 60 outside (replaced, not added)', async () => {
    const { token } = await newCustomer(t, 'delivery');
    const book = await createBook(t.db.prisma, { title: 'Delivery Book', price: taka(300), stock: 5 });
    const pen = await createStationery(t.db.prisma, { title: 'Delivery Pen', price: taka(10), stock: 5 });
    await add(token, productGlobalId(book));
    const before = await add(token, productGlobalId(pen));
    expect(before.cart).toMatchObject({ deliveryCharges: { amount: 0 }, needsDelivery: true, hasStationery: true, deliveryPlace: null });

    const dhaka = await mutate('setDeliveryPlace', { place: 'DHAKA' }, token);
    expect(dhaka.cart).toMatchObject({ deliveryPlace: 'DHAKA', deliveryCharges: { amount: 4000 }, netPrice: { amount: 31000 + 4000 } });
    const outside = await mutate('setDeliveryPlace', { place: 'OUTSIDE_DHAKA' }, token);
    expect(outside.cart).toMatchObject({ deliveryPlace: 'OUTSIDE_DHAKA', deliveryCharges: { amount: 6000 }, netPrice: { amount: 31000 + 6000 } });
    const back = await mutate('setDeliveryPlace', { place: 'DHAKA' }, token);
    expect(back.cart.deliveryCharges.amount).toBe(4000);
  });

  it('does not deliver digital-only carts', async () => {
    const { token } = await newCustomer(t, 'digital');
    const ebook = await createEbook(t.db.prisma, { title: 'Only Ebook', price: taka(90) });
    await add(token, productGlobalId(ebook));
    const cart = (await mutate('setDeliveryPlace', { place: 'OUTSIDE_DHAKA' }, token)).cart;
    expect(cart).toMatchObject({ needsDelivery: false, deliveryCharges: { amount: 0 }, netPrice: { amount: 9000 } });
  });

  it('charges no delivery for a bundle holding only ebooks and courses, and charges a bundle with a book', async () => {
    const { token, userId } = await newCustomer(t, 'digital-bundle');
    const ebook = await createEbook(t.db.prisma, { title: 'Bundled Ebook Only', price: taka(120) });
    const ebook2 = await createEbook(t.db.prisma, { title: 'Second Bundled Ebook', price: taka(90) });
    const course = await createContent(t.db.prisma, { title: 'Bundled Course Only', price: taka(300) });
    const book = await createBook(t.db.prisma, { title: 'Bundled Paper Book', price: taka(200), stock: 5 });
    const single = await createBundle(t.db.prisma, { title: 'One Ebook Bundle', price: taka(100), stock: 5, year: 2026, items: [{ productId: ebook.id }] });
    const both = await createBundle(t.db.prisma, { title: 'Ebook And Course Bundle', price: taka(350), stock: 5, year: 2026, items: [{ productId: ebook2.id }, { productId: course.id }] });
    const mixed = await createBundle(t.db.prisma, { title: 'Paper Book Bundle', price: taka(280), stock: 5, year: 2026, items: [{ productId: book.id }] });

    await add(token, productGlobalId(single));
    const cart = (await mutate('setDeliveryPlace', { place: 'DHAKA' }, token)).cart;
    expect(cart).toMatchObject({ needsDelivery: false, deliveryCharges: { amount: 0 }, netPrice: { amount: 10000 } });
    await add(token, productGlobalId(both));
    expect(await cartQuery(t, token)).toMatchObject({ needsDelivery: false, deliveryCharges: { amount: 0 }, netPrice: { amount: 45000 } });

    // Placed online: no delivery charge, no address asked; staff fulfil it as a digital order (nothing to ship).
    const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
    expect(order).toMatchObject({ deliveryCharge: 0, netTotal: 45000, deliveryPlace: null });
    expect((await orderFacts(t.db.prisma, order)).hasPhysicalGoods).toBe(false);

    // A bundle with a paper book in it ships, at the bundle's zone charge.
    await add(token, productGlobalId(mixed));
    expect(await cartQuery(t, token)).toMatchObject({ needsDelivery: true, deliveryCharges: { amount: 4000 }, netPrice: { amount: 32000 } });
  });

  it('follows the zone rules admins edit for books and bundles, free above a threshold', async () => {
    const { token } = await newCustomer(t, 'zones');
    const book = await createBook(t.db.prisma, { title: 'Zone Book', price: taka(500), stock: 5 });
    await add(token, productGlobalId(book));
    expect((await mutate('setDeliveryPlace', { place: 'DHAKA' }, token)).cart.deliveryCharges.amount).toBe(4000);

    const update = (input: Record<string, unknown>) =>
      t.graphql(
        `mutation($input: UpdateDeliveryRuleInput!) { updateDeliveryRule(input: $input) {
          __typename ... on ValidationError { fields { field message } }
          ... on MutationUpdateDeliveryRuleSuccess { rule { place kind charge { amount } freeAbove { amount } editable } } } }`,
        { input },
        { cookie: admin },
      );
    const changed = await update({ place: 'DHAKA', kind: 'BOOK', charge: 8000 });
    expect(changed.data!.updateDeliveryRule).toMatchObject({ rule: { place: 'DHAKA', kind: 'BOOK', charge: { amount: 8000 }, freeAbove: null, editable: true } });
    expect((await cartQuery(t, token)).deliveryCharges.amount).toBe(8000);

    // One parcel: the higher of the book rule and the stationery charge.
    const pen = await createStationery(t.db.prisma, { title: 'Zone Pen', price: taka(10), stock: 5 });
    await add(token, productGlobalId(pen));
    expect((await cartQuery(t, token)).deliveryCharges.amount).toBe(8000);
    await update({ place: 'DHAKA', kind: 'BOOK', charge: 8000, freeAbove: taka(500) });
    expect((await cartQuery(t, token)).deliveryCharges.amount).toBe(4000);

    expect((await update({ place: 'DHAKA', kind: 'STATIONERY', charge: 1 })).data!.updateDeliveryRule.__typename).toBe('ValidationError');
    expect((await update({ place: 'DHAKA', kind: 'BOOK', charge: -1 })).data!.updateDeliveryRule).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'charge', message: 'The charge cannot be negative' }],
    });
    const audit = await t.db.prisma.auditEvent.findFirst({ where: { action: 'delivery.rule_updated' }, orderBy: { createdAt: 'desc' } });
    expect(audit?.details).toMatchObject({ place: 'DHAKA', kind: 'BOOK', charge: 8000, freeAbove: 50000 });

    const rules = (await t.graphql('{ deliveryRules { place kind charge { amount } editable } }')).data!.deliveryRules;
    expect(rules).toHaveLength(6);
    expect(rules).toEqual(
      expect.arrayContaining([
        { place: 'DHAKA', kind: 'STATIONERY', charge: { amount: 4000 }, editable: false },
        { place: 'OUTSIDE_DHAKA', kind: 'STATIONERY', charge: { amount: 6000 }, editable: false },
        { place: 'DHAKA', kind: 'BOOK', charge: { amount: 8000 }, editable: true },
        { place: 'OUTSIDE_DHAKA', kind: 'BUNDLE', charge: { amount: 6000 }, editable: true },
      ]),
    );
    await update({ place: 'DHAKA', kind: 'BOOK', charge: 4000, freeAbove: null });
  });
});

describe('coupons on the cart', () => {
  let academicBook: { id: string; kind: 'BOOK' };
  let medicalBook: { id: string; kind: 'BOOK' };
  let pen: { id: string; kind: 'STATIONERY' };

  const coupon = (data: Partial<Prisma.CouponUncheckedCreateInput> & { code: string }) =>
    t.db.prisma.coupon.create({ data: { discountType: 'PERCENT', value: 10, createdByRole: 'admin', ...data } });

  beforeAll(async () => {
    academicBook = (await createBook(t.db.prisma, { title: 'Cycle Book', price: taka(1000), stock: 50, section: 'cycle' })) as typeof academicBook;
    medicalBook = (await createBook(t.db.prisma, { title: 'Medical Book', price: taka(800), stock: 50, section: 'medical' })) as typeof medicalBook;
    pen = (await createStationery(t.db.prisma, { title: 'Coupon Pen', price: taka(50), stock: 50 })) as typeof pen;
  });

  async function cartWith(label: string, items: { id: string; kind: 'BOOK' | 'STATIONERY' }[]) {
    const customer = await newCustomer(t, label);
    for (const item of items) await add(customer.token, productGlobalId(item));
    return customer;
  }
  const apply = (token: string, code: string) => mutate('applyCoupon', { code }, token);

  it('applies a percentage, rounded down to whole Taka and capped', async () => {
    await coupon({ code: 'PCT15', value: 15, maxDiscount: taka(200) });
    await coupon({ code: 'PCT7', value: 7 });
    const { token } = await cartWith('pct', [academicBook, pen]);
    const applied = await apply(token, 'pct15');
    expect(applied.__typename).toBe('MutationApplyCouponSuccess');
    // 15% of ৳1,050 is ৳157.50 → ৳157.
    expect(applied.cart).toMatchObject({
      coupon: { code: 'PCT15', label: '15% off, up to ৳200', discountType: 'PERCENT', value: 15 },
      discountedAmount: { amount: 15700 },
      netPrice: { amount: 105000 - 15700 },
      couponNotice: null,
    });
    await add(token, productGlobalId(academicBook));
    expect((await cartQuery(t, token)).discountedAmount.amount).toBe(20000);
    // 7% of ৳2,050 = ৳143.50 → ৳143.
    expect((await apply(token, 'PCT7')).cart.discountedAmount.amount).toBe(14300);
  });

  it('never takes off more than the goods it applies to', async () => {
    await coupon({ code: 'FIXED5000', discountType: 'FIXED', value: taka(5000) });
    await coupon({ code: 'PENS100', discountType: 'FIXED', value: taka(100), kinds: ['STATIONERY'] });
    const { token } = await cartWith('fixed', [academicBook, pen]);
    expect((await apply(token, 'FIXED5000')).cart).toMatchObject({ discountedAmount: { amount: 105000 }, netPrice: { amount: 0 } });
    const dhaka = await mutate('setDeliveryPlace', { place: 'DHAKA' }, token);
    expect(dhaka.cart).toMatchObject({ discountedAmount: { amount: 105000 }, deliveryCharges: { amount: 4000 }, netPrice: { amount: 4000 } });
    expect((await apply(token, 'PENS100')).cart).toMatchObject({ discountedAmount: { amount: 5000 } });
  });

  it('answers CouponInvalidError with the reason for each rule', async () => {
    const now = Date.now();
    await coupon({ code: 'LATER', startsAt: new Date(now + 86_400_000) });
    await coupon({ code: 'OVER', endsAt: new Date(now - 1000) });
    await coupon({ code: 'OFF', active: false });
    await coupon({ code: 'USEDUP', usageLimit: 3, usedCount: 3 });
    await coupon({ code: 'BIGORDER', minOrder: taka(5000) });
    await coupon({ code: 'PENSONLY', kinds: ['STATIONERY'] });
    await coupon({ code: 'EBOOKS', kinds: ['EBOOK'] });
    const medical = await t.db.prisma.section.findUniqueOrThrow({ where: { slug: 'medical' } });
    const academic = await t.db.prisma.section.findUniqueOrThrow({ where: { slug: 'academic' } });
    await coupon({ code: 'MEDICAL', sections: { create: { sectionId: medical.id } } });
    await coupon({ code: 'ACADEMIC', sections: { create: { sectionId: academic.id } } });
    const once = await coupon({ code: 'ONCE', perUserLimit: 1 });

    const { token, userId } = await cartWith('rules', [academicBook]);
    await t.db.prisma.couponRedemption.create({ data: { couponId: once.id, userId, discount: 100 } });
    const cases: [string, string, string][] = [
      ['NOPE', 'NOT_FOUND', 'This coupon code does not exist.'],
      ['LATER', 'NOT_STARTED', 'This coupon cannot be used yet.'],
      ['OVER', 'EXPIRED', 'This coupon has expired.'],
      ['OFF', 'INACTIVE', 'This coupon is no longer active.'],
      ['USEDUP', 'USAGE_LIMIT_REACHED', 'This coupon has been used up.'],
      ['ONCE', 'PER_USER_LIMIT_REACHED', 'You have already used this coupon.'],
      ['BIGORDER', 'MIN_ORDER_NOT_MET', 'Spend at least ৳5,000 to use this coupon.'],
      ['PENSONLY', 'NOT_APPLICABLE', 'This coupon does not apply to anything in your cart.'],
      ['EBOOKS', 'NOT_APPLICABLE', 'This coupon does not apply to anything in your cart.'],
      ['MEDICAL', 'NOT_APPLICABLE', 'This coupon does not apply to anything in your cart.'],
    ];
    for (const [code, reason, message] of cases) {
      expect([code, await apply(token, code)]).toEqual([
        code,
        { __typename: 'CouponInvalidError', code: 'COUPON_INVALID', reason, couponCode: code, message },
      ]);
    }
    expect((await cartQuery(t, token)).coupon).toBeNull();
    // A section covers its sub-sections: the cycle book is in academic/cycle.
    expect((await apply(token, 'ACADEMIC')).cart.discountedAmount.amount).toBe(10000);
    expect(await apply(token, '')).toMatchObject({ __typename: 'ValidationError' });
  });

  it('drops a coupon that stops applying, saying why, and counts it again only when re-applied', async () => {
    await coupon({ code: 'MIN1500', discountType: 'FIXED', value: taka(100), minOrder: taka(1500) });
    const { token, userId } = await cartWith('drop', [academicBook, academicBook]);
    expect((await apply(token, 'MIN1500')).cart.discountedAmount.amount).toBe(10000);
    const cart = await cartQuery(t, token);
    const lowered = await mutate('updateCartLineQuantity', { lineId: cart.lines[0].id, quantity: 1 }, token);
    expect(lowered.cart).toMatchObject({
      coupon: null,
      discountedAmount: { amount: 0 },
      couponNotice: { code: 'MIN1500', reason: 'MIN_ORDER_NOT_MET', message: expect.stringContaining('Spend at least ৳1,500') },
    });
    const stored = await t.db.prisma.cart.findUniqueOrThrow({ where: { userId } });
    expect(stored).toMatchObject({ couponId: null, droppedCouponCode: 'MIN1500', droppedCouponReason: 'MIN_ORDER_NOT_MET' });
    await mutate('updateCartLineQuantity', { lineId: cart.lines[0].id, quantity: 2 }, token);
    expect((await cartQuery(t, token)).coupon).toBeNull();
    expect((await apply(token, 'MIN1500')).cart).toMatchObject({ coupon: { code: 'MIN1500' }, couponNotice: null });
  });

  it('shows a coupon switched off by staff as not applying, on the next read', async () => {
    const made = await coupon({ code: 'SWITCHOFF', discountType: 'FIXED', value: taka(50) });
    const { token } = await cartWith('switchoff', [medicalBook]);
    await apply(token, 'SWITCHOFF');
    await t.db.prisma.coupon.update({ where: { id: made.id }, data: { active: false } });
    expect(await cartQuery(t, token)).toMatchObject({
      coupon: null,
      discountedAmount: { amount: 0 },
      couponNotice: { code: 'SWITCHOFF', reason: 'INACTIVE' },
    });
    expect((await restJson(t, 'GET', '/api/cart/info', undefined, token)).body).toMatchObject({ couponId: null, discountedAmount: 0 });
    const removed = await mutate('removeCoupon', null, token);
    expect(removed).toMatchObject({ coupon: null, couponNotice: null });
  });
});
