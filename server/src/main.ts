/** Process entry: validate configuration, build the client if needed, migrate, seed, serve, stop cleanly. */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { applyMigrations } from './db/migrations.ts';
import { seedDemoAccounts, seedReferenceData } from './db/seed.ts';
import { ensureClientBuild } from './http/client-build.ts';
import { createLogger } from './logger.ts';
import { loadDemoCatalog } from './modules/catalog/demo/load.ts';
import { createServices } from './services.ts';
import { onTerminationSignal, shutDownGracefully } from './shutdown.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = configOrExit();
  const log = createLogger(config);
  ensureClientBuild(config, log);

  const db = await openDatabase(config.database);
  const where = config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  const applied = await applyMigrations(db);
  log.info({ applied }, `Database ready (${where}); ${applied.length} migration(s) applied`);
  const seeded = await seedReferenceData(db.prisma);
  if (seeded) log.info({ seeded }, 'Reference data seeded');
  if (config.demoAccounts) {
    const demo = await seedDemoAccounts(db.prisma);
    if (demo) log.info({ demo }, 'Demo accounts created (see the README)');
  }
  const services = createServices(config);
  if (config.demoCatalog) {
    const onStart = () => log.info('The database has no products: loading the demo catalogue');
    const demo = await loadDemoCatalog(db.prisma, services.storage, { scale: config.demoCatalogScale, onStart });
    if (demo.loaded) {
      const seconds = (demo.timings.totalMs / 1000).toFixed(1);
      log.info({ counts: demo.counts, timings: demo.timings }, `Demo catalogue loaded: ${demo.counts.products} products in ${seconds} s`);
    }
  }

  const app = createApp({ config, db, log, services });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(`Pathagar is listening on http://localhost:${info.port}`);
  }) as Server;
  server.on('error', (error) => {
    log.fatal({ err: error }, 'The HTTP server failed');
    void db.close().finally(() => process.exit(1));
  });

  onTerminationSignal(
    () => shutDownGracefully({ server, timeoutMs: config.shutdownTimeoutMs, log, release: () => db.close() }),
    log,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
