/**
 * One ebook, one payment: a customer never pays twice for an ebook or a course, bought alone or in a
 * bundle. Two checks, each under the customer's purchase lock (their cart row, taken before any order
 * row), so two placements, a placement and a counter sale, or two payments of one customer run one
 * after another and only one of them can win:
 *
 * - placing an order (online or at a counter) is refused when one of its digital items is already
 *   the customer's (a live grant: AlreadyOwnedError, naming the bundle that holds it), waits for
 *   payment in another of their orders (AwaitingPaymentError, naming that order), or comes twice in
 *   the order itself (an ebook and a bundle holding it: ValidationError);
 * - a verified payment of an order whose digital item became the customer's meanwhile (another order
 *   was paid first, after the first one's payment time ran out) is not applied: it is recorded as a
 *   late payment to refund (PAID_NEEDS_REFUND, staff's refund queue) and the order stays unpaid.
 */
import type { Prisma, ProductKind } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { lockCart } from '../cart/cart.service.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';
import { entitledProductIds } from '../library/entitlements.ts';
import { AlreadyOwnedError } from '../library/library.errors.ts';
import { AwaitingPaymentError } from './orders.errors.ts';

type Db = Prisma.TransactionClient;

/** One ebook or course an order brings: its own line, or an item of a bundle line (`bundleTitle`). */
export interface DigitalItem {
  productId: string;
  title: string;
  kind: 'EBOOK' | 'CONTENT';
  bundleTitle: string | null;
}

/** The ebooks and courses these lines bring, in line order: their own lines, then each bundle's digital items. */
export async function digitalItemsOf(db: Pick<Prisma.TransactionClient, 'bundleItem'>, lines: readonly { productId: string; kind: ProductKind; title: string }[]): Promise<DigitalItem[]> {
  const items: DigitalItem[] = lines
    .filter((line) => isDigitalKind(line.kind))
    .map((line) => ({ productId: line.productId, title: line.title, kind: line.kind as DigitalItem['kind'], bundleTitle: null }));
  const bundles = lines.filter((line) => line.kind === 'BUNDLE');
  if (bundles.length === 0) return items;
  const rows = await db.bundleItem.findMany({
    where: { bundleId: { in: bundles.map((b) => b.productId) }, product: { kind: { in: ['EBOOK', 'CONTENT'] } } },
    select: { bundleId: true, product: { select: { id: true, title: true, kind: true } } },
    orderBy: { position: 'asc' },
  });
  for (const bundle of bundles) {
    for (const row of rows) {
      if (row.bundleId === bundle.productId) {
        items.push({ productId: row.product.id, title: row.product.title, kind: row.product.kind as DigitalItem['kind'], bundleTitle: bundle.title });
      }
    }
  }
  return items;
}

/** Takes the lock that serialises one customer's purchases of digital goods (their cart row); before any order row. */
export async function lockCustomerPurchases(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await lockCart(tx, userId);
}

/** The first of `items` the customer owns now (a live grant), or null. */
export async function firstOwned(db: Db, userId: string, items: readonly DigitalItem[]): Promise<DigitalItem | null> {
  const owned = await entitledProductIds(db, userId, items.map((item) => item.productId));
  return items.find((item) => owned.has(item.productId)) ?? null;
}

/** AlreadyOwnedError naming the item (and the bundle that holds it). */
export function alreadyOwnedError(item: DigitalItem): AlreadyOwnedError {
  return new AlreadyOwnedError(item.productId, item.title, item.kind, item.bundleTitle);
}

/**
 * Orders of the customer that will still be paid: online ones waiting for payment whose time has not
 * run out, and cash-on-delivery ones on their way (paid when delivered).
 */
function unpaidLiveOrders(userId: string, now: Date, exceptOrderId: string | null): Prisma.OrderWhereInput {
  return {
    customerId: userId,
    paymentStatus: 'UNPAID',
    ...(exceptOrderId ? { id: { not: exceptOrderId } } : {}),
    OR: [{ status: 'PENDING_PAYMENT', OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, { status: { in: ['PLACED', 'PROCESSING', 'SHIPPED'] } }],
  };
}

/** An item held: owned (`inOrder` null) or in another order still to be paid (its number). */
export interface HeldItem {
  item: DigitalItem;
  inOrder: string | null;
}

/** The first of `items` the customer owns, else the first in another of their orders still to be paid; null when none is held. */
export async function firstHeld(db: Db, userId: string, items: readonly DigitalItem[], now: Date, exceptOrderId: string | null = null): Promise<HeldItem | null> {
  if (items.length === 0) return null;
  const owned = await firstOwned(db, userId, items);
  if (owned) return { item: owned, inOrder: null };
  const ids = [...new Set(items.map((item) => item.productId))];
  const waiting = await db.orderLine.findMany({
    where: {
      order: unpaidLiveOrders(userId, now, exceptOrderId),
      OR: [{ productId: { in: ids } }, { kind: 'BUNDLE', product: { bundleItems: { some: { productId: { in: ids } } } } }],
    },
    select: { productId: true, order: { select: { number: true } }, product: { select: { bundleItems: { where: { productId: { in: ids } }, select: { productId: true } } } } },
  });
  for (const item of items) {
    const line = waiting.find((l) => l.productId === item.productId || l.product.bundleItems.some((b) => b.productId === item.productId));
    if (line) return { item, inOrder: line.order.number };
  }
  return null;
}

/**
 * Refuses a new order of `userId` bringing `items` (the caller holds lockCustomerPurchases): an item
 * twice in the order (ValidationError), one they own (AlreadyOwnedError), one in another of their orders
 * still to be paid — online and not run out of time, or cash on delivery on its way (AwaitingPaymentError).
 */
export async function refuseHeldDigitalItems(db: Db, userId: string, items: readonly DigitalItem[], now: Date): Promise<void> {
  const seen = new Map<string, DigitalItem>();
  for (const item of items) {
    const first = seen.get(item.productId);
    if (first) {
      const where = (i: DigitalItem) => (i.bundleTitle ? `in ${i.bundleTitle}` : 'on its own');
      throw new ValidationError([
        { field: 'cart', message: `${item.title} is in your order twice (${where(first)} and ${where(item)}): remove one of them, it is bought once.` },
      ]);
    }
    seen.set(item.productId, item);
  }
  const held = await firstHeld(db, userId, items, now);
  if (held?.inOrder) throw new AwaitingPaymentError(held.item.productId, held.item.title, held.inOrder);
  if (held) throw alreadyOwnedError(held.item);
}

/**
 * The first ebook or course of a stored order that its customer already owns or has in another order
 * still to be paid (see firstHeld), or null: such an order's payment is not taken.
 */
export async function heldItemOfOrder(db: Db, order: { id: string; customerId: string | null }, now: Date): Promise<HeldItem | null> {
  if (!order.customerId) return null;
  const lines = await db.orderLine.findMany({ where: { orderId: order.id }, select: { productId: true, kind: true, title: true }, orderBy: { position: 'asc' } });
  return firstHeld(db, order.customerId, await digitalItemsOf(db, lines), now, order.id);
}
