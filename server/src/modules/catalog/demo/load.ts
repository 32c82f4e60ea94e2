import type { PrismaClient } from '../../../generated/prisma/client.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { bulkInsert, type ColumnTypes } from './bulk-insert.ts';
import { generateDemoCatalog, ratingAggregates, type DemoOptions } from './generate.ts';
import type {
  AuthorRow,
  BookDetailRow,
  BundleDetailRow,
  BundleItemRow,
  ChapterRow,
  ContentDetailRow,
  CustomerRow,
  DemoCatalog,
  EbookDetailRow,
  LessonRow,
  PageRow,
  ProductAuthorRow,
  ProductRow,
  ReviewRow,
  StationeryDetailRow,
  VariantRow,
} from './rows.ts';

export interface DemoLoadResult {
  /** False when the database already had products (nothing was written). */
  loaded: boolean;
  counts: Record<string, number>;
  /** Wall-clock milliseconds: generating, writing files, writing rows. */
  timings: {
    generateMs: number;
    /** Writing the SVG files and writing the rows run at the same time. */
    filesMs: number;
    rowsMs: number;
    totalMs: number;
  };
}

const FILE_WRITE_CONCURRENCY = 32;

const ts = 'timestamp(3)';
/** The columns the loader writes, with their PostgreSQL types (prisma/schema.prisma; the load test checks them). */
const COLUMNS = {
  author: { id: 'uuid', slug: 'text', name: 'text', bio: 'text', photoKey: 'text', createdAt: ts, updatedAt: ts },
  user: { id: 'uuid', name: 'text', phone: 'text', hscBatch: 'text', phoneVerifiedAt: ts, createdAt: ts, updatedAt: ts },
  userRole: { userId: 'uuid', roleId: 'uuid', grantedAt: ts },
  storedFile: { key: 'text', contentType: 'text', size: 'int', visibility: '"FileVisibility"', originalName: 'text', createdAt: ts },
  product: {
    id: 'uuid', kind: '"ProductKind"', slug: 'text', title: 'text', subtitle: 'text', description: 'text', price: 'int',
    compareAtPrice: 'int', stock: 'int', published: 'boolean', publishedAt: ts, coverKey: 'text', sectionId: 'uuid',
    soldCount: 'int', ratingCount: 'int', ratingSum: 'int', searchText: 'text', createdAt: ts, updatedAt: ts,
  },
  productAuthor: { productId: 'uuid', authorId: 'uuid', position: 'int' },
  book: { productId: 'uuid', publisher: 'text', isbn: 'text', edition: 'text', pageCount: 'int', language: 'text' },
  ebook: { productId: 'uuid', fileKey: 'text', pageCount: 'int', previewPages: 'int', printEditionId: 'uuid', language: 'text' },
  stationery: { productId: 'uuid', brand: 'text' },
  variant: { id: 'uuid', productId: 'uuid', label: 'text', sku: 'text', stock: 'int', position: 'int' },
  bundle: { productId: 'uuid', year: 'int' },
  bundleItem: { bundleId: 'uuid', productId: 'uuid', quantity: 'int', position: 'int' },
  content: { productId: 'uuid', hscBatch: 'text', instructor: 'text', totalMinutes: 'int' },
  chapter: { id: 'uuid', productId: 'uuid', title: 'text', position: 'int', createdAt: ts, updatedAt: ts },
  lesson: {
    id: 'uuid', chapterId: 'uuid', title: 'text', kind: '"LessonKind"', position: 'int', durationMinutes: 'int', body: 'text',
    freePreview: 'boolean',
  },
  page: { id: 'uuid', productId: 'uuid', kind: '"ProductPageKind"', imageKey: 'text', caption: 'text', position: 'int', createdAt: ts },
  review: {
    id: 'uuid', productId: 'uuid', userId: 'uuid', rating: 'int', body: 'text', status: '"ReviewStatus"', moderatedAt: ts,
    createdAt: ts, updatedAt: ts,
  },
} as const satisfies {
  author: ColumnTypes<AuthorRow>;
  user: ColumnTypes<CustomerRow>;
  userRole: ColumnTypes<{ userId: string; roleId: string; grantedAt: Date }>;
  storedFile: ColumnTypes<{ key: string; contentType: string; size: number; visibility: string; originalName: string; createdAt: Date }>;
  product: ColumnTypes<Omit<ProductRow, 'sectionSlug'> & { sectionId: string | null }>;
  productAuthor: ColumnTypes<ProductAuthorRow>;
  book: ColumnTypes<BookDetailRow>;
  ebook: ColumnTypes<EbookDetailRow>;
  stationery: ColumnTypes<StationeryDetailRow>;
  variant: ColumnTypes<VariantRow>;
  bundle: ColumnTypes<BundleDetailRow>;
  bundleItem: ColumnTypes<BundleItemRow>;
  content: ColumnTypes<ContentDetailRow>;
  chapter: ColumnTypes<ChapterRow>;
  lesson: ColumnTypes<LessonRow>;
  page: ColumnTypes<PageRow>;
  review: ColumnTypes<ReviewRow>;
};

