/** Many simultaneous changes of one cart (REST and GraphQL mixed) leave it consistent. */
import { newCustomer, restJson } from '../../../test/cart-helpers.ts';
import { createBook, createStationery, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename
  ... on MutationAddToCartSuccess { cart { qty totalPrice { amount } netPrice { amount } discountedAmount { amount } deliveryCharges { amount } } } } }`;
const SET = `mutation($input: UpdateCartLineQuantityInput!) { updateCartLineQuantity(input: $input) { __typename } }`;

it('applies 50 simultaneous adds and quantity changes one after another', async () => {
  const { token, userId } = await newCustomer(t, 'concurrent');
  const plenty = await createBook(t.db.prisma, { title: 'Plenty', price: taka(120), stock: 1000 });
  const scarce = await createBook(t.db.prisma, { title: 'Scarce', price: taka(300), stock: 10 });
  const pens = await createStationery(t.db.prisma, { title: 'Pens', price: taka(15), stock: 100 });
  const first = await restJson(t, 'POST', '/api/cart', { bookId: pens.id, quantity: 1, source: 'setup', type: 'stationery' }, token);
  expect(first.status).toBe(201);
  const penLine: string = first.body.items[0].id;
  await restJson(t, 'PUT', '/api/cart/delivery', { place: 'dhaka' }, token);

  const operations: Promise<{ kind: string; ok: boolean; value?: number; body?: Record<string, any> }>[] = [];
  for (let i = 0; i < 20; i++) {
    operations.push(
      i % 2 === 0
        ? restJson(t, 'POST', '/api/cart', { bookId: plenty.id, quantity: 1, source: 'race', type: 'book' }, token).then((r) => ({
            kind: 'plenty',
            ok: r.status === 201,
            body: r.body,
          }))
        : t
            .graphql(ADD, { input: { productId: productGlobalId(plenty), source: 'race' } }, { cookie: token })
            .then((r) => ({ kind: 'plenty', ok: r.data?.addToCart.__typename === 'MutationAddToCartSuccess' })),
    );
  }
  for (let i = 0; i < 15; i++) {
    operations.push(
      i % 2 === 0
        ? restJson(t, 'POST', '/api/cart', { bookId: scarce.id, quantity: 1, source: 'race' }, token).then((r) => ({
            kind: 'scarce',
            ok: r.status === 201,
            value: r.status,
          }))
        : t.graphql(ADD, { input: { productId: productGlobalId(scarce) } }, { cookie: token }).then((r) => ({
            kind: 'scarce',
            ok: r.data?.addToCart.__typename === 'MutationAddToCartSuccess',
            value: r.data?.addToCart.__typename === 'OutOfStockError' ? 409 : 0,
          })),
    );
  }
  for (let quantity = 1; quantity <= 15; quantity++) {
    operations.push(
      quantity % 2 === 0
        ? restJson(t, 'PUT', '/api/cart/quantity', { id: penLine, quantity }, token).then((r) => ({ kind: 'pens', ok: r.status === 200, value: quantity }))
        : t
            .graphql(SET, { input: { lineId: penLine, quantity } }, { cookie: token })
            .then((r) => ({ kind: 'pens', ok: r.data?.updateCartLineQuantity.__typename === 'MutationUpdateCartLineQuantitySuccess', value: quantity })),
    );
  }
  expect(operations).toHaveLength(50);
  const results = await Promise.all(operations);

  expect(results.filter((r) => r.kind === 'plenty' && r.ok)).toHaveLength(20);
  const scarceResults = results.filter((r) => r.kind === 'scarce');
  expect(scarceResults.filter((r) => r.ok)).toHaveLength(10);
  expect(scarceResults.filter((r) => !r.ok).map((r) => r.value)).toEqual(Array(5).fill(409));
  expect(results.filter((r) => r.kind === 'pens').every((r) => r.ok)).toBe(true);

  const cart = await t.db.prisma.cart.findUniqueOrThrow({ where: { userId }, include: { lines: true } });
  expect(cart.lines).toHaveLength(3);
  const quantityOf = (productId: string) => cart.lines.find((l) => l.productId === productId)!.quantity;
  expect(quantityOf(plenty.id)).toBe(20);
  expect(quantityOf(scarce.id)).toBe(10);
  expect(quantityOf(pens.id)).toBeGreaterThanOrEqual(1);
  expect(quantityOf(pens.id)).toBeLessThanOrEqual(15);

  const info = await restJson(t, 'GET', '/api/cart/info', undefined, token);
  const total = 20 * 120 + 10 * 300 + quantityOf(pens.id) * 15;
  expect(info.body).toMatchObject({ qty: 30 + quantityOf(pens.id), totalPrice: total, deliveryCharges: 40, discountedAmount: 0, netPrice: total + 40 });

  // Every answer was a consistent snapshot of the cart at its turn.
  for (const r of results.filter((r) => r.body)) {
    expect(r.body!.netPrice).toBe(r.body!.totalPrice - r.body!.discountedAmount + r.body!.deliveryCharges);
  }
});

it('creates one cart when a new customer adds from many tabs at once', async () => {
  const { token, userId } = await newCustomer(t, 'tabs');
  const book = await createBook(t.db.prisma, { title: 'Tabs', price: taka(100), stock: 100 });
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => restJson(t, 'POST', '/api/cart', { bookId: book.id, quantity: 1, source: 'tab' }, token)),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
  expect(await t.db.prisma.cart.count({ where: { userId } })).toBe(1);
  const lines = await t.db.prisma.cartLine.findMany({ where: { cart: { userId } } });
  expect(lines).toHaveLength(1);
  expect(lines[0]!.quantity).toBe(12);
});
