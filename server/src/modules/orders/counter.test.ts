/**
 * Shop-counter sales through the GraphQL API on a real database: the same placement core as the web
 * shop (stock, numbers, idempotency), paid and invoiced at once, listed per outlet; the outlets table.
 */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { createBook, createEbook, createStationery, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { serviceCtx } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { placeCounterOrder } from './counter.service.ts';

let t: TestApp;
let admin: string;
let outletCode: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  outletCode = `ctr-${randomUUID().slice(0, 8)}`;
  await t.db.prisma.outlet.create({ data: { code: outletCode, name: 'Test counter', address: 'Nilkhet, Dhaka' } });
});
afterAll(() => t.close());

const PLACE = `mutation($input: PlaceCounterOrderInput!) { placeCounterOrder(input: $input) { __typename
  ... on Error { code message }
  ... on ValidationError { fields { field message } }
  ... on OutOfStockError { available }
  ... on MutationPlaceCounterOrderSuccess { order { id number status paymentStatus paymentMethod channel phone name netTotal { amount }
    outlet { code } takenByName lines { title quantity lineTotal { amount } } invoice { id number total { amount } paymentMethod paymentState } } } } }`;

interface SaleLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

function sell(input: { lines: SaleLine[]; expectedNetPoisha: number; phone?: string | null; payment?: 'CASH' | 'BKASH'; outletCode?: string; idempotencyKey?: string }, cookie = admin) {
  return t.graphql(
    PLACE,
    { input: { idempotencyKey: input.idempotencyKey ?? randomUUID(), outletCode: input.outletCode ?? outletCode, payment: input.payment ?? 'CASH', phone: input.phone ?? null, lines: input.lines, expectedNetPoisha: input.expectedNetPoisha } },
    { cookie },
  );
}

it('sells at the counter: stock taken, placed delivered and paid, linked to the account of the phone, invoiced at once as paid', async () => {
  const book = await createBook(t.db.prisma, { title: 'Counter Physics', price: taka(450), stock: 5 });
  const customer = await t.db.prisma.user.create({ data: { name: 'Karim Counter', phone: '01812345678' } });
  // The phone as people write it: country code, spaces and a hyphen.
  const { data } = await sell({ lines: [{ productId: productGlobalId(book), quantity: 2 }], expectedNetPoisha: taka(900), phone: '+880 1812-345678', payment: 'BKASH' });
  expect(data!.placeCounterOrder.__typename).toBe('MutationPlaceCounterOrderSuccess');
  const order = data!.placeCounterOrder.order;
  expect(order).toMatchObject({
    status: 'DELIVERED',
    paymentStatus: 'PAID',
    paymentMethod: 'BKASH',
    channel: 'COUNTER',
    phone: '01812345678',
    name: 'Karim Counter',
    netTotal: { amount: taka(900) },
    outlet: { code: outletCode },
    takenByName: expect.any(String),
    lines: [{ title: 'Counter Physics', quantity: 2, lineTotal: { amount: taka(900) } }],
  });
  expect(order.invoice).toMatchObject({ total: { amount: taka(900) }, paymentMethod: 'bKash at the counter', paymentState: 'Paid' });
  expect(order.invoice.number).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(3);
  const stored = await t.db.prisma.order.findFirstOrThrow({ where: { number: order.number } });
  expect(stored.customerId).toBe(customer.id);
  expect(stored.takenById).not.toBeNull();
  expect(await t.db.prisma.orderEvent.count({ where: { orderId: stored.id, type: 'PLACED', actorKind: 'STAFF' } })).toBe(1);
});

