/**
 * The fuzz test's world: the real app on a private test database with a catalogue, coupons, carts
 * and reviews of several users; a signed-in session for each role; the change log; and checks of
 * each answer (no 5xx, no unexpected GraphQL error, no row changed by a rejected request).
 *
 * Requests may sign a role out, take its roles or permissions away: after any request that changed
 * sessions or roles, the harness gives each role its session and the demo roles their rows back, so
 * every role keeps its meaning for the whole run (harness writes are drained from the log).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLSchema } from 'graphql';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { CSRF_HEADER } from '../../src/graphql/transport.ts';
import { startSession } from '../../src/modules/accounts/sessions.ts';
import { demoAccount, type DemoRole } from '../accounts.ts';
import { ROLES, type Role } from '../authorization-matrix.ts';
import { createAuthor, createBook, createBundle, createContent, createEbook, createStationery } from '../catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { drainChangeLog, installChangeLog, type RowChange } from './change-log.ts';
import { isErrorTypename } from './graphql-targets.ts';
import type { RestRequest } from './rest-targets.ts';
import type { ValuePool } from './values.ts';

const DEMO: Record<Exclude<Role, 'anonymous'>, DemoRole> = { customer: 'customer', another: 'fresh', agent: 'agent', admin: 'admin' };

/** Node types whose rows live in a table of another name; every other type is looked up by its own name. */
const TABLE_OF_TYPE: Record<string, { table: string; where?: string }> = {
  Book: { table: 'Product', where: `kind = 'BOOK'` },
  Ebook: { table: 'Product', where: `kind = 'EBOOK'` },
  Stationery: { table: 'Product', where: `kind = 'STATIONERY'` },
  Bundle: { table: 'Product', where: `kind = 'BUNDLE'` },
  Content: { table: 'Product', where: `kind = 'CONTENT'` },
  Chapter: { table: 'ContentChapter' },
  Lesson: { table: 'ContentLesson' },
  DeliveryRule: { table: 'DeliveryZoneRule' },
  Variant: { table: 'ProductVariant' },
};

export interface Outcome {
  status: number;
  rejected: boolean;
  /** A short label of the answer for the run's summary: 'ok', an error code, an error type or a status. */
  reason: string;
  /** What went wrong, when something did (a 5xx, an unexpected error, rows written by a rejected request). */
  problem: string | null;
}

export interface FuzzHarness {
  t: TestApp;
  pool: ValuePool;
  graphql(role: Role, document: string, variables: Record<string, unknown>): Promise<Outcome>;
  rest(role: Role, request: RestRequest): Promise<Outcome>;
  requests: number;
  close(): Promise<void>;
}

// Positions count from 0 without gaps, as the catalogue services keep them.
async function createFixtures(prisma: PrismaClient, users: Record<Exclude<Role, 'anonymous'>, string>) {
  const author = await createAuthor(prisma, 'Fuzz Author');
  await createAuthor(prisma, 'লেখক Two');
  const book = await createBook(prisma, { title: 'Fuzz Physics', stock: 5, authorIds: [author.id], section: 'academic' });
  const ebook = await createEbook(prisma, { title: 'Fuzz Ebook', printEditionId: book.id });
  await createEbook(prisma, { title: 'Unpublished Ebook', published: false });
  const pen = await createStationery(prisma, { title: 'Fuzz Pen', variants: [{ label: 'Blue', stock: 3 }, { label: 'Red', stock: 0 }] });
  await createBundle(prisma, { title: 'Fuzz Bundle', year: 2025, items: [{ productId: book.id }, { productId: pen.id }] });
  const course = await createContent(prisma, { title: 'Fuzz Course' });
  const chapter = await prisma.contentChapter.create({ data: { productId: course.id, title: 'Chapter 1', position: 0 } });
  await prisma.contentLesson.createMany({
    data: [
      { chapterId: chapter.id, title: 'Lesson 1', position: 0 },
      { chapterId: chapter.id, title: 'Lesson 2', position: 1, kind: 'TEXT' },
    ],
  });
  await prisma.productPage.create({ data: { productId: book.id, kind: 'DEMO', imageKey: 'page/fuzz.png', position: 0 } });
  await prisma.review.create({ data: { productId: book.id, userId: users.another, rating: 4, body: 'ভালো বই' } });
  const coupon = await prisma.coupon.create({ data: { code: 'FUZZ10', discountType: 'PERCENT', value: 10 } });
  await prisma.coupon.create({ data: { code: 'FUZZOLD', discountType: 'FIXED', value: 5000, active: false } });
  for (const role of ['customer', 'another'] as const) {
    await prisma.cart.create({
      data: {
        userId: users[role],
        couponId: role === 'another' ? coupon.id : null,
        lines: { create: [{ productId: book.id, quantity: 1 }, { productId: ebook.id, quantity: 1 }] },
      },
    });
  }
}

