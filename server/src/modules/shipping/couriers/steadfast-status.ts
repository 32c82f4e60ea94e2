import type { ShipmentStatus } from '../../../generated/prisma/client.ts';

/**
 * Steadfast's delivery_status values (its API documentation) in the shop's words. Only `delivered`,
 * `partial_delivered` and `cancelled` are final ("balance added/updated"). The `*_approval_pending` ones
 * mean the rider reported it and Steadfast's office has not confirmed yet: an in-between state in which
 * nothing is booked (no cash collected, no stock back), so they move no status (null) and the parcel keeps
 * being asked about; the timeline says them in plain words (`IN_BETWEEN`). `unknown` asks for its support
 * team: nothing to act on (null). The sandbox courier speaks the same vocabulary, plus the steps Steadfast
 * does not report (picked_up, in_transit, returned).
 */
const STATUSES: Record<string, ShipmentStatus | null> = {
  in_review: 'CREATED',
  pending: 'IN_TRANSIT',
  picked_up: 'PICKED_UP',
  in_transit: 'IN_TRANSIT',
  hold: 'HOLD',
  delivered_approval_pending: null,
  delivered: 'DELIVERED',
  partial_delivered_approval_pending: null,
  partial_delivered: 'PARTIALLY_DELIVERED',
  cancelled_approval_pending: null,
  cancelled: 'CANCELLED',
  returned: 'RETURNED',
  unknown_approval_pending: null,
  unknown: null,
};

/** The courier's in-between states, in plain words for the timeline, the tracking page and the order screen. */
const IN_BETWEEN: Record<string, string> = {
  delivered_approval_pending: "Delivered, waiting for the courier's office to confirm",
  partial_delivered_approval_pending: "Partly delivered, waiting for the courier's office to confirm",
  cancelled_approval_pending: "Delivery cancelled, waiting for the courier's office to confirm",
  unknown_approval_pending: "Waiting for the courier's office to check the parcel",
};

/** Plain words for an in-between courier status (awaiting the courier office's approval); undefined for any other. */
export function inBetweenLabel(courierStatus: string): string | undefined {
  return Object.hasOwn(IN_BETWEEN, courierStatus) ? IN_BETWEEN[courierStatus] : undefined;
}

/** The shop's status for a Steadfast (or sandbox) delivery_status; undefined when the value is not one of them. */
export function shipmentStatusOf(courierStatus: string): ShipmentStatus | null | undefined {
  return Object.hasOwn(STATUSES, courierStatus) ? STATUSES[courierStatus] : undefined;
}

/** The sandbox courier's statuses staff may move a parcel to. */
export const SANDBOX_STEPS = ['picked_up', 'in_transit', 'hold', 'delivered', 'partial_delivered', 'returned', 'cancelled'] as const;
export type SandboxStep = (typeof SANDBOX_STEPS)[number];
