import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeAuthorizationMatrix, nodeOutcome, outcome, PHONES } from '../../../test/authorization-matrix.ts';
import { accountsAuthorization } from './accounts.authorization.ts';

const app = describeAuthorizationMatrix(accountsAuthorization);

it("keeps a customer's account from another customer, and shows it to support staff", async () => {
  const t = app();
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
  const read = `{ node(id: "${encodeGlobalID('User', customer.id)}") { ... on User { phone hscBatch } } }`;
  // Anyone else gets what an unknown id gets: null (issue 29 item 5).
  for (const role of ['anonymous', 'another'] as const) expect(await nodeOutcome(t, role, read)).toBe('null');
  for (const role of ['customer', 'agent', 'admin'] as const) expect(await outcome(t, role, 'node', read)).toBe('ok');
});
