import { builder } from '../../builder.ts';
import { ProductKind, type Product } from '../../generated/prisma/client.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { imageInfo } from '../storage/image-info.ts';
import { variantSrcset } from '../storage/images.ts';
import { publicFileUrl } from '../storage/file-storage.ts';
import { productFacts } from './product-facts.ts';
import { SectionNode } from './section.schema.ts';
import { sectionTree } from './section-tree.ts';

/**
 * The catalogue's GraphQL types: a `Product` interface with one node type per kind (all backed by
 * the Product table, the kind's detail row joined where a field needs it), authors, images.
 * Root queries live in catalog.schema.ts; admin mutations in catalog-admin.schema.ts.
 *
 * The product types are in Pothos's select mode: a list reads only the columns its fields need (a
 * card never reads the description or the search text). Fields that read more than their own column
 * say so with `select`. What cards show from other tables (byline, course batch, bundle year,
 * variants) comes from product-facts.ts, one statement per list; sections from the in-process tree.
 */

export const ProductKindEnum = builder.enumType(ProductKind, {
  name: 'ProductKind',
  description: 'What a product is: printed book, ebook, stationery, bundle of products, or course content.',
});

export interface ImageShape {
  key: string;
  url: string;
  alt: string;
}

export const ImageRef = builder.objectRef<ImageShape>('Image').implement({
  description: 'A public image (cover, photo, sample page).',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The image as uploaded (or the demo catalogue\'s drawing).' }),
    alt: t.exposeString('alt'),
    srcset: t.string({
      nullable: true,
      description:
        'WebP variants of an uploaded photo at each width, for <img srcset> with a sizes attribute ("/files/variants/320/covers/….webp 320w, …"); null for drawings (SVG), which scale by themselves.',
      resolve: (image) => variantSrcset(image.key),
    }),
    avifSrcset: t.string({
      nullable: true,
      description:
        'For a <picture> <source type="image/avif"> beside srcset: at each width the smaller of the AVIF and WebP variants ("/files/variants/320/covers/….avif 320w, …"). Null when AVIF is smaller at no width (or the variants are not made yet), and for drawings: then offer srcset alone.',
      resolve: async (image, _args, ctx) => (await imageInfo(ctx).load(image.key)).avifSrcset,
    }),
    placeholder: t.string({
      nullable: true,
      description:
        'The image\'s dominant colour ("#a0b1c2"), to fill its box while it loads; null for drawings (SVG) and until the variants are made.',
      resolve: async (image, _args, ctx) => (await imageInfo(ctx).load(image.key)).placeholder,
    }),
  }),
});

export function imageOf(key: string | null | undefined, alt: string): ImageShape | null {
  return key ? { key, url: publicFileUrl(key), alt } : null;
}

/** The storefront path of a product page (seed §2 routes). */
export function productPath(product: Pick<Product, 'kind' | 'id' | 'slug'>): string {
  switch (product.kind) {
    case 'BOOK':
      return `/book/${product.slug}`;
    case 'EBOOK':
      return `/ebook/${product.slug}`;
    case 'STATIONERY':
      return `/stationery/${product.slug}`;
    case 'BUNDLE':
      return `/bundle/${product.slug}`;
    case 'CONTENT':
      return `/content/${product.slug}`;
  }
}

const TYPE_BY_KIND = {
  BOOK: 'Book',
  EBOOK: 'Ebook',
  STATIONERY: 'Stationery',
  BUNDLE: 'Bundle',
  CONTENT: 'Content',
} as const satisfies Record<ProductKind, string>;

/**
 * What every product row is read with: its id, its kind (which picks its GraphQL type) and the small
 * columns a card shows. Fields reading only these are plain resolvers: a field that declares a
 * selection (or `expose`s a column) is wrapped by Pothos to look up how its row was loaded, for every
 * row of every list, which cost more per request than reading a few more integer columns. What only a
 * product page shows (the description, the detail rows) stays a field with its own selection.
 */
export const PRODUCT_ROW = {
  id: true,
  kind: true,
  slug: true,
  title: true,
  price: true,
  compareAtPrice: true,
  stock: true,
  coverKey: true,
  ratingCount: true,
  ratingSum: true,
} as const;

