/** The command that gives stored images their variants (`npm run images:variants`): all of them, resumable. */
import sharp from 'sharp';
import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { VARIANT_WIDTHS, encodeVariant, makeMissingVariants, variantKey } from './images.ts';
import { SAMPLE_FILES, upload } from './test-uploads.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

async function uploaded(purpose: string, bytes: Uint8Array): Promise<string> {
  return ((await (await upload(t, { purpose, bytes, name: 'x' }, admin)).json()) as { key: string }).key;
}

it('makes every missing variant of every public image, keeps those already made, and resumes after a stop', async () => {
  const cover = await uploaded('cover', await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer());
  const photo = await uploaded('author-photo', SAMPLE_FILES.png);
  const ebook = await uploaded('ebook', SAMPLE_FILES.pdf);
  // A cover stored before uploads were decoded, and a drawn demo cover: neither gets variants.
  await t.services.storage.put('covers/legacy.jpg', SAMPLE_FILES.fakeJpeg);
  await t.db.prisma.storedFile.create({ data: { key: 'covers/legacy.jpg', contentType: 'image/jpeg', size: 20, visibility: 'PUBLIC' } });
  await t.db.prisma.storedFile.create({ data: { key: 'covers/drawn.svg', contentType: 'image/svg+xml', size: 10, visibility: 'PUBLIC' } });
  // One variant exists already (asked for by a browser).
  expect((await t.app.request(`/files/${variantKey(cover, 320)}`)).status).toBe(200);

  // The first run stops after its first image (as a killed process would)...
  const stop = new Error('stopped');
  await expect(
    makeMissingVariants(t.db.prisma, t.services.storage, {
      batch: 1,
      onImage: () => {
        throw stop;
      },
    }),
  ).rejects.toBe(stop);
  // ...and the next one makes only what is missing.
  const run = await makeMissingVariants(t.db.prisma, t.services.storage, { batch: 1 });
  // By key: the author photo (all made before the stop), then the cover (one made by the browser), then the legacy file.
  expect(run).toEqual({ images: 3, made: VARIANT_WIDTHS.length - 1, kept: VARIANT_WIDTHS.length + 1, unreadable: ['covers/legacy.jpg'] });
  for (const key of [photo, cover]) {
    for (const width of VARIANT_WIDTHS) {
      const bytes = await t.services.storage.read(variantKey(key, width));
      expect([key, width, bytes && (await sharp(bytes).metadata()).format]).toEqual([key, width, 'webp']);
    }
  }
  expect(await t.services.storage.head(variantKey(ebook, 320))).toBeNull();

  // A third run finds nothing to do.
  expect(await makeMissingVariants(t.db.prisma, t.services.storage)).toEqual({ images: 3, made: 0, kept: 2 * VARIANT_WIDTHS.length, unreadable: ['covers/legacy.jpg'] });
});

it('gives a cover whose WebP variants were made before AVIF its AVIFs where smaller and its placeholder, keeping the WebPs, once', async () => {
  // A cover photo's smooth gradient and shapes, where AVIF wins at the larger widths.
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#264653"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>
    <rect width="400" height="600" fill="url(#g)"/><circle cx="280" cy="180" r="100" fill="#e9c46a" opacity="0.5"/>
  </svg>`;
  const jpeg = await sharp(Buffer.from(drawing)).resize(1200, 1800).jpeg({ quality: 90 }).toBuffer();
  const cover = await uploaded('cover', jpeg);
  // Its WebP variants as the shop made them before: stored, with nothing recorded on the row.
  const webps = new Map<number, Buffer>();
  for (const width of VARIANT_WIDTHS) {
    webps.set(width, await encodeVariant(jpeg, width));
    await t.services.storage.put(variantKey(cover, width), webps.get(width)!);
  }
  expect(await t.db.prisma.storedFile.findUniqueOrThrow({ where: { key: cover } })).toMatchObject({ variantWidths: [], avifWidths: [], placeholder: null });

  const run = await makeMissingVariants(t.db.prisma, t.services.storage);
  // Every other image was done by the test before (the legacy file stays unreadable).
  expect([run.made, run.unreadable]).toEqual([VARIANT_WIDTHS.length, ['covers/legacy.jpg']]);
  const row = await t.db.prisma.storedFile.findUniqueOrThrow({ where: { key: cover } });
  expect(new Set(row.variantWidths)).toEqual(new Set(VARIANT_WIDTHS));
  expect(row.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  for (const width of VARIANT_WIDTHS) {
    // The WebP is the one made before, untouched; the AVIF is there exactly where it won.
    expect(Buffer.from((await t.services.storage.read(variantKey(cover, width)))!)).toEqual(webps.get(width));
    const avif = await t.services.storage.head(variantKey(cover, width, 'avif'));
    expect([width, avif !== null, avif !== null && avif.size < webps.get(width)!.length]).toEqual([width, row.avifWidths.includes(width), avif !== null]);
  }
  expect(row.avifWidths.length).toBeGreaterThan(0);

  // Run again: nothing new.
  expect(await makeMissingVariants(t.db.prisma, t.services.storage)).toMatchObject({ made: 0, unreadable: ['covers/legacy.jpg'] });
});
