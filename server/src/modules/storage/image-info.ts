import { createContextCache } from '@pothos/core';
import type { Context } from '../../context.ts';
import { BatchLoader } from '../../shared/batch-loader.ts';
import { VARIANT_WIDTHS, avifSrcset, hasVariants } from './images.ts';

/**
 * What a page shows of an uploaded image beyond its key: its AVIF srcset (the widths where AVIF won,
 * images.ts) and placeholder colour, as recorded on its StoredFile row when its variants were made.
 *
 * Fields ask `imageInfo(ctx).load(key)`; the keys asked for until the event loop turns (every card
 * of a list) are read in one statement. An image whose every width is compared never changes (a
 * key never changes its bytes), so its answer is kept for the process (the most recent few
 * thousand): a page of such covers reads nothing. Drawings (SVG) have no variants and read nothing.
 */
export interface ImageInfo {
  avifSrcset: string | null;
  placeholder: string | null;
}

const NONE: ImageInfo = { avifSrcset: null, placeholder: null };

/** Settled answers by key, oldest first (a Map keeps insertion order). */
const settled = new Map<string, ImageInfo>();
const SETTLED_LIMIT = 5_000;

function remember(key: string, info: ImageInfo) {
  settled.set(key, info);
  if (settled.size > SETTLED_LIMIT) settled.delete(settled.keys().next().value!);
}

/** The info of the images of `keys` that have variants, in one statement (none when no key has variants). */
export async function readImageInfo(prisma: Pick<Context['prisma'], 'storedFile'>, keys: readonly string[]): Promise<Map<string, ImageInfo>> {
  keys = keys.filter(hasVariants);
  if (keys.length === 0) return new Map();
  const rows = await prisma.storedFile.findMany({
    where: { key: { in: [...keys] }, visibility: 'PUBLIC' },
    select: { key: true, variantWidths: true, avifWidths: true, placeholder: true },
  });
  const infos = new Map<string, ImageInfo>();
  for (const row of rows) {
    const info = { avifSrcset: avifSrcset(row.key, row.avifWidths), placeholder: row.placeholder };
    infos.set(row.key, info);
    if (row.placeholder && VARIANT_WIDTHS.every((width) => row.variantWidths.includes(width))) remember(row.key, info);
  }
  return infos;
}

/** Answers drawings and settled images at once; batches the rest (BatchLoader). */
class ImageInfoLoader {
  private readonly batch: BatchLoader<string, ImageInfo>;

  constructor(prisma: Context['prisma']) {
    this.batch = new BatchLoader((keys) => readImageInfo(prisma, keys), NONE);
  }

  load(key: string): Promise<ImageInfo> {
    if (!hasVariants(key)) return Promise.resolve(NONE);
    return Promise.resolve(settled.get(key) ?? this.batch.load(key));
  }
}

/** The request's loader of image info. */
export const imageInfo = createContextCache((ctx: Pick<Context, 'prisma'>) => new ImageInfoLoader(ctx.prisma));
