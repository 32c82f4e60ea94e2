/**
 * The first covers of a storefront list, for a page's first HTML (issue 21: the largest paint on a
 * phone is a cover; drawn by the app it waits for the scripts and a GraphQL round trip). The build's
 * prerendered skeletons mark their first cards' cover boxes as slots (ProductGridSkeleton
 * `coverSlots`); a first-view writer fills them, per request, with the list's first covers exactly as
 * ProductCard draws them (shared/cover-image.ts), and the app then renders the same covers over them.
 * Used by the home page (home-first-view.ts) and the section pages (section-first-view.ts).
 */
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { COVER_SLOT_ATTRIBUTE, coverBoxHtml, FIRST_SCREEN_COVERS, type CoverSource } from '../../shared/cover-image.ts';
import { publicFileUrl } from '../storage/file-storage.ts';
import { readImageInfo } from '../storage/image-info.ts';
import { variantSrcset } from '../storage/images.ts';

export type CoversPrisma = Pick<PrismaClient, 'product' | 'storedFile'>;

/** A list's first covers, in order; null for a product without a cover (its slot stays a skeleton). */
export type FirstCovers = (CoverSource | null)[];

/** The covers of the first FIRST_SCREEN_COVERS products of a list, in the list's order. */
export async function listCovers(prisma: CoversPrisma, where: Prisma.ProductWhereInput, orderBy: Prisma.ProductOrderByWithRelationInput[]): Promise<FirstCovers> {
  const products = await prisma.product.findMany({ where, orderBy, take: FIRST_SCREEN_COVERS, select: { coverKey: true } });
  // Their AVIF variants where smaller, as Image.avifSrcset gives the app (no statement for drawings).
  const infos = await readImageInfo(prisma, products.map((product) => product.coverKey ?? ''));
  return products.map(({ coverKey }) =>
    coverKey ? { url: publicFileUrl(coverKey), srcset: variantSrcset(coverKey), avifSrcset: infos.get(coverKey)?.avifSrcset ?? null } : null,
  );
}

const SLOT = new RegExp(`<span([^>]*) ${COVER_SLOT_ATTRIBUTE}="(\\d+)"([^>]*)></span>`, 'g');

/** `html` with each cover slot that has a cover replaced by the cover; slots without one stay skeletons. */
export function withFirstScreenCovers(html: string, covers: readonly (CoverSource | null)[]): string {
  return html.replace(SLOT, (slot, _before: string, index: string) => {
    const cover = covers[Number(index)];
    return cover ? coverBoxHtml(cover) : slot;
  });
}

export interface KeptCoversOptions {
  /** How long one read of a list's covers serves (default 5 s): a cover a few seconds stale is replaced by the app's own answer moments later. */
  ttlMs?: number;
  /** How long a page waits for the covers (default 200 ms): a busy database never holds it back. */
  waitMs?: number;
  now?: () => number;
}

/**
 * `read` (the covers of the list named by a key) read at most once per TTL per process and key;
 * the returned function answers null when the read fails, finds no list (`read` gave null) or takes
 * longer than the wait. A failed read is not kept: the next request tries again.
 */
export function keptCovers(
  read: (key: string) => Promise<FirstCovers | null>,
  { ttlMs = 5_000, waitMs = 200, now = Date.now }: KeptCoversOptions = {},
): (key: string) => Promise<FirstCovers | null> {
  const kept = new Map<string, { at: number; covers: Promise<FirstCovers | null> }>();
  const covers = (key: string) => {
    const known = kept.get(key);
    if (known && now() - known.at < ttlMs) return known.covers;
    const reading = read(key);
    kept.set(key, { at: now(), covers: reading });
    reading.catch(() => {
      if (kept.get(key)?.covers === reading) kept.delete(key);
    });
    return reading;
  };
  return async (key) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    return Promise.race([covers(key), late]).finally(() => clearTimeout(timer));
  };
}
