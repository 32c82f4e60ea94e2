/**
 * Cross-site requests at the HTTP edge (issue 10, point 3): CORS only for CORS_ORIGINS; state-changing
 * requests from foreign origins (or `Sec-Fetch-Site: cross-site`) refused before anything runs;
 * /api/* bodies only as application/json. Each refusal is checked to change nothing.
 */
import { signInAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { edgeApp, FOREIGN_ORIGIN, graphqlHeaders, SHOP_HOST, SHOP_ORIGIN } from './edge-app.ts';

const PARTNER = 'https://partner.example';
const VIEWER = '{ viewer { email phone } }';
const SIGN_OUT = 'mutation { signOut { __typename } }';
const CORS_HEADERS = ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-allow-methods', 'access-control-allow-headers'];

const refusedRest = {
  statusCode: 403,
  statusMessage: 'Forbidden',
  message: 'Requests from other sites are not allowed.',
};
const refusedGraphQL = {
  errors: [{ message: 'Requests from other sites are not allowed.', extensions: { code: 'CROSS_SITE_REQUEST_REFUSED' } }],
};
const unsupportedJson = {
  statusCode: 415,
  statusMessage: 'Unsupported Media Type',
  message: 'Send the request body as application/json.',
};

let t: TestApp;
let app: ReturnType<typeof edgeApp>;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  app = edgeApp(t, { corsOrigins: [PARTNER] });
  cookie = `pathagar_session=${await signInAs(t, 'customer')}`;
});
afterAll(() => t.close());

const corsHeadersOf = (response: Response) => CORS_HEADERS.filter((name) => response.headers.has(name));

async function customerBatch(): Promise<string | null> {
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'customer@pathagar.test' } });
  return user.hscBatch;
}

async function sessionCount(): Promise<number> {
  return t.db.prisma.session.count({ where: { user: { email: 'customer@pathagar.test' } } });
}

const profileUpdate = (headers: Record<string, string>, body = JSON.stringify({ phone: '01700000003', hsc_batch: 'HSC 2026' })) =>
  app.request('/api/auth/update', { method: 'POST', headers: { host: SHOP_HOST, cookie, ...headers }, body });

