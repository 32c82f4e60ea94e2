import { lastCodeTo, signInAs } from '../../../test/accounts.ts';
import { sessionTokenFrom, startTestApp, testServices, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/user', () => {
  it('answers 401 with the error body when signed out', async () => {
    const response = await t.rest('GET', '/api/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      statusMessage: 'Please sign in to continue.',
      message: 'Please sign in to continue.',
    });
  });

  it('answers the signed-in user with phone and hsc_batch', async () => {
    const cookie = await signInAs(t, 'customer');
    const response = await t.rest('GET', '/api/user', undefined, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      name: 'Demo Customer',
      phone: '01700000003',
      email: 'customer@pathagar.test',
      hsc_batch: 'HSC 2025',
      phone_verified: true,
      pending_phone: null,
      google_linked: false,
      roles: ['customer'],
      permissions: [],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('treats an unknown session cookie as signed out and clears it with the signed-in hint', async () => {
    const response = await t.rest('GET', '/api/user', undefined, { cookie: 'forged-token' });
    expect(response.status).toBe(401);
    const cleared = response.headers.getSetCookie();
    expect(cleared[0]).toMatch(/^pathagar_session=; Max-Age=0;/);
    expect(cleared[1]).toMatch(/^pathagar_signed_in=; Max-Age=0;/);
  });

  it('clears a signed-in hint left without a session, and gives a session without one its hint', async () => {
    const orphan = await t.rest('GET', '/api/user', undefined, { cookie: 'pathagar_signed_in=1' });
    expect(orphan.status).toBe(401);
    expect(orphan.headers.getSetCookie()).toEqual([expect.stringMatching(/^pathagar_signed_in=; Max-Age=0; Path=\/;/)]);

    const token = await signInAs(t, 'customer');
    const unhinted = await t.rest('GET', '/api/user', undefined, { cookie: `pathagar_session=${token}` });
    expect(unhinted.status).toBe(200);
    expect(unhinted.headers.getSetCookie()).toEqual([expect.stringMatching(/^pathagar_signed_in=1; Path=\/; Expires=.+; SameSite=Lax$/)]);
    const hinted = await t.rest('GET', '/api/user', undefined, { cookie: `pathagar_session=${token}; pathagar_signed_in=1` });
    expect(hinted.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /api/auth/update', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInAs(t, 'fresh');
  });

  it.each([
    [{ phone: '', hsc_batch: 'HSC 2025' }, 'Phone number is required'],
    [{ hsc_batch: 'HSC 2025' }, 'Phone number is required'],
    [{ phone: '017123', hsc_batch: 'HSC 2025' }, 'Invalid phone number'],
    [{ phone: '0123456789', hsc_batch: 'HSC 2025' }, 'Invalid phone number'],
    [{ phone: '01712345678', hsc_batch: '' }, 'HSC Batch is required'],
    [{ phone: '01712345678', hsc_batch: 'HSC' }, 'Minimum 6 characters required'],
    [{ phone: '01712345678', hsc_batch: 'HSC 2019' }, 'HSC Batch is not valid.'],
  ])('answers 400 for %j with statusMessage %j and changes nothing', async (body, statusMessage) => {
    const response = await t.rest('POST', '/api/auth/update', body, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, statusMessage, message: statusMessage });
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'fresh@pathagar.test' } });
    expect(user).toMatchObject({ phone: '01700000004', hscBatch: null });
  });

  it('answers 401 when signed out', async () => {
    const response = await t.rest('POST', '/api/auth/update', { phone: '01712345678', hsc_batch: 'HSC 2025' });
    expect(response.status).toBe(401);
  });

  it('saves a valid update; a new phone (normalised) waits for its code while the verified one stays', async () => {
    const response = await t.rest('POST', '/api/auth/update', { phone: '+880 1812-345678', hsc_batch: 'HSC 2026' }, { cookie });
    expect(response.status).toBe(200);
    const answer = { phone: '01700000004', pending_phone: '01812345678', hsc_batch: 'HSC 2026', phone_verified: true };
    expect(await response.json()).toMatchObject(answer);
    const user = await (await t.rest('GET', '/api/user', undefined, { cookie })).json();
    expect(user).toMatchObject(answer);
    expect(await lastCodeTo(t, '01812345678')).toMatch(/^\d{6}$/);
  });

  it("refuses another account's phone number", async () => {
    const response = await t.rest('POST', '/api/auth/update', { phone: '01700000003', hsc_batch: 'HSC 2026' }, { cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).statusMessage).toBe('This phone number is already registered');
  });
});

