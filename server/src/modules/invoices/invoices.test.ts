/** Invoices and credit notes: issued by the order state machine, numbered without gaps or repeats, frozen. */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { ADVANCE, orderGid, SHIP } from '../../../test/shipping-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { lockOrder } from '../orders/order-transitions.ts';
import { cancelOrder, transitionOrder } from '../orders/orders.service.ts';
import { applyVerifiedPayment, startPayment } from '../payments/payments.service.ts';
import { expireDueOrders } from '../orders/expiry.ts';
import { takeNumber } from './document-counter.ts';
import { printCookies, printPageToPdf } from './invoice-pdf.ts';
import { issueCreditNote, issueInvoice } from './invoices.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** `n` placed orders written straight to the database (no invoice yet), for the numbering races. */
async function bareOrders(n: number): Promise<string[]> {
  const user = await t.db.prisma.user.create({ data: { name: 'Bulk buyer', phone: null } });
  const book = await createBook(t.db.prisma, { title: `Bulk ${randomUUID()}`, price: taka(100), stock: 0 });
  const ids = Array.from({ length: n }, () => randomUUID());
  await t.db.prisma.order.createMany({
    data: ids.map((id) => ({
      id,
      number: `BULK-${id}`,
      customerId: user.id,
      idempotencyKey: id,
      requestHash: 'x',
      status: 'PLACED' as const,
      paymentMethod: 'COD' as const,
      name: 'Bulk',
      phone: '01711111111',
      goodsTotal: taka(100),
      discountTotal: 0,
      deliveryCharge: 0,
      netTotal: taka(100),
    })),
  });
  await t.db.prisma.orderLine.createMany({
    data: ids.map((orderId) => ({ orderId, productId: book.id, kind: 'BOOK' as const, title: 'Bulk', unitPrice: taka(100), quantity: 1, lineTotal: taka(100) })),
  });
  return ids;
}

const issue = (orderId: string, now?: Date) =>
  t.db.prisma.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    return issueInvoice(tx, orderId, now);
  }, { maxWait: 120_000, timeout: 120_000 });

it('issues a COD order its invoice at placement: seller, buyer, lines, totals in words, payment state; frozen afterwards', async () => {
  const { userId, token } = await newCustomer(t, 'invoice-cod');
  const book = await createBook(t.db.prisma, { title: 'বাংলা ব্যাকরণ (Bangla Grammar)', price: taka(1250), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id, quantity: 2 }]);
  const order = await placeCart(t, userId, { name: 'রহিম Rahim', phone: '01712345678' });
  const invoice = await t.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  expect(invoice.number).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
  expect(invoice.total).toBe(order.netTotal);

  const { data } = await t.graphql(
    `query($id: ID!) { invoice(id: $id) { __typename ... on QueryInvoiceSuccess { data { number seller { name bin tradeLicence } buyer { name phone }
      lines { title quantity lineTotal { formatted } } goodsTotal { amount } deliveryCharge { amount } total { amount formatted } totalInWords paymentMethod paymentState creditNotes { number } } } } }`,
    { id: invoice.id },
    { cookie: token },
  );
  const shown = data!.invoice.data;
  expect(shown.number).toBe(invoice.number);
  expect(shown.seller).toEqual({ name: 'Pathagar Books Ltd.', bin: '000000000-0101', tradeLicence: 'TRAD/DNCC/000000/2026' });
  expect(shown.buyer).toEqual({ name: 'রহিম Rahim', phone: '01712345678' });
  expect(shown.lines).toEqual([{ title: 'বাংলা ব্যাকরণ (Bangla Grammar)', quantity: 2, lineTotal: { formatted: '৳2,500' } }]);
  expect(shown.total.amount).toBe(taka(2500) + order.deliveryCharge);
  expect(shown.totalInWords).toMatch(/^Taka Two Thousand .* Only$/);
  expect(shown.paymentMethod).toBe('Cash on delivery');
  expect(shown.paymentState).toBe('Due on delivery');

  // Later changes to the order do not touch the issued document.
  await t.db.prisma.order.update({ where: { id: order.id }, data: { name: 'Changed' } });
  const again = await t.graphql(`query($id: ID!) { invoice(id: $id) { ... on QueryInvoiceSuccess { data { buyer { name } } } } }`, { id: invoice.id }, { cookie: token });
  expect(again.data!.invoice.data.buyer.name).toBe('রহিম Rahim');
});

