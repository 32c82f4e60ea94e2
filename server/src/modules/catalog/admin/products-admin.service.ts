/**
 * Staff management of products of every kind: create, update, delete, bulk publish, the staff list
 * and search. Every change runs in one transaction with its audit event; bad input changes nothing.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { Context } from '../../../context.ts';
import { cacheEntity } from '../../../graphql/response-cache.ts';
import type { Prisma, Product, ProductKind } from '../../../generated/prisma/client.ts';
import { NotFoundError, ValidationError, type FieldMessage } from '../../../shared/errors.ts';
import { parseInput } from '../../../shared/validation.ts';
import { recordAudit } from '../../accounts/audit.ts';
import { userSearchFilter } from '../../accounts/users.service.ts';
import { productSearchText } from '../search-text.ts';
import { sectionIdsUnder } from '../section-tree.ts';
import { decodeIdOf, slugify, uniqueSlug } from './admin-inputs.ts';
import { inTransaction, isUniqueViolationOn, referencedId, storedFileProblem } from './admin-checks.ts';
import { COMPARE_AT_MESSAGE, productSchemas, type ParsedProductInput } from './product-input.ts';
import { likeLiteral } from '../../../shared/like-pattern.ts';
import { productSalesFromOrders } from '../../orders/order-queries.ts';

import { prepareFirstPageImage } from '../../library/first-page-image.ts';

type AdminCtx = Pick<Context, 'prisma' | 'remote' | 'viewer' | 'services'>;
type Tx = AdminCtx['prisma'];

/** The GraphQL type of each product kind (global IDs carry it). */
export const PRODUCT_TYPENAMES = {
  BOOK: 'Book',
  EBOOK: 'Ebook',
  STATIONERY: 'Stationery',
  BUNDLE: 'Bundle',
  CONTENT: 'Content',
} as const satisfies Record<ProductKind, string>;

const KIND_BY_TYPENAME = Object.fromEntries(Object.entries(PRODUCT_TYPENAMES).map(([kind, name]) => [name, kind])) as Record<
  string,
  ProductKind
>;

const DIGITAL_KINDS: readonly ProductKind[] = ['EBOOK', 'CONTENT'];
const PHYSICAL_KINDS: ProductKind[] = ['BOOK', 'STATIONERY', 'BUNDLE'];

/** At or below this many units a physical product counts as running low. */
export const LOW_STOCK_THRESHOLD = 5;
/** The most products one bulk publish/unpublish takes. */
export const MAX_BULK_IDS = 100;

/** The global ID of a product row (its kind's type). */
export function productGlobalId(product: Pick<Product, 'id' | 'kind'>): string {
  return encodeGlobalID(PRODUCT_TYPENAMES[product.kind], product.id);
}

/** A product's id and kind from its global ID when it is any product type, else null. */
export function decodeProductId(globalId: string): { id: string; kind: ProductKind } | null {
  try {
    const { typename, id } = decodeGlobalID(String(globalId));
    const kind = KIND_BY_TYPENAME[typename];
    return kind && referencedId(globalId, typename) ? { id, kind } : null;
  } catch {
    return null;
  }
}

/** Recomputes Product.searchText (authors, ISBN, publisher, brand …) from the rows; the trigger then refreshes the search vector. */
export async function refreshProductSearchText(prisma: Tx, productId: string): Promise<void> {
  const product = await prisma.product.findUniqueOrThrow({
    where: { id: productId },
    select: {
      searchText: true,
      authors: { orderBy: { position: 'asc' }, select: { author: { select: { name: true } } } },
      book: true,
      stationery: true,
      bundle: true,
      content: true,
    },
  });
  const searchText = productSearchText({
    authors: product.authors.map((a) => a.author.name),
    isbn: product.book?.isbn,
    publisher: product.book?.publisher,
    edition: product.book?.edition,
    brand: product.stationery?.brand,
    instructor: product.content?.instructor,
    hscBatch: product.content?.hscBatch,
    year: product.bundle?.year,
  });
  if (searchText !== product.searchText) await prisma.product.update({ where: { id: productId }, data: { searchText } });
}

