/**
 * Issue 36 item 2 acceptance: the payment reconciliation sweep settles each open attempt exactly once with two server
 * processes sharing one PostgreSQL database (each runs the sweep every second) and this test process sweeping at the
 * same time, outside the sweep's turn. Every attempt was paid at the gateway (the SSLCommerz fake) with no callback.
 * The attempt's claim (a row-locked conditional update of lastCheckedAt) must hold across processes: SSLCommerz's
 * transaction query is asked once per attempt in all, each order is paid once (one PAYMENT_RECEIVED, one invoice).
 * PostgreSQL only: the embedded database belongs to one process (payment-reconciliation.test.ts races sweeps in one).
 */
import { SslCommerzFake } from '../../../test/fakes/sslcommerz-fake.ts';
import { openOnlineAttempt, systemCtx } from '../../../test/payment-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { serverUrl } from '../../../test/test-database.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcilePayments } from './payment-reconciliation.ts';
import { SslCommerzProvider } from './providers/sslcommerz.ts';

const onPostgres = serverUrl() ? describe : describe.skip;

onPostgres('payment reconciliation from two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let ssl: SslCommerzFake;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    [t, ssl] = await Promise.all([startTestApp(), new SslCommerzFake().start()]);
    if (t.db.target.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    t.services.payments.SSLCOMMERZ = new SslCommerzProvider({ storeId: ssl.storeId, storePassword: ssl.storePassword, apiUrl: ssl.url });
    const env = {
      DATABASE_URL: t.db.target.url,
      DEMO_ACCOUNTS: 'false',
      SSLCOMMERZ_STORE_ID: ssl.storeId,
      SSLCOMMERZ_STORE_PASSWORD: ssl.storePassword,
      SSLCOMMERZ_API_URL: ssl.url,
      PAYMENT_RECONCILE_SECONDS: '1',
    };
    servers = await Promise.all([startServerProcess(env, 240_000), startServerProcess(env, 240_000)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await Promise.all([t?.close(), ssl?.stop()]);
  });

  const ATTEMPTS = 40;
  const DEADLINE_MS = 120_000;

  it(`settles ${ATTEMPTS} attempts paid at the gateway once each, the gateway asked once per attempt`, async () => {
    const attempts = [];
    for (let i = 0; i < ATTEMPTS; i += 1) attempts.push(await openOnlineAttempt(t, 'SSLCOMMERZ'));
    for (const { tranId } of attempts) ssl.pay(tranId, '500.00');
    // Opened ten minutes ago as far as the sweeps are concerned: all due at once, in every process.
    await t.db.prisma.payment.updateMany({ where: { tranId: { in: attempts.map((a) => a.tranId) } }, data: { createdAt: new Date(Date.now() - 10 * 60_000) } });

    // This process sweeps too, alongside the servers' turns, until every attempt is settled (or the deadline passes).
    let askedHere = 0;
    const ids = attempts.map((a) => a.order.id);
    const deadline = Date.now() + DEADLINE_MS;
    while ((await t.db.prisma.order.count({ where: { id: { in: ids }, status: 'PLACED' } })) < ATTEMPTS && Date.now() < deadline) {
      askedHere += (await reconcilePayments(systemCtx(t), new Date(), 5)).asked;
    }

    for (const { tranId } of attempts) expect(ssl.transactionQueries(tranId)).toBe(1);
    expect(await t.db.prisma.order.count({ where: { id: { in: ids }, status: 'PLACED', paymentStatus: 'PAID' } })).toBe(ATTEMPTS);
    expect(await t.db.prisma.payment.count({ where: { orderId: { in: ids }, status: 'PAID' } })).toBe(ATTEMPTS);
    expect(await t.db.prisma.orderEvent.count({ where: { orderId: { in: ids }, type: 'PAYMENT_RECEIVED' } })).toBe(ATTEMPTS);
    expect(await t.db.prisma.invoice.count({ where: { orderId: { in: ids } } })).toBe(ATTEMPTS);
    // Who asked: the servers' sweeps (their log lines) and this process, one question per attempt in all. A sweep logs
    // after its whole batch, so the servers stop first: stopping waits for a running sweep and its line.
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    const askedByServers = servers
      .flatMap((server) => server.output().split('\n'))
      .filter((line) => line.includes('Payment reconciliation:'))
      .reduce((sum, line) => sum + (JSON.parse(line) as { asked: number }).asked, 0);
    expect(askedByServers + askedHere).toBe(ATTEMPTS);
    expect(askedByServers).toBeGreaterThan(0);
  }, 180_000);
});
