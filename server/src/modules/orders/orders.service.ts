/**
 * Orders: placing one from the cart, and moving it through the state machine as its customer or as
 * staff. Placement is one transaction holding the cart row's lock (so repeats of one customer's
 * placement run one after another): it re-prices the cart with the cart's own rules, takes stock
 * with conditional updates, redeems the coupon, snapshots everything and empties the cart.
 */
import { createHash } from 'node:crypto';
import { readsEveryOrder } from './order-readers.ts';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { DeliveryPlace, PaymentMethod, type Order, type OrderStatus, type Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { deliveryPlaceOf, findDistrict } from '../../shared/districts.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { normalizePhone } from '../accounts/identifiers.ts';
import { sendSms } from '../accounts/integrations/sms.ts';
import { textLanguage, type CustomerText, type TextRecipient } from '../accounts/language.ts';
import { translate } from '../../i18n/translate.ts';
import { smsMoney } from '../../i18n/sms-money.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { cartView, lockCart } from '../cart/cart.service.ts';
import { localId } from '../../graphql/global-ids.ts';
import { CouponInvalidError } from '../coupons/coupons.errors.ts';
import { redeemCoupon } from '../coupons/coupons.service.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';
import { digitalItemsOf, refuseHeldDigitalItems } from './digital-once.ts';
import { stockChanged, takeStock, unitsFor, type StockLine } from './order-stock.ts';
import { PLACEMENT_EFFECTS } from './order-state-machine.ts';
import { lockOrder, recordOrderEvent, runEffects, transitionLockedOrder, type Actor } from './order-transitions.ts';
import { amountUnavailableReason, isPaymentMethodEnabled } from '../payments/providers/index.ts';
import { activeJoiningId } from '../referrals/active-code.ts';
import { IdempotencyKeyReusedError, PaymentMethodUnavailableError, PriceChangedError } from './orders.errors.ts';

export type OrdersCtx = Pick<Context, 'prisma' | 'viewer' | 'remote' | 'services' | 'log'>;

const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** Statuses whose orders count as sales (placed and not undone). */
export const SALE_STATUSES = ['PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED'] as const satisfies readonly OrderStatus[];

const placeOrderSchema = z.object({
  idempotencyKey: z.string({ error: 'The checkout key is missing' }).trim().min(8, 'The checkout key is too short').max(100, 'The checkout key is too long'),
  paymentMethod: z.enum(PaymentMethod, { error: 'Choose how to pay' }),
  deliveryPlace: z.enum(DeliveryPlace).nullish().transform((v) => v ?? null),
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(100, 'Keep the name under 100 characters'),
  phone: z
    .string({ error: 'Enter your phone number' })
    .transform((v, ctx) => normalizePhone(v) ?? (ctx.addIssue({ code: 'custom', message: 'Enter a Bangladeshi mobile number (01XXXXXXXXX)' }), z.NEVER)),
  address: z.string().trim().max(500, 'Keep the address under 500 characters').nullish().transform((v) => v ?? ''),
  district: z.string().trim().max(60, 'Choose your district from the list').nullish().transform((v) => v || null),
  expectedNetPoisha: z.number({ error: 'The total you saw is missing' }).int().min(0),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

interface DeliveryWhere {
  place: DeliveryPlace;
  address: string;
  /** The district's English name. */
  district: string;
}

function placeOfDistrict(text: string | null): DeliveryPlace | null {
  const district = findDistrict(text);
  return district ? deliveryPlaceOf(district) : null;
}

/**
 * Where a parcel goes: an address, one of the 64 districts, and the delivery place that district
 * belongs to. A place that contradicts the district (Chattogram with Inside Dhaka) is refused, so the
 * charge always matches where the parcel really goes.
 */
function deliveryWhere(input: { deliveryPlace: DeliveryPlace | null; address: string; district: string | null }): DeliveryWhere {
  const problems: { field: string; message: string }[] = [];
  if (!input.address) problems.push({ field: 'address', message: 'Enter the delivery address' });
  const district = findDistrict(input.district);
  if (!district) problems.push({ field: 'district', message: input.district ? 'Choose your district from the list' : 'Choose your district' });
  const place = district ? deliveryPlaceOf(district) : null;
  if (district && input.deliveryPlace && input.deliveryPlace !== place) {
    problems.push({
      field: 'deliveryPlace',
      message:
        place === 'DHAKA'
          ? `${district.name} is inside Dhaka: choose Inside Dhaka for this address.`
          : `${district.name} is outside Dhaka: choose Outside Dhaka for this address (Inside Dhaka is for Dhaka district only).`,
    });
  }
  if (problems.length || !district || !place) throw new ValidationError(problems);
  return { place, address: input.address, district: district.name };
}

/** The human order number: PG-{year}-{serial, at least 6 digits}. */
export function orderNumber(serial: number, at: Date): string {
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(at);
  return `PG-${year}-${String(serial).padStart(6, '0')}`;
}

/** The order id from a Relay global id of an Order or a bare UUID (NotFoundError otherwise). */
export function orderIdOf(value: unknown): string {
  const local = localId(value, ['Order']);
  if (!local) throw orderNotFound();
  return local.id;
}

export function orderNotFound() {
  return new NotFoundError('Order', 'No such order.');
}

/** SHA-256 of a placement request without its idempotency key (online and counter placements alike). */
export function hashRequest(input: { idempotencyKey: string }): string {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/**
 * The order an earlier placement with the same idempotency key made (`where`), or null when there is
 * none. The same key with another request (or when `refuse` says the repeat means something else) is
 * IdempotencyKeyReusedError. The caller holds the lock that serialises repeats of one key.
 */
export async function repeatedPlacement(
  tx: Prisma.TransactionClient,
  where: Prisma.OrderWhereUniqueInput,
  requestHash: string,
  refuse: () => Promise<boolean> = async () => false,
): Promise<Order | null> {
  const existing = await tx.order.findUnique({ where });
  if (!existing) return null;
  if (existing.requestHash !== requestHash || (await refuse())) throw new IdempotencyKeyReusedError(existing.number);
  return existing;
}

/** One priced line of an order being placed, as the order keeps it. */
export type PlacementLine = Omit<Prisma.OrderLineCreateManyOrderInput, 'id' | 'orderId'> & StockLine & { position: number };

/** What the channel decided (who, what, how paid, totals); the core adds the number, the stock and the history. */
export interface Placement {
  lines: PlacementLine[];
  order: Omit<Prisma.OrderUncheckedCreateInput, 'serial' | 'number' | 'placedAt' | 'lines' | 'status'> & { status: keyof typeof PLACEMENT_EFFECTS };
  actor: Actor;
  message: string;
  now: Date;
  /** What the channel does with the new order before its history and effects (online: redeem the coupon, empty the cart). */
  afterCreate?: (order: Order) => Promise<void>;
}

/**
 * The core every placement goes through, online or at a counter, in the caller's transaction (which
 * holds the lock serialising repeats of its idempotency key): takes the lines' stock with conditional
 * updates (OutOfStockError rolls everything back), numbers the order, records it with its PLACED event
 * (which keeps the units taken, for returns) and runs the placement effects of its status
 * (PLACEMENT_EFFECTS: the invoice for a sale). Returns the order as stored after the effects.
 */
export async function placeLines(tx: Prisma.TransactionClient, placement: Placement): Promise<{ order: Order; takenFrom: string[] }> {
  const { lines, now } = placement;
  const bundleIds = lines.filter((l) => l.kind === 'BUNDLE').map((l) => l.productId);
  const items = bundleIds.length
    ? await tx.bundleItem.findMany({
        where: { bundleId: { in: bundleIds } },
        select: { bundleId: true, productId: true, quantity: true, product: { select: { kind: true, title: true } } },
      })
    : [];
  const physicalItems = new Map<string, { productId: string; quantity: number; title: string }[]>();
  for (const item of items.filter((i) => !isDigitalKind(i.product.kind))) {
    const list = physicalItems.get(item.bundleId) ?? [];
    list.push({ productId: item.productId, quantity: item.quantity, title: item.product.title });
    physicalItems.set(item.bundleId, list);
  }
  const stock = unitsFor(lines, physicalItems);
  await takeStock(tx, stock);

  const [next] = await tx.$queryRaw<{ serial: bigint }[]>`SELECT nextval(pg_get_serial_sequence('"Order"', 'serial')) AS "serial"`;
  const serial = Number(next!.serial);
  const created = await tx.order.create({
    data: { ...placement.order, serial, number: orderNumber(serial, now), placedAt: now, lines: { createMany: { data: lines } } },
  });
  await placement.afterCreate?.(created);
  await recordOrderEvent(tx, {
    orderId: created.id,
    type: 'PLACED',
    actor: placement.actor,
    to: created.status,
    message: placement.message,
    data: { stock: stock.units as unknown as Prisma.InputJsonObject },
    at: now,
  });
  const effects = PLACEMENT_EFFECTS[placement.order.status];
  await runEffects(tx, created, effects, now);
  const order = effects.length ? await tx.order.findUniqueOrThrow({ where: { id: created.id } }) : created;
  return { order, takenFrom: Object.keys(stock.units.products) };
}

/**
 * Places the viewer's cart as an order. A repeat with the same idempotency key returns the order
 * the first one made (`created: false`); the same key with another request is IdempotencyKeyReusedError.
 * Expected failures (nothing is written): ValidationError, PaymentMethodUnavailableError, PriceChangedError,
 * OutOfStockError, CouponInvalidError, AlreadyOwnedError and AwaitingPaymentError (an ebook or course
 * the customer holds or is paying for in another order: digital-once.ts).
 */
export async function placeOrder(ctx: OrdersCtx, raw: PlaceOrderInput, now = new Date()): Promise<{ order: Order; created: boolean }> {
  const userId = requireViewerId(ctx);
  const input = parseInput(placeOrderSchema, raw);
  // An order the shop could never be paid for would only hold stock until it expires.
  if (input.paymentMethod !== 'COD' && !isPaymentMethodEnabled(ctx.services.payments, input.paymentMethod)) {
    throw new PaymentMethodUnavailableError(input.paymentMethod);
  }
  const requestHash = hashRequest(input);
  const result = await ctx.prisma.$transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    const existing = await repeatedPlacement(tx, { customerId_idempotencyKey: { customerId: userId, idempotencyKey: input.idempotencyKey } }, requestHash, async () =>
      // A cart filled again since: the client means a new order, not the one this key made.
      (await tx.cartLine.count({ where: { cartId: cart.id } })) > 0,
    );
    if (existing) return { order: existing, created: false, takenFrom: [] as string[] };
    // The place follows from the district (checked below when something is delivered).
    const place = input.deliveryPlace ?? placeOfDistrict(input.district) ?? cart.deliveryPlace;
    const view = await cartView(tx, { ...cart, deliveryPlace: place }, now);
    if (view.lines.length === 0) throw new ValidationError([{ field: 'cart', message: 'Your cart is empty.' }]);
    const gone = view.lines.find((line) => !line.available);
    if (gone) throw new ValidationError([{ field: 'cart', message: `${gone.product.title} is no longer sold: remove it from your cart.` }]);
    // One ebook, one payment (digital-once.ts): the cart's lock is the customer's purchase lock.
    const digitalItems = await digitalItemsOf(tx, view.lines.map((line) => ({ productId: line.productId, kind: line.product.kind, title: line.product.title })));
    await refuseHeldDigitalItems(tx, userId, digitalItems, now);
    if (cart.couponId && !view.coupon) {
      const notice = view.couponNotice;
      throw new CouponInvalidError(notice?.reason ?? 'NOT_APPLICABLE', notice?.code ?? '', notice?.message);
    }
    let where: DeliveryWhere | null = null;
    if (view.needsDelivery) where = deliveryWhere(input);
    else if (input.paymentMethod === 'COD') {
      // Nothing is delivered, so nobody could collect the cash: digital goods are paid online.
      throw new ValidationError([{ field: 'paymentMethod', message: 'Cash on delivery needs something to deliver: pay ebooks and courses online.' }]);
    }
    if (view.netPrice !== input.expectedNetPoisha) throw new PriceChangedError(input.expectedNetPoisha, view.netPrice);
    // A gateway that would refuse this amount (SSLCommerz under ৳10) is not offered for it: nothing is held.
    const amountReason = amountUnavailableReason(input.paymentMethod, view.netPrice);
    if (amountReason) throw new PaymentMethodUnavailableError(input.paymentMethod, amountReason);

    const lines = view.lines.map((line, position) => ({
      productId: line.productId,
      kind: line.product.kind,
      variantId: line.variantId,
      variantLabel: line.variant?.label ?? null,
      title: line.variant ? `${line.product.title} (${line.variant.label})` : line.product.title,
      sectionId: line.product.sectionId,
      unitPrice: line.product.price,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      source: line.source,
      position,
    }));
    // Nothing to pay (a coupon covers the whole total): no gateway is involved, the order is placed as paid below.
    const free = view.netPrice === 0;
    const online = input.paymentMethod !== 'COD' && !free;
    const placed = await placeLines(tx, {
      lines,
      order: {
        customerId: userId,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        status: online || free ? 'PENDING_PAYMENT' : 'PLACED',
        paymentMethod: input.paymentMethod,
        deliveryPlace: where?.place ?? null,
        name: input.name,
        phone: input.phone,
        // The district is kept on its own and also ends the address, as couriers and invoices print it.
        address: where ? `${where.address}, ${where.district}` : input.address,
        district: where?.district ?? null,
        goodsTotal: view.totalPrice,
        discountTotal: view.discountedAmount,
        deliveryCharge: view.deliveryCharges,
        netTotal: view.netPrice,
        couponId: view.coupon?.id ?? null,
        couponCode: view.coupon?.code ?? null,
        joiningId: await activeJoiningId(tx, cart.joiningId),
        expiresAt: online || free ? new Date(now.getTime() + ctx.services.config.orders.paymentMinutes * 60_000) : null,
      },
      actor: { kind: 'CUSTOMER', id: userId },
      message: free ? 'Order placed; nothing to pay' : online ? 'Order placed; waiting for the online payment' : 'Order placed; cash on delivery',
      now,
      afterCreate: async (order) => {
        if (view.coupon) await redeemCoupon(tx, { couponId: view.coupon.id, userId, discount: view.discountedAmount, orderId: order.id, now });
        await tx.cartLine.deleteMany({ where: { cartId: cart.id } });
        await tx.cart.update({ where: { id: cart.id }, data: { couponId: null, droppedCouponCode: null, droppedCouponReason: null } });
      },
    });
    const created = placed.order;
    // The state machine's "payment received" step (marks it paid, opens its ebooks and courses) with no gateway.
    const order = free
      ? await transitionLockedOrder(tx, created, 'PLACED', { kind: 'SYSTEM', id: null }, { now, message: 'Nothing to pay: the coupon covers the whole total' })
      : created;
    return { order, created: true, takenFrom: placed.takenFrom };
  }, TX_OPTIONS);
  if (result.created) {
    const { order } = result;
    await stockChanged(ctx.services, result.takenFrom);
    const minutes = ctx.services.config.orders.paymentMinutes;
    await notifyCustomer(ctx, order.phone, (locale) => {
      const values = { number: order.number, total: smsMoney(order.netTotal, locale), minutes: formatNumber(minutes, locale) };
      return translate(locale, order.paymentStatus === 'PAID' ? 'sms.order.placedFree' : order.status === 'PLACED' ? 'sms.order.placedCod' : 'sms.order.saved', values);
    }, { customerId: order.customerId });
  }
  return result;
}

/** Texts the customer in their language (accounts/language.ts); a gateway failure is logged, never undoes the order. */
export async function notifyCustomer(
  ctx: Pick<Context, 'prisma' | 'services' | 'log'> & Partial<Pick<Context, 'viewer' | 'locale'>>,
  phone: string,
  text: CustomerText,
  recipient: TextRecipient = {},
) {
  try {
    await sendSms(ctx.prisma, ctx.services.sms, phone, text(await textLanguage(ctx, phone, recipient)));
  } catch (error) {
    ctx.log.warn({ err: error }, 'Order text message not sent');
  }
}

/**
 * Runs `change` on the locked order in one transaction; the order must belong to `ownerId` when given.
 * Products whose stock the change gives back (`stockChanged`) are told to the response cache after commit.
 */
async function changeOrder(
  ctx: Pick<Context, 'prisma' | 'services'>,
  orderId: string,
  ownerId: string | null,
  change: (tx: Prisma.TransactionClient, order: Order, stockChanged: Set<string>) => Promise<Order>,
): Promise<Order> {
  const changedStock = new Set<string>();
  const order = await ctx.prisma.$transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || (ownerId !== null && locked.customerId !== ownerId)) throw orderNotFound();
    return change(tx, locked, changedStock);
  }, TX_OPTIONS);
  await stockChanged(ctx.services, changedStock);
  return order;
}

