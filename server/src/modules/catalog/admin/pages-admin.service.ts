/**
 * Page images of books and ebooks: DEMO pages (samples shoppers see) and PAGE images (the book's
 * own pages, for staff). Each list is ordered 0..n-1 without gaps; changes lock the product row so
 * concurrent edits of one product queue up instead of interleaving.
 */
import { z } from 'zod';
import type { Context } from '../../../context.ts';
import type { Prisma, ProductPageKind } from '../../../generated/prisma/client.ts';
import { cacheEntity } from '../../../graphql/response-cache.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { parseInput } from '../../../shared/validation.ts';
import { recordAudit } from '../../accounts/audit.ts';
import { inTransaction } from './admin-checks.ts';

type AdminCtx = Pick<Context, 'prisma' | 'remote' | 'viewer' | 'services'>;
type Tx = Prisma.TransactionClient;

/** The most images one list (DEMO or PAGE) of a product holds. */
export const MAX_PAGES = 300;
export const CAPTION_MAX = 200;

const addSchema = z.object({
  imageKey: z.string({ error: 'Choose an image' }).trim().min(1, 'Choose an image'),
  caption: z
    .string({ error: 'Caption must be text' })
    .trim()
    .max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`)
    .nullish()
    .transform((text) => text ?? ''),
});

/** Locks a product's row; NotFoundError when there is none, ValidationError unless it is a book or an ebook. */
async function lockPagedProduct(tx: Tx, productId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ kind: string }[]>`
    SELECT kind::text AS kind FROM "Product" WHERE id = ${productId}::uuid FOR UPDATE`;
  const kind = rows[0]?.kind;
  if (!kind) throw new NotFoundError('Product', 'No such product.');
  if (kind !== 'BOOK' && kind !== 'EBOOK') {
    throw new ValidationError([{ field: 'productId', message: 'Only books and ebooks have page images' }]);
  }
}

function audit(ctx: AdminCtx, tx: Tx, productId: string, details: Prisma.InputJsonObject) {
  return recordAudit(inTransaction(ctx, tx), { action: 'catalog.pages_changed', targetType: 'Product', targetId: productId, details });
}

/** Runs a change of a product's pages in one transaction; once it has committed, cached answers showing them go. */
async function changePages<T extends { productId: string; pageId?: string; deletedId?: string }>(
  ctx: AdminCtx,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await ctx.prisma.$transaction(change);
  const page = result.pageId ?? result.deletedId;
  await ctx.services.responseCache.invalidate([cacheEntity.product(result.productId), ...(page ? [cacheEntity.productPage(page)] : [])]);
  return result;
}

/** Adds an uploaded image at the end of a product's DEMO or PAGE list. */
export async function addProductPage(
  ctx: AdminCtx,
  input: { productId: string; kind: ProductPageKind; imageKey: string; caption?: string | null },
) {
  const data = parseInput(addSchema, input);
  return changePages(ctx, async (tx) => {
    await lockPagedProduct(tx, input.productId);
    const file = await tx.storedFile.findUnique({ where: { key: data.imageKey }, select: { visibility: true, contentType: true } });
    if (!file || file.visibility !== 'PUBLIC' || !file.contentType.startsWith('image/')) {
      throw new ValidationError([
        { field: 'imageKey', message: file ? 'This file is not a public image' : 'No uploaded file has this key; upload the image first' },
      ]);
    }
    const position = await tx.productPage.count({ where: { productId: input.productId, kind: input.kind } });
    if (position >= MAX_PAGES) {
      throw new ValidationError([{ field: 'imageKey', message: `A product can have at most ${MAX_PAGES} pages of one kind` }]);
    }
    const page = await tx.productPage.create({
      data: { productId: input.productId, kind: input.kind, imageKey: data.imageKey, caption: data.caption, position },
    });
    await audit(ctx, tx, input.productId, { change: 'page_added', kind: page.kind, pageId: page.id, imageKey: page.imageKey });
    return { pageId: page.id, productId: input.productId };
  });
}

/** Removes a page image; the ones after it move up one place. */
export async function removeProductPage(ctx: AdminCtx, input: { id: string }) {
  const found = await ctx.prisma.productPage.findUnique({ where: { id: input.id }, select: { productId: true } });
  if (!found) throw new NotFoundError('ProductPage', 'No such page.');
  return changePages(ctx, async (tx) => {
    await lockPagedProduct(tx, found.productId);
    const page = await tx.productPage.findUnique({ where: { id: input.id } });
    if (!page) throw new NotFoundError('ProductPage', 'No such page.');
    await tx.productPage.delete({ where: { id: page.id } });
    await tx.productPage.updateMany({
      where: { productId: page.productId, kind: page.kind, position: { gt: page.position } },
      data: { position: { decrement: 1 } },
    });
    await audit(ctx, tx, page.productId, { change: 'page_removed', kind: page.kind, pageId: page.id, imageKey: page.imageKey });
    return { deletedId: page.id, productId: page.productId };
  });
}

/** Puts a product's DEMO or PAGE images in the given order; the list must hold exactly those images. */
export async function reorderProductPages(ctx: AdminCtx, input: { productId: string; kind: ProductPageKind; pageIds: string[] }) {
  return changePages(ctx, async (tx) => {
    await lockPagedProduct(tx, input.productId);
    const current = await tx.productPage.findMany({ where: { productId: input.productId, kind: input.kind }, select: { id: true } });
    const wanted = new Set(input.pageIds);
    if (wanted.size !== input.pageIds.length || current.length !== input.pageIds.length || !current.every((p) => wanted.has(p.id))) {
      throw new ValidationError([
        { field: 'pageIds', message: 'List every page of this kind exactly once (the list may be out of date: reload it)' },
      ]);
    }
    await tx.$executeRaw`UPDATE "ProductPage" AS p SET position = (v.ord - 1)::int
      FROM unnest(${input.pageIds}::uuid[]) WITH ORDINALITY AS v(id, ord)
      WHERE p.id = v.id AND p."productId" = ${input.productId}::uuid`;
    await audit(ctx, tx, input.productId, { change: 'pages_reordered', kind: input.kind, pageIds: input.pageIds });
    return { productId: input.productId, kind: input.kind };
  });
}
