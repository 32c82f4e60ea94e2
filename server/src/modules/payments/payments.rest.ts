import type { Context as HonoContext } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Services } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { RequestVariables } from '../../http/request-log.ts';
import { PAYMENT_NOTIFY_ROUTE, PAYMENT_RETURN_ROUTE } from './callback-urls.ts';
import { browserDestination, receivePaymentCallback, type CallbackResult } from './payment-callbacks.ts';
import { sandboxPaymentPage } from './providers/sandbox-page.ts';
import { SANDBOX_FONT_PATH, SANDBOX_PAGE_CSP, SANDBOX_STYLE_PATH, sandboxPageFont, sandboxPageStyle } from './providers/sandbox-page-assets.ts';
import type { SandboxOutcome } from './providers/sandbox.ts';

/** Gateway callbacks are a few dozen form fields; anything bigger is not one. */
const CALLBACK_BODY_LIMIT_BYTES = 16 * 1024;
const SANDBOX_OUTCOMES = new Set<string>(['PAID', 'REVIEW', 'FAILED', 'CANCELLED'] satisfies SandboxOutcome[]);

type PaymentsEnv = { Variables: RequestVariables };

/** The form fields and query parameters a gateway sent, as one record (the body wins on a clash). */
async function callbackFields(c: HonoContext<PaymentsEnv>): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URL(c.req.url).searchParams) fields[name] ??= value;
  const type = c.req.header('content-type') ?? '';
  if (c.req.method === 'POST' && /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    for (const [name, value] of Object.entries(await c.req.parseBody())) {
      if (typeof value === 'string') fields[name] = value;
    }
  }
  return fields;
}

/** How a gateway's server-to-server notification is answered: 2xx only when the shop took its word into account. */
function notificationAnswer(c: HonoContext<PaymentsEnv>, result: CallbackResult): Response {
  if (result.kind === 'VERIFIED') return c.text('OK', 200);
  if (result.kind === 'UNKNOWN') return c.text('Unknown transaction', 404);
  if (result.kind === 'REJECTED') return c.text('Rejected', 400);
  // The gateway could not be asked: a retry later may succeed.
  return c.text('Try again later', 503);
}

/**
 * Gateway callbacks and the sandbox gateway's pages, mounted at /payments — outside /api and /graphql, so
 * the cross-site form posts of SSLCommerz (and bKash's redirects) reach them. They carry no session:
 * everything is looked up by tranId and verified with the provider before anything changes.
 */
export function paymentsRoutes({ prisma, services }: { prisma: PrismaClient; services: Services }) {
  const routes = new Hono<PaymentsEnv>();
  const ctxOf = (c: HonoContext<PaymentsEnv>) => ({ prisma, services, log: c.var.log });
  routes.use(
    '*',
    bodyLimit({ maxSize: CALLBACK_BODY_LIMIT_BYTES, onError: (c) => c.text('The request body is too large.', 413) }),
  );

  // The shopper's browser back from the gateway (SSLCommerz form POST, bKash and sandbox GET).
  routes.on(['GET', 'POST'], PAYMENT_RETURN_ROUTE, async (c) => {
    const result = await receivePaymentCallback(ctxOf(c), c.req.param('tranId'), await callbackFields(c));
    c.header('Cache-Control', 'no-store');
    return c.redirect(browserDestination(result), 303);
  });

  // The gateway's own server: SSLCommerz IPN, the sandbox's signed notification.
  routes.post(PAYMENT_NOTIFY_ROUTE, async (c) =>
    notificationAnswer(c, await receivePaymentCallback(ctxOf(c), c.req.param('tranId'), await callbackFields(c))),
  );

  routes.get('/sandbox/pay/:sessionId', async (c) => {
    const session = await services.paymentSandbox.session(c.req.param('sessionId'));
    if (!session) return c.text('This sandbox payment does not exist.', 404);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', SANDBOX_PAGE_CSP);
    return c.html(sandboxPaymentPage(session, services.config.productName));
  });

  // The sandbox page's stylesheet and Bangla font (so ৳ renders without a system Bangla font).
  routes.get(SANDBOX_STYLE_PATH.replace('/payments', ''), (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(sandboxPageStyle());
  });
  routes.get(SANDBOX_FONT_PATH.replace('/payments', ''), (c) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', 'font/woff2');
    return c.body(new Uint8Array(sandboxPageFont()));
  });

  // The shopper's choice on the sandbox page: recorded, notified server-to-server, then the same redirect a gateway makes.
  routes.post('/sandbox/pay/:sessionId', async (c) => {
    const { outcome } = await c.req.parseBody();
    if (typeof outcome !== 'string' || !SANDBOX_OUTCOMES.has(outcome)) return c.text('Choose Pay, Hold for review, Fail or Cancel.', 400);
    const session = await services.paymentSandbox.decide(c.req.param('sessionId'), outcome as SandboxOutcome);
    if (!session) return c.text('This sandbox payment does not exist.', 404);
    try {
      const status = await services.paymentSandbox.notify(session);
      if (status >= 300) c.var.log.warn({ tranId: session.tranId, status }, 'The sandbox notification was not accepted');
    } catch (error) {
      // As with a real gateway, the shopper's return still reaches the shop and is verified on its own.
      c.var.log.warn({ err: error, tranId: session.tranId }, 'The sandbox notification could not be delivered');
    }
    return c.redirect(await services.paymentSandbox.returnUrl(session), 303);
  });

  return routes;
}