const existingInclude = {
  authors: { orderBy: { position: 'asc' } },
  book: true,
  ebook: true,
  stationery: true,
  variants: { orderBy: { position: 'asc' } },
  bundle: true,
  bundleItems: { orderBy: { position: 'asc' } },
  content: true,
} as const satisfies Prisma.ProductInclude;

type ExistingProduct = Prisma.ProductGetPayload<{ include: typeof existingInclude }>;

/** Everything a product form sets, with references as database ids. */
interface ProductState {
  title: string;
  subtitle: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  sectionId: string | null;
  authorIds: string[];
  coverKey: string | null;
  published: boolean;
  slug: string | null;
  publisher: string;
  isbn: string | null;
  edition: string;
  pageCount: number | null;
  language: string;
  fileKey: string | null;
  previewPages: number;
  printEditionId: string | null;
  brand: string;
  variants: { label: string; sku: string; stock: number }[];
  year: number;
  items: { productId: string; quantity: number }[];
  hscBatch: string;
  instructor: string;
}

function stateOf(existing: ExistingProduct | null): ProductState {
  return {
    title: existing?.title ?? '',
    subtitle: existing?.subtitle ?? '',
    description: existing?.description ?? '',
    price: existing?.price ?? 0,
    compareAtPrice: existing?.compareAtPrice ?? null,
    stock: existing?.stock ?? 0,
    sectionId: existing?.sectionId ?? null,
    authorIds: existing?.authors.map((a) => a.authorId) ?? [],
    coverKey: existing?.coverKey ?? null,
    published: existing?.published ?? false,
    slug: existing?.slug ?? null,
    publisher: existing?.book?.publisher ?? '',
    isbn: existing?.book?.isbn ?? null,
    edition: existing?.book?.edition ?? '',
    pageCount: existing?.book?.pageCount ?? existing?.ebook?.pageCount ?? null,
    language: existing?.book?.language ?? existing?.ebook?.language ?? 'Bangla',
    fileKey: existing?.ebook?.fileKey ?? null,
    previewPages: existing?.ebook?.previewPages ?? 0,
    printEditionId: existing?.ebook?.printEditionId ?? null,
    brand: existing?.stationery?.brand ?? '',
    variants: existing?.variants.map(({ label, sku, stock }) => ({ label, sku, stock })) ?? [],
    year: existing?.bundle?.year ?? 0,
    items: existing?.bundleItems.map(({ productId, quantity }) => ({ productId, quantity })) ?? [],
    hscBatch: existing?.content?.hscBatch ?? '',
    instructor: existing?.content?.instructor ?? '',
  };
}

/**
 * Checks the references and unique values the input sets (against the database, inside the
 * transaction) and returns the product's state after the change; ValidationError naming every bad field.
 */
