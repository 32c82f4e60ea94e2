/**
 * The home page's first covers in its HTML (issue 21). The page's largest paint on a phone is a
 * bestseller's cover; drawn by the app, it waits for the scripts and then a GraphQL round trip. The
 * prerendered first view of `/` (client/vite/prerender.ts) has the bestsellers' skeleton with cover
 * slots (ProductGridSkeleton `coverSlots`); this writer fills them, per request, with the first
 * bestsellers' covers exactly as ProductCard draws them (shared/cover-image.ts), so they load with the
 * HTML and paint as soon as they arrive. The app then renders the same covers over them.
 *
 * The bestsellers are those of HomePageQuery's `products(first: 6, sort: POPULAR)`: the same filter and
 * order (catalog.service.ts). Read at most once per TTL per process: a cover a few seconds stale is
 * replaced by the app's own answer moments later.
 */
import type { Context as HonoContext } from 'hono';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { FirstViewWriter } from '../../http/spa.ts';
import { COVER_SLOT_ATTRIBUTE, coverBoxHtml, FIRST_SCREEN_COVERS, type CoverSource } from '../../shared/cover-image.ts';
import { publicFileUrl } from '../storage/file-storage.ts';
import { readImageInfo } from '../storage/image-info.ts';
import { variantSrcset } from '../storage/images.ts';
import { productOrderBy, productWhere } from './catalog.service.ts';

const SLOT = new RegExp(`<span([^>]*) ${COVER_SLOT_ATTRIBUTE}="(\\d+)"([^>]*)></span>`, 'g');

/** The first bestsellers' covers, in order; a product without a cover keeps its skeleton. */
export async function firstScreenCovers(prisma: HomePrisma): Promise<(CoverSource | null)[]> {
  const products = await prisma.product.findMany({
    where: productWhere({}),
    orderBy: productOrderBy('POPULAR'),
    take: FIRST_SCREEN_COVERS,
    select: { coverKey: true },
  });
  // Their AVIF variants where smaller, as Image.avifSrcset gives the app (no statement for drawings).
  const infos = await readImageInfo(prisma, products.map((product) => product.coverKey ?? ''));
  return products.map(({ coverKey }) =>
    coverKey ? { url: publicFileUrl(coverKey), srcset: variantSrcset(coverKey), avifSrcset: infos.get(coverKey)?.avifSrcset ?? null } : null,
  );
}

type HomePrisma = Pick<PrismaClient, 'product' | 'storedFile'>;

/** `html` with each cover slot that has a cover replaced by the cover; slots without one stay skeletons. */
export function withFirstScreenCovers(html: string, covers: readonly (CoverSource | null)[]): string {
  return html.replace(SLOT, (slot, _before: string, index: string) => {
    const cover = covers[Number(index)];
    return cover ? coverBoxHtml(cover) : slot;
  });
}

export interface HomeFirstViewOptions {
  /** How long one read of the covers serves (default 5 s). */
  ttlMs?: number;
  /** How long the page waits for the covers before it is sent as built (default 200 ms): a busy database never holds it back. */
  waitMs?: number;
  now?: () => number;
}

/** The first-view writer of `/` (spaRoutes' `firstViews`). */
export function homeFirstView(prisma: HomePrisma, { ttlMs = 5_000, waitMs = 200, now = Date.now }: HomeFirstViewOptions = {}): FirstViewWriter {
  let kept: { at: number; covers: Promise<(CoverSource | null)[]> } | null = null;
  const covers = () => {
    if (!kept || now() - kept.at >= ttlMs) {
      const read = firstScreenCovers(prisma);
      kept = { at: now(), covers: read };
      // A failed read is not kept: the next request tries again.
      read.catch(() => {
        if (kept?.covers === read) kept = null;
      });
    }
    return kept.covers;
  };
  return async (c: HonoContext, html: string) => {
    if (c.req.path !== '/' || !html.includes(COVER_SLOT_ATTRIBUTE)) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    const found = await Promise.race([covers(), late]).finally(() => clearTimeout(timer));
    return found ? withFirstScreenCovers(html, found) : null;
  };
}
