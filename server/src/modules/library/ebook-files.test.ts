import { PDFDocument } from 'pdf-lib';
import { demoAccount, registerCustomer, signInAs, unusedPhone } from '../../../test/accounts.ts';
import { buyProducts, createEbookWithFile, refund, samplePdf } from '../../../test/library-fixtures.ts';
import { serviceCtx } from '../../../test/order-fixtures.ts';
import { grantEntitlementAsStaff } from './staff-grants.service.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { EBOOK_FILE_LIMIT } from './ebook-files.rest.ts';
import { copyKey } from './ebook-files.service.ts';

let t: TestApp;
let ebook: Awaited<ReturnType<typeof createEbookWithFile>>;
let owner: { token: string; userId: string; phone: string };
let other: { token: string; userId: string };
let agent: string;
let orderNumber: string;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  ebook = await createEbookWithFile(t, { title: 'Protected Ebook', previewPages: 2 });
  const phone = unusedPhone();
  owner = { ...(await registerCustomer(t, { name: 'Rahim Owner', phone, password: 'secret123' })), phone };
  other = await registerCustomer(t, { name: 'Karim Other', phone: unusedPhone(), password: 'secret123' });
  agent = await signInAs(t, 'agent');
  adminId = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: demoAccount('admin').phone }, select: { id: true } })).id;
  orderNumber = (await buyProducts(t, owner.userId, [ebook.id])).number;
}, 60_000);
afterAll(() => t.close());

function get(path: string, options: { cookie?: string; range?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.77' };
  if (options.cookie) headers.cookie = `pathagar_session=${options.cookie}`;
  if (options.range) headers.range = options.range;
  return t.app.request(path, { headers });
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('the whole file', () => {
  it('refuses everyone but the owner, with and without Range', async () => {
    for (const range of [undefined, 'bytes=0-1023', 'bytes=-500']) {
      const anonymous = await get(`/files/ebooks/${ebook.id}`, { range });
      expect(anonymous.status).toBe(401);
      for (const cookie of [other.token, agent]) {
        const refused = await get(`/files/ebooks/${ebook.id}`, { cookie, range });
        expect(refused.status).toBe(403);
        expect(refused.headers.get('content-type')).toMatch(/json/);
        expect(await refused.text()).not.toContain('%PDF');
      }
    }
  });

  it('never serves the source, a stamped copy or a preview through the storage route or a guessed address', async () => {
    await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token }); // the owner's copy now exists
    const hash = (await t.db.prisma.storedFile.findUniqueOrThrow({ where: { key: ebook.fileKey } })).sha256!;
    const grant = await t.db.prisma.entitlementGrant.findFirstOrThrow({ where: { userId: owner.userId, productId: ebook.id, revokedAt: null } });
    // The owner's copy is where the guess below looks: a refusal there is the route's, not a wrong guess.
    const copy = copyKey('ebook-copies', ebook.id, owner.userId, grant.id, hash);
    expect(await t.services.storage.head(copy)).not.toBeNull();
    for (const path of [
      `/files/${ebook.fileKey}`,
      `/files/${copy}`,
      `/files/ebook-previews/${hash}-2.pdf`,
      `/files/ebooks/${ebook.fileKey.split('/')[1]}`,
    ]) {
      for (const cookie of [undefined, owner.token, agent]) {
        const response = await get(path, { cookie });
        expect([401, 403, 404]).toContain(response.status);
        expect(await response.text()).not.toContain('%PDF');
      }
    }
  });

  it('gives the owner 206 Partial Content with a correct Content-Range, privately and never cached', async () => {
    const whole = await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const all = await bytesOf(whole);
    expect(Buffer.from(all.subarray(0, 5)).toString()).toBe('%PDF-');

    const part = await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token, range: 'bytes=100-1123' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${all.length}`);
    expect(part.headers.get('content-length')).toBe('1024');
    expect(part.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await bytesOf(part))).toEqual(Buffer.from(all.subarray(100, 1124)));

    const tail = await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token, range: 'bytes=-200' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${all.length - 200}-${all.length - 1}/${all.length}`);
    expect(Buffer.from(await bytesOf(tail))).toEqual(Buffer.from(all.subarray(all.length - 200)));

    const beyond = await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token, range: `bytes=${all.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${all.length}`);
    expect((await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token, range: 'bytes=0-1,5-9' })).status).toBe(416);
  });

  it("stamps the owner's copy with their name, phone and order number, and reuses it", async () => {
    const puts = jest.spyOn(t.services.storage, 'put');
    const first = await bytesOf(await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token }));
    const second = await bytesOf(await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token }));
    expect(puts.mock.calls.filter(([key]) => key.startsWith('ebook-copies/'))).toHaveLength(0); // made by the earlier tests, kept
    puts.mockRestore();
    expect(Buffer.from(second)).toEqual(Buffer.from(first));

    const read = await pdfText(first);
    expect(read.pages).toHaveLength(6);
    for (const page of read.pages) {
      expect(page).toContain(owner.phone);
      expect(page).toContain(orderNumber);
    }
    expect(read.pages[0]).toContain('Rahim Owner');
    expect(read.info.Subject).toBe(`Licensed to Rahim Owner · ${owner.phone} · Order ${orderNumber} · Pathagar`);
    expect(read.outline.length).toBeGreaterThan(1);
  });

  it('makes a copy once per owner and source: a replaced file gets a new stamped copy on the next request', async () => {
    const puts = jest.spyOn(t.services.storage, 'put');
    const replacement = await PDFDocument.create();
    replacement.addPage();
    replacement.addPage();
    const bytes = await replacement.save();
    await t.services.storage.put('ebooks/replaced-file.pdf', bytes);
    await t.db.prisma.storedFile.create({ data: { key: 'ebooks/replaced-file.pdf', contentType: 'application/pdf', size: bytes.length, visibility: 'PRIVATE' } });
    await t.db.prisma.ebookDetail.update({ where: { productId: ebook.id }, data: { fileKey: 'ebooks/replaced-file.pdf', pageCount: 2 } });
    puts.mockClear();
    const copy = await bytesOf(await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token }));
    expect((await PDFDocument.load(copy)).getPageCount()).toBe(2);
    await get(`/files/ebooks/${ebook.id}`, { cookie: owner.token });
    expect(puts.mock.calls.filter(([key]) => key.startsWith('ebook-copies/'))).toHaveLength(1);
    puts.mockRestore();
    await t.db.prisma.ebookDetail.update({ where: { productId: ebook.id }, data: { fileKey: ebook.fileKey, pageCount: 6 } });
  });

  it('limits how much one customer is served', async () => {
    const bucket = `ebook-file:${other.userId}`;
    await t.db.prisma.rateLimitHit.createMany({ data: Array.from({ length: EBOOK_FILE_LIMIT.max }, () => ({ bucket })) });
    const response = await get(`/files/ebooks/${ebook.id}/preview`, { cookie: other.token, range: 'bytes=0-99' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    await t.db.prisma.rateLimitHit.deleteMany({ where: { bucket } });
  });
});