export const ProductInterface = builder.prismaInterface('Product', {
  name: 'Product',
  description: 'Anything the shop sells. Prices are in poisha.',
  interfaces: [builder.nodeInterfaceRef()],
  select: PRODUCT_ROW,
  resolveType: (product) => TYPE_BY_KIND[product.kind],
  fields: (t) => ({
    kind: t.field({ type: ProductKindEnum, resolve: (p) => p.kind }),
    slug: t.string({ resolve: (p) => p.slug }),
    title: t.string({ resolve: (p) => p.title }),
    subtitle: t.exposeString('subtitle'),
    description: t.exposeString('description'),
    path: t.string({
      description: 'The storefront page, e.g. /book/{slug}.',
      resolve: (p) => productPath(p),
    }),
    price: t.field({ type: MoneyRef, resolve: (p) => p.price }),
    compareAtPrice: t.field({
      type: MoneyRef,
      nullable: true,
      description: 'The struck-through "was" price; null when there is no discount.',
      resolve: (p) => (p.compareAtPrice !== null && p.compareAtPrice > p.price ? p.compareAtPrice : null),
    }),
    digital: t.boolean({
      description: 'Ebooks and course content: bought once, no delivery, no stock.',
      resolve: (p) => p.kind === 'EBOOK' || p.kind === 'CONTENT',
    }),
    inStock: t.boolean({ resolve: (p) => p.kind === 'EBOOK' || p.kind === 'CONTENT' || p.stock > 0 }),
    stock: t.int({ description: 'Units in the warehouse (physical kinds).', resolve: (p) => p.stock }),
    published: t.exposeBoolean('published'),
    cover: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (p) => imageOf(p.coverKey, p.title),
    }),
    section: t.field({
      type: SectionNode,
      nullable: true,
      select: { sectionId: true },
      resolve: async (p, _args, ctx) => (p.sectionId ? ((await sectionTree(ctx.prisma)).byId(p.sectionId) ?? null) : null),
    }),
    authors: t.field({
      type: [AuthorNodeRef],
      description: 'The byline, first author first.',
      resolve: async (p, _args, ctx) => (await productFacts(ctx).load(p.id)).authors,
    }),
    soldCount: t.exposeInt('soldCount'),
    rating: t.field({
      type: RatingRef,
      description: 'Average of approved reviews.',
      resolve: (p) => ({ count: p.ratingCount, sum: p.ratingSum }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const RatingRef = builder.objectRef<{ count: number; sum: number }>('Rating').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    average: t.float({
      nullable: true,
      description: 'From 1 to 5 with one decimal; null before the first approved review.',
      resolve: ({ count, sum }) => (count === 0 ? null : Math.round((sum / count) * 10) / 10),
    }),
  }),
});

export const AuthorNodeRef = builder.prismaNode('Author', {
  id: { field: 'id' },
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    bio: t.exposeString('bio'),
    path: t.string({ resolve: (a) => `/author/${a.slug}` }),
    photo: t.field({ type: ImageRef, nullable: true, resolve: (a) => imageOf(a.photoKey, a.name) }),
    productCount: t.relationCount('products', { where: { product: { published: true } } }),
  }),
});

/** Node lookup of one kind only: a Book id never resolves an ebook row. */
function nodeOfKind(kind: ProductKind) {
  return { id: { field: 'id' as const }, findUnique: (id: string) => ({ id, kind }) };
}

export const BookNode = builder.prismaNode('Product', {
  variant: 'Book',
  ...nodeOfKind('BOOK'),
  select: PRODUCT_ROW,
  interfaces: [ProductInterface],
  description: 'A printed book.',
  fields: (t) => ({
    publisher: t.string({ select: { book: true }, resolve: (p) => p.book?.publisher ?? '' }),
    isbn: t.string({ nullable: true, select: { book: true }, resolve: (p) => p.book?.isbn ?? null }),
    edition: t.string({ select: { book: true }, resolve: (p) => p.book?.edition ?? '' }),
    pageCount: t.int({ nullable: true, select: { book: true }, resolve: (p) => p.book?.pageCount ?? null }),
    language: t.string({ select: { book: true }, resolve: (p) => p.book?.language ?? '' }),
    digitalEdition: t.field({
      type: ProductInterface,
      nullable: true,
      description: 'The ebook edition of this book (an Ebook), when the shop sells one.',
      select: (_args, _ctx, nestedSelection) => ({
        digitalEdition: { select: { product: nestedSelection({ select: { ...PRODUCT_ROW, published: true } }) } },
      }),
      resolve: (p) => (p.digitalEdition?.product.published ? p.digitalEdition.product : null),
    }),
  }),
});

