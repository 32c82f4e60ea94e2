import { decodeProtectedHeader, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import {
  authoritativeEmail,
  createGoogleVerifier,
  GoogleTokenError,
  type GoogleIdTokenVerifier,
  type GoogleTokenFailure,
} from './google.ts';
import { FAKE_GOOGLE_CLIENT_ID, listenOnLoopback, startFakeGoogleIssuer } from './google-test-issuer.ts';

const RAHIM = {
  sub: '110248495921238986420',
  email: 'rahim@example.com',
  email_verified: true,
  name: 'Rahim Uddin',
  picture: 'https://lh3.googleusercontent.com/a/rahim',
};

let issuer: Awaited<ReturnType<typeof startFakeGoogleIssuer>>;
let google: GoogleIdTokenVerifier;
beforeAll(async () => {
  issuer = await startFakeGoogleIssuer();
  google = createGoogleVerifier({ clientId: FAKE_GOOGLE_CLIENT_ID, jwksUrl: issuer.jwksUrl });
});
afterAll(() => issuer.close());

async function refusal(verifying: Promise<unknown>): Promise<GoogleTokenFailure> {
  const error = await verifying.then(
    () => {
      throw new Error('expected the token to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleTokenError);
  expect((error as GoogleTokenError).message).toBe('Google sign-in failed. Please try again.');
  return (error as GoogleTokenError).reason;
}

/** A token like the issuer's, signed by a key Google never published. */
async function signWithAnotherKey(kid: string | undefined): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(RAHIM)
    .setProtectedHeader({ alg: 'RS256', ...(kid ? { kid } : {}) })
    .setIssuer('https://accounts.google.com')
    .setAudience(FAKE_GOOGLE_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('a configured verifier', () => {
  it('is enabled and turns a good token into an identity', async () => {
    expect(google.enabled).toBe(true);
    expect(await google.verify(await issuer.sign(RAHIM))).toEqual({
      subject: RAHIM.sub,
      email: 'rahim@example.com',
      emailVerified: true,
      hostedDomain: null,
      name: 'Rahim Uddin',
      picture: 'https://lh3.googleusercontent.com/a/rahim',
    });
  });

  it('accepts the scheme-less issuer Google also documents', async () => {
    const token = await issuer.sign(RAHIM, { issuer: 'accounts.google.com' });
    expect((await google.verify(token)).subject).toBe(RAHIM.sub);
  });

  it('fills in what a token leaves out', async () => {
    expect(await google.verify(await issuer.sign({ sub: '42' }))).toEqual({
      subject: '42',
      email: null,
      emailVerified: false,
      hostedDomain: null,
      name: '',
      picture: null,
    });
  });

  it('builds the name from given and family names, else uses the email', async () => {
    const named = await google.verify(await issuer.sign({ sub: '1', given_name: 'Karim', family_name: 'Ahmed' }));
    expect(named.name).toBe('Karim Ahmed');
    const unnamed = await google.verify(await issuer.sign({ sub: '2', email: 'nameless@example.com' }));
    expect(unnamed.name).toBe('nameless@example.com');
  });

  it.each([
    [false, false],
    ['true', true],
    [undefined, false],
  ])('reads email_verified %p as %p', async (claim, verified) => {
    const token = await issuer.sign({ sub: '3', email: 'e@example.com', email_verified: claim });
    expect((await google.verify(token)).emailVerified).toBe(verified);
  });

  it.each([
    // Gmail: Google hosts the mailbox.
    [{ email: 'Rahim@Gmail.com', email_verified: true }, 'rahim@gmail.com'],
    [{ email: 'rahim@gmail.com', email_verified: false }, null],
    // Workspace: the hd claim names the address's own domain.
    [{ email: 'rahim@school.edu.bd', email_verified: true, hd: 'school.edu.bd' }, 'rahim@school.edu.bd'],
    [{ email: 'rahim@school.edu.bd', email_verified: true, hd: 'SCHOOL.edu.bd' }, 'rahim@school.edu.bd'],
    [{ email: 'rahim@school.edu.bd', email_verified: false, hd: 'school.edu.bd' }, null],
    [{ email: 'rahim@school.edu.bd', email_verified: true, hd: 'other.edu.bd' }, null],
    [{ email: 'rahim@mail.school.edu.bd', email_verified: true, hd: 'school.edu.bd' }, null],
    // A consumer Google account on any other address: email_verified alone is not authority.
    [{ email: 'rahim@example.com', email_verified: true }, null],
    [{ email: 'rahim@gmail.com.example.com', email_verified: true }, null],
    [{ email: 'rahim@googlemail.example', email_verified: true, hd: '' }, null],
  ])('is authoritative for %p: %p', async (claims, expected) => {
    const identity = await google.verify(await issuer.sign({ sub: '4', ...claims }));
    expect(authoritativeEmail(identity)).toBe(expected);
  });

  it('refuses a token for another client id', async () => {
    const token = await issuer.sign(RAHIM, { audience: 'someone-else.apps.googleusercontent.com' });
    expect(await refusal(google.verify(token))).toBe('wrong-audience');
  });

  it('refuses a token from another issuer', async () => {
    const token = await issuer.sign(RAHIM, { issuer: 'https://evil.example.com' });
    expect(await refusal(google.verify(token))).toBe('wrong-issuer');
  });

  it('refuses an expired token', async () => {
    expect(await refusal(google.verify(await issuer.sign(RAHIM, { expiresIn: '-1m' })))).toBe('expired');
  });

  it('refuses a token without a subject', async () => {
    const { sub: _sub, ...anonymous } = RAHIM;
    expect(await refusal(google.verify(await issuer.sign(anonymous)))).toBe('missing-subject');
  });

  it('refuses a token signed by another key under Google’s key id', async () => {
    const { kid } = decodeProtectedHeader(await issuer.sign(RAHIM));
    expect(kid).toBeTruthy();
    expect(await refusal(google.verify(await signWithAnotherKey(kid)))).toBe('bad-signature');
  });

  it('refuses a token signed by a key Google does not list', async () => {
    expect(await refusal(google.verify(await signWithAnotherKey('not-a-google-key')))).toBe('unknown-key');
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await issuer.sign(RAHIM)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...RAHIM, sub: '1', email: 'admin@pathagar.example' })).toString(
      'base64url',
    );
    expect(await refusal(google.verify(`${header}.${forged}.${signature}`))).toBe('bad-signature');
  });

  it('refuses tokens signed with other algorithms, or not at all', async () => {
    const { kid } = decodeProtectedHeader(await issuer.sign(RAHIM));
    const hmac = await new SignJWT(RAHIM)
      .setProtectedHeader({ alg: 'HS256', kid })
      .setIssuer('https://accounts.google.com')
      .setAudience(FAKE_GOOGLE_CLIENT_ID)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a shared secret that is at least 32 bytes long'));
    expect(await refusal(google.verify(hmac))).toBe('wrong-algorithm');
    const unsigned = new UnsecuredJWT(RAHIM)
      .setIssuer('https://accounts.google.com')
      .setAudience(FAKE_GOOGLE_CLIENT_ID)
      .setExpirationTime('1h')
      .encode();
    expect(await refusal(google.verify(unsigned))).toBe('wrong-algorithm');
  });

  it.each([
    ['an empty string', ''],
    ['one segment', 'not-a-token'],
    ['segments that are not base64url JSON', 'a.b.c'],
    ['a header that is not JSON', `${Buffer.from('not json').toString('base64url')}.e30.c2ln`],
  ])('refuses %s as malformed', async (_what, token) => {
    expect(await refusal(google.verify(token))).toBe('malformed');
  });
});

describe('key fetching', () => {
  it('refuses every token when Google’s keys cannot be fetched', async () => {
    const gone = await listenOnLoopback(() => {});
    await gone.close();
    const cut = createGoogleVerifier({ clientId: FAKE_GOOGLE_CLIENT_ID, jwksUrl: `${gone.url}/oauth2/v3/certs` });
    expect(await refusal(cut.verify(await issuer.sign(RAHIM)))).toBe('keys-unavailable');
  });

  it('refuses every token when the key URL does not serve a key set', async () => {
    const broken = await listenOnLoopback((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"keys": "none"}');
    });
    try {
      const verifier = createGoogleVerifier({ clientId: FAKE_GOOGLE_CLIENT_ID, jwksUrl: broken.url });
      expect(await refusal(verifier.verify(await issuer.sign(RAHIM)))).toBe('keys-unavailable');
    } finally {
      await broken.close();
    }
  });
});

describe('an unconfigured verifier', () => {
  it('is disabled and refuses every token without fetching keys', async () => {
    const off = createGoogleVerifier({ jwksUrl: 'http://127.0.0.1:9/never-fetched' });
    expect(off.enabled).toBe(false);
    expect(await refusal(off.verify(await issuer.sign(RAHIM)))).toBe('not-configured');
  });
});
