import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import {
  CAPTCHA_FAILURE_MESSAGE,
  captchaDisabled,
  createCaptchaVerifier,
  RecaptchaVerifier,
  type CaptchaAction,
} from './captcha.ts';
import { listenOnLoopback } from './google-test-issuer.ts';

const SECRET = 'recaptcha-secret-never-in-a-url';

/**
 * A local siteverify that behaves like Google's: it knows the tokens it issued, each good once,
 * and checks the secret. During an outage it answers every request with the outage's status and body.
 */
async function startFakeSiteverify() {
  const issued = new Map<string, { action: string; score?: number }>();
  const requests: { path: string; form: URLSearchParams }[] = [];
  let outage: { status: number; body: string } | null = null;
  const server = await listenOnLoopback(async (request, response) => {
    const form = new URLSearchParams(await text(request));
    requests.push({ path: request.url ?? '', form });
    if (outage) {
      response.writeHead(outage.status, { 'content-type': 'application/json' }).end(outage.body);
      return;
    }
    const token = form.get('response') ?? '';
    const minted = issued.get(token);
    issued.delete(token);
    const verdict =
      form.get('secret') !== SECRET
        ? { success: false, 'error-codes': ['invalid-input-secret'] }
        : !minted
          ? { success: false, 'error-codes': ['invalid-input-response'] }
          : { success: true, ...minted, hostname: 'localhost', challenge_ts: new Date().toISOString() };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(verdict));
  });
  return {
    verifyUrl: `${server.url}/recaptcha/api/siteverify`,
    requests,
    /** A token as the browser would get it from grecaptcha.execute for this action. */
    issue(action: string, score?: number): string {
      const token = `token-${randomUUID()}`;
      issued.set(token, { action, score });
      return token;
    },
    setOutage(next: { status: number; body: string } | null) {
      outage = next;
    },
    close: server.close,
  };
}

