import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder, MAX_PAGE_SIZE } from '../../builder.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { sectionTree } from './section-tree.ts';
import { findSectionBySlug, sectionPath } from './sections.service.ts';

/** Sections, their parents, children and paths come from the in-process section tree (section-tree.ts): no statement. */
export const SectionNode = builder.prismaNode('Section', {
  id: { field: 'id' },
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    path: t.string({
      description: 'Where the section lives in the storefront, e.g. /academic/cycle.',
      resolve: async (section, _args, ctx) => sectionPath(section, await sectionTree(ctx.prisma)),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(SectionNode, (t) => ({
  parent: t.field({
    type: SectionNode,
    nullable: true,
    resolve: async (section, _args, ctx) => (section.parentId ? ((await sectionTree(ctx.prisma)).byId(section.parentId) ?? null) : null),
  }),
  children: t.connection({
    type: SectionNode,
    resolve: async (section, args, ctx) =>
      resolveArrayConnection({ args, maxSize: MAX_PAGE_SIZE }, (await sectionTree(ctx.prisma)).children(section.id)),
  }),
}));

builder.queryFields((t) => ({
  sections: t.connection({
    type: SectionNode,
    description: 'The top-level sections of the shop, in display order.',
    resolve: async (_root, args, ctx) => resolveArrayConnection({ args, maxSize: MAX_PAGE_SIZE }, (await sectionTree(ctx.prisma)).roots()),
  }),
  section: t.field({
    type: SectionNode,
    description: 'One section by its slug (academic, cycle, engineering, ...).',
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, ctx) => findSectionBySlug(ctx, slug),
  }),
}));
