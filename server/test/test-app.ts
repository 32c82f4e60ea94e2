import { mkdtempSync } from 'node:fs';
import { systemClock } from '../src/shared/clock.ts';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type App } from '../src/app.ts';
import { localChangeBus } from '../src/change-bus.ts';
import type { Services } from '../src/context.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/connect.ts';
import type { DatabaseQueue } from '../src/http/database-queue.ts';
import { CSRF_HEADER } from '../src/graphql/transport.ts';
import { noResponseCache } from '../src/graphql/response-cache.ts';
import { captchaDisabled } from '../src/modules/accounts/integrations/captcha.ts';
import { createGoogleVerifier } from '../src/modules/accounts/integrations/google.ts';
import { SessionCache } from '../src/modules/accounts/session-cache.ts';
import { OutboxSmsGateway } from '../src/modules/accounts/integrations/sms.ts';
import { databaseSandboxSessions } from '../src/modules/payments/providers/database-sandbox-sessions.ts';
import { createPaymentProviders, SandboxGateway } from '../src/modules/payments/providers/index.ts';
import { createCouriers } from '../src/modules/shipping/couriers/index.ts';
import { LocalDiskStorage } from '../src/modules/storage/file-storage.ts';
import { openTestDatabase } from './test-database.ts';

export interface GraphQLResponse<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export interface RequestOptions {
  /** A session cookie value, or a whole Cookie header. */
  cookie?: string;
  /** The client address (the test app trusts X-Forwarded-For). */
  ip?: string;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string;
}

export interface TestApp {
  app: App;
  db: Database;
  services: Services;
  /** Runs one operation through the real HTTP app and Yoga, as a browser would. */
  graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<T> & { response: Response }>;
  /** Sends a REST request with a JSON body. */
  rest(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Local stand-ins for outside services: the SMS outbox, no captcha, Google sign-in not configured, no
 * response cache (tests of the cache pass one: graphql/response-cache.test.ts).
 */
export function testServices(overrides: Partial<Services> = {}): Services {
  const paymentSandbox = overrides.paymentSandbox ?? new SandboxGateway();
  const changes = overrides.changes ?? localChangeBus();
  const clock = overrides.clock ?? systemClock;
  return {
    config: {
      session: { idleMinutes: 60, maxDays: 30, secureCookie: false },
      productName: 'Pathagar',
      isDevelopment: true,
      google: { clientId: undefined },
      recaptcha: { siteKey: undefined },
      adPixel: { metaPixelId: undefined },
      storage: { uploadMaxBytes: 5 * 1024 * 1024 },
      orders: { paymentMinutes: 30, callbackBaseUrl: 'http://shop.test', reconcileSeconds: 60 },
    },
    sms: new OutboxSmsGateway(),
    captcha: captchaDisabled,
    google: createGoogleVerifier({ jwksUrl: 'http://127.0.0.1:9/unused' }),
    storage: new LocalDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'pathagar-files-'))),
    // Every online method goes through the local sandbox, as in the default run.
    payments: createPaymentProviders({ sandbox: true, sslcommerz: null, bkash: null }, paymentSandbox),
    paymentSandbox,
    // Parcels go to the local sandbox courier, as in the default run.
    couriers: createCouriers({ courier: 'sandbox', steadfast: null, syncSeconds: 300 }),
    responseCache: noResponseCache(),
    changes,
    // Each set of services (one per app standing for a server process) keeps its own, as a process does.
    sessions: new SessionCache({ changes, clock }),
    clock,
    ...overrides,
  };
}

function headers(options: RequestOptions = {}, extra: Record<string, string> = {}) {
  const result: Record<string, string> = { ...extra, 'x-forwarded-for': options.ip ?? '203.0.113.10' };
  if (options.cookie) result.cookie = options.cookie.includes('=') ? options.cookie : `pathagar_session=${options.cookie}`;
  if (options.acceptLanguage) result['accept-language'] = options.acceptLanguage;
  return result;
}

/** The shop's HTTP app on a private test database; `development` toggles GraphiQL and introspection. */
export async function startTestApp(
  options: {
    development?: boolean;
    clientDist?: string;
    services?: Partial<Services>;
    graphql?: Partial<Config['graphql']>;
    /** Admission to the database (default: the app's own, a queue on PGlite only). */
    databaseQueue?: DatabaseQueue | null;
    /** The app's logger (default: silent, or TEST_LOG_LEVEL); a test that reads the logs passes its own. */
    log?: pino.Logger;
  } = {},
): Promise<TestApp> {
  const db = await openTestDatabase();
  // The sandbox's server-to-server notification reaches this app without a listening socket.
  const deliver = ((input: string, init?: RequestInit) => app.request(input, init)) as typeof fetch;
  // Its sessions in the test database, as the server keeps them.
  const services = testServices({ paymentSandbox: new SandboxGateway({ deliver, store: databaseSandboxSessions(db.prisma) }), ...options.services });
  const app: App = createApp({
    config: {
      isDevelopment: options.development ?? true,
      clientDist: options.clientDist ?? mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')),
      trustProxy: { kind: 'hops', hops: 1 },
      graphql: { trustedDocuments: true, timeBudgetMs: 5_000, ...options.graphql },
    },
    db,
    // TEST_LOG_LEVEL=debug shows the app's logs (unexpected errors included) while a test runs.
    log: options.log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    services,
    databaseQueue: options.databaseQueue,
  });
  return {
    app,
    db,
    services,
    graphql: async (query, variables, requestOptions) => {
      const response = await app.request('/graphql', {
        method: 'POST',
        headers: headers(requestOptions, { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' }),
        body: JSON.stringify({ query, variables }),
      });
      return { ...(await response.clone().json()), response };
    },
    rest: async (method, pathname, body, requestOptions) =>
      app.request(pathname, {
        method,
        headers: headers(requestOptions, body === undefined ? {} : { 'content-type': 'application/json' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () => db.close(),
  };
}

/** The session token a response set, or null when it cleared or did not touch the cookie. */
export function sessionTokenFrom(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^pathagar_session=([^;]*)/.exec(cookie);
    if (match) return match[1] || null;
  }
  return null;
}
