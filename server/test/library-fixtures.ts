/** Ebooks with real files, and customers who bought them through a paid sandbox order. */
import { createHash, randomUUID } from 'node:crypto';
import { writeDemoEbookPdf } from '../src/modules/library/pdf/demo-ebook-pdf.ts';
import { applyVerifiedPayment } from '../src/modules/payments/payments.service.ts';
import { createEbook, type ProductFixture } from './catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

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
