/**
 * Issue 11 acceptance: the placement races of orders.test.ts again, with two server processes sharing
 * one PostgreSQL database and the customers' requests sent to both over HTTP. A lock or conditional
 * update that only held inside one process (a JavaScript mutex, an in-memory cache) would fail here.
 * PostgreSQL only: the embedded database belongs to one process.
 */
import { randomUUID } from 'node:crypto';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { cartNet, fillCart } from '../../../test/order-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { serverUrl } from '../../../test/test-database.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { startSession } from '../accounts/sessions.ts';

const onPostgres = serverUrl() ? describe : describe.skip;

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on MutationPlaceOrderSuccess { order { number } } } }`;

onPostgres('placing orders through two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    if (t.db.target.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    const env = { DATABASE_URL: t.db.target.url, DEMO_ACCOUNTS: 'false' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await t?.close();
  });

  /** `n` customers, each with a session cookie the servers accept. */
  async function customers(n: number) {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const user = await t.db.prisma.user.create({ data: { name: `Two-process buyer ${i}`, phone: null } });
        const { token } = await startSession(t.db.prisma, user.id, { ip: '127.0.0.1', userAgent: 'test' }, t.services.config.session);
        return { userId: user.id, cookie: `pathagar_session=${token}` };
      }),
    );
  }

  /** placeOrder over HTTP to the i-th customer's server (alternating), answering the result's __typename. */
  async function place(i: number, cookie: string, input: Record<string, unknown>): Promise<string> {
    const server = servers[i % servers.length]!;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', cookie },
      body: JSON.stringify({ query: PLACE, variables: { input } }),
    });
    const body = (await response.json()) as { data?: { placeOrder: { __typename: string } }; errors?: unknown[] };
    if (!body.data) throw new Error(`placeOrder failed: ${response.status} ${JSON.stringify(body.errors)}`);
    return body.data.placeOrder.__typename;
  }

  const order = (expectedNetPoisha: number, idempotencyKey = randomUUID()) => ({
    idempotencyKey,
    paymentMethod: 'COD',
    deliveryPlace: 'DHAKA',
    name: 'Buyer',
    phone: '01712345670',
    address: 'Road 1',
    district: 'Dhaka',
    expectedNetPoisha,
  });

  it('sells the last unit once to 200 customers sending to both processes at once', async () => {
    const book = await createBook(t.db.prisma, { title: 'Two-process last unit', price: taka(100), stock: 1 });
    const buyers = await customers(200);
    for (const { userId } of buyers) await fillCart(t, userId, [{ productId: book.id }]);
    const net = await cartNet(t, buyers[0]!.userId);

    const answers = await Promise.all(buyers.map(({ cookie }, i) => place(i, cookie, order(net))));

    expect(answers.filter((a) => a === 'MutationPlaceOrderSuccess')).toHaveLength(1);
    expect(answers.filter((a) => a === 'OutOfStockError')).toHaveLength(199);
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(0);
    expect(await t.db.prisma.orderLine.count({ where: { productId: book.id } })).toBe(1);
  }, 120_000);

  it('redeems a coupon with a total limit of 1 once among 100 customers on both processes', async () => {
    const book = await createBook(t.db.prisma, { title: 'Two-process coupon race', price: taka(100), stock: 1000 });
    const coupon = await t.db.prisma.coupon.create({
      data: { code: `TWOPROC${Date.now()}`, discountType: 'FIXED', value: taka(10), usageLimit: 1, createdByRole: 'admin' },
    });
    const buyers = await customers(100);
    for (const { userId } of buyers) await fillCart(t, userId, [{ productId: book.id }], { couponId: coupon.id });
    const net = await cartNet(t, buyers[0]!.userId);

    const answers = await Promise.all(buyers.map(({ cookie }, i) => place(i, cookie, order(net))));

    expect(answers.filter((a) => a === 'MutationPlaceOrderSuccess')).toHaveLength(1);
    expect(answers.filter((a) => a === 'CouponInvalidError')).toHaveLength(99);
    expect(await t.db.prisma.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(1);
    expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(999);
  }, 120_000);

  it('makes one order from 50 placements with one idempotency key, split between the processes', async () => {
    const book = await createBook(t.db.prisma, { title: 'Two-process idempotent', price: taka(100), stock: 10 });
    const [buyer] = await customers(1);
    await fillCart(t, buyer!.userId, [{ productId: book.id }]);
    const input = order(await cartNet(t, buyer!.userId));

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => place(i, buyer!.cookie, input)));

    expect(answers.every((a) => a === 'MutationPlaceOrderSuccess')).toBe(true);
    expect(await t.db.prisma.order.count({ where: { customerId: buyer!.userId } })).toBe(1);
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(9);
  }, 120_000);
});
