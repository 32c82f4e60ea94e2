/** Contract tests of the cart REST shim (seed §7): statuses, body field names and values, error bodies. */
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer, restJson } from '../../../test/cart-helpers.ts';
import { createBook, createContent, createEbook, createStationery } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
let customer: string;
let other: string;
const products: Record<string, { id: string; slug: string }> = {};

const SEED_FIELDS = ['qty', 'totalPrice', 'discountedAmount', 'netPrice', 'deliveryCharges', 'couponId', 'joiningId'];
const ERROR_FIELDS = ['message', 'statusCode', 'statusMessage'];

beforeAll(async () => {
  t = await startTestApp();
  customer = (await newCustomer(t, 'rest')).token;
  other = await signInAs(t, 'fresh');
  const prisma = t.db.prisma;
  products.book = await createBook(prisma, { title: 'Physics 1st Paper', price: taka(350), stock: 5 });
  products.pen = await createStationery(prisma, { title: 'Gel Pen', price: taka(20), stock: 50 });
  products.notebook = await createStationery(prisma, {
    title: 'Notebook',
    price: taka(60),
    variants: [
      { label: 'Ruled', stock: 3 },
      { label: 'Plain', stock: 0 },
    ],
  });
  products.ebook = await createEbook(prisma, { title: 'Chemistry Ebook', price: taka(120) });
  products.course = await createContent(prisma, { title: 'Math Course', price: taka(1500) });
  products.hidden = await createBook(prisma, { title: 'Draft Book', price: taka(100), published: false });
  products.empty = await createBook(prisma, { title: 'Sold Out Book', price: taka(100), stock: 0 });
  await prisma.coupon.create({
    data: { code: 'SAVE10', discountType: 'PERCENT', value: 10, maxDiscount: taka(100), createdByRole: 'admin' },
  });
  await prisma.coupon.create({ data: { code: 'BIGSPEND', discountType: 'FIXED', value: taka(50), minOrder: taka(5000), createdByRole: 'admin' } });
});
afterAll(() => t.close());

const info = (cookie = customer) => restJson(t, 'GET', '/api/cart/info', undefined, cookie);
const add = (body: Record<string, unknown>, cookie = customer) => restJson(t, 'POST', '/api/cart', body, cookie);
const lineOf = async (bookId: string, cookie = customer) => (await info(cookie)).body.items.find((i: { bookId: string }) => i.bookId === bookId);

function expectError(answer: { status: number; body: Record<string, any> }, status: number, statusMessage?: string | RegExp) {
  expect(answer.status).toBe(status);
  expect(Object.keys(answer.body).sort()).toEqual(ERROR_FIELDS);
  expect(answer.body.statusCode).toBe(status);
  if (statusMessage) expect(answer.body.statusMessage).toMatch(statusMessage);
  expect(typeof answer.body.message).toBe('string');
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/cart/info', undefined],
    ['POST', '/api/cart', { bookId: 'x', quantity: 1, source: 'home', type: 'book' }],
    ['PUT', '/api/cart/quantity', { id: 'x', quantity: 2 }],
    ['DELETE', '/api/cart', { id: 'x' }],
    ['PUT', '/api/cart/delivery', { place: 'dhaka' }],
    ['POST', '/api/coupon/apply', { code: 'SAVE10' }],
    ['DELETE', '/api/coupon', undefined],
  ])('%s %s answers 401', async (method, path, body) => {
    expectError(await restJson(t, method, path, body), 401, 'Please sign in to continue.');
  });
});

describe('GET /api/cart/info', () => {
  it('answers the seed summary fields of an empty cart, in Taka', async () => {
    const { status, body } = await info();
    expect(status).toBe(200);
    for (const field of SEED_FIELDS) expect(body).toHaveProperty(field);
    expect(Object.keys(body).sort()).toEqual([...SEED_FIELDS, 'couponCode', 'deliveryPlace', 'items'].sort());
    expect(body).toMatchObject({
      qty: 0,
      totalPrice: 0,
      discountedAmount: 0,
      netPrice: 0,
      deliveryCharges: 0,
      couponId: null,
      joiningId: null,
      items: [],
    });
  });
});

