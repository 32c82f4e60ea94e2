/**
 * The signed-in customer's cart. Every change runs in one transaction that first takes the cart
 * row's lock (SELECT … FOR UPDATE), so concurrent adds and quantity changes on one cart apply one
 * after another; the coupon is re-checked at the end of each change and dropped, with its reason,
 * when it no longer applies. GraphQL and the REST shim call these functions.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { ProductKind, type Cart, type DeliveryPlace, type Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { COUPON_INVALID_REASONS, couponMessage, type CouponInvalidReason } from '../coupons/coupon-rules.ts';
import { CouponInvalidError } from '../coupons/coupons.errors.ts';
import { couponTerms, normalizeCode, usesBy } from '../coupons/coupons.service.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';
import { entitledProductIds, isEntitled } from '../library/entitlements.ts';
import { AlreadyOwnedError } from '../library/library.errors.ts';
import { cartTotals, type CartTotals } from './cart-totals.ts';
import { OutOfStockError } from './cart.errors.ts';
import { localId, UUID } from '../../graphql/global-ids.ts';

type Db = PrismaClient | Prisma.TransactionClient;
export type CartCtx = Pick<Context, 'prisma' | 'viewer'>;

/** Most units of one product (or variant) in one cart. */
export const MAX_LINE_QUANTITY = 100;
/** Most different products in one cart. */
export const MAX_CART_LINES = 100;
const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

/** The GraphQL type name of each product kind (Relay global ids of products). */
export const PRODUCT_TYPENAMES: Readonly<Record<ProductKind, string>> = {
  BOOK: 'Book',
  EBOOK: 'Ebook',
  STATIONERY: 'Stationery',
  BUNDLE: 'Bundle',
  CONTENT: 'Content',
};
const KIND_BY_TYPENAME = new Map(Object.entries(PRODUCT_TYPENAMES).map(([kind, name]) => [name, kind as ProductKind]));

/** The REST `type` of an add (seed §3, default 'book'): book, ebook, stationery (or the old 'stationary'), bundle, content. */
export function kindFromType(type: unknown): ProductKind | null {
  if (type === undefined || type === null || type === '') return 'BOOK';
  if (typeof type !== 'string') return null;
  const key = type.trim().toUpperCase();
  if (key === 'STATIONARY') return 'STATIONERY';
  return (Object.values(ProductKind) as string[]).includes(key) ? (key as ProductKind) : null;
}

const LINE_INCLUDE = {
  product: { select: { id: true, kind: true, title: true, slug: true, price: true, stock: true, published: true, sectionId: true } },
  variant: { select: { id: true, label: true, stock: true } },
} as const satisfies Prisma.CartLineInclude;

type LineRow = Prisma.CartLineGetPayload<{ include: typeof LINE_INCLUDE }>;

/** The most of this line's product (or variant) one cart may hold now. */
export function maxQuantity(line: Pick<LineRow, 'product' | 'variant'>): number {
  if (isDigitalKind(line.product.kind)) return 1;
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, line.variant ? line.variant.stock : line.product.stock));
}

export interface CartLineView extends LineRow {
  /** Poisha: current unit price × quantity. */
  lineTotal: number;
  /** False once the product is unpublished: the line stays but does not count. */
  available: boolean;
  maxQuantity: number;
}

export interface CouponNotice {
  code: string;
  reason: CouponInvalidReason;
  message: string;
}

/** A cart with its lines and its summary (seed §3), computed now. */
export interface CartView extends CartTotals {
  cart: Cart;
  lines: CartLineView[];
  /** The applied coupon, null when none or when it no longer applies. */
  coupon: { id: string; code: string; description: string; discountType: 'PERCENT' | 'FIXED'; value: number; maxDiscount: number | null } | null;
  /** Why the coupon the customer applied does not count (any more). */
  couponNotice: CouponNotice | null;
}

