import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { describeAuthorizationMatrix, nodeOutcome, outcome } from '../../../test/authorization-matrix.ts';
import { couponsAuthorization } from './coupons.authorization.ts';

const app = describeAuthorizationMatrix(couponsAuthorization);

it('shows a coupon through node(id:) to coupon managers only', async () => {
  const t = app();
  const coupon = await t.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'MATRIX-EDIT' } });
  const read = `{ node(id: "${encodeGlobalID('Coupon', coupon.id)}") { ... on Coupon { code usedCount } } }`;
  // Anyone else gets what an unknown id gets: null (issue 29 item 5).
  for (const role of ['anonymous', 'customer', 'another', 'agent'] as const) expect(await nodeOutcome(t, role, read)).toBe('null');
  expect(await outcome(t, 'admin', 'node', read)).toBe('ok');
});

it('lets only coupon managers download a batch as CSV', async () => {
  const t = app();
  const batch = await t.db.prisma.couponBatch.findFirstOrThrow({ where: { prefix: 'MTX' } });
  const path = `/api/coupon/batches/${batch.id}/export.csv`;
  expect((await t.rest('GET', path)).status).toBe(401);
  for (const role of ['customer', 'agent'] as const) {
    const response = await t.rest('GET', path, undefined, { cookie: await signInAs(t, role) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, statusMessage: 'You do not have permission to do this.', message: 'You do not have permission to do this.' });
  }
  expect((await t.rest('GET', path, undefined, { cookie: await signInAs(t, 'admin') })).status).toBe(200);
});
