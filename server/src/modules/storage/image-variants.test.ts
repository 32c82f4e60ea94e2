/** The command that gives stored images their variants (`npm run images:variants`): all of them, resumable. */
import sharp from 'sharp';
import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { VARIANT_WIDTHS, makeMissingVariants, variantKey } from './images.ts';
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