/** The customer cancels their own order while the state machine allows it (OrderTransitionError otherwise). */
export function cancelOrder(ctx: OrdersCtx, input: { orderId: unknown }): Promise<Order> {
  const userId = requireViewerId(ctx);
  const actor: Actor = { kind: 'CUSTOMER', id: userId };
  return changeOrder(ctx, orderIdOf(input.orderId), userId, (tx, order, changedStock) =>
    transitionLockedOrder(tx, order, 'CANCELLED', actor, { message: 'Cancelled by the customer', stockChanged: changedStock }),
  );
}

const noteSchema = z.string().trim().max(1000, 'Keep the note under 1000 characters');

/** Staff (orders.manage) move an order to `to`; audited. */
export async function transitionOrder(ctx: OrdersCtx, input: { orderId: unknown; to: OrderStatus; note?: unknown }): Promise<Order> {
  const actor: Actor = { kind: 'STAFF', id: requireViewerId(ctx) };
  const note = parseInput(noteSchema.nullish(), input.note) ?? '';
  const orderId = orderIdOf(input.orderId);
  let from: OrderStatus | null = null;
  const order = await changeOrder(ctx, orderId, null, (tx, locked, changedStock) => {
    from = locked.status;
    return transitionLockedOrder(tx, locked, input.to, actor, { ...(note ? { data: { note } } : {}), stockChanged: changedStock });
  });
  await recordAudit(ctx, { action: 'orders.transitioned', targetType: 'Order', targetId: order.id, details: { number: order.number, from, to: input.to } });
  return order;
}