/** The user's cart row, created on first use (concurrent first uses create one). */
export async function ensureCart(db: Db, userId: string): Promise<Cart> {
  await db.$executeRaw`
    INSERT INTO "Cart" ("id", "userId", "updatedAt") VALUES (${randomUUID()}::uuid, ${userId}::uuid, CURRENT_TIMESTAMP)
    ON CONFLICT ("userId") DO NOTHING`;
  return db.cart.findUniqueOrThrow({ where: { userId } });
}

/** Takes the cart row's lock for the rest of the transaction. */
export async function lockCart(tx: Prisma.TransactionClient, userId: string): Promise<Cart> {
  await ensureCart(tx, userId);
  await tx.$queryRaw`SELECT "id" FROM "Cart" WHERE "userId" = ${userId}::uuid FOR UPDATE`;
  return tx.cart.findUniqueOrThrow({ where: { userId } });
}

/** Of these bundles, the ones holding something physical (a book, stationery): the others hold only ebooks and courses and never ship. */
export async function bundlesThatShip(db: Db, bundleIds: readonly string[]): Promise<Set<string>> {
  if (bundleIds.length === 0) return new Set();
  const items = await db.bundleItem.findMany({
    where: { bundleId: { in: [...new Set(bundleIds)] }, product: { kind: { notIn: ['EBOOK', 'CONTENT'] } } },
    select: { bundleId: true },
    distinct: ['bundleId'],
  });
  return new Set(items.map((item) => item.bundleId));
}

