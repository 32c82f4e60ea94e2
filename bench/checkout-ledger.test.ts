/** `node --import tsx --test bench/checkout-ledger.test.ts`: the bench's oversell accounting (not part of jest's projects). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkStock, quantile, stockIsSound, type StockRow } from './checkout-ledger.ts';

const row = (overrides: Partial<StockRow>): StockRow => ({ id: 'p', title: 'Book', initial: 5, received: 0, sold: 5, bought: 5, final: 0, ...overrides });

test('a sold-out product, sold exactly, is sound', () => {
  const summary = checkStock([row({}), row({ id: 'q', initial: 10_000, sold: 37, bought: 37, final: 9_963 })]);
  assert.equal(summary.oversold, 0);
  assert.equal(summary.sold, 42);
  assert.ok(stockIsSound(summary));
});

test('restocked units count towards what could be sold', () => {
  const summary = checkStock([row({ initial: 5, received: 12, sold: 15, bought: 15, final: 2 })]);
  assert.equal(summary.oversold, 0);
  assert.equal(summary.drifted, 0);
  assert.ok(stockIsSound(summary));
});

test('units sold beyond the stock are oversold, whether or not the counter went negative', () => {
  const negative = checkStock([row({ initial: 5, sold: 7, bought: 7, final: -2 })]);
  assert.equal(negative.oversold, 2);
  assert.equal(negative.negative, 1);
  assert.equal(negative.drifted, 0);
  // The counter clamped at 0 while two extra orders went through: oversold, and the stock drifted.
  const clamped = checkStock([row({ initial: 5, received: 3, sold: 10, bought: 10, final: 0 })]);
  assert.equal(clamped.oversold, 2);
  assert.equal(clamped.negative, 0);
  assert.equal(clamped.drifted, 1);
  assert.ok(!stockIsSound(negative) && !stockIsSound(clamped));
});

test('a negative counter is oversold even when the orders add up', () => {
  const summary = checkStock([row({ initial: 5, sold: 4, bought: 4, final: -1 })]);
  assert.equal(summary.oversold, 1);
  assert.equal(summary.rows[0]!.drift, -2);
});

test('stock lost outside the orders, and sales nobody was told of, are caught', () => {
  const lost = checkStock([row({ initial: 20, sold: 5, bought: 5, final: 14 })]);
  assert.equal(lost.oversold, 0);
  assert.equal(lost.rows[0]!.drift, -1);
  assert.ok(!stockIsSound(lost));
  const unreported = checkStock([row({ initial: 20, sold: 6, bought: 5, final: 14 })]);
  assert.equal(unreported.misreported, 1);
  assert.equal(unreported.rows[0]!.unreported, 1);
  assert.ok(!stockIsSound(unreported));
});

test('quantiles of sorted latencies', () => {
  assert.ok(Number.isNaN(quantile([], 0.5)));
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(quantile(sorted, 0.5), 51);
  assert.equal(quantile(sorted, 0.99), 100);
  assert.equal(quantile([7], 0.99), 7);
});
