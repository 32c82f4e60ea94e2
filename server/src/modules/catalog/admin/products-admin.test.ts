import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { normalizeIsbn } from './product-input.ts';
import { author, graphqlAs, productRow, RESULT, sectionId, storedFile, writeCounts, type Result } from './products-admin.test-support.ts';

let t: TestApp;
let gql: ReturnType<typeof graphqlAs>;
let cover: string;
let ebookFile: string;
let pageImage: string;

beforeAll(async () => {
  t = await startTestApp();
  gql = graphqlAs(t);
  cover = await storedFile(t, 'covers', 'PUBLIC');
  ebookFile = await storedFile(t, 'ebooks', 'PRIVATE', 'pdf');
  pageImage = await storedFile(t, 'pages', 'PUBLIC');
});
afterAll(() => t.close());

const PRODUCT = `id slug title subtitle description price { amount formatted } compareAtPrice { amount } stock published
  cover { url } section { slug } authors { name }`;
const BOOK = `${PRODUCT} publisher isbn edition pageCount language`;

async function run(mutation: string, inputType: string, payload: string, input: Record<string, unknown>, role: 'admin' | 'customer' = 'admin') {
  const data = await gql(role, `mutation($input: ${inputType}!) { ${mutation}(input: $input) { ${RESULT} ${payload} } }`, { input });
  return data[mutation] as Result;
}

const createBook = (input: Record<string, unknown>) => run('createBook', 'CreateBookInput', `... on CreateBookPayload { book { ${BOOK} } }`, input);
const updateBook = (input: Record<string, unknown>) => run('updateBook', 'UpdateBookInput', `... on UpdateBookPayload { book { ${BOOK} } }`, input);

async function matchesSearch(productId: string, query: string): Promise<boolean> {
  const id = decodeGlobalID(productId).id;
  const rows = await t.db.prisma.$queryRaw<{ hit: boolean }[]>`
    SELECT "searchVector" @@ to_tsquery('simple', ${query}) AS hit FROM "Product" WHERE id = ${id}::uuid`;
  return rows[0]?.hit ?? false;
}

function fieldsOf(result: Result) {
  expect(result.__typename).toBe('ValidationError');
  return Object.fromEntries(result.fields!.map((f) => [f.field, f.message]));
}

describe('ISBN', () => {
  it('accepts ISBN-10 and ISBN-13 with hyphens and a correct check digit, as ISBN-13 digits', () => {
    expect(normalizeIsbn('0-306-40615-2')).toBe('9780306406157');
    expect(normalizeIsbn('978-0-306-40615-7')).toBe('9780306406157');
    expect(normalizeIsbn('0-8044-2957-x')).toBe('9780804429573');
    expect(normalizeIsbn('979 10 90636 07 1')).toBe('9791090636071');
    expect(normalizeIsbn('0-306-40615-3')).toBeNull();
    expect(normalizeIsbn('978-0-306-40615-8')).toBeNull();
    expect(normalizeIsbn('977-0-306-40615-7')).toBeNull();
    expect(normalizeIsbn('12345')).toBeNull();
  });
});

