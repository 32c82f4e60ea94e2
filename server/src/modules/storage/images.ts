/**
 * Images at the size shown (issue 21): an uploaded cover, author photo or sample page is decoded
 * once to check it is a real image of sane dimensions (a decompression bomb is refused before it
 * is decoded), the original is kept as uploaded (for staff), and phones get WebP variants at a few
 * widths, each made once on first request and then served from storage like any public file.
 *
 * AVIF where it is smaller: beside each WebP variant an AVIF is encoded once, and kept only when it
 * is smaller than the WebP (a photo's larger widths usually; a small or flat image's WebP often wins,
 * AVIF's header alone is ~300 bytes). The decision is per width and is remembered on the image's
 * StoredFile row (`variantWidths`: compared; `avifWidths`: AVIF won and is stored), written in the
 * same statement as the image's placeholder colour: GraphQL reads it from there (image-info.ts,
 * one statement per list), never from storage and never by encoding again. `Image.avifSrcset` names
 * for each width the smaller file (the AVIF where it won, else the WebP, which every AVIF-capable
 * browser shows too), so a browser that takes the AVIF <source> never gets a bigger file.
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
/**
 * AVIF at quality 50 looks like WebP at 72 for 20–30% fewer bytes on a photographed cover. Effort 2
 * (of 0–9) encodes a 960 px cover in ~0.2 s on one core of the 2-core server; effort 4 saves ~7%
 * more bytes for five times the time.
 */
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 2;

export type VariantFormat = 'webp' | 'avif';

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

/** The variant of an image at `width` (never enlarged) in `format` (WebP unless said), made from the original's bytes. */
export async function encodeVariant(original: Uint8Array, width: VariantWidth, format: VariantFormat = 'webp'): Promise<Buffer> {
  const resized = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }) : resized.webp({ quality: WEBP_QUALITY, effort: 4 })).toBuffer();
}

/**
 * The colour shown in an image's box while it loads ("#a0b1c2"): the dominant colour of a small
 * thumbnail (transparency shown on white, as the shop's pages are).
 */