async function resolveInput(tx: Tx, kind: ProductKind, input: ParsedProductInput, existing: ExistingProduct | null) {
  const before = stateOf(existing);
  const state: ProductState = { ...before };
  const problems: FieldMessage[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const selfId = existing?.id ?? '00000000-0000-0000-0000-000000000000';

  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined && name !== 'id' && name in state) (state as unknown as Record<string, unknown>)[name] = value;
  }

  if (input.sectionId !== undefined && input.sectionId !== null) {
    const id = referencedId(input.sectionId, 'Section');
    const section = id ? await tx.section.findUnique({ where: { id }, select: { id: true } }) : null;
    if (section) state.sectionId = section.id;
    else problem('sectionId', 'No such section');
  }

  if (input.authorIds !== undefined) {
    const ids = input.authorIds.map((globalId) => referencedId(globalId, 'Author'));
    const found = await tx.author.findMany({ where: { id: { in: ids.filter((id): id is string => id !== null) } }, select: { id: true } });
    const known = new Set(found.map((a) => a.id));
    ids.forEach((id, i) => {
      if (!id || !known.has(id)) problem(`authorIds.${i}`, 'No such author');
    });
    state.authorIds = ids.filter((id): id is string => id !== null);
  }

  if (input.coverKey && input.coverKey !== before.coverKey) {
    const message = await storedFileProblem(tx, input.coverKey, 'cover');
    if (message) problem('coverKey', message);
  }

  if (input.slug !== undefined && input.slug !== before.slug) {
    const taken = await tx.product.findFirst({ where: { slug: input.slug, id: { not: selfId } }, select: { title: true } });
    if (taken) problem('slug', `Another product already uses this slug (${taken.title})`);
  }

  if (kind === 'BOOK' && input.isbn && input.isbn !== before.isbn) {
    const taken = await tx.bookDetail.findFirst({ where: { isbn: input.isbn, productId: { not: selfId } }, select: { product: { select: { title: true } } } });
    if (taken) problem('isbn', `Another book has this ISBN (${taken.product.title})`);
  }

  if (kind === 'EBOOK') {
    if (input.fileKey && input.fileKey !== before.fileKey) {
      const message = await storedFileProblem(tx, input.fileKey, 'ebook');
      if (message) problem('fileKey', message);
    }
    if (input.printEditionId) {
      const id = referencedId(input.printEditionId, 'Book');
      const book = id ? await tx.product.findFirst({ where: { id, kind: 'BOOK' }, select: { id: true } }) : null;
      if (!book) {
        problem('printEditionId', 'No such book');
      } else {
        state.printEditionId = book.id;
        const other = await tx.ebookDetail.findFirst({
          where: { printEditionId: book.id, productId: { not: selfId } },
          select: { product: { select: { title: true } } },
        });
        if (other) problem('printEditionId', `This book already has an ebook edition (${other.product.title})`);
      }
    }
    if (state.pageCount && state.previewPages > state.pageCount) {
      problem('previewPages', 'Preview pages cannot be more than the page count');
    }
    if (state.published && !state.fileKey) problem('fileKey', 'Upload the ebook file before publishing it');
  }

  if (kind === 'STATIONERY' && input.variants?.length) {
    const others = await tx.productVariant.findMany({
      where: { sku: { in: input.variants.map((v) => v.sku) }, productId: { not: selfId } },
      select: { sku: true, product: { select: { title: true } } },
    });
    input.variants.forEach((v, i) => {
      const other = others.find((o) => o.sku === v.sku);
      if (other) problem(`variants.${i}.sku`, `SKU ${v.sku} is already used by ${other.product.title}`);
    });
  }

  if (kind === 'BUNDLE' && input.items !== undefined) {
    const refs = input.items.map((item) => decodeProductId(item.productId));
    const found = await tx.product.findMany({
      where: { id: { in: refs.flatMap((ref) => (ref ? [ref.id] : [])) } },
      select: { id: true, kind: true, title: true },
    });
    state.items = [];
    input.items.forEach((item, i) => {
      const ref = refs[i];
      const product = ref && found.find((p) => p.id === ref.id && p.kind === ref.kind);
      if (!product) return problem(`items.${i}.productId`, 'No such product');
      if (product.kind === 'BUNDLE') return problem(`items.${i}.productId`, `A bundle cannot contain another bundle (${product.title})`);
      if (DIGITAL_KINDS.includes(product.kind) && item.quantity !== 1) {
        return problem(`items.${i}.quantity`, `${product.title} is digital: it can be in a bundle only once (quantity 1)`);
      }
      state.items.push({ productId: product.id, quantity: item.quantity });
    });
  }

  if (state.compareAtPrice !== null && state.compareAtPrice < state.price && !problems.some((p) => p.field === 'compareAtPrice')) {
    problem('compareAtPrice', COMPARE_AT_MESSAGE);
  }

  if (problems.length) throw new ValidationError(problems);
  if (DIGITAL_KINDS.includes(kind)) state.stock = 0;
  if (kind === 'STATIONERY' && state.variants.length) state.stock = state.variants.reduce((sum, v) => sum + v.stock, 0);
  return state;
}

