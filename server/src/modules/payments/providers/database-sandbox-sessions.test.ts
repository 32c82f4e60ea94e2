/**
 * Issue 22 §2: the payment sandbox keeps its sessions in the database, so a payment opened by one server
 * process is shown, decided, redirected and verified by another.
 */
import type { Database } from '../../../db/connect.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { databaseSandboxSessions } from './database-sandbox-sessions.ts';
import { SandboxGateway, SandboxProvider } from './sandbox.ts';
import { PaymentCallbackRejectedError, PaymentProviderError } from './types.ts';

const input = {
  tranId: 'TRN-1',
  amountPoisha: 123_450,
  orderNumber: 'PTG-1',
  description: '2 items',
  itemCount: 2,
  customer: { name: 'Rahim', phone: '01711111111', email: null, address: null },
  urls: { success: 'http://shop.test/ok', fail: 'http://shop.test/fail', cancel: 'http://shop.test/cancel', notify: 'http://shop.test/notify' },
};

describe('sandbox sessions in the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  /** Two server processes: two gateways (no memory shared), one database. */
  const processes = () => [new SandboxGateway({ store: databaseSandboxSessions(db.prisma) }), new SandboxGateway({ store: databaseSandboxSessions(db.prisma) })];

  it('opens on one process, is decided on a second and verifies on the first from the redirect the second made', async () => {
    const [first, second] = processes();
    const started = await new SandboxProvider('SANDBOX', first!).startPayment(input);
    expect((await second!.session(started.providerSessionId!))?.amountPoisha).toBe(123_450);

    const decided = await second!.decide(started.providerSessionId!, 'PAID');
    const redirect = new URL(await second!.returnUrl(decided!));
    expect(redirect.origin + redirect.pathname).toBe('http://shop.test/ok');
    const verified = await new SandboxProvider('SANDBOX', first!).verify('TRN-1', Object.fromEntries(redirect.searchParams), {
      providerSessionId: started.providerSessionId!,
      amountPoisha: 123_450,
    });
    expect(verified).toMatchObject({ status: 'PAID', tranId: 'TRN-1', amountPoisha: 123_450, providerReference: decided!.reference });
    // The session's secret never leaves the gateway.
    expect(decided).not.toHaveProperty('secret');
  });

  it('keeps the first choice when two processes decide at once, and refuses a tampered redirect', async () => {
    const [first, second] = processes();
    const session = await first!.open('BKASH', { ...input, tranId: 'TRN-2' });
    const [a, b] = await Promise.all([first!.decide(session.id, 'CANCELLED'), second!.decide(session.id, 'PAID')]);
    expect(a!.outcome).toBe(b!.outcome);
    expect(await db.prisma.sandboxPaymentSession.count({ where: { id: session.id, outcome: { not: null } } })).toBe(1);

    const fields = Object.fromEntries(new URL(await first!.returnUrl(a!)).searchParams);
    const provider = new SandboxProvider('BKASH', second!);
    const expected = { providerSessionId: session.id, amountPoisha: 123_450 };
    await expect(provider.verify('TRN-2', { ...fields, amount: '1.00' }, expected)).rejects.toBeInstanceOf(PaymentCallbackRejectedError);
    await expect(provider.verify('TRN-2', { ...fields, session_id: 'sbx_nope' }, expected)).rejects.toBeInstanceOf(PaymentCallbackRejectedError);
    expect(await second!.session('sbx_nope')).toBeNull();
  });

  it('answers the transaction query from its own record on any process: open, paid, cancelled; another amount is refused', async () => {
    const [first, second] = processes();
    const provider = new SandboxProvider('SSLCOMMERZ', second!);
    const session = await first!.open('SSLCOMMERZ', { ...input, tranId: 'TRN-3' });
    const attempt = { tranId: 'TRN-3', providerSessionId: session.id, amountPoisha: 123_450 };
    await expect(provider.queryPayment(attempt)).resolves.toMatchObject({ status: 'PENDING', gatewayStatus: 'OPEN' });
    const paid = await first!.decide(session.id, 'PAID');
    await expect(provider.queryPayment(attempt)).resolves.toMatchObject({ status: 'PAID', tranId: 'TRN-3', amountPoisha: 123_450, providerReference: paid!.reference });
    await expect(provider.queryPayment({ ...attempt, amountPoisha: 100 })).rejects.toBeInstanceOf(PaymentCallbackRejectedError);

    const cancelled = await first!.open('SSLCOMMERZ', { ...input, tranId: 'TRN-4' });
    await second!.decide(cancelled.id, 'CANCELLED');
    await expect(provider.queryPayment({ tranId: 'TRN-4', providerSessionId: cancelled.id, amountPoisha: 123_450 })).resolves.toMatchObject({ status: 'CANCELLED' });
    await expect(provider.queryPayment({ tranId: 'TRN-5', providerSessionId: null, amountPoisha: 1 })).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
