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

/**
 * Runs `stop` on the first SIGINT or SIGTERM; a second signal exits at once. Returns the same trigger
 * for other reasons to stop (a cluster worker told to drain by its primary); calling it again does nothing.
 */
export function onTerminationSignal(
  stop: (reason: NodeJS.Signals | 'drain') => Promise<void>,
  log: Logger,
  { signals = true }: { signals?: boolean } = {},
): (reason: NodeJS.Signals | 'drain') => void {
  let stopping = false;
  const begin = (reason: NodeJS.Signals | 'drain') => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'Shutting down: no new requests, finishing those in flight');
    stop(reason).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'Second signal: exiting without waiting');
      process.exit(1);
    }
    begin(signal);
  };
  if (signals) {
    process.on('SIGINT', handle);
    process.on('SIGTERM', handle);
  } else {
    // A cluster worker: the terminal's Ctrl-C reaches the whole process group; the primary decides.
    process.on('SIGINT', () => {});
    process.on('SIGTERM', () => begin('SIGTERM'));
  }
  return begin;
}
