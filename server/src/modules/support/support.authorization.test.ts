import { describeAuthorizationMatrix, outcome, ROLES } from '../../../test/authorization-matrix.ts';
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
