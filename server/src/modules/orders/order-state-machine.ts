/**
 * The order state machine, as data: every allowed status change with its guard (who may take it,
 * from which status, what must be true) and its effects. The orders service applies it, GraphQL
 * answers `availableTransitions` from it, the admin buttons and the table test read it.
 *
 * Why the lifecycle (`status`) and the money (`paymentStatus`: UNPAID, PAID, REFUNDED) are two
 * fields: cash on delivery makes them independent. A COD order is PLACED, PROCESSING and SHIPPED
 * while UNPAID and becomes PAID only on delivery; an online order is PAID before it is PLACED; a
 * paid order that is CANCELLED or RETURNED still holds the customer's money until it is REFUNDED.
 * One combined status would need a product of both (Saleor keeps them apart for the same reason;
 * Vendure's single machine grew PaymentAuthorized/PaymentSettled × Shipped/Delivered states).
 * The guards below read the payment status, and effects change it, so the two stay consistent.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../generated/prisma/client.ts';

export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PLACED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'EXPIRED',
  'RETURNED',
  'REFUNDED',
] as const satisfies readonly OrderStatus[];

/** Who takes a transition: the order's own customer, staff with `orders.manage`, or the shop itself (payments, expiry). */
export type TransitionActor = 'CUSTOMER' | 'STAFF' | 'SYSTEM';

/** What a transition does besides changing the status, in this order, inside the same transaction. */
export type TransitionEffect =
  /** Puts the order's units back on the shelf (and takes them off the sold counters). */
  | 'RELEASE_STOCK'
  /** Gives the coupon use back (the redemption is deleted, the coupon's counter goes down). */
  | 'RELEASE_COUPON'
  /** paymentStatus → PAID (an online payment verified, or cash collected on delivery). */
  | 'MARK_PAID'
  /** The customer may read the order's ebooks and open its courses (a bundle's digital items too). */
  | 'GRANT_ENTITLEMENTS'
  | 'REVOKE_ENTITLEMENTS'
  /** paymentStatus → REFUNDED. */
  | 'MARK_REFUNDED'
  /**
   * Cash on delivery the courier reported collected and then took back (its office's review turned the
   * delivery into a cancellation): paymentStatus → UNPAID and the digital goods opened on delivery close
   * again. Nothing for an order paid online (it still holds the customer's money: a refund is due).
   */
  | 'UNDO_COD_COLLECTION'
  /** The order becomes a sale: its invoice is issued with the next gap-free number (once per order). */
  | 'ISSUE_INVOICE'
  /** A sale is undone: a credit note takes back what is left of the invoice (nothing without an invoice). */
  | 'ISSUE_CREDIT_NOTE';

/**
 * The effects of placing an order, by the status it is placed in (placement is not a transition:
 * the order did not exist). Cash on delivery and counter orders are sales at once; an online order
 * becomes one when its payment arrives (PENDING_PAYMENT → PLACED), so an order that expires unpaid
 * never has an invoice to take back.
 */
export const PLACEMENT_EFFECTS: Readonly<Record<'PLACED' | 'PENDING_PAYMENT' | 'DELIVERED', readonly TransitionEffect[]>> = {
  PLACED: ['ISSUE_INVOICE'],
  PENDING_PAYMENT: [],
  // A counter sale: paid (cash or bKash) and handed over across the counter, so it is placed DELIVERED
  // and paid, its digital goods open, and its invoice (marked paid) is issued at once.
  DELIVERED: ['MARK_PAID', 'GRANT_ENTITLEMENTS', 'ISSUE_INVOICE'],
};

/** What the guard looks at. */
export interface OrderFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** Some line is a physical good (book, stationery, bundle). */
  hasPhysicalGoods: boolean;
  expiresAt: Date | null;
}

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly TransitionActor[];
  /** Null when allowed; otherwise why not (shown to the user). */
  guard?: (order: OrderFacts, now: Date) => string | null;
  effects: readonly TransitionEffect[];
  /** One line for the history and the admin button's confirmation. */
  label: string;
}

const unpaid = (o: OrderFacts) => (o.paymentStatus === 'UNPAID' ? null : 'The order is paid: staff cancel it and refund the payment.');
const paid = (o: OrderFacts) => (o.paymentStatus === 'PAID' ? null : 'Only a paid order can be refunded.');
const physical = (o: OrderFacts) => (o.hasPhysicalGoods ? null : 'The order has nothing to ship.');
const digitalOnly = (o: OrderFacts) => (o.hasPhysicalGoods ? 'The order has goods to ship: ship it first.' : null);

