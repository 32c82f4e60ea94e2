/**
 * Test data for the coupon screens: coupons and batches shaped like the server's answers, with
 * Relay global IDs built the way the server builds them.
 */
import { gid, uuid } from '../catalog-admin/test-support.ts';

export const ADMIN_USER = { __typename: 'User', id: gid('User', 900), name: 'Shop Admin' };

/** A coupon as the list rows and the coupon form select it: CODE{n}, 10% off up to ৳200, 3 of 100 uses. */
export function coupon(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Coupon',
    id: gid('Coupon', n),
    code: `CODE${n}`,
    description: '',
    label: '10% off, up to ৳200',
    discountType: 'PERCENT',
    value: 10,
    maxDiscount: { amount: 20000, formatted: '৳200' },
    minOrder: { amount: 0, formatted: '৳0' },
    startsAt: null,
    endsAt: null,
    usageLimit: 100,
    perUserLimit: 1,
    usedCount: 3,
    kinds: [],
    sections: [],
    active: true,
    status: 'ACTIVE',
    createdByRole: 'admin',
    createdBy: ADMIN_USER,
    batch: null,
    ...overrides,
  };
}

/** A batch as the batch list selects it: PREFIX{n}, 500 codes of which 12 used. */
export function batch(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CouponBatch',
    id: gid('CouponBatch', n),
    prefix: `FLYER${n}`,
    count: 500,
    description: '',
    createdAt: '2026-11-20T06:00:00.000Z',
    createdByRole: 'admin',
    createdBy: ADMIN_USER,
    exportUrl: `/api/coupon/batches/${uuid(n)}/export.csv`,
    statistics: { codes: 500, codesUsed: 12, redemptions: 14, discountGiven: { amount: 150000, formatted: '৳1,500' } },
    ...overrides,
  };
}
