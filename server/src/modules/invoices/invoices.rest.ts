/** Staff REST calls of invoices: the PDF download (invoices.manage). */
import { Hono } from 'hono';
import { restCall, type AppVariables } from '../../http/rest.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { PermissionDeniedError } from '../coupons/coupons.errors.ts';
import { printPageToPdf } from './invoice-pdf.ts';
import { findVisibleInvoice, isInvoiceStaff } from './invoice-queries.ts';

const SESSION_COOKIE = 'pathagar_session';
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function invoicesRest() {
  const api = new Hono<{ Variables: AppVariables }>();

  api.get('/admin/invoices/:id/pdf', (c) =>
    restCall(c, async () => {
      const ctx = c.var.ctx;
      requireViewerId(ctx);
      if (!isInvoiceStaff(ctx)) throw new PermissionDeniedError();
      const invoice = await findVisibleInvoice(ctx, c.req.param('id'));
      // Chromium carries the staff member's session: it may only go to this shop — the configured public
      // address, or this very server on the loopback — never to a host a request's Host header names.
      const configured = new URL(ctx.services.config.orders.callbackBaseUrl);
      const host = c.req.header('host') ?? '';
      const origin = LOOPBACK.test(configured.host) && LOOPBACK.test(host) ? `http://${host}` : configured.origin;
      const session = /(?:^|;\s*)pathagar_session=([^;]+)/.exec(c.req.header('cookie') ?? '')?.[1] ?? '';
      const pdf = await printPageToPdf(`${origin}/admin/invoice/${invoice.id}/print`, { name: SESSION_COOKIE, value: session });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
        'Cache-Control': 'no-store',
      });
    }),
  );

  return api;
}