function detailData(kind: ProductKind, s: ProductState) {
  switch (kind) {
    case 'BOOK':
      return { publisher: s.publisher, isbn: s.isbn, edition: s.edition, pageCount: s.pageCount, language: s.language };
    case 'EBOOK':
      return { fileKey: s.fileKey, pageCount: s.pageCount ?? 0, previewPages: s.previewPages, language: s.language, printEditionId: s.printEditionId };
    case 'STATIONERY':
      return { brand: s.brand };
    case 'BUNDLE':
      return { year: s.year };
    case 'CONTENT':
      return { hscBatch: s.hscBatch, instructor: s.instructor };
  }
}

const DETAIL_RELATION = {
  BOOK: 'book',
  EBOOK: 'ebook',
  STATIONERY: 'stationery',
  BUNDLE: 'bundle',
  CONTENT: 'content',
} as const satisfies Record<ProductKind, keyof Prisma.ProductInclude>;

/** Keeps variant ids (carts point at them) for SKUs that stay; removes the rest; positions follow the list. */
async function syncVariants(tx: Tx, productId: string, existing: ExistingProduct['variants'], wanted: ProductState['variants']) {
  const keep = new Map(existing.map((v) => [v.sku, v]));
  await tx.productVariant.deleteMany({ where: { productId, sku: { notIn: wanted.map((v) => v.sku) } } });
  // Labels are unique per product: park the kept ones first so two variants can swap labels.
  for (const v of existing) if (wanted.some((w) => w.sku === v.sku)) await tx.productVariant.update({ where: { id: v.id }, data: { label: `~${v.id}` } });
  for (const [position, v] of wanted.entries()) {
    const old = keep.get(v.sku);
    if (old) await tx.productVariant.update({ where: { id: old.id }, data: { label: v.label, stock: v.stock, position } });
    else await tx.productVariant.create({ data: { productId, label: v.label, sku: v.sku, stock: v.stock, position } });
  }
}

async function writeProduct(ctx: AdminCtx, kind: ProductKind, input: ParsedProductInput, existing: ExistingProduct | null) {
  const tx = ctx.prisma;
  const state = await resolveInput(tx, kind, input, existing);
  const slug =
    state.slug ??
    (await uniqueSlug(tx, 'product', slugify(state.title, kind.toLowerCase()), async (prefix) =>
      (await tx.product.findMany({ where: { slug: { startsWith: prefix } }, select: { slug: true } })).map((p) => p.slug),
    ));
  const common = {
    title: state.title,
    subtitle: state.subtitle,
    description: state.description,
    price: state.price,
    compareAtPrice: state.compareAtPrice,
    stock: state.stock,
    coverKey: state.coverKey,
    published: state.published,
    slug,
    ...(state.published && !existing?.publishedAt ? { publishedAt: new Date() } : {}),
  };
  const detail = detailData(kind, state);
  const relation = DETAIL_RELATION[kind];
  const product = existing
    ? await tx.product.update({
        where: { id: existing.id },
        data: {
          ...common,
          section: state.sectionId ? { connect: { id: state.sectionId } } : { disconnect: true },
          [relation]: { upsert: { create: detail, update: detail } },
        },
      })
    : await tx.product.create({
        data: {
          ...common,
          kind,
          ...(state.sectionId ? { section: { connect: { id: state.sectionId } } } : {}),
          [relation]: { create: detail },
        },
      });

  if (!existing || input.authorIds !== undefined) {
    await tx.productAuthor.deleteMany({ where: { productId: product.id } });
    await tx.productAuthor.createMany({ data: state.authorIds.map((authorId, position) => ({ productId: product.id, authorId, position })) });
  }
  if (kind === 'BUNDLE' && (!existing || input.items !== undefined)) {
    await tx.bundleItem.deleteMany({ where: { bundleId: product.id } });
    await tx.bundleItem.createMany({
      data: state.items.map((item, position) => ({ bundleId: product.id, productId: item.productId, quantity: item.quantity, position })),
    });
  }
  if (kind === 'STATIONERY' && (!existing || input.variants !== undefined)) {
    await syncVariants(tx, product.id, existing?.variants ?? [], state.variants);
  }
  await refreshProductSearchText(tx, product.id);

  const changed = Object.keys(input).filter((name) => name !== 'id' && input[name as keyof ParsedProductInput] !== undefined);
  await recordAudit(ctx, {
    action: existing ? 'catalog.product_updated' : 'catalog.product_created',
    targetType: 'Product',
    targetId: product.id,
    details: existing ? { kind, title: product.title, changed } : { kind, title: product.title, slug: product.slug },
  });
  return product;
}

