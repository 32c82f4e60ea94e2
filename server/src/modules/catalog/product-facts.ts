import { createContextCache } from '@pothos/core';
import type { Context } from '../../context.ts';
import { BatchLoader } from '../../shared/batch-loader.ts';
import type { Author, ContentDetail, ProductVariant } from '../../generated/prisma/client.ts';

/**
 * What a product card or page shows from tables beside Product — the byline, a course's batch and
 * length, a bundle's exam year, a stationery item's variants — read for every product of a list in one
 * statement. Through Prisma relations each is a statement per list (the byline two: ProductAuthor,
 * then Author), six for a list of cards, and Prisma asks for the course, bundle and variant rows of
 * every product whatever its kind; the home page shows several lists.
 *
 * Fields ask `productFacts(ctx).load(id)`; the ids asked for until the event loop turns (every row of
 * a list resolves its fields before that) are read together. Nothing is kept after a batch answers,
 * so a mutation's payload reads what the mutation wrote.
 */
export interface ProductFacts {
  /** In byline order. */
  authors: Author[];
  /** Null unless the product is a course. */
  content: Pick<ContentDetail, 'hscBatch' | 'instructor' | 'totalMinutes'> | null;
  /** Null unless the product is a bundle. */
  bundleYear: number | null;
  /** In display order; empty unless the product is stationery with variants. */
  variants: ProductVariant[];
}

interface FactsRow {
  id: string;
  authors: (Omit<Author, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[];
  variants: ProductVariant[];
  hscBatch: string | null;
  instructor: string | null;
  totalMinutes: number | null;
  bundleYear: number | null;
}

const NO_FACTS: ProductFacts = { authors: [], content: null, bundleYear: null, variants: [] };

/** JSON gives timestamp(3) columns as local ISO text without a zone; the database stores UTC. */
const utc = (text: string) => new Date(`${text}Z`);

async function readFacts(prisma: Context['prisma'], ids: readonly string[]): Promise<Map<string, ProductFacts>> {
  const rows = await prisma.$queryRaw<FactsRow[]>`
    SELECT p.id,
      (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', a.name, 'bio', a.bio,
                'photoKey', a."photoKey", 'createdAt', a."createdAt", 'updatedAt', a."updatedAt") ORDER BY pa.position, a.id), '[]'::json)
         FROM "ProductAuthor" pa JOIN "Author" a ON a.id = pa."authorId" WHERE pa."productId" = p.id) AS authors,
      (SELECT COALESCE(json_agg(json_build_object('id', v.id, 'productId', v."productId", 'label', v.label, 'sku', v.sku,
                'stock', v.stock, 'position', v.position) ORDER BY v.position, v.id), '[]'::json)
         FROM "ProductVariant" v WHERE v."productId" = p.id) AS variants,
      c."hscBatch", c.instructor, c."totalMinutes", b.year AS "bundleYear"
    FROM unnest(${ids}::uuid[]) AS p(id)
    LEFT JOIN "ContentDetail" c ON c."productId" = p.id
    LEFT JOIN "BundleDetail" b ON b."productId" = p.id`;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        authors: row.authors.map((a) => ({ ...a, createdAt: utc(a.createdAt), updatedAt: utc(a.updatedAt) })),
        content:
          row.hscBatch === null ? null : { hscBatch: row.hscBatch, instructor: row.instructor ?? '', totalMinutes: row.totalMinutes ?? 0 },
        bundleYear: row.bundleYear,
        variants: row.variants,
      },
    ]),
  );
}

/** The request's loader of product facts. */
export const productFacts = createContextCache((ctx: Pick<Context, 'prisma'>) => new BatchLoader((ids: string[]) => readFacts(ctx.prisma, ids), NO_FACTS));
