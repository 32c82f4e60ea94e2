import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

/**
 * Stops accepting connections, lets requests in flight finish (up to `timeoutMs`, then cuts the rest),
 * and only then releases resources such as the database.
 */
export async function shutDownGracefully(options: {
  server: Server;
  timeoutMs: number;
  log: Logger;
  release: () => Promise<void>;
}): Promise<void> {
  const { server, timeoutMs, log, release } = options;
  const deadline = setTimeout(() => {
    log.warn({ timeoutMs }, 'Requests still in flight at the shutdown deadline: closing their connections');
    server.closeAllConnections();
  }, timeoutMs);
  deadline.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(deadline);
  await release();
}

/** Runs `stop` on the first SIGINT or SIGTERM; a second signal exits at once. */
export function onTerminationSignal(stop: (signal: NodeJS.Signals) => Promise<void>, log: Logger): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'Second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'Shutting down: no new requests, finishing those in flight');
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
