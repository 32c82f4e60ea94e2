/** Images at the size shown: uploads are decoded and checked, phones get WebP variants made once and kept. */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { signInAs } from '../../../test/accounts.ts';
import { createBook, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { MAX_IMAGE_PIXELS, VARIANT_WIDTHS, encodeVariant, hasVariants, parseVariantKey, variantKey } from './images.ts';
import { SAMPLE_FILES, upload } from './test-uploads.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

/** The most a variant may weigh at each width (a cover-like photo): a phone's first screen of four covers stays under 150 KB. */
const BYTE_BUDGET: Record<(typeof VARIANT_WIDTHS)[number], number> = { 160: 8_000, 320: 20_000, 480: 36_000, 640: 55_000, 960: 110_000 };

/** A 6000×9000 JPEG photo of a cover: gradients, shapes and lettering (as a phone camera would upload it). */
async function bigCoverJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e63946"/></linearGradient></defs>
    <rect width="600" height="900" fill="url(#g)"/>
    <circle cx="420" cy="260" r="150" fill="#f1faee" opacity="0.35"/>
    <rect x="60" y="560" width="480" height="200" rx="16" fill="#a8dadc" opacity="0.8"/>
    <text x="80" y="660" font-size="64" font-family="sans-serif" fill="#1d3557">PHYSICS</text>
    <text x="80" y="730" font-size="36" font-family="sans-serif" fill="#1d3557">1st Paper · HSC</text>
  </svg>`;
  const small = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(small).resize(6000, 9000).jpeg({ quality: 90 }).toBuffer();
}

/** A 20000×20000 PNG (400 megapixels) of a few tens of KB: decoding it would take 400 MB. */
function decompressionBomb(): Buffer {
  const width = 20_000;
  const height = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + width / 8)); // filter byte 0, all pixels black
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('variant keys', () => {
  it('name an uploaded raster image and a configured width, nothing else', () => {
    expect(variantKey('covers/a.jpg', 480)).toBe('variants/480/covers/a.jpg.webp');
    expect(parseVariantKey('variants/480/covers/a.jpg.webp')).toEqual({ original: 'covers/a.jpg', width: 480, format: 'webp' });
    expect(parseVariantKey('variants/480/covers/a.jpg.avif')).toEqual({ original: 'covers/a.jpg', width: 480, format: 'avif' });
    expect(parseVariantKey('variants/480/covers/a.jpg.png')).toBeNull();
    expect(parseVariantKey('variants/481/covers/a.jpg.webp')).toBeNull();
    expect(parseVariantKey('variants/480/ebooks/a.pdf.webp')).toBeNull();
    expect(parseVariantKey('variants/480/covers/a.svg.webp')).toBeNull();
    expect(hasVariants('authors/p.png')).toBe(true);
    expect(hasVariants('covers/demo.svg')).toBe(false);
  });
});

describe('uploading an image', () => {
  it('turns a 6000×9000 JPEG into WebP variants within the widths and byte budgets, made once and then read from storage', async () => {
    const jpeg = await bigCoverJpeg();
    const response = await upload(t, { purpose: 'cover', bytes: jpeg, name: 'scan.jpg' }, admin);
    expect(response.status).toBe(201);
    const { key } = (await response.json()) as { key: string };
    // The original is kept as uploaded, for staff.
    expect(Buffer.from((await t.services.storage.read(key))!)).toEqual(jpeg);

    const made: Record<number, Buffer> = {};
    for (const width of VARIANT_WIDTHS) {
      const variant = await t.app.request(`/files/${variantKey(key, width)}`);
      expect([width, variant.status, variant.headers.get('content-type')]).toEqual([width, 200, 'image/webp']);
      expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await variant.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([width, meta.format, meta.width, meta.height]).toEqual([width, 'webp', width, width * 1.5]);
      expect([width, bytes.length <= BYTE_BUDGET[width]]).toEqual([width, true]);
      made[width] = bytes;
    }
    expect(Math.max(...VARIANT_WIDTHS)).toBe(960);

    // With the original gone, a variant already made is still served (from storage, not encoded again)...
    await t.services.storage.delete(key);
    const again = await t.app.request(`/files/${variantKey(key, 480)}`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(made[480]);
    // ...while one never requested cannot be made any more.
    await t.services.storage.delete(variantKey(key, 320));
    expect((await t.app.request(`/files/${variantKey(key, 320)}`)).status).toBe(404);
  });

  it('never enlarges a small image', async () => {
    const { key } = (await (await upload(t, { purpose: 'author-photo', bytes: SAMPLE_FILES.png, name: 'tiny.png' }, admin)).json()) as { key: string };
    const variant = await t.app.request(`/files/${variantKey(key, 960)}`);
    expect(variant.status).toBe(200);
    expect(await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 2, height: 3 });
  });

  it('refuses a decompression bomb, a non-image named .jpg and a JPEG header in front of garbage, storing nothing', async () => {
    const before = await t.db.prisma.storedFile.count();
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const bombed = await upload(t, { purpose: 'cover', bytes: bomb, name: 'cover.png' }, admin);
    expect(bombed.status).toBe(400);
    expect(await messageOf(bombed)).toBe(
      `The image is too large to use (20000×20000 pixels): at most 12000 pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
    const text = await upload(t, { purpose: 'cover', bytes: SAMPLE_FILES.text, name: 'cover.jpg', type: 'image/jpeg' }, admin);
    expect(text.status).toBe(400);
    expect(await messageOf(text)).toBe('The file is not an image (JPEG, PNG or WebP)');
    const fake = await upload(t, { purpose: 'page', bytes: SAMPLE_FILES.fakeJpeg, name: 'page.jpg', type: 'image/jpeg' }, admin);
    expect(fake.status).toBe(400);
    expect(await messageOf(fake)).toBe('The image cannot be read: it is damaged or not really an image');
    expect(await t.db.prisma.storedFile.count()).toBe(before);
  });
});