/** Real ids of every Node type of the schema (up to 8 rows each) and strings the shop knows. */
async function gatherPool(prisma: PrismaClient, schema: GraphQLSchema): Promise<ValuePool> {
  const tables = new Set(
    (
      await prisma.$queryRawUnsafe<{ name: string }[]>(
        `SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id'`,
      )
    ).map((r) => r.name),
  );
  const typeNames = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));
  const idsByType: Record<string, string[]> = {};
  for (const type of [...new Set([...typeNames, ...Object.keys(TABLE_OF_TYPE)])]) {
    const source = TABLE_OF_TYPE[type] ?? { table: type };
    if (!tables.has(source.table)) continue;
    const rows = await prisma.$queryRawUnsafe<{ id: unknown }[]>(
      `SELECT id::text AS id FROM "${source.table}" ${source.where ? `WHERE ${source.where}` : ''} ORDER BY id LIMIT 8`,
    );
    if (rows.length) idsByType[type] = rows.map((r) => encodeGlobalID(type, String(r.id)));
  }
  const strings = await prisma.$queryRawUnsafe<{ value: string }[]>(`
    SELECT slug AS value FROM "Product" UNION SELECT slug FROM "Section" UNION SELECT slug FROM "Author"
    UNION SELECT code FROM "Coupon" UNION SELECT key FROM "Role" UNION SELECT permission FROM "RolePermission"
    UNION SELECT slug FROM "InfoPage" UNION SELECT "imageKey" FROM "ProductPage" UNION SELECT label FROM "ProductVariant"`);
  const demo = ROLES.filter((r) => r !== 'anonymous').map((r) => demoAccount(DEMO[r as Exclude<Role, 'anonymous'>]));
  return {
    idsByType,
    knownStrings: [
      ...strings.map((r) => r.value),
      ...demo.flatMap((a) => [a.phone, a.email, a.password, a.email.toUpperCase(), `+88${a.phone}`]),
      'HSC 2025',
      '2025',
      'DHAKA',
      'OUTSIDE_DHAKA',
      'book',
      'stationary',
      'content',
      'cover',
      'ebook',
      '123456',
    ],
  };
}

