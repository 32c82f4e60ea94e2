import { describeAuthorizationMatrix, nodeOutcome, outcome } from '../../../test/authorization-matrix.ts';
import { shippingAuthorization } from './shipping.authorization.ts';

const app = describeAuthorizationMatrix(shippingAuthorization);

it("shows a parcel to staff and to agents (orders.view), not to customers whose order it is not", async () => {
  const t = app();
  const shipment = await t.db.prisma.shipment.findFirstOrThrow();
  const read = `{ node(id: "${Buffer.from(`Shipment:${shipment.id}`).toString('base64')}") { ... on Shipment { cn } } }`;
  // Anyone else gets what an unknown id gets: null (issue 29 item 5).
  for (const role of ['anonymous', 'customer', 'another'] as const) expect(await nodeOutcome(t, role, read)).toBe('null');
  for (const role of ['agent', 'admin'] as const) expect(await outcome(t, role, 'node', read)).toBe('ok');
});