export const EbookNode = builder.prismaNode('Product', {
  variant: 'Ebook',
  ...nodeOfKind('EBOOK'),
  select: PRODUCT_ROW,
  interfaces: [ProductInterface],
  description: 'An ebook, read in the browser after purchase; the first `previewPages` are free to read.',
  fields: (t) => ({
    pageCount: t.int({ select: { ebook: true }, resolve: (p) => p.ebook?.pageCount ?? 0 }),
    previewPages: t.int({ select: { ebook: true }, resolve: (p) => p.ebook?.previewPages ?? 0 }),
    language: t.string({ select: { ebook: true }, resolve: (p) => p.ebook?.language ?? '' }),
    printEdition: t.field({
      type: ProductInterface,
      description: 'The printed book this ebook is the digital edition of (an Ebook or Book node).',
      nullable: true,
      select: (_args, _ctx, nestedSelection) => ({
        ebook: { select: { printEdition: nestedSelection({ select: { ...PRODUCT_ROW, published: true } }) } },
      }),
      resolve: (p) => (p.ebook?.printEdition?.published ? p.ebook.printEdition : null),
    }),
  }),
});

const VariantRef = builder.prismaObject('ProductVariant', {
  name: 'StationeryVariant',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    sku: t.exposeString('sku'),
    inStock: t.boolean({ resolve: (v) => v.stock > 0 }),
    stock: t.exposeInt('stock'),
  }),
});

export const StationeryNode = builder.prismaNode('Product', {
  variant: 'Stationery',
  ...nodeOfKind('STATIONERY'),
  select: PRODUCT_ROW,
  interfaces: [ProductInterface],
  description: 'Pens, notebooks, geometry boxes …; some come in variants (colour, ruling) with their own stock.',
  fields: (t) => ({
    brand: t.string({ select: { stationery: true }, resolve: (p) => p.stationery?.brand ?? '' }),
    variants: t.field({
      type: [VariantRef],
      resolve: async (p, _args, ctx) => (await productFacts(ctx).load(p.id)).variants,
    }),
  }),
});

const BundleItemRef = builder.prismaObject('BundleItem', {
  fields: (t) => ({
    quantity: t.exposeInt('quantity'),
    product: t.relation('product', { type: ProductInterface }),
  }),
});

export const BundleNode = builder.prismaNode('Product', {
  variant: 'Bundle',
  ...nodeOfKind('BUNDLE'),
  select: PRODUCT_ROW,
  interfaces: [ProductInterface],
  description: 'Several products sold together for one price, put together for an exam year.',
  fields: (t) => ({
    year: t.int({ resolve: async (p, _args, ctx) => (await productFacts(ctx).load(p.id)).bundleYear ?? 0 }),
    items: t.relation('bundleItems', { type: BundleItemRef, query: { orderBy: { position: 'asc' } } }),
    itemsValue: t.field({
      type: MoneyRef,
      description: 'What the items cost bought one by one.',
      select: { bundleItems: { select: { quantity: true, product: { select: { price: true } } } } },
      resolve: (p) => p.bundleItems.reduce((sum, item) => sum + item.quantity * item.product.price, 0),
    }),
  }),
});

export const LessonKindEnum = builder.enumType('LessonKind', { values: ['VIDEO', 'PDF', 'TEXT', 'QUIZ'] as const });

const LessonRef = builder.prismaObject('ContentLesson', {
  name: 'Lesson',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    kind: t.expose('kind', { type: LessonKindEnum }),
    position: t.exposeInt('position'),
    durationMinutes: t.exposeInt('durationMinutes'),
    freePreview: t.exposeBoolean('freePreview'),
  }),
});

export const ChapterNode = builder.prismaNode('ContentChapter', {
  name: 'Chapter',
  id: { field: 'id' },
  fields: (t) => ({
    title: t.exposeString('title'),
    position: t.exposeInt('position'),
    lessons: t.relation('lessons', { type: LessonRef, query: { orderBy: { position: 'asc' } } }),
  }),
});

export const ContentNode = builder.prismaNode('Product', {
  variant: 'Content',
  ...nodeOfKind('CONTENT'),
  select: PRODUCT_ROW,
  interfaces: [ProductInterface],
  description: 'A course for an HSC batch: ordered chapters of ordered lessons.',
  fields: (t) => ({
    hscBatch: t.string({ resolve: async (p, _args, ctx) => (await productFacts(ctx).load(p.id)).content?.hscBatch ?? '' }),
    instructor: t.string({ resolve: async (p, _args, ctx) => (await productFacts(ctx).load(p.id)).content?.instructor ?? '' }),
    totalMinutes: t.int({ resolve: async (p, _args, ctx) => (await productFacts(ctx).load(p.id)).content?.totalMinutes ?? 0 }),
    chapters: t.relation('chapters', { query: { orderBy: { position: 'asc' } } }),
  }),
});