describe('login, register and logout', () => {
  it('login sets an httpOnly, SameSite=Lax session cookie; logout clears it and ends the session', async () => {
    const login = await t.rest('POST', '/api/auth/login', { cred: 'AGENT@pathagar.test', password: 'agent123' });
    expect(login.status).toBe(200);
    expect((await login.json()).roles).toEqual(['agent']);
    const [session, hint] = login.headers.getSetCookie();
    expect(session).toMatch(/^pathagar_session=[\w-]{43}; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    // The signed-in hint scripts can read (shared/session-hint.ts): same lifetime, no secret in it.
    expect(hint).toMatch(/^pathagar_signed_in=1; Path=\/; Expires=.+; SameSite=Lax$/);
    const expires = (cookie: string | undefined) => /; Expires=([^;]+)/.exec(cookie ?? '')?.[1];
    expect(expires(hint)).toBe(expires(session));
    const cookie = sessionTokenFrom(login)!;

    const logout = await t.rest('POST', '/api/auth/logout', undefined, { cookie });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true });
    const cleared = logout.headers.getSetCookie();
    expect(cleared[0]).toMatch(/^pathagar_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(cleared[1]).toMatch(/^pathagar_signed_in=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await t.rest('GET', '/api/user', undefined, { cookie })).status).toBe(401);
  });

  it('login answers 400 with the seed messages and 401 for a wrong password', async () => {
    const short = await t.rest('POST', '/api/auth/login', { cred: '01', password: '12345' }, { ip: '198.51.100.77' });
    expect(short.status).toBe(400);
    expect((await short.json()).statusMessage).toBe('Phone or email is required');
    const shortPassword = await t.rest('POST', '/api/auth/login', { cred: '01700000003', password: '12345' }, { ip: '198.51.100.77' });
    expect((await shortPassword.json()).statusMessage).toBe('Minimum 6 characters required');
    const wrong = await t.rest('POST', '/api/auth/login', { cred: '01700000003', password: 'wrong-password' }, { ip: '198.51.100.77' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      statusCode: 401,
      statusMessage: 'The phone number, email or password is not correct.',
      message: 'The phone number, email or password is not correct.',
    });
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('register texts a code (202) and, sent again with the code, answers 201 with the new user signed in', async () => {
    const body = { name: 'Nusrat Jahan', phone: '01911000111', email: 'nusrat@example.com', password: 'secret12', hsc_batch: 'HSC 2026' };
    const sent = await t.rest('POST', '/api/auth/register', body, { ip: '198.51.100.80' });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({
      code_sent: true,
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message: 'We sent a code by SMS. Send it with the same details as "code" to finish creating the account.',
    });
    expect(sent.headers.get('set-cookie')).toBeNull();
    expect(await t.db.prisma.user.count({ where: { phone: '01911000111' } })).toBe(0);

    const code = await lastCodeTo(t, '01911000111');
    const created = await t.rest('POST', '/api/auth/register', { ...body, code }, { ip: '198.51.100.80' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      name: 'Nusrat Jahan',
      phone: '01911000111',
      hsc_batch: 'HSC 2026',
      phone_verified: true,
      roles: ['customer'],
    });
    const cookie = sessionTokenFrom(created)!;
    expect((await t.rest('GET', '/api/user', undefined, { cookie })).status).toBe(200);
  });

  it('register answers 400 for a wrong code and creates nothing; a taken email shows only to whoever holds the code', async () => {
    const body = { name: 'Second', phone: '01911000112', email: 'nusrat@example.com', password: 'secret12' };
    await t.rest('POST', '/api/auth/register', body, { ip: '198.51.100.81' });
    const code = await lastCodeTo(t, '01911000112');
    const wrong = await t.rest('POST', '/api/auth/register', { ...body, code: code === '000000' ? '111111' : '000000' }, { ip: '198.51.100.81' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ statusCode: 400, statusMessage: 'The code is not correct.', message: 'The code is not correct.' });
    const taken = await t.rest('POST', '/api/auth/register', { ...body, code }, { ip: '198.51.100.81' });
    expect(taken.status).toBe(400);
    expect((await taken.json()).statusMessage).toBe('This email is already registered');
    // The code was not used up: the corrected details go through with it.
    const created = await t.rest('POST', '/api/auth/register', { ...body, email: 'second@example.com', code }, { ip: '198.51.100.81' });
    expect(created.status).toBe(201);
  });

  it('register answers 400 with the form messages, before any code is sent', async () => {
    const response = await t.rest('POST', '/api/auth/register', { name: 'No Phone', email: 'nophone@example.com', password: 'secret12' }, { ip: '198.51.100.82' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, statusMessage: 'Phone number is required', message: 'Phone number is required' });
  });
});

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await startTestApp({
      services: {
        config: {
          ...testServices().config,
          session: { idleMinutes: 60, maxDays: 30, secureCookie: true },
          isDevelopment: false,
          storage: { uploadMaxBytes: 1024 },
        },
      },
    });
    try {
      const login = await secure.rest('POST', '/api/auth/login', { cred: '01700000003', password: 'customer123' });
      const [session, hint] = login.headers.getSetCookie();
      expect(session).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      expect(hint).toMatch(/^pathagar_signed_in=1; .*; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });
});
