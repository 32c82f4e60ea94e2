/**
 * The home page's first covers in its HTML (issue 21). The prerendered first view of `/`
 * (client/vite/prerender.ts) has the bestsellers' skeleton with cover slots; this writer fills them
 * with the first bestsellers' covers (first-screen-covers.ts).
 *
 * The bestsellers are those of HomePageQuery's `products(first: 6, sort: POPULAR)`: the same filter and
 * order (catalog.service.ts).
 */
import type { FirstViewWriter } from '../../http/spa.ts';
import { COVER_SLOT_ATTRIBUTE } from '../../shared/cover-image.ts';
import { productOrderBy, productWhere } from './catalog.service.ts';
import { keptCovers, listCovers, withFirstScreenCovers, type CoversPrisma, type FirstCovers, type KeptCoversOptions } from './first-screen-covers.ts';

/** The first bestsellers' covers, in order; a product without a cover keeps its skeleton. */
export function firstScreenCovers(prisma: CoversPrisma): Promise<FirstCovers> {
  return listCovers(prisma, productWhere({}), productOrderBy('POPULAR'));
}

/** The first-view writer of `/` (spaRoutes' `firstViews`). */
export function homeFirstView(prisma: CoversPrisma, options: KeptCoversOptions = {}): FirstViewWriter {
  const covers = keptCovers(() => firstScreenCovers(prisma), options);
  return async (c, html) => {
    if (c.req.path !== '/' || !html.includes(COVER_SLOT_ATTRIBUTE)) return null;
    const found = await covers('bestsellers');
    return found ? withFirstScreenCovers(html, found) : null;
  };
}
