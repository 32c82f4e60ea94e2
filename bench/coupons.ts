/**
 * Times the generation of one 10,000-code coupon batch (createCouponBatch: draw the codes, check
 * them against the database, insert them in one transaction) on a fresh embedded database (PGlite
 * in memory, migrated and seeded), and prints the figure against the 10-second target.
 *
 *   npm run bench:coupons            one batch of 10,000
 *   npm run bench:coupons -- 3       three batches in a row (the later ones also check against the earlier codes)
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/src/db/connect.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { seedDemoAccounts, seedReferenceData } from '../server/src/db/seed.ts';
import { createCouponBatch, MAX_BATCH_SIZE } from '../server/src/modules/coupons/coupon-batches.service.ts';

const TARGET_SECONDS = 10;

async function main() {
  const rounds = Math.max(1, Number(process.argv[2] ?? 1) || 1);
  const setupStarted = performance.now();
  const db = await openDatabase({ kind: 'pglite' });
  try {
    await applyMigrations(db);
    await seedReferenceData(db.prisma);
    await seedDemoAccounts(db.prisma);
    const admin = await db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000001' } });
    const ctx = {
      prisma: db.prisma,
      viewer: { id: admin.id, roles: ['admin'], permissions: new Set(['coupons.manage']) },
      remote: { ip: '127.0.0.1', userAgent: 'bench/coupons' },
    };
    console.log(`Fresh embedded database ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

    let worst = 0;
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const batch = await createCouponBatch(ctx, {
        prefix: `BENCH${round}`,
        count: MAX_BATCH_SIZE,
        discountType: 'PERCENT',
        value: 10,
        maxDiscount: 10_000,
        kinds: ['BOOK', 'BUNDLE'],
      });
      const seconds = (performance.now() - started) / 1000;
      worst = Math.max(worst, seconds);
      const stored = await db.prisma.coupon.count({ where: { batchId: batch.id } });
      console.log(
        `Batch ${round}: ${stored.toLocaleString('en')} codes in ${seconds.toFixed(2)} s ` +
          `(target ${TARGET_SECONDS} s; ${(seconds / TARGET_SECONDS).toFixed(2)}× the target, ` +
          `${Math.round(stored / seconds).toLocaleString('en')} codes/s)`,
      );
    }
    const verdict = worst <= TARGET_SECONDS ? 'within' : 'OVER';
    console.log(`Slowest batch ${worst.toFixed(2)} s: ${verdict} the ${TARGET_SECONDS} s target (ratio ${(worst / TARGET_SECONDS).toFixed(2)})`);
    process.exitCode = worst <= TARGET_SECONDS ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
