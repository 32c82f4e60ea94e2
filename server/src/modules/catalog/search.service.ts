import type { Context } from '../../context.ts';
import { Prisma, type ProductKind } from '../../generated/prisma/client.ts';
import { SEARCH_LIMITS } from './search-limits.ts';

/**
 * Search over the catalogue, in Bangla and English, for the search page and the search box's
 * suggestions. The same SQL runs on PGlite and PostgreSQL (see the bangla_search migration):
 *
 * - Folding (search_fold): Unicode NFC, lower case, Bangla digits as ASCII, and Bangla letters often
 *   typed for one another made one (ী/ি, ূ/ু, শ/ষ/স, ণ/ন…), on stored text and queries alike.
 * - Full text: Product.searchVector holds the folded title and subtitle (weight A), searchText
 *   (authors, ISBN, publisher, brand: B) and description (C), each word as written ('simple': Bangla
 *   words, names, ISBNs) and stemmed ('english'). Queries use websearch syntax ("quoted phrases",
 *   or, -not), with the last word matched as a prefix so half-typed words match.
 * - Misspellings: when full text finds fewer than a page of products for a plain query (no phrase,
 *   "or" or exclusion), its words that no product has are corrected to the most similar words
 *   products do have (search_corrected: trigram similarity over SearchWord), and what the corrected
 *   query finds comes after.
 * - Ranking: what the words as typed find, then what the corrected words find; in each, the exact
 *   title first, then titles that start with the query, then the others by full-text rank; best
 *   sellers break ties, then the id.
 */

export interface SearchQuery {
  /** What was typed, NFC, in one line, hyphenated digits joined; at most MAX_QUERY_LENGTH characters. */
  text: string;
  /** Match the last word as a prefix (not when it is a quoted phrase or an exclusion). */
  prefix: boolean;
  /** Misspelt words may be corrected: a plain query (no phrase, "or" or exclusion) of a few letters and words. */
  correctable: boolean;
}

/** Longer queries are cut (in characters, never inside one); the API refuses them first (search-limits.ts). */
export const MAX_QUERY_LENGTH = SEARCH_LIMITS.length;
/** Fewer letters than this are not worth correcting: "ab" is like half the words there are. */
const CORRECT_MIN_LETTERS = 4;
/** Longer queries are pasted text, not a few words typed: each word to correct is a lookup. */
const CORRECT_MAX_WORDS = 6;
/** Misspellings are corrected when full text finds fewer products than this (a page). */
const CORRECT_BELOW = 20;

/** What the shopper typed, made searchable; null when there is nothing to search for. */
export function parseSearchQuery(raw: string): SearchQuery | null {
  const oneLine = raw
    .normalize('NFC')
    // ISBNs are stored as bare digits; 978-984-8888-12-3 is typed with hyphens.
    .replace(/(\d)[-‐–](?=\d)/g, '$1')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  const text = [...oneLine].slice(0, MAX_QUERY_LENGTH).join('').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const words = text.split(' ');
  const last = words.at(-1) ?? '';
  const prefix = !text.endsWith('"') && !last.startsWith('-') && last.toLowerCase() !== 'or';
  const operators = text.includes('"') || words.some((word) => word.startsWith('-') || word.toLowerCase() === 'or');
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const shortWords = words.every((word) => [...word].length <= SEARCH_LIMITS.correctableWordLength);
  return { text, prefix, correctable: !operators && shortWords && letters >= CORRECT_MIN_LETTERS && words.length <= CORRECT_MAX_WORDS };
}

/** The query in one text-search configuration, its last lexeme a prefix when asked. */
function configQuery(config: 'simple' | 'english', { text, prefix }: SearchQuery): Prisma.Sql {
  // websearch_to_tsquery never fails on user input; its text form ends with the last lexeme in
  // quotes ('physics' & '1st' & 'pa'), which becomes a prefix match ('pa':*).
  const query = Prisma.sql`websearch_to_tsquery(${Prisma.raw(`'${config}'`)}, search_fold(${text}))`;
  return prefix ? Prisma.sql`regexp_replace(${query}::text, '''$', ''':*')::tsquery` : query;
}

