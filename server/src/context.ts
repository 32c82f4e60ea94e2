import type { PrismaClient } from './generated/prisma/client.ts';
import type { Logger } from './logger.ts';

/** Who is making the request; accounts fill it in from the session cookie. */
export interface Viewer {
  id: string;
  permissions: ReadonlySet<string>;
}

/** Per-request context shared by GraphQL resolvers and REST handlers. */
export interface Context {
  prisma: PrismaClient;
  log: Logger;
  requestId: string;
  viewer: Viewer | null;
}