describe('POST /api/cart', () => {
  it('adds a book with 201 and answers the new summary', async () => {
    const answer = await add({ bookId: products.book!.id, quantity: 1, source: 'home', type: 'book' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ qty: 1, totalPrice: 350, discountedAmount: 0, netPrice: 350, deliveryCharges: 0 });
    expect(answer.body.items).toEqual([
      expect.objectContaining({ bookId: products.book!.id, type: 'book', quantity: 1, price: 350, total: 350, source: 'home' }),
    ]);
    const stored = await t.db.prisma.cartLine.findFirstOrThrow({ where: { productId: products.book!.id } });
    expect(stored.source).toBe('home');
  });

  it("defaults type to 'book' and adds to the same line", async () => {
    const answer = await add({ bookId: products.book!.id, quantity: 1, source: 'card' });
    expect(answer.status).toBe(201);
    expect(answer.body.qty).toBe(2);
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.totalPrice).toBe(700);
  });

  it("accepts the old spelling 'stationary' and asks which variant when there are several", async () => {
    expect((await add({ bookId: products.pen!.id, quantity: 1, source: 'stationery', type: 'stationary' })).status).toBe(201);
    const notebook = await add({ bookId: products.notebook!.id, quantity: 1, source: 'x', type: 'stationery' });
    expectError(notebook, 400, 'Choose one of: Ruled, Plain.');
    const variant = await t.db.prisma.productVariant.findFirstOrThrow({ where: { productId: products.notebook!.id, label: 'Ruled' } });
    const withVariant = await add({ bookId: products.notebook!.id, quantity: 1, type: 'stationery', variantId: variant.id });
    expect(withVariant.status).toBe(201);
    expect(withVariant.body.items.find((i: { bookId: string }) => i.bookId === products.notebook!.id)).toMatchObject({ variant: 'Ruled' });
  });

  it('takes a slug too', async () => {
    const answer = await add({ bookId: products.course!.slug, quantity: 1, source: 'course', type: 'content' });
    expect(answer.status).toBe(201);
    expect(answer.body.items.map((i: { type: string }) => i.type)).toContain('content');
  });

  it('answers 404 for an unknown, unpublished or differently typed product', async () => {
    expectError(await add({ bookId: '00000000-0000-4000-8000-000000000000', quantity: 1, type: 'book' }), 404, 'This product is not available.');
    expectError(await add({ bookId: products.hidden!.id, quantity: 1, type: 'book' }), 404);
    expectError(await add({ bookId: products.book!.id, quantity: 1, type: 'ebook' }), 404);
  });

  it('answers 400 for an unknown type, a missing product or a bad quantity', async () => {
    expectError(await add({ bookId: products.book!.id, quantity: 1, type: 'magazine' }), 400, /type must be/);
    expectError(await add({ quantity: 1, type: 'book' }), 400, 'Choose a product');
    expectError(await add({ bookId: products.book!.id, quantity: 0 }), 400, 'The quantity must be at least 1');
    expectError(await add({ bookId: products.book!.id, quantity: 1.5 }), 400, 'The quantity must be a whole number');
  });

  it('answers 409 with the stock in the status message when there is not enough', async () => {
    expectError(await add({ bookId: products.book!.id, quantity: 4 }), 409, 'Only 5 of Physics 1st Paper are in stock.');
    expectError(await add({ bookId: products.empty!.id, quantity: 1 }), 409, 'Sold Out Book is out of stock.');
    expect((await info()).body.qty).toBe(5);
  });

  it('keeps digital items at quantity 1', async () => {
    expectError(await add({ bookId: products.ebook!.id, quantity: 2, type: 'ebook' }), 400, /bought once/);
    expect((await add({ bookId: products.ebook!.id, quantity: 1, type: 'ebook' })).status).toBe(201);
    const again = await add({ bookId: products.ebook!.id, quantity: 1, type: 'ebook' });
    expect(again.status).toBe(201);
    expect(again.body.items.find((i: { bookId: string }) => i.bookId === products.ebook!.id).quantity).toBe(1);
  });
});

describe('PUT /api/cart/quantity', () => {
  it('sets the quantity of a line by its id', async () => {
    const line = await lineOf(products.book!.id);
    const answer = await restJson(t, 'PUT', '/api/cart/quantity', { id: line.id, quantity: 3 }, customer);
    expect(answer.status).toBe(200);
    expect(answer.body.items.find((i: { id: string }) => i.id === line.id).quantity).toBe(3);
    expect(answer.body.totalPrice).toBe(3 * 350 + 20 + 60 + 120 + 1500);
  });

  it('answers 409 beyond the stock, 400 for a digital line above 1, 404 for unknown or foreign lines', async () => {
    const line = await lineOf(products.book!.id);
    expectError(await restJson(t, 'PUT', '/api/cart/quantity', { id: line.id, quantity: 6 }, customer), 409, /Only 5/);
    const ebookLine = await lineOf(products.ebook!.id);
    expectError(await restJson(t, 'PUT', '/api/cart/quantity', { id: ebookLine.id, quantity: 2 }, customer), 400, /bought once/);
    expectError(await restJson(t, 'PUT', '/api/cart/quantity', { id: 'nope', quantity: 2 }, customer), 404, 'This item is not in your cart.');
    expectError(await restJson(t, 'PUT', '/api/cart/quantity', { id: line.id, quantity: 1 }, other), 404);
    expect((await lineOf(products.book!.id)).quantity).toBe(3);
  });
});