describe('createBook', () => {
  it('creates a book with every field, its byline in order, an audit event and search words', async () => {
    const first = await author(t, 'Muhammed Zafar Iqbal');
    const second = await author(t, 'Rahima Khatunzadi');
    const result = await createBook({
      title: '  Physics 1st Paper (HSC)  ',
      subtitle: 'Complete guide',
      description: 'Every chapter with solved problems.',
      price: 45_000,
      compareAtPrice: 52_000,
      stock: 12,
      sectionId: await sectionId(t, 'cycle'),
      authorIds: [second.globalId, first.globalId],
      coverKey: cover,
      published: true,
      publisher: 'Onnorokom Prokashoni',
      isbn: '0-306-40615-2',
      edition: '3rd',
      pageCount: 320,
    });
    expect(result.__typename).toBe('CreateBookPayload');
    expect(result.book).toMatchObject({
      slug: 'physics-1st-paper-hsc',
      title: 'Physics 1st Paper (HSC)',
      subtitle: 'Complete guide',
      price: { amount: 45_000, formatted: '৳450' },
      compareAtPrice: { amount: 52_000 },
      stock: 12,
      published: true,
      cover: { url: `/files/${cover}` },
      section: { slug: 'cycle' },
      authors: [{ name: 'Rahima Khatunzadi' }, { name: 'Muhammed Zafar Iqbal' }],
      publisher: 'Onnorokom Prokashoni',
      isbn: '9780306406157',
      edition: '3rd',
      pageCount: 320,
      language: 'Bangla',
    });
    const id = decodeGlobalID(result.book.id);
    expect(id.typename).toBe('Book');
    const row = await t.db.prisma.product.findUniqueOrThrow({ where: { id: id.id } });
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(row.searchText).toBe('Rahima Khatunzadi Muhammed Zafar Iqbal 9780306406157 Onnorokom Prokashoni 3rd');
    expect(await matchesSearch(result.book.id, 'khatunzadi')).toBe(true);
    expect(await matchesSearch(result.book.id, '9780306406157')).toBe(true);
    expect(await matchesSearch(result.book.id, 'nobodyelse')).toBe(false);
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'catalog.product_created', targetId: id.id } });
    expect(audit).toMatchObject({ targetType: 'Product', details: { kind: 'BOOK', title: 'Physics 1st Paper (HSC)', slug: 'physics-1st-paper-hsc' } });
  });

  it('answers a ValidationError naming every bad field, and writes nothing', async () => {
    const before = await writeCounts(t);
    const result = await createBook({
      title: '   ',
      price: -1,
      compareAtPrice: 10,
      isbn: '978-0-306-40615-8',
      pageCount: 0,
      slug: 'Not A Slug!',
    });
    expect(fieldsOf(result)).toEqual({
      title: 'Title is required',
      price: 'Price cannot be negative',
      isbn: 'Enter a valid ISBN-10 or ISBN-13 (the check digit does not match)',
      pageCount: 'Page count must be at least 1',
      slug: 'Slug may contain only a-z, 0-9 and single hyphens',
    });
    expect(fieldsOf(await createBook({ title: 'x'.repeat(201), price: 1_000_000_001 }))).toEqual({
      title: 'Title must be at most 200 characters',
      price: 'Price cannot be more than ৳1,00,00,000',
    });
    expect(fieldsOf(await createBook({ title: 'Cheap', price: 500, compareAtPrice: 400 }))).toEqual({
      compareAtPrice: 'Compare-at price must be at least the price',
    });
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses references that do not exist or are of another type, and writes nothing', async () => {
    const before = await writeCounts(t);
    const someBook = await productRow(t, 'BOOK');
    const after = await writeCounts(t);
    const result = await createBook({
      title: 'Chemistry',
      price: 100,
      sectionId: encodeGlobalID('Section', '00000000-0000-4000-8000-000000000000'),
      authorIds: [someBook.globalId, 'nonsense'],
      coverKey: 'covers/never-uploaded.png',
    });
    expect(fieldsOf(result)).toEqual({
      sectionId: 'No such section',
      'authorIds.0': 'No such author',
      'authorIds.1': 'No such author',
      coverKey: 'No uploaded file has this key; upload the file first',
    });
    expect(await writeCounts(t)).toEqual(after);
    expect(after.products).toBe(before.products + 1);
  });

  it('takes a cover only when it was uploaded as a public cover', async () => {
    expect(fieldsOf(await createBook({ title: 'Cover test', price: 100, coverKey: ebookFile }))).toEqual({
      coverKey: 'This file was not uploaded as a cover',
    });
    expect(fieldsOf(await createBook({ title: 'Cover test', price: 100, coverKey: pageImage }))).toEqual({
      coverKey: 'This file was not uploaded as a cover',
    });
    expect((await createBook({ title: 'Cover test', price: 100, coverKey: cover })).__typename).toBe('CreateBookPayload');
  });

  it('makes unique slugs from titles, keeps typed ones unique, and falls back for titles without Latin letters', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createBook({ title: 'Higher Math — Ça va?', price: 100 })).book.slug);
    expect(slugs).toEqual(['higher-math-ca-va', 'higher-math-ca-va-2', 'higher-math-ca-va-3']);
    expect(fieldsOf(await createBook({ title: 'Other', price: 100, slug: 'higher-math-ca-va-2' }))).toEqual({
      slug: 'Another product already uses this slug (Higher Math — Ça va?)',
    });
    expect((await createBook({ title: 'Other', price: 100, slug: 'My-Own-Slug' })).book.slug).toBe('my-own-slug');
    const bangla = await createBook({ title: 'পদার্থবিজ্ঞান', price: 100 });
    expect(bangla.book.slug).toMatch(/^book(-\d+)?$/);
  });

  it('gives books created at the same time with one title different slugs', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => createBook({ title: 'Simultaneous Title', price: 100 })));
    expect(results.map((r) => r.__typename)).toEqual(Array(5).fill('CreateBookPayload'));
    expect(results.map((r) => r.book.slug).sort()).toEqual([
      'simultaneous-title',
      'simultaneous-title-2',
      'simultaneous-title-3',
      'simultaneous-title-4',
      'simultaneous-title-5',
    ]);
  });

  it('refuses an ISBN another book has, in either form', async () => {
    expect((await createBook({ title: 'ISBN one', price: 100, isbn: '978-0-8044-2957-3' })).__typename).toBe('CreateBookPayload');
    expect(fieldsOf(await createBook({ title: 'ISBN two', price: 100, isbn: '080442957X' }))).toEqual({
      isbn: 'Another book has this ISBN (ISBN one)',
    });
  });

  it('is refused to a customer', async () => {
    await expect(run('createBook', 'CreateBookInput', '', { title: 'Nope', price: 1 }, 'customer')).rejects.toThrow(
      'You do not have permission to do this.',
    );
  });
});

