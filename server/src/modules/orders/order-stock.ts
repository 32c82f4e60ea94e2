/**
 * Stock of an order. Placement takes units with one conditional update per stock-keeping row
 * (`stock >= n`), products first and then variants, each in id order, so two placements never
 * wait on each other in a cycle. A bundle takes its own unit and each of its physical items; two
 * lines that need one row are added up before the check. What was taken is recorded with the
 * PLACED event, so cancellation and expiry give back exactly that, whatever the catalogue says later.
 */
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { cacheEntity } from '../../graphql/response-cache.ts';
import { OutOfStockError } from '../cart/cart.errors.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';

/** Units per row: product rows also count units sold (popularity). */
export interface StockUnits {
  products: Record<string, { stock: number; sold: number }>;
  variants: Record<string, number>;
}

export interface StockLine {
  title: string;
  productId: string;
  kind: Prisma.OrderLineCreateManyInput['kind'];
  variantId: string | null;
  quantity: number;
}

/** The units a set of lines takes; `bundleItems` lists each bundle's physical items. */
export function unitsFor(
  lines: readonly StockLine[],
  bundleItems: ReadonlyMap<string, readonly { productId: string; quantity: number; title: string }[]>,
): { units: StockUnits; titles: Map<string, string> } {
  const units: StockUnits = { products: {}, variants: {} };
  // The line a shortage is reported against: the first one that needs the row.
  const titles = new Map<string, string>();
  const product = (id: string, stock: number, sold: number, title: string) => {
    const entry = (units.products[id] ??= { stock: 0, sold: 0 });
    entry.stock += stock;
    entry.sold += sold;
    if (stock > 0 && !titles.has(id)) titles.set(id, title);
  };
  for (const line of lines) {
    const digital = isDigitalKind(line.kind);
    product(line.productId, digital ? 0 : line.quantity, line.quantity, line.title);
    if (line.variantId) {
      units.variants[line.variantId] = (units.variants[line.variantId] ?? 0) + line.quantity;
      if (!titles.has(line.variantId)) titles.set(line.variantId, line.title);
    }
    if (line.kind === 'BUNDLE') {
      for (const item of bundleItems.get(line.productId) ?? []) {
        product(item.productId, line.quantity * item.quantity, 0, `${line.title} (${item.title})`);
      }
    }
  }
  return { units, titles };
}

const byId = <T>(record: Record<string, T>) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Takes the units or throws OutOfStockError naming the line and how many are left (the transaction then rolls back). */
export async function takeStock(tx: Prisma.TransactionClient, { units, titles }: ReturnType<typeof unitsFor>) {
  for (const [id, { stock, sold }] of byId(units.products)) {
    const changed = await tx.$executeRaw`
      UPDATE "Product" SET "stock" = "stock" - ${stock}, "soldCount" = "soldCount" + ${sold}
      WHERE "id" = ${id}::uuid AND "stock" >= ${stock}`;
    if (changed === 0) {
      const row = await tx.product.findUnique({ where: { id }, select: { stock: true, title: true } });
      throw new OutOfStockError(titles.get(id) ?? row?.title ?? 'An item', Math.max(0, row?.stock ?? 0), stock);
    }
  }
  for (const [id, quantity] of byId(units.variants)) {
    const changed = await tx.$executeRaw`
      UPDATE "ProductVariant" SET "stock" = "stock" - ${quantity} WHERE "id" = ${id}::uuid AND "stock" >= ${quantity}`;
    if (changed === 0) {
      const row = await tx.productVariant.findUnique({ where: { id }, select: { stock: true } });
      throw new OutOfStockError(titles.get(id) ?? 'An item', Math.max(0, row?.stock ?? 0), quantity);
    }
  }
}

/**
 * Once a change of stock has committed: cached catalogue answers that show these products (stock,
 * in stock, sold count) are dropped.
 */
export async function stockChanged(services: Pick<Services, 'responseCache'>, productIds: Iterable<string>): Promise<void> {
  const products = [...new Set(productIds)].map(cacheEntity.product);
  if (products.length) await services.responseCache.invalidate(products);
}

/** Gives back units taken by `takeStock` (same lock order); the products are added to `changed`. */
export async function returnStock(tx: Prisma.TransactionClient, units: StockUnits, changed?: Set<string>) {
  for (const [id, { stock, sold }] of byId(units.products)) {
    await tx.$executeRaw`
      UPDATE "Product" SET "stock" = "stock" + ${stock}, "soldCount" = GREATEST(0, "soldCount" - ${sold}) WHERE "id" = ${id}::uuid`;
    changed?.add(id);
  }
  for (const [id, quantity] of byId(units.variants)) {
    await tx.$executeRaw`UPDATE "ProductVariant" SET "stock" = "stock" + ${quantity} WHERE "id" = ${id}::uuid`;
  }
}
