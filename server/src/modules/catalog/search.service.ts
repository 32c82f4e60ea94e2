import type { Context } from '../../context.ts';
import { Prisma, type ProductKind } from '../../generated/prisma/client.ts';
import { SEARCH_LIMITS } from './search-limits.ts';
import { chooseSynonymSpans, isEbookWord, KIND_TITLE_TERMS, namedKinds, ordinalOf, SYNONYM_MAX_TERMS, synonymSpans, type NamedKind } from './search-words.ts';

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
 * - Understanding (issue 33, migration search_understands): each word of a plain query is a group of
 *   alternatives — as written, stemmed, its romanised key (Banglish: '~rsn' matches রসায়ন), its
 *   ordinal lexeme ('#o2' for 2nd, second, ২য়, দ্বিতীয়), the terms of a SearchSynonym row it names —
 *   and every group must match. When none of that finds a product, partial matches: products holding
 *   the most groups first (`partial`).
 * - Ranking: what the words as typed find, then what the corrected words find, then partial matches
 *   by words matched; in each, the exact title first, then titles that start with the query, then the
 *   paper the query names, then the kind it names (ebook, MCQ…), then full-text rank; best sellers
 *   break ties, then the id.
 */

export interface SearchQuery {
  /** What was typed, NFC, in one line, hyphenated digits joined; at most MAX_QUERY_LENGTH characters. */
  text: string;
  /** Match the last word as a prefix (not when it is a quoted phrase or an exclusion). */
  prefix: boolean;
  /** Misspelt words may be corrected: a plain query (no phrase, "or" or exclusion) of a few letters and words. */
  correctable: boolean;
  /** When no product holds every word, the best partial matches may be answered (not for asTyped). */
  loose?: boolean;
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
  /** No product holds every word: these are the best partial matches (most words matched first). */
  partial: boolean;
}

export interface SearchOptions {
  kinds?: readonly ProductKind[] | null;
  offset: number;
  limit: number;
  /** false: the total is not counted (suggestions); it is returned as 0. */
  withTotal?: boolean;
}

/** One word of the query (or a span a synonym names) as the statement matches it. */
interface WordGroup {
  /** A tsquery: every way this word may be found. */
  sql: Prisma.Sql;
  /** The word as typed, to correct when it is misspelt; null when it must not be corrected. */
  correct: string | null;
  /** The last word, matched as a prefix. */
  prefix: boolean;
  /** As typed, for "Showing results for". */
  typed: string;
}

/** What the statement needs: the words as groups (all must match), and what ranks first. */
export interface SearchPlan {
  groups: WordGroup[];
  /** Ordinals the query names (a paper): titles of that paper rank first. */
  ordinals: number[];
  /** Kinds the query names (ebook, MCQ…): products of that kind rank first. */
  kinds: NamedKind[];
}

/**
 * The query's words as groups of alternatives: each word as written, stemmed and romanised
 * (search_word_query), an ordinal also as its canonical lexeme ('#o2'), a span the synonyms table
 * names also as each of its terms. One indexed lookup of the synonyms; the number of alternatives is
 * bounded (six words, eight terms a synonym).
 */
