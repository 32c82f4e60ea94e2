/** Test support for the HTTP-edge suites: the shop's app with edge settings of a test's choosing, on a test app's database. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type AppOptions } from '../app.ts';
import type { Services } from '../context.ts';
import { CSRF_HEADER } from '../graphql/transport.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The host the edge tests address; a page on it has the shop's own origin. */
export const SHOP_HOST = 'shop.test';
export const SHOP_ORIGIN = `http://${SHOP_HOST}`;
export const FOREIGN_ORIGIN = 'http://evil.test:4000';

/** A second app over `t`'s database and services, with `config` (and `services`) over the test defaults (development, no CORS origins). */
export function edgeApp(t: TestApp, config: Partial<AppOptions['config']> = {}, services: Partial<Services> = {}, options: Pick<AppOptions, 'firstViewCovers'> = {}) {
  return createApp({
    config: {
      isDevelopment: true,
      clientDist: mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')),
      trustProxy: { kind: 'none' },
      graphql: { trustedDocuments: false, timeBudgetMs: 5_000 },
      ...config,
    },
    db: t.db,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    services: { ...t.services, ...services },
    databaseQueue: null,
    ...options,
  });
}

/** Headers of a GraphQL POST as the shop's own client sends it, plus `extra`. */
export function graphqlHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { host: SHOP_HOST, 'content-type': 'application/json', [CSRF_HEADER]: '1', ...extra };
}
