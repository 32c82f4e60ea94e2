import { sessionTokenFrom, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CaptchaVerifier } from './integrations/captcha.ts';
import { createGoogleVerifier } from './integrations/google.ts';
import { FAKE_GOOGLE_CLIENT_ID, startFakeGoogleIssuer } from './integrations/google-test-issuer.ts';

const GOOGLE = `mutation($credential: String!) { signInWithGoogle(input: { credential: $credential }) { __typename
  ... on MutationSignInWithGoogleSuccess { data { name email googleLinked hasPassword needsProfileCompletion roles } }
  ... on Error { message code } } }`;

describe('Google sign-in', () => {
  let issuer: Awaited<ReturnType<typeof startFakeGoogleIssuer>>;
  let t: TestApp;
  beforeAll(async () => {
    issuer = await startFakeGoogleIssuer();
    t = await startTestApp({
      services: { google: createGoogleVerifier({ clientId: FAKE_GOOGLE_CLIENT_ID, jwksUrl: issuer.jwksUrl }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it('creates an account for a new Google user, who then completes the profile', async () => {
    const credential = await issuer.sign({ sub: 'google-new-1', email: 'Tania@Gmail.com', email_verified: true, name: 'Tania' });
    const { data, response } = await t.graphql(GOOGLE, { credential });
    expect(data!.signInWithGoogle).toEqual({
      __typename: 'MutationSignInWithGoogleSuccess',
      data: { name: 'Tania', email: 'tania@gmail.com', googleLinked: true, hasPassword: false, needsProfileCompletion: true, roles: ['customer'] },
    });
    expect(sessionTokenFrom(response)).toBeTruthy();
    const again = await t.graphql(GOOGLE, { credential: await issuer.sign({ sub: 'google-new-1', email: 'tania@gmail.com', email_verified: true, name: 'Tania' }) });
    expect(again.data!.signInWithGoogle.__typename).toBe('MutationSignInWithGoogleSuccess');
    expect(await t.db.prisma.user.count({ where: { googleSubject: 'google-new-1' } })).toBe(1);
  });

  it('links the account with the same verified email', async () => {
    const credential = await issuer.sign({ sub: 'google-customer', email: 'customer@pathagar.test', email_verified: true, name: 'Someone' });
    const { data } = await t.graphql(GOOGLE, { credential });
    expect(data!.signInWithGoogle.data).toMatchObject({ name: 'Demo Customer', googleLinked: true, hasPassword: true, needsProfileCompletion: false });
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'auth.google_linked' } })).toBe(1);
  });

  it('does not link on an unverified email', async () => {
    const credential = await issuer.sign({ sub: 'google-unverified', email: 'agent@pathagar.test', email_verified: false, name: 'Mallory' });
    const { data } = await t.graphql(GOOGLE, { credential });
    expect(data!.signInWithGoogle.data).toMatchObject({ name: 'Mallory', email: null, roles: ['customer'] });
    const agent = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'agent@pathagar.test' } });
    expect(agent.googleSubject).toBeNull();
  });

  it('answers GoogleSignInError for a token meant for another app, expired, or forged', async () => {
    const tokens = [
      await issuer.sign({ sub: 'x', email: 'x@gmail.com', email_verified: true }, { audience: 'another-app' }),
      await issuer.sign({ sub: 'x', email: 'x@gmail.com', email_verified: true }, { expiresIn: '-1m' }),
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
    ];
    for (const credential of tokens) {
      const { data, response } = await t.graphql(GOOGLE, { credential });
      expect(data!.signInWithGoogle).toEqual({
        __typename: 'GoogleSignInError',
        message: 'Google sign-in failed. Please try again.',
        code: 'GOOGLE_SIGN_IN_FAILED',
      });
      expect(sessionTokenFrom(response)).toBeNull();
    }
  });
});

describe('captcha', () => {
  const seen: { token: string | null | undefined; action: string }[] = [];
  const verifier: CaptchaVerifier = {
    enabled: true,
    verify: async (token, action) => {
      seen.push({ token, action });
      return token === 'human' ? { ok: true } : { ok: false, reason: 'low-score' };
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ services: { captcha: verifier } });
  });
  afterAll(() => t.close());

  it('checks sign-in, sign-up and code requests with their named actions', async () => {
    const signIn = `mutation($token: String) { signIn(input: { cred: "01700000003", password: "customer123", captchaToken: $token }) { __typename ... on Error { message } } }`;
    const bot = await t.graphql(signIn, { token: 'bot' });
    expect(bot.data!.signIn).toEqual({ __typename: 'CaptchaFailedError', message: 'We could not verify that you are human. Please try again.' });
    expect((await t.graphql(signIn, { token: 'human' })).data!.signIn.__typename).toBe('MutationSignInSuccess');

    const signUp = await t.graphql(
      `mutation { sendSignUpCode(input: { name: "Bot", phone: "01811000999", email: "bot@example.com", password: "botbot1" }) { __typename } }`,
    );
    expect(signUp.data!.sendSignUpCode.__typename).toBe('CaptchaFailedError');
    const code = await t.graphql(`mutation { sendPasswordResetCode(input: { phone: "01700000003", captchaToken: "bot" }) { __typename } }`);
    expect(code.data!.sendPasswordResetCode.__typename).toBe('CaptchaFailedError');

    expect(seen.map((s) => s.action)).toEqual(['login', 'login', 'register', 'otp']);
    expect(await t.db.prisma.user.count({ where: { email: 'bot@example.com' } })).toBe(0);
    expect(await t.db.prisma.smsMessage.count()).toBe(0);
  });
});
