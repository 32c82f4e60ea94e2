/** Every status × every target × every actor against a table written out by hand (not derived from the machine). */
import type { OrderStatus } from '../../generated/prisma/client.ts';
import { checkTransition, ORDER_STATUSES, statusLabel, type OrderFacts, type TransitionActor } from './order-state-machine.ts';

const ACTORS: TransitionActor[] = ['CUSTOMER', 'STAFF', 'SYSTEM'];
const past = new Date('2026-01-01T00:00:00Z');
const now = new Date('2026-06-01T00:00:00Z');

/** `from>to:actor` allowed for a physical order, by payment situation. */
const ALLOWED: Record<'codUnpaid' | 'onlinePaid' | 'onlineUnpaidExpired', string[]> = {
  // No expiry time: EXPIRED is never due.
  codUnpaid: [
    'PENDING_PAYMENT>PLACED:SYSTEM',
    'PENDING_PAYMENT>CANCELLED:CUSTOMER',
    'PENDING_PAYMENT>CANCELLED:STAFF',
    'PLACED>PROCESSING:STAFF',
    'PLACED>CANCELLED:CUSTOMER',
    'PLACED>CANCELLED:STAFF',
    'PROCESSING>SHIPPED:STAFF',
    'PROCESSING>SHIPPED:SYSTEM',
    'PROCESSING>CANCELLED:STAFF',
    'SHIPPED>DELIVERED:STAFF',
    'SHIPPED>DELIVERED:SYSTEM',
    'SHIPPED>RETURNED:STAFF',
    'SHIPPED>RETURNED:SYSTEM',
    'DELIVERED>RETURNED:STAFF',
    'DELIVERED>RETURNED:SYSTEM',
  ],
  // Paid: the customer can no longer cancel; staff can refund what was cancelled, returned or delivered.
  onlinePaid: [
    'PENDING_PAYMENT>PLACED:SYSTEM',
    'PENDING_PAYMENT>CANCELLED:STAFF',
    'PLACED>PROCESSING:STAFF',
    'PLACED>CANCELLED:STAFF',
    'PROCESSING>SHIPPED:STAFF',
    'PROCESSING>SHIPPED:SYSTEM',
    'PROCESSING>CANCELLED:STAFF',
    'SHIPPED>DELIVERED:STAFF',
    'SHIPPED>DELIVERED:SYSTEM',
    'SHIPPED>RETURNED:STAFF',
    'SHIPPED>RETURNED:SYSTEM',
    'DELIVERED>RETURNED:STAFF',
    'DELIVERED>RETURNED:SYSTEM',
    'DELIVERED>REFUNDED:STAFF',
    'CANCELLED>REFUNDED:STAFF',
    'RETURNED>REFUNDED:STAFF',
  ],
  onlineUnpaidExpired: [
    'PENDING_PAYMENT>PLACED:SYSTEM',
    'PENDING_PAYMENT>EXPIRED:SYSTEM',
    'PENDING_PAYMENT>CANCELLED:CUSTOMER',
    'PENDING_PAYMENT>CANCELLED:STAFF',
    'PLACED>PROCESSING:STAFF',
    'PLACED>CANCELLED:CUSTOMER',
    'PLACED>CANCELLED:STAFF',
    'PROCESSING>SHIPPED:STAFF',
    'PROCESSING>SHIPPED:SYSTEM',
    'PROCESSING>CANCELLED:STAFF',
    'SHIPPED>DELIVERED:STAFF',
    'SHIPPED>DELIVERED:SYSTEM',
    'SHIPPED>RETURNED:STAFF',
    'SHIPPED>RETURNED:SYSTEM',
    'DELIVERED>RETURNED:STAFF',
    'DELIVERED>RETURNED:SYSTEM',
  ],
};

const FACTS: Record<keyof typeof ALLOWED, Omit<OrderFacts, 'status'>> = {
  codUnpaid: { paymentStatus: 'UNPAID', paymentMethod: 'COD', hasPhysicalGoods: true, expiresAt: null },
  onlinePaid: { paymentStatus: 'PAID', paymentMethod: 'SSLCOMMERZ', hasPhysicalGoods: true, expiresAt: null },
  onlineUnpaidExpired: { paymentStatus: 'UNPAID', paymentMethod: 'BKASH', hasPhysicalGoods: true, expiresAt: past },
};

const cases = (Object.keys(ALLOWED) as (keyof typeof ALLOWED)[]).flatMap((situation) =>
  ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.flatMap((to) => ACTORS.map((actor) => ({ situation, from, to, actor })))),
);

it.each(cases)('$situation: $from → $to by $actor', ({ situation, from, to, actor }) => {
  const check = checkTransition({ ...FACTS[situation], status: from as OrderStatus }, to as OrderStatus, actor, now);
  const expected = ALLOWED[situation].includes(`${from}>${to}:${actor}`);
  expect(check.allowed).toBe(expected);
  if (!check.allowed) expect(check.reason).toContain(statusLabel(from as OrderStatus));
});

it('does not expire an unpaid order before its time, and fulfils a paid digital-only order without shipping', () => {
  const pending: OrderFacts = { status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID', paymentMethod: 'SANDBOX', hasPhysicalGoods: false, expiresAt: new Date(now.getTime() + 60_000) };
  expect(checkTransition(pending, 'EXPIRED', 'SYSTEM', now)).toEqual({ allowed: false, reason: 'The order is pending payment: The time to pay has not run out yet.' });
  const digital: OrderFacts = { ...pending, status: 'PLACED', paymentStatus: 'PAID', expiresAt: null };
  expect(checkTransition(digital, 'DELIVERED', 'STAFF', now).allowed).toBe(true);
  expect(checkTransition(digital, 'PROCESSING', 'STAFF', now).allowed).toBe(false);
});
