import type { Context } from '../../context.ts';
import { NotFoundError } from '../../shared/errors.ts';

/** The section with this slug; NotFoundError when there is none. */
export async function findSectionBySlug(ctx: Pick<Context, 'prisma'>, slug: string) {
  const section = await ctx.prisma.section.findUnique({ where: { slug } });
  if (!section) throw new NotFoundError('Section', `No section is called "${slug}".`);
  return section;
}

/** The storefront path of a section: its parent's slug, then its own (/academic/cycle). */
export function sectionPath(section: { slug: string; parent: { slug: string } | null }): string {
  return section.parent ? `/${section.parent.slug}/${section.slug}` : `/${section.slug}`;
}
