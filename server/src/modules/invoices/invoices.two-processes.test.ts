/**
 * Issue 19 acceptance: 500 invoices issued at once by two server processes sharing one PostgreSQL
 * database (500 cash-on-delivery placements sent to both over HTTP; each issues its invoice in the
 * placement's transaction) are numbered 1..500 with no gap and no repeat. A counter kept in one
 * process, or a number read and then written without the row lock, would fail here.
 * PostgreSQL only: the embedded database belongs to one process (invoices.test.ts races one process).
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

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename } }`;

onPostgres('invoice numbers from two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    if (t.db.target.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    // Placements queue on the invoice counter's row lock one after another: give each request time to wait its turn.
    const env = { DATABASE_URL: t.db.target.url, DEMO_ACCOUNTS: 'false', GRAPHQL_TIME_BUDGET_MS: '120000', DATABASE_STATEMENT_TIMEOUT_MS: '0' };
    // A slow shared machine can take more than a minute to start two processes.
    servers = await Promise.all([startServerProcess(env, 240_000), startServerProcess(env, 240_000)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await t?.close();
  });

  it('numbers 500 invoices issued at once through both processes 1..500', async () => {
    const book = await createBook(t.db.prisma, { title: 'Two-process invoices', price: taka(100), stock: 1000 });
    const buyers = await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const user = await t.db.prisma.user.create({ data: { name: `Invoice buyer ${i}`, phone: null } });
        const { token } = await startSession(t.db.prisma, user.id, { ip: '127.0.0.1', userAgent: 'test' }, t.services.config.session);
        return { userId: user.id, cookie: `pathagar_session=${token}` };
      }),
    );
    for (const { userId } of buyers) await fillCart(t, userId, [{ productId: book.id }]);
    const net = await cartNet(t, buyers[0]!.userId);

    const place = async (i: number) => {
      const response = await fetch(`${servers[i % 2]!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', cookie: buyers[i]!.cookie },
        body: JSON.stringify({
          query: PLACE,
          variables: { input: { idempotencyKey: randomUUID(), paymentMethod: 'COD', deliveryPlace: 'DHAKA', name: 'Buyer', phone: '01712345670', address: 'Road 1', expectedNetPoisha: net } },
        }),
      });
      const body = (await response.json()) as { data?: { placeOrder: { __typename: string } }; errors?: unknown[] };
      return body.data?.placeOrder.__typename ?? `HTTP ${response.status} ${JSON.stringify(body.errors)}`;
    };
    // 20 requests in flight at all times, alternating between the processes: each process's pool of 10
    // database connections is what it can serve at once; more only queue for a connection until Prisma's
    // transaction wait runs out (on this shared, loaded machine that happened at 60 in flight).
    const answers: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < buyers.length) answers.push(await place(next++));
      }),
    );

    const failed = answers.filter((a) => a !== 'MutationPlaceOrderSuccess');
    if (failed.length) throw new Error(`${failed.length} placements failed: ${failed[0]}\n${servers.map((s) => s.output().slice(-3000)).join('\n---\n')}`);
    expect(answers.filter((a) => a === 'MutationPlaceOrderSuccess')).toHaveLength(500);
    const invoices = await t.db.prisma.invoice.findMany({ select: { serial: true, number: true, fiscalYear: true } });
    expect(new Set(invoices.map((i) => i.fiscalYear)).size).toBe(1);
    expect(invoices.map((i) => i.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(500);
  }, 600_000);
});
