import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { latestSmsTo } from './integrations/sms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SEND_RESET = `mutation($input: SendPasswordResetCodeInput!) { sendPasswordResetCode(input: $input) { __typename
  ... on MutationSendPasswordResetCodeSuccess { data { expiresAt } }
  ... on Error { message code } ... on ValidationError { fields { field message } } } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename
  ... on Error { message code } ... on ValidationError { fields { field message } } } }`;

async function codeSentTo(phone: string): Promise<string> {
  const sms = await latestSmsTo(t.db.prisma, phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

async function createAccount(phone: string, ip: string) {
  const response = await t.rest('POST', '/api/auth/register', { name: 'Code Tester', phone, password: 'initial123' }, { ip });
  expect(response.status).toBe(201);
}

describe('password reset codes', () => {
  it('sends a 6-digit code by SMS (outbox) that resets the password once and ends every session', async () => {
    await createAccount('01611000001', '192.0.2.1');
    const oldSession = await t.rest('POST', '/api/auth/login', { cred: '01611000001', password: 'initial123' }, { ip: '192.0.2.1' });
    const sent = await t.graphql(SEND_RESET, { input: { phone: '+8801611000001' } }, { ip: '192.0.2.1' });
    expect(sent.data!.sendPasswordResetCode.__typename).toBe('MutationSendPasswordResetCodeSuccess');
    const sms = await latestSmsTo(t.db.prisma, '01611000001');
    expect(sms!.body).toMatch(/^Pathagar: your password reset code is \d{6}\. It expires in 10 minutes\.$/);
    const row = await t.db.prisma.oneTimeCode.findFirstOrThrow({ where: { phone: '01611000001' } });
    const code = await codeSentTo('01611000001');
    expect(row.codeHash).not.toContain(code);

    const reset = await t.graphql(RESET, { input: { phone: '01611000001', code, newPassword: 'changed123' } }, { ip: '192.0.2.1' });
    expect(reset.data!.resetPassword).toEqual({ __typename: 'MutationResetPasswordSuccess' });
    const cookie = oldSession.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await t.rest('GET', '/api/user', undefined, { cookie })).status).toBe(401);
    const login = await t.rest('POST', '/api/auth/login', { cred: '01611000001', password: 'changed123' }, { ip: '192.0.2.1' });
    expect(login.status).toBe(200);

    const again = await t.graphql(RESET, { input: { phone: '01611000001', code, newPassword: 'again1234' } }, { ip: '192.0.2.1' });
    expect(again.data!.resetPassword).toMatchObject({ __typename: 'CodeInvalidError', message: 'This code has expired. Please ask for a new one.' });
  });

  it('allows 5 checks per code, then refuses even the right code', async () => {
    await createAccount('01611000002', '192.0.2.2');
    await t.graphql(SEND_RESET, { input: { phone: '01611000002' } }, { ip: '192.0.2.2' });
    const code = await codeSentTo('01611000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const { data } = await t.graphql(RESET, { input: { phone: '01611000002', code: wrong, newPassword: 'whatever1' } });
      expect(data!.resetPassword).toMatchObject({ __typename: 'CodeInvalidError', message: 'The code is not correct.' });
    }
    const { data } = await t.graphql(RESET, { input: { phone: '01611000002', code, newPassword: 'whatever1' } });
    expect(data!.resetPassword).toMatchObject({ __typename: 'CodeInvalidError', message: 'Too many wrong codes. Please ask for a new one.' });
  });

  it('counts concurrent guesses too: no more than 5 checks ever happen', async () => {
    await createAccount('01611000005', '192.0.2.5');
    await t.graphql(SEND_RESET, { input: { phone: '01611000005' } }, { ip: '192.0.2.5' });
    const code = await codeSentTo('01611000005');
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => t.graphql(RESET, { input: { phone: '01611000005', code: guess, newPassword: 'whatever1' } })));
    const row = await t.db.prisma.oneTimeCode.findFirstOrThrow({ where: { phone: '01611000005' } });
    expect(row.attempts).toBe(5);
  });

  it('refuses a code after 10 minutes', async () => {
    await createAccount('01611000003', '192.0.2.3');
    await t.graphql(SEND_RESET, { input: { phone: '01611000003' } }, { ip: '192.0.2.3' });
    const code = await codeSentTo('01611000003');
    const row = await t.db.prisma.oneTimeCode.findFirstOrThrow({ where: { phone: '01611000003' } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
    await t.db.prisma.oneTimeCode.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const { data } = await t.graphql(RESET, { input: { phone: '01611000003', code, newPassword: 'whatever1' } });
    expect(data!.resetPassword).toMatchObject({ __typename: 'CodeInvalidError', code: 'CODE_INVALID' });
  });

  it('sends at most 5 codes per phone in 10 minutes', async () => {
    await createAccount('01611000004', '192.0.2.4');
    const kinds = [];
    for (let i = 0; i < 6; i += 1) {
      const { data } = await t.graphql(SEND_RESET, { input: { phone: '01611000004' } }, { ip: `192.0.2.${40 + i}` });
      kinds.push(data!.sendPasswordResetCode.__typename);
    }
    expect(kinds).toEqual([...Array(5).fill('MutationSendPasswordResetCodeSuccess'), 'TooManyAttemptsError']);
    expect(await t.db.prisma.smsMessage.count({ where: { to: '01611000004' } })).toBe(5);
  });

  it('sends at most 5 codes per IP in 10 minutes', async () => {
    const kinds = [];
    for (let i = 0; i < 6; i += 1) {
      const { data } = await t.graphql(SEND_RESET, { input: { phone: `0161200000${i}` } }, { ip: '192.0.2.99' });
      kinds.push(data!.sendPasswordResetCode.__typename);
    }
    expect(kinds.at(-1)).toBe('TooManyAttemptsError');
    expect(kinds.slice(0, 5).every((k) => k === 'MutationSendPasswordResetCodeSuccess')).toBe(true);
  });

  it('answers the same for a phone without an account, and sends nothing', async () => {
    const { data } = await t.graphql(SEND_RESET, { input: { phone: '01699999999' } }, { ip: '192.0.2.7' });
    expect(data!.sendPasswordResetCode.__typename).toBe('MutationSendPasswordResetCodeSuccess');
    expect(await latestSmsTo(t.db.prisma, '01699999999')).toBeNull();
  });

  it('answers ValidationError for a number that is not a Bangladeshi mobile', async () => {
    const { data } = await t.graphql(SEND_RESET, { input: { phone: '12345' } }, { ip: '192.0.2.8' });
    expect(data!.sendPasswordResetCode).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'phone', message: 'Invalid phone number' }] });
  });
});

describe('phone verification', () => {
  it('verifies the signed-in user\'s phone with the code sent to it', async () => {
    const cookie = await signInAs(t, 'fresh', '192.0.2.9');
    await t.db.prisma.user.update({ where: { phone: '01700000004' }, data: { phoneVerifiedAt: null } });
    const sent = await t.graphql(`mutation { sendVerificationCode(input: {}) { __typename } }`, {}, { cookie, ip: '192.0.2.9' });
    expect(sent.data!.sendVerificationCode.__typename).toBe('MutationSendVerificationCodeSuccess');
    const code = await codeSentTo('01700000004');
    const verified = await t.graphql(
      `mutation($code: String!) { verifyPhone(input: { code: $code }) { __typename ... on MutationVerifyPhoneSuccess { data { phoneVerified } } } }`,
      { code },
      { cookie },
    );
    expect(verified.data!.verifyPhone).toEqual({ __typename: 'MutationVerifyPhoneSuccess', data: { phoneVerified: true } });
  });
});