it("says paid on the customer's invoice once the courier collected a COD parcel's cash, and nothing due once a parcel came back", async () => {
  const admin = await signInAs(t, 'admin');
  const STATE = `query($id: ID!) { invoice(id: $id) { ... on QueryInvoiceSuccess { data { paymentMethod paymentState } } } }`;
  const journey = async (last: 'delivered' | 'returned') => {
    const { userId, token } = await newCustomer(t, `invoice-${last}`);
    const book = await createBook(t.db.prisma, { title: `Collected ${randomUUID()}`, price: taka(300), stock: 5 });
    await fillCart(t, userId, [{ productId: book.id }]);
    const order = await placeCart(t, userId, { phone: '01712345679' });
    const invoice = await t.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    const state = async () => (await t.graphql(STATE, { id: invoice.id }, { cookie: token })).data!.invoice.data;
    expect(await state()).toEqual({ paymentMethod: 'Cash on delivery', paymentState: 'Due on delivery' });
    const shipped = await t.graphql(SHIP, { ids: [orderGid(order)] }, { cookie: admin });
    const cn = shipped.data!.shipOrders.results[0].shipment.cn as string;
    expect(await state()).toEqual({ paymentMethod: 'Cash on delivery', paymentState: 'Due on delivery' });
    const moved = await t.graphql(ADVANCE, { cn, step: last, collected: last === 'delivered' ? order.netTotal : undefined }, { cookie: admin });
    expect(moved.data!.advanceSandboxParcel.__typename).toBe('MutationAdvanceSandboxParcelSuccess');
    return { order, invoice, state };
  };
  const delivered = await journey('delivered');
  expect(await t.db.prisma.order.findUniqueOrThrow({ where: { id: delivered.order.id } })).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
  expect(await delivered.state()).toEqual({ paymentMethod: 'Cash on delivery', paymentState: 'Paid' });
  // The issued document itself is not rewritten.
  expect((await t.db.prisma.invoice.findUniqueOrThrow({ where: { id: delivered.invoice.id } })).snapshot).toEqual(delivered.invoice.snapshot);

  const returned = await journey('returned');
  expect(await returned.state()).toEqual({ paymentMethod: 'Cash on delivery', paymentState: 'Nothing due' });
});

it('issues an online order its invoice when paid, never while unpaid or once expired', async () => {
  const { userId } = await newCustomer(t, 'invoice-online');
  const ebook = await createEbook(t.db.prisma, { title: 'Invoice Ebook', price: taka(150) });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  expect(await t.db.prisma.invoice.count({ where: { orderId: order.id } })).toBe(0);
  const { payment } = await startPayment(serviceCtx(t, userId), { orderId: order.id });
  const applied = await applyVerifiedPayment(serviceCtx(t, userId), { tranId: payment.tranId, status: 'PAID', amountPoisha: payment.amount, providerReference: `REF-${randomUUID()}`, raw: {} });
  expect(applied.outcome).toBe('PAID');
  const invoice = await t.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  expect((invoice.snapshot as { paymentState: string }).paymentState).toBe('Paid');

  // The customer now owns that ebook (a second purchase is refused): the unpaid order is for another one.
  const other = await createEbook(t.db.prisma, { title: 'Invoice Ebook Two', price: taka(120) });
  await fillCart(t, userId, [{ productId: other.id }], { deliveryPlace: null });
  const unpaid = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  await expireDueOrders(t.db.prisma, new Date(Date.now() + 24 * 3600_000));
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: unpaid.id } })).status).toBe('EXPIRED');
  expect(await t.db.prisma.invoice.count({ where: { orderId: unpaid.id } })).toBe(0);
});

