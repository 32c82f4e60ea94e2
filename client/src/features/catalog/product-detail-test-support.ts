/**
 * Mock GraphQL answers for the product, author and info page tests: complete objects as the server
 * sends them (every field the pages' fragments select), with overrides per test.
 */
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { isPending, resolveOperation } from '../../../test/relay-operations.ts';

type Data = Record<string, unknown>;

export const money = (taka: number) => ({ amount: taka * 100, formatted: `৳${taka.toLocaleString('en-IN')}` });

export function author(n: number, overrides: Data = {}) {
  return { __typename: 'Author', id: `author-${n}`, name: `Author ${n}`, path: `/author/author-${n}`, ...overrides };
}

export function review(n: number, overrides: Data = {}) {
  return {
    __typename: 'Review',
    id: `review-${n}`,
    rating: 5,
    body: `Review text ${n}`,
    authorName: `Reader ${n}.`,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'APPROVED',
    ...overrides,
  };
}

export function reviewsConnection(reviews: Data[], hasNextPage = false) {
  return {
    edges: reviews.map((node) => ({ cursor: `cursor-${String(node.id)}`, node })),
    pageInfo: { endCursor: reviews.length ? `cursor-${String(reviews.at(-1)!.id)}` : null, hasNextPage },
  };
}

export function samplePage(n: number, overrides: Data = {}) {
  return {
    __typename: 'ProductPage',
    id: `page-${n}`,
    position: n,
    caption: n === 1 ? 'Contents' : '',
    image: { url: `/files/pages/page-${n}.png`, alt: `Sample page ${n}` },
    ...overrides,
  };
}

const KIND_TYPENAME = { BOOK: 'Book', EBOOK: 'Ebook', STATIONERY: 'Stationery', BUNDLE: 'Bundle', CONTENT: 'Content' } as const;
const KIND_PATH = { BOOK: 'book', EBOOK: 'ebook', STATIONERY: 'stationery', BUNDLE: 'bundle', CONTENT: 'content' } as const;
export type Kind = keyof typeof KIND_TYPENAME;

/** What every product answers: the Product interface fields the product pages select. */
export function baseProduct(kind: Kind, slug: string, overrides: Data = {}) {
  return {
    __typename: KIND_TYPENAME[kind],
    // Relay asks for it when a fragment on the Product interface is spread.
    __isProduct: KIND_TYPENAME[kind],
    id: `${kind.toLowerCase()}-${slug}`,
    kind,
    slug,
    title: `Title of ${slug}`,
    subtitle: '',
    description: 'First paragraph.\n\nSecond paragraph.',
    digital: kind === 'EBOOK' || kind === 'CONTENT',
    inStock: true,
    stock: kind === 'EBOOK' || kind === 'CONTENT' ? 0 : 40,
    path: `/${KIND_PATH[kind]}/${slug}`,
    cover: { url: `/files/covers/${slug}.svg`, alt: `Cover of ${slug}` },
    authors: [],
    price: money(250),
    compareAtPrice: null,
    rating: { average: null, count: 0 },
    section: null,
    samplePages: [],
    viewerReview: null,
    reviews: reviewsConnection([]),
    ...overrides,
  };
}

/** A small product as a link target (digital edition, bundle item). */
export function productLink(kind: Kind, slug: string, overrides: Data = {}) {
  return {
    __typename: KIND_TYPENAME[kind],
    id: `${kind.toLowerCase()}-${slug}`,
    kind,
    title: `Title of ${slug}`,
    path: `/${KIND_PATH[kind]}/${slug}`,
    price: money(100),
    cover: null,
    ...overrides,
  };
}

export function book(slug: string, overrides: Data = {}) {
  return baseProduct('BOOK', slug, {
    publisher: 'Panjeree Publications',
    isbn: '9789849012345',
    edition: '3rd edition, 2026',
    pageCount: 412,
    language: 'Bangla',
    digitalEdition: null,
    ...overrides,
  });
}

export function ebook(slug: string, overrides: Data = {}) {
  return baseProduct('EBOOK', slug, { pageCount: 220, previewPages: 15, language: 'English', printEdition: null, ...overrides });
}

export function stationery(slug: string, overrides: Data = {}) {
  return baseProduct('STATIONERY', slug, { brand: 'Matador', variants: [], ...overrides });
}

export function variant(n: number, label: string, stock: number) {
  return { __typename: 'StationeryVariant', id: `variant-${n}`, label, stock, inStock: stock > 0 };
}

export function bundle(slug: string, overrides: Data = {}) {
  return baseProduct('BUNDLE', slug, { year: 2026, items: [], itemsValue: money(250), ...overrides });
}

export function content(slug: string, overrides: Data = {}) {
  return baseProduct('CONTENT', slug, {
    hscBatch: 'HSC 2026',
    instructor: 'Dr. Salma Khatun',
    totalMinutes: 0,
    chapters: [],
    viewerOwns: false,
    viewerProgress: { completedLessons: 0, totalLessons: 0, percent: 0 },
    ...overrides,
  });
}

export function chapter(n: number, title: string, lessons: Data[]) {
  return { __typename: 'Chapter', id: `chapter-${n}`, title, position: n, lessons };
}

export function lesson(n: number, title: string, overrides: Data = {}) {
  return { __typename: 'Lesson', id: `lesson-${n}`, title, kind: 'VIDEO', position: n, durationMinutes: 20, freePreview: false, locked: !overrides.freePreview, completed: false, content: null, ...overrides };
}

/** The `product` field's answer: the product, or NotFoundError when null. */
export function productResult(product: Data | null) {
  if (!product) return { __typename: 'NotFoundError', message: 'No such product.' };
  return { __typename: 'QueryProductSuccess', data: product };
}

/**
 * Answers a product page's catalogue query (`name`) with `product`, then its per-user query
 * (ProductViewerQuery or CourseViewerQuery, when the page sent one) from the same object: its `viewerOwns`,
 * `viewerReview`, course progress and lessons. Returns the catalogue operation.
 */
export async function resolveProductPage(environment: RelayMockEnvironment, name: string, product: Data | null): Promise<OperationDescriptor> {
  const operation = await resolveOperation(environment, name, { product: productResult(product) });
  for (const viewer of ['ProductViewerQuery', 'CourseViewerQuery']) {
    if (isPending(environment, viewer)) await resolveOperation(environment, viewer, { product: productResult(product) });
  }
  return operation;
}
