import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type App } from '../src/app.ts';
import type { Database } from '../src/db/connect.ts';
import { openTestDatabase } from './test-database.ts';

export interface GraphQLResponse<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  app: App;
  db: Database;
  /** Runs one operation through the real HTTP app and Yoga, as a browser would. */
  graphql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The shop's HTTP app on a private test database; `development` toggles GraphiQL and introspection. */
export async function startTestApp(options: { development?: boolean; clientDist?: string } = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  const app = createApp({
    config: {
      isDevelopment: options.development ?? true,
      clientDist: options.clientDist ?? mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')),
    },
    db,
    log: pino({ level: 'silent' }),
  });
  return {
    app,
    db,
    graphql: async (query, variables) => {
      const response = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    close: () => db.close(),
  };
}