export interface RankedIds {
  ids: string[];
  /** How many published products match in all (only when asked for). */
  total: number;
  /** The corrected words ("physics" for "phisics") when misspellings were corrected and that found products; else null. */
  corrected: string | null;
}

export interface SearchOptions {
  kinds?: readonly ProductKind[] | null;
  offset: number;
  limit: number;
  /** false: the total is not counted (suggestions); it is returned as 0. */
  withTotal?: boolean;
}

/**
 * The ids of published products matching the query, best first (see the ranking above), one page
 * of them, with the total, in one statement.
 */
export async function rankedProductIds(ctx: Pick<Context, 'prisma'>, query: SearchQuery, options: SearchOptions): Promise<RankedIds> {
  const rows = await ctx.prisma.$queryRaw<{ total: number; id: string | null; corrected: string | null }[]>(searchStatement(query, options));
  return {
    ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
    total: Number(rows[0]?.total ?? 0),
    corrected: rows[0]?.corrected ?? null,
  };
}

/** The statement rankedProductIds sends: a row per id of the page (one row, id null, when none), each with the total. */
export function searchStatement(query: SearchQuery, options: SearchOptions): Prisma.Sql {
  const kinds = options.kinds?.length ? Prisma.sql`AND p."kind"::text IN (${Prisma.join([...options.kinds])})` : Prisma.empty;
  const total = options.withTotal === false ? Prisma.sql`0` : Prisma.sql`(SELECT count(*) FROM matches)::int`;
  return Prisma.sql`
    WITH search AS MATERIALIZED (
      SELECT ${configQuery('simple', query)} || ${configQuery('english', query)} AS q, search_title_key(${query.text}) AS key
    ),
    found AS (
      SELECT p."id", p."soldCount", 1 AS "asTyped",
        CASE WHEN p."searchTitle" = search.key THEN 2 WHEN p."searchTitle" LIKE search.key || '%' THEN 1 ELSE 0 END AS tier,
        ts_rank(p."searchVector", search.q) AS rank
      FROM "Product" p, search
      WHERE p."published" AND p."searchVector" @@ search.q ${kinds}
    ),
    corrected AS MATERIALIZED (
      SELECT c.q, c.key FROM search_corrected(${query.correctable ? query.text : null}::text, ${query.prefix}) AS c
      WHERE (SELECT count(*) FROM (SELECT 1 FROM found LIMIT ${CORRECT_BELOW}) AS few) < ${CORRECT_BELOW}
    ),
    fixed AS (
      SELECT p."id", p."soldCount", 0 AS "asTyped",
        CASE WHEN p."searchTitle" = corrected.key THEN 2 WHEN p."searchTitle" LIKE corrected.key || '%' THEN 1 ELSE 0 END AS tier,
        ts_rank(p."searchVector", corrected.q) AS rank
      FROM "Product" p, corrected
      WHERE p."published" AND p."searchVector" @@ corrected.q ${kinds} AND p."id" NOT IN (SELECT "id" FROM found)
    ),
    matches AS (
      SELECT * FROM found UNION ALL SELECT * FROM fixed
    )
    SELECT ${total} AS total, page."id",
      CASE WHEN EXISTS (SELECT 1 FROM fixed) THEN (SELECT corrected.key FROM corrected) END AS corrected
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT * FROM matches
      ORDER BY "asTyped" DESC, tier DESC, rank DESC, "soldCount" DESC, "id"
      LIMIT ${options.limit} OFFSET ${options.offset}
    ) AS page ON true
    ORDER BY page."asTyped" DESC, page.tier DESC, page.rank DESC, page."soldCount" DESC, page."id"`;
}

/** Rows in the order of `ids` (findMany returns them in any order). */
export function inIdOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