/** Unique-constraint races lost to a concurrent writer, as the field messages the checks would have given. */
function raceAsValidation(error: unknown): never {
  const fields: [string, string, string][] = [
    ['slug', 'slug', 'Another product already uses this slug'],
    ['isbn', 'isbn', 'Another book has this ISBN'],
    ['sku', 'variants', 'One of these SKUs is already used by another product'],
    ['printEditionId', 'printEditionId', 'This book already has an ebook edition'],
  ];
  const match = fields.find(([column]) => isUniqueViolationOn(error, column));
  if (match) throw new ValidationError([{ field: match[1], message: match[2] }]);
  throw error;
}

/**
 * Once a change has committed: cached answers that show these products are dropped, and so are all
 * product listings (a product created, deleted, published or edited may join, leave or move in them).
 */
async function productsChanged(ctx: AdminCtx, ids: Iterable<string | null | undefined>): Promise<void> {
  const products = [...new Set([...ids].filter((id): id is string => !!id))].map(cacheEntity.product);
  await ctx.services.responseCache.invalidate([...products, cacheEntity.productListings]);
}

/** A new ebook file or preview: the reader's first view of page 1 (library/first-page-image.ts) is drawn ahead. */
function firstPageAhead(ctx: AdminCtx & Partial<Pick<Context, 'log'>>, productId: string, input: { fileKey?: string | null; previewPages?: number }): void {
  if (input.fileKey || input.previewPages) prepareFirstPageImage({ prisma: ctx.prisma, storage: ctx.services.storage, log: ctx.log }, productId);
}

/** The print edition an ebook form names (its page shows the ebook as its digital edition). */
function namedPrintEdition(input: ParsedProductInput): string | null {
  return input.printEditionId ? referencedId(input.printEditionId, 'Book') : null;
}

/** Creates a product of one kind from its form (see product-input.ts); the slug comes from the title unless given. */
export async function createProduct(ctx: AdminCtx, kind: ProductKind, raw: unknown): Promise<Product> {
  const input = parseInput(productSchemas[kind].create, raw);
  const product = await ctx.prisma
    .$transaction((tx) => writeProduct(inTransaction(ctx, tx), kind, input, null))
    .catch(raceAsValidation);
  await productsChanged(ctx, [product.id, namedPrintEdition(input)]);
  if (kind === 'EBOOK') firstPageAhead(ctx, product.id, input);
  return product;
}