it('cancelling an invoiced order issues a credit note for all of it, in its own series; the invoice stays', async () => {
  const { userId } = await newCustomer(t, 'invoice-cancel');
  const book = await createBook(t.db.prisma, { title: 'Cancelled Book', price: taka(400), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id }]);
  const order = await placeCart(t, userId);
  const invoice = await t.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  await cancelOrder(serviceCtx(t, userId), { orderId: order.id });
  const notes = await t.db.prisma.creditNote.findMany({ where: { orderId: order.id } });
  expect(notes).toHaveLength(1);
  expect(notes[0]!.number).toMatch(/^CN-\d{4}-\d{2}-\d{6}$/);
  expect(notes[0]!.amount).toBe(invoice.total);
  expect(notes[0]!.reason).toBe('Cancel the order');
  expect(await t.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toEqual(invoice);
  // Nothing left to credit: a second note is not issued.
  expect(await t.db.prisma.$transaction((tx) => issueCreditNote(tx, order.id, { reason: 'again' }))).toBeNull();
});

it('a returned parcel is credited through the state machine (staff)', async () => {
  const { userId } = await newCustomer(t, 'invoice-return');
  const admin = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000001' } })).id;
  const book = await createBook(t.db.prisma, { title: 'Returned Book', price: taka(200), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id }]);
  const order = await placeCart(t, userId);
  const staff = serviceCtx(t, admin, ['orders.manage']);
  for (const to of ['PROCESSING', 'SHIPPED', 'RETURNED'] as const) await transitionOrder(staff, { orderId: order.id, to });
  expect((await t.db.prisma.creditNote.findFirstOrThrow({ where: { orderId: order.id } })).reason).toBe('The parcel came back');
});

it('a transaction that fails after taking a number gives it back: no hole in the series', async () => {
  const [a, b, c] = await bareOrders(3);
  const before = await issue(a!);
  await expect(
    t.db.prisma.$transaction(async (tx) => {
      await lockOrder(tx, b!);
      await issueInvoice(tx, b!);
      throw new Error('the rest of the work failed');
    }),
  ).rejects.toThrow('the rest of the work failed');
  expect(await t.db.prisma.invoice.count({ where: { orderId: b! } })).toBe(0);
  const after = await issue(c!);
  expect(after.serial).toBe(before.serial + 1);
  expect((await issue(b!)).serial).toBe(before.serial + 2);
});

it('numbers each fiscal year (July–June, Dhaka time) from 1', async () => {
  // 23:30 on 30 June in Dhaka is still the old year; 00:10 on 1 July (18:10 UTC on 30 June) is the new one.
  await t.db.prisma.$transaction(async (tx) => {
    expect(await takeNumber(tx, 'CREDIT_NOTE', 2031)).toBe(1);
    expect(await takeNumber(tx, 'CREDIT_NOTE', 2031)).toBe(2);
  });
  const [late, early] = await bareOrders(2);
  const june = await issue(late!, new Date('2033-06-30T17:30:00Z'));
  const july = await issue(early!, new Date('2033-06-30T18:10:00Z'));
  expect(june.number).toBe('INV-2032-33-000001');
  expect(july.number).toBe('INV-2033-34-000001');
});

it('500 invoices issued at once get 1..500 with no gap and no repeat', async () => {
  const ids = await bareOrders(500);
  const when = new Date('2040-01-15T06:00:00Z');
  const invoices = await Promise.all(ids.map((id) => issue(id, when)));
  const serials = invoices.map((i) => i.serial).sort((x, y) => x - y);
  expect(serials).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  expect(new Set(invoices.map((i) => i.number)).size).toBe(500);
}, 300_000);

