/**
 * Whether an error says the database cannot be reached now (issue 29 §20): the server is down or
 * restarting, refused or dropped the connection, or no pooled connection came in time. Such a request
 * is not the shop's fault and may succeed in a moment, so it is answered 503 with `Retry-After`
 * (http/database-outage.ts), not 500.
 */

/** Prisma's codes for an unreachable database: can't reach, connect timeout, operation timeout, connection closed, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/**
 * PostgreSQL's: connection exceptions (class 08), too many connections, and the server shutting down,
 * crashed or starting up (57P01-57P03).
 */
const POSTGRES_CODE = /^(08...|53300|57P0[123])$/;
/** What node-postgres says when the server goes away mid-query or the pool cannot connect in time. */
const DRIVER_MESSAGE = /Can't reach database server|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

type Inspectable = {
  code?: unknown;
  severity?: unknown;
  name?: unknown;
  message?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  meta?: { driverAdapterError?: { cause?: unknown } };
  cause?: unknown;
};

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as Inspectable;
  // Only errors of the database's own clients count: a storage or gateway socket failure is not an outage of the database.
  const prisma = typeof e.name === 'string' && e.name.startsWith('PrismaClient');
  if (prisma && typeof e.code === 'string' && PRISMA_CODES.has(e.code)) return true;
  // node-postgres's DatabaseError carries the server's code and a severity.
  if (typeof e.severity === 'string' && typeof e.code === 'string' && POSTGRES_CODE.test(e.code)) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (e.kind === 'postgres' && typeof e.originalCode === 'string' && POSTGRES_CODE.test(e.originalCode)) return true;
  if (prisma && typeof e.message === 'string' && DRIVER_MESSAGE.test(e.message)) return true;
  if (e.name === 'PrismaClientInitializationError') return true;
  return isDatabaseUnavailable(e.meta?.driverAdapterError?.cause, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable((e as { originalError?: unknown }).originalError, depth + 1);
}
