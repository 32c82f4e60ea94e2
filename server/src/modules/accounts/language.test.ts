/**
 * The interface language (issue 35): chosen by the shopper, kept in a cookie for this browser and on
 * the account, set again from the account at sign-in on another browser, and the page's `<html lang>`
 * follows the cookie, else Accept-Language, else English.
 */
import { demoAccount, signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SET = `mutation Set($language: Language!) { setLanguage(language: $language) }`;
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('setLanguage', () => {
  it('sets the language cookie for an anonymous shopper and stores nothing else', async () => {
    const before = await t.db.prisma.user.count({ where: { language: { not: null } } });
    const { data, response } = await t.graphql(SET, { language: 'BN' });
    expect(data).toEqual({ setLanguage: 'BN' });
    expect(cookieOf(response, 'lang')).toBe('bn');
    expect(response.headers.getSetCookie().find((c) => c.startsWith('lang='))).not.toMatch(/HttpOnly/i);
    expect(await t.db.prisma.user.count({ where: { language: { not: null } } })).toBe(before);
  });

  it("keeps a signed-in customer's choice on their own account, and sign-in elsewhere sets the cookie from it", async () => {
    const token = await signInAs(t, 'customer');
    const { data } = await t.graphql(SET, { language: 'BN' }, { cookie: token });
    expect(data).toEqual({ setLanguage: 'BN' });
    const viewer = await t.graphql(`{ viewer { language } }`, {}, { cookie: token });
    expect(viewer.data).toEqual({ viewer: { language: 'BN' } });

    // A new browser: the REST sign-in answers with the account's language as the cookie.
    const { phone, password } = demoAccount('customer');
    const signIn = await t.rest('POST', '/api/auth/login', { cred: phone, password }, { ip: '198.51.100.77' });
    expect(signIn.status).toBe(200);
    expect(cookieOf(signIn, 'lang')).toBe('bn');

    await t.graphql(SET, { language: 'EN' }, { cookie: token });
    expect((await t.graphql(`{ viewer { language } }`, {}, { cookie: token })).data).toEqual({ viewer: { language: 'EN' } });
  });

  it('refuses a language the shop does not have, changing nothing', async () => {
    const { errors, response } = await t.graphql(`mutation { setLanguage(language: FR) }`);
    expect(errors?.[0]?.message).toMatch(/FR/);
    expect(cookieOf(response, 'lang')).toBeUndefined();
  });

  it('the database refuses a language other than bn or en', async () => {
    const user = await t.db.prisma.user.findFirstOrThrow();
    await expect(t.db.prisma.user.update({ where: { id: user.id }, data: { language: 'fr' } })).rejects.toThrow();
  });
});

describe('GET /language/{bn|en}: the switch as a link, before the app has loaded', () => {
  const get = (path: string, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
    t.app.request(path, { headers: { 'x-forwarded-for': '203.0.113.40', ...(options.cookie ? { cookie: `pathagar_session=${options.cookie}` } : {}), ...options.headers } });

  it('keeps the choice in the cookie and on a signed-in account, and goes back to the page it came from', async () => {
    const token = await signInAs(t, 'fresh');
    const response = await get('/language/bn?next=%2Facademic%3Fpage%3D2', { cookie: token, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/academic?page=2');
    expect(cookieOf(response, 'lang')).toBe('bn');
    expect((await t.graphql(`{ viewer { language } }`, {}, { cookie: token })).data).toEqual({ viewer: { language: 'BN' } });
    await get('/language/en', { cookie: token, headers: { 'sec-fetch-site': 'same-origin' } });
  });

  it('never sends the browser to another site, and refuses a language the shop does not have', async () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      const response = await get(`/language/en?next=${encodeURIComponent(next)}`);
      expect([next, response.status, response.headers.get('location')]).toEqual([next, 303, '/']);
    }
    const unknown = await get('/language/fr?next=%2F');
    expect(unknown.status).toBe(404);
    expect(cookieOf(unknown, 'lang')).toBeUndefined();
  });

  it("lets a link on another site change this browser's language but not the account's", async () => {
    const token = await signInAs(t, 'fresh');
    const response = await get('/language/bn?next=%2F', { cookie: token, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cookieOf(response, 'lang')).toBe('bn');
    expect((await t.graphql(`{ viewer { language } }`, {}, { cookie: token })).data).toEqual({ viewer: { language: 'EN' } });
  });
});
