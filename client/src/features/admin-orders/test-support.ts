/**
 * Test data for the order back office: orders shaped like the server's answers, with Relay global
 * IDs built the way the server builds them.
 */
import { gid, uuid } from '../catalog-admin/test-support.ts';

/** An order as the list rows select it: PG-2026-00000{n}, Placed, cash on delivery, ৳1,060. */
export function orderRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: gid('Order', n),
    number: `PG-2026-${String(n).padStart(6, '0')}`,
    placedAt: '2026-11-22T08:05:00.000Z',
    name: `Customer ${n}`,
    phone: `0171000000${n}`,
    status: 'PLACED',
    paymentStatus: 'UNPAID',
    paymentMethod: 'COD',
    netTotal: { amount: 106000, formatted: '৳1,060' },
    entitlements: [],
    ...overrides,
  };
}

/** An entitlement as the screens select it. */
export function entitlement(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Entitlement',
    id: uuid(500 + n),
    active: true,
    source: 'ORDER',
    reason: '',
    grantedAt: '2026-11-22T08:10:00.000Z',
    grantedByName: null,
    revokedAt: null,
    revokeReason: '',
    revokedByName: null,
    product: { __typename: 'Ebook', __isProduct: 'Ebook', id: gid('Ebook', n), kind: 'EBOOK', title: `Ebook ${n}` },
    ...overrides,
  };
}

/** An order as the detail screen selects it: a book and an ebook, a coupon, one payment attempt, three history entries. */
export function orderDetails(n: number, overrides: Record<string, unknown> = {}) {
  return {
    ...orderRow(n),
    paidAt: null,
    expiresAt: null,
    address: 'House 12, Road 3, Dhanmondi',
    deliveryPlace: 'DHAKA',
    digitalProducts: [],
    couponCode: 'EID10',
    joiningId: 'JOIN42',
    goodsTotal: { amount: 110000, formatted: '৳1,100' },
    discountTotal: { amount: 10000, formatted: '৳100' },
    deliveryCharge: { amount: 6000, formatted: '৳60' },
    lines: [
      {
        __typename: 'OrderLine',
        id: uuid(100 + n),
        kind: 'BOOK',
        title: 'Physics 1st Paper',
        variantLabel: null,
        source: 'home',
        quantity: 2,
        unitPrice: { amount: 35000, formatted: '৳350' },
        lineTotal: { amount: 70000, formatted: '৳700' },
        product: { __typename: 'Book', __isProduct: 'Book', id: gid('Book', 7) },
      },
      {
        __typename: 'OrderLine',
        id: uuid(200 + n),
        kind: 'STATIONERY',
        title: 'Geometry box',
        variantLabel: 'Blue',
        source: 'campaign-eid',
        quantity: 1,
        unitPrice: { amount: 40000, formatted: '৳400' },
        lineTotal: { amount: 40000, formatted: '৳400' },
        product: { __typename: 'Stationery', __isProduct: 'Stationery', id: gid('Stationery', 8) },
      },
    ],
    events: [
      event(1, { type: 'PLACED', fromStatus: null, toStatus: 'PLACED', actorKind: 'CUSTOMER', message: 'Order placed', at: '2026-11-22T08:05:00.000Z' }),
      event(2, { type: 'NOTE', actorKind: 'STAFF', message: 'Called the customer to confirm the address', visibleToCustomer: false, at: '2026-11-22T09:30:00.000Z' }),
    ],
    payments: [],
    refunds: [],
    availableTransitions: [
      { to: 'PROCESSING', label: 'Start packing' },
      { to: 'CANCELLED', label: 'Cancel the order' },
    ],
    ...overrides,
  };
}

/** One history entry. */
export function event(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OrderEvent',
    id: uuid(300 + n),
    type: 'STATUS_CHANGED',
    fromStatus: null,
    toStatus: null,
    actorKind: 'STAFF',
    actorName: null,
    message: '',
    note: null,
    visibleToCustomer: true,
    at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A payment attempt. */
export function payment(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Payment',
    id: uuid(400 + n),
    method: 'SSLCOMMERZ',
    tranId: `TRX-${n}`,
    amount: { amount: 106000, formatted: '৳1,060' },
    status: 'PAID',
    providerReference: `VAL-${n}`,
    failureReason: null,
    gatewayStatus: null,
    gatewayReason: null,
    createdAt: '2026-11-22T08:06:00.000Z',
    ...overrides,
  };
}

/** A refund as the order screen selects it: ৳500 through the gateway, done. */
export function refund(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Refund',
    id: uuid(600 + n),
    kind: 'GATEWAY',
    status: 'SUCCEEDED',
    amount: { amount: 50000, formatted: '৳500' },
    reason: '',
    failureReason: null,
    paidOutBy: null,
    createdAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

/** adminOrders(filter:) with nothing chosen. */
export const NO_FILTER = {
  search: null,
  statuses: null,
  paymentMethods: null,
  paymentStatuses: null,
  placedFrom: null,
  placedBefore: null,
  section: null,
  source: null,
  digital: null,
};