async function writeFiles(storage: FileStorage, files: DemoCatalog['files']) {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await storage.put(file.key, file.body);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILE_WRITE_CONCURRENCY, files.length) }, worker));
}

/**
 * Fits the generated catalogue to what the database already holds (it has no products, but may have
 * users and authors): demo customers whose phone is taken are left out with their reviews (and the
 * rating sums follow), demo authors whose slug is taken get a suffix.
 */
async function reconcile(prisma: PrismaClient, catalog: DemoCatalog): Promise<DemoCatalog> {
  const takenPhones = new Set(
    (await prisma.user.findMany({ where: { phone: { in: catalog.customers.map((c) => c.phone) } }, select: { phone: true } })).map(
      (u) => u.phone,
    ),
  );
  const takenSlugs = new Set((await prisma.author.findMany({ select: { slug: true } })).map((a) => a.slug));
  if (takenPhones.size === 0 && takenSlugs.size === 0) return catalog;

  const customers = catalog.customers.filter((c) => !takenPhones.has(c.phone));
  const kept = new Set(customers.map((c) => c.id));
  const reviews = catalog.reviews.filter((r) => kept.has(r.userId));
  const aggregates = ratingAggregates(reviews);
  const products = catalog.products.map((p) => ({
    ...p,
    ratingCount: aggregates.get(p.id)?.count ?? 0,
    ratingSum: aggregates.get(p.id)?.sum ?? 0,
  }));
  const authors = catalog.authors.map((a) => {
    if (!takenSlugs.has(a.slug)) return a;
    let n = 2;
    while (takenSlugs.has(`${a.slug}-${n}`)) n++;
    takenSlugs.add(`${a.slug}-${n}`);
    return { ...a, slug: `${a.slug}-${n}` };
  });
  return { ...catalog, customers, reviews, products, authors };
}

/**
 * Fills a database that has no products with the generated demo catalogue (see generate.ts): every
 * row in batches (bulk-insert.ts) inside one transaction, the SVG files through the storage meanwhile.
 * Does nothing when any product exists, so it is safe to call on every start.
 */
