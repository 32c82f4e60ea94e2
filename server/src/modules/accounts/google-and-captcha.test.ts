import { registerCustomer, signInAs, unusedPhone } from '../../../test/accounts.ts';
import { sessionTokenFrom, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CaptchaVerifier } from './integrations/captcha.ts';
import { createGoogleVerifier } from './integrations/google.ts';
import { FAKE_GOOGLE_CLIENT_ID, startFakeGoogleIssuer } from './integrations/google-test-issuer.ts';

const GOOGLE = `mutation($credential: String!) { signInWithGoogle(input: { credential: $credential }) { __typename
  ... on MutationSignInWithGoogleSuccess { data { name email googleLinked hasPassword needsProfileCompletion roles } }
  ... on Error { message code } } }`;

const VIEWER = `{ viewer { email } }`;

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

  it('links the account that verified the same email, and ends every other session of it', async () => {
    await t.db.prisma.user.update({ where: { email: 'customer@pathagar.test' }, data: { emailVerifiedAt: new Date() } });
    const before = await signInAs(t, 'customer');
    // A Google Workspace account of the address's own domain: Google is authoritative for it.
    const credential = await issuer.sign({ sub: 'google-customer', email: 'customer@pathagar.test', email_verified: true, hd: 'pathagar.test', name: 'Someone' });
    const { data, response } = await t.graphql(GOOGLE, { credential });
    expect(data!.signInWithGoogle.data).toMatchObject({ name: 'Demo Customer', googleLinked: true, hasPassword: true, needsProfileCompletion: false });
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'auth.google_linked' } })).toBe(1);
    // The session from before the link is over; the Google one works.
    expect((await t.graphql(VIEWER, {}, { cookie: before })).data!.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, { cookie: sessionTokenFrom(response)! })).data!.viewer.email).toBe('customer@pathagar.test');
  });

  it('never joins Google to an account that only typed the address: the owner gets their own account and the typist learns nothing', async () => {
    // The attacker puts the victim's address on their own account (unverified) ...
    const attacker = await registerCustomer(t, { name: 'Mallory', phone: unusedPhone(), password: 'mallory1' });
    const typed = await t.graphql(
      `mutation { updateProfile(input: { email: "Victim@Gmail.com" }) { __typename ... on MutationUpdateProfileSuccess { data { email emailVerified } } } }`,
      {},
      { cookie: attacker.token },
    );
    expect(typed.data!.updateProfile.data).toEqual({ email: 'victim@gmail.com', emailVerified: false });
    // ... then the victim signs in with Google for the first time.
    const credential = await issuer.sign({ sub: 'google-victim', email: 'victim@gmail.com', email_verified: true, name: 'Victim' });
    const { data, response } = await t.graphql(GOOGLE, { credential });
    expect(data!.signInWithGoogle.data).toMatchObject({ name: 'Victim', email: 'victim@gmail.com', googleLinked: true, hasPassword: false });
    const victimToken = sessionTokenFrom(response)!;
    const victim = await t.db.prisma.user.findUniqueOrThrow({ where: { googleSubject: 'google-victim' } });
    expect(victim.id).not.toBe(attacker.userId);
    expect(victim.emailVerifiedAt).not.toBeNull();
    // What the victim saves is theirs alone.
    const saved = await t.graphql(
      `mutation { saveAddress(input: { label: "Home", name: "Victim", phone: "01711111111", address: "House 9, Road 9, Mirpur", district: "Dhaka" }) { __typename ... on Error { message } } }`,
      {},
      { cookie: victimToken },
    );
    expect(saved.data!.saveAddress).toEqual({ __typename: 'MutationSaveAddressSuccess' });
    const seen = await t.graphql(`{ viewer { id email googleLinked addresses { address } } }`, {}, { cookie: attacker.token });
    expect(seen.data!.viewer).toMatchObject({ email: null, googleLinked: false, addresses: [] });
    const released = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'auth.email_released' } });
    expect(released.targetId).toBe(attacker.userId);
    // The next Google sign-in finds the victim's own account again.
    const again = await t.graphql(GOOGLE, { credential: await issuer.sign({ sub: 'google-victim', email: 'victim@gmail.com', email_verified: true }) });
    expect(again.data!.signInWithGoogle.data.name).toBe('Victim');
    expect(await t.db.prisma.user.count({ where: { email: 'victim@gmail.com' } })).toBe(1);
  });

  it('links Google from the profile: the matching address becomes verified and other sessions end', async () => {
    const elsewhere = await signInAs(t, 'fresh', '198.51.100.7');
    const here = await signInAs(t, 'fresh', '198.51.100.8');
    const credential = await issuer.sign({ sub: 'google-fresh', email: 'fresh@pathagar.test', email_verified: true, hd: 'pathagar.test', name: 'Fresh' });
    const { data } = await t.graphql(
      `mutation($credential: String!) { linkGoogle(input: { credential: $credential }) { __typename ... on MutationLinkGoogleSuccess { data { googleLinked emailVerified } } } }`,
      { credential },
      { cookie: here },
    );
    expect(data!.linkGoogle).toEqual({ __typename: 'MutationLinkGoogleSuccess', data: { googleLinked: true, emailVerified: true } });
    expect((await t.graphql(VIEWER, {}, { cookie: elsewhere })).data!.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, { cookie: here })).data!.viewer.email).toBe('fresh@pathagar.test');
    // The same Google account cannot be linked to a second account.
    const other = await signInAs(t, 'agent');
    const taken = await t.graphql(
      `mutation($credential: String!) { linkGoogle(input: { credential: $credential }) { __typename } }`,
      { credential },
      { cookie: other },
    );
    expect(taken.data!.linkGoogle.__typename).toBe('ValidationError');
  });

  it('does not link on an unverified email', async () => {
    const credential = await issuer.sign({ sub: 'google-unverified', email: 'agent@pathagar.test', email_verified: false, name: 'Mallory' });
    const { data } = await t.graphql(GOOGLE, { credential });
    expect(data!.signInWithGoogle.data).toMatchObject({ name: 'Mallory', email: null, roles: ['customer'] });
    const agent = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'agent@pathagar.test' } });
    expect(agent.googleSubject).toBeNull();
  });

  it('never joins a non-Gmail address without hd, even email_verified: the Google user is refused and the staff owner keeps everything', async () => {
    // A recycled company mailbox: someone made a consumer Google account on it; Google checked the mailbox once.
    await t.db.prisma.user.update({ where: { email: 'agent@pathagar.test' }, data: { emailVerifiedAt: new Date() } });
    const agent = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'agent@pathagar.test' } });
    const before = await signInAs(t, 'agent', '198.51.100.21');
    const credential = await issuer.sign({ sub: 'google-recycled', email: 'Agent@Pathagar.test', email_verified: true, name: 'Mallory' });
    const { data, response } = await t.graphql(GOOGLE, { credential });
    expect(data!.signInWithGoogle).toEqual({
      __typename: 'GoogleEmailNotProvenError',
      message:
        'An account already uses this email address, and Google cannot confirm that the address is yours. Sign in with your phone number or email and your password instead.',
      code: 'GOOGLE_EMAIL_NOT_PROVEN',
    });
    expect(sessionTokenFrom(response)).toBeNull();
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: agent.id } })).toMatchObject({ googleSubject: null, email: 'agent@pathagar.test' });
    expect(await t.db.prisma.user.count({ where: { googleSubject: 'google-recycled' } })).toBe(0);
    expect((await t.graphql(VIEWER, {}, { cookie: before })).data!.viewer.email).toBe('agent@pathagar.test');
    const refused = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'auth.google_link_refused' } });
    expect(refused.targetId).toBe(agent.id);
    // A Workspace token for another domain proves no more.
    const otherDomain = await t.graphql(GOOGLE, {
      credential: await issuer.sign({ sub: 'google-recycled', email: 'agent@pathagar.test', email_verified: true, hd: 'elsewhere.example' }),
    });
    expect(otherDomain.data!.signInWithGoogle.__typename).toBe('GoogleEmailNotProvenError');
    // The owner proves the account with the password and links that Google account from the profile.
    const linked = await t.graphql(
      `mutation($credential: String!) { linkGoogle(input: { credential: $credential }) { __typename ... on MutationLinkGoogleSuccess { data { googleLinked } } } }`,
      { credential },
      { cookie: before },
    );
    expect(linked.data!.linkGoogle).toEqual({ __typename: 'MutationLinkGoogleSuccess', data: { googleLinked: true } });
    const again = await t.graphql(GOOGLE, { credential });
    expect(again.data!.signInWithGoogle.data).toMatchObject({ email: 'agent@pathagar.test', roles: ['agent'] });
  });

  it('joins the account that verified a @gmail.com address, and one that verified a Workspace address with the matching hd', async () => {
    for (const [email, hd, sub] of [
      ['sumi@gmail.com', undefined, 'google-sumi'],
      ['rina@school.edu.bd', 'school.edu.bd', 'google-rina'],
    ] as const) {
      const owner = await registerCustomer(t, { name: `Owner ${sub}`, phone: unusedPhone(), email, password: 'owner123' });
      await t.db.prisma.user.update({ where: { id: owner.userId }, data: { emailVerifiedAt: new Date() } });
      const { data } = await t.graphql(GOOGLE, { credential: await issuer.sign({ sub, email, email_verified: true, hd, name: 'Someone' }) });
      expect(data!.signInWithGoogle.data).toMatchObject({ name: `Owner ${sub}`, email, googleLinked: true, hasPassword: true });
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } })).googleSubject).toBe(sub);
    }
  });

  it('verifies the address of a new account only where Google is authoritative, and a non-authoritative one takes nobody\'s address', async () => {
    const created = async (claims: Record<string, unknown>) => {
      const { data } = await t.graphql(GOOGLE, { credential: await issuer.sign({ email_verified: true, ...claims }) });
      expect(data!.signInWithGoogle.__typename).toBe('MutationSignInWithGoogleSuccess');
      return t.db.prisma.user.findUniqueOrThrow({ where: { googleSubject: claims.sub as string } });
    };
    expect(await created({ sub: 'google-new-gmail', email: 'newcomer@gmail.com' })).toMatchObject({ email: 'newcomer@gmail.com', emailVerifiedAt: expect.any(Date) });
    expect(await created({ sub: 'google-new-hd', email: 'teacher@school.edu.bd', hd: 'School.edu.bd' })).toMatchObject({
      email: 'teacher@school.edu.bd',
      emailVerifiedAt: expect.any(Date),
    });
    // Not authoritative: kept as if typed (unverified) when free ...
    expect(await created({ sub: 'google-new-plain', email: 'Plain@Example.com' })).toMatchObject({ email: 'plain@example.com', emailVerifiedAt: null });
    // ... and an address another account typed stays with it: no release, no address on the new account.
    const typist = await registerCustomer(t, { name: 'Typist', phone: unusedPhone(), email: 'typed@example.com', password: 'typist1' });
    expect(await created({ sub: 'google-new-typed', email: 'typed@example.com' })).toMatchObject({ email: null, emailVerifiedAt: null });
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: typist.userId } })).toMatchObject({ email: 'typed@example.com', emailVerifiedAt: null });
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'auth.email_released', targetId: typist.userId } })).toBe(0);
  });

  it('links Google from the profile without verifying an address Google is not authoritative for', async () => {
    const owner = await registerCustomer(t, { name: 'Nabil', phone: unusedPhone(), email: 'nabil@example.com', password: 'nabil123' });
    const link = (credential: string) =>
      t.graphql(
        `mutation($credential: String!) { linkGoogle(input: { credential: $credential }) { __typename ... on MutationLinkGoogleSuccess { data { googleLinked emailVerified } } } }`,
        { credential },
        { cookie: owner.token },
      );
    const plain = await link(await issuer.sign({ sub: 'google-nabil', email: 'nabil@example.com', email_verified: true }));
    expect(plain.data!.linkGoogle).toEqual({ __typename: 'MutationLinkGoogleSuccess', data: { googleLinked: true, emailVerified: false } });
    const workspace = await link(await issuer.sign({ sub: 'google-nabil', email: 'nabil@example.com', email_verified: true, hd: 'example.com' }));
    expect(workspace.data!.linkGoogle).toEqual({ __typename: 'MutationLinkGoogleSuccess', data: { googleLinked: true, emailVerified: true } });
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