it('sells without a phone (no account linked) and with a phone nobody signed up with; cash reads "Cash at the counter"', async () => {
  const book = await createBook(t.db.prisma, { title: 'Counter Chemistry', price: taka(300), stock: 5 });
  const anonymous = await sell({ lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(300) });
  const order = anonymous.data!.placeCounterOrder.order;
  expect(order).toMatchObject({ phone: '', name: 'Counter customer', paymentMethod: 'COD', invoice: { paymentMethod: 'Cash at the counter', paymentState: 'Paid' } });
  expect((await t.db.prisma.order.findFirstOrThrow({ where: { number: order.number } })).customerId).toBeNull();

  const unknown = await sell({ lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(300), phone: '01999888777' });
  expect(unknown.data!.placeCounterOrder.order.phone).toBe('01999888777');
  expect((await t.db.prisma.order.findFirstOrThrow({ where: { number: unknown.data!.placeCounterOrder.order.number } })).customerId).toBeNull();
});

it('a stationery variant sold at the counter takes that variant\'s stock; without a variant it is refused', async () => {
  const pen = await createStationery(t.db.prisma, { title: 'Counter Pen', price: taka(20), stock: 50, variants: [{ label: 'Blue', stock: 4 }, { label: 'Red', stock: 4 }] });
  const blue = await t.db.prisma.productVariant.findFirstOrThrow({ where: { productId: pen.id, label: 'Blue' } });
  const sold = await sell({ lines: [{ productId: pen.id, variantId: blue.id, quantity: 3 }], expectedNetPoisha: taka(60) });
  expect(sold.data!.placeCounterOrder.order.lines[0].title).toBe('Counter Pen (Blue)');
  expect((await t.db.prisma.productVariant.findUniqueOrThrow({ where: { id: blue.id } })).stock).toBe(1);
  const refused = await sell({ lines: [{ productId: pen.id, quantity: 1 }], expectedNetPoisha: taka(20) });
  expect(refused.data!.placeCounterOrder).toMatchObject({ __typename: 'ValidationError', message: expect.stringContaining('Blue, Red') });
});

it('refuses, changing nothing: out of stock, unknown outlet, closed outlet, bad phone, no lines, another total, ebook without an account', async () => {
  const book = await createBook(t.db.prisma, { title: 'Counter Biology', price: taka(200), stock: 2 });
  const closed = `closed-${randomUUID().slice(0, 6)}`;
  await t.db.prisma.outlet.create({ data: { code: closed, name: 'Old shop', active: false } });
  const ebook = await createEbook(t.db.prisma, { title: 'Counter Ebook', price: taka(100) });
  const ordersBefore = await t.db.prisma.order.count();
  const invoicesBefore = await t.db.prisma.invoice.count();
  const cases: [Parameters<typeof sell>[0], string, string?][] = [
    [{ lines: [{ productId: book.id, quantity: 3 }], expectedNetPoisha: taka(600) }, 'OutOfStockError', 'Only 2 of Counter Biology are in stock.'],
    [{ lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(200), outletCode: 'nowhere' }, 'NotFoundError', 'No outlet has the code "nowhere".'],
    [{ lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(200), outletCode: closed }, 'ValidationError', 'Old shop is closed: choose another outlet.'],
    [{ lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(200), phone: '12345' }, 'ValidationError', 'Enter a Bangladeshi mobile number (01XXXXXXXXX), or leave it empty'],
    [{ lines: [], expectedNetPoisha: 0 }, 'ValidationError', 'Add at least one product to the sale'],
    [{ lines: [{ productId: book.id, quantity: 0 }], expectedNetPoisha: 0 }, 'ValidationError', 'At least 1'],
    [{ lines: [{ productId: randomUUID(), quantity: 1 }], expectedNetPoisha: taka(200) }, 'ValidationError', 'A product of the sale is not sold any more: remove it.'],
    [{ lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(150) }, 'PriceChangedError'],
    [{ lines: [{ productId: ebook.id, quantity: 1 }], expectedNetPoisha: taka(100) }, 'ValidationError', "Ebooks and courses are read in the customer's account: enter the phone number they signed up with."],
  ];
  for (const [input, typename, message] of cases) {
    const { data } = await sell(input);
    expect({ input, typename: data!.placeCounterOrder.__typename }).toEqual({ input, typename });
    if (message) expect(data!.placeCounterOrder.message).toBe(message);
  }
  expect(await t.db.prisma.order.count()).toBe(ordersBefore);
  expect(await t.db.prisma.invoice.count()).toBe(invoicesBefore);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(2);
});

