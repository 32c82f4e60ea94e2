/** Seeds the configured database with the shop's reference data (safe to run again). */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedDemoAccounts, seedReferenceData } from '../src/db/seed.ts';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    console.log(`Seeded ${await seedReferenceData(db.prisma)} reference rows`);
    if (config.demoAccounts) console.log(`Created ${await seedDemoAccounts(db.prisma)} demo accounts`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
