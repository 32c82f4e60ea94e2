import type { LessonKind, ProductKind, ProductPageKind, ReviewStatus } from '../../../generated/prisma/client.ts';

/** The rows of the demo catalogue, shaped like the tables they go into (see prisma/schema.prisma). */

export const BOOK_SECTIONS = ['academic', 'cycle', 'engineering', 'medical', 'varsity'] as const;
export type BookSection = (typeof BOOK_SECTIONS)[number];

export interface AuthorRow {
  id: string;
  slug: string;
  name: string;
  bio: string;
  photoKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  hscBatch: string | null;
  phoneVerifiedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductRow {
  id: string;
  kind: ProductKind;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  published: boolean;
  publishedAt: Date | null;
  coverKey: string;
  /** Resolved to Section.id by the loader. */
  sectionSlug: BookSection | null;
  soldCount: number;
  ratingCount: number;
  ratingSum: number;
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductAuthorRow {
  productId: string;
  authorId: string;
  position: number;
}

export interface BookDetailRow {
  productId: string;
  publisher: string;
  isbn: string | null;
  edition: string;
  pageCount: number;
  language: string;
}

export interface EbookDetailRow {
  productId: string;
  fileKey: string | null;
  pageCount: number;
  previewPages: number;
  printEditionId: string | null;
  language: string;
}

export interface StationeryDetailRow {
  productId: string;
  brand: string;
}

export interface VariantRow {
  id: string;
  productId: string;
  label: string;
  sku: string;
  stock: number;
  position: number;
}

export interface BundleDetailRow {
  productId: string;
  year: number;
}

export interface BundleItemRow {
  bundleId: string;
  productId: string;
  quantity: number;
  position: number;
}

export interface ContentDetailRow {
  productId: string;
  hscBatch: string;
  instructor: string;
  totalMinutes: number;
}

export interface ChapterRow {
  id: string;
  productId: string;
  title: string;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface LessonRow {
  id: string;
  chapterId: string;
  title: string;
  kind: LessonKind;
  position: number;
  durationMinutes: number;
  body: string;
  freePreview: boolean;
}

export interface PageRow {
  id: string;
  productId: string;
  kind: ProductPageKind;
  imageKey: string;
  caption: string;
  position: number;
  createdAt: Date;
}

export interface ReviewRow {
  id: string;
  productId: string;
  userId: string;
  rating: number;
  body: string;
  status: ReviewStatus;
  moderatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoFile {
  key: string;
  contentType: 'image/svg+xml';
  body: string;
  size: number;
  createdAt: Date;
}

export interface DemoCatalog {
  seed: number;
  scale: number;
  authors: AuthorRow[];
  customers: CustomerRow[];
  products: ProductRow[];
  productAuthors: ProductAuthorRow[];
  books: BookDetailRow[];
  ebooks: EbookDetailRow[];
  stationery: StationeryDetailRow[];
  variants: VariantRow[];
  bundles: BundleDetailRow[];
  bundleItems: BundleItemRow[];
  contents: ContentDetailRow[];
  chapters: ChapterRow[];
  lessons: LessonRow[];
  pages: PageRow[];
  reviews: ReviewRow[];
  files: DemoFile[];
}
