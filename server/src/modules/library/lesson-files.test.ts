/** PDF lessons (issue 18): the reader's `lesson` query and `/files/lessons/{id}`, with the ebook file's protection. */
import { createHash, randomUUID } from 'node:crypto';
import { registerCustomer, signInAs, unusedPhone } from '../../../test/accounts.ts';
import { createContent } from '../../../test/catalog-fixtures.ts';
import { buyProducts, samplePdf } from '../../../test/library-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { copyKey } from './ebook-files.service.ts';

let t: TestApp;
let paid: string;
let free: string;
let fileKey: string;
let owner: { token: string; userId: string; phone: string };
let other: { token: string; userId: string };
let agent: string;
let orderNumber: string;

beforeAll(async () => {
  t = await startTestApp();
  const bytes = await samplePdf();
  fileKey = `lessons/${randomUUID()}.pdf`;
  await t.services.storage.put(fileKey, bytes);
  await t.db.prisma.storedFile.create({
    data: { key: fileKey, contentType: 'application/pdf', size: bytes.length, visibility: 'PRIVATE', sha256: createHash('sha256').update(bytes).digest('hex') },
  });
  const course = await createContent(t.db.prisma, { title: 'PDF Course', price: taka(300) });
  const chapter = await t.db.prisma.contentChapter.create({ data: { productId: course.id, title: 'Notes', position: 0 } });
  paid = (await t.db.prisma.contentLesson.create({ data: { chapterId: chapter.id, title: 'Paid notes', position: 0, kind: 'PDF', body: fileKey } })).id;
  free = (await t.db.prisma.contentLesson.create({ data: { chapterId: chapter.id, title: 'Free notes', position: 1, kind: 'PDF', body: fileKey, freePreview: true } })).id;
  const phone = unusedPhone();
  owner = { ...(await registerCustomer(t, { name: 'Lesson Owner', phone, password: 'secret123' })), phone };
  other = await registerCustomer(t, { name: 'Lesson Other', phone: unusedPhone(), password: 'secret123' });
  agent = await signInAs(t, 'agent');
  orderNumber = (await buyProducts(t, owner.userId, [course.id])).number;
}, 60_000);
afterAll(() => t.close());

function get(path: string, options: { cookie?: string; range?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.78' };
  if (options.cookie) headers.cookie = `pathagar_session=${options.cookie}`;
  if (options.range) headers.range = options.range;
  return t.app.request(path, { headers });
}
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

const LESSON = `query($id: ID!) { lesson(id: $id) { title locked course { title path }
  content { __typename ... on PdfLessonContent { readerPath fileUrl } } } }`;

it('the lesson query names the lesson and its course for anyone, and gives its file address only to who may open it', async () => {
  const pdf = { __typename: 'PdfLessonContent', readerPath: `/content/lesson/${paid}/read`, fileUrl: `/files/lessons/${paid}` };
  const asOwner = await t.graphql(LESSON, { id: paid }, { cookie: owner.token });
  expect(asOwner.data!.lesson).toEqual({ title: 'Paid notes', locked: false, course: { title: 'PDF Course', path: expect.any(String) }, content: pdf });
  for (const cookie of [undefined, other.token, agent]) {
    const locked = await t.graphql(LESSON, { id: paid }, cookie ? { cookie } : {});
    expect(locked.data!.lesson).toMatchObject({ title: 'Paid notes', locked: true, content: null });
    expect(JSON.stringify(locked.data)).not.toContain(fileKey);
  }
  expect((await t.graphql(LESSON, { id: free }, {})).data!.lesson.content).toEqual({ ...pdf, readerPath: `/content/lesson/${free}/read`, fileUrl: `/files/lessons/${free}` });
  expect((await t.graphql(LESSON, { id: randomUUID() }, {})).data!.lesson).toBeNull();
  expect((await t.graphql(LESSON, { id: 'not-an-id' }, {})).data!.lesson).toBeNull();
});

it('refuses a paid PDF lesson to everyone but the owner, with and without Range, and never through the storage route', async () => {
  for (const range of [undefined, 'bytes=0-1023', 'bytes=-500']) {
    const anonymous = await get(`/files/lessons/${paid}`, { range });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('%PDF');
    for (const cookie of [other.token, agent]) {
      const refused = await get(`/files/lessons/${paid}`, { cookie, range });
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain('%PDF');
    }
  }
  await get(`/files/lessons/${paid}`, { cookie: owner.token }); // the owner's copy now exists
  const hash = (await t.db.prisma.storedFile.findUniqueOrThrow({ where: { key: fileKey } })).sha256!;
  const grant = await t.db.prisma.entitlementGrant.findFirstOrThrow({ where: { userId: owner.userId, revokedAt: null, product: { chapters: { some: { lessons: { some: { id: paid } } } } } } });
  const copy = copyKey('lesson-copies', paid, owner.userId, grant.id, hash);
  expect(await t.services.storage.head(copy)).not.toBeNull();
  for (const path of [`/files/${fileKey}`, `/files/${copy}`, `/files/lessons/${randomUUID()}`, `/files/lessons/${fileKey}`]) {
    for (const cookie of [undefined, owner.token, agent]) {
      const response = await get(path, { cookie });
      expect([401, 403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('%PDF');
    }
  }
});

it("gives the owner their stamped copy by ranges (206, Content-Range), privately and never cached, made once", async () => {
  const puts = jest.spyOn(t.services.storage, 'put');
  const whole = await get(`/files/lessons/${paid}`, { cookie: owner.token });
  expect(whole.status).toBe(200);
  expect(whole.headers.get('cache-control')).toBe('private, no-store');
  const all = await bytesOf(whole);
  const part = await get(`/files/lessons/${paid}`, { cookie: owner.token, range: 'bytes=100-1123' });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${all.length}`);
  expect(Buffer.from(await bytesOf(part))).toEqual(Buffer.from(all.subarray(100, 1124)));
  expect(puts.mock.calls.filter(([key]) => key.startsWith('lesson-copies/'))).toHaveLength(0); // made by the test before, kept
  puts.mockRestore();

  const read = await pdfText(all);
  expect(read.pages[0]).toContain('Lesson Owner');
  for (const page of read.pages) expect(page).toContain(orderNumber);
  expect(read.info.Subject).toBe(`Licensed to Lesson Owner · ${owner.phone} · Order ${orderNumber} · Pathagar`);
});

it('opens a free-preview PDF lesson for anyone: stamped for whoever is signed in', async () => {
  const anonymous = await get(`/files/lessons/${free}`, { range: 'bytes=0-99' });
  expect(anonymous.status).toBe(206);
  expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  const signedIn = await bytesOf(await get(`/files/lessons/${free}`, { cookie: other.token }));
  expect((await pdfText(signedIn)).pages[0]).toContain('Lesson Other');
});