describe('whose order the copy names', () => {
  const stampOf = async (productId: string, cookie: string) => {
    const response = await get(`/files/ebooks/${productId}`, { cookie });
    expect(response.status).toBe(200);
    return (await pdfText(await bytesOf(response))).info.Subject;
  };

  it('stamps each ebook made from the same file with the order that sold that ebook', async () => {
    const buyer = await registerCustomer(t, { name: 'Same File Reader', phone: unusedPhone(), password: 'secret123' });
    const bytes = await samplePdf();
    const first = await createEbookWithFile(t, { title: 'Same File First', bytes });
    const second = await createEbookWithFile(t, { title: 'Same File Second', bytes });
    const firstOrder = (await buyProducts(t, buyer.userId, [first.id])).number;
    const secondOrder = (await buyProducts(t, buyer.userId, [second.id])).number;
    expect(await stampOf(first.id, buyer.token)).toContain(`Order ${firstOrder} ·`);
    const stamped = await stampOf(second.id, buyer.token);
    expect(stamped).toContain(`Order ${secondOrder} ·`);
    expect(stamped).not.toContain(firstOrder);
  });

  it('names the grant that gives access now: the order, then, once it is refunded, the staff grant that remains (a new copy)', async () => {
    const phone = unusedPhone();
    const reader = await registerCustomer(t, { name: 'Refunded Reader', phone, password: 'secret123' });
    const book = await createEbookWithFile(t, { title: 'Regranted Ebook' });
    const order = await buyProducts(t, reader.userId, [book.id]);
    expect(await stampOf(book.id, reader.token)).toBe(`Licensed to Refunded Reader · ${phone} · Order ${order.number} · Pathagar`);

    const staff = serviceCtx(t, adminId, ['orders.manage']);
    await grantEntitlementAsStaff(staff, { userId: reader.userId, productId: book.id, reason: 'Paid twice by bKash, kept one' });
    // The order still gives it: the same copy, naming the order.
    expect(await stampOf(book.id, reader.token)).toContain(`Order ${order.number} ·`);

    await refund(t, adminId, order.id);
    const puts = jest.spyOn(t.services.storage, 'put');
    const after = await stampOf(book.id, reader.token);
    expect(puts.mock.calls.filter(([key]) => key.startsWith(`ebook-copies/${book.id}/${reader.userId}/`))).toHaveLength(1);
    puts.mockRestore();
    expect(after).toBe(`Licensed to Refunded Reader · ${phone} · Order granted by staff · Pathagar`);
    expect(after).not.toContain(order.number);
  });
});

describe('the free preview', () => {
  it('is a separate PDF of the first preview pages only, for anyone, by range too', async () => {
    for (const cookie of [undefined, other.token, owner.token]) {
      const response = await get(`/files/ebooks/${ebook.id}/preview`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const bytes = await bytesOf(response);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
      const part = await get(`/files/ebooks/${ebook.id}/preview`, { cookie, range: 'bytes=0-9' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    }
  });

  it('answers 404 for an ebook without preview pages, an unknown id and a non-ebook', async () => {
    const noPreview = await createEbookWithFile(t, { title: 'No Preview Ebook', previewPages: 0 });
    expect((await get(`/files/ebooks/${noPreview.id}/preview`)).status).toBe(404);
    expect((await get('/files/ebooks/00000000-0000-4000-8000-000000000000/preview')).status).toBe(404);
    expect((await get('/files/ebooks/not-a-uuid')).status).toBe(404);
  });
});