/** Updates a product of one kind: only the fields sent change; lists sent (authors, variants, items) replace the old ones. */
export async function updateProduct(ctx: AdminCtx, kind: ProductKind, raw: unknown): Promise<Product> {
  const input = parseInput(productSchemas[kind].update, raw);
  const typename = PRODUCT_TYPENAMES[kind];
  const id = decodeIdOf(input.id, typename);
  let previousPrintEdition: string | null = null;
  const product = await ctx.prisma
    .$transaction(async (tx) => {
      const existing = await tx.product.findFirst({ where: { id, kind }, include: existingInclude });
      if (!existing) throw new NotFoundError(typename, `No such ${typename.toLowerCase()}.`);
      previousPrintEdition = existing.ebook?.printEditionId ?? null;
      return writeProduct(inTransaction(ctx, tx), kind, input, existing);
    })
    .catch(raceAsValidation);
  await productsChanged(ctx, [product.id, previousPrintEdition, namedPrintEdition(input)]);
  if (kind === 'EBOOK') firstPageAhead(ctx, product.id, input);
  return product;
}

/** Deletes a product (its details, authors, pages, reviews go with it); refused while a bundle contains it. */
export async function deleteProduct(ctx: AdminCtx, input: { id: string }): Promise<{ deletedId: string }> {
  const ref = decodeProductId(input.id);
  if (!ref) throw new NotFoundError('Product', 'No such product.');
  const deleted = await ctx.prisma.$transaction(async (tx) => {
    const product = await tx.product.findFirst({
      where: { id: ref.id, kind: ref.kind },
      include: { inBundles: { include: { bundle: { select: { title: true } } }, orderBy: { bundleId: 'asc' } } },
    });
    if (!product) throw new NotFoundError('Product', 'No such product.');
    if (product.inBundles.length) {
      const titles = product.inBundles.map((item) => item.bundle.title).join(', ');
      throw new ValidationError([
        {
          field: 'id',
          message: `This product is in ${product.inBundles.length === 1 ? 'a bundle' : `${product.inBundles.length} bundles`} (${titles}). Unpublish it instead, or take it out of the bundles first.`,
        },
      ]);
    }
    await tx.product.delete({ where: { id: product.id } });
    await recordAudit(inTransaction(ctx, tx), {
      action: 'catalog.product_deleted',
      targetType: 'Product',
      targetId: product.id,
      details: { kind: product.kind, title: product.title, slug: product.slug },
    });
    return { deletedId: productGlobalId(product) };
  });
  await productsChanged(ctx, [ref.id]);
  return deleted;
}

/** Publishes or unpublishes products in bulk; the first publication stamps publishedAt. An ebook needs its file first. */
export async function setProductsPublished(ctx: AdminCtx, input: { ids: readonly string[]; published: boolean }): Promise<string[]> {
  if (input.ids.length === 0) throw new ValidationError([{ field: 'ids', message: 'Choose at least one product' }]);
  if (input.ids.length > MAX_BULK_IDS) throw new ValidationError([{ field: 'ids', message: `Choose at most ${MAX_BULK_IDS} products at a time` }]);
  const refs = input.ids.map(decodeProductId);
  if (refs.some((ref) => ref === null)) throw new NotFoundError('Product', 'No such product.');
  const ids = [...new Set(refs.map((ref) => ref!.id))];
  const changed = await ctx.prisma.$transaction(async (tx) => {
    const products = await tx.product.findMany({ where: { id: { in: ids } }, include: { ebook: { select: { fileKey: true } } } });
    const found = new Map(products.map((p) => [p.id, p]));
    if (refs.some((ref) => found.get(ref!.id)?.kind !== ref!.kind)) throw new NotFoundError('Product', 'No such product.');
    if (input.published) {
      const fileless = products.filter((p) => p.kind === 'EBOOK' && !p.ebook?.fileKey);
      if (fileless.length) {
        throw new ValidationError([
          { field: 'ids', message: `Upload the file of these ebooks before publishing them: ${fileless.map((p) => p.title).join(', ')}` },
        ]);
      }
    }
    const changing = products.filter((p) => p.published !== input.published).map((p) => p.id);
    await tx.product.updateMany({ where: { id: { in: changing } }, data: { published: input.published } });
    if (input.published) await tx.product.updateMany({ where: { id: { in: changing }, publishedAt: null }, data: { publishedAt: new Date() } });
    for (const id of changing) {
      await recordAudit(inTransaction(ctx, tx), {
        action: input.published ? 'catalog.products_published' : 'catalog.products_unpublished',
        targetType: 'Product',
        targetId: id,
        details: { title: found.get(id)!.title, batch: ids.length },
      });
    }
    return changing;
  });
  if (changed.length) await productsChanged(ctx, changed);
  return ids;
}