/** Computes a cart's view: lines, totals, the coupon's check. Reads only. */
export async function cartView(db: Db, cart: Cart, now = new Date()): Promise<CartView> {
  // One after another: inside a transaction the queries share one connection anyway.
  const rows = await db.cartLine.findMany({ where: { cartId: cart.id }, include: LINE_INCLUDE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const rules = await db.deliveryZoneRule.findMany();
  const coupon = cart.couponId
    ? await db.coupon.findUnique({ where: { id: cart.couponId }, include: { sections: { select: { sectionId: true } } } })
    : null;
  const lines = rows.map((row) => ({
    ...row,
    lineTotal: row.product.price * row.quantity,
    available: row.product.published,
    maxQuantity: maxQuantity(row),
  }));
  const counted = lines.filter((line) => line.available);
  const shipping = await bundlesThatShip(db, counted.filter((line) => line.product.kind === 'BUNDLE').map((line) => line.productId));
  const totals = cartTotals({
    lines: counted.map((line) => ({
      kind: line.product.kind,
      sectionId: line.product.sectionId,
      unitPrice: line.product.price,
      quantity: line.quantity,
      ...(line.product.kind === 'BUNDLE' ? { ships: shipping.has(line.productId) } : {}),
    })),
    place: cart.deliveryPlace,
    rules,
    coupon: coupon ? { terms: await couponTerms(db, coupon), userUses: await usesBy(db, coupon.id, cart.userId), userId: cart.userId } : null,
    now,
  });
  let couponNotice: CouponNotice | null = null;
  if (coupon && totals.couponCheck && !totals.couponCheck.valid) {
    couponNotice = { code: coupon.code, reason: totals.couponCheck.reason, message: totals.couponCheck.message };
  } else if (!coupon && cart.droppedCouponCode && isReason(cart.droppedCouponReason)) {
    const terms = await db.coupon.findUnique({ where: { code: cart.droppedCouponCode }, select: { minOrder: true, perUserLimit: true } });
    couponNotice = {
      code: cart.droppedCouponCode,
      reason: cart.droppedCouponReason,
      message: `The coupon ${cart.droppedCouponCode} was removed from your cart. ${couponMessage(cart.droppedCouponReason, terms ?? undefined)}`,
    };
  }
  const applied = coupon && totals.couponCheck?.valid ? coupon : null;
  return {
    ...totals,
    cart: applied ? cart : { ...cart, couponId: null },
    lines,
    coupon: applied && {
      id: applied.id,
      code: applied.code,
      description: applied.description,
      discountType: applied.discountType,
      value: applied.value,
      maxDiscount: applied.maxDiscount,
    },
    couponNotice,
  };
}

function isReason(value: string | null): value is CouponInvalidReason {
  return (COUPON_INVALID_REASONS as readonly (string | null)[]).includes(value);
}

// GraphQL resolves several cart fields from one view per request; a change forgets it.
const viewsByRequest = new WeakMap<object, Map<string, Promise<CartView>>>();

/** The view of a cart, computed once per request (GraphQL fields share it). */
export function cartViewOnce(ctx: CartCtx, cart: Cart): Promise<CartView> {
  let views = viewsByRequest.get(ctx);
  if (!views) viewsByRequest.set(ctx, (views = new Map()));
  let view = views.get(cart.id);
  if (!view) views.set(cart.id, (view = cartView(ctx.prisma, cart)));
  return view;
}

/** The signed-in user's cart (created on first use) and its view. */
export async function viewerCart(ctx: CartCtx): Promise<CartView> {
  const cart = await ensureCart(ctx.prisma, requireViewerId(ctx));
  return cartViewOnce(ctx, cart);
}

/** Runs one change of the viewer's cart in a transaction holding the cart's lock; returns the new view. */
export async function changeCart(ctx: CartCtx, change: (tx: Prisma.TransactionClient, cart: Cart) => Promise<void>): Promise<CartView> {
  const userId = requireViewerId(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    await change(tx, cart);
    await settleCoupon(tx, cart.id);
  }, TX_OPTIONS);
  viewsByRequest.delete(ctx);
  return viewerCart(ctx);
}

/** Drops the cart's coupon, remembering why, when the changed cart no longer qualifies. */
async function settleCoupon(tx: Prisma.TransactionClient, cartId: string) {
  const cart = await tx.cart.findUniqueOrThrow({ where: { id: cartId } });
  if (!cart.couponId) return;
  const view = await cartView(tx, cart);
  if (view.coupon || !view.couponNotice) return;
  await tx.cart.update({
    where: { id: cart.id },
    data: { couponId: null, droppedCouponCode: view.couponNotice.code, droppedCouponReason: view.couponNotice.reason },
  });
}

const quantitySchema = z
  .number({ error: 'Enter a quantity' })
  .int('The quantity must be a whole number')
  .min(1, 'The quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one item fit in a cart`);

const addSchema = z.object({
  productId: z.string({ error: 'Choose a product' }).trim().min(1, 'Choose a product'),
  kind: z.enum(ProductKind).nullish(),
  quantity: quantitySchema.nullish().transform((v) => v ?? 1),
  source: z
    .string({ error: 'The source must be text' })
    .trim()
    .max(100, 'Keep the source under 100 characters')
    .nullish()
    .transform((v) => v ?? ''),
  variantId: z.string().trim().regex(UUID, 'No such variant').nullish(),
});

export interface AddToCartInput {
  /** A product UUID, a Relay global id of a product, or a slug. */
  productId: unknown;
  /** When set (REST `type`), the product must be of this kind. */
  kind?: ProductKind | null;
  quantity?: unknown;
  source?: unknown;
  variantId?: unknown;
}

/**
 * Adds a published product to the viewer's cart (or more of one already there). Digital kinds go
 * in once with quantity 1; physical kinds are limited by stock (OutOfStockError).
 */
export function addToCart(ctx: CartCtx, input: AddToCartInput): Promise<CartView> {
  const parsed = parseInput(addSchema, input);
  const global = localId(parsed.productId, [...KIND_BY_TYPENAME.keys()]);
  const kind = parsed.kind ?? (global?.typename ? KIND_BY_TYPENAME.get(global.typename)! : undefined);
  if (global?.typename && parsed.kind && KIND_BY_TYPENAME.get(global.typename) !== parsed.kind) throw productNotFound();
  return changeCart(ctx, async (tx, cart) => {
    const product = await tx.product.findFirst({
      where: { published: true, ...(kind ? { kind } : {}), ...(global ? { id: global.id } : { slug: parsed.productId }) },
      include: { variants: { orderBy: { position: 'asc' } } },
    });
    if (!product) throw productNotFound();
    const digital = isDigitalKind(product.kind);
    if (digital && (await isEntitled(tx, cart.userId, product.id))) {
      throw new AlreadyOwnedError(product.id, product.title, product.kind as 'EBOOK' | 'CONTENT');
    }
    if (product.kind === 'BUNDLE') {
      // A bundle holding an ebook or course the customer owns would sell it to them twice.
      const items = await tx.bundleItem.findMany({
        where: { bundleId: product.id, product: { kind: { in: ['EBOOK', 'CONTENT'] } } },
        select: { product: { select: { id: true, title: true, kind: true } } },
        orderBy: { position: 'asc' },
      });
      const owned = await entitledProductIds(tx, cart.userId, items.map((item) => item.product.id));
      const item = items.find((i) => owned.has(i.product.id));
      if (item) throw new AlreadyOwnedError(item.product.id, item.product.title, item.product.kind as 'EBOOK' | 'CONTENT', product.title);
    }
    if (digital && parsed.quantity !== 1) {
      throw new ValidationError([{ field: 'quantity', message: `${product.title} is bought once: the quantity is always 1.` }]);
    }
    let variant = null;
    if (parsed.variantId) {
      variant = product.variants.find((v) => v.id === parsed.variantId?.toLowerCase()) ?? null;
      if (!variant) throw new NotFoundError('Variant', 'No such variant of this product.');
    } else if (product.kind === 'STATIONERY' && product.variants.length === 1) {
      variant = product.variants[0]!;
    } else if (product.kind === 'STATIONERY' && product.variants.length > 1) {
      throw new ValidationError([
        { field: 'variantId', message: `Choose one of: ${product.variants.map((v) => v.label).join(', ')}.` },
      ]);
    }
    const existing = await tx.cartLine.findFirst({ where: { cartId: cart.id, productId: product.id, variantId: variant?.id ?? null } });
    if (existing && digital) return;
    const quantity = (existing?.quantity ?? 0) + parsed.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      throw new ValidationError([{ field: 'quantity', message: `At most ${MAX_LINE_QUANTITY} of one item fit in a cart` }]);
    }
    if (!digital) {
      const stock = variant ? variant.stock : product.stock;
      const title = variant ? `${product.title} (${variant.label})` : product.title;
      if (quantity > stock) throw new OutOfStockError(title, Math.max(0, stock), quantity);
    }
    if (existing) {
      await tx.cartLine.update({ where: { id: existing.id }, data: { quantity } });
      return;
    }
    if ((await tx.cartLine.count({ where: { cartId: cart.id } })) >= MAX_CART_LINES) {
      throw new ValidationError([{ field: 'productId', message: `A cart holds at most ${MAX_CART_LINES} different items` }]);
    }
    await tx.cartLine.create({
      data: { cartId: cart.id, productId: product.id, variantId: variant?.id ?? null, quantity, source: parsed.source },
    });
  });
}

function productNotFound() {
  return new NotFoundError('Product', 'This product is not available.');
}

function lineNotFound() {
  return new NotFoundError('Cart line', 'This item is not in your cart.');
}

/** The line's database id from a cart line id (UUID or Relay global id). */
function lineIdOf(value: unknown): string {
  const local = localId(value, ['CartLine']);
  if (!local) throw lineNotFound();
  return local.id;
}

/** Sets the quantity of one line of the viewer's cart (a line of someone else's cart is NotFound). */
export function updateCartLineQuantity(ctx: CartCtx, input: { lineId: unknown; quantity: unknown }): Promise<CartView> {
  const { quantity } = parseInput(z.object({ quantity: quantitySchema }), input);
  const lineId = lineIdOf(input.lineId);
  return changeCart(ctx, async (tx, cart) => {
    const line = await tx.cartLine.findFirst({ where: { id: lineId, cartId: cart.id }, include: LINE_INCLUDE });
    if (!line) throw lineNotFound();
    if (isDigitalKind(line.product.kind) && quantity !== 1) {
      throw new ValidationError([{ field: 'quantity', message: `${line.product.title} is bought once: the quantity is always 1.` }]);
    }
    const stock = line.variant ? line.variant.stock : line.product.stock;
    if (!isDigitalKind(line.product.kind) && quantity > line.quantity && quantity > stock) {
      const title = line.variant ? `${line.product.title} (${line.variant.label})` : line.product.title;
      throw new OutOfStockError(title, Math.max(0, stock), quantity);
    }
    await tx.cartLine.update({ where: { id: line.id }, data: { quantity } });
  });
}

/** Removes one line of the viewer's cart. */
export function removeCartLine(ctx: CartCtx, input: { lineId: unknown }): Promise<CartView> {
  const lineId = lineIdOf(input.lineId);
  return changeCart(ctx, async (tx, cart) => {
    const { count } = await tx.cartLine.deleteMany({ where: { id: lineId, cartId: cart.id } });
    if (count === 0) throw lineNotFound();
  });
}

/** Applies a coupon code to the viewer's cart; CouponInvalidError (with the reason) when it does not apply. */
export function applyCoupon(ctx: CartCtx, input: { code: unknown }): Promise<CartView> {
  const { code } = parseInput(
    z.object({ code: z.string({ error: 'Enter a coupon code' }).transform(normalizeCode).pipe(z.string().min(1, 'Enter a coupon code').max(60, 'This coupon code does not exist.')) }),
    input,
  );
  return changeCart(ctx, async (tx, cart) => {
    const coupon = await tx.coupon.findUnique({ where: { code } });
    if (!coupon) throw CouponInvalidError.of('NOT_FOUND', code);
    const view = await cartView(tx, { ...cart, couponId: coupon.id });
    if (!view.coupon) {
      const reason = view.couponNotice?.reason ?? 'NOT_APPLICABLE';
      throw new CouponInvalidError(reason, code, view.couponNotice?.message);
    }
    await tx.cart.update({ where: { id: cart.id }, data: { couponId: coupon.id, droppedCouponCode: null, droppedCouponReason: null } });
  });
}

/** Takes the coupon off the viewer's cart (and forgets a dropped one's notice). */
export function removeCoupon(ctx: CartCtx): Promise<CartView> {
  return changeCart(ctx, async (tx, cart) => {
    await tx.cart.update({ where: { id: cart.id }, data: { couponId: null, droppedCouponCode: null, droppedCouponReason: null } });
  });
}

/** Reads a delivery place: DHAKA / OUTSIDE_DHAKA, or the REST spellings dhaka, inside-dhaka, outside, outside-dhaka. */
export function parseDeliveryPlace(value: unknown): DeliveryPlace {
  const key = typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '_') : '';
  if (key === 'DHAKA' || key === 'INSIDE_DHAKA') return 'DHAKA';
  if (key === 'OUTSIDE' || key === 'OUTSIDE_DHAKA') return 'OUTSIDE_DHAKA';
  throw new ValidationError([{ field: 'place', message: 'Choose Dhaka or outside Dhaka' }]);
}

/** Chooses where the viewer's parcel goes; the delivery charge follows (it replaces the old one). */
export function setDeliveryPlace(ctx: CartCtx, input: { place: unknown }): Promise<CartView> {
  const place = parseDeliveryPlace(input.place);
  return changeCart(ctx, async (tx, cart) => {
    await tx.cart.update({ where: { id: cart.id }, data: { deliveryPlace: place } });
  });
}
