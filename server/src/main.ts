/**
 * Process entry: validate configuration, build the client if needed, migrate, seed, serve, stop cleanly.
 * With WEB_CONCURRENCY > 1 (PostgreSQL) this process is the cluster's primary: it does the start-up
 * work once and supervises that many workers, each of which serves (see cluster.ts).
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { onDrainRequest, superviseWorkers } from './cluster.ts';
import { ConfigError, loadConfig, requirePublicUrl, type Config } from './config.ts';
import { openServingDatabase, prepareDatabase } from './db/startup.ts';
import { ensureClientBuild } from './http/client-build.ts';
import { developmentExposureWarning } from './http/exposure-warning.ts';
import { createLogger, type Logger } from './logger.ts';
import { provideDemoEbookFiles } from './modules/library/demo-ebook-files.ts';
import { databaseSandboxSessions } from './modules/payments/providers/database-sandbox-sessions.ts';
import { startOrderExpiry } from './modules/orders/expiry.ts';
import { startPaymentReconciliation } from './modules/payments/payment-reconciliation.ts';
import { startRefundSettlement } from './modules/payments/refund-settlement.ts';
import { startSalesRollup } from './modules/reports/sales-rollup.ts';
import { startCourierSync } from './modules/shipping/courier-sync.ts';
import { createServices } from './services.ts';
import { drainConnections, onTerminationSignal, shutDownGracefully } from './shutdown.ts';

function configOrExit(): Config {
  try {
    const config = loadConfig();
    requirePublicUrl(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** What runs once per start, whatever the number of processes: warnings, the client build. */
function prepareProcessOnce(config: Config, log: Logger) {
  const exposure = developmentExposureWarning(config);
  if (exposure) log.warn(exposure);
  ensureClientBuild(config, log);
}

/** The cluster's primary: start-up work once, then the workers; it serves nothing itself. */
async function runPrimary(config: Config, log: Logger) {
  prepareProcessOnce(config, log);
  const services = createServices(config, log);
  const db = await prepareDatabase(config, log, services.storage);
  await db.close();
  await services.responseCache.close();
  await services.changes.close();
  log.info({ workers: config.webConcurrency }, `Starting ${config.webConcurrency} server processes on port ${config.port}`);
  const supervisor = superviseWorkers(config.webConcurrency, log);
  onTerminationSignal(() => supervisor.drain(config.shutdownTimeoutMs + 5_000), log);
}

/** One serving process: the whole shop on the port (alone, or as one of the cluster's workers). */
async function serveShop(config: Config, log: Logger) {
  const worker = cluster.isWorker;
  if (!worker) prepareProcessOnce(config, log);
  const services = createServices(config, log);
  const db = worker ? await openServingDatabase(config) : await prepareDatabase(config, log, services.storage);

  // The payment sandbox's sessions live in the database, so its redirects may land on any process.
  services.paymentSandbox.keepSessionsIn(databaseSandboxSessions(db.prisma));
  const app = createApp({ config, db, log, services });
  // Unpaid online orders expire in the background (at start-up, then every 30 s), stopped before the database closes.
  const orderExpiry = startOrderExpiry({ prisma: db.prisma, log, services });
  // Demo ebooks get real PDFs in the background: the shop answers meanwhile (the reader says the file is on its way).
  if (config.demoCatalog && !worker) {
    void provideDemoEbookFiles(db.prisma, services.storage, { log }).catch((error: unknown) => log.error({ err: error }, 'Demo ebook files failed'));
  }
  // Live parcels' statuses are asked of their couriers (missed webhooks), each every COURIER_SYNC_SECONDS.
  const courierSync = startCourierSync({ prisma: db.prisma, log, services });
  // Refunds a gateway accepted but had not finished are asked about again every 5 minutes.
  const refundSettlement = startRefundSettlement({ prisma: db.prisma, log, services });
  // Payment attempts with no final answer (no callback, a timed-out bKash execute) are asked of their gateway every PAYMENT_RECONCILE_SECONDS.
  const paymentReconciliation = startPaymentReconciliation({ prisma: db.prisma, log, services, intervalMs: config.orders.reconcileSeconds * 1000 });
  // The days whose orders changed are remade in the sales rollup the reports read, once a minute.
  const salesRollup = startSalesRollup({ prisma: db.prisma, log });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // PORT=0 lets the system choose the port: only now is the address that payment gateways send the
    // shopper back to known (PUBLIC_URL, when set, is that address whatever the port).
    if (!config.publicUrl && config.port === 0) config.orders.callbackBaseUrl = `http://localhost:${info.port}`;
    log.info(`Pathagar is listening on http://localhost:${info.port}`);
  }) as Server;
  // From the drain on, answers carry `Connection: close`: busy keep-alive connections end between answers (shutdown.ts).
  const connections = drainConnections(server);
  server.on('error', (error) => {
    log.fatal({ err: error }, 'The HTTP server failed');
    void db.close().finally(() => process.exit(1));
  });

  const stop = onTerminationSignal(
    async () => {
      // From now on /readyz says 503; for SHUTDOWN_READINESS_GRACE_MS the process still serves, so a load
      // balancer has one check to see it and send nothing new before its connections close.
      app.lifecycle.draining = true;
      connections.begin();
      if (config.shutdownReadinessGraceMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownReadinessGraceMs));
      return shutDownGracefully({
        server,
        timeoutMs: config.shutdownTimeoutMs,
        log,
        release: async () => {
          await orderExpiry.stop();
          await courierSync.stop();
          await refundSettlement.stop();
          await paymentReconciliation.stop();
          await salesRollup.stop();
          await services.responseCache.close();
          await services.changes.close();
          await db.close();
        },
      });
    },
    log,
    { signals: !worker },
  );
  if (worker) onDrainRequest(() => stop('drain'));
}

async function main() {
  const config = configOrExit();
  const log = createLogger(config);
  if (config.webConcurrency > 1 && cluster.isPrimary) await runPrimary(config, log);
  else await serveShop(config, log);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
