import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeAuthorizationMatrix, outcome, PHONES } from '../../../test/authorization-matrix.ts';
import { accountsAuthorization } from './accounts.authorization.ts';

const app = describeAuthorizationMatrix(accountsAuthorization);

it("keeps a customer's account from another customer, and shows it to support staff", async () => {
  const t = app();
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
  const read = `{ node(id: "${encodeGlobalID('User', customer.id)}") { ... on User { phone hscBatch } } }`;
  expect(await outcome(t, 'anonymous', 'node', read)).toBe('UNAUTHENTICATED');
  expect(await outcome(t, 'another', 'node', read)).toBe('FORBIDDEN');
  for (const role of ['customer', 'agent', 'admin'] as const) expect(await outcome(t, role, 'node', read)).toBe('ok');
});
