import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Services } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { RequestVariables } from '../../http/request-log.ts';
import { hasBearerToken, readSteadfastNotification } from './couriers/steadfast.ts';
import { receiveCourierNotification } from './shipments.service.ts';

/** Where couriers' webhooks arrive (outside /api: no session, no CSRF header; the bearer token is the credential). */
export const COURIERS_MOUNT = '/couriers';
const WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Steadfast's webhook: 401 without its bearer token (nothing read further), 400 for a body that is not one
 * of its notifications, 200 once handled (also for a consignment the shop does not know, so the courier
 * stops retrying), 503 when the courier could not be asked back (it retries later).
 */
export function couriersRoutes({ prisma, services }: { prisma: PrismaClient; services: Services }) {
  const routes = new Hono<{ Variables: RequestVariables }>();
  routes.use('*', bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT_BYTES, onError: (c) => c.json({ status: 'error', message: 'Too large' }, 413) }));
  routes.post('/steadfast/webhook', async (c) => {
    const token = services.couriers.steadfastWebhookToken;
    if (!token) return c.json({ status: 'error', message: 'Steadfast is not configured' }, 404);
    if (!hasBearerToken(c.req.header('authorization'), token)) {
      c.var.log.warn('A Steadfast webhook without the right bearer token: refused');
      return c.json({ status: 'error', message: 'Unauthorized' }, 401);
    }
    const notification = readSteadfastNotification(await c.req.json().catch(() => null));
    if (!notification) return c.json({ status: 'error', message: 'Not a Steadfast notification' }, 400);
    const outcome = await receiveCourierNotification({ prisma, services, log: c.var.log }, 'steadfast', notification);
    if (outcome === 'UNAVAILABLE') return c.json({ status: 'error', message: 'Try again later' }, 503);
    return c.json({ status: 'success', message: 'Webhook received successfully.' }, 200);
  });
  return routes;
}