export async function placeholderColour(original: Uint8Array): Promise<string> {
  const thumbnail = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(64, 64, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  const { dominant } = await sharp(thumbnail).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const RASTER = /\.(jpg|png|webp)$/;

/** True for the key of an uploaded raster image (covers, author photos, sample pages): these have variants. */
export function hasVariants(key: string): boolean {
  const purpose = purposeOfKey(key);
  return purpose !== null && purpose !== 'ebook' && RASTER.test(key);
}

/** Where the variant of `key` at `width` is stored and served: `variants/{width}/{key}.webp` (or `.avif`). */
export function variantKey(key: string, width: VariantWidth, format: VariantFormat = 'webp'): string {
  return `variants/${width}/${key}.${format}`;
}

/** The `srcset` of an uploaded image's WebP variants ("/files/variants/320/….webp 320w, …"); null for a drawing (SVG), which has none. */
export function variantSrcset(key: string): string | null {
  return hasVariants(key) ? VARIANT_WIDTHS.map((width) => `${publicFileUrl(variantKey(key, width))} ${width}w`).join(', ') : null;
}

/**
 * The `srcset` of an image's AVIF <source>: at each width the smaller variant (the AVIF where it won,
 * else the WebP); null when the AVIF won at no width (or none is compared yet): then only WebP is offered.
 */
export function avifSrcset(key: string, avifWidths: readonly number[]): string | null {
  if (!hasVariants(key) || !VARIANT_WIDTHS.some((width) => avifWidths.includes(width))) return null;
  return VARIANT_WIDTHS.map((width) => `${publicFileUrl(variantKey(key, width, avifWidths.includes(width) ? 'avif' : 'webp'))} ${width}w`).join(', ');
}

/** The original key, width and format a variant key names, or null when it names none. */
export function parseVariantKey(key: string): { original: string; width: VariantWidth; format: VariantFormat } | null {
  const match = /^variants\/(\d+)\/(.+)\.(webp|avif)$/.exec(key);
  if (!match) return null;
  const width = Number(match[1]) as VariantWidth;
  const original = match[2]!;
  if (!VARIANT_WIDTHS.includes(width) || !isStorageKey(original) || !hasVariants(original)) return null;
  return { original, width, format: match[3] as VariantFormat };
}

/** What the image's StoredFile row says of its variants (see the top of this file). */
export interface ImageVariantState {
  key: string;
  variantWidths: number[];
  avifWidths: number[];
  placeholder: string | null;
}

/**
 * Makes the variants of `image` at `width` unless they are made and compared: the WebP (unless
 * storage has it), the AVIF (kept only when smaller than the WebP), and the image's placeholder if
 * it has none; the decision is recorded on the row in one statement (two processes making one width
 * record the same thing). 'made' and 'kept' mean the WebP (and the AVIF where it won) is there now
 * and the decision recorded (a file lost in a storage move is made again);
 * 'unreadable' means the original is missing or does not decode (an upload from before they were
 * checked): nothing is stored, and the original is what can be shown. `image` is updated to match
 * the row, so the image's next width does not compute its placeholder again.
 */
export async function ensureVariant(
  deps: { prisma: PrismaClient; storage: FileStorage },
  image: ImageVariantState,
  width: VariantWidth,
): Promise<'made' | 'kept' | 'unreadable'> {
  const { prisma, storage } = deps;
  const webpKey = variantKey(image.key, width);
  const stored = await storage.head(webpKey);
  const avifWon = image.avifWidths.includes(width);
  if (stored && image.variantWidths.includes(width) && image.placeholder && (!avifWon || (await storage.head(variantKey(image.key, width, 'avif'))))) {
    return 'kept';
  }
  const bytes = await storage.read(image.key);
  if (!bytes) return 'unreadable';
  let webpSize = stored?.size;
  if (webpSize === undefined) {
    const webp = await encodeVariant(bytes, width).catch(() => null);
    if (!webp) return 'unreadable';
    await storage.put(webpKey, webp);
    webpSize = webp.length;
  }
  const avif = await encodeVariant(bytes, width, 'avif').catch(() => null);
  const avifWins = avif !== null && avif.length < webpSize;
  if (avifWins) await storage.put(variantKey(image.key, width, 'avif'), avif);
  const placeholder = image.placeholder ?? (await placeholderColour(bytes).catch(() => null));
  // array_remove first: a width is listed once however many times it is recorded.
  await prisma.$executeRaw`
    UPDATE "StoredFile" SET
      "variantWidths" = array_append(array_remove("variantWidths", ${width}::int), ${width}::int),
      "avifWidths" = CASE WHEN ${avifWins}::boolean THEN array_append(array_remove("avifWidths", ${width}::int), ${width}::int)
                          ELSE array_remove("avifWidths", ${width}::int) END,
      placeholder = COALESCE(placeholder, ${placeholder}::text)
    WHERE key = ${image.key}`;
  image.variantWidths = [...image.variantWidths.filter((w) => w !== width), width];
  image.avifWidths = avifWins ? [...image.avifWidths.filter((w) => w !== width), width] : image.avifWidths.filter((w) => w !== width);
  image.placeholder ??= placeholder;
  return 'made';
}

export interface VariantRun {
  images: number;
  made: number;
  kept: number;
  unreadable: string[];
}

/**
 * Every public uploaded image gets every variant it lacks (`npm run images:variants`), its AVIFs
 * compared and its placeholder (images stored before AVIF get them too). Resumable: a width made
 * and compared is kept, so a run stopped half-way and started again only makes the rest.
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
      select: { key: true, variantWidths: true, avifWidths: true, placeholder: true },
    });
    if (rows.length === 0) return run;
    after = rows.at(-1)!.key;
    for (const image of rows) {
      if (!hasVariants(image.key)) continue;
      run.images += 1;
      for (const width of VARIANT_WIDTHS) {
        const result = await ensureVariant({ prisma, storage }, image, width);
        if (result === 'unreadable') {
          run.unreadable.push(image.key);
          break;
        }
        run[result] += 1;
      }
      onImage?.(image.key, run);
    }
  }
}
