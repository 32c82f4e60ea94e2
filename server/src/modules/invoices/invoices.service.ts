/**
 * Invoices and credit notes. An invoice is issued once per order when it becomes a sale — a cash-on-
 * delivery or counter order when it is placed, an online order when its payment arrives (the state
 * machine's ISSUE_INVOICE effect) — and a credit note takes back all or part of it when a sale is
 * undone (ISSUE_CREDIT_NOTE: cancelled, returned, refunded). Both take their numbers from a locked
 * counter row in the transaction that issues them, so the series have no gaps and no repeats.
 */
import { loadConfig, type SellerDetails } from '../../config.ts';
import type { CreditNote, Invoice, Prisma } from '../../generated/prisma/client.ts';
import { amountInWords } from '../../shared/amount-in-words.ts';
import { fiscalYearLabel, fiscalYearOf } from '../../shared/fiscal-year.ts';
import { takeNumber } from './document-counter.ts';
import { invoiceSnapshot, type CreditNoteSnapshot } from './invoice-snapshot.ts';

let seller: SellerDetails | null = null;

/**
 * The seller printed on new documents (SELLER_* variables, validated with the rest of the
 * configuration at start-up). Read here rather than passed down because documents are issued deep
 * inside state-machine effects, which every caller (payments, expiry, couriers) runs.
 */
export function currentSeller(): SellerDetails {
  seller ??= loadConfig().seller;
  return seller;
}

/** "INV-2026-27-000042" / "CN-2026-27-000003". */
export function documentNumber(prefix: 'INV' | 'CN', fiscalYear: number, serial: number): string {
  return `${prefix}-${fiscalYearLabel(fiscalYear)}-${String(serial).padStart(6, '0')}`;
}

/** Issues the order's invoice in the caller's transaction (the order row locked); returns the one it has when already issued. */
export async function issueInvoice(tx: Prisma.TransactionClient, orderId: string, now = new Date()): Promise<Invoice> {
  const existing = await tx.invoice.findUnique({ where: { orderId } });
  if (existing) return existing;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true, outlet: true } });
  const fiscalYear = fiscalYearOf(now);
  const serial = await takeNumber(tx, 'INVOICE', fiscalYear);
  return tx.invoice.create({
    data: {
      orderId,
      fiscalYear,
      serial,
      number: documentNumber('INV', fiscalYear, serial),
      issuedAt: now,
      total: order.netTotal,
      phone: order.phone,
      snapshot: invoiceSnapshot(order, currentSeller()) as unknown as Prisma.InputJsonObject,
    },
  });
}

/** What is left of the order's invoice to credit (its total less the credit notes so far); null without an invoice. */
export async function creditableAmount(tx: Prisma.TransactionClient, orderId: string): Promise<{ invoice: Invoice; left: number } | null> {
  const invoice = await tx.invoice.findUnique({ where: { orderId } });
  if (!invoice) return null;
  const credited = await tx.creditNote.aggregate({ where: { invoiceId: invoice.id }, _sum: { amount: true } });
  return { invoice, left: invoice.total - (credited._sum.amount ?? 0) };
}

/**
 * Issues a credit note against the order's invoice for `amount` (default: all that is left), in the
 * caller's transaction. Nothing when the order has no invoice or nothing is left to credit; never
 * more than is left.
 */
export async function issueCreditNote(
  tx: Prisma.TransactionClient,
  orderId: string,
  options: { reason: string; amount?: number; refundId?: string | null },
  now = new Date(),
): Promise<CreditNote | null> {
  const creditable = await creditableAmount(tx, orderId);
  if (!creditable || creditable.left <= 0) return null;
  const amount = Math.min(options.amount ?? creditable.left, creditable.left);
  if (amount <= 0) return null;
  const { invoice } = creditable;
  const issuedFor = invoice.snapshot as unknown as { buyer: CreditNoteSnapshot['buyer']; orderNumber: string };
  const fiscalYear = fiscalYearOf(now);
  const serial = await takeNumber(tx, 'CREDIT_NOTE', fiscalYear);
  const snapshot: CreditNoteSnapshot = {
    seller: currentSeller(),
    buyer: issuedFor.buyer,
    invoiceNumber: invoice.number,
    orderNumber: issuedFor.orderNumber,
    amount,
    amountInWords: amountInWords(amount),
    reason: options.reason,
  };
  return tx.creditNote.create({
    data: {
      invoiceId: invoice.id,
      orderId,
      fiscalYear,
      serial,
      number: documentNumber('CN', fiscalYear, serial),
      issuedAt: now,
      amount,
      reason: options.reason,
      refundId: options.refundId ?? null,
      snapshot: snapshot as unknown as Prisma.InputJsonObject,
    },
  });
}