/** Staff add a note to an order's history (shown to the customer only when asked); audited. */
export async function addOrderNote(ctx: OrdersCtx, input: { orderId: unknown; message: unknown; visibleToCustomer?: boolean | null }): Promise<Order> {
  const actor: Actor = { kind: 'STAFF', id: requireViewerId(ctx) };
  const message = parseInput(z.object({ message: noteSchema.pipe(z.string().min(1, 'Write the note')) }), { message: input.message }).message;
  const orderId = orderIdOf(input.orderId);
  const order = await changeOrder(ctx, orderId, null, async (tx, locked) => {
    await recordOrderEvent(tx, { orderId: locked.id, type: 'NOTE', actor, message, visibleToCustomer: input.visibleToCustomer ?? false });
    return locked;
  });
  await recordAudit(ctx, { action: 'orders.note_added', targetType: 'Order', targetId: order.id, details: { number: order.number } });
  return order;
}

/** The viewer's own order, or any order for staff who read every order (order-readers.ts); NotFoundError alike for others' ids. */
export async function findVisibleOrder(
  ctx: Pick<Context, 'prisma' | 'viewer'>,
  id: unknown,
  // Pothos's selection (`include` of lines, events …), so the order's page is one query, not one per list.
  query: { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect } = {},
): Promise<Order> {
  const local = localId(id, ['Order']);
  if (!local || !ctx.viewer) throw orderNotFound();
  const staff = readsEveryOrder(ctx);
  // Only `__typename` asked for: an empty selection, which Prisma refuses; the whole row serves (the row rule reads customerId).
  const selection = query.select && Object.keys(query.select).length === 0 ? {} : query;
  const order = await ctx.prisma.order.findFirst({ ...selection, where: { id: local.id, ...(staff ? {} : { customerId: ctx.viewer.id }) } });
  if (!order) throw orderNotFound();
  return order;
}
