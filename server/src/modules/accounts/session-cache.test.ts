/**
 * Issue 32 §1: a signed-in request finds its session and permissions without a database round trip,
 * and every revocation reaches every process within a second. Two apps over one test database stand
 * for two server processes, each with its own session cache and change bus: on PostgreSQL the buses
 * are real LISTEN/NOTIFY connections; on the embedded database (one process in production) two buses
 * linked in memory stand for the wire. A lost message is caught by the cache's TTL; idle expiry and the
 * once-a-minute touch work as before, the touch off the answer's critical path. With the run's Redis
 * (server/test/test-redis.ts) the two processes also talk through Redis pub/sub.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { demoAccount, signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { countingApp } from '../../../test/statement-counter.ts';
import { startTestApp, testServices, type GraphQLResponse, type TestApp } from '../../../test/test-app.ts';
import { createApp, type App } from '../../app.ts';
import { createChangeBus, type ChangeBus, type ChangeMessage } from '../../change-bus.ts';
import type { Services } from '../../context.ts';
import { CSRF_HEADER } from '../../graphql/transport.ts';
import { ManualClock } from '../../shared/clock.ts';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.ts';
import { hashToken, resumeSession, startSession } from './sessions.ts';
import { testRedisUrl } from '../../../test/test-redis.ts';

const silent = pino({ level: 'silent' });

/** Two buses that carry each other's messages, as the wire would (asynchronously, never back to the sender). */
function linkedBuses(): [ChangeBus, ChangeBus] {
  const make = () => {
    const listeners = new Set<(message: ChangeMessage) => void>();
    const bus: ChangeBus & { peer?: { deliver: (m: ChangeMessage) => void }; deliver: (m: ChangeMessage) => void } = {
      kind: 'local',
      deliver: (message) => listeners.forEach((listener) => listener(message)),
      publish: async (message) => {
        const peer = bus.peer;
        setImmediate(() => peer?.deliver(structuredClone(message)));
        return true;
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      ready: async () => {},
      ping: async () => {},
      close: async () => {},
    };
    return bus;
  };
  const a = make();
  const b = make();
  a.peer = b;
  b.peer = a;
  return [a, b];
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 1_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const VIEWER = `{ viewer { id name permissions } }`;
const USERS = `{ users(first: 1) { edges { node { id } } } }`;

/** The wire between the two processes: the database's own (LISTEN/NOTIFY, or linked in memory on PGlite), and Redis when the run has one. */
const WIRES: ('database' | 'redis')[] = testRedisUrl() ? ['database', 'redis'] : ['database'];

describe.each(WIRES)('sessions across two server processes (bus: %s)', (wire) => {
  let t: TestApp;
  let buses: ChangeBus[] = [];
  let b: App;
  let servicesB: Services;

  beforeAll(async () => {
    const isPostgres = !!process.env.DATABASE_URL;
    if (wire === 'database' && !isPostgres) {
      buses = linkedBuses();
      t = await startTestApp({ services: { changes: buses[0]! } });
    } else {
      // The first app's bus needs the test database's URL (LISTEN/NOTIFY), known once it is open.
      t = await startTestApp();
      const target = t.db.target;
      const options = wire === 'redis' ? { redisUrl: testRedisUrl()! } : { postgresUrl: target.kind === 'postgres' ? target.url : undefined };
      buses = [createChangeBus({ ...options, log: silent }), createChangeBus({ ...options, log: silent })];
      await Promise.all(buses.map((bus) => bus.ready()));
      // The first app's services follow its bus from now on.
      t.services.sessions.close();
      t.services.changes = buses[0]!;
      t.services.sessions = new SessionCache({ changes: buses[0]!, clock: t.services.clock });
    }
    servicesB = testServices({ changes: buses[1]!, paymentSandbox: t.services.paymentSandbox });
    b = createApp({
      config: { isDevelopment: true, clientDist: mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')), trustProxy: { kind: 'hops', hops: 1 }, graphql: { trustedDocuments: true, timeBudgetMs: 5_000 } },
      db: t.db,
      log: silent,
      services: servicesB,
    });
  });
  afterAll(async () => {
    t.services.sessions.close();
    servicesB.sessions.close();
    await Promise.all(buses.map((bus) => bus.close()));
    await t.close();
  });

  async function onB<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<GraphQLResponse<T>> {
    const response = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'x-forwarded-for': '203.0.113.77', ...(cookie ? { cookie: `pathagar_session=${cookie}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<T>;
  }
  const viewerOnB = async (cookie: string) => (await onB<{ viewer: { id: string } | null }>(VIEWER, {}, cookie)).data?.viewer ?? null;

  it('answers a signed-in request without SQL for its session once the session is known', async () => {
    const { token } = await newCustomer(t, 'cached');
    const counter = countingApp(t);
    try {
      expect((await counter.statements('{ __typename }', {}, { cookie: token })).length).toBeGreaterThan(0);
      expect(await counter.statements('{ __typename }', {}, { cookie: token })).toEqual([]);
      expect(await counter.statements('{ __typename }', {}, { cookie: token })).toEqual([]);
    } finally {
      await counter.close();
    }
  });

  it.each([
    ['signs out', (token: string) => t.graphql('mutation { signOut }', {}, { cookie: token })],
    ['signs out everywhere', (token: string) => t.graphql('mutation { signOutEverywhere }', {}, { cookie: token })],
  ])('refuses on the other process, within a second, a session whose owner %s on one', async (_, signOut) => {
    const { token, userId } = await newCustomer(t, 'leaver');
    expect((await viewerOnB(token))?.id).toBe(encodeGlobalID('User', userId));
    expect(servicesB.sessions.get(hashToken(token))).toBeDefined();
    const { data, errors } = await signOut(token);
    expect(errors).toBeUndefined();
    expect(data).toBeTruthy();
    await until('the other process refuses the session', async () => (await viewerOnB(token)) === null);
  });

  it('ends the other sessions of an account whose password changed, on every process within a second', async () => {
    const laptop = await newCustomer(t, 'changer');
    const phone = (await startSession(t.db.prisma, laptop.userId, { ip: '127.0.0.1', userAgent: 'phone' }, t.services.config.session)).token;
    expect(await viewerOnB(phone)).not.toBeNull();
    const changed = await t.graphql(`mutation { changePassword(input: { currentPassword: "secret123", newPassword: "another456" }) { __typename } }`, {}, { cookie: laptop.token });
    expect(changed.data!.changePassword.__typename).toBe('MutationChangePasswordSuccess');
    await until('the phone’s session ends on the other process', async () => (await viewerOnB(phone)) === null);
    // The browser that changed it stays signed in, everywhere.
    expect(await viewerOnB(laptop.token)).not.toBeNull();
  });

  it('takes a permission removed on the Authority screen away on every process within a second', async () => {
    const admin = await signInAs(t, 'admin', '198.51.100.31');
    const agent = await signInAs(t, 'agent', '198.51.100.32');
    const SET = `mutation ($permissions: [String!]!) { setRolePermissions(input: { roleKey: "agent", permissions: $permissions }) { __typename } }`;
    const before = (await t.db.prisma.rolePermission.findMany({ where: { role: { key: 'agent' } } })).map((p) => p.permission);
    expect(before).toContain('users.view');
    expect((await onB(USERS, {}, agent)).errors).toBeUndefined();
    try {
      const set = await t.graphql(SET, { permissions: before.filter((p) => p !== 'users.view') }, { cookie: admin });
      expect(set.data!.setRolePermissions.__typename).toBe('MutationSetRolePermissionsSuccess');
      await until('the agent loses users.view on the other process', async () => (await onB(USERS, {}, agent)).errors?.[0]?.extensions?.code === 'FORBIDDEN');
      expect((await onB<{ viewer: { permissions: string[] } }>(VIEWER, {}, agent)).data!.viewer.permissions).not.toContain('users.view');
    } finally {
      await t.graphql(SET, { permissions: before }, { cookie: admin });
    }
    // And it comes back the same way.
    await until('the agent has users.view again', async () => (await onB(USERS, {}, agent)).errors === undefined);
  });

  it('stops the session of an account shut out (every role taken away) on every process within a second', async () => {
    const admin = await signInAs(t, 'admin', '198.51.100.33');
    const { token, userId } = await newCustomer(t, 'shut-out');
    expect(await viewerOnB(token)).not.toBeNull();
    const taken = await t.graphql(`mutation ($id: ID!) { setUserRoles(input: { userId: $id, roleKeys: [] }) { __typename } }`, { id: encodeGlobalID('User', userId) }, { cookie: admin });
    expect(taken.data!.setUserRoles.__typename).toBe('MutationSetUserRolesSuccess');
    await until('the other process refuses the shut-out account', async () => (await viewerOnB(token)) === null);
  });

  it('gives every process the viewer’s new roles at once when an admin changes them', async () => {
    const admin = await signInAs(t, 'admin', '198.51.100.34');
    const agent = await signInAs(t, 'agent', '198.51.100.35');
    const agentId = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: demoAccount('agent').phone } })).id;
    expect((await onB(USERS, {}, agent)).errors).toBeUndefined();
    const SET = `mutation ($id: ID!, $roles: [String!]!) { setUserRoles(input: { userId: $id, roleKeys: $roles }) { __typename } }`;
    try {
      await t.graphql(SET, { id: encodeGlobalID('User', agentId), roles: ['customer'] }, { cookie: admin });
      await until('the demoted agent is refused', async () => (await viewerOnB(agent)) === null);
    } finally {
      await t.graphql(SET, { id: encodeGlobalID('User', agentId), roles: ['agent'] }, { cookie: admin });
    }
  });
});

describe('the session cache on its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops trusting a session revoked behind its back (a lost message) once its TTL is over', async () => {
    const clock = new ManualClock();
    const cache = new SessionCache({ changes: t.services.changes, clock });
    const { token, userId } = await newCustomer(t, 'lost-message');
    const settings = t.services.config.session;
    expect(await resumeSession(t.db.prisma, token, settings, { cache })).not.toBeNull();
    await t.db.prisma.session.updateMany({ where: { userId }, data: { revokedAt: new Date() } });
    // No message came: the entry is trusted until its TTL…
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(await resumeSession(t.db.prisma, token, settings, { cache })).not.toBeNull();
    // …and not a moment longer.
    clock.advance(1);
    expect(await resumeSession(t.db.prisma, token, settings, { cache })).toBeNull();
    cache.close();
  });

  it('does not keep a session read while an invalidation arrived', async () => {
    const clock = new ManualClock();
    const cache = new SessionCache({ changes: t.services.changes, clock });
    const { token, userId } = await newCustomer(t, 'raced');
    const generation = cache.generation;
    cache.forget({ userIds: [userId] });
    cache.remember(hashToken(token), { sessionId: 's', userId, viewer: { id: userId, roles: [], permissions: new Set() }, expiresAt: new Date(Date.now() + 60_000), lastSeenAt: Date.now() }, generation);
    expect(cache.get(hashToken(token))).toBeUndefined();
    cache.close();
  });

  it('keeps at most its bound of sessions, the oldest going first', () => {
    const clock = new ManualClock();
    const cache = new SessionCache({ changes: t.services.changes, clock, maxEntries: 3 });
    const entry = (id: string) => ({ sessionId: id, userId: id, viewer: { id, roles: [], permissions: new Set<string>() }, expiresAt: new Date(Date.now() + 60_000), lastSeenAt: Date.now() });
    for (const id of ['a', 'b', 'c', 'd']) cache.remember(id, entry(id), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
    cache.close();
  });

  it('ends a session idle past the limit as before, and touches an active one once a minute in the background', async () => {
    const clock = new ManualClock();
    const cache = new SessionCache({ changes: t.services.changes, clock });
    const settings = t.services.config.session;
    const { token, userId } = await newCustomer(t, 'idler');
    const row = async () => t.db.prisma.session.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: 'desc' } });
    const seen = (await row()).lastSeenAt.getTime();
    const at = (ms: number) => ({ cache, now: new Date(seen + ms) });

    // Within the minute: nothing written.
    expect(await resumeSession(t.db.prisma, token, settings, at(30_000))).not.toBeNull();
    expect((await row()).lastSeenAt.getTime()).toBe(seen);
    // Past it: the answer comes at once and the touch lands after.
    expect(await resumeSession(t.db.prisma, token, settings, at(61_000))).not.toBeNull();
    await until('the touch is written', async () => (await row()).lastSeenAt.getTime() === seen + 61_000);
    // A second request within that minute writes nothing more.
    expect(await resumeSession(t.db.prisma, token, settings, at(90_000))).not.toBeNull();
    expect((await row()).lastSeenAt.getTime()).toBe(seen + 61_000);

    // Idle for longer than the limit (counted from the touch): refused and revoked, cached or not.
    const idle = 61_000 + settings.idleMinutes * 60_000 + 1;
    expect(await resumeSession(t.db.prisma, token, settings, at(idle))).toBeNull();
    expect((await row()).revokedAt).not.toBeNull();
    cache.close();
  });

  it('asks the database before ending a session that looks idle here but was seen by another process', async () => {
    const clock = new ManualClock();
    const cache = new SessionCache({ changes: t.services.changes, clock, ttlMs: 24 * 3_600_000 });
    const settings = t.services.config.session;
    const { token, userId } = await newCustomer(t, 'seen-elsewhere');
    const seen = (await t.db.prisma.session.findFirstOrThrow({ where: { userId } })).lastSeenAt.getTime();
    expect(await resumeSession(t.db.prisma, token, settings, { cache, now: new Date(seen + 1_000) })).not.toBeNull();
    // Another process saw it 50 minutes later; this one's entry still says `seen`.
    await t.db.prisma.session.updateMany({ where: { userId }, data: { lastSeenAt: new Date(seen + 50 * 60_000) } });
    expect(await resumeSession(t.db.prisma, token, settings, { cache, now: new Date(seen + 70 * 60_000) })).not.toBeNull();
    expect((await t.db.prisma.session.findFirstOrThrow({ where: { userId } })).revokedAt).toBeNull();
    cache.close();
  });
});
