/**
 * Issue 22 acceptance: three server processes on three ports share PostgreSQL, Redis and S3-compatible
 * storage (s3rver), as three machines would. Nothing a request needs may live in one process: a cover
 * uploaded through the first is served by the others; a product edited through the first is seen
 * uncached by the others within a second; a sandbox payment opened on the first completes through the
 * second; 200 concurrent orders over the three oversell nothing, and killing one in the middle loses no
 * order it accepted. PostgreSQL and Redis only (CI has both).
 */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../test/accounts.ts';
import { newCustomer } from '../test/cart-helpers.ts';
import { createBook, createEbook } from '../test/catalog-fixtures.ts';
import { cartNet, fillCart, placeCart } from '../test/order-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { serverUrl } from '../test/test-database.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { startTestS3, TEST_S3_CREDENTIALS } from '../test/test-s3.ts';
import { testRedisUrl } from '../test/test-redis.ts';
import { startSession } from './modules/accounts/sessions.ts';
import { SAMPLE_FILES } from './modules/storage/test-uploads.ts';
import { taka } from './shared/money.ts';

const onPostgresAndRedis = serverUrl() && testRedisUrl() ? describe : describe.skip;

const CSRF = { 'x-graphql-csrf': '1' };

async function graphqlOn(server: ServerProcess, query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF, ...(cookie ? { cookie: `pathagar_session=${cookie}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

/** The same path on another process: what a load balancer does with a redirect. */
const onServer = (url: string, server: ServerProcess) => {
  const parsed = new URL(url);
  return `${server.url}${parsed.pathname}${parsed.search}`;
};

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

onPostgresAndRedis('three server processes on PostgreSQL, Redis and S3-compatible storage', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    if (t.db.target.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    s3 = await startTestS3('pathagar-scale');
    const env = {
      DATABASE_URL: t.db.target.url,
      DEMO_ACCOUNTS: 'false',
      REDIS_URL: testRedisUrl()!,
      // Each process keeps its own memory cache: the change bus must keep them true.
      RESPONSE_CACHE: 'memory',
      STORAGE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      S3_KEY_PREFIX: `run-${randomUUID().slice(0, 8)}/`,
    };
    servers = await Promise.all([startServerProcess(env, 120_000), startServerProcess(env, 120_000), startServerProcess(env, 120_000)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.filter((server) => server.child.exitCode === null).map((server) => server.stop('SIGTERM')));
    await s3?.stop();
    await t?.close();
  });

  it('serves a cover uploaded through the first process from the second and the third', async () => {
    const admin = await signInAs(t, 'admin');
    const form = new FormData();
    form.set('purpose', 'cover');
    form.set('file', new File([Buffer.from(SAMPLE_FILES.png)], 'cover.png', { type: 'image/png' }));
    const uploaded = await fetch(`${servers[0]!.url}/api/uploads`, { method: 'POST', body: form, headers: { cookie: `pathagar_session=${admin}` } });
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    for (const server of servers.slice(1)) {
      const served = await fetch(`${server.url}/files/${key}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(SAMPLE_FILES.png));
    }
  });

  it('shows a product edited through the first process, uncached, on the others within a second', async () => {
    const admin = await signInAs(t, 'admin');
    const book = await createBook(t.db.prisma, { title: 'Scale-out Physics', price: taka(300), stock: 5 });
    const read = `query($key: String!) { product(kind: BOOK, key: $key) { __typename ... on QueryProductSuccess { data { title } } } }`;
    const titleOn = async (server: ServerProcess) => (await graphqlOn(server, read, { key: book.id })).data?.product?.data?.title;
    // Both others now hold the answer in their memory caches.
    for (const server of servers.slice(1)) expect(await titleOn(server)).toBe('Scale-out Physics');

    const update = `mutation($input: UpdateBookInput!) { updateBook(input: $input) { __typename } }`;
    const gid = Buffer.from(`Book:${book.id}`).toString('base64');
    const edited = await graphqlOn(servers[0]!, update, { input: { id: gid, title: 'Scale-out Physics, 2nd edition' } }, admin);
    expect(edited.data?.updateBook.__typename).toBe('UpdateBookPayload');
    const saved = Date.now();
    for (const server of servers.slice(1)) {
      await until('the edit on another process', async () => (await titleOn(server)) === 'Scale-out Physics, 2nd edition', 1_000 - (Date.now() - saved));
    }
  });

  it('completes a sandbox payment opened on the first process through a redirect to the second', async () => {
    const owner = await newCustomer(t, 'scale-payer');
    const ebook = await createEbook(t.db.prisma, { title: `Scale-out Ebook ${randomUUID().slice(0, 6)}`, price: taka(150) });
    await fillCart(t, owner.userId, [{ productId: ebook.id }], { deliveryPlace: null });
    const order = await placeCart(t, owner.userId, { paymentMethod: 'SANDBOX' });
    const start = `mutation($id: ID!) { startOrderPayment(input: { orderId: $id }) { __typename ... on MutationStartOrderPaymentSuccess { data { redirectUrl } } } }`;
    const started = await graphqlOn(servers[0]!, start, { id: Buffer.from(`Order:${order.id}`).toString('base64') }, owner.token);
    const pageUrl = onServer(started.data!.startOrderPayment.data.redirectUrl, servers[1]!);

    expect((await fetch(pageUrl)).status).toBe(200);
    const chosen = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'PAID' }), redirect: 'manual' });
    expect(chosen.status).toBe(303);
    const back = await fetch(onServer(chosen.headers.get('location')!, servers[1]!), { redirect: 'manual', headers: { cookie: `pathagar_session=${owner.token}` } });
    expect(back.status).toBeLessThan(400);
    const paid = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.paymentStatus).toBe('PAID');
  });

  it('oversells nothing from 200 concurrent orders over three processes, and loses no accepted order when one is killed midway', async () => {
    const STOCK = 150;
    const book = await createBook(t.db.prisma, { title: 'Scale-out last units', price: taka(100), stock: STOCK });
    const buyers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const user = await t.db.prisma.user.create({ data: { name: `Scale buyer ${i}`, phone: null } });
        const { token } = await startSession(t.db.prisma, user.id, { ip: '127.0.0.1', userAgent: 'test' }, t.services.config.session);
        return { userId: user.id, token };
      }),
    );
    for (const { userId } of buyers) await fillCart(t, userId, [{ productId: book.id }]);
    const net = await cartNet(t, buyers[0]!.userId);
    const place = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on MutationPlaceOrderSuccess { order { number } } } }`;
    const input = () => ({
      idempotencyKey: randomUUID(),
      paymentMethod: 'COD',
      deliveryPlace: 'DHAKA',
      district: 'Dhaka',
      name: 'Buyer',
      phone: '01712345670',
      address: 'Road 1',
      expectedNetPoisha: net,
    });
    const victim = servers[2]!;
    let answered = 0;
    const answers = await Promise.all(
      buyers.map(async ({ token }, i) => {
        try {
          const body = await graphqlOn(servers[i % 3]!, place, { input: input() }, token);
          answered += 1;
          // The third process dies once a quarter of the answers are in, with requests still in flight.
          if (answered === 50) victim.child.kill('SIGKILL');
          return body.data?.placeOrder ?? { __typename: 'NoAnswer' };
        } catch {
          return { __typename: 'ConnectionLost' };
        }
      }),
    );
    const accepted = answers.filter((a) => a.__typename === 'MutationPlaceOrderSuccess').map((a) => a.order.number as string);
    expect(answers.filter((a) => a.__typename === 'ConnectionLost').length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    // Every accepted order is in the database; nothing was sold twice.
    const stored = await t.db.prisma.order.findMany({ where: { number: { in: accepted } }, select: { number: true } });
    expect(stored.map((o) => o.number).sort()).toEqual([...accepted].sort());
    const sold = await t.db.prisma.orderLine.aggregate({ where: { productId: book.id }, _sum: { quantity: true } });
    const left = (await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock;
    expect(left).toBeGreaterThanOrEqual(0);
    expect((sold._sum.quantity ?? 0) + left).toBe(STOCK);
    expect(sold._sum.quantity ?? 0).toBeGreaterThanOrEqual(accepted.length);
  }, 180_000);
});
