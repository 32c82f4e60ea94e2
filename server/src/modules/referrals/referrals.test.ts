/**
 * The referral programme through the real GraphQL app: joining ids on carts (unknown, malformed,
 * own and inactive codes refused, nothing changed), orders keeping the code, a representative's
 * own reports (masked customers, Dhaka months computed by hand, stationery), no reading of another
 * representative's figures, the profile, and admins enrolling and deactivating (audited).
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { createBook, createStationery } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { OrderStatus, PaymentStatus } from '../../generated/prisma/client.ts';
import { taka } from '../../shared/money.ts';
import { startSession } from '../accounts/sessions.ts';
import { maskName, maskPhone, normalizeJoiningId, referralStanding } from './referrals.service.ts';

let t: TestApp;
let adminCookie: string;
let shopper: { id: string; cookie: string };
let repA: { id: string; cookie: string; repId: string };
let repB: { id: string; cookie: string; repId: string };
let bookId: string;
let penId: string;

async function user(name: string, phone?: string) {
  const row = await t.db.prisma.user.create({ data: { name, phone } });
  const { token } = await startSession(t.db.prisma, row.id, { ip: '127.0.0.1', userAgent: 'test' }, t.services.config.session);
  return { id: row.id, cookie: `pathagar_session=${token}` };
}

async function representative(name: string, joiningId: string) {
  const u = await user(name);
  const rep = await t.db.prisma.representative.create({ data: { userId: u.id, joiningId, displayName: name, institution: 'Dhaka College' } });
  return { ...u, repId: rep.id };
}

async function gql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await t.graphql(query, variables, { cookie });
  if (errors) throw new Error(JSON.stringify(errors));
  return data!;
}

beforeAll(async () => {
  t = await startTestApp();
  adminCookie = `pathagar_session=${await signInAs(t, 'admin')}`;
  shopper = await user('Rahim Shopper', '01812345678');
  repA = await representative('Rep Alpha', 'ALPHA-1');
  repB = await representative('Rep Beta', 'BETA-2');
  bookId = (await createBook(t.db.prisma, { title: 'Referral Physics', price: taka(300), stock: 100 })).id;
  penId = (await createStationery(t.db.prisma, { title: 'Referral Gel Pen', price: taka(50), stock: 100 })).id;
});
afterAll(() => t.close());

const SET = `mutation($code: String) { setCartJoiningId(input: { joiningId: $code }) {
  __typename
  ... on MutationSetCartJoiningIdSuccess { cart { joiningId } }
  ... on ReferralCodeError { reason joiningId message }
  ... on ValidationError { fields { field message } }
} }`;

const cartCode = async (userId: string) => (await t.db.prisma.cart.findUnique({ where: { userId } }))?.joiningId ?? null;

describe('a joining id on the cart', () => {
  it('is taken in any case, stored upper case, and cleared by a blank', async () => {
    const set = await gql(shopper.cookie, SET, { code: '  alpha-1 ' });
    expect(set.setCartJoiningId).toEqual({ __typename: 'MutationSetCartJoiningIdSuccess', cart: { joiningId: 'ALPHA-1' } });
    expect(await cartCode(shopper.id)).toBe('ALPHA-1');
    const cleared = await gql(shopper.cookie, SET, { code: '' });
    expect(cleared.setCartJoiningId.cart.joiningId).toBeNull();
    expect(await cartCode(shopper.id)).toBeNull();
  });

  it('refuses an unknown, a malformed, an own and an inactive code, changing nothing', async () => {
    await gql(shopper.cookie, SET, { code: 'BETA-2' });
    const unknown = await gql(shopper.cookie, SET, { code: 'NOBODY-9' });
    expect(unknown.setCartJoiningId).toMatchObject({ __typename: 'ReferralCodeError', reason: 'UNKNOWN', joiningId: 'NOBODY-9' });
    expect(unknown.setCartJoiningId.message).toMatch(/No campus representative has this joining id/);
    const malformed = await gql(shopper.cookie, SET, { code: 'a b' });
    expect(malformed.setCartJoiningId).toEqual({ __typename: 'ValidationError', fields: [{ field: 'joiningId', message: expect.stringMatching(/4 to 20/) }] });
    expect(await cartCode(shopper.id)).toBe('BETA-2');

    const own = await gql(repA.cookie, SET, { code: 'alpha-1' });
    expect(own.setCartJoiningId).toMatchObject({ __typename: 'ReferralCodeError', reason: 'OWN_CODE' });
    expect(await cartCode(repA.id)).toBeNull();

    const idle = await representative('Rep Idle', 'IDLE-3');
    await t.db.prisma.representative.update({ where: { id: idle.repId }, data: { active: false } });
    const inactive = await gql(shopper.cookie, SET, { code: 'IDLE-3' });
    expect(inactive.setCartJoiningId).toMatchObject({ __typename: 'ReferralCodeError', reason: 'INACTIVE' });
    expect(await cartCode(shopper.id)).toBe('BETA-2');
  });

  it('is kept by the order placed from the cart', async () => {
    await fillCart(t, shopper.id, [{ productId: bookId }]);
    await gql(shopper.cookie, SET, { code: 'beta-2' });
    const order = await placeCart(t, shopper.id);
    expect(order.joiningId).toBe('BETA-2');
  });

  it('asks anonymous visitors to sign in', async () => {
    const { errors } = await t.graphql(SET, { code: 'ALPHA-1' });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('rules', () => {
  it.each([
    ['DELIVERED', 'UNPAID', 'EARNED'],
    ['DELIVERED', 'PAID', 'EARNED'],
    ['PROCESSING', 'PAID', 'EARNED'],
    ['SHIPPED', 'UNPAID', 'PENDING'],
    ['PENDING_PAYMENT', 'UNPAID', 'PENDING'],
    ['CANCELLED', 'UNPAID', 'VOID'],
    ['REFUNDED', 'REFUNDED', 'VOID'],
    ['RETURNED', 'PAID', 'VOID'],
    ['EXPIRED', 'UNPAID', 'VOID'],
  ] as const)('%s and %s is %s', (status, paymentStatus, standing) => {
    expect(referralStanding({ status, paymentStatus })).toBe(standing);
  });

  it('masks names and phones and normalises codes', () => {
    expect(maskName('  rahim uddin')).toBe('R.');
    expect(maskName('রহিম')).toBe('র.');
    expect(maskPhone('01812345678')).toBe('018******78');
    expect(normalizeJoiningId(' dhk-rep-01 ')).toBe('DHK-REP-01');
    expect(normalizeJoiningId('-AB1')).toBeNull();
    expect(normalizeJoiningId('AB')).toBeNull();
  });
});

const REPORT = `query($after: String) { myRepresentative {
  joiningId
  orders(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { number placedOn status standing sales { amount } customer } } }
  months { month orders earnedOrders pendingOrders voidOrders earnedSales { amount } }
  stationerySales { byProduct { title quantity revenue { amount } } byMonth { month quantity revenue { amount } } }
} }`;

describe("a representative's reports", () => {
  /** Places the shopper's cart with `code`, then dates and settles the order as told. */
  async function order(code: string, lines: { productId: string; quantity?: number }[], placedAt: string, status: OrderStatus, paymentStatus: PaymentStatus) {
    const cart = await fillCart(t, shopper.id, lines);
    await t.db.prisma.cart.update({ where: { id: cart.id }, data: { joiningId: code } });
    const placed = await placeCart(t, shopper.id, { name: 'rahim uddin', phone: '01812345678' });
    return t.db.prisma.order.update({ where: { id: placed.id }, data: { placedAt: new Date(placedAt), status, paymentStatus } });
  }

  let numbers: string[];
  beforeAll(async () => {
    const o1 = await order('ALPHA-1', [{ productId: bookId }, { productId: penId, quantity: 3 }], '2026-01-31T17:30:00Z', 'DELIVERED', 'PAID'); // 23:30 Dhaka, 31 January
    const o2 = await order('ALPHA-1', [{ productId: bookId, quantity: 2 }], '2026-01-31T18:30:00Z', 'DELIVERED', 'UNPAID'); // 00:30 Dhaka, 1 February
    const o3 = await order('ALPHA-1', [{ productId: penId, quantity: 5 }], '2026-02-10T06:00:00Z', 'CANCELLED', 'UNPAID');
    const o4 = await order('ALPHA-1', [{ productId: bookId }], '2026-02-12T06:00:00Z', 'PLACED', 'UNPAID');
    const o5 = await order('ALPHA-1', [{ productId: penId }], '2026-02-14T06:00:00Z', 'PROCESSING', 'PAID');
    await order('BETA-2', [{ productId: penId, quantity: 7 }], '2026-02-15T06:00:00Z', 'DELIVERED', 'PAID');
    numbers = [o5, o4, o3, o2, o1].map((o) => o.number);
  });

  it('lists the orders its code brought, newest first, a page at a time, customers masked', async () => {
    const first = await gql(repA.cookie, REPORT);
    const page1 = first.myRepresentative.orders;
    expect(page1.totalCount).toBe(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges.map((e: { node: { number: string } }) => e.node.number)).toEqual(numbers.slice(0, 2));
    expect(page1.edges[0].node).toEqual({ number: numbers[0], placedOn: '2026-02-14', status: 'PROCESSING', standing: 'EARNED', sales: { amount: taka(50) }, customer: 'R. 018******78' });
    expect(page1.edges[1].node).toMatchObject({ status: 'PLACED', standing: 'PENDING' });
    const rest = [];
    let after = page1.pageInfo.endCursor;
    for (;;) {
      const page = (await gql(repA.cookie, REPORT, { after })).myRepresentative.orders;
      rest.push(...page.edges.map((e: { node: { number: string; placedOn: string } }) => e.node));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(rest.map((n) => n.number)).toEqual(numbers.slice(2));
    // 18:30 UTC on 31 January is already 1 February in Dhaka.
    expect(rest.map((n) => n.placedOn)).toEqual(['2026-02-10', '2026-02-01', '2026-01-31']);
    const text = JSON.stringify(first);
    expect(text).not.toContain('01812345678');
    expect(text).not.toContain('rahim');
  });

  it('totals Dhaka months by hand: the 23:30 order stays in January, cancelled ones shown but not counted', async () => {
    const { myRepresentative } = await gql(repA.cookie, REPORT);
    expect(myRepresentative.months).toEqual([
      // February: o2 (2 books, delivered) and o5 (1 pen, paid) earned; o4 pending; o3 cancelled.
      { month: '2026-02', orders: 4, earnedOrders: 2, pendingOrders: 1, voidOrders: 1, earnedSales: { amount: taka(2 * 300) + taka(50) } },
      // January: o1 (1 book + 3 pens) at 23:30 on the 31st.
      { month: '2026-01', orders: 1, earnedOrders: 1, pendingOrders: 0, voidOrders: 0, earnedSales: { amount: taka(300) + taka(3 * 50) } },
    ]);
  });

  it('sums stationery of earned orders by product and by month', async () => {
    const { myRepresentative } = await gql(repA.cookie, REPORT);
    expect(myRepresentative.stationerySales).toEqual({
      byProduct: [{ title: 'Referral Gel Pen', quantity: 4, revenue: { amount: taka(200) } }],
      byMonth: [
        { month: '2026-02', quantity: 1, revenue: { amount: taka(50) } },
        { month: '2026-01', quantity: 3, revenue: { amount: taka(150) } },
      ],
    });
  });

  it("shows each representative only their own figures; another's stay unreadable", async () => {
    const { myRepresentative } = await gql(repB.cookie, REPORT);
    expect(myRepresentative.joiningId).toBe('BETA-2');
    expect(myRepresentative.stationerySales.byProduct).toEqual([{ title: 'Referral Gel Pen', quantity: 7, revenue: { amount: taka(350) } }]);
    // BETA-2 brought one order above and the one of the cart test.
    expect(myRepresentative.orders.totalCount).toBe(2);
    const foreign = `{ node(id: "${encodeGlobalID('Representative', repA.repId)}") { ... on Representative { joiningId months { month } } } }`;
    // Another's representative answers as an unknown id: null (issue 29 item 5).
    const { data, errors } = await t.graphql(foreign, {}, { cookie: repB.cookie });
    expect({ data, errors }).toEqual({ data: { node: null }, errors: undefined });
    const asShopper = await t.graphql(foreign, {}, { cookie: shopper.cookie });
    expect({ data: asShopper.data, errors: asShopper.errors }).toEqual({ data: { node: null }, errors: undefined });
    expect((await gql(shopper.cookie, '{ myRepresentative { id } }')).myRepresentative).toBeNull();
  });
});

