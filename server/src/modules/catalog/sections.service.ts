import type { Context } from '../../context.ts';
import type { Section } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { sectionTree, type SectionTree } from './section-tree.ts';

/** The section with this slug; NotFoundError when there is none. */
export async function findSectionBySlug(ctx: Pick<Context, 'prisma'>, slug: string): Promise<Section> {
  const section = (await sectionTree(ctx.prisma)).bySlug(slug);
  if (!section) throw new NotFoundError('Section', `No section is called "${slug}".`);
  return section;
}

/** The storefront path of a section: its parent's slug, then its own (/academic/cycle). */
export function sectionPath(section: Pick<Section, 'slug' | 'parentId'>, tree: Pick<SectionTree, 'byId'>): string {
  const parent = section.parentId ? tree.byId(section.parentId) : undefined;
  return parent ? `/${parent.slug}/${section.slug}` : `/${section.slug}`;
}
