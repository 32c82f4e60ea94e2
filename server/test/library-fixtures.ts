/** Library tests: ebooks with real files, digital orders paid through the sandbox path (the state machine grants), refunds by staff. */
import type { Order } from '../src/generated/prisma/client.ts';
import type { TestApp } from './test-app.ts';
import { applyVerifiedPayment } from '../src/modules/payments/payments.service.ts';
import { createEbook, type ProductFixture } from './catalog-fixtures.ts';
import { createHash, randomUUID } from 'node:crypto';
import { fillCart, placeCart, serviceCtx } from './order-fixtures.ts';
import { transitionOrder } from '../src/modules/orders/orders.service.ts';
import { writeDemoEbookPdf } from '../src/modules/library/pdf/demo-ebook-pdf.ts';
let cachedPdf: Promise<Buffer> | null = null;

/** A 6-page English PDF with an outline (made once per test file). */
export function samplePdf(): Promise<Buffer> {
  cachedPdf ??= writeDemoEbookPdf({ title: 'Sample Ebook', subtitle: 'Test', bangla: false, pages: 6, chapterPages: 2, seed: 5 });
  return cachedPdf;
}

/** A published ebook whose private file is stored (as an upload would leave it). */
export async function createEbookWithFile(t: TestApp, fixture: Partial<ProductFixture> & { previewPages?: number; bytes?: Uint8Array } = {}) {
  const bytes = fixture.bytes ?? (await samplePdf());
  const key = `ebooks/${randomUUID()}.pdf`;
  await t.services.storage.put(key, bytes);
  await t.db.prisma.storedFile.create({
    data: { key, contentType: 'application/pdf', size: bytes.length, visibility: 'PRIVATE', sha256: createHash('sha256').update(bytes).digest('hex') },
  });
  const ebook = await createEbook(t.db.prisma, { ...fixture, title: fixture.title ?? 'Ebook With File', pageCount: 6, previewPages: fixture.previewPages ?? 2 });
  await t.db.prisma.ebookDetail.update({ where: { productId: ebook.id }, data: { fileKey: key } });
  return { ...ebook, fileKey: key };
}

/** Places and pays (sandbox) an order of these products for the user; the order machine grants the ebooks. */
export async function buyProducts(t: TestApp, userId: string, productIds: string[]) {
  await fillCart(t, userId, productIds.map((productId) => ({ productId })));
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  const payment = await t.db.prisma.payment.create({ data: { orderId: order.id, method: 'SANDBOX', tranId: `${order.number}-T`, amount: order.netTotal } });
  await applyVerifiedPayment(serviceCtx(t, userId), { status: 'PAID', tranId: payment.tranId, amountPoisha: order.netTotal, providerReference: `ref-${randomUUID()}`, raw: {} });
  return order;
}

/** Places the products as one online order of `userId` and applies a verified payment (PENDING_PAYMENT → PLACED, grants). */
export async function buyOnline(t: TestApp, userId: string, productIds: string[]): Promise<Order> {
  await fillCart(t, userId, productIds.map((productId) => ({ productId })), { deliveryPlace: 'DHAKA' });
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  const payment = await t.db.prisma.payment.create({ data: { orderId: order.id, method: 'SANDBOX', tranId: `${order.number}-PAY`, amount: order.netTotal } });
  const applied = await applyVerifiedPayment(serviceCtx(t, userId), {
    status: 'PAID',
    tranId: payment.tranId,
    amountPoisha: order.netTotal,
    providerReference: `ref-${payment.tranId}`,
    raw: {},
  });
  if (applied.outcome !== 'PAID') throw new Error(`payment not applied: ${applied.outcome}`);
  return t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
}

/**
 * Staff refund a paid, placed order as the state machine has it: a digital-only order is fulfilled
 * and then refunded; one with goods to ship is cancelled and then refunded (REVOKE_ENTITLEMENTS).
 */
export async function refund(t: TestApp, staffId: string, orderId: string): Promise<Order> {
  const ctx = serviceCtx(t, staffId, ['orders.manage']);
  const physical = await t.db.prisma.orderLine.count({ where: { orderId, kind: { notIn: ['EBOOK', 'CONTENT'] } } });
  await transitionOrder(ctx, { orderId, to: physical ? 'CANCELLED' : 'DELIVERED' });
  return transitionOrder(ctx, { orderId, to: 'REFUNDED' });
}