const PROFILE = `mutation($input: RepresentativeProfileInput!) { updateMyRepresentativeProfile(input: $input) {
  __typename
  ... on MutationUpdateMyRepresentativeProfileSuccess { representative { displayName institution payoutPhone joiningId } }
  ... on ValidationError { fields { field message } }
  ... on NotRepresentativeError { message }
} }`;

describe('the representative profile', () => {
  it('is edited by the representative, the bKash number normalised; bad input changes nothing', async () => {
    const ok = await gql(repA.cookie, PROFILE, { input: { displayName: 'Alpha', institution: 'Notre Dame College', payoutPhone: '+880 1712-345678' } });
    expect(ok.updateMyRepresentativeProfile.representative).toEqual({ displayName: 'Alpha', institution: 'Notre Dame College', payoutPhone: '01712345678', joiningId: 'ALPHA-1' });
    const bad = await gql(repA.cookie, PROFILE, { input: { displayName: 'A', institution: 'Notre Dame College', payoutPhone: '12345' } });
    expect(bad.updateMyRepresentativeProfile.__typename).toBe('ValidationError');
    expect(bad.updateMyRepresentativeProfile.fields.map((f: { field: string }) => f.field).sort()).toEqual(['displayName', 'payoutPhone']);
    const row = await t.db.prisma.representative.findUniqueOrThrow({ where: { id: repA.repId } });
    expect(row).toMatchObject({ displayName: 'Alpha', payoutPhone: '01712345678' });
  });

  it('answers NotRepresentativeError to anyone else', async () => {
    const other = await gql(shopper.cookie, PROFILE, { input: { displayName: 'Rahim', institution: 'Dhaka College' } });
    expect(other.updateMyRepresentativeProfile).toEqual({ __typename: 'NotRepresentativeError', message: 'You are not a campus representative.' });
  });
});