export async function planSearch(ctx: Pick<Context, 'prisma'>, query: SearchQuery): Promise<SearchPlan> {
  const words = query.text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
  const operators = query.text.includes('"') || words.some((word) => word.startsWith('-') || word.toLowerCase() === 'or');
  if (operators || words.length > SEARCH_LIMITS.terms) {
    const whole = Prisma.sql`${configQuery('simple', query)} || ${configQuery('english', query)}`;
    return { groups: [{ sql: whole, correct: null, prefix: false, typed: query.text }], ordinals: [], kinds: [] };
  }
  const kinds = namedKinds(words);
  // "chemistry ebook": ebooks rank first; the word itself is not asked of the title.
  const asked = words.length > 1 && words.some((word) => !isEbookWord(word)) ? words.filter((word) => !isEbookWord(word)) : words;
  const spans = synonymSpans(asked.length);
  const grams = spans.map(([start, length]) => asked.slice(start, start + length).join(' '));
  const rows = await ctx.prisma.$queryRaw<{ n: number; terms: string[] }[]>`
    SELECT g.n::int AS n, s."terms"
    FROM unnest(string_to_array(${grams.join('\u001f')}, chr(31))) WITH ORDINALITY AS g(gram, n)
    JOIN "SearchSynonym" s ON s."keys" @> ARRAY[search_title_key(g.gram)]`;
  const terms = new Map<number, string[]>();
  for (const row of rows) terms.set(row.n - 1, [...(terms.get(row.n - 1) ?? []), ...row.terms]);
  const chosen = chooseSynonymSpans(spans, terms);

  const groups: WordGroup[] = [];
  const ordinals: number[] = [];
  for (let i = 0; i < asked.length; ) {
    const last = i === asked.length - 1;
    const span = chosen.find((c) => c.start === i);
    if (span && span.length > 1) {
      const typed = asked.slice(i, i + span.length).join(' ');
      const alternatives = [Prisma.sql`search_term_query(${typed})`, ...span.terms.map((term) => Prisma.sql`search_term_query(${term})`)];
      groups.push({ sql: Prisma.join(alternatives, ' || '), correct: null, prefix: false, typed });
      i += span.length;
      continue;
    }
    const word = asked[i]!;
    const prefix = last && query.prefix;
    const alternatives = [Prisma.sql`search_word_query(${word}, ${prefix})`];
    const ordinal = ordinalOf(word);
    if (ordinal !== null) {
      ordinals.push(ordinal);
      alternatives.push(Prisma.sql`${`'#o${ordinal}'`}::tsquery`);
    }
    for (const term of span?.terms ?? []) alternatives.push(Prisma.sql`search_term_query(${term})`);
    groups.push({ sql: Prisma.join(alternatives, ' || '), correct: query.correctable && ordinal === null && !span ? word : null, prefix, typed: word });
    i += 1;
  }
  return { groups, ordinals, kinds };
}

/**
 * The ids of published products matching the query, best first (see the ranking above), one page
 * of them, with the total, in one statement (after the synonyms lookup of planSearch).
 */
export async function rankedProductIds(ctx: Pick<Context, 'prisma'>, query: SearchQuery, options: SearchOptions): Promise<RankedIds> {
  const plan = await planSearch(ctx, query);
  if (plan.groups.length === 0) return { ids: [], total: 0, corrected: null, partial: false };
  const rows = await ctx.prisma.$queryRaw<{ total: number; id: string | null; corrected: string | null; partial: boolean | null }[]>(
    searchStatement(query, plan, options),
  );
  return {
    ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
    total: Number(rows[0]?.total ?? 0),
    corrected: rows[0]?.corrected ?? null,
    partial: Boolean(rows[0]?.partial),
  };
}

/** 1 when the product is of a kind the query names (an ebook, an MCQ title…), else 0, summed. */
function kindBoost(kinds: readonly NamedKind[]): Prisma.Sql {
  if (kinds.length === 0) return Prisma.sql`0`;
  const parts = kinds.map((kind) =>
    kind === 'EBOOK'
      ? Prisma.sql`CASE WHEN p."kind" = 'EBOOK' THEN 1 ELSE 0 END`
      : Prisma.sql`CASE WHEN ts_filter(p."searchVector", '{a}') @@ (${Prisma.join(
          KIND_TITLE_TERMS[kind].map((term) => Prisma.sql`search_term_query(${term})`),
          ' || ',
        )}) THEN 1 ELSE 0 END`,
  );
  return Prisma.join(parts, ' + ');
}

