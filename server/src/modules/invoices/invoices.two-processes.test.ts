/**
 * Issue 19 acceptance: invoices issued at once by two server processes sharing one PostgreSQL
 * database (cash-on-delivery placements sent to both over HTTP; each issues its invoice in the
 * placement's transaction) are numbered 1..N with no gap and no repeat. A counter kept in one
 * process, or a number read and then written without the row lock, would fail here (a repeated
 * number breaks the unique (fiscalYear, serial) key: that placement answers an error, and the test
 * fails on any answer but success).
 * PostgreSQL only: the embedded database belongs to one process (invoices.test.ts races 500 in one).
 *
 * Bounded for a shared, loaded machine: 500 placements (about a minute on the 2-core machine), 10 in flight (5 per process, inside each
 * process's pool of 10 connections), each request with its own deadline. A request that gets no
 * answer in time (the transport gave up, not the server refusing) is sent again with the same
 * idempotency key to the other process (so is one the server cut off at its time budget): placement is idempotent, so a retry whose first attempt did
 * commit returns that order and its invoice, never a second one.
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
    const env = { DATABASE_URL: t.db.target.url, DEMO_ACCOUNTS: 'false', GRAPHQL_TIME_BUDGET_MS: '60000', DATABASE_STATEMENT_TIMEOUT_MS: '0' };
    // A slow shared machine can take more than a minute to start two processes.
    servers = await Promise.all([startServerProcess(env, 240_000), startServerProcess(env, 240_000)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await t?.close();
  });

  const PLACEMENTS = 500;
  const IN_FLIGHT = 10;
  const REQUEST_DEADLINE_MS = 90_000;
  const ATTEMPTS = 3;

  it(`numbers ${PLACEMENTS} invoices issued at once through both processes 1..${PLACEMENTS}`, async () => {
    // Each buyer buys a different book: one shared book's stock row would queue the placements one
    // behind another before they reach the invoice counter, and hide a counter that does not lock.
    const buyers = await Promise.all(
      Array.from({ length: PLACEMENTS }, async (_, i) => {
        const user = await t.db.prisma.user.create({ data: { name: `Invoice buyer ${i}`, phone: null } });
        const { token } = await startSession(t.db.prisma, user.id, { ip: '127.0.0.1', userAgent: 'test' }, t.services.config.session);
        const book = await createBook(t.db.prisma, { title: `Two-process invoices ${i}`, price: taka(100), stock: 5 });
        return { userId: user.id, cookie: `pathagar_session=${token}`, bookId: book.id };
      }),
    );
    for (const { userId, bookId } of buyers) await fillCart(t, userId, [{ productId: bookId }]);
    const net = await cartNet(t, buyers[0]!.userId);

    let resent = 0;
    /** One buyer's placement: the answer's __typename, or what went wrong. */
    const place = async (i: number): Promise<string> => {
      const input = { idempotencyKey: randomUUID(), paymentMethod: 'COD', deliveryPlace: 'DHAKA', district: 'Dhaka', name: 'Buyer', phone: '01712345670', address: 'Road 1', expectedNetPoisha: net };
      for (let attempt = 0; ; attempt++) {
        let response: Response;
        try {
          response = await fetch(`${servers[(i + attempt) % 2]!.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', cookie: buyers[i]!.cookie },
            body: JSON.stringify({ query: PLACE, variables: { input } }),
            signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
          });
        } catch (error) {
          // No answer (deadline, connection reset): the same key again, to the other process.
          if (attempt + 1 >= ATTEMPTS) return `no answer after ${ATTEMPTS} attempts: ${String(error)}`;
          resent++;
          continue;
        }
        const body = (await response.json()) as { data?: { placeOrder: { __typename: string } }; errors?: { extensions?: { code?: string } }[] };
        // The server ran out of its time budget (it says so, and may or may not have committed): the same key again.
        const outOfTime = body.errors?.some((e) => e.extensions?.code === 'TIME_BUDGET_EXCEEDED');
        if (outOfTime && attempt + 1 < ATTEMPTS) {
          resent++;
          continue;
        }
        return body.data?.placeOrder.__typename ?? `HTTP ${response.status} ${JSON.stringify(body.errors)}`;
      }
    };
    // IN_FLIGHT workers take the next buyer as soon as they finish one, alternating between the processes.
    const answers: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < buyers.length) {
          const i = next++;
          answers.push(await place(i));
        }
      }),
    );

    const failed = answers.filter((a) => a !== 'MutationPlaceOrderSuccess');
    if (failed.length) throw new Error(`${failed.length} placements failed (${resent} resent): ${failed[0]}\n${servers.map((s) => s.output().slice(-3000)).join('\n---\n')}`);
    expect(answers).toHaveLength(PLACEMENTS);
    // One order per buyer even where a request was sent twice, and each order has one invoice.
    for (const { userId } of buyers) expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(1);
    const invoices = await t.db.prisma.invoice.findMany({ select: { serial: true, number: true, fiscalYear: true, orderId: true } });
    expect(new Set(invoices.map((i) => i.orderId)).size).toBe(PLACEMENTS);
    expect(new Set(invoices.map((i) => i.fiscalYear)).size).toBe(1);
    expect(invoices.map((i) => i.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: PLACEMENTS }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(PLACEMENTS);
    // The counter row agrees: the next invoice would be PLACEMENTS + 1.
    const [counter] = await t.db.prisma.documentCounter.findMany({ where: { series: 'INVOICE' } });
    expect(counter!.last).toBe(PLACEMENTS);
    expect(await t.db.prisma.product.count({ where: { id: { in: buyers.map((b) => b.bookId) }, stock: 4 } })).toBe(PLACEMENTS);
  }, 900_000);
});
