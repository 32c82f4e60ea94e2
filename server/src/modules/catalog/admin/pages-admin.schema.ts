import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../builder.ts';
import type { ProductPageKind } from '../../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { ProductPageKindEnum, ProductPageNode } from '../product-page.schema.ts';
import { BookNode, EbookNode, ProductInterface } from '../product.schema.ts';
import { decodeIdOf } from './admin-inputs.ts';
import { addProductPage, removeProductPage, reorderProductPages } from './pages-admin.service.ts';

/** Staff editing of the sample pages (DEMO) and page images (PAGE) of books and ebooks (catalog.manage). */

const manage = { permission: 'catalog.manage' } as const;
const errors = { types: [ValidationError, NotFoundError] };
const PRODUCT_TYPES = ['Book', 'Ebook', 'Stationery', 'Bundle', 'Content'] as const;
const productId = (id: string | number) => decodeIdOf(String(id), PRODUCT_TYPES, 'Product');
const pageId = (id: string | number) => decodeIdOf(String(id), 'ProductPage', 'ProductPage');

for (const node of [BookNode, EbookNode]) {
  builder.prismaObjectField(node, 'pageImages', (t) =>
    t.relation('pages', {
      type: ProductPageNode,
      description: 'Images of the pages themselves (PAGE), in order. Staff only; shoppers see samplePages.',
      authScopes: manage,
      query: { where: { kind: 'PAGE' }, orderBy: { position: 'asc' } },
    }),
  );
}

const ProductPagePayload = builder.objectRef<{ pageId: string; productId: string }>('ProductPagePayload').implement({
  description: 'The page that was added, and its product.',
  fields: (t) => ({
    page: t.prismaField({
      type: ProductPageNode,
      resolve: (query, p, _args, ctx) => ctx.prisma.productPage.findUniqueOrThrow({ ...query, where: { id: p.pageId } }),
    }),
    product: t.prismaField({
      type: ProductInterface,
      resolve: (query, p, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: p.productId } }),
    }),
  }),
});

const RemoveProductPagePayload = builder.objectRef<{ deletedId: string; productId: string }>('RemoveProductPagePayload').implement({
  description: 'The global id of the removed page, and its product.',
  fields: (t) => ({
    deletedId: t.id({ resolve: (p) => encodeGlobalID('ProductPage', p.deletedId) }),
    product: t.prismaField({
      type: ProductInterface,
      resolve: (query, p, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: p.productId } }),
    }),
  }),
});

const ReorderProductPagesPayload = builder
  .objectRef<{ productId: string; kind: ProductPageKind }>('ReorderProductPagesPayload')
  .implement({
    description: 'The pages of the reordered kind in their new order, and their product.',
    fields: (t) => ({
      pages: t.prismaField({
        type: [ProductPageNode],
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.productPage.findMany({ ...query, where: { productId: p.productId, kind: p.kind }, orderBy: { position: 'asc' } }),
      }),
      product: t.prismaField({
        type: ProductInterface,
        resolve: (query, p, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: p.productId } }),
      }),
    }),
  });

const AddProductPageInput = builder.inputType('AddProductPageInput', {
  fields: (t) => ({
    productId: t.id({ required: true, description: 'A Book or Ebook.' }),
    kind: t.field({ type: ProductPageKindEnum, required: true }),
    imageKey: t.string({ required: true, description: 'The key of an uploaded image (POST /api/uploads, purpose page).' }),
    caption: t.string({ description: 'Up to 200 characters, e.g. "Contents".' }),
  }),
});
const RemoveProductPageInput = builder.inputType('RemoveProductPageInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});
const ReorderProductPagesInput = builder.inputType('ReorderProductPagesInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    kind: t.field({ type: ProductPageKindEnum, required: true }),
    pageIds: t.idList({ required: true, description: 'Every page of this kind, in the new order.' }),
  }),
});

builder.mutationFields((t) => ({
  addProductPage: t.field({
    type: ProductPagePayload,
    description: "Adds an image at the end of a book's or ebook's sample pages (DEMO) or page images (PAGE).",
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: AddProductPageInput, required: true }) },
    resolve: (_root, { input }, ctx) => addProductPage(ctx, { ...input, productId: productId(input.productId) }),
  }),
  removeProductPage: t.field({
    type: RemoveProductPagePayload,
    description: 'Removes a page image; the ones after it move up.',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: RemoveProductPageInput, required: true }) },
    resolve: (_root, { input }, ctx) => removeProductPage(ctx, { id: pageId(input.id) }),
  }),
  reorderProductPages: t.field({
    type: ReorderProductPagesPayload,
    description: 'Puts the pages of one kind in a new order (send all of them).',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: ReorderProductPagesInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      reorderProductPages(ctx, {
        productId: productId(input.productId),
        kind: input.kind,
        pageIds: input.pageIds.map((id) => {
          try {
            return pageId(id);
          } catch {
            return `invalid:${String(id)}`;
          }
        }),
      }),
  }),
}));
