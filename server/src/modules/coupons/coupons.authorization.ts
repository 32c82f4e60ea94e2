/** The coupon module's rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';

interface Fixtures {
  couponId: string;
  deactivateId: string;
}

const mutations: Case<Fixtures>[] = [
  {
    field: 'createCoupon',
    document: (role) =>
      `mutation { createCoupon(input: { code: "matrix-${role}", discountType: PERCENT, value: 10 }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationCreateCouponSuccess'),
  },
  {
    field: 'updateCoupon',
    document: (_role, { couponId }) => `mutation { updateCoupon(input: { id: "${couponId}", value: 15 }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationUpdateCouponSuccess'),
  },
  {
    field: 'deactivateCoupon',
    document: (_role, { deactivateId }) => `mutation { deactivateCoupon(input: { id: "${deactivateId}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationDeactivateCouponSuccess'),
  },
  {
    field: 'createCouponBatch',
    document: () => `mutation { createCouponBatch(input: { prefix: "MTX", count: 3, discountType: FIXED, value: 5000 }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationCreateCouponBatchSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  { field: 'coupons', document: () => `{ coupons(first: 5) { totalCount edges { node { code usedCount } } } }`, expected: staff('FORBIDDEN', 'ok') },
  {
    field: 'couponBatches',
    document: () => `{ couponBatches(first: 5) { edges { node { prefix statistics { codesUsed } } } } }`,
    expected: staff('FORBIDDEN', 'ok'),
  },
];

export const couponsAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const make = (code: string) => t.db.prisma.coupon.create({ data: { code, discountType: 'FIXED', value: 1000, createdByRole: 'admin' } });
    const coupon = await make('MATRIX-EDIT');
    const other = await make('MATRIX-OFF');
    return { couponId: encodeGlobalID('Coupon', coupon.id), deactivateId: encodeGlobalID('Coupon', other.id) };
  },
};
