import type { InputFieldMap } from '@pothos/core';
import { builder } from '../../../builder.ts';
import type { ProductKind } from '../../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { MoneyRef } from '../../../shared/money.schema.ts';
import { UserNode } from '../../accounts/user.schema.ts';
import { ProductSortEnum } from '../catalog.schema.ts';
import { productOrderBy } from '../catalog.service.ts';
import { BookNode, BundleNode, ContentNode, EbookNode, ProductInterface, ProductKindEnum, StationeryNode } from '../product.schema.ts';
import {
  ADMIN_SEARCH_DEFAULT,
  ADMIN_SEARCH_MAX,
  adminProductWhere,
  adminSearchScope,
  resolveAdminProductFilter,
  adminUserSearchWhere,
  createProduct,
  deleteProduct,
  LOW_STOCK_THRESHOLD,
  MAX_BULK_IDS,
  productSales,
  setProductsPublished,
  updateProduct,
} from './products-admin.service.ts';

/**
 * Staff management of products (catalog.manage): create/update per kind, delete, bulk publish, the
 * staff product list with unpublished products, staff search across products and users, sales.
 */

const manage = { permission: 'catalog.manage' } as const;

type InputFields = PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never>, 'InputObject'>;

function commonFields(t: InputFields, create: boolean) {
  return {
    title: t.string({ required: create, description: 'Required, at most 200 characters.' }),
    subtitle: t.string(),
    description: t.string(),
    price: t.int({ required: create, description: 'Poisha (1/100 Taka), from 0 to 1,000,000,000 (৳1 crore).' }),
    compareAtPrice: t.int({ description: 'The struck-through "was" price in poisha: at least the price, or null for none.' }),
    stock: t.int({
      description: 'Units in the warehouse. Ignored for ebooks and content; a stationery item with variants has the sum of theirs.',
    }),
    sectionId: t.id({ description: 'A Section id, or null for none.' }),
    authorIds: t.idList({ description: 'Author ids in byline order (replaces the list).' }),
    coverKey: t.string({ description: 'A key from POST /api/uploads with purpose "cover", or null for none.' }),
    published: t.boolean({ description: 'Shown in the storefront. Publishing the first time stamps the publication date.' }),
    slug: t.string({
      description: 'Lower-case a-z, 0-9 and hyphens, unique across products. Left out on create: made from the title (with -2, -3 … when taken).',
    }),
  };
}

const StationeryVariantInput = builder.inputType('StationeryVariantInput', {
  description: 'A variant of a stationery item. Variants are matched by SKU when the list is replaced, so kept ones keep their id.',
  fields: (t) => ({
    label: t.string({ required: true, description: 'What tells it apart, e.g. "Blue" or "Ruled, A4"; unique within the item.' }),
    sku: t.string({ required: true, description: 'Stock-keeping unit, unique across the shop (stored upper-case).' }),
    stock: t.int({ required: true }),
  }),
});

const BundleItemInput = builder.inputType('BundleItemInput', {
  description: 'A product in a bundle. Bundles cannot contain bundles; ebooks and courses only with quantity 1.',
  fields: (t) => ({
    productId: t.id({ required: true }),
    quantity: t.int({ required: true, defaultValue: 1 }),
  }),
});

function kindFields(t: InputFields, kind: ProductKind, create: boolean): InputFieldMap {
  switch (kind) {
    case 'BOOK':
      return {
        publisher: t.string(),
        isbn: t.string({ description: 'ISBN-10 or ISBN-13, hyphens allowed; the check digit must match. Stored as ISBN-13 digits.' }),
        edition: t.string(),
        pageCount: t.int(),
        language: t.string({ description: 'Default Bangla.' }),
      };
    case 'EBOOK':
      return {
        fileKey: t.string({ description: 'A key from POST /api/uploads with purpose "ebook"; required before publishing.' }),
        pageCount: t.int(),
        previewPages: t.int({ description: 'How many first pages anyone may read; at most the page count.' }),
        language: t.string({ description: 'Default Bangla.' }),
        printEditionId: t.id({ description: 'The Book this ebook is the digital edition of (one ebook per book), or null.' }),
      };
    case 'STATIONERY':
      return {
        brand: t.string(),
        variants: t.field({ type: [StationeryVariantInput], description: 'Replaces the list of variants.' }),
      };
    case 'BUNDLE':
      return {
        year: t.int({ required: create, description: 'The exam year it is put together for (2000–2100).' }),
        items: t.field({ type: [BundleItemInput], required: create, description: 'One or more products; replaces the list.' }),
      };
    case 'CONTENT':
      return {
        hscBatch: t.string({ required: create, description: 'One of the HSC batch options of sign-up (e.g. "HSC 2026").' }),
        instructor: t.string(),
      };
  }
}

