/**
 * What an invoice or credit note says, frozen when it is issued (stored as JSON; never rewritten):
 * seller, buyer, lines, totals in figures and words, how it is paid. The pages print it as is.
 */
import type { SellerDetails } from '../../config.ts';
import type { Order, OrderLine, Outlet, PaymentMethod } from '../../generated/prisma/client.ts';
import { amountInWords } from '../../shared/amount-in-words.ts';

export interface DocumentParty {
  name: string;
  phone: string;
  address: string;
}

export interface InvoiceSnapshot {
  seller: SellerDetails;
  buyer: DocumentParty;
  orderNumber: string;
  placedAt: string;
  /** ONLINE, or COUNTER with the outlet's name. */
  channel: string;
  outlet: string | null;
  lines: { title: string; kind: string; unitPrice: number; quantity: number; lineTotal: number }[];
  goodsTotal: number;
  discountTotal: number;
  couponCode: string | null;
  deliveryCharge: number;
  total: number;
  totalInWords: string;
  paymentMethod: PaymentMethod;
  /** "Paid", or "Due on delivery" for cash on delivery, when issued (the invoice shows `invoicePaymentState`, how it stands now). */
  paymentState: string;
}

export interface CreditNoteSnapshot {
  seller: SellerDetails;
  buyer: DocumentParty;
  invoiceNumber: string;
  orderNumber: string;
  amount: number;
  amountInWords: string;
  reason: string;
}

/**
 * How the invoice's payment stands now: the issued document never changes, but the cash a courier collects
 * (or a payment that comes later) pays it, and a refund or a cancellation leaves nothing due. Before any of
 * that, the state it was issued with ("Due on delivery").
 */
export function invoicePaymentState(snapshot: Pick<InvoiceSnapshot, 'paymentState'>, order: Pick<Order, 'paymentStatus' | 'status'>): string {
  if (order.paymentStatus === 'PAID') return 'Paid';
  if (order.paymentStatus === 'REFUNDED') return 'Refunded';
  if (order.status === 'CANCELLED' || order.status === 'RETURNED' || order.status === 'EXPIRED') return 'Nothing due';
  return snapshot.paymentState;
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on delivery',
  SSLCOMMERZ: 'Card / mobile banking (SSLCommerz)',
  BKASH: 'bKash',
  SANDBOX: 'Online (sandbox)',
};

export function paymentMethodLabel(method: PaymentMethod, channel: 'ONLINE' | 'COUNTER'): string {
  if (channel === 'COUNTER') return method === 'BKASH' ? 'bKash at the counter' : 'Cash at the counter';
  return METHOD_LABELS[method];
}

export function invoiceSnapshot(order: Order & { lines: OrderLine[]; outlet: Outlet | null }, seller: SellerDetails): InvoiceSnapshot {
  return {
    seller: { ...seller },
    buyer: { name: order.name, phone: order.phone, address: order.address },
    orderNumber: order.number,
    placedAt: order.placedAt.toISOString(),
    channel: order.channel,
    outlet: order.outlet ? order.outlet.name : null,
    lines: [...order.lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({ title: l.title, kind: l.kind, unitPrice: l.unitPrice, quantity: l.quantity, lineTotal: l.lineTotal })),
    goodsTotal: order.goodsTotal,
    discountTotal: order.discountTotal,
    couponCode: order.couponCode,
    deliveryCharge: order.deliveryCharge,
    total: order.netTotal,
    totalInWords: amountInWords(order.netTotal),
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentStatus === 'PAID' ? 'Paid' : order.paymentMethod === 'COD' ? 'Due on delivery' : 'Unpaid',
  };
}