const ENROL = `mutation($input: EnrolRepresentativeInput!) { enrolRepresentative(input: $input) {
  __typename
  ... on MutationEnrolRepresentativeSuccess { representative { id joiningId active institution } }
  ... on ValidationError { fields { field message } }
  ... on NotFoundError { message }
} }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateRepresentative(input: { id: $id }) {
  __typename ... on MutationDeactivateRepresentativeSuccess { representative { active } } ... on NotFoundError { message }
} }`;

describe('admins enrol and deactivate representatives', () => {
  it('enrols with a generated code, refuses a taken code and an unknown account, and audits', async () => {
    const candidate = await user('Karim Candidate');
    const gid = encodeGlobalID('User', candidate.id);
    const taken = await gql(adminCookie, ENROL, { input: { userId: gid, joiningId: 'alpha-1', displayName: 'Karim', institution: 'BUET' } });
    expect(taken.enrolRepresentative).toEqual({ __typename: 'ValidationError', fields: [{ field: 'joiningId', message: 'Another representative has this joining id' }] });
    const unknown = await gql(adminCookie, ENROL, { input: { userId: encodeGlobalID('User', '00000000-0000-4000-8000-000000000000'), displayName: 'X Y', institution: 'BUET' } });
    expect(unknown.enrolRepresentative.__typename).toBe('NotFoundError');
    expect(await t.db.prisma.representative.count({ where: { userId: candidate.id } })).toBe(0);

    const ok = await gql(adminCookie, ENROL, { input: { userId: gid, displayName: 'Karim', institution: 'BUET' } });
    const rep = ok.enrolRepresentative.representative;
    expect(rep).toMatchObject({ active: true, institution: 'BUET', joiningId: expect.stringMatching(/^REP-[A-Z0-9]{6}$/) });
    const again = await gql(adminCookie, ENROL, { input: { userId: gid, joiningId: 'OTHER-9', displayName: 'Karim', institution: 'BUET' } });
    expect(again.enrolRepresentative.fields[0].message).toBe(`This representative keeps their joining id ${rep.joiningId}`);

    const off = await gql(adminCookie, DEACTIVATE, { id: rep.id });
    expect(off.deactivateRepresentative.representative.active).toBe(false);
    const refused = await gql(shopper.cookie, SET, { code: rep.joiningId });
    expect(refused.setCartJoiningId.reason).toBe('INACTIVE');
    const back = await gql(adminCookie, ENROL, { input: { userId: gid, displayName: 'Karim', institution: 'BUET' } });
    expect(back.enrolRepresentative.representative).toMatchObject({ active: true, joiningId: rep.joiningId });

    const audits = await t.db.prisma.auditEvent.findMany({ where: { targetType: 'Representative', targetId: decodeGlobalID(rep.id).id }, orderBy: { createdAt: 'asc' } });
    expect(audits.map((a) => a.action).sort()).toEqual(['referrals.representative_deactivated', 'referrals.representative_enrolled', 'referrals.representative_updated']);
    expect(new Set(audits.map((a) => a.actorId)).size).toBe(1);
    expect((await gql(adminCookie, DEACTIVATE, { id: encodeGlobalID('Representative', '00000000-0000-4000-8000-000000000000') })).deactivateRepresentative.__typename).toBe('NotFoundError');
  });
});

