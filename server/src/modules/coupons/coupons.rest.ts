/** Staff REST calls of the coupon module: the CSV export of a batch (coupons.manage). */
import { Hono } from 'hono';
import { restCall, type AppVariables } from '../../http/rest.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { batchCsv } from './coupon-batches.service.ts';
import { PermissionDeniedError } from './coupons.errors.ts';

export function couponsRest() {
  const api = new Hono<{ Variables: AppVariables }>();

  api.get('/coupon/batches/:id/export.csv', (c) =>
    restCall(c, async () => {
      const ctx = c.var.ctx;
      requireViewerId(ctx);
      if (!ctx.viewer?.permissions.has('coupons.manage')) throw new PermissionDeniedError();
      const { filename, body } = await batchCsv(ctx, c.req.param('id'));
      // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Bangla descriptions).
      return c.body(`\uFEFF${body}`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      });
    }),
  );

  return api;
}
