import type { Context as HonoContext } from 'hono';
import { createMiddleware } from 'hono/factory';
import { asTurnOwner } from '../db/pglite-turns.ts';
import { apiError } from './api-errors.ts';

/**
 * The embedded database (PGlite) runs one statement at a time for the whole process, so requests
 * that use it are admitted through this queue: at most `concurrency` at once (their statements
 * interleave, so a short request is not stuck behind a long one), at most `queueLimit` waiting
 * (first come, first served, each for at most `maxWaitMs`), and the rest answered 503 with
 * `Retry-After` at once instead of piling up. PostgreSQL needs none: its pool and
 * `statement_timeout` bound the work there.
 */
export interface DatabaseQueueOptions {
  concurrency: number;
  queueLimit: number;
  maxWaitMs: number;
  /** The `Retry-After` a refused request gets, in seconds. */
  retryAfterSeconds: number;
}

/** Requests that may use the embedded database at the same moment. */
export const EMBEDDED_DATABASE_CONCURRENCY = 32;
/** The longest a request waits for its turn before it is refused. */
export const EMBEDDED_DATABASE_MAX_WAIT_MS = 10_000;

type Release = () => void;

export class DatabaseQueue {
  #active = 0;
  readonly #waiting: { admit: (release: Release) => void }[] = [];

  constructor(readonly options: DatabaseQueueOptions) {}

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Resolves with a release function once the caller may use the database, or with null when it is refused (queue full, waited too long). */
  enter(): Promise<Release | null> {
    if (this.#active < this.options.concurrency) return Promise.resolve(this.#admit());
    if (this.#waiting.length >= this.options.queueLimit) return Promise.resolve(null);
    return new Promise((resolve) => {
      const entry = {
        admit: (release: Release) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(entry), 1);
        resolve(null);
      }, this.options.maxWaitMs);
      this.#waiting.push(entry);
    });
  }

  #admit(): Release {
    this.#active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      const next = this.#waiting.shift();
      if (next) next.admit(this.#admit());
    };
  }
}

export const BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

/** The 503 a refused request gets: the REST error body (GraphQL's is graphql/database-admission.ts's). */
function busy(c: HonoContext, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return apiError(c, 503, BUSY_MESSAGE);
}

/**
 * Hono middleware that holds a database-using request until the queue admits it (CORS preflights pass
 * straight through): REST routes, files and payment callbacks. GraphQL queues inside Yoga.
 */
export function queueDatabaseRequests(queue: DatabaseQueue) {
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const release = await queue.enter();
    if (!release) return busy(c, queue.options.retryAfterSeconds);
    try {
      // Its statements take their turns as this request's (db/pglite-turns.ts).
      await asTurnOwner(next);
    } finally {
      release();
    }
  });
}

/** The queue for a database that needs one (the embedded PGlite), or null for PostgreSQL. */
export function queueForDatabase(db: { pglite: unknown }, queueLimit = 64): DatabaseQueue | null {
  if (!db.pglite) return null;
  return new DatabaseQueue({
    concurrency: EMBEDDED_DATABASE_CONCURRENCY,
    queueLimit,
    maxWaitMs: EMBEDDED_DATABASE_MAX_WAIT_MS,
    retryAfterSeconds: 1,
  });
}
