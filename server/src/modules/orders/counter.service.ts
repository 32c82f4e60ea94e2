/**
 * Shop-counter sales (/admin/shop-orders): staff sell across the counter of one of the shop's outlets.
 * A counter sale goes through the same placement core as the web shop (`placeLines`: the same
 * conditional stock updates, order numbers, history and state-machine effects) with the same
 * idempotency rules (a repeat of the staff member's key returns the sale it made). It is paid at the
 * counter (cash or bKash) and handed over at once, so it is placed DELIVERED and paid, and its
 * invoice is issued in the same transaction. The customer's phone is optional: when it belongs to an
 * account the sale is linked to it (it then appears in their orders); otherwise the order has none.
 *
 * Outlets are the shop's physical counters, a table admins edit (code, name, address, active). The
 * seed's route /admin/shop-orders/bmd is read as the list of one outlet's sales: `bmd` is an outlet
 * code (the seeded Banglamotor shop), and any other code works the same at /admin/shop-orders/{code}.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Order, Outlet, Prisma, ProductKind } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { translate } from '../../i18n/translate.ts';
import { smsMoney } from '../../i18n/sms-money.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { normalizePhone } from '../accounts/identifiers.ts';
import { PRODUCT_TYPENAMES } from '../cart/cart.service.ts';
import { localId } from '../../graphql/global-ids.ts';
import { inIdOrder, parseSearchQuery, rankedProductIds } from '../catalog/search.service.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';
import { digitalItemsOf, lockCustomerPurchases, refuseHeldDigitalItems } from './digital-once.ts';
import { stockChanged } from './order-stock.ts';
import { PriceChangedError } from './orders.errors.ts';
import { hashRequest, notifyCustomer, placeLines, repeatedPlacement, type OrdersCtx, type PlacementLine } from './orders.service.ts';

const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** Most different products in one counter sale, and most units of one. */
export const MAX_COUNTER_LINES = 50;
export const MAX_COUNTER_QUANTITY = 100;

/** How a counter sale is paid; cash is stored as the cash method (COD) with channel COUNTER ("Cash at the counter"). */
export const COUNTER_PAYMENTS = ['CASH', 'BKASH'] as const;
export type CounterPayment = (typeof COUNTER_PAYMENTS)[number];

const outletCode = z
  .string({ error: 'Choose the outlet' })
  .trim()
  .toLowerCase()
  .min(1, 'Choose the outlet')
  .max(20, 'Keep the outlet code under 20 characters');

const counterSaleSchema = z.object({
  idempotencyKey: z.string({ error: 'The sale key is missing' }).trim().min(8, 'The sale key is too short').max(100, 'The sale key is too long'),
  outletCode,
  payment: z.enum(COUNTER_PAYMENTS, { error: 'Choose cash or bKash' }),
  phone: z
    .string()
    .nullish()
    .transform((v, ctx) => {
      const text = v?.trim();
      if (!text) return null;
      return normalizePhone(text) ?? (ctx.addIssue({ code: 'custom', message: 'Enter a Bangladeshi mobile number (01XXXXXXXXX), or leave it empty' }), z.NEVER);
    }),
  lines: z
    .array(
      z.object({
        productId: z.string({ error: 'Choose a product' }),
        variantId: z.string().nullish().transform((v) => v || null),
        quantity: z.number({ error: 'Enter a quantity' }).int('Enter a whole number').min(1, 'At least 1').max(MAX_COUNTER_QUANTITY, `At most ${MAX_COUNTER_QUANTITY} of one product`),
      }),
      { error: 'Add a product' },
    )
    .min(1, 'Add at least one product to the sale')
    .max(MAX_COUNTER_LINES, `At most ${MAX_COUNTER_LINES} different products in one sale`),
  expectedNetPoisha: z.number({ error: 'The total you saw is missing' }).int().min(0),
});
export type CounterSaleInput = z.input<typeof counterSaleSchema>;

