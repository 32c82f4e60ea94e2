/**
 * Issue 29 §20: a database that cannot be reached answers 503 with Retry-After, REST-shaped on the REST
 * routes and GraphQL-shaped (HTTP status 503, code SERVICE_UNAVAILABLE) on /graphql, never a 500 with a
 * plain-text body. The app runs on a PostgreSQL target whose server is gone (a port nothing listens on),
 * whichever database the run uses.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type App } from '../app.ts';
import { openDatabase, type Database } from '../db/connect.ts';
import { CSRF_HEADER } from '../graphql/transport.ts';
import { freePort } from '../../test/free-port.ts';
import { testServices } from '../../test/test-app.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './database-outage.ts';


describe('a database outage', () => {
  let db: Database;
  let app: App;
  const logged: { level: string; msg: string }[] = [];

  beforeAll(async () => {
    db = await openDatabase({ kind: 'postgres', url: `postgresql://postgres@127.0.0.1:${await freePort()}/gone` });
    const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    app = createApp({
      config: { isDevelopment: false, clientDist: mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')), trustProxy: { kind: 'hops', hops: 1 }, graphql: { trustedDocuments: false, timeBudgetMs: 5_000 } },
      db,
      log,
      services: testServices(),
    });
  });
  afterAll(() => db.close());

  const graphql = (query: string, cookie?: string) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    });

  it('answers a GraphQL query 503 with Retry-After and SERVICE_UNAVAILABLE, anonymous or signed in', async () => {
    for (const cookie of [undefined, 'pathagar_session=some-session-token']) {
      const response = await graphql('{ sections(first: 5) { edges { node { name } } } }', cookie);
      expect({ status: response.status, retryAfter: response.headers.get('retry-after'), type: response.headers.get('content-type') }).toEqual({
        status: 503,
        retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
        type: expect.stringMatching(/json/),
      });
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors.map((e) => [e.message, e.extensions.code])).toEqual([[DATABASE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE']]);
    }
  });

  it('answers a REST request 503 with Retry-After and the REST error body', async () => {
    const response = await app.request('/api/user', { headers: { cookie: 'pathagar_session=some-session-token' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ statusCode: 503, statusMessage: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers the files route 503 with Retry-After, and logs no error-level entry for any of it', async () => {
    const response = await app.request('/files/covers/none.svg');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(logged.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });
});

describe('isDatabaseUnavailable', () => {
  it('names the database client errors of an outage, not a storage socket error or an ordinary database error', () => {
    const socket = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 });
    const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' });
    expect(isDatabaseUnavailable(socket)).toBe(false);
    expect(isDatabaseUnavailable(uniqueViolation)).toBe(false);
    expect(isDatabaseUnavailable(adminShutdown)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: adminShutdown }))).toBe(true);
  });
});
