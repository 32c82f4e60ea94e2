import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { sniffFileType } from './file-types.ts';
import { SAMPLE_FILES, upload } from './test-uploads.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

describe('sniffFileType', () => {
  it('knows each accepted type by its first bytes and nothing else', () => {
    expect(sniffFileType(SAMPLE_FILES.png)?.contentType).toBe('image/png');
    expect(sniffFileType(SAMPLE_FILES.jpeg)?.contentType).toBe('image/jpeg');
    expect(sniffFileType(SAMPLE_FILES.webp)?.contentType).toBe('image/webp');
    expect(sniffFileType(SAMPLE_FILES.pdf)?.contentType).toBe('application/pdf');
    expect(sniffFileType(SAMPLE_FILES.epub)?.contentType).toBe('application/epub+zip');
    expect(sniffFileType(SAMPLE_FILES.text)).toBeNull();
    expect(sniffFileType(SAMPLE_FILES.svg)).toBeNull();
    // A ZIP that is not an EPUB, and a RIFF that is not WebP.
    expect(sniffFileType(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(60)]))).toBeNull();
    expect(sniffFileType(Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(8)]))).toBeNull();
  });
});

describe('POST /api/uploads', () => {
  it.each([
    ['cover', 'png', 'covers', 'image/png', 'PUBLIC'],
    ['cover', 'jpeg', 'covers', 'image/jpeg', 'PUBLIC'],
    ['cover', 'webp', 'covers', 'image/webp', 'PUBLIC'],
    ['author-photo', 'jpeg', 'authors', 'image/jpeg', 'PUBLIC'],
    ['page', 'png', 'pages', 'image/png', 'PUBLIC'],
    ['ebook', 'pdf', 'ebooks', 'application/pdf', 'PRIVATE'],
  ] as const)('stores a %s %s under %s/', async (purpose, sample, folder, contentType, visibility) => {
    const bytes = SAMPLE_FILES[sample];
    // The claimed name and type are deliberately wrong: only the bytes count.
    const response = await upload(t, { purpose, bytes, name: 'whatever.txt', type: 'text/plain' }, admin);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { key: string; url: string | null; contentType: string; size: number };
    const extension = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf', epub: 'epub' }[sample];
    expect(body.key).toMatch(new RegExp(`^${folder}/[0-9a-f-]{36}\\.${extension}$`));
    expect(body).toEqual({
      key: body.key,
      url: visibility === 'PUBLIC' ? `/files/${body.key}` : null,
      contentType,
      size: bytes.length,
    });

    const row = await t.db.prisma.storedFile.findUniqueOrThrow({ where: { key: body.key }, include: { uploadedBy: true } });
    expect(row).toMatchObject({ contentType, size: bytes.length, visibility, originalName: 'whatever.txt' });
    expect(row.uploadedBy?.phone).toBe('01700000001');
    expect(Buffer.from((await t.services.storage.read(body.key))!)).toEqual(Buffer.from(bytes));
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'storage.file_uploaded', targetId: body.key } });
    expect(audit).toMatchObject({ targetType: 'StoredFile', actorId: row.uploadedById, ip: '203.0.113.50' });
    expect(audit.details).toMatchObject({ purpose, contentType, size: bytes.length });
  });

  it.each([
    ['a text file renamed to .png', 'cover', 'text', 'photo.png', 'image/png', 'The file is not an image (JPEG, PNG or WebP)'],
    ['an SVG image', 'cover', 'svg', 'cover.svg', 'image/svg+xml', 'The file is not an image (JPEG, PNG or WebP)'],
    ['a PDF as a cover', 'cover', 'pdf', 'cover.png', 'image/png', 'The file is not an image (JPEG, PNG or WebP)'],
    ['a PNG as an ebook', 'ebook', 'png', 'book.pdf', 'application/pdf', 'The file is not a PDF (the reader opens PDF files only)'],
    ['an EPUB as an ebook', 'ebook', 'epub', 'book.epub', 'application/epub+zip', 'The file is not a PDF (the reader opens PDF files only)'],
  ] as const)('refuses %s with 400 and stores nothing', async (_what, purpose, sample, name, type, message) => {
    const before = await t.db.prisma.storedFile.count();
    const response = await upload(t, { purpose, bytes: SAMPLE_FILES[sample], name, type }, admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, statusMessage: message, message });
    expect(await t.db.prisma.storedFile.count()).toBe(before);
  });

  it('refuses a missing file or an unknown purpose', async () => {
    const noFile = await upload(t, { purpose: 'cover' }, admin);
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { message: string }).message).toBe('Choose a file to upload');
    const badPurpose = await upload(t, { purpose: 'avatar', bytes: SAMPLE_FILES.png }, admin);
    expect(badPurpose.status).toBe(400);
    expect(((await badPurpose.json()) as { message: string }).message).toMatch(/^Purpose must be one of: cover, author-photo, page, ebook/);
    const json = await t.app.request('/api/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `pathagar_session=${admin}` },
      body: JSON.stringify({ purpose: 'cover' }),
    });
    // The HTTP edge wants multipart/form-data on this route (issue 10).
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({
      statusCode: 415,
      statusMessage: 'Unsupported Media Type',
      message: 'Send the request body as multipart/form-data.',
    });
  });

  it('answers 413 for a file over the limit, whether it fits the request allowance or not', async () => {
    const config = t.services.config.storage;
    const limit = config.uploadMaxBytes;
    config.uploadMaxBytes = 1000;
    try {
      const before = await t.db.prisma.storedFile.count();
      const justOver = Buffer.concat([Buffer.from(SAMPLE_FILES.png), Buffer.alloc(1001 - SAMPLE_FILES.png.length)]);
      const small = await upload(t, { purpose: 'cover', bytes: justOver, name: 'big.png' }, admin);
      expect(small.status).toBe(413);
      expect(await small.json()).toEqual({
        statusCode: 413,
        statusMessage: 'The file is too large. The limit is 1 KB.',
        message: 'The file is too large. The limit is 1 KB.',
      });
      const exactly = await upload(t, { purpose: 'cover', bytes: justOver.subarray(0, 1000), name: 'ok.png' }, admin);
      expect(exactly.status).toBe(201);

      const huge = Buffer.concat([Buffer.from(SAMPLE_FILES.png), Buffer.alloc(200 * 1024)]);
      const large = await upload(t, { purpose: 'cover', bytes: huge, name: 'huge.png' }, admin);
      expect(large.status).toBe(413);
      expect(((await large.json()) as { statusCode: number }).statusCode).toBe(413);
      expect(await t.db.prisma.storedFile.count()).toBe(before + 1);
    } finally {
      config.uploadMaxBytes = limit;
    }
  });

  it('answers 401 signed out and 403 without catalog.manage', async () => {
    const anonymous = await upload(t, { purpose: 'cover', bytes: SAMPLE_FILES.png });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      statusCode: 401,
      statusMessage: 'Please sign in to continue.',
      message: 'Please sign in to continue.',
    });
    for (const role of ['customer', 'agent'] as const) {
      const response = await upload(t, { purpose: 'cover', bytes: SAMPLE_FILES.png }, await signInAs(t, role));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        statusCode: 403,
        statusMessage: 'You do not have permission to do this.',
        message: 'You do not have permission to do this.',
      });
    }
  });
});

