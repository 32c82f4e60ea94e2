/** Staff coupons through GraphQL (create, edit, deactivate, list and filter) and redeemCoupon for orders. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { CouponInvalidError } from './coupons.errors.ts';
import { actingRole, redeemCoupon } from './coupons.service.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const COUPON = `id code description discountType value label maxDiscount { amount } minOrder { amount } startsAt endsAt
  usageLimit perUserLimit usedCount kinds sections { slug } active status createdByRole createdBy { name } batch { prefix }`;

async function save(field: 'createCoupon' | 'updateCoupon' | 'deactivateCoupon', input: Record<string, unknown>) {
  const type = `${field[0]!.toUpperCase()}${field.slice(1)}Input`;
  const result = await t.graphql(
    `mutation($input: ${type}!) { ${field}(input: $input) { __typename ... on Error { message code }
      ${field === 'deactivateCoupon' ? '' : '... on ValidationError { fields { field message } }'}
      ... on Mutation${type.replace(/Input$/, '')}Success { coupon { ${COUPON} } } } }`,
    { input },
    { cookie: admin },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data![field];
}

describe('createCoupon', () => {
  it('stores the code upper case with the rules, who made it and in which role, and audits it', async () => {
    const cycle = await t.db.prisma.section.findUniqueOrThrow({ where: { slug: 'cycle' } });
    const result = await save('createCoupon', {
      code: ' hsc-25 ',
      description: 'HSC 2025 welcome',
      discountType: 'PERCENT',
      value: 12,
      maxDiscount: 30000,
      minOrder: 50000,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
      usageLimit: 500,
      perUserLimit: 1,
      kinds: ['BOOK', 'BUNDLE'],
      sectionIds: [encodeGlobalID('Section', cycle.id)],
    });
    expect(result.__typename).toBe('MutationCreateCouponSuccess');
    expect(result.coupon).toMatchObject({
      code: 'HSC-25',
      label: '12% off, up to ৳300',
      maxDiscount: { amount: 30000 },
      minOrder: { amount: 50000 },
      usageLimit: 500,
      perUserLimit: 1,
      usedCount: 0,
      kinds: ['BOOK', 'BUNDLE'],
      sections: [{ slug: 'cycle' }],
      active: true,
      status: 'ACTIVE',
      createdByRole: 'admin',
      createdBy: { name: 'Demo Admin' },
      batch: null,
    });
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'coupons.created' } });
    expect(audit.details).toEqual({ code: 'HSC-25' });
  });

  it('refuses a code that exists in another case, and rules that make no sense, changing nothing', async () => {
    const before = await t.db.prisma.coupon.count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'Hsc-25', discountType: 'FIXED', value: 100 }, 'code', 'A coupon with this code already exists'],
      [{ code: 'x', discountType: 'FIXED', value: 100 }, 'code', 'Use 3 to 40 letters, digits, - or _, starting with a letter or digit'],
      [{ code: 'BAD PERCENT', discountType: 'PERCENT', value: 10 }, 'code', 'Use 3 to 40 letters, digits, - or _, starting with a letter or digit'],
      [{ code: 'PCT101', discountType: 'PERCENT', value: 101 }, 'value', 'A percentage cannot be more than 100'],
      [{ code: 'ZERO', discountType: 'FIXED', value: 0 }, 'value', 'The discount must be more than zero'],
      [
        { code: 'BACKWARDS', discountType: 'FIXED', value: 100, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
        'endsAt',
        'The end must be after the start',
      ],
      [{ code: 'NOSECTION', discountType: 'FIXED', value: 100, sectionIds: ['Section:nope'] }, 'sectionIds', 'One of the sections does not exist'],
      [{ code: 'NEGMIN', discountType: 'FIXED', value: 100, minOrder: -1 }, 'minOrder', 'The minimum order cannot be negative'],
    ];
    for (const [input, field, message] of cases) {
      expect(await save('createCoupon', input)).toMatchObject({ __typename: 'ValidationError', fields: [{ field, message }] });
    }
    expect(await t.db.prisma.coupon.count()).toBe(before);
  });
});

describe('updateCoupon and deactivateCoupon', () => {
  it('changes what is given, clears what is null and keeps the rest', async () => {
    const created = await save('createCoupon', { code: 'EDITME', discountType: 'PERCENT', value: 10, maxDiscount: 5000, perUserLimit: 2 });
    const id = created.coupon.id;
    const updated = await save('updateCoupon', { id, value: 20, maxDiscount: null, code: 'edited' });
    expect(updated.coupon).toMatchObject({ code: 'EDITED', value: 20, maxDiscount: null, perUserLimit: 2, discountType: 'PERCENT' });
    expect(await save('updateCoupon', { id, value: 150 })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'value' }] });
    expect(await save('updateCoupon', { id, code: 'HSC-25' })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'code' }] });
    expect(await save('updateCoupon', { id: 'Coupon:nope', value: 5 })).toMatchObject({ __typename: 'NotFoundError' });
    expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'EDITED' } })).value).toBe(20);

    const off = await save('deactivateCoupon', { id });
    expect(off.coupon).toMatchObject({ active: false, status: 'INACTIVE' });
    expect(await save('deactivateCoupon', { id: encodeGlobalID('Coupon', '00000000-0000-4000-8000-000000000000') })).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await t.db.prisma.auditEvent.count({ where: { action: { in: ['coupons.updated', 'coupons.deactivated'] } } })).toBe(2);
  });
});

describe('coupons list', () => {
  it('filters by code, active flag and batch, newest first, with usage counts and a total', async () => {
    const batch = await t.db.prisma.couponBatch.create({ data: { prefix: 'LST', count: 2, createdByRole: 'admin' } });
    for (const code of ['LST-AAAA2222', 'LST-BBBB3333']) {
      await t.db.prisma.coupon.create({ data: { code, discountType: 'FIXED', value: 100, batchId: batch.id, createdByRole: 'admin', usedCount: 1 } });
    }
    const list = async (filter: Record<string, unknown>) => {
      const result = await t.graphql(
        `query($filter: CouponFilter) { coupons(first: 50, filter: $filter) { totalCount edges { node { code active usedCount batch { prefix } } } } }`,
        { filter },
        { cookie: admin },
      );
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.coupons as { totalCount: number; edges: { node: { code: string; active: boolean; usedCount: number } }[] };
    };
    const codes = (answer: Awaited<ReturnType<typeof list>>) => answer.edges.map((e) => e.node.code);
    expect(codes(await list({ search: 'hsc' }))).toEqual(['HSC-25']);
    expect(codes(await list({ active: false }))).toEqual(['EDITED']);
    expect(codes(await list({ inBatch: false }))).toEqual(['EDITED', 'HSC-25']);
    const inBatch = await list({ batchId: encodeGlobalID('CouponBatch', batch.id) });
    expect(inBatch.totalCount).toBe(2);
    expect(inBatch.edges.map((e) => e.node.usedCount)).toEqual([1, 1]);
    expect((await list({})).totalCount).toBe(4);
  });

  it('filters by where a coupon stands now, by the same rules as its status', async () => {
    const day = 24 * 60 * 60 * 1000;
    const rows = [
      { code: 'STATUS-ACTIVE', usageLimit: 5, usedCount: 4 },
      { code: 'STATUS-OPEN' },
      { code: 'STATUS-SOON', startsAt: new Date(Date.now() + day) },
      { code: 'STATUS-OVER', endsAt: new Date(Date.now() - day), usageLimit: 1, usedCount: 1 },
      { code: 'STATUS-USEDUP', usageLimit: 2, usedCount: 2 },
      { code: 'STATUS-OFF', active: false, endsAt: new Date(Date.now() - day) },
    ];
    for (const row of rows) await t.db.prisma.coupon.create({ data: { discountType: 'FIXED', value: 100, createdByRole: 'admin', ...row } });
    const byStatus = async (status: string) => {
      const result = await t.graphql(
        `query($filter: CouponFilter) { coupons(first: 50, filter: $filter) { totalCount edges { node { code status } } } }`,
        { filter: { search: 'STATUS-', status } },
        { cookie: admin },
      );
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      const { edges, totalCount } = result.data!.coupons as { totalCount: number; edges: { node: { code: string; status: string } }[] };
      expect(totalCount).toBe(edges.length);
      // Every row the filter gives has that status: the SQL and Coupon.status agree.
      for (const edge of edges) expect(edge.node.status).toBe(status);
      return edges.map((e) => e.node.code).sort();
    };
    expect(await byStatus('ACTIVE')).toEqual(['STATUS-ACTIVE', 'STATUS-OPEN']);
    expect(await byStatus('SCHEDULED')).toEqual(['STATUS-SOON']);
    expect(await byStatus('EXPIRED')).toEqual(['STATUS-OVER']);
    expect(await byStatus('USED_UP')).toEqual(['STATUS-USEDUP']);
    expect(await byStatus('INACTIVE')).toEqual(['STATUS-OFF']);
  });
});

describe('redeemCoupon', () => {
  const redeem = (couponId: string, userId: string, discount = 1000) =>
    t.db.prisma.$transaction((tx) => redeemCoupon(tx, { couponId, userId, discount }));
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    return error instanceof CouponInvalidError ? error.reason : error;
  };

  it('counts a use and records it, within the total and per-customer limits', async () => {
    const a = await newCustomer(t, 'redeem-a');
    const b = await newCustomer(t, 'redeem-b');
    const coupon = await t.db.prisma.coupon.create({
      data: { code: 'REDEEM', discountType: 'FIXED', value: 1000, usageLimit: 2, perUserLimit: 1, createdByRole: 'admin' },
    });
    const redemption = await redeem(coupon.id, a.userId);
    expect(redemption).toMatchObject({ couponId: coupon.id, userId: a.userId, discount: 1000, orderId: null });
    expect(await failure(redeem(coupon.id, a.userId))).toBe('PER_USER_LIMIT_REACHED');
    await redeem(coupon.id, b.userId);
    expect(await failure(redeem(coupon.id, (await newCustomer(t, 'redeem-c')).userId))).toBe('USAGE_LIMIT_REACHED');
    // Failed redemptions rolled back their increment.
    expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(2);
    expect(await t.db.prisma.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(2);
  });

  it('refuses inactive, not yet started and expired coupons', async () => {
    const { userId } = await newCustomer(t, 'redeem-d');
    const make = (code: string, data: Record<string, unknown>) =>
      t.db.prisma.coupon.create({ data: { code, discountType: 'FIXED', value: 1000, createdByRole: 'admin', ...data } });
    expect(await failure(redeem((await make('R-OFF', { active: false })).id, userId))).toBe('INACTIVE');
    expect(await failure(redeem((await make('R-LATER', { startsAt: new Date(Date.now() + 60_000) })).id, userId))).toBe('NOT_STARTED');
    expect(await failure(redeem((await make('R-OVER', { endsAt: new Date(Date.now() - 60_000) })).id, userId))).toBe('EXPIRED');
    expect(await t.db.prisma.coupon.aggregate({ _sum: { usedCount: true }, where: { code: { startsWith: 'R-' } } })).toEqual({
      _sum: { usedCount: 0 },
    });
  });

  it('never goes over the limit when orders redeem at the same time', async () => {
    const coupon = await t.db.prisma.coupon.create({
      data: { code: 'RUSH', discountType: 'FIXED', value: 500, usageLimit: 5, perUserLimit: 1, createdByRole: 'admin' },
    });
    const shoppers = [];
    for (let i = 0; i < 8; i++) shoppers.push(await newCustomer(t, `rush-${i}`));
    const attempts = [...shoppers, ...shoppers.slice(0, 4)].map((s) => failure(redeem(coupon.id, s.userId, 500)));
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === null)).toHaveLength(5);
    expect(outcomes.filter((o) => o !== null).every((o) => o === 'USAGE_LIMIT_REACHED' || o === 'PER_USER_LIMIT_REACHED')).toBe(true);
    expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(5);
    const perUser = await t.db.prisma.couponRedemption.groupBy({ by: ['userId'], where: { couponId: coupon.id }, _count: true });
    expect(perUser).toHaveLength(5);
    expect(perUser.every((row) => row._count === 1)).toBe(true);
  });
});

it('records the role staff act in: admin over agent', () => {
  const viewer = (roles: string[]) => ({ id: 'x', roles, permissions: new Set<string>() });
  expect(actingRole(viewer(['agent', 'admin']))).toBe('admin');
  expect(actingRole(viewer(['customer', 'agent']))).toBe('agent');
  expect(actingRole(viewer(['editor']))).toBe('editor');
  expect(actingRole(null)).toBe('');
});
