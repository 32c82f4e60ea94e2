import type { Context as HonoContext } from 'hono';
import type { Database } from '../db/connect.ts';
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

/**
 * GET /readyz: readiness, the database's state. It answers within about `budgetMs` whatever the load. A database that
 * answers a trivial query in time is "up"; one still working through other requests' statements is
 * "busy" (the process is healthy: 200); one that fails the query is "down" (503). Checks that
 * arrive while a ping is in flight share it, so a polling load balancer cannot pile pings up.
 */
export function readinessCheck(db: Pick<Database, 'ping'>, budgetMs = HEALTH_PING_BUDGET_MS) {
  let inFlight: Promise<void> | null = null;
  return async (c: HonoContext<{ Variables: RequestVariables }>) => {
    inFlight ??= db.ping().finally(() => {
      inFlight = null;
    });
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      inFlight.then(
        () => 'up' as const,
        (error: unknown) => ({ error }),
      ),
      new Promise<'busy'>((resolve) => (timer = setTimeout(() => resolve('busy'), budgetMs))),
    ]);
    clearTimeout(timer);
    c.header('Cache-Control', 'no-store');
    if (outcome === 'up' || outcome === 'busy') return c.json({ status: 'ok', database: outcome });
    c.var.log.warn({ err: outcome.error }, 'Health check: database unreachable');
    return c.json({ status: 'error', database: 'down' }, 503);
  };
}