export function outletNotFound(code: string) {
  return new NotFoundError('Outlet', `No outlet has the code "${code}".`);
}

/** The outlet with this code (any case), or NotFoundError. */
export async function findOutlet(db: Pick<Prisma.TransactionClient, 'outlet'>, code: string): Promise<Outlet> {
  const outlet = await db.outlet.findUnique({ where: { code: code.trim().toLowerCase() } });
  if (!outlet) throw outletNotFound(code.trim());
  return outlet;
}

const productIdOf = (value: string) => localId(value, Object.values(PRODUCT_TYPENAMES))?.id ?? null;
const variantIdOf = (value: string) => localId(value, ['ProductVariant', 'StationeryVariant'])?.id ?? null;

/**
 * Prices the requested lines from the catalogue (published products at today's price; a stationery
 * item with variants needs its variant). Two requests for one product and variant are one line.
 */
async function priceLines(tx: Prisma.TransactionClient, requested: z.output<typeof counterSaleSchema>['lines']): Promise<PlacementLine[]> {
  const merged = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
  requested.forEach((line, index) => {
    const productId = productIdOf(line.productId);
    const variantId = line.variantId ? variantIdOf(line.variantId) : null;
    if (!productId || (line.variantId && !variantId)) throw new ValidationError([{ field: `lines.${index}`, message: 'This product is not in the catalogue.' }]);
    const key = `${productId}/${variantId ?? ''}`;
    const entry = merged.get(key) ?? { productId, variantId, quantity: 0 };
    entry.quantity += line.quantity;
    merged.set(key, entry);
  });
  const wanted = [...merged.values()];
  const products = await tx.product.findMany({
    where: { id: { in: wanted.map((l) => l.productId) } },
    select: { id: true, kind: true, title: true, price: true, published: true, sectionId: true, variants: { select: { id: true, label: true } } },
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  return wanted.map((line, position) => {
    const product = byId.get(line.productId);
    if (!product || !product.published) throw new ValidationError([{ field: 'lines', message: 'A product of the sale is not sold any more: remove it.' }]);
    const variant = line.variantId ? product.variants.find((v) => v.id === line.variantId) : null;
    if (line.variantId && !variant) throw new ValidationError([{ field: 'lines', message: `${product.title} has no such variant.` }]);
    if (!variant && product.variants.length > 0) throw new ValidationError([{ field: 'lines', message: `Choose which ${product.title} (${product.variants.map((v) => v.label).join(', ')}).` }]);
    if (line.quantity > MAX_COUNTER_QUANTITY) throw new ValidationError([{ field: 'lines', message: `At most ${MAX_COUNTER_QUANTITY} of one product` }]);
    return {
      productId: product.id,
      kind: product.kind,
      variantId: variant?.id ?? null,
      variantLabel: variant?.label ?? null,
      title: variant ? `${product.title} (${variant.label})` : product.title,
      sectionId: product.sectionId,
      unitPrice: product.price,
      quantity: line.quantity,
      lineTotal: product.price * line.quantity,
      source: 'counter',
      position,
    };
  });
}

/** Whether some line is, or brings (a bundle's items), an ebook or course: those are read in the customer's account. */
async function hasDigitalGoods(tx: Prisma.TransactionClient, lines: readonly PlacementLine[]): Promise<boolean> {
  if (lines.some((l) => isDigitalKind(l.kind as ProductKind))) return true;
  const bundles = lines.filter((l) => l.kind === 'BUNDLE').map((l) => l.productId);
  if (!bundles.length) return false;
  return (await tx.bundleItem.count({ where: { bundleId: { in: bundles }, product: { kind: { in: ['EBOOK', 'CONTENT'] } } } })) > 0;
}

/**
 * Places a counter sale taken by the viewer (staff) at an outlet, paid at once, with its invoice.
 * A repeat of the viewer's idempotency key with the same request returns the sale the first made
 * (`created: false`); with another request, IdempotencyKeyReusedError. Expected failures (nothing is
 * written): ValidationError (no lines, a bad phone, an unknown product, a closed outlet),
 * NotFoundError (unknown outlet), OutOfStockError, PriceChangedError, AlreadyOwnedError and
 * AwaitingPaymentError (an ebook or course the customer holds or is paying for online).
 */
export async function placeCounterOrder(ctx: OrdersCtx, raw: CounterSaleInput, now = new Date()): Promise<{ order: Order; created: boolean }> {
  const staffId = requireViewerId(ctx);
  const input = parseInput(counterSaleSchema, raw);
  const requestHash = hashRequest(input);
  const result = await ctx.prisma.$transaction(async (tx) => {
    // Repeats of one key (a double click, a retry after a lost answer) run one after another.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`counter-sale:${staffId}:${input.idempotencyKey}`}))`;
    const existing = await repeatedPlacement(tx, { takenById_idempotencyKey: { takenById: staffId, idempotencyKey: input.idempotencyKey } }, requestHash);
    if (existing) return { order: existing, created: false, takenFrom: [] as string[] };
    const outlet = await findOutlet(tx, input.outletCode);
    if (!outlet.active) throw new ValidationError([{ field: 'outletCode', message: `${outlet.name} is closed: choose another outlet.` }]);
    const lines = await priceLines(tx, input.lines);
    const customer = input.phone ? await tx.user.findUnique({ where: { phone: input.phone }, select: { id: true, name: true } }) : null;
    if (!customer && (await hasDigitalGoods(tx, lines))) {
      throw new ValidationError([
        { field: 'phone', message: "Ebooks and courses are read in the customer's account: enter the phone number they signed up with." },
      ]);
    }
    if (customer) {
      // One ebook, one payment, at the counter too: under the customer's purchase lock (digital-once.ts).
      const items = await digitalItemsOf(tx, lines);
      if (items.length) {
        await lockCustomerPurchases(tx, customer.id);
        await refuseHeldDigitalItems(tx, customer.id, items, now);
      }
    }
    const total = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    if (total !== input.expectedNetPoisha) throw new PriceChangedError(input.expectedNetPoisha, total);
    const paidBy = input.payment === 'BKASH' ? 'bKash' : 'cash';
    const placed = await placeLines(tx, {
      lines,
      order: {
        customerId: customer?.id ?? null,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        status: 'DELIVERED',
        channel: 'COUNTER',
        outletId: outlet.id,
        takenById: staffId,
        paymentMethod: input.payment === 'BKASH' ? 'BKASH' : 'COD',
        deliveryPlace: null,
        name: customer?.name || 'Counter customer',
        phone: input.phone ?? '',
        address: outlet.address ? `Sold at ${outlet.name}, ${outlet.address}` : `Sold at ${outlet.name}`,
        district: null,
        goodsTotal: total,
        discountTotal: 0,
        deliveryCharge: 0,
        netTotal: total,
      },
      actor: { kind: 'STAFF', id: staffId },
      message: `Sold at the ${outlet.name} counter; paid in ${paidBy}`,
      now,
    });
    return { order: placed.order, created: true, takenFrom: placed.takenFrom };
  }, TX_OPTIONS);
  if (result.created) {
    const { order } = result;
    await stockChanged(ctx.services, result.takenFrom);
    await recordAudit(ctx, { action: 'orders.counter_sale', targetType: 'Order', targetId: order.id, details: { number: order.number, total: order.netTotal } });
    if (order.phone) {
      const phone = order.phone;
      await notifyCustomer(ctx, phone, (locale) => translate(locale, 'sms.counter.thanks', { shop: ctx.services.config.productName, number: order.number, total: smsMoney(order.netTotal, locale) }), { customerId: order.customerId });
    }
  }
  return result;
}

/** The staff list of counter sales: of one outlet when `outletCode` is given (any case; an unknown code matches nothing: `outlet(code:)` says it is unknown). */
export function counterOrdersWhere(outletCode: string | null | undefined): Prisma.OrderWhereInput {
  const code = outletCode?.trim().toLowerCase();
  return code ? { channel: 'COUNTER', outlet: { code } } : { channel: 'COUNTER' };
}

/** Most products the counter's search answers. */
export const COUNTER_SEARCH_MAX = 10;
const COUNTER_KINDS: ProductKind[] = ['BOOK', 'STATIONERY', 'BUNDLE', 'EBOOK', 'CONTENT'];

/**
 * Products for the counter's search box: a scanned barcode (an ISBN-10/13, with or without hyphens, or
 * a stationery variant's SKU) finds its product exactly; anything else goes through the catalogue's
 * search (titles, authors, ISBNs; Bangla and English). Published products only, as the shop sells.
 */
export async function counterProductSearch(
  ctx: Pick<Context, 'prisma'>,
  text: string,
  query: { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect } = {},
) {
  const term = text.trim().slice(0, 100);
  if (!term) return [];
  const code = term.replace(/[\s-]/g, '');
  if (/^[0-9Xx]{10,13}$/.test(code) || /^[A-Za-z0-9._-]{3,40}$/.test(term)) {
    const exact = await ctx.prisma.product.findMany({
      ...query,
      where: { published: true, OR: [{ book: { isbn: code.toUpperCase() } }, { variants: { some: { sku: { equals: term, mode: 'insensitive' } } } }] },
      take: COUNTER_SEARCH_MAX,
    });
    if (exact.length) return exact;
  }
  const parsed = parseSearchQuery(term);
  if (!parsed) return [];
  const { ids } = await rankedProductIds(ctx, parsed, { kinds: COUNTER_KINDS, offset: 0, limit: COUNTER_SEARCH_MAX, withTotal: false });
  if (!ids.length) return [];
  return inIdOrder(ids, await ctx.prisma.product.findMany({ ...query, where: { id: { in: ids } } }));
}

const outletSchema = z.object({
  code: outletCode.pipe(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens (it appears in the address: /admin/shop-orders/{code})')),
  name: z.string({ error: 'Enter the name' }).trim().min(1, 'Enter the name').max(100, 'Keep the name under 100 characters'),
  address: z.string().trim().max(300, 'Keep the address under 300 characters').nullish().transform((v) => v ?? ''),
  active: z.boolean().nullish().transform((v) => v ?? true),
});
export type OutletInput = z.input<typeof outletSchema>;

async function saveOutlet(ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'>, id: string | null, raw: OutletInput): Promise<Outlet> {
  const input = parseInput(outletSchema, raw);
  const outlet = await ctx.prisma.$transaction(async (tx) => {
    const clash = await tx.outlet.findUnique({ where: { code: input.code } });
    if (clash && clash.id !== id) throw new ValidationError([{ field: 'code', message: `The code "${input.code}" is already ${clash.name}'s.` }]);
    if (id === null) return tx.outlet.create({ data: input });
    const current = await tx.outlet.findUnique({ where: { id } });
    if (!current) throw new NotFoundError('Outlet', 'No such outlet.');
    return tx.outlet.update({ where: { id }, data: input });
  });
  await recordAudit(ctx, { action: 'orders.outlet_saved', targetType: 'Outlet', targetId: outlet.id, details: { code: outlet.code, active: outlet.active } });
  return outlet;
}

/** Adds an outlet (a code taken by another outlet is a ValidationError); audited. */
export function createOutlet(ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'>, raw: OutletInput): Promise<Outlet> {
  return saveOutlet(ctx, null, raw);
}

/** Changes an outlet: code, name, address, or closes it (`active: false`; its sales stay); audited. */
export function updateOutlet(ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'>, id: unknown, raw: OutletInput): Promise<Outlet> {
  const local = localId(id, ['Outlet']);
  if (!local) throw new NotFoundError('Outlet', 'No such outlet.');
  return saveOutlet(ctx, local.id, raw);
}
