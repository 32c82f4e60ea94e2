/** Seeds the configured database with the shop's reference data (safe to run again). */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedReferenceData } from '../src/db/seed.ts';

async function main() {
  const db = await openDatabase(loadConfig().database);
  try {
    console.log(`Seeded ${await seedReferenceData(db.prisma)} rows`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
