import type { Context as HonoContext } from 'hono';
import type { RequestVariables } from './request-log.ts';

/**
 * GET /healthz: liveness. The process is up and its event loop turns; it never waits for the database,
 * so a database slowed by load can never make an orchestrator restart a healthy process.
 */
export function livenessCheck() {
  return (c: HonoContext<{ Variables: RequestVariables }>) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  };
}

/** How long /readyz waits for the database before it answers `database: "busy"`. */
export const HEALTH_PING_BUDGET_MS = 250;
/** How long /readyz waits for Redis and the file storage before it calls them down. */
export const DEPENDENCY_PING_BUDGET_MS = 1_500;

/** Whether the process has begun to drain: set once, by the shutdown, never cleared. */
export interface Lifecycle {
  draining: boolean;
}

/** What /readyz asks: the database always, Redis when one is configured, the file storage always (a write, not a read). */
export interface ReadinessProbes {
  database: () => Promise<void>;
  redis?: () => Promise<void>;
  storage: () => Promise<void>;
}

type ProbeState = 'up' | 'busy' | 'down';

/**
 * One dependency's probe: checks that arrive while a probe is in flight share it, so a polling load
 * balancer cannot pile probes up. Past `budgetMs` the answer is `onSlow` (the database, still working
 * through other requests' statements, is "busy" but fine; Redis or storage that slow are "down").
 */
function sharedProbe(probe: () => Promise<void>, budgetMs: number, onSlow: 'busy' | 'down') {
  let inFlight: Promise<ProbeState> | null = null;
  return async (onError: (error: unknown) => void): Promise<ProbeState> => {
    inFlight ??= probe()
      .then(
        () => 'up' as const,
        (error: unknown) => {
          onError(error);
          return 'down' as const;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const state = await Promise.race([inFlight, new Promise<ProbeState>((resolve) => (timer = setTimeout(() => resolve(onSlow), budgetMs)))]);
    clearTimeout(timer);
    return state;
  };
}

/**
 * GET /readyz: whether a load balancer should send this process requests. 503 only when the process
 * cannot serve: its database does not answer, or it is draining (it finishes what it has, takes nothing
 * new). Redis and the file storage are shared by every process and the shop serves without them (the
 * response cache answers uncached, files fail alone): taking every process out for them would take the
 * whole shop down, so when one is down the answer stays 200 with `status: "degraded"` and names it in
 * the body (issue 29 §17). It answers within about the budgets whatever the load.
 */
export function readinessCheck(probes: ReadinessProbes, lifecycle: Lifecycle, budgets = { databaseMs: HEALTH_PING_BUDGET_MS, dependencyMs: DEPENDENCY_PING_BUDGET_MS }) {
  const checks = {
    database: sharedProbe(probes.database, budgets.databaseMs, 'busy'),
    ...(probes.redis ? { redis: sharedProbe(probes.redis, budgets.dependencyMs, 'down') } : {}),
    storage: sharedProbe(probes.storage, budgets.dependencyMs, 'down'),
  };
  return async (c: HonoContext<{ Variables: RequestVariables }>) => {
    c.header('Cache-Control', 'no-store');
    if (lifecycle.draining) return c.json({ status: 'draining' }, 503);
    const names = Object.keys(checks) as (keyof typeof checks)[];
    const states = await Promise.all(
      names.map((name) => checks[name]!((error) => c.var.log.warn({ err: error, dependency: name }, `Readiness: ${name} unreachable`))),
    );
    const report = Object.fromEntries(names.map((name, i) => [name, states[i]]));
    if (report.database === 'down') return c.json({ status: 'error', ...report }, 503);
    return c.json({ status: states.includes('down') ? 'degraded' : 'ok', ...report }, 200);
  };
}
