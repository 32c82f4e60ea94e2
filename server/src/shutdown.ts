import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from './logger.ts';

const netServerClose = NetServer.prototype.close;

/** A keep-alive connection idle this long while the server drains is closed (a busy client never pauses so long). */
export const DRAIN_IDLE_MS = 1_000;

interface Drain {
  begin(): void;
  /** Stops accepting connections; resolves once every connection has ended. */
  close(): Promise<void>;
}

const drains = new WeakMap<Server, Drain>();

/**
 * Keep-alive connections end between answers, never in the middle of one (issue 29 §19). From `begin`
 * on, every answer whose head is not written yet (those in flight included) carries `Connection: close`
 * and its connection closes once it is sent, so a client sending back to back on a busy connection
 * learns to go elsewhere after its current answer instead of being cut at the shutdown's deadline.
 * Connections that sit idle for DRAIN_IDLE_MS are closed. `close` stops listening without Node's own
 * `closeIdleConnections`, which also destroys a busy connection caught between two of its requests
 * (the client's next request already on the wire). Set it up once per server, right after creating it.
 */
export function drainConnections(server: Server): Drain {
  const existing = drains.get(server);
  if (existing) return existing;
  let draining = false;
  let sweep: NodeJS.Timeout | undefined;
  const inFlight = new Set<ServerResponse>();
  /** Every open connection: how many answers it has in flight, and since when it has had none. */
  const connections = new Map<Socket, { busy: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // First of the request listeners, so that even an answer written at once sees it.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) connection.busy += 1;
    response.once('close', () => {
      if (!connection) return;
      connection.busy -= 1;
      connection.idleSince = Date.now();
    });
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, { busy, idleSince }] of connections) if (busy === 0 && now - idleSince >= DRAIN_IDLE_MS) socket.destroy();
  };
  const drain: Drain = {
    begin: () => {
      if (draining) return;
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      inFlight.clear();
      sweep = setInterval(closeIdle, DRAIN_IDLE_MS / 4);
      sweep.unref();
      closeIdle();
    },
    close: () =>
      new Promise<void>((resolve) => {
        drain.begin();
        // net.Server's close: no new connections, and the callback once the open ones have ended.
        netServerClose.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
      }),
  };
  drains.set(server, drain);
  return drain;
}

/**
 * Stops accepting connections, lets requests in flight finish (up to `timeoutMs`, then cuts the rest),
 * and only then releases resources such as the database. Answers from now on close their keep-alive
 * connections (`drainConnections`, which must have been set up on `server` for requests already in
 * flight to be told too).
 */
export async function shutDownGracefully(options: {
  server: Server;
  timeoutMs: number;
  log: Logger;
  release: () => Promise<void>;
}): Promise<void> {
  const { server, timeoutMs, log, release } = options;
  // Without drainConnections set up from the start, connections opened before it are unknown: close the idle ones now.
  const tracked = drains.has(server);
  const deadline = setTimeout(() => {
    log.warn({ timeoutMs }, 'Requests still in flight at the shutdown deadline: closing their connections');
    server.closeAllConnections();
  }, timeoutMs);
  deadline.unref();
  const closed = drainConnections(server).close();
  if (!tracked) server.closeIdleConnections();
  await closed;
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
