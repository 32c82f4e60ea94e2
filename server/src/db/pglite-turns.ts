import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The PGlite methods that run statements; each call is one turn. */
const STATEMENT_METHODS = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/** Whose statements these are: set around each request (http/database-queue.ts), so turns go round requests fairly. */
const turnOwner = new AsyncLocalStorage<object>();

/** Runs `work` with every embedded-database statement it makes counted as one owner's (one request's). */
export function asTurnOwner<T>(work: () => T): T {
  return turnOwner.run({}, work);
}

/** A statement waiting for its turn, and since when. */
type Pending = { start: () => void; since: number };

/**
 * PGlite executes statements in this thread, and statements queued behind one another run back to
 * back in one chain of microtasks: while requests keep it busy, no timer fires and no socket is read,
 * so even /healthz waits for all of them (issue 10: 17.9 s). This wrapper runs one statement per
 * turn with a macrotask between two turns, so the event loop takes new requests, answers /healthz
 * and runs timers between statements; and the next turn goes to the owner (request) that has had the
 * least database time so far, so a small page or a health ping is not stuck behind a heavy request
 * with twenty aliased lists queued at once. Waiting earns credit: an owner's database time counts
 * less by as long as its next statement has waited, so a request that has had some time is not
 * starved by a steady stream of new ones (20 shoppers checking out kept a placement waiting 4-10 s
 * before). A transaction is one turn (its statements run on its own handle). Everything else passes
 * through to the PGlite instance.
 */
export function takingTurns(pglite: PGlite): PGlite {
  const waiting = new Map<object, Pending[]>();
  /** Milliseconds of statements each owner has had so far. */
  const used = new WeakMap<object, number>();
  let running = false;

  const runNext = async () => {
    running = true;
    await nextMacrotask();
    // Least attained service, aged: database time had minus time waited; the lowest goes next (a
    // small page or a health ping before a heavy request that has had seconds); ties by arrival.
    const now = performance.now();
    const score = (candidate: object) => (used.get(candidate) ?? 0) - (now - waiting.get(candidate)![0]!.since);
    let owner: object | undefined;
    for (const candidate of waiting.keys()) {
      if (owner === undefined || score(candidate) < score(owner)) owner = candidate;
    }
    const queue = waiting.get(owner!)!;
    const { start } = queue.shift()!;
    if (!queue.length) waiting.delete(owner!);
    start();
  };

  const inTurn = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // A statement outside any request (start-up, the health ping) is an owner of its own.
      const owner = turnOwner.getStore() ?? {};
      const start = () => {
        const started = performance.now();
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            used.set(owner, (used.get(owner) ?? 0) + performance.now() - started);
            running = false;
            if (waiting.size) void runNext();
          });
      };
      const pending = { start, since: performance.now() };
      const queue = waiting.get(owner);
      if (queue) queue.push(pending);
      else waiting.set(owner, [pending]);
      if (!running) void runNext();
    });

  return new Proxy(pglite, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!STATEMENT_METHODS.has(property)) return method;
      return (...args: unknown[]) => inTurn(() => method(...args) as Promise<unknown>);
    },
  });
}