describe('GET /files/{key}', () => {
  it('serves a public cover with its type and a long immutable cache', async () => {
    const uploaded = (await (await upload(t, { purpose: 'cover', bytes: SAMPLE_FILES.webp, name: 'c.webp' }, admin)).json()) as {
      url: string;
    };
    const response = await t.app.request(uploaded.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(SAMPLE_FILES.webp.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SAMPLE_FILES.webp);
  });

  it('never serves an ebook file, even to its uploader', async () => {
    const uploaded = (await (await upload(t, { purpose: 'ebook', bytes: SAMPLE_FILES.pdf }, admin)).json()) as { key: string };
    const response = await t.app.request(`/files/${uploaded.key}`, { headers: { cookie: `pathagar_session=${admin}` } });
    // The ebook endpoint (library/ebook-files.rest.ts) owns /files/ebooks/*: a stored key is no product id there either.
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('%PDF');
  });

  it('answers 404 for unknown keys, keys without a row, odd paths and ebook keys marked public', async () => {
    await t.services.storage.put('covers/orphan.png', SAMPLE_FILES.png);
    await t.services.storage.put('ebooks/leaked.pdf', SAMPLE_FILES.pdf);
    await t.db.prisma.storedFile.create({
      data: { key: 'ebooks/leaked.pdf', contentType: 'application/pdf', size: SAMPLE_FILES.pdf.length, visibility: 'PUBLIC' },
    });
    for (const path of ['/files/covers/nothing.png', '/files/covers/orphan.png', '/files/ebooks/leaked.pdf', '/files/..%2f..%2fetc/passwd', '/files/']) {
      const response = await t.app.request(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
  });
});