export interface AdminProductFilterInput {
  kinds?: readonly ProductKind[] | null;
  search?: string | null;
  published?: boolean | null;
  /** A section slug; its sub-sections count too. */
  section?: string | null;
  lowStock?: boolean | null;
}

/** The staff list's filter with its section slug resolved to the section's and its sub-sections' ids (section-tree.ts). */
export async function resolveAdminProductFilter(
  prisma: Parameters<typeof sectionIdsUnder>[0],
  filter: AdminProductFilterInput | null | undefined,
): Promise<AdminProductFilterInput & { sectionIds?: readonly string[] }> {
  if (!filter?.section) return filter ?? {};
  return { ...filter, sectionIds: await sectionIdsUnder(prisma, filter.section) };
}

/**
 * The staff list's filter: kinds, publication, section (with sub-sections: `sectionIds` from
 * resolveAdminProductFilter; an unknown section matches nothing), low stock, and a title/author/ISBN fragment.
 */
export function adminProductWhere(filter: (AdminProductFilterInput & { sectionIds?: readonly string[] }) | null | undefined): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [];
  if (filter?.kinds?.length) and.push({ kind: { in: [...filter.kinds] } });
  if (typeof filter?.published === 'boolean') and.push({ published: filter.published });
  if (filter?.section) and.push({ sectionId: { in: [...(filter.sectionIds ?? [])] } });
  if (filter?.lowStock) and.push({ kind: { in: PHYSICAL_KINDS }, stock: { lte: LOW_STOCK_THRESHOLD } });
  const term = filter?.search?.trim();
  if (term) {
    const literal = likeLiteral(term);
    const or: Prisma.ProductWhereInput[] = [
      { title: { contains: literal, mode: 'insensitive' } },
      { subtitle: { contains: literal, mode: 'insensitive' } },
      { searchText: { contains: literal, mode: 'insensitive' } },
      { slug: { contains: literal.toLowerCase() } },
    ];
    // ISBNs are stored as bare digits; staff type them with hyphens.
    if (/^[\d\s-]+x?$/i.test(term) && /\d{4}/.test(term.replace(/[\s-]/g, ''))) {
      or.push({ searchText: { contains: term.replace(/[\s-]/g, '') } });
    }
    and.push({ OR: or });
  }
  return and.length ? { AND: and } : {};
}


/** How many results of each list adminSearch gives by default and at most. */
export const ADMIN_SEARCH_DEFAULT = 10;
export const ADMIN_SEARCH_MAX = 50;

/** The lists of adminSearch the viewer may see (each empty without its permission or without a query). */
export function adminSearchScope(ctx: Pick<Context, 'viewer'>, query: string) {
  const term = query.trim();
  return {
    term,
    products: term.length > 0 && (ctx.viewer?.permissions.has('catalog.manage') ?? false),
    users: term.length > 0 && (ctx.viewer?.permissions.has('users.view') ?? false),
  };
}

export function adminUserSearchWhere(term: string): Prisma.UserWhereInput {
  return userSearchFilter(term);
}

/** A product's sales figures from its order lines (orders placed and not cancelled, expired, returned or refunded). */
export async function productSales(ctx: Pick<Context, 'prisma'>, productId: string) {
  const ref = decodeProductId(productId);
  const product = ref ? await ctx.prisma.product.findFirst({ where: { id: ref.id, kind: ref.kind }, select: { id: true } }) : null;
  if (!product) return null;
  return productSalesFromOrders(ctx.prisma, product.id);
}