it('a retried sale (same key) gives one order and one invoice; the same key with another sale is refused', async () => {
  const book = await createBook(t.db.prisma, { title: 'Counter Retry', price: taka(100), stock: 10 });
  const key = randomUUID();
  const input = { lines: [{ productId: book.id, quantity: 2 }], expectedNetPoisha: taka(200), idempotencyKey: key };
  const answers = await Promise.all([sell(input), sell(input), sell(input)]);
  const numbers = new Set(answers.map((a) => a.data!.placeCounterOrder.order.number));
  expect(numbers.size).toBe(1);
  const order = await t.db.prisma.order.findFirstOrThrow({ where: { number: [...numbers][0] } });
  expect(await t.db.prisma.invoice.count({ where: { orderId: order.id } })).toBe(1);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(8);
  const other = await sell({ ...input, lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(100) });
  expect(other.data!.placeCounterOrder).toMatchObject({ __typename: 'IdempotencyKeyReusedError' });
  expect(other.data!.placeCounterOrder.message).toContain(order.number);
});

it('two counter sales of the last copy at once: one is sold, the other is out of stock', async () => {
  const book = await createBook(t.db.prisma, { title: 'Counter Last Copy', price: taka(500), stock: 1 });
  const staff = await t.db.prisma.user.findFirstOrThrow({ where: { phone: '01700000001' } });
  const ctx = serviceCtx(t, staff.id, ['orders.manage']);
  const attempt = () =>
    placeCounterOrder(ctx, { idempotencyKey: randomUUID(), outletCode, payment: 'CASH', lines: [{ productId: book.id, quantity: 1 }], expectedNetPoisha: taka(500) }).then(
      () => 'sold',
      (error: Error) => error.constructor.name,
    );
  const outcomes = await Promise.all([attempt(), attempt()]);
  expect(outcomes.sort()).toEqual(['OutOfStockError', 'sold']);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(0);
  expect(await t.db.prisma.orderLine.count({ where: { productId: book.id } })).toBe(1);
});

it('lists counter sales newest first, per outlet; an unknown outlet lists none and is not found', async () => {
  const code = `list-${randomUUID().slice(0, 6)}`;
  await t.db.prisma.outlet.create({ data: { code, name: 'List shop' } });
  const book = await createBook(t.db.prisma, { title: 'Counter List', price: taka(100), stock: 10 });
  for (const quantity of [1, 2, 3]) await sell({ lines: [{ productId: book.id, quantity }], expectedNetPoisha: taka(100) * quantity, outletCode: code });
  const list = await t.graphql(`query($code: String) { counterOrders(outletCode: $code, first: 2) { totalCount edges { node { netTotal { amount } outlet { code } } } pageInfo { hasNextPage } } }`, { code: code.toUpperCase() }, { cookie: admin });
  expect(list.data!.counterOrders.totalCount).toBe(3);
  expect(list.data!.counterOrders.edges.map((e: { node: { netTotal: { amount: number } } }) => e.node.netTotal.amount)).toEqual([taka(300), taka(200)]);
  expect(list.data!.counterOrders.pageInfo.hasNextPage).toBe(true);
  const all = await t.graphql(`{ counterOrders(first: 100) { totalCount edges { node { channel } } } }`, {}, { cookie: admin });
  expect(all.data!.counterOrders.totalCount).toBeGreaterThanOrEqual(3);
  expect(new Set(all.data!.counterOrders.edges.map((e: { node: { channel: string } }) => e.node.channel))).toEqual(new Set(['COUNTER']));
  const none = await t.graphql(`{ counterOrders(first: 5, outletCode: "nowhere") { totalCount } }`, {}, { cookie: admin });
  expect(none.data!.counterOrders.totalCount).toBe(0);
  const unknown = await t.graphql(`{ outlet(code: "nowhere") { __typename ... on Error { message } } }`, {}, { cookie: admin });
  expect(unknown.data!.outlet).toEqual({ __typename: 'NotFoundError', message: 'No outlet has the code "nowhere".' });
});

