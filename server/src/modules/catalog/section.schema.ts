import { builder } from '../../builder.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { findSectionBySlug, sectionPath } from './sections.service.ts';

export const SectionNode = builder.prismaNode('Section', {
  id: { field: 'id' },
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    path: t.string({
      description: 'Where the section lives in the storefront, e.g. /academic/cycle.',
      select: { slug: true, parent: { select: { slug: true } } },
      resolve: (section) => sectionPath(section),
    }),
    parent: t.relation('parent', { nullable: true }),
    children: t.relatedConnection('children', {
      cursor: 'id',
      query: { orderBy: [{ position: 'asc' }, { name: 'asc' }] },
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  sections: t.prismaConnection({
    type: 'Section',
    cursor: 'id',
    description: 'The top-level sections of the shop, in display order.',
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.section.findMany({ ...query, where: { parentId: null }, orderBy: [{ position: 'asc' }, { name: 'asc' }] }),
  }),
  // A plain field rather than prismaField: a selection that asks only for the error branch would
  // hand Prisma an empty `select`. Relations the client asks for are loaded by the prisma plugin.
  section: t.field({
    type: SectionNode,
    description: 'One section by its slug (academic, cycle, engineering, ...).',
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, ctx) => findSectionBySlug(ctx, slug),
  }),
}));
