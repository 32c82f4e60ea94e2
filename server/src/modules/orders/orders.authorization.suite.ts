import { describeAuthorizationMatrix, nodeOutcome, outcome } from '../../../test/authorization-matrix.ts';
import { ordersAuthorization } from './orders.authorization.ts';

const app = describeAuthorizationMatrix(ordersAuthorization);

it("shows a customer's order to its customer and to staff (agents too: orders.view) only, also through node(id:)", async () => {
  const t = app();
  const order = await t.db.prisma.order.findFirstOrThrow({ where: { status: 'PROCESSING' } });
  const read = `{ node(id: "${Buffer.from(`Order:${order.id}`).toString('base64')}") { ... on Order { number } } }`;
  // Anyone else gets what an unknown id gets: null (issue 29 item 5).
  for (const role of ['anonymous', 'another'] as const) expect(await nodeOutcome(t, role, read)).toBe('null');
  for (const role of ['customer', 'agent', 'admin'] as const) expect(await outcome(t, role, 'node', read)).toBe('ok');
});
