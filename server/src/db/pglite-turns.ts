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

type Pending = () => void;

/**
 * PGlite executes statements in this thread, and statements queued behind one another run back to
 * back in one chain of microtasks: while requests keep it busy, no timer fires and no socket is read,
 * so even /healthz waits for all of them (issue 10: 17.9 s). This wrapper runs one statement per
 * turn with a macrotask between two turns, so the event loop takes new requests, answers /healthz
 * and runs timers between statements; and the next turn goes to the owner (request) that has had the
 * least database time so far, so a small page or a health ping is not stuck behind a heavy request
 * with twenty aliased lists queued at once. A transaction is one turn (its statements run on its own
 * handle). Everything else passes through to the PGlite instance.
 */
export function takingTurns(pglite: PGlite): PGlite {
  const waiting = new Map<object, Pending[]>();
  /** Milliseconds of statements each owner has had so far. */
  const used = new WeakMap<object, number>();
  let running = false;

  const runNext = async () => {
    running = true;
    await nextMacrotask();
    // Least attained service first: the owner that has had the least database time goes next (a
    // small page or a health ping before a heavy request that has had seconds); ties by arrival.
    let owner: object | undefined;
    for (const candidate of waiting.keys()) {
      if (owner === undefined || (used.get(candidate) ?? 0) < (used.get(owner) ?? 0)) owner = candidate;
    }
    const queue = waiting.get(owner!)!;
    const start = queue.shift()!;
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
      const queue = waiting.get(owner);
      if (queue) queue.push(start);
      else waiting.set(owner, [start]);
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
