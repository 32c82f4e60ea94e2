import { signInAs } from '../../../test/accounts.ts';
import { createEbook } from '../../../test/catalog-fixtures.ts';
import { createEbookWithFile } from '../../../test/library-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { SAMPLE_FILES, upload } from '../storage/test-uploads.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

it('refuses an ebook upload that is a PDF the reader could not open, storing nothing', async () => {
  const before = await t.db.prisma.storedFile.count();
  const response = await upload(t, { purpose: 'ebook', bytes: SAMPLE_FILES.brokenPdf, name: 'broken.pdf' }, admin);
  expect(response.status).toBe(400);
  expect((await response.json()).message).toMatch(/cannot be read/);
  expect(await t.db.prisma.storedFile.count()).toBe(before);
  expect((await upload(t, { purpose: 'ebook', bytes: SAMPLE_FILES.pdf, name: 'fine.pdf' }, admin)).status).toBe(201);
});

it('lists ebooks without a file, with a non-PDF, an unreadable PDF or the wrong page count, and not the sound ones', async () => {
  const sound = await createEbookWithFile(t, { title: 'Sound Ebook' });
  const missing = await createEbook(t.db.prisma, { title: 'Fileless Ebook' });
  const wrongCount = await createEbookWithFile(t, { title: 'Miscounted Ebook' });
  await t.db.prisma.ebookDetail.update({ where: { productId: wrongCount.id }, data: { pageCount: 99 } });
  const epub = await createEbook(t.db.prisma, { title: 'Epub Ebook' });
  await t.services.storage.put('ebooks/check.epub', SAMPLE_FILES.epub);
  await t.db.prisma.storedFile.create({ data: { key: 'ebooks/check.epub', contentType: 'application/epub+zip', size: 10, visibility: 'PRIVATE' } });
  await t.db.prisma.ebookDetail.update({ where: { productId: epub.id }, data: { fileKey: 'ebooks/check.epub' } });
  const broken = await createEbook(t.db.prisma, { title: 'Broken Ebook' });
  await t.services.storage.put('ebooks/broken.pdf', SAMPLE_FILES.brokenPdf);
  await t.db.prisma.storedFile.create({ data: { key: 'ebooks/broken.pdf', contentType: 'application/pdf', size: 10, visibility: 'PRIVATE' } });
  await t.db.prisma.ebookDetail.update({ where: { productId: broken.id }, data: { fileKey: 'ebooks/broken.pdf' } });

  const { data } = await t.graphql(`{ ebookFileProblems { kind message ebook { title } } }`, {}, { cookie: admin });
  const byTitle = new Map(data!.ebookFileProblems.map((p: { kind: string; ebook: { title: string } }) => [p.ebook.title, p.kind]));
  expect(byTitle.get(missing.title)).toBe('MISSING');
  expect(byTitle.get(wrongCount.title)).toBe('PAGE_COUNT_MISMATCH');
  expect(byTitle.get(epub.title)).toBe('NOT_PDF');
  expect(byTitle.get(broken.title)).toBe('UNREADABLE');
  expect(byTitle.has(sound.title)).toBe(false);
});
