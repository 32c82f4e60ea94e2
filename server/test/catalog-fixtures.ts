/**
 * Catalogue rows for tests, written straight through Prisma (no GraphQL): products of every kind
 * with their detail rows, authors and sections, and Product.searchText kept as the services keep it.
 * Every helper takes overrides; slugs and ISBNs are unique per call.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PrismaClient, Product, ProductKind } from '../src/generated/prisma/client.ts';
import { productSearchText } from '../src/modules/catalog/search-text.ts';

let sequence = 0;
const next = () => (sequence += 1);

/** A slug no other fixture row has (titles repeat across tests). */
export function uniqueSlug(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'item'}-${process.pid}-${next()}`;
}

export async function createAuthor(prisma: PrismaClient, name: string, overrides: { slug?: string; bio?: string } = {}) {
  return prisma.author.create({ data: { name, slug: overrides.slug ?? uniqueSlug(name), bio: overrides.bio ?? '' } });
}

/** Fields every kind shares. `section` is a section slug (seeded: academic, cycle, engineering, medical, varsity). */
export interface ProductFixture {
  title: string;
  subtitle?: string;
  description?: string;
  slug?: string;
  price?: number;
  compareAtPrice?: number | null;
  stock?: number;
  published?: boolean;
  coverKey?: string | null;
  section?: string | null;
  /** Author ids, byline order. */
  authorIds?: string[];
  soldCount?: number;
  createdAt?: Date;
}

export interface BookFixture extends ProductFixture {
  publisher?: string;
  isbn?: string | null;
  edition?: string;
  pageCount?: number | null;
  language?: string;
}

type ProductWithAuthors = Product & { authorNames: string[] };

async function createProductRow(
  prisma: PrismaClient,
  kind: ProductKind,
  fixture: ProductFixture,
  searchParts: Parameters<typeof productSearchText>[0],
  detail: Record<string, unknown>,
): Promise<ProductWithAuthors> {
  const authors = fixture.authorIds?.length
    ? await prisma.author.findMany({ where: { id: { in: fixture.authorIds } }, select: { id: true, name: true } })
    : [];
  const authorNames = (fixture.authorIds ?? []).map((id) => authors.find((a) => a.id === id)?.name ?? '');
  const section = fixture.section ? await prisma.section.findUniqueOrThrow({ where: { slug: fixture.section } }) : null;
  const published = fixture.published ?? true;
  const product = await prisma.product.create({
    data: {
      kind,
      title: fixture.title,
      subtitle: fixture.subtitle ?? '',
      description: fixture.description ?? '',
      slug: fixture.slug ?? uniqueSlug(fixture.title),
      price: fixture.price ?? 25_000,
      compareAtPrice: fixture.compareAtPrice ?? null,
      stock: fixture.stock ?? (kind === 'EBOOK' || kind === 'CONTENT' ? 0 : 10),
      published,
      publishedAt: published ? (fixture.createdAt ?? new Date()) : null,
      coverKey: fixture.coverKey ?? null,
      sectionId: section?.id ?? null,
      soldCount: fixture.soldCount ?? 0,
      createdAt: fixture.createdAt,
      searchText: productSearchText({ ...searchParts, authors: authorNames }),
      authors: { create: (fixture.authorIds ?? []).map((authorId, position) => ({ authorId, position })) },
      ...detail,
    },
  });
  return { ...product, authorNames };
}

export async function createBook(prisma: PrismaClient, fixture: BookFixture) {
  const isbn = fixture.isbn === undefined ? null : fixture.isbn;
  const book = {
    publisher: fixture.publisher ?? '',
    isbn,
    edition: fixture.edition ?? '',
    pageCount: fixture.pageCount ?? null,
    language: fixture.language ?? 'Bangla',
  };
  return createProductRow(prisma, 'BOOK', fixture, book, { book: { create: book } });
}

export async function createEbook(
  prisma: PrismaClient,
  fixture: ProductFixture & { pageCount?: number; previewPages?: number; printEditionId?: string | null; language?: string },
) {
  const ebook = {
    pageCount: fixture.pageCount ?? 120,
    previewPages: fixture.previewPages ?? 10,
    printEditionId: fixture.printEditionId ?? null,
    language: fixture.language ?? 'Bangla',
  };
  return createProductRow(prisma, 'EBOOK', fixture, {}, { ebook: { create: ebook } });
}

export async function createStationery(
  prisma: PrismaClient,
  fixture: ProductFixture & { brand?: string; variants?: { label: string; stock: number }[] },
) {
  const brand = fixture.brand ?? '';
  const variants = (fixture.variants ?? []).map((v, position) => ({ ...v, position, sku: `${uniqueSlug(v.label)}` }));
  return createProductRow(prisma, 'STATIONERY', fixture, { brand }, {
    stationery: { create: { brand } },
    variants: { create: variants },
  });
}

export async function createBundle(
  prisma: PrismaClient,
  fixture: ProductFixture & { year: number; items?: { productId: string; quantity?: number }[] },
) {
  const items = (fixture.items ?? []).map((item, position) => ({ productId: item.productId, quantity: item.quantity ?? 1, position }));
  return createProductRow(prisma, 'BUNDLE', fixture, { year: fixture.year }, {
    bundle: { create: { year: fixture.year } },
    bundleItems: { create: items },
  });
}

export async function createContent(prisma: PrismaClient, fixture: ProductFixture & { hscBatch?: string; instructor?: string }) {
  const content = { hscBatch: fixture.hscBatch ?? 'HSC 2026', instructor: fixture.instructor ?? '' };
  return createProductRow(prisma, 'CONTENT', fixture, content, { content: { create: content } });
}

const TYPENAMES: Record<ProductKind, string> = {
  BOOK: 'Book',
  EBOOK: 'Ebook',
  STATIONERY: 'Stationery',
  BUNDLE: 'Bundle',
  CONTENT: 'Content',
};

/** The global id of a product row, as GraphQL hands it out (Book:…, Ebook:…). */
export function productGlobalId(product: Pick<Product, 'id' | 'kind'>): string {
  return encodeGlobalID(TYPENAMES[product.kind], product.id);
}
