/**
 * Sign-in abuse and account enumeration (issue 10, point 6): wrong passwords from anywhere slow an
 * account down but never lock its owner out of a browser they signed in on before; per-address limits
 * hold, also behind a proxy when the client forges X-Forwarded-For; sign-up answers the same whether
 * or not the phone has an account, and the account's owner is told instead.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { lastCodeTo, registerCustomer } from '../../test/accounts.ts';
import { sessionTokenFrom, startTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../shared/clock.ts';
import { createApp } from '../app.ts';
import type { TrustProxy } from '../http/client-address.ts';
import { latestSmsTo } from '../modules/accounts/integrations/sms.ts';
import { DEVICE_COOKIE } from '../modules/accounts/known-device.ts';

/**
 * The limits count with this clock, which moves only when a test says so: an attack of several requests
 * happens "at once" however slow the machine is, and a wait is a step of the clock, not of real time.
 */
const clock = new ManualClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ services: { clock } });
});
afterAll(() => t.close());

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on Error { message code }
      ... on TooManyAttemptsError { retryAfterSeconds }
    }
  }
`;

/** The known-device cookie a response set, as a Cookie header value. */
function deviceCookieFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!cookie) throw new Error('No known-device cookie was set');
  return cookie.split(';')[0]!;
}

async function signIn(cred: string, password: string, options: { ip: string; cookie?: string }) {
  const { data, response } = await t.graphql(SIGN_IN, { input: { cred, password } }, options);
  return { result: data!.signIn as Record<string, unknown>, response };
}

/** Wrong passwords for the account, each from its own address (a botnet). */
async function attack(cred: string, times: number, network: string) {
  const kinds = [];
  for (let i = 0; i < times; i += 1) kinds.push((await signIn(cred, `not-it-${i}`, { ip: `${network}.${i + 1}` })).result.__typename);
  return kinds;
}

describe('no self-inflicted lockout', () => {
  it('lets the owner in at once from a browser they signed in on, however many wrong passwords others sent', async () => {
    await registerCustomer(t, { name: 'Owner', phone: '01711000101', password: 'owner-pass' });
    const first = await signIn('01711000101', 'owner-pass', { ip: '198.51.100.101' });
    expect(first.result.__typename).toBe('MutationSignInSuccess');
    const device = deviceCookieFrom(first.response);
    expect(first.response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toMatch(
      /; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    expect(await attack('01711000101', 8, '203.0.113')).toEqual([...Array(5).fill('InvalidCredentialsError'), ...Array(3).fill('TooManyAttemptsError')]);

    const owner = await signIn('01711000101', 'owner-pass', { ip: '198.51.100.101', cookie: device });
    expect(owner.result.__typename).toBe('MutationSignInSuccess');
    expect(sessionTokenFrom(owner.response)).toBeTruthy();
    // A typo on the owner's own browser is just a wrong password, not a wait.
    const typo = await signIn('01711000101', 'owner-pas', { ip: '198.51.100.101', cookie: device });
    expect(typo.result.__typename).toBe('InvalidCredentialsError');
    // The owner getting in gives the attacker no fresh start.
    expect(await attack('01711000101', 1, '203.0.114')).toEqual(['TooManyAttemptsError']);

    const events = await t.db.prisma.auditEvent.findMany({
      where: { action: 'auth.sign_in', ip: '198.51.100.101' },
      orderBy: { createdAt: 'asc' },
      select: { details: true },
    });
    expect(events.map((e) => e.details)).toEqual([
      { method: 'password', knownDevice: false },
      { method: 'password', knownDevice: true },
    ]);
  });

  it('makes a browser the account has not signed in on wait the delay, then lets the right password in', async () => {
    await registerCustomer(t, { name: 'Waiter', phone: '01711000102', password: 'waiter-pass' });
    await attack('01711000102', 5, '203.0.115');
    const early = await signIn('01711000102', 'waiter-pass', { ip: '198.51.100.102' });
    expect(early.result).toEqual({
      __typename: 'TooManyAttemptsError',
      message: 'Too many attempts for this account. Try again in 1 second.',
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: 1,
    });
    expect(sessionTokenFrom(early.response)).toBeNull();
    clock.advance(1_100);
    const later = await signIn('01711000102', 'waiter-pass', { ip: '198.51.100.102' });
    expect(later.result.__typename).toBe('MutationSignInSuccess');
    expect(deviceCookieFrom(later.response)).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
  });

  it('doubles the delay with each further attempt, up to a minute', async () => {
    const user = await registerCustomer(t, { name: 'Doubling', phone: '01711000103', password: 'doubling1' });
    const bucket = `sign-in:account:user:${user.userId}`;
    const waits = [];
    for (const attempts of [5, 6, 7, 10, 11, 14]) {
      await t.db.prisma.rateLimitHit.deleteMany({ where: { bucket } });
      await t.db.prisma.rateLimitHit.createMany({ data: Array.from({ length: attempts }, () => ({ bucket, createdAt: clock.now() })) });
      const { result } = await signIn('01711000103', 'doubling1', { ip: '198.51.100.103' });
      waits.push([result.retryAfterSeconds, result.message]);
    }
    expect(waits).toEqual([
      [1, 'Too many attempts for this account. Try again in 1 second.'],
      [2, 'Too many attempts for this account. Try again in 2 seconds.'],
      [4, 'Too many attempts for this account. Try again in 4 seconds.'],
      [32, 'Too many attempts for this account. Try again in 32 seconds.'],
      [60, 'Too many attempts for this account. Try again in 1 minute.'],
      [60, 'Too many attempts for this account. Try again in 1 minute.'],
    ]);
  });

  it("does not take another account's device cookie, a tampered one, or one signed before the password changed", async () => {
    await registerCustomer(t, { name: 'Cookie A', phone: '01711000104', password: 'cookie-a1' });
    await registerCustomer(t, { name: 'Cookie B', phone: '01711000105', password: 'cookie-b1' });
    const own = deviceCookieFrom((await signIn('01711000105', 'cookie-b1', { ip: '198.51.100.104' })).response);
    const other = deviceCookieFrom((await signIn('01711000104', 'cookie-a1', { ip: '198.51.100.104' })).response);
    await attack('01711000105', 5, '203.0.116');
    const [userId, nonce] = own.slice(DEVICE_COOKIE.length + 1).split('.');
    const tampered = `${DEVICE_COOKIE}=${userId}.${nonce}.${'A'.repeat(43)}`;
    const otherAccountsEntry = `${DEVICE_COOKIE}=${userId}.${other.split('.').slice(1).join('.')}`;
    for (const cookie of [other, tampered, otherAccountsEntry]) {
      expect((await signIn('01711000105', 'cookie-b1', { ip: '198.51.100.105', cookie })).result.__typename).toBe('TooManyAttemptsError');
    }
    expect((await signIn('01711000105', 'cookie-b1', { ip: '198.51.100.105', cookie: own })).result.__typename).toBe('MutationSignInSuccess');

    await t.db.prisma.user.update({ where: { phone: '01711000105' }, data: { passwordHash: (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01711000104' } })).passwordHash } });
    await attack('01711000105', 5, '203.0.117');
    expect((await signIn('01711000105', 'cookie-a1', { ip: '198.51.100.105', cookie: own })).result.__typename).toBe('TooManyAttemptsError');
  });
});

describe('per-address limits', () => {
  it('stops one address after 30 failed sign-ins across accounts, known device or not, and says for how long', async () => {
    await registerCustomer(t, { name: 'Neighbour', phone: '01711000106', password: 'neighbour1' });
    const device = deviceCookieFrom((await signIn('01711000106', 'neighbour1', { ip: '198.51.100.106' })).response);
    const kinds = [];
    for (let i = 0; i < 30; i += 1) kinds.push((await signIn(`guess${i}@example.com`, 'password1', { ip: '198.51.100.106' })).result.__typename);
    expect(kinds).toEqual(Array(30).fill('InvalidCredentialsError'));
    const blocked = await signIn('01711000106', 'neighbour1', { ip: '198.51.100.106', cookie: device });
    expect(blocked.result).toMatchObject({
      __typename: 'TooManyAttemptsError',
      message: 'Too many sign-in attempts from your network. Try again in 15 minutes.',
    });
    expect(blocked.result.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await signIn('01711000106', 'neighbour1', { ip: '198.51.100.107', cookie: device })).result.__typename).toBe('MutationSignInSuccess');
  });

  it('stops one address after 10 failed sign-ins to one account, while other addresses wait only the delay', async () => {
    const user = await registerCustomer(t, { name: 'Pair', phone: '01711000107', password: 'pair-pass1' });
    const since = new Date(clock.now().getTime() - 5 * 60_000);
    await t.db.prisma.rateLimitHit.createMany({
      data: Array.from({ length: 10 }, () => ({ bucket: `sign-in:ip-account:198.51.100.108:user:${user.userId}`, createdAt: since })),
    });
    const blocked = await signIn('01711000107', 'pair-pass1', { ip: '198.51.100.108' });
    expect(blocked.result).toMatchObject({
      __typename: 'TooManyAttemptsError',
      message: 'Too many attempts for this account from your network. Try again in 10 minutes.',
    });
    expect((await signIn('01711000107', 'pair-pass1', { ip: '198.51.100.109' })).result.__typename).toBe('MutationSignInSuccess');
  });

  it('takes the address the proxy appended (TRUST_PROXY=1): forged leftmost X-Forwarded-For entries do not escape the limit or reach the audit log', async () => {
    const kinds = [];
    for (let i = 0; i < 31; i += 1) {
      const forged = `10.${i}.${i}.1, 192.168.0.${i}`;
      kinds.push((await signIn(`forger${i}@example.com`, 'password1', { ip: `${forged}, 198.51.100.110` })).result.__typename);
    }
    expect(kinds).toEqual([...Array(30).fill('InvalidCredentialsError'), 'TooManyAttemptsError']);
    const ips = await t.db.prisma.auditEvent.findMany({
      where: { action: { in: ['auth.sign_in_failed', 'auth.sign_in_blocked'] }, details: { path: ['account'], string_starts_with: 'cred:forger' } },
      distinct: ['ip'],
      select: { ip: true },
    });
    expect(ips).toEqual([{ ip: '198.51.100.110' }]);
  });
});

describe('per-address limits on a real socket', () => {
  let server: http.Server;
  let port: number;
  let trust: TrustProxy = { kind: 'none' };

  beforeAll(async () => {
    const app = createApp({
      config: {
        isDevelopment: true,
        clientDist: '/nonexistent',
        get trustProxy() {
          return trust;
        },
        graphql: { trustedDocuments: true, timeBudgetMs: 5_000 },
      },
      db: t.db,
      log: pino({ level: 'silent' }),
      services: t.services,
    });
    server = await new Promise<http.Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as http.Server)) as http.Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function loginOverSocket(cred: string, forwardedFor: string) {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ cred, password: 'password1' }),
    });
    return response.status;
  }

  async function auditedAddresses(prefix: string) {
    const rows = await t.db.prisma.auditEvent.findMany({
      where: { action: 'auth.sign_in_failed', details: { path: ['account'], string_starts_with: `cred:${prefix}` } },
      distinct: ['ip'],
      select: { ip: true },
    });
    return rows.map((row) => row.ip);
  }

  it('without a trusted proxy, counts the socket peer whatever X-Forwarded-For says', async () => {
    trust = { kind: 'none' };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await loginOverSocket(`direct${i}@example.com`, `203.0.113.${i}`));
    expect(statuses).toEqual([401, 401, 401]);
    expect(await auditedAddresses('direct')).toEqual(['127.0.0.1']);
  });

  it('behind a listed proxy (TRUST_PROXY=127.0.0.1), counts the rightmost address the proxy did not write', async () => {
    trust = { kind: 'addresses', ranges: ['127.0.0.1'] };
    await t.db.prisma.rateLimitHit.createMany({
      data: Array.from({ length: 30 }, () => ({ bucket: 'sign-in:ip:198.51.100.111', createdAt: clock.now() })),
    });
    expect(await loginOverSocket('listed0@example.com', '6.6.6.6, 198.51.100.111')).toBe(429);
    expect(await loginOverSocket('listed1@example.com', '198.51.100.111, 6.6.6.6')).toBe(401);
    expect(await auditedAddresses('listed')).toEqual(['6.6.6.6']);
  });
});

describe('sign-up does not say who has an account', () => {
  const SEND = `mutation($input: SendSignUpCodeInput!) { sendSignUpCode(input: $input) { __typename
    ... on MutationSendSignUpCodeSuccess { data { expiresAt } } ... on Error { message code } } }`;
  const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on Error { message code } } }`;

  it('answers an existing phone and a new one identically, and texts the existing account a notice without a code', async () => {
    const existing = { name: 'Imposter', phone: '01700000003', email: 'imposter@example.com', password: 'imposter1' };
    const fresh = { name: 'Newcomer', phone: '01711000120', email: 'newcomer@example.com', password: 'newcomer1' };
    const answers = [];
    for (const details of [existing, fresh]) {
      const { data, response } = await t.graphql(SEND, { input: details }, { ip: '198.51.100.120' });
      answers.push({ typename: data!.sendSignUpCode.__typename, keys: Object.keys(data!.sendSignUpCode.data), status: response.status, cookies: response.headers.getSetCookie() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ typename: 'MutationSendSignUpCodeSuccess', keys: ['expiresAt'], status: 200, cookies: [] });

    const notice = (await latestSmsTo(t.db.prisma, '01700000003'))!.body;
    expect(notice).toBe(
      'Pathagar: someone tried to create an account with this number, but you already have one. ' +
        'Sign in, or reset your password if you forgot it. If it was not you, ignore this message.',
    );
    expect(notice).not.toMatch(/\d{6}/);
    expect((await latestSmsTo(t.db.prisma, '01711000120'))!.body).toMatch(/^Pathagar: your sign-up code is \d{6}\. It expires in 10 minutes\.$/);

    // Finishing with a guess answers the same too: a code exists for both, and only the new phone got it.
    const guesses = [];
    const freshCode = await lastCodeTo(t, '01711000120');
    for (const details of [existing, fresh]) {
      const code = freshCode === '000000' ? '111111' : '000000';
      guesses.push((await t.graphql(SIGN_UP, { input: { ...details, code } })).data!.signUp);
    }
    expect(guesses[0]).toEqual(guesses[1]);
    expect(guesses[0]).toEqual({ __typename: 'CodeInvalidError', message: 'The code is not correct.', code: 'CODE_INVALID' });
    expect(await t.db.prisma.user.count({ where: { email: { in: ['imposter@example.com', 'newcomer@example.com'] } } })).toBe(0);
    const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
    expect(customer.name).toBe('Demo Customer');
  });

  it('answers the REST register the same way for an existing and a new phone (202, same body)', async () => {
    const bodies = [];
    for (const phone of ['01700000001', '01711000121']) {
      const response = await t.rest('POST', '/api/auth/register', { name: 'Rest', phone, password: 'restrest1' }, { ip: '198.51.100.121' });
      const body = await response.json();
      bodies.push({ status: response.status, body: { ...body, expires_at: typeof body.expires_at } });
    }
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]!.status).toBe(202);
  });
});
