/**
 * The stock check of `bench/checkout.ts`, kept pure so it can be tested on its own
 * (bench/checkout-ledger.test.ts): per product, what the shop had (initial stock plus units the bench
 * restocked during the run), what it sold (order lines of orders that still hold their stock), what
 * the customers were told they bought, and what is left.
 */

export interface StockRow {
  id: string;
  title: string;
  /** Stock when the run started. */
  initial: number;
  /** Units the bench added during the run (restocks of sold-out products). */
  received: number;
  /** Units in order lines of orders that hold their stock (placed, not cancelled, expired or returned). */
  sold: number;
  /** Units the customers' placeOrder answers said they bought. */
  bought: number;
  /** Stock when the run ended. */
  final: number;
}

export interface StockVerdict extends StockRow {
  /** Units sold beyond what there was: max(sold − (initial + received), −final, 0). */
  oversold: number;
  /** final − (initial + received − sold): units that appeared or vanished outside the orders (should be 0). */
  drift: number;
  /** sold − bought: orders the database holds that no customer was told of, or the reverse (should be 0). */
  unreported: number;
}

export interface StockSummary {
  rows: StockVerdict[];
  initial: number;
  received: number;
  sold: number;
  final: number;
  /** Oversold units over all products: must be 0. */
  oversold: number;
  /** Products whose final stock is below zero. */
  negative: number;
  /** Products whose final stock is not initial + received − sold. */
  drifted: number;
  /** Products whose units sold differ from the units the customers were told they bought. */
  misreported: number;
}

export function checkStock(rows: readonly StockRow[]): StockSummary {
  const verdicts = rows.map((row): StockVerdict => {
    const had = row.initial + row.received;
    return {
      ...row,
      oversold: Math.max(0, row.sold - had, -row.final),
      drift: row.final - (had - row.sold),
      unreported: row.sold - row.bought,
    };
  });
  const sum = (pick: (row: StockVerdict) => number) => verdicts.reduce((total, row) => total + pick(row), 0);
  return {
    rows: verdicts,
    initial: sum((r) => r.initial),
    received: sum((r) => r.received),
    sold: sum((r) => r.sold),
    final: sum((r) => r.final),
    oversold: sum((r) => r.oversold),
    negative: verdicts.filter((r) => r.final < 0).length,
    drifted: verdicts.filter((r) => r.drift !== 0).length,
    misreported: verdicts.filter((r) => r.unreported !== 0).length,
  };
}

/** Whether the run kept every promise: nothing oversold, no negative or drifting stock, every sale reported. */
export const stockIsSound = (summary: StockSummary) =>
  summary.oversold === 0 && summary.negative === 0 && summary.drifted === 0 && summary.misreported === 0;

/** The q-quantile of ascending latencies (NaN when there are none). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