it('finds products for the counter by ISBN (hyphens or not), by variant SKU and by title', async () => {
  const isbn = `978${String(Date.now()).slice(-10)}`;
  const book = await createBook(t.db.prisma, { title: 'Counter Searchable Geography', price: taka(100), stock: 3, isbn });
  const pen = await createStationery(t.db.prisma, { title: 'Counter Gel Pen', price: taka(20), variants: [{ label: 'Green', stock: 2 }] });
  const sku = (await t.db.prisma.productVariant.findFirstOrThrow({ where: { productId: pen.id } })).sku;
  const search = async (query: string) =>
    (await t.graphql(`query($q: String!) { counterProducts(query: $q) { title } }`, { q: query }, { cookie: admin })).data!.counterProducts.map((p: { title: string }) => p.title);
  expect(await search(`${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6)}`)).toEqual(['Counter Searchable Geography']);
  expect(await search(isbn)).toEqual(['Counter Searchable Geography']);
  expect(await search(sku)).toEqual(['Counter Gel Pen']);
  expect(await search('Searchable Geogr')).toContain(book.title);
  expect(await search('   ')).toEqual([]);
});

it('admins add, rename and close outlets; a taken code or a bad one is refused', async () => {
  const code = `new-${randomUUID().slice(0, 6)}`;
  const create = (input: Record<string, unknown>) =>
    t.graphql(`mutation($input: OutletInput!) { createOutlet(input: $input) { __typename ... on Error { message }
      ... on MutationCreateOutletSuccess { outlet { id code name address active } } } }`, { input }, { cookie: admin });
  const created = (await create({ code: code.toUpperCase(), name: 'Farmgate shop', address: 'Farmgate, Dhaka' })).data!.createOutlet;
  expect(created.outlet).toMatchObject({ code, name: 'Farmgate shop', address: 'Farmgate, Dhaka', active: true });
  expect((await create({ code, name: 'Again' })).data!.createOutlet).toMatchObject({ __typename: 'ValidationError', message: `The code "${code}" is already Farmgate shop's.` });
  expect((await create({ code: 'bad code!', name: 'X' })).data!.createOutlet.__typename).toBe('ValidationError');
  expect((await create({ code: 'ok-code', name: '  ' })).data!.createOutlet).toMatchObject({ __typename: 'ValidationError', message: 'Enter the name' });

  const update = await t.graphql(`mutation($id: ID!, $input: OutletInput!) { updateOutlet(id: $id, input: $input) { __typename ... on MutationUpdateOutletSuccess { outlet { name active } } } }`,
    { id: created.outlet.id, input: { code, name: 'Farmgate (closed)', active: false } }, { cookie: admin });
  expect(update.data!.updateOutlet).toEqual({ __typename: 'MutationUpdateOutletSuccess', outlet: { name: 'Farmgate (closed)', active: false } });
  const missing = await t.graphql(`mutation($id: ID!) { updateOutlet(id: $id, input: { code: "zz", name: "Z" }) { __typename } }`, { id: randomUUID() }, { cookie: admin });
  expect(missing.data!.updateOutlet.__typename).toBe('NotFoundError');
  const outlets = (await t.graphql(`{ outlets { code active } }`, {}, { cookie: admin })).data!.outlets;
  expect(outlets).toContainEqual({ code, active: false });
  expect(await t.db.prisma.auditEvent.count({ where: { action: 'orders.outlet_saved', targetId: created.outlet.id } })).toBe(2);
});
