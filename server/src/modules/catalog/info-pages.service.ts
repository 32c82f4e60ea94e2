import { z } from 'zod';
import type { Context } from '../../context.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { nonEmptyQuery } from './catalog.service.ts';

const infoPageSchema = z.object({
  slug: z.string().trim(),
  title: z.string().trim().min(1, 'Title is required').max(120, 'Maximum 120 characters'),
  body: z.string().trim().min(1, 'The page needs some text').max(50_000, 'Maximum 50,000 characters'),
});

/** The info page with this slug; NotFoundError when there is none. */
export async function findInfoPage<Q extends object>(ctx: Pick<Context, 'prisma'>, slug: string, query: Q) {
  const page = await ctx.prisma.infoPage.findUnique({ ...nonEmptyQuery(query, 'slug'), where: { slug } });
  if (!page) throw new NotFoundError('InfoPage', `There is no page called "${slug}".`);
  return page;
}

/** Replaces an info page's title and text (catalog.manage). Audited. */
export async function updateInfoPage(
  ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'>,
  input: { slug: string; title: string; body: string },
) {
  const { slug, title, body } = parseInput(infoPageSchema, input);
  const existing = await ctx.prisma.infoPage.findUnique({ where: { slug }, select: { slug: true } });
  if (!existing) throw new NotFoundError('InfoPage', `There is no page called "${slug}".`);
  const page = await ctx.prisma.infoPage.update({ where: { slug }, data: { title, body, updatedById: ctx.viewer!.id } });
  await recordAudit(ctx, { action: 'catalog.info_page_updated', targetType: 'InfoPage', targetId: slug, details: { title } });
  return page;
}
