/**
 * Invoice PDFs over REST: staff (invoices.manage) from the print page, a customer their own invoice
 * from /invoice/{id}. Both are printed by Chromium from the page the reader sees (invoice-pdf.ts).
 */
import { Hono, type Context as HonoContext } from 'hono';
import type { Context } from '../../context.ts';
import { restCall, type AppVariables } from '../../http/rest.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { PermissionDeniedError } from '../coupons/coupons.errors.ts';
import { printPageToPdf } from './invoice-pdf.ts';
import { findVisibleInvoice, isInvoiceStaff } from './invoice-queries.ts';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Where Chromium opens the page. It carries the reader's session, so it may only go to this shop — the
 * configured public address, or this very server on the loopback — never to a host a request's Host header names.
 */
function shopOrigin(c: HonoContext, ctx: Context): string {
  const configured = new URL(ctx.services.config.orders.callbackBaseUrl);
  const host = c.req.header('host') ?? '';
  return LOOPBACK.test(configured.host) && LOOPBACK.test(host) ? `http://${host}` : configured.origin;
}

function sessionOf(c: HonoContext): string {
  return /(?:^|;\s*)pathagar_session=([^;]+)/.exec(c.req.header('cookie') ?? '')?.[1] ?? '';
}

function pdfResponse(c: HonoContext, pdf: Buffer, number: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${number}.pdf"`,
    'Cache-Control': 'no-store',
  });
}

export function invoicesRest() {
  const api = new Hono<{ Variables: AppVariables }>();

  // Staff: from the print page they use.
  api.get('/admin/invoices/:id/pdf', (c) =>
    restCall(c, async () => {
      const ctx = c.var.ctx;
      requireViewerId(ctx);
      if (!isInvoiceStaff(ctx)) throw new PermissionDeniedError();
      const invoice = await findVisibleInvoice(ctx, c.req.param('id'));
      const pdf = await printPageToPdf(`${shopOrigin(c, ctx)}/admin/invoice/${invoice.id}/print`, sessionOf(c));
      return pdfResponse(c, pdf, invoice.number);
    }),
  );

  // The customer's own invoice (staff may fetch any): another's answers like an unknown one (404).
  api.get('/invoices/:id/pdf', (c) =>
    restCall(c, async () => {
      const ctx = c.var.ctx;
      requireViewerId(ctx);
      const invoice = await findVisibleInvoice(ctx, c.req.param('id'));
      const pdf = await printPageToPdf(`${shopOrigin(c, ctx)}/invoice/${invoice.id}`, sessionOf(c));
      return pdfResponse(c, pdf, invoice.number);
    }),
  );

  return api;
}