/** Every allowed status change. Anything not listed is refused, naming the current status. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  {
    from: 'PENDING_PAYMENT',
    to: 'PLACED',
    actors: ['SYSTEM'],
    effects: ['MARK_PAID', 'GRANT_ENTITLEMENTS', 'ISSUE_INVOICE'],
    label: 'Payment received',
  },
  {
    from: 'PENDING_PAYMENT',
    to: 'EXPIRED',
    actors: ['SYSTEM'],
    guard: (o, now) => (o.expiresAt && o.expiresAt <= now ? null : 'The time to pay has not run out yet.'),
    effects: ['RELEASE_STOCK', 'RELEASE_COUPON'],
    label: 'Payment time ran out',
  },
  {
    from: 'PENDING_PAYMENT',
    to: 'CANCELLED',
    actors: ['CUSTOMER', 'STAFF'],
    effects: ['RELEASE_STOCK', 'RELEASE_COUPON'],
    label: 'Cancel the unpaid order',
  },
  {
    from: 'PLACED',
    to: 'PROCESSING',
    actors: ['STAFF'],
    guard: physical,
    effects: [],
    label: 'Start packing',
  },
  {
    from: 'PLACED',
    to: 'DELIVERED',
    actors: ['STAFF'],
    guard: (o) => digitalOnly(o) ?? (o.paymentStatus === 'PAID' ? null : 'The order is not paid.'),
    effects: [],
    label: 'Mark the digital order fulfilled',
  },
  {
    from: 'PLACED',
    to: 'CANCELLED',
    actors: ['CUSTOMER', 'STAFF'],
    // A customer may cancel only what they have not paid for (actorGuard); staff also cancel paid orders, then refund.
    effects: ['RELEASE_STOCK', 'RELEASE_COUPON', 'REVOKE_ENTITLEMENTS', 'ISSUE_CREDIT_NOTE'],
    label: 'Cancel the order',
  },
  {
    from: 'PROCESSING',
    to: 'SHIPPED',
    // SYSTEM: the courier accepted the parcel (modules/shipping); STAFF: handed to a courier outside the shop's integration.
    actors: ['STAFF', 'SYSTEM'],
    effects: [],
    label: 'Hand over to the courier',
  },
  {
    from: 'PROCESSING',
    to: 'CANCELLED',
    actors: ['STAFF'],
    effects: ['RELEASE_STOCK', 'RELEASE_COUPON', 'REVOKE_ENTITLEMENTS', 'ISSUE_CREDIT_NOTE'],
    label: 'Cancel the order',
  },
  {
    from: 'SHIPPED',
    to: 'DELIVERED',
    // SYSTEM: the courier reported every parcel delivered (modules/shipping).
    actors: ['STAFF', 'SYSTEM'],
    // Cash on delivery: the courier collected the money, and the order's digital goods open.
    effects: ['MARK_PAID', 'GRANT_ENTITLEMENTS'],
    label: 'Delivered (cash collected for COD)',
  },
  {
    from: 'SHIPPED',
    to: 'RETURNED',
    actors: ['STAFF', 'SYSTEM'],
    effects: ['RELEASE_STOCK', 'ISSUE_CREDIT_NOTE'],
    label: 'The parcel came back',
  },
  {
    from: 'DELIVERED',
    to: 'RETURNED',
    // SYSTEM: the courier's office reviewed a reported delivery and cancelled it (Steadfast's
    // delivered_approval_pending → cancelled, or delivered corrected to cancelled): nothing reached the customer.
    actors: ['SYSTEM'],
    guard: physical,
    effects: ['RELEASE_STOCK', 'UNDO_COD_COLLECTION', 'ISSUE_CREDIT_NOTE'],
    label: 'The courier cancelled the delivery after review',
  },
  {
    from: 'DELIVERED',
    to: 'RETURNED',
    actors: ['STAFF'],
    guard: physical,
    effects: ['RELEASE_STOCK', 'ISSUE_CREDIT_NOTE'],
    label: 'The customer returned the goods',
  },
  {
    from: 'DELIVERED',
    to: 'REFUNDED',
    actors: ['STAFF'],
    guard: paid,
    effects: ['MARK_REFUNDED', 'REVOKE_ENTITLEMENTS', 'ISSUE_CREDIT_NOTE'],
    label: 'Refund without return',
  },
  {
    from: 'CANCELLED',
    to: 'REFUNDED',
    actors: ['STAFF'],
    guard: paid,
    effects: ['MARK_REFUNDED', 'REVOKE_ENTITLEMENTS', 'ISSUE_CREDIT_NOTE'],
    label: 'Refund the payment',
  },
  {
    from: 'RETURNED',
    to: 'REFUNDED',
    actors: ['STAFF'],
    guard: paid,
    effects: ['MARK_REFUNDED', 'REVOKE_ENTITLEMENTS', 'ISSUE_CREDIT_NOTE'],
    label: 'Refund the payment',
  },
];

/** Extra conditions that depend on who acts (the table lists who may act at all). */
function actorGuard(actor: TransitionActor, transition: Transition, order: OrderFacts): string | null {
  if (actor === 'CUSTOMER' && transition.to === 'CANCELLED') return unpaid(order);
  return null;
}

export type TransitionCheck = { allowed: true; transition: Transition } | { allowed: false; reason: string };

/** Whether `actor` may move the order to `to` now; the reason names the current status when not. */
export function checkTransition(order: OrderFacts, to: OrderStatus, actor: TransitionActor, now = new Date()): TransitionCheck {
  // One change may have a row per actor (its effects differ: a courier's correction is not a customer's return).
  const between = ORDER_TRANSITIONS.filter((t) => t.from === order.status && t.to === to);
  const transition = between.find((t) => t.actors.includes(actor)) ?? between[0];
  if (!transition) return { allowed: false, reason: `An order that is ${statusLabel(order.status)} cannot become ${statusLabel(to)}.` };
  if (!transition.actors.includes(actor)) {
    return { allowed: false, reason: `An order that is ${statusLabel(order.status)} cannot be moved to ${statusLabel(to)} by ${actorLabel(actor)}.` };
  }
  const refusal = transition.guard?.(order, now) ?? actorGuard(actor, transition, order);
  return refusal ? { allowed: false, reason: `The order is ${statusLabel(order.status)}: ${refusal}` } : { allowed: true, transition };
}

/** The transitions `actor` may take now. */
export function availableTransitions(order: OrderFacts, actor: TransitionActor, now = new Date()): Transition[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === order.status && t.actors.includes(actor) && checkTransition(order, t.to, actor, now).allowed);
}

export function statusLabel(status: OrderStatus): string {
  return status.toLowerCase().replace(/_/g, ' ');
}

function actorLabel(actor: TransitionActor): string {
  return actor === 'CUSTOMER' ? 'the customer' : actor === 'STAFF' ? 'staff' : 'the shop';
}
