import type { ShipmentStatus } from '../../../generated/prisma/client.ts';

/**
 * Steadfast's delivery_status values (its API documentation) in the shop's words. "approval pending"
 * means the courier's rider reported it and its office has not confirmed: the parcel's state is
 * already what it says. `unknown` asks for its support team: nothing to act on (null).
 * The sandbox courier speaks the same vocabulary, plus the steps Steadfast does not report
 * (picked_up, in_transit, returned).
 */
const STATUSES: Record<string, ShipmentStatus | null> = {
  in_review: 'CREATED',
  pending: 'IN_TRANSIT',
  picked_up: 'PICKED_UP',
  in_transit: 'IN_TRANSIT',
  hold: 'HOLD',
  delivered_approval_pending: 'DELIVERED',
  delivered: 'DELIVERED',
  partial_delivered_approval_pending: 'PARTIALLY_DELIVERED',
  partial_delivered: 'PARTIALLY_DELIVERED',
  cancelled_approval_pending: 'CANCELLED',
  cancelled: 'CANCELLED',
  returned: 'RETURNED',
  unknown_approval_pending: null,
  unknown: null,
};

/** The shop's status for a Steadfast (or sandbox) delivery_status; undefined when the value is not one of them. */
export function shipmentStatusOf(courierStatus: string): ShipmentStatus | null | undefined {
  return Object.hasOwn(STATUSES, courierStatus) ? STATUSES[courierStatus] : undefined;
}

/** The sandbox courier's statuses staff may move a parcel to. */
export const SANDBOX_STEPS = ['picked_up', 'in_transit', 'hold', 'delivered', 'partial_delivered', 'returned', 'cancelled'] as const;
export type SandboxStep = (typeof SANDBOX_STEPS)[number];
