import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { loadDemoCatalog } from '../modules/catalog/demo/load.ts';
import type { FileStorage } from '../modules/storage/file-storage.ts';
import { openDatabase, type Database } from './connect.ts';
import { applyMigrations } from './migrations.ts';
import { seedDemoAccounts, seedDemoCouponLimits, seedReferenceData } from './seed.ts';

type StartupConfig = Pick<Config, 'database' | 'databaseLimits' | 'demoAccounts' | 'demoCatalog' | 'demoCatalogScale'>;

/**
 * Start-up work on the database: pending migrations, reference data, demo accounts and the demo
 * catalogue, each safe when several processes start at once (migration engine's advisory lock,
 * seeding lock, demo-catalogue lock). It runs without the requests' statement timeout (it may wait
 * for another process's start-up); the database it returns for serving requests has it.
 */
export async function prepareDatabase(config: StartupConfig, log: Logger, storage: FileStorage): Promise<Database> {
  const db = await openDatabase(config.database);
  try {
    const where = config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL';
    const applied = await applyMigrations(db);
    log.info({ applied }, `Database ready (${where}); ${applied.length} migration(s) applied`);
    const seeded = await seedReferenceData(db.prisma);
    if (seeded) log.info({ seeded }, 'Reference data seeded');
    if (config.demoAccounts) {
      const demo = await seedDemoAccounts(db.prisma);
      if (demo.created) log.info({ created: demo.created }, 'Demo accounts created (see the README)');
      if (demo.adopted) log.info({ adopted: demo.adopted }, 'Demo accounts from before seed keys recognised by their phone or email');
      for (const reason of demo.skipped) log.warn(reason);
      if (await seedDemoCouponLimits(db.prisma)) log.info('Demo agent coupon limits set (10 a day, up to 15 % or ৳200 off)');
    }
    if (config.demoCatalog) {
      const onStart = () => log.info('The database has no products: loading the demo catalogue');
      const demo = await loadDemoCatalog(db.prisma, storage, { scale: config.demoCatalogScale, onStart });
      if (demo.loaded) {
        const seconds = (demo.timings.totalMs / 1000).toFixed(1);
        log.info({ counts: demo.counts, timings: demo.timings }, `Demo catalogue loaded: ${demo.counts.products} products in ${seconds} s`);
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  const { statementTimeoutMs } = config.databaseLimits;
  if (config.database.kind !== 'postgres' || !statementTimeoutMs) return db;
  await db.close();
  return openServingDatabase(config);
}

/** The database as requests use it (PostgreSQL with the requests' statement timeout), without start-up work: a cluster worker's. */
export function openServingDatabase(config: Pick<Config, 'database' | 'databaseLimits'>): Promise<Database> {
  const { statementTimeoutMs } = config.databaseLimits;
  return openDatabase(config.database, config.database.kind === 'postgres' && statementTimeoutMs ? { statementTimeoutMs } : {});
}