describe('updateBook', () => {
  it('changes only the fields sent, replaces the byline and refreshes the search words', async () => {
    const a = await author(t, 'Anisul Hoque');
    const b = await author(t, 'Selina Hossainova');
    const created = await createBook({ title: 'Biology', price: 30_000, compareAtPrice: 35_000, stock: 4, authorIds: [a.globalId], isbn: '978-1-4028-9462-6' });
    expect(created.__typename).toBe('CreateBookPayload');
    expect(await matchesSearch(created.book.id, 'hoque')).toBe(true);

    const updated = await updateBook({ id: created.book.id, title: 'Biology 2nd Paper', authorIds: [b.globalId, a.globalId], publisher: 'Panjeree' });
    expect(updated.__typename).toBe('UpdateBookPayload');
    expect(updated.book).toMatchObject({
      id: created.book.id,
      slug: created.book.slug,
      title: 'Biology 2nd Paper',
      price: { amount: 30_000 },
      compareAtPrice: { amount: 35_000 },
      stock: 4,
      isbn: created.book.isbn,
      publisher: 'Panjeree',
      authors: [{ name: 'Selina Hossainova' }, { name: 'Anisul Hoque' }],
    });
    expect(await matchesSearch(created.book.id, 'hossainova & panjeree')).toBe(true);

    const cleared = await updateBook({ id: created.book.id, compareAtPrice: null, authorIds: [], isbn: null, sectionId: null });
    expect(cleared.book).toMatchObject({ compareAtPrice: null, authors: [], isbn: null, section: null });
    expect(await matchesSearch(created.book.id, 'hossainova')).toBe(false);

    const audit = await t.db.prisma.auditEvent.findMany({
      where: { action: 'catalog.product_updated', targetId: decodeGlobalID(created.book.id).id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((e) => (e.details as { changed: string[] }).changed)).toEqual([
      ['title', 'authorIds', 'publisher'],
      ['compareAtPrice', 'sectionId', 'authorIds', 'isbn'],
    ]);
  });

  it('checks the compare-at price against the price the book keeps, and writes nothing when it fails', async () => {
    const created = await createBook({ title: 'Economics', price: 20_000, compareAtPrice: 25_000 });
    const before = await writeCounts(t);
    expect(fieldsOf(await updateBook({ id: created.book.id, price: 30_000, title: 'Economics (new)' }))).toEqual({
      compareAtPrice: 'Compare-at price must be at least the price',
    });
    expect(fieldsOf(await updateBook({ id: created.book.id, title: '' }))).toEqual({ title: 'Title is required' });
    expect(fieldsOf(await updateBook({ id: created.book.id, title: null }))).toEqual({ title: 'Title is required' });
    expect(await writeCounts(t)).toEqual(before);
    const row = await t.db.prisma.product.findUniqueOrThrow({ where: { id: decodeGlobalID(created.book.id).id } });
    expect(row).toMatchObject({ title: 'Economics', price: 20_000 });
  });

  it('answers NotFoundError for an unknown id or the id of another kind', async () => {
    const ebook = await productRow(t, 'EBOOK');
    for (const id of [ebook.globalId, encodeGlobalID('Book', ebook.id), encodeGlobalID('Book', '00000000-0000-4000-8000-000000000000'), 'junk']) {
      const result = await updateBook({ id, title: 'Renamed' });
      expect([id, result.__typename, result.code]).toEqual([id, 'NotFoundError', 'NOT_FOUND']);
    }
  });
});

const EBOOK = `${PRODUCT} pageCount previewPages language printEdition { id }`;
const createEbook = (input: Record<string, unknown>) => run('createEbook', 'CreateEbookInput', `... on CreateEbookPayload { ebook { ${EBOOK} } }`, input);
const updateEbook = (input: Record<string, unknown>) => run('updateEbook', 'UpdateEbookInput', `... on UpdateEbookPayload { ebook { ${EBOOK} } }`, input);

describe('createEbook / updateEbook', () => {
  it('creates the digital edition of a book with a private file', async () => {
    const book = await createBook({ title: 'Accounting', price: 25_000, published: true });
    const result = await createEbook({
      title: 'Accounting (ebook)',
      price: 12_000,
      stock: 40,
      fileKey: ebookFile,
      pageCount: 200,
      previewPages: 15,
      printEditionId: book.book.id,
      published: true,
      coverKey: cover,
    });
    expect(result.__typename).toBe('CreateEbookPayload');
    expect(result.ebook).toMatchObject({ pageCount: 200, previewPages: 15, stock: 0, printEdition: { id: book.book.id }, published: true });
    const detail = await t.db.prisma.ebookDetail.findUniqueOrThrow({ where: { productId: decodeGlobalID(result.ebook.id).id } });
    expect(detail).toMatchObject({ fileKey: ebookFile, printEditionId: decodeGlobalID(book.book.id).id });

    expect(fieldsOf(await createEbook({ title: 'Second edition', price: 100, printEditionId: book.book.id }))).toEqual({
      printEditionId: 'This book already has an ebook edition (Accounting (ebook))',
    });
    expect(fieldsOf(await createEbook({ title: 'Wrong', price: 100, printEditionId: result.ebook.id }))).toEqual({
      printEditionId: 'No such book',
    });
    // Updating the ebook itself keeps its own print edition without complaint.
    expect((await updateEbook({ id: result.ebook.id, printEditionId: book.book.id, previewPages: 20 })).ebook.previewPages).toBe(20);
  });

  it('needs an ebook file to publish, of the ebook kind, and preview pages within the page count', async () => {
    const before = await writeCounts(t);
    expect(fieldsOf(await createEbook({ title: 'No file', price: 100, published: true }))).toEqual({
      fileKey: 'Upload the ebook file before publishing it',
    });
    expect(fieldsOf(await createEbook({ title: 'Image file', price: 100, fileKey: cover, pageCount: 10, previewPages: 11 }))).toEqual({
      fileKey: 'This file was not uploaded as an ebook',
      previewPages: 'Preview pages cannot be more than the page count',
    });
    expect(await writeCounts(t)).toEqual(before);
    const draft = await createEbook({ title: 'Draft', price: 100 });
    expect(draft.__typename).toBe('CreateEbookPayload');
    expect(fieldsOf(await updateEbook({ id: draft.ebook.id, published: true }))).toEqual({
      fileKey: 'Upload the ebook file before publishing it',
    });
    expect((await updateEbook({ id: draft.ebook.id, published: true, fileKey: ebookFile })).ebook.published).toBe(true);
  });
});

const STATIONERY = `${PRODUCT} brand variants { id label sku stock inStock }`;
const createStationery = (input: Record<string, unknown>) =>
  run('createStationery', 'CreateStationeryInput', `... on CreateStationeryPayload { stationery { ${STATIONERY} } }`, input);
const updateStationery = (input: Record<string, unknown>) =>
  run('updateStationery', 'UpdateStationeryInput', `... on UpdateStationeryPayload { stationery { ${STATIONERY} } }`, input);

describe('createStationery / updateStationery', () => {
  it('keeps variants by SKU when the list is replaced, and the stock is their sum', async () => {
    const created = await createStationery({
      title: 'Gel pen',
      price: 2_000,
      brand: 'Matador',
      variants: [
        { label: 'Blue', sku: 'pen-blue', stock: 10 },
        { label: 'Black', sku: 'PEN-BLACK', stock: 5 },
        { label: 'Red', sku: 'PEN-RED', stock: 0 },
      ],
    });
    expect(created.__typename).toBe('CreateStationeryPayload');
    expect(created.stationery).toMatchObject({ brand: 'Matador', stock: 15 });
    expect(created.stationery.variants.map((v: { sku: string; inStock: boolean }) => [v.sku, v.inStock])).toEqual([
      ['PEN-BLUE', true],
      ['PEN-BLACK', true],
      ['PEN-RED', false],
    ]);
    expect(await matchesSearch(created.stationery.id, 'matador')).toBe(true);
    const [blue, black] = created.stationery.variants;

    const updated = await updateStationery({
      id: created.stationery.id,
      variants: [
        { label: 'Black', sku: 'PEN-BLUE', stock: 3 },
        { label: 'Blue', sku: 'PEN-BLACK', stock: 4 },
        { label: 'Green', sku: 'PEN-GREEN', stock: 1 },
      ],
    });
    expect(updated.__typename).toBe('UpdateStationeryPayload');
    expect(updated.stationery.stock).toBe(8);
    const variants = updated.stationery.variants;
    expect(variants.map((v: { label: string }) => v.label)).toEqual(['Black', 'Blue', 'Green']);
    expect(variants[0].id).toBe(blue.id);
    expect(variants[1].id).toBe(black.id);
    expect(await t.db.prisma.productVariant.count({ where: { sku: 'PEN-RED' } })).toBe(0);

    const plain = await updateStationery({ id: created.stationery.id, variants: [], stock: 7 });
    expect(plain.stationery).toMatchObject({ variants: [], stock: 7 });
  });

  it('refuses SKUs repeated in the list or used by another product', async () => {
    await createStationery({ title: 'Ruler', price: 500, variants: [{ label: '30 cm', sku: 'RULER-30', stock: 1 }] });
    const before = await writeCounts(t);
    const result = await createStationery({
      title: 'Notebook',
      price: 800,
      variants: [
        { label: 'Ruled', sku: 'NB-1', stock: 1 },
        { label: 'Plain', sku: 'has space', stock: -1 },
      ],
    });
    expect(fieldsOf(result)).toEqual({
      'variants.1.sku': 'SKU may contain only letters, digits, dots, hyphens and underscores',
      'variants.1.stock': 'Stock cannot be negative',
    });
    const repeated = await createStationery({
      title: 'Notebook',
      price: 800,
      variants: [
        { label: 'Ruled', sku: 'NB-1', stock: 1 },
        { label: 'ruled', sku: 'nb-1', stock: 1 },
      ],
    });
    expect(fieldsOf(repeated)).toEqual({
      'variants.1.label': 'Two variants have this label',
      'variants.1.sku': 'Two variants have this SKU',
    });
    expect(fieldsOf(await createStationery({ title: 'Scale', price: 800, variants: [{ label: 'Long', sku: 'ruler-30', stock: 1 }] }))).toEqual({
      'variants.0.sku': 'SKU RULER-30 is already used by Ruler',
    });
    expect(await writeCounts(t)).toEqual(before);
  });
});

const BUNDLE = `${PRODUCT} year itemsValue { amount } items { quantity product { id } }`;
const createBundle = (input: Record<string, unknown>) => run('createBundle', 'CreateBundleInput', `... on CreateBundlePayload { bundle { ${BUNDLE} } }`, input);
const updateBundle = (input: Record<string, unknown>) => run('updateBundle', 'UpdateBundleInput', `... on UpdateBundlePayload { bundle { ${BUNDLE} } }`, input);

describe('createBundle / updateBundle', () => {
  it('creates a bundle of books, stationery and one copy of digital products', async () => {
    const book = await productRow(t, 'BOOK', { price: 30_000 });
    const pen = await productRow(t, 'STATIONERY', { price: 2_000 });
    const ebook = await productRow(t, 'EBOOK', { price: 10_000 });
    const result = await createBundle({
      title: 'HSC 2026 Science Pack',
      price: 60_000,
      stock: 5,
      year: 2026,
      items: [
        { productId: book.globalId, quantity: 1 },
        { productId: pen.globalId, quantity: 3 },
        { productId: ebook.globalId },
      ],
    });
    expect(result.__typename).toBe('CreateBundlePayload');
    expect(result.bundle).toMatchObject({
      year: 2026,
      stock: 5,
      itemsValue: { amount: 46_000 },
      items: [
        { quantity: 1, product: { id: book.globalId } },
        { quantity: 3, product: { id: pen.globalId } },
        { quantity: 1, product: { id: ebook.globalId } },
      ],
    });
    expect(await matchesSearch(result.bundle.id, '2026')).toBe(true);

    const updated = await updateBundle({ id: result.bundle.id, items: [{ productId: pen.globalId, quantity: 10 }], year: 2027 });
    expect(updated.bundle).toMatchObject({ year: 2027, items: [{ quantity: 10, product: { id: pen.globalId } }] });
    expect(await matchesSearch(result.bundle.id, '2027')).toBe(true);
  });

  it('refuses bundles in bundles, several copies of a digital product, repeats, unknown products and no items', async () => {
    const other = await productRow(t, 'BUNDLE');
    const content = await productRow(t, 'CONTENT');
    const book = await productRow(t, 'BOOK');
    const before = await writeCounts(t);
    const result = await createBundle({
      title: 'Bad pack',
      price: 100,
      year: 2026,
      items: [
        { productId: other.globalId, quantity: 1 },
        { productId: content.globalId, quantity: 2 },
        { productId: encodeGlobalID('Ebook', book.id), quantity: 1 },
        { productId: book.globalId, quantity: 1 },
      ],
    });
    expect(fieldsOf(result)).toEqual({
      'items.0.productId': `A bundle cannot contain another bundle (${other.title})`,
      'items.1.quantity': `${content.title} is digital: it can be in a bundle only once (quantity 1)`,
      'items.2.productId': 'No such product',
    });
    expect(fieldsOf(await createBundle({ title: 'Twice', price: 100, year: 2026, items: [{ productId: book.globalId }, { productId: book.globalId }] }))).toEqual({
      'items.1.productId': 'This product is already in the bundle; raise its quantity instead',
    });
    expect(fieldsOf(await createBundle({ title: 'Empty', price: 100, year: 1999, items: [] }))).toEqual({
      year: 'Year must be between 2000 and 2100',
      items: 'A bundle needs at least one product',
    });
    expect(await writeCounts(t)).toEqual(before);
  });
});

const CONTENT = `${PRODUCT} hscBatch instructor`;
const createContent = (input: Record<string, unknown>) =>
  run('createContent', 'CreateContentInput', `... on CreateContentPayload { content { ${CONTENT} } }`, input);
const updateContent = (input: Record<string, unknown>) =>
  run('updateContent', 'UpdateContentInput', `... on UpdateContentPayload { content { ${CONTENT} } }`, input);

describe('createContent / updateContent', () => {
  it('creates a course for one of the shop’s HSC batches', async () => {
    const result = await createContent({ title: 'Physics crash course', price: 150_000, hscBatch: 'HSC 2026', instructor: 'Tahmid Rahmanov', stock: 99 });
    expect(result.__typename).toBe('CreateContentPayload');
    expect(result.content).toMatchObject({ hscBatch: 'HSC 2026', instructor: 'Tahmid Rahmanov', stock: 0, slug: 'physics-crash-course' });
    expect(await matchesSearch(result.content.id, 'rahmanov')).toBe(true);
    const updated = await updateContent({ id: result.content.id, instructor: 'Nadia Sultanova', hscBatch: 'HSC 2025' });
    expect(updated.content).toMatchObject({ hscBatch: 'HSC 2025', instructor: 'Nadia Sultanova' });
    expect(await matchesSearch(result.content.id, 'sultanova')).toBe(true);
    expect(await matchesSearch(result.content.id, 'rahmanov')).toBe(false);
  });

  it('refuses a batch the shop does not offer', async () => {
    const before = await writeCounts(t);
    expect(fieldsOf(await createContent({ title: 'Old course', price: 100, hscBatch: 'HSC 2019' }))).toEqual({
      hscBatch: 'HSC batch must be one of: HSC 2024, HSC 2025, HSC 2026, Others',
    });
    expect(await writeCounts(t)).toEqual(before);
  });
});