/** Sets up the world; `schema` is the executable schema (for ids and error types). */
export async function startFuzzHarness(schema: GraphQLSchema): Promise<FuzzHarness> {
  // A built client, as in production: paths that miss /api (say /API/…) reach the SPA, which answers 200.
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-fuzz-dist-'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>Pathagar</title><div id="root"></div>');
  const t = await startTestApp({ clientDist });
  const prisma = t.db.prisma;
  const signedIn = ROLES.filter((r): r is Exclude<Role, 'anonymous'> => r !== 'anonymous');
  const users = Object.fromEntries(
    await Promise.all(signedIn.map(async (role) => [role, (await prisma.user.findUniqueOrThrow({ where: { phone: demoAccount(DEMO[role]).phone } })).id])),
  ) as Record<Exclude<Role, 'anonymous'>, string>;
  await createFixtures(prisma, users);
  const pool = await gatherPool(prisma, schema);
  const roleRows = {
    userRoles: await prisma.userRole.findMany({ where: { userId: { in: Object.values(users) } } }),
    permissions: await prisma.rolePermission.findMany(),
  };
  const tokens: Partial<Record<Role, string>> = {};
  const sessionIds: Partial<Record<Role, string>> = {};

  async function ensureSessions() {
    for (const role of signedIn) {
      const id = sessionIds[role];
      const live = id && (await prisma.session.findFirst({ where: { id, revokedAt: null }, select: { id: true } }));
      if (live) continue;
      const { token, session } = await startSession(prisma, users[role], { ip: '127.0.0.1', userAgent: 'fuzz' }, t.services.config.session);
      tokens[role] = token;
      sessionIds[role] = session.id;
    }
  }

  async function restoreRoles() {
    await prisma.$transaction([
      prisma.userRole.deleteMany({ where: { userId: { in: Object.values(users) } } }),
      prisma.userRole.createMany({ data: roleRows.userRoles }),
      prisma.rolePermission.deleteMany(),
      prisma.rolePermission.createMany({ data: roleRows.permissions }),
    ]);
    // Written behind the app's back: its cached viewers must be read again (session-cache.ts).
    t.services.sessions.forget({ all: true });
  }

  await ensureSessions();
  await installChangeLog(prisma);

  /** After an accepted request: put back what the roles need, then forget the harness's own writes. */
  async function repair(changes: RowChange[]) {
    const touched = new Set(changes.map((c) => c.table));
    if (touched.has('UserRole') || touched.has('RolePermission')) await restoreRoles();
    if (touched.has('Session')) await ensureSessions();
    if (touched.size) await drainChangeLog(prisma);
  }

  let requests = 0;
  function headers(role: Role, extra: Record<string, string>) {
    requests += 1;
    // A fresh client address per request: per-IP limits would otherwise turn most requests into 429s.
    const ip = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
    const result: Record<string, string> = { ...extra, 'x-forwarded-for': ip };
    if (role !== 'anonymous') result.cookie = `pathagar_session=${tokens[role]}`;
    return result;
  }

  async function settle(status: number, rejected: boolean, reason: string, problem: string | null): Promise<Outcome> {
    const changes = await drainChangeLog(prisma);
    if (!problem && rejected && changes.length) {
      problem = `rejected, yet changed rows: ${changes.map((c) => `${c.operation} ${c.table}`).join(', ')}`;
    }
    if (!rejected) await repair(changes);
    return { status, rejected, reason, problem };
  }

  return {
    t,
    pool,
    get requests() {
      return requests;
    },
    async graphql(role, document, variables) {
      const response = await t.app.request('/graphql', {
        method: 'POST',
        headers: headers(role, { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' }),
        body: JSON.stringify({ query: document, variables }),
      });
      const text = await response.text();
      if (response.status >= 500) return settle(response.status, true, `HTTP ${response.status}`, `HTTP ${response.status}: ${text.slice(0, 300)}`);
      let body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
      try {
        body = JSON.parse(text);
      } catch {
        return settle(response.status, true, 'not JSON', `not JSON (HTTP ${response.status}): ${text.slice(0, 300)}`);
      }
      const unexpected = body.errors?.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Unexpected error.');
      const failure = Object.values(body.data ?? {})
        .map((p) => (p && typeof p === 'object' && '__typename' in p ? String(p.__typename) : ''))
        .find((typename) => isErrorTypename(schema, typename));
      const error = body.errors?.[0];
      const reason = error ? String(error.extensions?.code ?? error.message.slice(0, 60)) : (failure ?? 'ok');
      const rejected = response.status >= 400 || Boolean(body.errors?.length) || failure !== undefined;
      return settle(response.status, rejected, reason, unexpected ? `unexpected error: ${JSON.stringify(body.errors)}` : null);
    },
    async rest(role, request) {
      const response = await t.app.request(request.path, {
        method: request.method,
        headers: headers(role, request.contentType ? { 'content-type': request.contentType } : {}),
        body: request.body,
      });
      const text = await response.text();
      const problem = response.status >= 500 ? `HTTP ${response.status}: ${text.slice(0, 300)}` : null;
      let reason = String(response.status);
      try {
        const message = (JSON.parse(text) as { message?: unknown }).message;
        if (response.status >= 400 && typeof message === 'string') reason += ` ${message.slice(0, 50)}`;
      } catch {
        // not JSON: the status says enough
      }
      return settle(response.status, response.status >= 400, reason, problem);
    },
    close: () => t.close(),
  };
}
