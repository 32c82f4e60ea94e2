/** The counter sale being entered: its lines, their total, the input the server takes, and the outlet of an address. */

/** A product found by the counter's search, as the sale needs it. */
export interface CounterProduct {
  id: string;
  title: string;
  kind: string;
  /** Poisha. */
  price: number;
  stock: number;
  /** Stationery that comes in variants: one must be chosen. */
  variants: readonly { id: string; label: string; stock: number }[];
}

export interface SaleLine {
  product: CounterProduct;
  variantId: string | null;
  /** As typed. */
  quantity: string;
}

/** Most units of one product in a sale (the server's limit too). */
export const MAX_COUNTER_QUANTITY = 100;

/** The lines with `product` added: one more of it when it is already there (same variant), else a new line of 1. */
export function addProduct(lines: readonly SaleLine[], product: CounterProduct): SaleLine[] {
  const variantId = product.variants.length === 1 ? product.variants[0]!.id : null;
  const index = lines.findIndex((line) => line.product.id === product.id && line.variantId === variantId);
  if (index >= 0) {
    return lines.map((line, i) => (i === index ? { ...line, quantity: String(Math.min(MAX_COUNTER_QUANTITY, quantityOf(line) + 1)) } : line));
  }
  return [...lines, { product, variantId, quantity: '1' }];
}

/** The quantity typed, or 0 when it is not a whole number from 1 to MAX_COUNTER_QUANTITY. */
export function quantityOf(line: SaleLine): number {
  const value = Number(line.quantity);
  return Number.isInteger(value) && value >= 1 && value <= MAX_COUNTER_QUANTITY ? value : 0;
}

/** What the sale comes to (poisha). */
export function saleTotal(lines: readonly SaleLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.price * quantityOf(line), 0);
}

/** Units on the shelf for a line (its variant's when it has one). */
export function stockOf(line: SaleLine): number {
  if (line.variantId) return line.product.variants.find((v) => v.id === line.variantId)?.stock ?? 0;
  return line.product.stock;
}

/** Why the sale cannot be sent as it is (the first problem), or null. */
export function saleProblem(lines: readonly SaleLine[]): string | null {
  if (lines.length === 0) return 'Add at least one product to the sale.';
  for (const line of lines) {
    if (line.product.variants.length > 0 && !line.variantId) return `Choose which ${line.product.title}.`;
    if (quantityOf(line) === 0) return `Enter a quantity from 1 to ${MAX_COUNTER_QUANTITY} for ${line.product.title}.`;
  }
  return null;
}

/** The outlet code of /admin/shop-orders/{code} (e.g. the seed's /admin/shop-orders/bmd), or null for /admin/shop-orders. */
export function outletOfPath(pathname: string): string | null {
  const match = /^\/admin\/shop-orders\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return match[1]!.toLowerCase();
  }
}