/** The statement rankedProductIds sends: a row per id of the page (one row, id null, when none), each with the total. */
export function searchStatement(query: SearchQuery, plan: SearchPlan, options: SearchOptions): Prisma.Sql {
  const kinds = options.kinds?.length ? Prisma.sql`AND p."kind"::text IN (${Prisma.join([...options.kinds])})` : Prisma.empty;
  const total = options.withTotal === false ? Prisma.sql`0` : Prisma.sql`(SELECT count(*) FROM matches)::int`;
  const paper = plan.ordinals.length
    ? Prisma.sql`CASE WHEN p."searchVector" @@ ${plan.ordinals.map((n) => `'#o${n}'`).join(' | ')}::tsquery THEN 1 ELSE 0 END`
    : Prisma.sql`0`;
  const boosts = Prisma.sql`${paper} AS paper, ${kindBoost(plan.kinds)} AS "kindRank"`;
  const tier = (key: Prisma.Sql) =>
    Prisma.sql`CASE WHEN p."searchTitle" = ${key} THEN 2 WHEN p."searchTitle" LIKE ${key} || '%' THEN 1 ELSE 0 END AS tier`;
  const values = plan.groups.map(
    (group, i) => Prisma.sql`(${i + 1}::int, (${group.sql})::tsquery, ${group.correct}::text, ${group.prefix}::boolean, ${group.typed}::text)`,
  );
  return Prisma.sql`
    WITH words AS MATERIALIZED (
      SELECT * FROM (VALUES ${Prisma.join(values)}) AS w(i, q, correct, prefix, typed)
    ),
    search AS MATERIALIZED (
      SELECT (SELECT string_agg('(' || q::text || ')', ' & ' ORDER BY i) FROM words WHERE numnode(q) > 0)::tsquery AS q,
        search_title_key(${query.text}) AS key
    ),
    found AS (
      SELECT p."id", p."soldCount", 2 AS stage, 0 AS matched, ${tier(Prisma.sql`search.key`)}, ${boosts},
        ts_rank(p."searchVector", search.q) AS rank
      FROM "Product" p, search
      WHERE p."published" AND p."searchVector" @@ search.q ${kinds}
    ),
    fixes AS MATERIALIZED (
      SELECT words.i, words.q || coalesce(f.q, ''::tsquery) || coalesce(synonyms.q, ''::tsquery) AS q, f.word AS fixed, words.typed
      FROM words LEFT JOIN LATERAL search_word_fix(words.correct, words.prefix) AS f ON true
      -- The corrected word means what its synonyms mean, as the word typed right would ("phisics": পদার্থবিজ্ঞান too).
      LEFT JOIN LATERAL (
        SELECT string_agg('(' || search_term_query(term)::text || ')', ' | ')::tsquery AS q
        FROM "SearchSynonym" s, unnest(s."terms"[1:${SYNONYM_MAX_TERMS}]) AS term
        WHERE f.word IS NOT NULL AND s."keys" @> ARRAY[search_title_key(f.word)] AND numnode(search_term_query(term)) > 0
      ) AS synonyms ON true
      WHERE (SELECT count(*) FROM (SELECT 1 FROM found LIMIT ${CORRECT_BELOW}) AS few) < ${CORRECT_BELOW}
    ),
    corrected AS MATERIALIZED (
      SELECT (SELECT string_agg('(' || q::text || ')', ' & ' ORDER BY i) FROM fixes WHERE numnode(q) > 0)::tsquery AS q,
        string_agg(coalesce(fixed, typed), ' ' ORDER BY i) AS words
      FROM fixes
      HAVING bool_or(fixed IS NOT NULL)
    ),
    fixed AS (
      SELECT p."id", p."soldCount", 1 AS stage, 0 AS matched, ${tier(Prisma.sql`search_title_key(corrected.words)`)}, ${boosts},
        ts_rank(p."searchVector", corrected.q) AS rank
      FROM "Product" p, corrected
      WHERE p."published" AND p."searchVector" @@ corrected.q ${kinds} AND p."id" NOT IN (SELECT "id" FROM found)
    ),
    loose AS MATERIALIZED (
      SELECT (SELECT string_agg('(' || q::text || ')', ' | ' ORDER BY i) FROM fixes WHERE numnode(q) > 0)::tsquery AS q
      WHERE ${query.loose !== false} AND (SELECT count(*) FROM fixes) > 1 AND NOT EXISTS (SELECT 1 FROM found) AND NOT EXISTS (SELECT 1 FROM fixed)
    ),
    partial AS (
      SELECT p."id", p."soldCount", 0 AS stage, (SELECT count(*) FROM fixes WHERE p."searchVector" @@ fixes.q)::int AS matched,
        0 AS tier, ${boosts}, ts_rank(p."searchVector", loose.q) AS rank
      FROM "Product" p, loose
      WHERE p."published" AND p."searchVector" @@ loose.q ${kinds}
    ),
    matches AS (
      SELECT * FROM found UNION ALL SELECT * FROM fixed UNION ALL SELECT * FROM partial
    )
    SELECT ${total} AS total, page."id",
      CASE WHEN EXISTS (SELECT 1 FROM fixed) THEN (SELECT corrected.words FROM corrected) END AS corrected,
      EXISTS (SELECT 1 FROM partial) AS partial
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT * FROM matches
      ORDER BY stage DESC, matched DESC, tier DESC, paper DESC, "kindRank" DESC, rank DESC, "soldCount" DESC, "id"
      LIMIT ${options.limit} OFFSET ${options.offset}
    ) AS page ON true
    ORDER BY page.stage DESC, page.matched DESC, page.tier DESC, page.paper DESC, page."kindRank" DESC, page.rank DESC, page."soldCount" DESC, page."id"`;
}

/** Rows in the order of `ids` (findMany returns them in any order). */
export function inIdOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
