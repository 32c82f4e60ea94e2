import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeAuthorizationMatrix, nodeOutcome, outcome, PHONES } from '../../../test/authorization-matrix.ts';
import { addressesAuthorization } from './addresses.authorization.ts';

const app = describeAuthorizationMatrix(addressesAuthorization);

it("shows a customer's saved addresses to that customer only, staff included, also through node(id:) and User.addresses", async () => {
  const t = app();
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
  const address = await t.db.prisma.savedAddress.findFirstOrThrow({ where: { userId: customer.id } });
  const node = `{ node(id: "${encodeGlobalID('SavedAddress', address.id)}") { ... on SavedAddress { address } } }`;
  const viaUser = `{ node(id: "${encodeGlobalID('User', customer.id)}") { ... on User { addresses { address } } } }`;
  // A row the viewer may not read answers as an unknown id: null (issue 29 item 5); staff read the user, not their addresses.
  for (const role of ['anonymous', 'another', 'agent', 'admin'] as const) expect([role, await nodeOutcome(t, role, node)]).toEqual([role, 'null']);
  for (const role of ['anonymous', 'another'] as const) expect([role, await nodeOutcome(t, role, viaUser)]).toEqual([role, 'null']);
  for (const role of ['agent', 'admin'] as const) expect([role, await nodeOutcome(t, role, viaUser)]).toEqual([role, 'FORBIDDEN']);
  for (const read of [node, viaUser]) expect(await outcome(t, 'customer', 'node', read)).toBe('ok');
  // Each signed-in user reads their own list through the viewer.
  expect(await outcome(t, 'another', 'viewer', '{ viewer { addresses { id } } }')).toBe('ok');
});
