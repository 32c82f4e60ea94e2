/**
 * Issue 22 §2: each background sweep runs once per interval whoever runs it. Concurrent claims of one
 * due turn give it to exactly one caller, on PGlite and on PostgreSQL.
 */
import type { Database } from '../db/connect.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { claimSweepTurn, startPeriodicSweep } from './periodic-sweep.ts';

const quiet = { error: () => {} };

describe('periodic sweeps', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('gives a due turn to exactly one of many concurrent claimants, and the next only once it is due', async () => {
    const first = await Promise.all(Array.from({ length: 12 }, () => claimSweepTurn(db.prisma, 'race', 60_000)));
    expect(first.filter(Boolean)).toHaveLength(1);
    const again = await Promise.all(Array.from({ length: 12 }, () => claimSweepTurn(db.prisma, 'race', 60_000)));
    expect(again.filter(Boolean)).toHaveLength(0);

    await db.prisma.sweepTurn.update({ where: { name: 'race' }, data: { dueAt: new Date(Date.now() - 1_000) } });
    const due = await Promise.all(Array.from({ length: 12 }, () => claimSweepTurn(db.prisma, 'race', 60_000)));
    expect(due.filter(Boolean)).toHaveLength(1);
    // Another sweep's turn is its own.
    expect(await claimSweepTurn(db.prisma, 'another', 60_000)).toBe(true);
  });

  it('runs the sweep once when three processes start it together, and again at the next interval', async () => {
    let runs = 0;
    const start = () =>
      startPeriodicSweep({ name: 'together', prisma: db.prisma, log: quiet, intervalMs: 60_000, sweep: async () => void (runs += 1) });
    const sweepers = [start(), start(), start()];
    // stop() waits for each one's claim (and sweep) in flight.
    await Promise.all(sweepers.map((s) => s.stop()));
    expect(runs).toBe(1);

    await db.prisma.sweepTurn.update({ where: { name: 'together' }, data: { dueAt: new Date(Date.now() - 1) } });
    const later = [start(), start()];
    await Promise.all(later.map((s) => s.stop()));
    expect(runs).toBe(2);
  });

  it('keeps going after a failed sweep and says which one failed', async () => {
    const errors: string[] = [];
    const sweeper = startPeriodicSweep({
      name: 'failing',
      prisma: db.prisma,
      log: { error: ((_details: object, message: string) => void errors.push(message)) as never },
      intervalMs: 60_000,
      sweep: async () => {
        throw new Error('boom');
      },
    });
    await sweeper.stop();
    expect(errors).toEqual(['The failing sweep failed']);
  });
});
