/**
 * Images at the size shown (issue 21): an uploaded cover, author photo or sample page is decoded
 * once to check it is a real image of sane dimensions (a decompression bomb is refused before it
 * is decoded), the original is kept as uploaded (for staff), and phones get WebP variants at a few
 * widths, each made once on first request and then served from storage like any public file.
 */
import sharp from 'sharp';
import { ValidationError } from '../../shared/errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { isStorageKey, publicFileUrl, type FileStorage } from './file-storage.ts';
import { purposeOfKey } from './file-types.ts';

/** Widths (CSS pixels × density) a variant is made at: a two-column phone card at 1× up to a product page at 2×. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The longest side an upload may have, and the most pixels it may decode to (a 6000×9000 scan fits). */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 60_000_000;

/** Encoding of a variant: photos and covers stay sharp at this quality while a 640 px cover is tens of KB. */
const WEBP_QUALITY = 72;

export interface CheckedImage {
  width: number;
  height: number;
}

function refuse(message: string): never {
  throw new ValidationError([{ field: 'file', message }]);
}

/**
 * Checks that uploaded bytes are an image the shop can show: its header names sane dimensions (a
 * tiny file claiming hundreds of megapixels is refused before anything is decoded) and the whole
 * image decodes (a JPEG header in front of anything else does not).
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  // The header only (no pixels are decoded), so the size can be refused with its numbers.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse('The image cannot be read: it is damaged or not really an image'));
  const { width, height } = metadata;
  if (!width || !height) refuse('The image cannot be read: it has no size');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    refuse(
      `The image is too large to use (${width}×${height} pixels): at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
  // Decoding all of it (into a thumbnail, which a JPEG does at a fraction of the cost) finds a truncated or corrupt body.
  await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .resize(16)
    .raw()
    .toBuffer()
    .catch(() => refuse('The image cannot be read: it is damaged or not really an image'));
  return { width, height };
}

/** The WebP variant of an image at `width` (never enlarged), made from the original's bytes. */
export async function encodeVariant(original: Uint8Array, width: VariantWidth): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

const RASTER = /\.(jpg|png|webp)$/;

/** True for the key of an uploaded raster image (covers, author photos, sample pages): these have variants. */
export function hasVariants(key: string): boolean {
  const purpose = purposeOfKey(key);
  return purpose !== null && purpose !== 'ebook' && RASTER.test(key);
}

/** Where the variant of `key` at `width` is stored and served: `variants/{width}/{key}.webp`. */
export function variantKey(key: string, width: VariantWidth): string {
  return `variants/${width}/${key}.webp`;
}

/** The original key and width a variant key names, or null when it names none. */
/** The `srcset` of an uploaded image's WebP variants ("/files/variants/320/….webp 320w, …"); null for a drawing (SVG), which has none. */
export function variantSrcset(key: string): string | null {
  return hasVariants(key) ? VARIANT_WIDTHS.map((width) => `${publicFileUrl(variantKey(key, width))} ${width}w`).join(', ') : null;
}

export function parseVariantKey(key: string): { original: string; width: VariantWidth } | null {
  const match = /^variants\/(\d+)\/(.+)\.webp$/.exec(key);
  if (!match) return null;
  const width = Number(match[1]) as VariantWidth;
  const original = match[2]!;
  if (!VARIANT_WIDTHS.includes(width) || !isStorageKey(original) || !hasVariants(original)) return null;
  return { original, width };
}

/**
 * Makes the variant of `original` at `width` unless storage already has it. 'made' and 'kept' mean
 * it is there now; 'unreadable' means the original is missing or does not decode (an upload from
 * before they were checked): nothing is stored, and the original is what can be shown.
 */
export async function ensureVariant(storage: FileStorage, original: string, width: VariantWidth): Promise<'made' | 'kept' | 'unreadable'> {
  const key = variantKey(original, width);
  if (await storage.head(key)) return 'kept';
  const bytes = await storage.read(original);
  if (!bytes) return 'unreadable';
  const encoded = await encodeVariant(bytes, width).catch(() => null);
  if (!encoded) return 'unreadable';
  await storage.put(key, encoded);
  return 'made';
}

export interface VariantRun {
  images: number;
  made: number;
  kept: number;
  unreadable: string[];
}

/**
 * Every public uploaded image gets every variant it lacks (`npm run images:variants`). Resumable:
 * a variant already stored is kept, so a run stopped half-way and started again only makes the rest.
 */
export async function makeMissingVariants(
  prisma: PrismaClient,
  storage: FileStorage,
  { batch = 100, onImage }: { batch?: number; onImage?: (key: string, run: VariantRun) => void } = {},
): Promise<VariantRun> {
  const run: VariantRun = { images: 0, made: 0, kept: 0, unreadable: [] };
  let after: string | undefined;
  for (;;) {
    const rows = await prisma.storedFile.findMany({
      where: { visibility: 'PUBLIC', ...(after ? { key: { gt: after } } : {}) },
      orderBy: { key: 'asc' },
      take: batch,
      select: { key: true },
    });
    if (rows.length === 0) return run;
    after = rows.at(-1)!.key;
    for (const { key } of rows) {
      if (!hasVariants(key)) continue;
      run.images += 1;
      for (const width of VARIANT_WIDTHS) {
        const result = await ensureVariant(storage, key, width);
        if (result === 'unreadable') {
          run.unreadable.push(key);
          break;
        }
        run[result] += 1;
      }
      onImage?.(key, run);
    }
  }
}
