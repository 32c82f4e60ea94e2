/** Process entry: validate configuration, build the client if needed, migrate, seed, serve, stop cleanly. */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { prepareDatabase } from './db/startup.ts';
import { ensureClientBuild } from './http/client-build.ts';
import { developmentExposureWarning } from './http/exposure-warning.ts';
import { createLogger } from './logger.ts';
import { startOrderExpiry } from './modules/orders/expiry.ts';
import { startCourierSync } from './modules/shipping/courier-sync.ts';
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
  const exposure = developmentExposureWarning(config);
  if (exposure) log.warn(exposure);
  ensureClientBuild(config, log);

  const services = createServices(config, log);
  const db = await prepareDatabase(config, log, services.storage);

  const app = createApp({ config, db, log, services });
  // Unpaid online orders expire in the background (at start-up, then every 30 s), stopped before the database closes.
  const orderExpiry = startOrderExpiry({ prisma: db.prisma, log, services });
  // Live parcels' statuses are asked of their couriers (missed webhooks), each every COURIER_SYNC_SECONDS.
  const courierSync = startCourierSync({ prisma: db.prisma, log, services });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // PORT=0 lets the system choose the port: only now is the address that payment gateways send the
    // shopper back to known (PUBLIC_URL, when set, is that address whatever the port).
    if (!config.publicUrl && config.port === 0) config.orders.callbackBaseUrl = `http://localhost:${info.port}`;
    log.info(`Pathagar is listening on http://localhost:${info.port}`);
  }) as Server;
  server.on('error', (error) => {
    log.fatal({ err: error }, 'The HTTP server failed');
    void db.close().finally(() => process.exit(1));
  });

  onTerminationSignal(
    () =>
      shutDownGracefully({
        server,
        timeoutMs: config.shutdownTimeoutMs,
        log,
        release: async () => {
          await orderExpiry.stop();
          await courierSync.stop();
          await services.responseCache.close();
          await db.close();
        },
      }),
    log,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
