import { builder } from '../../builder.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { findInfoPage, updateInfoPage } from './info-pages.service.ts';

/** The shop's info pages (/info/about, /info/refund, …): Markdown text admins edit. */
export const InfoPageNode = builder.prismaNode('InfoPage', {
  id: { field: 'slug' },
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Markdown.' }),
    path: t.string({ resolve: (page) => `/info/${page.slug}` }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const UpdateInfoPageInput = builder.inputType('UpdateInfoPageInput', {
  fields: (t) => ({
    slug: t.string({ required: true }),
    title: t.string({ required: true }),
    body: t.string({ required: true, description: 'Markdown.' }),
  }),
});

builder.queryFields((t) => ({
  infoPage: t.prismaField({
    type: InfoPageNode,
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, ctx) => findInfoPage(ctx, slug, query),
  }),
  infoPages: t.prismaField({
    type: [InfoPageNode],
    description: 'Every info page, by slug (about, cancelation, contact, privacy-policy, refund, termsandconditions).',
    resolve: (query, _root, _args, ctx) => ctx.prisma.infoPage.findMany({ ...query, orderBy: { slug: 'asc' } }),
  }),
}));

builder.mutationFields((t) => ({
  updateInfoPage: t.field({
    type: InfoPageNode,
    description: 'Replaces the title and text of an info page.',
    authScopes: { permission: 'catalog.manage' },
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: UpdateInfoPageInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateInfoPage(ctx, input),
  }),
}));