let fake: Awaited<ReturnType<typeof startFakeSiteverify>>;
let recaptcha: RecaptchaVerifier;
beforeAll(async () => {
  fake = await startFakeSiteverify();
  recaptcha = new RecaptchaVerifier({ secret: SECRET, verifyUrl: fake.verifyUrl, minScore: 0.5 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setOutage(null);
});

describe('RecaptchaVerifier', () => {
  it('passes a fresh token for the expected action with a good score', async () => {
    expect(recaptcha.enabled).toBe(true);
    expect(await recaptcha.verify(fake.issue('login', 0.9), 'login', '203.0.113.7')).toEqual({ ok: true });
  });

  it('posts the secret, token and remote IP as a form, and never puts the secret in the URL', async () => {
    const token = fake.issue('register', 0.9);
    await recaptcha.verify(token, 'register', '203.0.113.7');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/recaptcha/api/siteverify');
    expect(request!.path).not.toContain(SECRET);
    expect(Object.fromEntries(request!.form)).toEqual({ secret: SECRET, response: token, remoteip: '203.0.113.7' });
  });

  it('leaves out remoteip when the caller does not know it', async () => {
    await recaptcha.verify(fake.issue('otp', 0.9), 'otp');
    expect(fake.requests[0]!.form.has('remoteip')).toBe(false);
  });

  it.each([null, undefined, '', '   '])('refuses a missing token (%p) without asking Google', async (token) => {
    expect(await recaptcha.verify(token, 'login')).toEqual({ ok: false, reason: 'missing-token' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a token Google never issued', async () => {
    expect(await recaptcha.verify('forged', 'login')).toEqual({ ok: false, reason: 'invalid-token' });
  });

  it('refuses a token used a second time', async () => {
    const token = fake.issue('login', 0.9);
    await recaptcha.verify(token, 'login');
    expect(await recaptcha.verify(token, 'login')).toEqual({ ok: false, reason: 'invalid-token' });
  });

  it.each<[string, CaptchaAction]>([
    ['register', 'login'],
    ['login', 'otp'],
    ['homepage', 'register'],
  ])('refuses a token minted for %s when checking %s', async (minted, expected) => {
    expect(await recaptcha.verify(fake.issue(minted, 0.9), expected)).toEqual({ ok: false, reason: 'wrong-action' });
  });

  it('refuses a score below the minimum and passes one exactly at it', async () => {
    expect(await recaptcha.verify(fake.issue('login', 0.3), 'login')).toEqual({ ok: false, reason: 'low-score' });
    expect(await recaptcha.verify(fake.issue('login', 0.5), 'login')).toEqual({ ok: true });
  });

  it('refuses a token without a score (not a v3 token)', async () => {
    expect(await recaptcha.verify(fake.issue('login'), 'login')).toEqual({ ok: false, reason: 'low-score' });
  });

  it('fails closed as unavailable when Google rejects our secret', async () => {
    const misconfigured = new RecaptchaVerifier({ secret: 'wrong', verifyUrl: fake.verifyUrl, minScore: 0.5 });
    expect(await misconfigured.verify(fake.issue('login', 0.9), 'login')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it.each([
    ['an HTTP error', { status: 503, body: JSON.stringify({ success: true, action: 'login', score: 1 }) }],
    ['something other than JSON', { status: 200, body: '<html>oops</html>' }],
    ['JSON that is not an object', { status: 200, body: 'true' }],
  ])('fails closed as unavailable when siteverify answers %s', async (_what, outage) => {
    fake.setOutage(outage);
    expect(await recaptcha.verify(fake.issue('login', 0.9), 'login')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('fails closed as unavailable when siteverify cannot be reached', async () => {
    const gone = await listenOnLoopback(() => {});
    await gone.close();
    const unreachable = new RecaptchaVerifier({ secret: SECRET, verifyUrl: gone.url, minScore: 0.5 });
    expect(await unreachable.verify('token', 'login')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('fails closed as unavailable after 5 seconds without an answer', async () => {
    let signal: AbortSignal | null | undefined;
    const hanging: typeof fetch = async (_url, init) => {
      signal = init?.signal;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const slow = new RecaptchaVerifier({ secret: SECRET, verifyUrl: fake.verifyUrl, minScore: 0.5, fetch: hanging });
    expect(await slow.verify('token', 'login')).toEqual({ ok: false, reason: 'unavailable' });
    expect(signal).toBeInstanceOf(AbortSignal);
  });
});

describe('captchaDisabled', () => {
  it('is disabled and lets anything through without asking Google', async () => {
    expect(captchaDisabled.enabled).toBe(false);
    expect(await captchaDisabled.verify(null, 'login')).toEqual({ ok: true });
    expect(await captchaDisabled.verify('whatever', 'register', '203.0.113.7')).toEqual({ ok: true });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('createCaptchaVerifier', () => {
  it('is disabled when no secret is configured', () => {
    const verifier = createCaptchaVerifier({ siteKey: 'site', verifyUrl: fake.verifyUrl, minScore: 0.5 });
    expect(verifier).toBe(captchaDisabled);
  });

  it('verifies with the configured secret, URL and minimum score', async () => {
    const verifier = createCaptchaVerifier({ secret: SECRET, verifyUrl: fake.verifyUrl, minScore: 0.7 });
    expect(verifier.enabled).toBe(true);
    expect(await verifier.verify(fake.issue('login', 0.6), 'login')).toEqual({ ok: false, reason: 'low-score' });
    expect(await verifier.verify(fake.issue('login', 0.7), 'login')).toEqual({ ok: true });
    expect(fake.requests.map((r) => r.form.get('secret'))).toEqual([SECRET, SECRET]);
  });
});

it('tells users the same thing whatever went wrong', () => {
  expect(CAPTCHA_FAILURE_MESSAGE).toBe('We could not verify that you are human. Please try again.');
});
