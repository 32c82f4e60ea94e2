import type { Context } from '../../context.ts';
import { Prisma, type ProductKind } from '../../generated/prisma/client.ts';

/**
 * Full-text search over Product.searchVector (title and subtitle weigh most, then author names,
 * ISBN, publisher and brand, then the description; see the trigger in the catalog migration).
 * The same SQL runs on PGlite and PostgreSQL: the 'simple' configuration, websearch syntax
 * ("quoted phrases", or, -not), and the last word matched as a prefix so half-typed titles match.
 */

export interface SearchQuery {
  text: string;
  /** Match the last word as a prefix (not when it is a quoted phrase or an exclusion). */
  prefix: boolean;
}

const MAX_QUERY_LENGTH = 200;

/** What the shopper typed, made searchable; null when there is nothing to search for. */
export function parseSearchQuery(raw: string): SearchQuery | null {
  const text = raw
    // ISBNs are stored as bare digits; 978-984-8888-12-3 is typed with hyphens.
    .replace(/(\d)[-‐–](?=\d)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const last = text.split(' ').at(-1) ?? '';
  const prefix = !text.endsWith('"') && !last.startsWith('-') && last.toLowerCase() !== 'or';
  return { text, prefix };
}

function tsQuery({ text, prefix }: SearchQuery): Prisma.Sql {
  // websearch_to_tsquery never fails on user input; its text form ends with the last lexeme in
  // quotes ('physics' & '1st' & 'pa'), which becomes a prefix match ('pa':*).
  return prefix
    ? Prisma.sql`regexp_replace(websearch_to_tsquery('simple', ${text})::text, '''$', ''':*')::tsquery`
    : Prisma.sql`websearch_to_tsquery('simple', ${text})`;
}

export interface RankedIds {
  ids: string[];
  /** How many published products match in all (only when asked for). */
  total: number;
}

/**
 * The ids of published products matching the query, best first (rank, then best sellers, then
 * id), one page of them, with the total, in one statement.
 */
export async function rankedProductIds(
  ctx: Pick<Context, 'prisma'>,
  query: SearchQuery,
  options: { kinds?: readonly ProductKind[] | null; offset: number; limit: number; withTotal?: boolean },
): Promise<RankedIds> {
  const kinds = options.kinds?.length ? Prisma.sql`AND p."kind"::text IN (${Prisma.join([...options.kinds])})` : Prisma.empty;
  const total = options.withTotal === false ? Prisma.sql`0` : Prisma.sql`(SELECT count(*) FROM matches)::int`;
  const rows = await ctx.prisma.$queryRaw<{ total: number; id: string | null }[]>`
    WITH search AS (SELECT ${tsQuery(query)} AS q),
    matches AS (
      SELECT p."id", p."soldCount", ts_rank(p."searchVector", search.q) AS rank
      FROM "Product" p, search
      WHERE p."published" AND p."searchVector" @@ search.q ${kinds}
    )
    SELECT ${total} AS total, page."id"
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT "id", rank, "soldCount" FROM matches
      ORDER BY rank DESC, "soldCount" DESC, "id"
      LIMIT ${options.limit} OFFSET ${options.offset}
    ) AS page ON true
    ORDER BY page.rank DESC, page."soldCount" DESC, page."id"`;
  return {
    ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Rows in the order of `ids` (findMany returns them in any order). */
export function inIdOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
