/**
 * Security headers (issue 10, point 5) on the SPA's pages, /graphql, /api/* and /files: no framing,
 * no sniffing, a referrer policy, powerful features off, HSTS in production only, the SPA's strict CSP
 * allowing exactly the configured outside services, and a CSP a handler set itself kept as it is.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import type { Services } from '../context.ts';
import { inlineScriptHashes } from '../http/csp.ts';
import { HSTS } from '../http/security-headers.ts';
import { edgeApp, graphqlHeaders } from './edge-app.ts';

const SPA_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
  "frame-src https://www.youtube-nocookie.com/embed/ https://player.vimeo.com/video/; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const PLAYERS = 'https://www.youtube-nocookie.com/embed/ https://player.vimeo.com/video/';
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const BOOTSTRAP = "document.documentElement.dataset.colorMode = localStorage.getItem('color-mode') ?? 'light';";

function fakeClientBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${BOOTSTRAP}</script><script type="module" src="/assets/main-1a2b3c.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js'), 'console.log(1)');
  return dist;
}

let t: TestApp;
let clientDist: string;
beforeAll(async () => {
  clientDist = fakeClientBuild();
  t = await startTestApp({ clientDist });
});
afterAll(() => t.close());

type EdgeApp = ReturnType<typeof edgeApp>;

/** One response from each part of the shop: the home page, an SPA route, /graphql, /api, /files, an asset. */
async function responses(app: EdgeApp): Promise<[string, Response][]> {
  return [
    ['/', await app.request('/')],
    ['an SPA route', await app.request('/academic/cycle')],
    ['/graphql', await app.request('/graphql', { method: 'POST', headers: graphqlHeaders(), body: JSON.stringify({ query: '{ __typename }' }) })],
    ['/api', await app.request('/api/user')],
    ['/files', await app.request('/files/covers/missing.svg')],
    ['an asset', await app.request('/assets/main-1a2b3c.js')],
  ];
}

const withThirdParties = (config: Partial<Services['config']>) => ({ config: { ...t.services.config, ...config } });

describe.each([
  ['development', true],
  ['production', false],
])('in %s', (_, isDevelopment) => {
  let app: EdgeApp;
  beforeAll(() => {
    app = edgeApp(t, { isDevelopment, clientDist });
  });

  it('sends the shared security headers on every part of the shop', async () => {
    for (const [where, response] of await responses(app)) {
      const headers = Object.fromEntries(
        ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'].map((name) => [
          name,
          response.headers.get(name),
        ]),
      );
      expect({ where, ...headers }).toEqual({
        where,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy':
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect({ where, hsts: response.headers.get('strict-transport-security') }).toEqual({ where, hsts: isDevelopment ? null : HSTS });
    }
  });

  it('gives the SPA its policy (with the hash of index.html\'s inline script) and everything else a policy that loads nothing', async () => {
    const hash = inlineScriptHashes(`<script>${BOOTSTRAP}</script>`)[0]!;
    const spaPolicy = SPA_POLICY.replace("script-src 'self'", `script-src 'self' ${hash}`);
    const policies = Object.fromEntries((await responses(app)).map(([where, response]) => [where, response.headers.get('content-security-policy')]));
    expect(policies).toEqual({
      '/': spaPolicy,
      'an SPA route': spaPolicy,
      '/graphql': API_POLICY,
      '/api': API_POLICY,
      // A stored file's own policy is set by its route; a missing one is a plain 404 like any API answer.
      '/files': API_POLICY,
      'an asset': API_POLICY,
    });
  });
});

describe('the SPA policy lists exactly the configured outside services', () => {
  const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
  const RECAPTCHA_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

  async function policyWith(config: Partial<Services['config']>): Promise<Record<string, string>> {
    const app = edgeApp(t, { isDevelopment: false, clientDist }, withThirdParties(config));
    const header = (await app.request('/cart')).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      header.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name!, sources.filter((source) => !source.startsWith("'sha256-")).join(' ')];
      }),
    );
  }

  it('reCAPTCHA only', async () => {
    expect(await policyWith({ recaptcha: { siteKey: 'site-key' } })).toMatchObject({
      'script-src': `'self' ${RECAPTCHA_SCRIPTS}`,
      'frame-src': `${PLAYERS} ${RECAPTCHA_FRAMES}`,
      'style-src': "'self'",
      'connect-src': "'self'",
      'img-src': "'self' data:",
    });
  });

  it('Google sign-in only', async () => {
    expect(await policyWith({ google: { clientId: 'client.apps.googleusercontent.com' } })).toMatchObject({
      'script-src': "'self' https://accounts.google.com/gsi/client",
      'style-src': "'self' https://accounts.google.com/gsi/style",
      'frame-src': `${PLAYERS} https://accounts.google.com/gsi/`,
      'connect-src': "'self' https://accounts.google.com/gsi/",
      'img-src': "'self' data:",
    });
  });

  it('the Meta pixel only', async () => {
    expect(await policyWith({ adPixel: { metaPixelId: '123456789' } })).toMatchObject({
      'script-src': "'self' https://connect.facebook.net",
      'img-src': "'self' data: https://www.facebook.com",
      'connect-src': "'self' https://www.facebook.com",
      'frame-src': PLAYERS,
      'style-src': "'self'",
    });
  });

  it('all three together, and none of them without configuration', async () => {
    expect(
      await policyWith({ recaptcha: { siteKey: 'k' }, google: { clientId: 'c' }, adPixel: { metaPixelId: '123456789' } }),
    ).toMatchObject({
      'script-src': `'self' ${RECAPTCHA_SCRIPTS} https://accounts.google.com/gsi/client https://connect.facebook.net`,
      'frame-src': `${PLAYERS} ${RECAPTCHA_FRAMES} https://accounts.google.com/gsi/`,
      'connect-src': "'self' https://accounts.google.com/gsi/ https://www.facebook.com",
    });
    const none = await policyWith({});
    // Only the course video players may be framed; nothing else from outside.
    expect(Object.entries(none).filter(([directive]) => directive !== 'frame-src').map(([, value]) => value).join(' ')).not.toMatch(/https:/);
    expect(none).toMatchObject({ 'frame-ancestors': "'none'", 'object-src': "'none'", 'frame-src': PLAYERS });
  });
});

describe('a policy a handler set itself', () => {
  it('is kept: GraphiQL (development only) answers with its own nonce-based policy', async () => {
    const page = await t.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});
