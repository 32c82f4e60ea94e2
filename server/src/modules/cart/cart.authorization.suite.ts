import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeAuthorizationMatrix, nodeOutcome, outcome, PHONES } from '../../../test/authorization-matrix.ts';
import { cartAuthorization } from './cart.authorization.ts';

const app = describeAuthorizationMatrix(cartAuthorization);

it("keeps a customer's cart and its lines from everyone else", async () => {
  const t = app();
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer }, include: { cart: { include: { lines: true } } } });
  const read = `{ node(id: "${encodeGlobalID('Cart', user.cart!.id)}") { ... on Cart { qty lines { quantity } } } }`;
  // Anyone else gets what an unknown id gets: null (issue 29 item 5).
  for (const role of ['anonymous', 'another', 'agent', 'admin'] as const) expect(await nodeOutcome(t, role, read)).toBe('null');
  expect(await outcome(t, 'customer', 'node', read)).toBe('ok');
  // Nobody else changed the customer's lines: the foreign line is still there, the own line has the customer's quantity.
  const lines = await t.db.prisma.cartLine.findMany({ where: { cartId: user.cart!.id } });
  expect(lines.map((l) => l.quantity).sort()).toEqual([1, 2]);
});

it('answers null for the cart of a signed-out visitor', async () => {
  const { data } = await app().graphql('{ cart { id } }');
  expect(data).toEqual({ cart: null });
});