describe('CORS', () => {
  it('gives a configured origin its origin and credentials on /api and /graphql', async () => {
    const api = await app.request('/api/user', { headers: { host: SHOP_HOST, origin: PARTNER, cookie } });
    expect(api.status).toBe(200);
    expect(api.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(api.headers.get('access-control-allow-credentials')).toBe('true');
    expect(api.headers.get('vary')).toMatch(/Origin/);

    const graphql = await app.request('/graphql', {
      method: 'POST',
      headers: graphqlHeaders({ origin: PARTNER, cookie, 'sec-fetch-site': 'cross-site' }),
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { viewer: { email: 'customer@pathagar.test', phone: '01700000003' } } });
    expect(graphql.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(graphql.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers a configured origin\'s preflight with the methods and the headers it asked for', async () => {
    const preflight = await app.request('/graphql', {
      method: 'OPTIONS',
      headers: {
        host: SHOP_HOST,
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-graphql-csrf',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,DELETE,OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-graphql-csrf');
  });

  it.each([
    ['a foreign origin', FOREIGN_ORIGIN],
    ['null', 'null'],
    ['a configured origin on another port', `${PARTNER}:8443`],
    ['the configured origin over http', PARTNER.replace('https', 'http')],
  ])('gives %s no CORS header on reads and preflights', async (_, origin) => {
    const read = await app.request('/api/user', { headers: { host: SHOP_HOST, origin, cookie } });
    expect(read.status).toBe(200);
    expect(corsHeadersOf(read)).toEqual([]);
    expect(read.headers.get('vary')).toMatch(/Origin/);

    for (const path of ['/graphql', '/api/user']) {
      const preflight = await app.request(path, {
        method: 'OPTIONS',
        headers: { host: SHOP_HOST, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(corsHeadersOf(preflight)).toEqual([]);
    }
  });

  it('never reflects an origin on the default configuration (no CORS_ORIGINS)', async () => {
    for (const origin of [PARTNER, FOREIGN_ORIGIN, 'null']) {
      const read = await t.app.request('/api/user', { headers: { host: SHOP_HOST, origin, cookie } });
      expect(corsHeadersOf(read)).toEqual([]);
    }
  });
});

describe('state-changing requests from other sites', () => {
  it.each([
    ['a foreign Origin', { origin: FOREIGN_ORIGIN }],
    ['Origin: null (sandboxed frames, data: pages)', { origin: 'null' }],
    ['another port of the shop\'s host', { origin: `http://${SHOP_HOST}:4000` }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site with the shop\'s Origin', { origin: SHOP_ORIGIN, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a REST write with %s: 403, nothing changed', async (_, headers) => {
    const response = await profileUpdate({ 'content-type': 'application/json', ...headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(refusedRest);
    expect(await customerBatch()).toBe('HSC 2025');
  });

  it('refuses PUT and DELETE on the cart too', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await app.request(method === 'PUT' ? '/api/cart/quantity' : '/api/cart', {
        method,
        headers: { host: SHOP_HOST, cookie, origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'any', quantity: 2 }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(refusedRest);
    }
  });

  it.each([
    ['a foreign Origin', { origin: FOREIGN_ORIGIN }],
    ['Origin: null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a GraphQL mutation with %s: a GraphQL-shaped 403, the session survives', async (_, headers) => {
    const before = await sessionCount();
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: graphqlHeaders({ cookie, ...headers }),
      body: JSON.stringify({ query: SIGN_OUT }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(refusedGraphQL);
    expect(await sessionCount()).toBe(before);
  });

  it('lets the shop\'s own pages, configured origins and clients without Origin through', async () => {
    const own = await app.request('/graphql', {
      method: 'POST',
      headers: graphqlHeaders({ cookie, origin: SHOP_ORIGIN, 'sec-fetch-site': 'same-origin' }),
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(await own.json()).toEqual({ data: { viewer: { email: 'customer@pathagar.test', phone: '01700000003' } } });

    const noOrigin = await app.request('/api/cart/info', { method: 'GET', headers: { host: SHOP_HOST, cookie } });
    expect(noOrigin.status).toBe(200);

    const curl = await profileUpdate({ 'content-type': 'application/json' }, JSON.stringify({ phone: '01700000003', hsc_batch: 'HSC 2025' }));
    expect(curl.status).toBe(200);

    const partner = await profileUpdate(
      { 'content-type': 'application/json', origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      JSON.stringify({ phone: '01700000003', hsc_batch: 'HSC 2025' }),
    );
    expect(partner.status).toBe(200);
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('takes the shop\'s origin from PUBLIC_URL when it is set, whatever the Host says', async () => {
    const behindProxy = edgeApp(t, { publicUrl: 'https://shop.example.com/' });
    const send = (origin: string) =>
      behindProxy.request('/api/auth/update', {
        method: 'POST',
        headers: { host: SHOP_HOST, cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '01700000003', hsc_batch: 'HSC 2025' }),
      });
    expect((await send('https://shop.example.com')).status).toBe(200);
    expect((await send(SHOP_ORIGIN)).status).toBe(403);
    expect((await send('http://shop.example.com')).status).toBe(403);
  });

  it('takes the Host in either scheme when PUBLIC_URL is unset (a TLS proxy may speak HTTP to the shop)', async () => {
    const response = await profileUpdate(
      { 'content-type': 'application/json', origin: `https://${SHOP_HOST}` },
      JSON.stringify({ phone: '01700000003', hsc_batch: 'HSC 2025' }),
    );
    expect(response.status).toBe(200);
  });
});

describe('REST bodies must be JSON', () => {
  it.each([
    ['text/plain (a cross-site form with enctype=text/plain)', 'text/plain', '{"phone":"01700000003","hsc_batch":"HSC 2026"}'],
    ['urlencoded (a plain HTML form)', 'application/x-www-form-urlencoded', 'phone=01700000003&hsc_batch=HSC+2026'],
    ['multipart/form-data', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="hsc_batch"\r\n\r\nHSC 2026\r\n--x--\r\n'],
    ['JSON with a misleading type', 'application/jsonp', '{"phone":"01700000003","hsc_batch":"HSC 2026"}'],
  ])('refuses %s with 415 and changes nothing', async (_, type, body) => {
    const response = await profileUpdate({ 'content-type': type }, body);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(unsupportedJson);
    expect(await customerBatch()).toBe('HSC 2025');
  });

  it('refuses a body without any Content-Type', async () => {
    const response = await app.request('/api/cart', {
      method: 'POST',
      // What a Blob without a type sends over HTTP: a length, no type.
      headers: { host: SHOP_HOST, cookie, 'content-length': '28' },
      body: new Blob(['{"bookId":"x","type":"book"}']),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(unsupportedJson);
  });

  it('wants multipart/form-data on the upload route', async () => {
    const response = await app.request('/api/uploads', {
      method: 'POST',
      headers: { host: SHOP_HOST, cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ ...unsupportedJson, message: 'Send the request body as multipart/form-data.' });
  });

  it('answers malformed JSON and non-objects with 400', async () => {
    for (const [body, message] of [
      ['{"phone": "01700000003",', 'The request body is not valid JSON.'],
      ['["HSC 2026"]', 'The request body must be a JSON object.'],
      ['"HSC 2026"', 'The request body must be a JSON object.'],
    ]) {
      const response = await profileUpdate({ 'content-type': 'application/json; charset=utf-8' }, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, statusMessage: 'Bad Request', message });
    }
    expect(await customerBatch()).toBe('HSC 2025');
  });

  it('still takes a JSON body, and a bodiless POST without a type (sign-out)', async () => {
    const update = await profileUpdate({ 'content-type': 'application/json' });
    expect(update.status).toBe(200);
    expect(await customerBatch()).toBe('HSC 2026');
    const other = `pathagar_session=${await signInAs(t, 'agent')}`;
    const signOut = await app.request('/api/auth/logout', { method: 'POST', headers: { host: SHOP_HOST, cookie: other } });
    expect(signOut.status).toBe(200);
    expect(await signOut.json()).toEqual({ success: true });
  });
});
