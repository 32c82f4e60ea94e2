/**
 * Several server processes behind one port (WEB_CONCURRENCY > 1, PostgreSQL only): the primary
 * process does the start-up work once (client build, migrations, seeding), then forks the workers
 * that serve; node:cluster hands them the connections of the one listening port. A worker that dies
 * is replaced (after a growing pause when it keeps dying young); SIGTERM or SIGINT asks every worker to
 * drain (requests in flight finish, see shutdown.ts) and the primary exits once they all have.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger.ts';

/** The message the primary sends a worker to drain and exit (a signal could arrive twice on Ctrl-C). */
export const DRAIN_MESSAGE = 'pathagar:drain';

/** A worker that lived less than this is said to die young: its replacement waits longer each time. */
const YOUNG_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

export interface Supervisor {
  /** The live workers' process ids. */
  pids(): number[];
  /** Asks every worker to drain and resolves once all have exited (or were killed after `timeoutMs`). */
  drain(timeoutMs: number): Promise<void>;
}

/** Forks `count` workers and keeps that many running until `drain`. */
export function superviseWorkers(count: number, log: Logger): Supervisor {
  let draining = false;
  let restartDelayMs = 0;
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.once('online', () => log.info({ workerPid: worker.process.pid }, 'Server worker started'));
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (draining) return;
    restartDelayMs = lived < YOUNG_MS ? Math.min(Math.max(restartDelayMs * 2, 500), MAX_RESTART_DELAY_MS) : 0;
    log.error({ workerPid: worker.process.pid, code, signal, restartInMs: restartDelayMs }, 'A server worker died: starting another');
    setTimeout(() => {
      if (!draining) fork();
    }, restartDelayMs).unref();
  });

  for (let i = 0; i < count; i += 1) fork();

  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
  return {
    pids: () => live().map((w) => w.process.pid!),
    drain: async (timeoutMs) => {
      draining = true;
      const workers = live();
      const exits = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))));
      for (const w of workers) if (w.isConnected()) w.send(DRAIN_MESSAGE);
      const deadline = setTimeout(() => {
        log.warn({ timeoutMs }, 'Workers still running at the shutdown deadline: killing them');
        for (const w of live()) w.process.kill('SIGKILL');
      }, timeoutMs);
      deadline.unref();
      await Promise.all(exits);
      clearTimeout(deadline);
    },
  };
}

/** In a worker: runs `drain` when the primary asks (a worker ignores the terminal's SIGINT and waits for this). */
export function onDrainRequest(drain: () => void): void {
  process.on('message', (message) => {
    if (message === DRAIN_MESSAGE) drain();
  });
}
