/**
 * Offline migrations through Prisma's WebAssembly schema engine (no native engine, no download):
 *   deploy          apply pending migrations to the configured database
 *   create <name>   write the next migration from the diff between the migrations folder and schema.prisma
 *   reset           drop everything, re-apply all migrations, seed reference data
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { applyMigrations, createMigration, resetDatabase } from '../src/db/migrations.ts';
import { seedReferenceData } from '../src/db/seed.ts';

async function main(command: string | undefined, arg: string | undefined) {
  if (command === 'create') {
    if (!arg) throw new Error('Usage: npm run db:migration <name>');
    const folder = await createMigration(arg);
    console.log(folder ? `Created ${folder}` : 'schema.prisma matches the migrations: nothing to create');
    return;
  }
  if (command !== 'deploy' && command !== 'reset') throw new Error('Usage: migrate.ts deploy|create <name>|reset');
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    const applied = command === 'reset' ? await resetDatabase(db) : await applyMigrations(db);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'No pending migrations');
    if (command === 'reset') console.log(`Seeded ${await seedReferenceData(db.prisma)} reference rows`);
  } finally {
    await db.close();
  }
}

main(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
