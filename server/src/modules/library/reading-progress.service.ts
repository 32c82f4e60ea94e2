import type { Context } from '../../context.ts';
import type { ReadingProgress } from '../../generated/prisma/client.ts';
import { AppError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import { productLocalId } from '../catalog/reviews.service.ts';
import { isEntitled } from './entitlements.ts';

/** The customer may not read this ebook (only its owners keep progress). */
export class NotEntitledError extends AppError {
  readonly code = 'NOT_ENTITLED';
  readonly status = 403;
  constructor() {
    super('Buy this ebook to keep your place in it.');
  }
}

export interface SaveProgressInput {
  ebookId: string;
  page: number;
  clientUpdatedAt: Date;
}

/** A device clock this far ahead of ours is wrong: its writes would beat every later one. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Records the page an owner is on. Latest write wins by the device's clock: a write older than the
 * stored one (a phone catching up after being offline) changes nothing and says so (`applied: false`).
 * One conditional upsert, so two devices writing at once cannot let the older one win.
 */
export async function saveReadingProgress(ctx: Pick<Context, 'prisma' | 'viewer'>, input: SaveProgressInput, now = new Date()) {
  const userId = ctx.viewer!.id;
  const productId = productLocalId(input.ebookId);
  const ebook = await ctx.prisma.ebookDetail.findUnique({ where: { productId }, select: { pageCount: true } });
  if (!ebook) throw new NotFoundError('Ebook', 'This ebook is not in the shop.');
  if (!(await isEntitled(ctx.prisma, userId, productId))) throw new NotEntitledError();
  if (!Number.isInteger(input.page) || input.page < 1 || (ebook.pageCount > 0 && input.page > ebook.pageCount)) {
    throw new ValidationError([{ field: 'page', message: `Page must be between 1 and ${ebook.pageCount}` }]);
  }
  if (input.clientUpdatedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new ValidationError([{ field: 'clientUpdatedAt', message: 'The device clock is ahead of the time; check its date and time' }]);
  }
  const rows = await ctx.prisma.$executeRaw`
    INSERT INTO "ReadingProgress" ("userId", "productId", "page", "pageCount", "clientUpdatedAt", "updatedAt")
    VALUES (${userId}::uuid, ${productId}::uuid, ${input.page}, ${ebook.pageCount}, ${input.clientUpdatedAt}, ${now})
    ON CONFLICT ("userId", "productId") DO UPDATE
      SET "page" = EXCLUDED."page", "pageCount" = EXCLUDED."pageCount",
          "clientUpdatedAt" = EXCLUDED."clientUpdatedAt", "updatedAt" = EXCLUDED."updatedAt"
      WHERE "ReadingProgress"."clientUpdatedAt" < EXCLUDED."clientUpdatedAt"`;
  const progress = await ctx.prisma.readingProgress.findUniqueOrThrow({ where: { userId_productId: { userId, productId } } });
  return { progress, applied: rows > 0, productId };
}

/** Percent read (0–100) of a progress row. */
export function percentRead(progress: Pick<ReadingProgress, 'page' | 'pageCount'>): number {
  if (progress.pageCount <= 0) return 0;
  return Math.min(100, Math.round((progress.page / progress.pageCount) * 100));
}
