/**
 * Seeds the configured database with the shop's reference data (safe to run again).
 * `--demo` also loads the demo catalogue when the database has no products (any database, PostgreSQL too).
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedDemoAccounts, seedReferenceData } from '../src/db/seed.ts';
import { loadDemoCatalog } from '../src/modules/catalog/demo/load.ts';
import { LocalDiskStorage } from '../src/modules/storage/file-storage.ts';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    console.log(`Seeded ${await seedReferenceData(db.prisma)} reference rows`);
    if (config.demoAccounts) {
      const demo = await seedDemoAccounts(db.prisma);
      console.log(`Created ${demo.created} demo accounts${demo.adopted ? `, recognised ${demo.adopted} from before` : ''}`);
      for (const reason of demo.skipped) console.log(reason);
    }
    if (process.argv.includes('--demo')) {
      const storage = new LocalDiskStorage(config.storage.dir);
      const demo = await loadDemoCatalog(db.prisma, storage, {
        scale: config.demoCatalogScale,
        onStart: () => console.log('Loading the demo catalogue…'),
      });
      if (!demo.loaded) console.log('The database already has products: demo catalogue not loaded');
      else {
        const counts = Object.entries(demo.counts).map(([name, n]) => `${n} ${name}`).join(', ');
        console.log(`Demo catalogue loaded in ${(demo.timings.totalMs / 1000).toFixed(1)} s: ${counts}`);
        console.log(`(generate ${demo.timings.generateMs} ms, files ${demo.timings.filesMs} ms, rows ${demo.timings.rowsMs} ms)`);
      }
    }
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
