import { describeAuthorizationMatrix, outcome, ROLES } from '../../../test/authorization-matrix.ts';
import { signInAs } from '../../../test/accounts.ts';
import { DEMO_AGENT_COUPON_LIMIT, seedDemoCouponLimits } from '../../db/seed.ts';
import { dhakaDayRange } from './dhaka-days.ts';
import { supportAuthorization } from './support.authorization.ts';

// The setup places four orders: on a busy machine that outlasts the default 30 s hook limit.
jest.setTimeout(120_000);
const app = describeAuthorizationMatrix(supportAuthorization);

it('refuses an agent a coupon beyond their limit (percent), and changes nothing', async () => {
  const t = app();
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
  const before = await t.db.prisma.coupon.count();
  const beyond = `mutation { issueCustomerCoupon(input: { customerId: "${customer.id}", discountType: PERCENT, value: 40, reason: "Too generous" }) {
    __typename ... on Error { code } } }`;
  const outcomes = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await outcome(t, role, 'issueCustomerCoupon', beyond)])));
  expect(outcomes).toEqual({
    anonymous: 'UNAUTHENTICATED',
    customer: 'FORBIDDEN',
    another: 'FORBIDDEN',
    agent: 'CouponLimitError',
    // Coupon managers have no support limits.
    admin: 'MutationIssueCustomerCouponSuccess',
  });
  expect(await t.db.prisma.coupon.count()).toBe(before + 1);
  expect(await t.db.prisma.coupon.count({ where: { value: 40, createdBy: { phone: '01700000002' } } })).toBe(0);
});

it('refuses an agent a fixed coupon above their amount', async () => {
  const t = app();
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
  const beyond = `mutation { issueCustomerCoupon(input: { customerId: "${customer.id}", discountType: FIXED, value: 50000, reason: "Too generous" }) {
    __typename ... on Error { code message } } }`;
  expect(await outcome(t, 'agent', 'issueCustomerCoupon', beyond)).toBe('CouponLimitError');
});

it("tells an agent their limits and today's remaining count before they issue, and an admin that they have no limits", async () => {
  const t = app();
  const ask = async (role: 'agent' | 'admin') => {
    const cookie = await signInAs(t, role, role === 'agent' ? '10.0.3.1' : '10.0.4.1');
    const { data, errors } = await t.graphql(
      `{ myCouponAllowance { unlimited configured maxPerDay maxPercent maxFixed { amount } issuedToday remainingToday } }`,
      {},
      { cookie, ip: role === 'agent' ? '10.0.3.1' : '10.0.4.1' },
    );
    expect(errors).toBeUndefined();
    return data!.myCouponAllowance;
  };
  const agent = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000002' } });
  const { from } = dhakaDayRange(new Date());
  const issuedToday = await t.db.prisma.coupon.count({ where: { createdById: agent.id, issuedToId: { not: null }, createdAt: { gte: from } } });
  expect(issuedToday).toBeGreaterThan(0); // the matrix issued some
  expect(await ask('agent')).toEqual({
    unlimited: false, configured: true, maxPerDay: 20, maxPercent: 15, maxFixed: { amount: 20_000 }, issuedToday, remainingToday: 20 - issuedToday,
  });
  expect(await ask('admin')).toMatchObject({ unlimited: true, remainingToday: null });
});

it('seeds the demo agent sensible coupon limits once, and leaves limits an admin set alone', async () => {
  const t = app();
  const agent = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000002' } });
  await t.db.prisma.agentCouponLimit.delete({ where: { agentId: agent.id } });
  expect(await seedDemoCouponLimits(t.db.prisma)).toBe(true);
  expect(await t.db.prisma.agentCouponLimit.findUniqueOrThrow({ where: { agentId: agent.id } })).toMatchObject(DEMO_AGENT_COUPON_LIMIT);
  await t.db.prisma.agentCouponLimit.update({ where: { agentId: agent.id }, data: { maxPerDay: 0 } });
  expect(await seedDemoCouponLimits(t.db.prisma)).toBe(false);
  expect((await t.db.prisma.agentCouponLimit.findUniqueOrThrow({ where: { agentId: agent.id } })).maxPerDay).toBe(0);
});
