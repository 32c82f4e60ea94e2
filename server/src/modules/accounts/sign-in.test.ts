import { demoAccount, lastCodeTo, registerCustomer, signInAs } from '../../../test/accounts.ts';
import { latestSmsTo } from './integrations/sms.ts';
import { sessionTokenFrom, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';
import { createApp } from '../../app.ts';
import pino from 'pino';

let t: TestApp;
/** Rate limits count with this clock, which moves only when a test says so. */
const clock = new ManualClock();
beforeAll(async () => {
  t = await startTestApp({ services: { clock } });
});
afterAll(() => t.close());

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on MutationSignInSuccess { data { name roles needsProfileCompletion } }
      ... on Error { message code }
      ... on ValidationError { fields { field message } }
      ... on TooManyAttemptsError { retryAfterSeconds }
    }
  }
`;

const VIEWER = `{ viewer { name phone hscBatch roles permissions } }`;

describe('signIn', () => {
  it('signs in with a phone number in any format, sets the session cookie, and the viewer follows it', async () => {
    const { data, response } = await t.graphql(SIGN_IN, { input: { cred: '+880 1700-000003', password: 'customer123' } });
    expect(data!.signIn).toEqual({
      __typename: 'MutationSignInSuccess',
      data: { name: 'Demo Customer', roles: ['customer'], needsProfileCompletion: false },
    });
    const cookie = sessionTokenFrom(response)!;
    expect((await t.graphql(VIEWER, {}, { cookie })).data!.viewer).toEqual({
      name: 'Demo Customer',
      phone: '01700000003',
      hscBatch: 'HSC 2025',
      roles: ['customer'],
      permissions: [],
    });
    expect((await t.graphql(VIEWER)).data!.viewer).toBeNull();
  });

  it('answers ValidationError with the seed messages', async () => {
    const { data } = await t.graphql(SIGN_IN, { input: { cred: 'abc', password: '123' } }, { ip: '192.0.2.50' });
    expect(data!.signIn).toMatchObject({
      __typename: 'ValidationError',
      fields: [
        { field: 'cred', message: 'Phone or email is required' },
        { field: 'password', message: 'Minimum 6 characters required' },
      ],
    });
  });

  it('answers InvalidCredentialsError the same way for a wrong password and an unknown account', async () => {
    const wrong = await t.graphql(SIGN_IN, { input: { cred: '01700000003', password: 'not-the-password' } }, { ip: '192.0.2.51' });
    const unknown = await t.graphql(SIGN_IN, { input: { cred: 'nobody@example.com', password: 'whatever1' } }, { ip: '192.0.2.51' });
    for (const { data, response } of [wrong, unknown]) {
      expect(data!.signIn).toEqual({
        __typename: 'InvalidCredentialsError',
        message: 'The phone number, email or password is not correct.',
        code: 'INVALID_CREDENTIALS',
      });
      expect(sessionTokenFrom(response)).toBeNull();
    }
    const failures = await t.db.prisma.auditEvent.count({ where: { action: 'auth.sign_in_failed', ip: '192.0.2.51' } });
    expect(failures).toBe(2);
  });

  it('slows an account after 5 attempts from browsers it has not signed in on, even for the right password, and says for how long', async () => {
    const { userId } = await registerCustomer(t, { name: 'Target', phone: '01555000111', email: 'target@example.com', password: 'target123' });
    const aliases = Array.from({ length: 7 }, (_, i) => `a${i}: signIn(input: { cred: "target@example.com", password: "guess-${i}xx" }) { __typename ... on Error { message } }`);
    aliases.push(`right: signIn(input: { cred: "target@example.com", password: "target123" }) { __typename ... on Error { message } ... on TooManyAttemptsError { retryAfterSeconds reason } }`);
    const { data, response } = await t.graphql(`mutation { ${aliases.join('\n')} }`, {}, { ip: '192.0.2.60' });
    const kinds = Object.values(data!).map((r: any) => r.__typename);
    expect(kinds).toEqual([
      ...Array(5).fill('InvalidCredentialsError'),
      'TooManyAttemptsError',
      'TooManyAttemptsError',
      'TooManyAttemptsError',
    ]);
    expect(data!.right).toEqual({
      __typename: 'TooManyAttemptsError',
      message: 'Too many attempts for this account. Try again in 1 second.',
      retryAfterSeconds: 1,
      reason: 'ACCOUNT',
    });
    expect(sessionTokenFrom(response)).toBeNull();
    // Turned-away attempts count nowhere: the account holds the 5 attempts that were checked.
    expect(await t.db.prisma.rateLimitHit.count({ where: { bucket: `sign-in:account:user:${userId}` } })).toBe(5);
    // From another address and by phone number too: the slowing is on the account (the test's clock
    // stands still, so however slow the machine, the 1 s has not passed).
    const later = await t.graphql(SIGN_IN, { input: { cred: '01555000111', password: 'target123' } }, { ip: '192.0.2.61' });
    expect(later.data!.signIn).toMatchObject({ __typename: 'TooManyAttemptsError', retryAfterSeconds: 1 });
    const blocked = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'auth.sign_in_blocked', ip: '192.0.2.61' } });
    expect(blocked.details).toEqual({ account: `user:${userId}`, by: 'account', retryAfterSeconds: 1 });
  });

  it('limits failed attempts per IP across accounts', async () => {
    const ip = '192.0.2.70';
    const kinds = [];
    for (let i = 0; i < 31; i += 1) {
      const { data } = await t.graphql(SIGN_IN, { input: { cred: `someone${i}@example.com`, password: 'password1' } }, { ip });
      kinds.push(data!.signIn.__typename);
    }
    expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(30);
    expect(kinds.at(-1)).toBe('TooManyAttemptsError');
  });

  it('holds the limit for concurrent attempts through two app instances sharing the database', async () => {
    const second = createApp({
      config: { isDevelopment: true, clientDist: '/nonexistent', trustProxy: { kind: 'hops', hops: 1 }, graphql: { trustedDocuments: true, timeBudgetMs: 5_000 } },
      db: t.db,
      log: pino({ level: 'silent' }),
      services: t.services,
    });
    const attempt = async (app: typeof second, i: number): Promise<string> => {
      const response = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': `192.0.2.${100 + i}` },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { cred: 'parallel@example.com', password: `wrong-${i}xx` } } }),
      });
      return (await response.json()).data.signIn.__typename;
    };
    // The account has had 11 attempts, the last 61 s ago: the next one may go now, and then every
    // other must wait 60 s after it, however many arrive together at either instance.
    const bucket = 'sign-in:account:cred:parallel@example.com';
    const before = clock.now().getTime() - 61_000;
    await t.db.prisma.rateLimitHit.createMany({ data: Array.from({ length: 11 }, (_, i) => ({ bucket, createdAt: new Date(before - i * 1000) })) });
    const kinds = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? t.app : second, i)));
    expect(kinds.filter((k) => k === 'InvalidCredentialsError')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'TooManyAttemptsError')).toHaveLength(11);
    expect(await t.db.prisma.rateLimitHit.count({ where: { bucket } })).toBe(12);
  });

  it('lets 5 attempts at an account through at once, however many arrive together', async () => {
    const kinds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.graphql(SIGN_IN, { input: { cred: 'burst@example.com', password: `wrong-${i}xx` } }, { ip: `192.0.2.${130 + i}` })),
    );
    const checked = kinds.filter(({ data }) => data!.signIn.__typename === 'InvalidCredentialsError');
    // Those turned away waited for the 1 s after the fifth; on a very slow machine a sixth may come later than that.
    expect(checked.length).toBeGreaterThanOrEqual(5);
    expect(await t.db.prisma.rateLimitHit.count({ where: { bucket: 'sign-in:account:cred:burst@example.com' } })).toBe(checked.length);
  });

  it('clears the account failures after a successful sign-in', async () => {
    const ip = '192.0.2.80';
    for (let i = 0; i < 4; i += 1) await t.graphql(SIGN_IN, { input: { cred: 'admin@pathagar.test', password: `nope-${i}xx` } }, { ip });
    expect((await t.graphql(SIGN_IN, { input: { cred: 'admin@pathagar.test', password: 'admin123' } }, { ip })).data!.signIn.__typename).toBe(
      'MutationSignInSuccess',
    );
    for (let i = 0; i < 4; i += 1) {
      const { data } = await t.graphql(SIGN_IN, { input: { cred: 'admin@pathagar.test', password: `again-${i}xx` } }, { ip });
      expect(data!.signIn.__typename).toBe('InvalidCredentialsError');
    }
  });
});

describe('sessions', () => {
  it('rotates the session at sign-in: the old token stops working', async () => {
    const first = await signInAs(t, 'customer', '192.0.2.90');
    const { response } = await t.graphql(SIGN_IN, { input: { cred: '01700000003', password: 'customer123' } }, { cookie: first, ip: '192.0.2.90' });
    const second = sessionTokenFrom(response)!;
    expect(second).not.toBe(first);
    expect((await t.graphql(VIEWER, {}, { cookie: first })).data!.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, { cookie: second })).data!.viewer.name).toBe('Demo Customer');
  });

  it('ends a session idle for longer than the idle limit, and any session past its absolute expiry', async () => {
    const idle = await signInAs(t, 'customer', '192.0.2.91');
    const old = await signInAs(t, 'customer', '192.0.2.91');
    const sessions = await t.db.prisma.session.findMany({ where: { revokedAt: null }, orderBy: { createdAt: 'desc' }, take: 2 });
    await t.db.prisma.session.update({ where: { id: sessions[1]!.id }, data: { lastSeenAt: new Date(Date.now() - 61 * 60_000) } });
    await t.db.prisma.session.update({ where: { id: sessions[0]!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await t.graphql(VIEWER, {}, { cookie: idle })).data!.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, { cookie: old })).data!.viewer).toBeNull();
  });

  it('signs out everywhere: every session of the user ends', async () => {
    const phone = await signInAs(t, 'agent', '192.0.2.92');
    const laptop = await signInAs(t, 'agent', '192.0.2.93');
    const { data, response } = await t.graphql('mutation { signOutEverywhere }', {}, { cookie: laptop });
    expect(data!.signOutEverywhere).toBeGreaterThanOrEqual(2);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await t.graphql(VIEWER, {}, { cookie: phone })).data!.viewer).toBeNull();
    const event = await t.db.prisma.auditEvent.findFirst({ where: { action: 'auth.sign_out_everywhere' }, include: { actor: true } });
    expect(event?.actor?.email).toBe(demoAccount('agent').email);
  });
});

describe('sign-up and passwords', () => {
  const SEND_SIGN_UP_CODE = `mutation($input: SendSignUpCodeInput!) { sendSignUpCode(input: $input) { __typename
    ... on MutationSendSignUpCodeSuccess { data { expiresAt } }
    ... on ValidationError { fields { field message } } } }`;
  const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename
    ... on MutationSignUpSuccess { data { name phone email roles needsProfileCompletion hasPassword } }
    ... on Error { message code } ... on ValidationError { fields { field message } } } }`;

  it('texts a code to the phone and creates the customer (hashed password, verified phone) and signs them in with it', async () => {
    const details = { name: 'Rafi', phone: '01822000111', email: 'Rafi@Example.com', password: 'rafi-pass' };
    const sent = await t.graphql(SEND_SIGN_UP_CODE, { input: details }, { ip: '192.0.2.96' });
    expect(sent.data!.sendSignUpCode).toEqual({ __typename: 'MutationSendSignUpCodeSuccess', data: { expiresAt: expect.any(String) } });
    expect((await latestSmsTo(t.db.prisma, '01822000111'))!.body).toMatch(/^Pathagar: your sign-up code is \d{6}\. It expires in 10 minutes\.$/);
    const { data, response } = await t.graphql(SIGN_UP, { input: { ...details, code: await lastCodeTo(t, '01822000111') } });
    expect(data!.signUp).toEqual({
      __typename: 'MutationSignUpSuccess',
      data: { name: 'Rafi', phone: '01822000111', email: 'rafi@example.com', roles: ['customer'], needsProfileCompletion: true, hasPassword: true },
    });
    expect(sessionTokenFrom(response)).toBeTruthy();
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'rafi@example.com' } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.phoneVerifiedAt).not.toBeNull();
  });

  it('refuses a sign-up without a phone, with a bad phone, or with a short password, and texts nothing', async () => {
    const none = await t.graphql(SEND_SIGN_UP_CODE, { input: { name: 'X', phone: '', email: 'x@example.com', password: 'secret12' } });
    expect(none.data!.sendSignUpCode.fields).toEqual([{ field: 'phone', message: 'Phone number is required' }]);
    const bad = await t.graphql(SEND_SIGN_UP_CODE, { input: { name: 'X', phone: '01212345678', password: 'secret12' } });
    expect(bad.data!.sendSignUpCode.fields).toEqual([{ field: 'phone', message: 'Invalid phone number' }]);
    const short = await t.graphql(SEND_SIGN_UP_CODE, { input: { name: 'X', phone: '01812345670', password: '123' } });
    expect(short.data!.sendSignUpCode.fields).toEqual([{ field: 'password', message: 'Minimum 6 characters required' }]);
    expect(await t.db.prisma.smsMessage.count({ where: { to: '01812345670' } })).toBe(0);
    expect(await t.db.prisma.user.count({ where: { name: 'X' } })).toBe(0);
  });

  it('creates nothing without the right code', async () => {
    const details = { name: 'Nocode', phone: '01822000112', password: 'secret12' };
    const never = await t.graphql(SIGN_UP, { input: { ...details, code: '123456' } });
    expect(never.data!.signUp).toEqual({ __typename: 'CodeInvalidError', message: 'This code has expired. Please ask for a new one.', code: 'CODE_INVALID' });
    await t.graphql(SEND_SIGN_UP_CODE, { input: details }, { ip: '192.0.2.97' });
    const code = await lastCodeTo(t, '01822000112');
    const wrong = await t.graphql(SIGN_UP, { input: { ...details, code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.data!.signUp).toEqual({ __typename: 'CodeInvalidError', message: 'The code is not correct.', code: 'CODE_INVALID' });
    expect(await t.db.prisma.user.count({ where: { phone: '01822000112' } })).toBe(0);
  });

  it('changes the password after checking the current one and ends the other sessions', async () => {
    const other = await signInAs(t, 'fresh', '192.0.2.94');
    const cookie = await signInAs(t, 'fresh', '192.0.2.95');
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on ValidationError { fields { field message } } } }`;
    const wrong = await t.graphql(CHANGE, { input: { currentPassword: 'nope-nope', newPassword: 'fresh456' } }, { cookie });
    expect(wrong.data!.changePassword.fields).toEqual([{ field: 'currentPassword', message: 'The current password is not correct' }]);
    const ok = await t.graphql(CHANGE, { input: { currentPassword: 'fresh123', newPassword: 'fresh456' } }, { cookie });
    expect(ok.data!.changePassword.__typename).toBe('MutationChangePasswordSuccess');
    expect((await t.graphql(VIEWER, {}, { cookie: other })).data!.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, { cookie })).data!.viewer.name).toBe('Fresh Customer');
    await t.graphql(CHANGE, { input: { currentPassword: 'fresh456', newPassword: 'fresh123' } }, { cookie });
  });
});