describe('delivery place', () => {
  it('charges stationery 40 Taka in Dhaka and 60 outside, replacing the charge', async () => {
    const dhaka = await restJson(t, 'PUT', '/api/cart/delivery', { place: 'dhaka' }, customer);
    expect(dhaka.status).toBe(200);
    expect(dhaka.body).toMatchObject({ deliveryCharges: 40, deliveryPlace: 'DHAKA' });
    expect(dhaka.body.netPrice).toBe(dhaka.body.totalPrice + 40);
    const outside = await restJson(t, 'PUT', '/api/cart/delivery', { place: 'outside-dhaka' }, customer);
    expect(outside.body).toMatchObject({ deliveryCharges: 60, deliveryPlace: 'OUTSIDE_DHAKA' });
    expect(outside.body.netPrice).toBe(outside.body.totalPrice + 60);
    expectError(await restJson(t, 'PUT', '/api/cart/delivery', { place: 'Chattogram' }, customer), 400, 'Choose Dhaka or outside Dhaka');
  });
});

describe('POST /api/coupon/apply', () => {
  it('applies a valid code in any case and answers the discounted summary', async () => {
    const answer = await restJson(t, 'POST', '/api/coupon/apply', { code: 'save10' }, customer);
    expect(answer.status).toBe(200);
    const coupon = await t.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'SAVE10' } });
    expect(answer.body).toMatchObject({ couponId: coupon.id, couponCode: 'SAVE10', discountedAmount: 100 });
    expect(answer.body.netPrice).toBe(answer.body.totalPrice - 100 + answer.body.deliveryCharges);
  });

  it('answers 404 for an unknown code and 400 for one that does not apply, leaving the cart as it was', async () => {
    expectError(await restJson(t, 'POST', '/api/coupon/apply', { code: 'NOPE' }, customer), 404, 'This coupon code does not exist.');
    expectError(await restJson(t, 'POST', '/api/coupon/apply', { code: 'BIGSPEND' }, customer), 400, 'Spend at least ৳5,000 to use this coupon.');
    expectError(await restJson(t, 'POST', '/api/coupon/apply', {}, customer), 400, 'Enter a coupon code');
    expect((await info()).body.couponCode).toBe('SAVE10');
  });

  it('DELETE /api/coupon takes it off', async () => {
    const answer = await restJson(t, 'DELETE', '/api/coupon', undefined, customer);
    expect(answer.body).toMatchObject({ couponId: null, discountedAmount: 0 });
  });
});

describe('DELETE /api/cart', () => {
  it('removes a line by the id in the body', async () => {
    const line = await lineOf(products.pen!.id);
    const before = (await info()).body;
    const answer = await restJson(t, 'DELETE', '/api/cart', { id: line.id }, customer);
    expect(answer.status).toBe(200);
    expect(answer.body.qty).toBe(before.qty - 1);
    expect(answer.body.items.some((i: { id: string }) => i.id === line.id)).toBe(false);
  });

  it('answers 404 for a line that is gone or belongs to someone else', async () => {
    const line = await lineOf(products.book!.id);
    expectError(await restJson(t, 'DELETE', '/api/cart', { id: line.id }, other), 404, 'This item is not in your cart.');
    expectError(await restJson(t, 'DELETE', '/api/cart', {}, customer), 404);
    expect(await lineOf(products.book!.id)).toBeDefined();
  });

  it('leaves no delivery charge once only digital items are left', async () => {
    for (const item of (await info()).body.items) {
      if (item.type !== 'ebook' && item.type !== 'content') await restJson(t, 'DELETE', '/api/cart', { id: item.id }, customer);
    }
    const { body } = await info();
    expect(body).toMatchObject({ qty: 2, totalPrice: 1620, deliveryCharges: 0, netPrice: 1620 });
  });
});