export async function loadDemoCatalog(
  prisma: PrismaClient,
  storage: FileStorage,
  options: DemoOptions & { /** Called once it is clear the catalogue will be generated (the database has no products). */ onStart?: () => void } = {},
): Promise<DemoLoadResult> {
  const started = performance.now();
  const empty: DemoLoadResult = { loaded: false, counts: {}, timings: { generateMs: 0, filesMs: 0, rowsMs: 0, totalMs: 0 } };
  if (await prisma.product.findFirst({ select: { id: true } })) return empty;
  options.onStart?.();

  const generated = generateDemoCatalog(options);
  const catalog = await reconcile(prisma, generated);
  const generateMs = performance.now() - started;

  const sections = new Map((await prisma.section.findMany({ select: { id: true, slug: true } })).map((s) => [s.slug, s.id]));
  const customerRole = await prisma.role.findUnique({ where: { key: 'customer' }, select: { id: true } });

  let filesMs = 0;
  const rowsStarted = performance.now();
  const loaded = await prisma.$transaction(
    async (tx) => {
      // Two starts at once (or a start and `db:seed -- --demo`) must not both load.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('pathagar.demo-catalog'))`;
      if (await tx.product.findFirst({ select: { id: true } })) return false;

      // The files are written while the rows go in (disk and database work overlap); a failed write
      // rolls the rows back, so no product points at a missing cover.
      const filesStarted = performance.now();
      const filesDone = writeFiles(storage, catalog.files).then(
        () => {
          filesMs = performance.now() - filesStarted;
          return null;
        },
        (error: unknown) => error,
      );

      await bulkInsert(tx, 'Author', COLUMNS.author, catalog.authors);
      await bulkInsert(tx, 'User', COLUMNS.user, catalog.customers);
      if (customerRole) {
        const roles = catalog.customers.map((c) => ({ userId: c.id, roleId: customerRole.id, grantedAt: c.createdAt }));
        await bulkInsert(tx, 'UserRole', COLUMNS.userRole, roles);
      }
      const files = catalog.files.map((f) => ({
        key: f.key,
        contentType: f.contentType,
        size: f.size,
        visibility: 'PUBLIC',
        originalName: f.key.slice(f.key.lastIndexOf('/') + 1),
        createdAt: f.createdAt,
      }));
      await bulkInsert(tx, 'StoredFile', COLUMNS.storedFile, files, { skipDuplicates: true });
      const products = catalog.products.map(({ sectionSlug, ...p }) => ({
        ...p,
        sectionId: sectionSlug ? (sections.get(sectionSlug) ?? null) : null,
      }));
      await bulkInsert(tx, 'Product', COLUMNS.product, products);
      await bulkInsert(tx, 'ProductAuthor', COLUMNS.productAuthor, catalog.productAuthors);
      await bulkInsert(tx, 'BookDetail', COLUMNS.book, catalog.books);
      await bulkInsert(tx, 'EbookDetail', COLUMNS.ebook, catalog.ebooks);
      await bulkInsert(tx, 'StationeryDetail', COLUMNS.stationery, catalog.stationery);
      await bulkInsert(tx, 'ProductVariant', COLUMNS.variant, catalog.variants);
      await bulkInsert(tx, 'BundleDetail', COLUMNS.bundle, catalog.bundles);
      await bulkInsert(tx, 'BundleItem', COLUMNS.bundleItem, catalog.bundleItems);
      await bulkInsert(tx, 'ContentDetail', COLUMNS.content, catalog.contents);
      await bulkInsert(tx, 'ContentChapter', COLUMNS.chapter, catalog.chapters);
      await bulkInsert(tx, 'ContentLesson', COLUMNS.lesson, catalog.lessons);
      await bulkInsert(tx, 'ProductPage', COLUMNS.page, catalog.pages);
      await bulkInsert(tx, 'Review', COLUMNS.review, catalog.reviews);
      const fileError = await filesDone;
      if (fileError) throw fileError;
      return true;
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
  if (!loaded) return empty;
  // Fresh statistics for the planner, and the search indexes' pending entries merged into the GIN
  // trees (a long pending list is read in full by every search): PGlite has no autovacuum to do either.
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
  const rowsMs = performance.now() - rowsStarted;

  const totalMs = performance.now() - started;
  const counts: Record<string, number> = {
    authors: catalog.authors.length,
    customers: catalog.customers.length,
    products: catalog.products.length,
    books: catalog.books.length,
    ebooks: catalog.ebooks.length,
    stationery: catalog.stationery.length,
    variants: catalog.variants.length,
    bundles: catalog.bundles.length,
    bundleItems: catalog.bundleItems.length,
    contents: catalog.contents.length,
    chapters: catalog.chapters.length,
    lessons: catalog.lessons.length,
    samplePages: catalog.pages.length,
    reviews: catalog.reviews.length,
    files: catalog.files.length,
  };
  const round = (ms: number) => Math.round(ms);
  return {
    loaded: true,
    counts,
    timings: { generateMs: round(generateMs), filesMs: round(filesMs), rowsMs: round(rowsMs), totalMs: round(totalMs) },
  };
}
