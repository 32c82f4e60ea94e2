import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeAuthorizationMatrix, outcome, PHONES } from '../../../test/authorization-matrix.ts';
import { addressesAuthorization } from './addresses.authorization.ts';

const app = describeAuthorizationMatrix(addressesAuthorization);

it("shows a customer's saved addresses to that customer only, staff included, also through node(id:) and User.addresses", async () => {
  const t = app();
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
  const address = await t.db.prisma.savedAddress.findFirstOrThrow({ where: { userId: customer.id } });
  const node = `{ node(id: "${encodeGlobalID('SavedAddress', address.id)}") { ... on SavedAddress { address } } }`;
  const viaUser = `{ node(id: "${encodeGlobalID('User', customer.id)}") { ... on User { addresses { address } } } }`;
  for (const read of [node, viaUser]) {
    expect(await outcome(t, 'anonymous', 'node', read)).toBe('UNAUTHENTICATED');
    for (const role of ['another', 'agent', 'admin'] as const) expect([role, await outcome(t, role, 'node', read)]).toEqual([role, 'FORBIDDEN']);
    expect(await outcome(t, 'customer', 'node', read)).toBe('ok');
  }
  // Each signed-in user reads their own list through the viewer.
  expect(await outcome(t, 'another', 'viewer', '{ viewer { addresses { id } } }')).toBe('ok');
});