describe('a deactivated representative', () => {
  it("is taken off open carts, and orders placed afterwards neither carry the code nor count in the representative's reports", async () => {
    const rep = await representative('Rep Gamma', 'GAMMA-3');
    const early = await user('Early Buyer');
    const late = await user('Late Buyer');
    for (const buyer of [early, late]) {
      await fillCart(t, buyer.id, [{ productId: bookId }]);
      expect((await gql(buyer.cookie, SET, { code: 'gamma-3' })).setCartJoiningId.cart.joiningId).toBe('GAMMA-3');
    }
    const before = await placeCart(t, early.id);
    expect(before.joiningId).toBe('GAMMA-3');

    expect((await gql(adminCookie, DEACTIVATE, { id: encodeGlobalID('Representative', rep.repId) })).deactivateRepresentative.representative.active).toBe(false);
    expect(await cartCode(late.id)).toBeNull();
    expect(await cartCode(early.id)).toBeNull();

    // A cart that took the code just before (written straight to the database): its order is placed without it.
    await t.db.prisma.cart.update({ where: { userId: late.id }, data: { joiningId: 'GAMMA-3' } });
    const after = await placeCart(t, late.id);
    expect(after.joiningId).toBeNull();

    const { myRepresentative } = await gql(rep.cookie, REPORT);
    expect(myRepresentative.orders.totalCount).toBe(1);
    expect(myRepresentative.orders.edges.map((e: { node: { number: string } }) => e.node.number)).toEqual([before.number]);
    expect(myRepresentative.months.map((m: { orders: number }) => m.orders)).toEqual([1]);
  });
});