const KINDS = [
  { kind: 'BOOK', name: 'Book', field: 'book', node: BookNode, noun: 'a printed book' },
  { kind: 'EBOOK', name: 'Ebook', field: 'ebook', node: EbookNode, noun: 'an ebook' },
  { kind: 'STATIONERY', name: 'Stationery', field: 'stationery', node: StationeryNode, noun: 'a stationery item' },
  { kind: 'BUNDLE', name: 'Bundle', field: 'bundle', node: BundleNode, noun: 'a bundle' },
  { kind: 'CONTENT', name: 'Content', field: 'content', node: ContentNode, noun: 'a course (content)' },
] as const;

for (const { kind, name, field, node, noun } of KINDS) {
  const inputs = {
    create: builder.inputType(`Create${name}Input`, {
      fields: (t) => ({ ...commonFields(t, true), ...kindFields(t, kind, true) }),
    }),
    update: builder.inputType(`Update${name}Input`, {
      description: 'Fields left out stay as they are; null clears a field that may be empty.',
      fields: (t) => ({ id: t.id({ required: true }), ...commonFields(t, false), ...kindFields(t, kind, false) }),
    }),
  };
  for (const verb of ['create', 'update'] as const) {
    const Verb = verb === 'create' ? 'Create' : 'Update';
    const payload = builder.objectRef<{ id: string }>(`${Verb}${name}Payload`).implement({
      fields: (t) => ({
        [field]: t.prismaField({
          type: node as typeof BookNode,
          resolve: (query, parent, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: parent.id } }),
        }),
      }),
    });
    const input = inputs[verb];
    builder.mutationField(`${verb}${name}`, (t) =>
      t.field({
        type: payload,
        description: verb === 'create' ? `Adds ${noun} to the catalogue.` : `Changes ${noun}.`,
        authScopes: manage,
        errors: { types: verb === 'create' ? [ValidationError] : [ValidationError, NotFoundError], directResult: true },
        args: { input: t.arg({ type: input, required: true }) },
        resolve: async (_root, args, ctx) => {
          const product = verb === 'create' ? await createProduct(ctx, kind, args.input) : await updateProduct(ctx, kind, args.input);
          return { id: product.id };
        },
      }),
    );
  }
}

const DeleteProductInput = builder.inputType('DeleteProductInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'Any product id (Book, Ebook, Stationery, Bundle, Content).' }) }),
});

const DeleteProductPayload = builder.objectRef<{ deletedId: string }>('DeleteProductPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

const SetProductsPublishedInput = builder.inputType('SetProductsPublishedInput', {
  fields: (t) => ({
    ids: t.idList({ required: true, description: `Product ids, at most ${MAX_BULK_IDS}.` }),
    published: t.boolean({ required: true }),
  }),
});

const SetProductsPublishedPayload = builder.objectRef<{ ids: string[] }>('SetProductsPublishedPayload').implement({
  fields: (t) => ({
    products: t.prismaField({
      type: [ProductInterface],
      resolve: async (query, { ids }, _args, ctx) => {
        const rows = await ctx.prisma.product.findMany({ ...query, where: { id: { in: ids } } });
        return ids.flatMap((id) => rows.filter((row) => row.id === id));
      },
    }),
  }),
});

builder.mutationFields((t) => ({
  deleteProduct: t.field({
    type: DeleteProductPayload,
    description: 'Deletes a product with its details, pages and reviews. Refused while a bundle contains it: unpublish it instead.',
    authScopes: manage,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: DeleteProductInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteProduct(ctx, { id: String(input.id) }),
  }),
  setProductsPublished: t.field({
    type: SetProductsPublishedPayload,
    description: 'Publishes or unpublishes products in bulk. The first publication stamps the publication date; ebooks need their file first.',
    authScopes: manage,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: SetProductsPublishedInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      ids: await setProductsPublished(ctx, { ids: input.ids.map(String), published: input.published }),
    }),
  }),
}));