it("shows a customer only their own invoices: another's id answers like an unknown one", async () => {
  const owner = await newCustomer(t, 'invoice-owner');
  const other = await newCustomer(t, 'invoice-other');
  const book = await createBook(t.db.prisma, { title: 'Private Invoice', price: taka(100), stock: 5 });
  await fillCart(t, owner.userId, [{ productId: book.id }]);
  const order = await placeCart(t, owner.userId);
  const invoice = await t.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  const ask = (id: string, cookie: string) => t.graphql(`query($id: ID!) { invoice(id: $id) { __typename ... on NotFoundError { message } } }`, { id }, { cookie });
  const theirs = await ask(invoice.id, other.token);
  const unknown = await ask(randomUUID(), other.token);
  expect(theirs.data!.invoice).toEqual(unknown.data!.invoice);
  expect(theirs.data!.invoice.__typename).toBe('NotFoundError');
  const admin = await signInAs(t, 'admin');
  expect((await ask(invoice.id, admin)).data!.invoice.__typename).toBe('QueryInvoiceSuccess');
  // Staff search by number and by phone.
  const list = (search: string) =>
    t.graphql(`query($s: String) { adminInvoices(first: 5, filter: { search: $s }) { totalCount edges { node { number } } } }`, { s: search }, { cookie: admin });
  expect((await list(invoice.number)).data!.adminInvoices.edges).toEqual([{ node: { number: invoice.number } }]);
  expect((await list('017 1111 1111')).data!.adminInvoices.totalCount).toBeGreaterThan(0);
});

it('the PDF download is for invoice staff only, and says clearly when Chromium is not installed', async () => {
  const customer = await newCustomer(t, 'invoice-pdf');
  const invoice = await t.db.prisma.invoice.findFirstOrThrow();
  const refused = await t.rest('GET', `/api/admin/invoices/${invoice.id}/pdf`, undefined, { cookie: customer.token });
  expect(refused.status).toBe(403);
  await expect(printPageToPdf('http://127.0.0.1:9/admin/invoice/x/print', 'x', '/nonexistent/chromium')).rejects.toThrow(
    /PDF download needs Chromium on the server .* use Print and "Save as PDF"/,
  );
});

it("gives the server's Chromium the session and the signed-in hint for the whole shop, not the print page's folder", () => {
  const cookies = printCookies('http://127.0.0.1:4105/admin/invoice/abc/print', 'token-1');
  expect(cookies).toEqual([
    { name: 'pathagar_session', value: 'token-1', url: 'http://127.0.0.1:4105/' },
    { name: 'pathagar_signed_in', value: '1', url: 'http://127.0.0.1:4105/' },
  ]);
});

it("lets the customer fetch their own invoice's PDF (and staff any); another customer's answers like an unknown one", async () => {
  const owner = await newCustomer(t, 'invoice-pdf-owner');
  const other = await newCustomer(t, 'invoice-pdf-other');
  const book = await createBook(t.db.prisma, { title: 'PDF Invoice', price: taka(100), stock: 5 });
  await fillCart(t, owner.userId, [{ productId: book.id }]);
  const order = await placeCart(t, owner.userId);
  const invoice = await t.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  const pdf = (cookie?: string, id = invoice.id) => t.rest('GET', `/api/invoices/${id}/pdf`, undefined, cookie ? { cookie } : {});

  expect((await pdf()).status).toBe(401);
  const theirs = await pdf(other.token);
  expect(theirs.status).toBe(404);
  expect((await pdf(other.token, randomUUID())).status).toBe(404);
  // A support agent has no invoices.manage: not their invoice, so not found.
  expect((await pdf(await signInAs(t, 'agent'))).status).toBe(404);
  // The owner and the admin pass authorization: the PDF is then made (no shop listens on this test
  // app's address, so the print fails at once with its message instead of a long wait).
  const admin = await signInAs(t, 'admin');
  for (const cookie of [owner.token, admin]) {
    const started = Date.now();
    const answer = await pdf(cookie);
    expect([200, 502, 503]).toContain(answer.status);
    if (answer.status !== 200) expect((await answer.json()).message).toMatch(/Print and "Save as PDF"/);
    expect(Date.now() - started).toBeLessThan(25_000);
  }
}, 120_000);
