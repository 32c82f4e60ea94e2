/**
 * A background sweep (order expiry, courier sync) that runs once per interval however many server
 * processes run it (issue 22 §2). Every process wakes each interval and tries to claim the sweep's turn;
 * the claim is one conditional upsert on `SweepTurn` on the database's clock, so exactly one process
 * wins a due turn and the others sleep. A process that dies mid-sweep loses only that turn. The sweeps
 * themselves stay safe to run concurrently (they claim their rows with SKIP LOCKED), the turn only
 * stops them doing the same work N times.
 */
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../logger.ts';

/**
 * The next turn is claimed this fraction of an interval after the last one started, so that processes
 * whose timers drift apart by a little never skip a whole interval between them.
 */
const TURN_SLACK = 0.9;

/** True when this caller won the sweep's due turn (and the next one is now due in about `intervalMs`). */
export async function claimSweepTurn(prisma: PrismaClient, name: string, intervalMs: number): Promise<boolean> {
  const nextInMs = Math.floor(intervalMs * TURN_SLACK);
  const claimed = await prisma.$queryRaw<{ name: string }[]>`
    INSERT INTO "SweepTurn" ("name", "dueAt") VALUES (${name}, clock_timestamp() + ${nextInMs} * interval '1 millisecond')
    ON CONFLICT ("name") DO UPDATE SET "dueAt" = EXCLUDED."dueAt" WHERE "SweepTurn"."dueAt" <= clock_timestamp()
    RETURNING "name"`;
  return claimed.length === 1;
}

/** Runs `sweep` now and every `intervalMs` when this process wins the turn (timers do not keep the process alive); `stop` waits for a running sweep. */
export function startPeriodicSweep(options: {
  name: string;
  prisma: PrismaClient;
  log: Pick<Logger, 'error'>;
  intervalMs: number;
  sweep: () => Promise<void>;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = claimSweepTurn(options.prisma, options.name, options.intervalMs)
      // A claimed turn is run even when stop() came meanwhile: stop() waits for it.
      .then((won) => (won ? options.sweep() : undefined))
      .catch((error: unknown) => options.log.error({ err: error, sweep: options.name }, `The ${options.name} sweep failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
