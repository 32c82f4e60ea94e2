/** Entitlements as grants: each source revoked on its own, staff grants and revocations (audited), owning refuses a second sale. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer, restJson } from '../../../test/cart-helpers.ts';
import { createBundle, createContent, createEbook, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { buyOnline, refund } from '../../../test/library-fixtures.ts';
import { cartNet, fillCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { isEntitled } from './entitlements.ts';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  adminId = (await t.db.prisma.user.findFirstOrThrow({ where: { seedKey: 'demo:admin' } })).id;
});
afterAll(() => t.close());

const GRANT = `mutation($input: GrantEntitlementInput!) { grantEntitlement(input: $input) { __typename
  ... on MutationGrantEntitlementSuccess { entitlement { id source reason active grantedByName product { title } } }
  ... on Error { message } } }`;
const REVOKE = `mutation($input: RevokeEntitlementInput!) { revokeEntitlement(input: $input) { __typename
  ... on MutationRevokeEntitlementSuccess { entitlement { id active revokeReason revokedByName } }
  ... on Error { message } } }`;
const USER_GRANTS = `query($id: ID!) { node(id: $id) { ... on User { entitlements { source active orderNumber product { title } } } } }`;

it('bought alone, it is not sold again in a bundle; refunded, the bundle can be bought and gives it back; refunding that refuses it', async () => {
  const { userId } = await newCustomer(t, 'twice');
  const ebook = await createEbook(t.db.prisma, { title: 'Owned Twice', price: taka(120) });
  const course = await createContent(t.db.prisma, { title: 'Bundled Course', price: taka(500) });
  const bundle = await createBundle(t.db.prisma, { title: 'Twice Bundle', price: taka(400), year: 2026, items: [{ productId: ebook.id }, { productId: course.id }] });

  const alone = await buyOnline(t, userId, [ebook.id]);
  // One ebook, one payment: the bundle holding it is refused while the ebook is the customer's.
  await expect(buyOnline(t, userId, [bundle.id])).rejects.toMatchObject({ code: 'ALREADY_OWNED', productTitle: 'Owned Twice', bundleTitle: 'Twice Bundle' });

  await refund(t, adminId, alone.id);
  expect(await isEntitled(t.db.prisma, userId, ebook.id)).toBe(false);
  const inBundle = await buyOnline(t, userId, [bundle.id]);
  const grants = await t.db.prisma.entitlementGrant.findMany({ where: { userId }, orderBy: { grantedAt: 'asc' } });
  expect(grants.map((g) => [g.source, g.productId, g.orderId, g.revokedAt === null]).sort()).toEqual(
    [['ORDER', ebook.id, alone.id, false], ['BUNDLE', ebook.id, inBundle.id, true], ['BUNDLE', course.id, inBundle.id, true]].sort(),
  );
  expect(await isEntitled(t.db.prisma, userId, ebook.id)).toBe(true);
  expect(await isEntitled(t.db.prisma, userId, course.id)).toBe(true);

  await refund(t, adminId, inBundle.id);
  expect(await isEntitled(t.db.prisma, userId, ebook.id)).toBe(false);
  expect(await isEntitled(t.db.prisma, userId, course.id)).toBe(false);
  // Each grant remembers its own end.
  expect(await t.db.prisma.entitlementGrant.count({ where: { userId, revokedAt: null } })).toBe(0);
});

it('a staff grant survives refunds; its revocation is audited; only orders.manage may grant or revoke', async () => {
  const { userId } = await newCustomer(t, 'support-case');
  const ebook = await createEbook(t.db.prisma, { title: 'Support Ebook', price: taka(90) });
  const order = await buyOnline(t, userId, [ebook.id]);
  const admin = await signInAs(t, 'admin');
  const input = { userId: encodeGlobalID('User', userId), productId: productGlobalId(ebook), reason: 'Paid twice by bKash, refunded one', orderId: encodeGlobalID('Order', order.id) };

  for (const role of ['agent', 'customer'] as const) {
    const refused = await t.graphql(GRANT, { input }, { cookie: await signInAs(t, role) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
  expect(await t.db.prisma.entitlementGrant.count({ where: { userId, source: 'STAFF' } })).toBe(0);

  const given = await t.graphql(GRANT, { input }, { cookie: admin });
  expect(given.data!.grantEntitlement).toMatchObject({
    __typename: 'MutationGrantEntitlementSuccess',
    entitlement: { source: 'STAFF', reason: 'Paid twice by bKash, refunded one', active: true, grantedByName: expect.any(String), product: { title: 'Support Ebook' } },
  });
  const grantId = given.data!.grantEntitlement.entitlement.id as string;
  expect(await t.db.prisma.auditEvent.count({ where: { action: 'library.entitlement_granted', targetId: grantId, actorId: adminId } })).toBe(1);

  // A second staff grant of the same product is refused, nothing written.
  const again = await t.graphql(GRANT, { input }, { cookie: admin });
  expect(again.data!.grantEntitlement.__typename).toBe('ValidationError');
  // Bad input: a reason too short, a printed-book product, an unknown customer.
  expect((await t.graphql(GRANT, { input: { ...input, reason: 'x' } }, { cookie: admin })).data!.grantEntitlement.__typename).toBe('ValidationError');
  expect((await t.graphql(GRANT, { input: { ...input, userId: encodeGlobalID('User', randomUUID()) } }, { cookie: admin })).data!.grantEntitlement.__typename).toBe('NotFoundError');
  expect(await t.db.prisma.entitlementGrant.count({ where: { userId, source: 'STAFF' } })).toBe(1);

  // The refund of the order the case was about revokes the order's grant only.
  await refund(t, adminId, order.id);
  expect(await isEntitled(t.db.prisma, userId, ebook.id)).toBe(true);

  // Staff read the customer's grants (users.view is enough; another customer is refused).
  const userNode = encodeGlobalID('User', userId);
  const read = await t.graphql(USER_GRANTS, { id: userNode }, { cookie: await signInAs(t, 'agent') });
  expect(read.data!.node.entitlements).toEqual(
    expect.arrayContaining([
      { source: 'STAFF', active: true, orderNumber: order.number, product: { title: 'Support Ebook' } },
      { source: 'ORDER', active: false, orderNumber: order.number, product: { title: 'Support Ebook' } },
    ]),
  );
  const stranger = await t.graphql(USER_GRANTS, { id: userNode }, { cookie: await signInAs(t, 'customer') });
  // Another customer's account answers as an unknown id: null (issue 29 item 5).
  expect({ data: stranger.data, errors: stranger.errors }).toEqual({ data: { node: null }, errors: undefined });

  // Revoking: the agent may not; the admin may, with a reason; audited; a second revoke is refused.
  const revokeInput = { grantId, reason: 'Customer asked to cancel' };
  expect((await t.graphql(REVOKE, { input: revokeInput }, { cookie: await signInAs(t, 'agent') })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(await isEntitled(t.db.prisma, userId, ebook.id)).toBe(true);
  const revoked = await t.graphql(REVOKE, { input: revokeInput }, { cookie: admin });
  expect(revoked.data!.revokeEntitlement).toMatchObject({ entitlement: { id: grantId, active: false, revokeReason: 'Customer asked to cancel' } });
  expect(await isEntitled(t.db.prisma, userId, ebook.id)).toBe(false);
  const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'library.entitlement_revoked', targetId: grantId } });
  expect(audit).toMatchObject({ actorId: adminId, details: expect.objectContaining({ reason: 'Customer asked to cancel', source: 'STAFF' }) });
  expect((await t.graphql(REVOKE, { input: revokeInput }, { cookie: admin })).data!.revokeEntitlement.__typename).toBe('ValidationError');
  expect((await t.graphql(REVOKE, { input: { grantId: randomUUID(), reason: 'nothing' } }, { cookie: admin })).data!.revokeEntitlement.__typename).toBe('NotFoundError');
});

const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename ... on Error { message } ... on AlreadyOwnedError { productTitle } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on Error { message } } }`;

it('an owner cannot add the ebook to the cart (GraphQL and REST) nor place an order holding it; nothing changes', async () => {
  const { token, userId } = await newCustomer(t, 'owner');
  const ebook = await createEbook(t.db.prisma, { title: 'Already Mine', price: taka(80) });
  const course = await createContent(t.db.prisma, { title: 'Course Of Mine', price: taka(300) });
  await buyOnline(t, userId, [ebook.id, course.id]);

  const added = await t.graphql(ADD, { input: { productId: productGlobalId(ebook) } }, { cookie: token });
  expect(added.data!.addToCart).toEqual({
    __typename: 'AlreadyOwnedError',
    productTitle: 'Already Mine',
    message: 'You already own Already Mine: read it from your library instead of buying it again.',
  });
  const rest = await restJson(t, 'POST', '/api/cart', { bookId: course.id, type: 'content' }, token);
  expect(rest.status).toBe(409);
  expect(rest.body.message).toBe('You already own Course Of Mine: open it from your courses instead of buying it again.');
  expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(0);

  // A line that got into the cart before the purchase: placing the order is refused, nothing is written.
  const other = await createEbook(t.db.prisma, { title: 'Not Yet Mine', price: taka(60) });
  await fillCart(t, userId, [{ productId: other.id }, { productId: ebook.id }], { deliveryPlace: null });
  const orders = await t.db.prisma.order.count({ where: { customerId: userId } });
  const input = { idempotencyKey: randomUUID(), paymentMethod: 'SANDBOX', name: 'Owner', phone: '01712345678', expectedNetPoisha: await cartNet(t, userId) };
  const placed = await t.graphql(PLACE, { input }, { cookie: token });
  expect(placed.data!.placeOrder).toEqual({ __typename: 'AlreadyOwnedError', message: expect.stringContaining('You already own Already Mine') });
  expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(orders);
  expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(2);

  // Others may still buy it, and so may the owner once the grant is gone.
  const { token: stranger } = await newCustomer(t, 'not-owner');
  expect((await t.graphql(ADD, { input: { productId: productGlobalId(ebook) } }, { cookie: stranger })).data!.addToCart.__typename).toBe('MutationAddToCartSuccess');
});

it('tells the product pages whether the viewer owns it', async () => {
  const { token, userId } = await newCustomer(t, 'pages');
  const ebook = await createEbook(t.db.prisma, { title: 'Page Ebook', price: taka(70) });
  await buyOnline(t, userId, [ebook.id]);
  const query = `query($id: ID!) { node(id: $id) { ... on Product { viewerOwns } } }`;
  const id = productGlobalId(ebook);
  expect((await t.graphql(query, { id }, { cookie: token })).data!.node.viewerOwns).toBe(true);
  expect((await t.graphql(query, { id }, {})).data!.node.viewerOwns).toBe(false);
  expect((await t.graphql(query, { id }, { cookie: await signInAs(t, 'customer') })).data!.node.viewerOwns).toBe(false);
});

const TAKE_FREE = `mutation($input: TakeFreeEbookInput!) { takeFreeEbook(input: $input) { __typename
  ... on MutationTakeFreeEbookSuccess { entitlement { id source active orderNumber product { title viewerOwns } } }
  ... on Error { message } } }`;

it('a free ebook is taken into the library as a grant of its own, once however often it is asked, and never without signing in', async () => {
  const free = await createEbook(t.db.prisma, { title: 'Free Primer', price: 0 });
  const input = { productId: productGlobalId(free) };
  const signedOut = await t.graphql(TAKE_FREE, { input }, {});
  expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  const { token, userId } = await newCustomer(t, 'free-reader');
  expect(await isEntitled(t.db.prisma, userId, free.id)).toBe(false);
  const taken = await t.graphql(TAKE_FREE, { input }, { cookie: token });
  expect(taken.data!.takeFreeEbook).toEqual({
    __typename: 'MutationTakeFreeEbookSuccess',
    entitlement: { id: expect.any(String), source: 'FREE', active: true, orderNumber: null, product: { title: 'Free Primer', viewerOwns: true } },
  });
  expect(await isEntitled(t.db.prisma, userId, free.id)).toBe(true);
  const library = await t.graphql(`{ myEbookLibrary { ebook { title } } }`, {}, { cookie: token });
  expect(library.data!.myEbookLibrary).toEqual([{ ebook: { title: 'Free Primer' } }]);

  // Asked again, and five times at once: still the one grant.
  const grantId = taken.data!.takeFreeEbook.entitlement.id;
  const repeats = await Promise.all(Array.from({ length: 5 }, () => t.graphql(TAKE_FREE, { input }, { cookie: token })));
  expect(repeats.map((r) => r.data!.takeFreeEbook.entitlement.id)).toEqual(Array(5).fill(grantId));
  expect(await t.db.prisma.entitlementGrant.count({ where: { userId, productId: free.id } })).toBe(1);
  // Owning it, the customer is not sold it through the cart either.
  expect((await t.graphql(ADD, { input }, { cookie: token })).data!.addToCart.__typename).toBe('AlreadyOwnedError');

  // Only a published ৳0 ebook: a priced one, a hidden one and a course are refused, nothing written.
  const priced = await createEbook(t.db.prisma, { title: 'Priced Primer', price: taka(40) });
  const hidden = await createEbook(t.db.prisma, { title: 'Hidden Primer', price: 0, published: false });
  const course = await createContent(t.db.prisma, { title: 'Free Course', price: 0 });
  const pricedAnswer = await t.graphql(TAKE_FREE, { input: { productId: productGlobalId(priced) } }, { cookie: token });
  expect(pricedAnswer.data!.takeFreeEbook).toEqual({ __typename: 'ValidationError', message: expect.stringContaining('Priced Primer is not free') });
  for (const product of [hidden, course]) {
    const refused = await t.graphql(TAKE_FREE, { input: { productId: productGlobalId(product) } }, { cookie: token });
    expect(refused.data!.takeFreeEbook.__typename).toBe('NotFoundError');
  }
  expect(await t.db.prisma.entitlementGrant.count({ where: { userId } })).toBe(1);
});