const AdminProductFilter = builder.inputType('AdminProductFilter', {
  fields: (t) => ({
    kinds: t.field({ type: [ProductKindEnum] }),
    search: t.string({ description: 'A fragment of the title, subtitle, slug, an author, the ISBN (hyphens allowed), publisher or brand.' }),
    published: t.boolean({ description: 'Only published (true) or only unpublished (false) products.' }),
    section: t.string({ description: 'A section slug; its sub-sections are included.' }),
    lowStock: t.boolean({ description: `Only books, stationery and bundles with at most ${LOW_STOCK_THRESHOLD} units left.` }),
  }),
});

interface AdminSearchShape {
  term: string;
  first: number;
  products: boolean;
  users: boolean;
}

const AdminSearchResult = builder.objectRef<AdminSearchShape>('AdminSearchResult').implement({
  description: 'Staff search across the shop. Each list is empty when the viewer lacks its permission.',
  fields: (t) => ({
    products: t.prismaField({
      type: [ProductInterface],
      description: 'Products (published or not) by title, author, ISBN, publisher or brand; needs catalog.manage.',
      resolve: (query, p, _args, ctx) =>
        p.products
          ? ctx.prisma.product.findMany({
              ...query,
              where: adminProductWhere({ search: p.term }),
              orderBy: [{ published: 'desc' }, { soldCount: 'desc' }, { id: 'asc' }],
              take: p.first,
            })
          : [],
    }),
    users: t.prismaField({
      type: [UserNode],
      description: 'Accounts by name, phone or email; needs users.view.',
      resolve: (query, p, _args, ctx) =>
        p.users
          ? ctx.prisma.user.findMany({ ...query, where: adminUserSearchWhere(p.term), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: p.first })
          : [],
    }),
  }),
});

const ProductSalesRef = builder.objectRef<{ unitsSold: number; revenue: number; orders: number }>('ProductSales').implement({
  description: "A product's sales from order lines of orders placed and not cancelled, expired, returned or refunded.",
  fields: (t) => ({
    unitsSold: t.exposeInt('unitsSold', { description: 'Units sold in such orders.' }),
    revenue: t.field({ type: MoneyRef, description: 'The lines\' totals (before order discounts and delivery).', resolve: (s) => s.revenue }),
    orders: t.exposeInt('orders', { description: 'Orders containing it.' }),
  }),
});

builder.queryFields((t) => ({
  adminProducts: t.prismaConnection({
    type: ProductInterface,
    cursor: 'id',
    description: 'Every product, unpublished too, for the staff lists.',
    authScopes: manage,
    args: {
      filter: t.arg({ type: AdminProductFilter }),
      sort: t.arg({ type: ProductSortEnum, defaultValue: 'NEWEST' }),
    },
    totalCount: async (_connection, { filter }, ctx) =>
      ctx.prisma.product.count({ where: adminProductWhere(await resolveAdminProductFilter(ctx.prisma, filter)) }),
    resolve: async (query, _root, { filter, sort }, ctx) =>
      ctx.prisma.product.findMany({
        ...query,
        where: adminProductWhere(await resolveAdminProductFilter(ctx.prisma, filter)),
        orderBy: productOrderBy(sort),
      }),
  }),
  adminSearch: t.field({
    type: AdminSearchResult,
    description: 'Staff search: products (catalog.manage) and users (users.view) matching the query.',
    authScopes: { anyPermission: ['catalog.manage', 'users.view'] },
    args: {
      query: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: ADMIN_SEARCH_DEFAULT, description: `Per list, at most ${ADMIN_SEARCH_MAX}.` }),
    },
    resolve: (_root, { query, first }, ctx) => ({
      ...adminSearchScope(ctx, query),
      first: Math.min(Math.max(first ?? ADMIN_SEARCH_DEFAULT, 1), ADMIN_SEARCH_MAX),
    }),
  }),
  productSales: t.field({
    type: ProductSalesRef,
    nullable: true,
    description: "A product's sales figures; null when there is no such product.",
    authScopes: manage,
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) => productSales(ctx, String(productId)),
  }),
}));
