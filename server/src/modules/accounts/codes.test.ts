import { signInAs } from '../../../test/accounts.ts';
import { hashPassword } from './passwords.ts';
import { DEFAULT_ROLE } from '../../shared/permissions.ts';
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
const RESET_REASON = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename
  ... on CodeInvalidError { code reason message } } }`;

async function codeSentTo(phone: string): Promise<string> {
  const sms = await latestSmsTo(t.db.prisma, phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

// Made directly: a sign-up through the API would spend one of the phone's codes on the sign-up code.
async function createAccount(phone: string) {
  await t.db.prisma.user.create({
    data: { name: 'Code Tester', phone, phoneVerifiedAt: new Date(), passwordHash: await hashPassword('initial123'), roles: { create: { role: { connect: { key: DEFAULT_ROLE } } } } },
  });
}

describe('password reset codes', () => {
  it('says why a code is refused in `reason` (the client words it in the customer language), keeping the English message', async () => {
    await createAccount('01611000009');
    await t.graphql(SEND_RESET, { input: { phone: '01611000009' } }, { ip: '192.0.2.9' });
    const code = await codeSentTo('01611000009');
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (guess: string) => t.graphql(RESET_REASON, { input: { phone: '01611000009', code: guess, newPassword: 'whatever1' } });
    expect((await reset(wrong)).data!.resetPassword).toEqual({
      __typename: 'CodeInvalidError',
      code: 'CODE_INVALID',
      reason: 'WRONG',
      message: 'The code is not correct.',
    });
    expect((await reset(code)).data!.resetPassword).toEqual({ __typename: 'MutationResetPasswordSuccess' });
    expect((await reset(code)).data!.resetPassword).toEqual({
      __typename: 'CodeInvalidError',
      code: 'CODE_INVALID',
      reason: 'EXPIRED',
      message: 'This code has expired. Please ask for a new one.',
    });
    for (let i = 0; i < 4; i += 1) await reset(wrong);
    await t.graphql(SEND_RESET, { input: { phone: '01611000009' } }, { ip: '192.0.2.9' });
    const next = await codeSentTo('01611000009');
    const other = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await reset(other);
    expect((await reset(next)).data!.resetPassword).toMatchObject({ code: 'CODE_INVALID', reason: 'TOO_MANY_WRONG', message: 'Too many wrong codes. Please ask for a new one.' });
  });

  it('sends a 6-digit code by SMS (outbox) that resets the password once and ends every session', async () => {
    await createAccount('01611000001');
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
    await createAccount('01611000002');
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
    await createAccount('01611000005');
    await t.graphql(SEND_RESET, { input: { phone: '01611000005' } }, { ip: '192.0.2.5' });
    const code = await codeSentTo('01611000005');
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => t.graphql(RESET, { input: { phone: '01611000005', code: guess, newPassword: 'whatever1' } })));
    const row = await t.db.prisma.oneTimeCode.findFirstOrThrow({ where: { phone: '01611000005' } });
    expect(row.attempts).toBe(5);
  });

  it('refuses a code after 10 minutes', async () => {
    await createAccount('01611000003');
    await t.graphql(SEND_RESET, { input: { phone: '01611000003' } }, { ip: '192.0.2.3' });
    const code = await codeSentTo('01611000003');
    const row = await t.db.prisma.oneTimeCode.findFirstOrThrow({ where: { phone: '01611000003' } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
    await t.db.prisma.oneTimeCode.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const { data } = await t.graphql(RESET, { input: { phone: '01611000003', code, newPassword: 'whatever1' } });
    expect(data!.resetPassword).toMatchObject({ __typename: 'CodeInvalidError', code: 'CODE_INVALID' });
  });

  it('sends at most 5 codes per phone in 10 minutes', async () => {
    await createAccount('01611000004');
    const kinds = [];
    for (let i = 0; i < 6; i += 1) {
      const { data } = await t.graphql(SEND_RESET, { input: { phone: '01611000004' } }, { ip: `192.0.2.${40 + i}` });
      kinds.push(data!.sendPasswordResetCode.__typename);
    }
    expect(kinds).toEqual([...Array(5).fill('MutationSendPasswordResetCodeSuccess'), 'TooManyAttemptsError']);
    expect(await t.db.prisma.smsMessage.count({ where: { to: '01611000004' } })).toBe(5);
    // Which limit it was, for the client to word in the customer's language; the English message as before.
    const { data } = await t.graphql(
      `mutation($input: SendPasswordResetCodeInput!) { sendPasswordResetCode(input: $input) { __typename ... on TooManyAttemptsError { code reason retryAfterSeconds message } } }`,
      { input: { phone: '01611000004' } },
      { ip: '192.0.2.49' },
    );
    expect(data!.sendPasswordResetCode).toEqual({
      __typename: 'TooManyAttemptsError',
      code: 'TOO_MANY_ATTEMPTS',
      reason: 'CODES_SENT',
      retryAfterSeconds: expect.any(Number),
      message: 'Too many codes were sent. Please wait 10 minutes and try again.',
    });
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

  it('answers the same for a phone without an account, and texts it a notice without a code', async () => {
    const known = await t.graphql(SEND_RESET, { input: { phone: '01700000003' } }, { ip: '192.0.2.7' });
    const unknown = await t.graphql(SEND_RESET, { input: { phone: '01699999999' } }, { ip: '192.0.2.7' });
    const shape = (data: any) => ({ ...data.sendPasswordResetCode, data: { expiresAt: typeof data.sendPasswordResetCode.data.expiresAt } });
    expect(shape(unknown.data)).toEqual(shape(known.data));
    expect(shape(unknown.data)).toEqual({ __typename: 'MutationSendPasswordResetCodeSuccess', data: { expiresAt: 'string' } });
    expect((await latestSmsTo(t.db.prisma, '01699999999'))!.body).toBe(
      'Pathagar: someone asked to reset the password of an account with this number, but there is none. ' +
        'You can create one at any time. If it was not you, ignore this message.',
    );
    expect(await t.db.prisma.smsMessage.count({ where: { to: '01699999999' } })).toBe(1);
  });

  it('answers a guessed code for a phone without an account as a wrong code, and never as "no account"', async () => {
    await t.graphql(SEND_RESET, { input: { phone: '01699999998' } }, { ip: '192.0.2.10' });
    await createAccount('01611000006');
    await t.graphql(SEND_RESET, { input: { phone: '01611000006' } }, { ip: '192.0.2.11' });
    const code = await codeSentTo('01611000006');
    // The unknown phone's code was never sent anywhere: any guess is as good (one in a million) as this one.
    const guesses = { '01699999998': '000000', '01611000006': code === '000000' ? '111111' : '000000' };
    const answers = [];
    for (const [phone, guess] of Object.entries(guesses)) {
      answers.push((await t.graphql(RESET, { input: { phone, code: guess, newPassword: 'whatever1' } })).data!.resetPassword);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ __typename: 'CodeInvalidError', message: 'The code is not correct.', code: 'CODE_INVALID' });
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
