import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger.ts';
import { setResponseHeader } from './replace-response.ts';

export interface RequestVariables {
  requestId: string;
  log: Logger;
}

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Gives every request an id (a caller's `x-request-id` when it is sane, otherwise a new UUID), a child
 * logger carrying it, and one structured line when it completes: id, method, path, status, duration.
 */
export function requestLog(log: Logger) {
  return createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('log', log.child({ reqId: requestId }));
    try {
      await next();
    } finally {
      setResponseHeader(c, 'x-request-id', requestId);
      log.info(
        {
          reqId: requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });
}