describe('GET /files/variants/…', () => {
  it('answers 404 for a width not configured, an original without a public row and an ebook', async () => {
    await t.services.storage.put('covers/no-row.png', SAMPLE_FILES.png);
    const { key } = (await (await upload(t, { purpose: 'cover', bytes: SAMPLE_FILES.jpeg, name: 'c.jpg' }, admin)).json()) as { key: string };
    for (const path of [`/files/variants/500/${key}.webp`, '/files/variants/480/covers/no-row.png.webp', '/files/variants/480/ebooks/x.pdf.webp']) {
      expect([path, (await t.app.request(path)).status]).toEqual([path, 404]);
    }
  });

  it('sends a stored original that does not decode as it is', async () => {
    await t.services.storage.put('covers/legacy.jpg', SAMPLE_FILES.fakeJpeg);
    await t.db.prisma.storedFile.create({ data: { key: 'covers/legacy.jpg', contentType: 'image/jpeg', size: SAMPLE_FILES.fakeJpeg.length, visibility: 'PUBLIC' } });
    const response = await t.app.request('/files/variants/320/covers/legacy.jpg.webp');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/files/covers/legacy.jpg');
  });
});

describe('Image.srcset', () => {
  it('lists the variants of an uploaded cover by width, and nothing for a drawn (SVG) cover', async () => {
    const { key } = (await (await upload(t, { purpose: 'cover', bytes: SAMPLE_FILES.jpeg, name: 'c.jpg' }, admin)).json()) as { key: string };
    const photo = await createBook(t.db.prisma, { title: 'Photographed cover', price: taka(100), stock: 1 });
    await t.db.prisma.product.update({ where: { id: photo.id }, data: { coverKey: key } });
    const drawn = await createBook(t.db.prisma, { title: 'Drawn cover', price: taka(100), stock: 1 });
    await t.db.prisma.product.update({ where: { id: drawn.id }, data: { coverKey: 'covers/drawn.svg' } });
    const QUERY = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { cover { url srcset } } } }`;
    const { data } = await t.graphql(QUERY, { ids: [productGlobalId(photo), productGlobalId(drawn)] });
    expect(data!.nodes).toEqual([
      { cover: { url: `/files/${key}`, srcset: VARIANT_WIDTHS.map((w) => `/files/variants/${w}/${key}.webp ${w}w`).join(', ') } },
      { cover: { url: '/files/covers/drawn.svg', srcset: null } },
    ]);
  });
});

describe('AVIF variants and the placeholder', () => {
  const IMAGE_FIELDS = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { cover { srcset avifSrcset placeholder } } } }`;

  async function productWithCover(title: string, key: string) {
    const product = await createBook(t.db.prisma, { title, price: taka(100), stock: 1 });
    await t.db.prisma.product.update({ where: { id: product.id }, data: { coverKey: key } });
    return productGlobalId(product);
  }
  const coverOf = async (id: string) =>
    ((await t.graphql(IMAGE_FIELDS, { ids: [id] })).data!.nodes as { cover: { srcset: string; avifSrcset: string | null; placeholder: string | null } }[])[0]!.cover;

  it('keeps an AVIF only at the widths where it is smaller than the WebP, records the decision and serves it without encoding again', async () => {
    const jpeg = await bigCoverJpeg();
    const { key } = (await (await upload(t, { purpose: 'cover', bytes: jpeg, name: 'scan.jpg' }, admin)).json()) as { key: string };
    const id = await productWithCover('AVIF cover', key);
    // Nothing is offered as AVIF before it is compared, and nothing is known of the colour.
    expect(await coverOf(id)).toMatchObject({ avifSrcset: null, placeholder: null });

    const avifWidths: number[] = [];
    for (const width of VARIANT_WIDTHS) {
      const webp = await t.app.request(`/files/${variantKey(key, width)}`);
      const webpBytes = Buffer.from(await webp.arrayBuffer());
      // The same encoding the server does: the AVIF is stored exactly when it is the smaller file.
      const avifSize = (await encodeVariant(jpeg, width, 'avif')).length;
      const stored = await t.services.storage.head(variantKey(key, width, 'avif'));
      expect([width, stored?.size ?? null]).toEqual([width, avifSize < webpBytes.length ? avifSize : null]);
      if (stored) avifWidths.push(width);
    }
    // On this photographed cover AVIF wins at the larger widths (by a quarter at 960 px).
    expect(avifWidths).toContain(960);
    const row = await t.db.prisma.storedFile.findUniqueOrThrow({ where: { key } });
    expect([...row.variantWidths].sort((a, b) => a - b)).toEqual([...VARIANT_WIDTHS]);
    expect([...row.avifWidths].sort((a, b) => a - b)).toEqual(avifWidths);

    // With the original gone nothing can be encoded: the AVIF is served from storage, as image/avif...
    await t.services.storage.delete(key);
    const avif = await t.app.request(`/files/${variantKey(key, 960, 'avif')}`);
    expect([avif.status, avif.headers.get('content-type'), avif.headers.get('cache-control')]).toEqual([200, 'image/avif', 'public, max-age=31536000, immutable']);
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).format).toBe('heif');
    // ...and where the WebP won, the recorded decision sends the browser to it.
    const lost = VARIANT_WIDTHS.find((width) => !avifWidths.includes(width));
    if (lost) {
      const redirected = await t.app.request(`/files/${variantKey(key, lost, 'avif')}`);
      expect([redirected.status, redirected.headers.get('location')]).toEqual([302, `/files/${variantKey(key, lost)}`]);
    }

    // GraphQL names the smaller file at each width, read from the row.
    const cover = await coverOf(id);
    expect(cover.avifSrcset).toBe(
      VARIANT_WIDTHS.map((w) => `/files/${variantKey(key, w, avifWidths.includes(w) ? 'avif' : 'webp')} ${w}w`).join(', '),
    );
    expect(cover.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('offers no AVIF where the WebP is smaller at every width, and gives the dominant colour as placeholder', async () => {
    // A small flat colour (never enlarged): its WebP is a few dozen bytes at every width, less than an AVIF header.
    const flat = await sharp({ create: { width: 16, height: 24, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const { key } = (await (await upload(t, { purpose: 'cover', bytes: flat, name: 'flat.png' }, admin)).json()) as { key: string };
    const id = await productWithCover('Flat cover', key);
    for (const width of VARIANT_WIDTHS) expect((await t.app.request(`/files/${variantKey(key, width)}`)).status).toBe(200);
    for (const width of VARIANT_WIDTHS) expect(await t.services.storage.head(variantKey(key, width, 'avif'))).toBeNull();
    const cover = await coverOf(id);
    expect(cover.avifSrcset).toBeNull();
    // The histogram's bin nearest #2a9d8f (42, 157, 143).
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(cover.placeholder!.slice(i, i + 2), 16));
    for (const [channel, want] of [[r, 42], [g, 157], [b, 143]]) expect(Math.abs(channel! - want!)).toBeLessThanOrEqual(8);
    // A drawing has neither.
    expect(await coverOf(await productWithCover('Drawn', 'covers/drawn.svg'))).toEqual({ srcset: null, avifSrcset: null, placeholder: null });
  });
});
