-- Search that finds Bangla and tolerates misspellings, the same SQL on PGlite and PostgreSQL (see
-- server/src/modules/catalog/search.service.ts). pg_trgm is a trusted extension (PostgreSQL 13+): the
-- database owner may create it. PGlite loads it in server/src/db/connect.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Text as search compares it: Unicode NFC (Bangla typed on different keyboards arrives composed or
-- decomposed: য় as U+09DF or য + ়, ো as U+09CB or ে + া), lower case, Bangla digits as ASCII
-- digits, and the Bangla letters most often typed for one another made one: ী→ি, ূ→ু, ঈ→ই, ঊ→উ,
-- শ and ষ→স, ণ→ন, ৎ→ত, ঙ→ং, য→জ; chandrabindu and the zero-width (non-)joiners dropped.
-- Applied to stored text (the trigger below) and to every query alike.
CREATE FUNCTION "search_fold"(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT lower(translate(
      normalize(input, NFC),
      'ীূঈঊষশণৎঙয০১২৩৪৫৬৭৮৯' || chr(2433) || chr(8204) || chr(8205),
      'িুইউসসনতংজ0123456789'
    ))
  $$;

-- A title as ranking compares it with the whole query (the exact title first, then titles that
-- start with the query): folded, ASCII punctuation and Bangla dandas as single spaces.
CREATE FUNCTION "search_title_key"(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(search_fold(input), '[\s!-/:-@[-`{-~।॥]+', ' ', 'g')) $$;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "searchTitle" TEXT;

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- The search vector holds every word twice, as written ('simple': Bangla words, names, ISBNs,
-- half-typed prefixes) and stemmed ('english': "papers" finds "paper"), of the folded text.
-- searchTitle is the title's key (kept, not computed per match: a regular expression on each of the
-- thousands of products a two-letter prefix matches costs too much). The words of the title, subtitle and
-- searchText, but numbers, go into SearchWord (never removed: a word no product has any more only
-- offers a correction that finds nothing).
CREATE OR REPLACE FUNCTION "product_search_vector_refresh"() RETURNS trigger AS $$
DECLARE
  heading text := search_fold(coalesce(NEW."title", '') || ' ' || coalesce(NEW."subtitle", ''));
  extra text := search_fold(coalesce(NEW."searchText", ''));
  body text := search_fold(coalesce(NEW."description", ''));
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('simple', heading) || to_tsvector('english', heading), 'A') ||
    setweight(to_tsvector('simple', extra) || to_tsvector('english', extra), 'B') ||
    setweight(to_tsvector('simple', body) || to_tsvector('english', body), 'C');
  NEW."searchTitle" := search_title_key(coalesce(NEW."title", ''));
  INSERT INTO "SearchWord" ("word")
    SELECT t.lexeme FROM unnest(to_tsvector('simple', heading || ' ' || extra)) AS t
    WHERE t.lexeme !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- Existing products get the new vector, key and words (the trigger fires on an update of the title).
UPDATE "Product" SET "title" = "title";

-- A lexeme in tsquery syntax: quoted, quotes doubled, backslashes escaped.
CREATE FUNCTION "search_quote"(lexeme text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''' $$;

-- The query with its misspelt words corrected (q), and the corrected words in order, to rank titles
-- by as the typed query ranks them (key); both null when no word needed correcting or one could not
-- be. Each word of the (folded) query that no product has (for the last one, with `prefix`, that no
-- product's word starts with) becomes the one to three most similar words of SearchWord, or'ed (the
-- most similar in key); numbers and words under four letters stay as typed. Similarity ≥ 0.35:
-- pg_trgm's default, 0.3, lets in more noise, and 0.4 misses one letter left out of a short Bangla
-- word (ইকবল for ইকবাল is 0.375). The threshold is set on the function, so it holds on every
-- connection without a session setting.
CREATE FUNCTION "search_corrected"(query text, prefix boolean, OUT q tsquery, OUT key text)
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET pg_trgm.similarity_threshold = 0.35
  AS $$
    WITH typed AS (
      SELECT t.lexeme, (SELECT max(n) FROM unnest(t.positions) AS n) AS position
      FROM unnest(to_tsvector('simple', search_fold(query))) AS t
    ),
    last AS (
      SELECT typed.*, prefix AND position = (SELECT max(position) FROM typed) AS partial FROM typed
    ),
    checked AS (
      SELECT lexeme, position, partial,
        lexeme ~ '^[0-9]+$' OR char_length(lexeme) < 4
          OR EXISTS (SELECT 1 FROM "SearchWord" w WHERE w."word" = last.lexeme)
          OR (partial AND EXISTS (SELECT 1 FROM "SearchWord" w WHERE starts_with(w."word", last.lexeme))) AS known
      FROM last
    ),
    term AS (
      SELECT position, known, lexeme, partial,
        CASE WHEN NOT known THEN (
          SELECT array_agg(alternative."word" ORDER BY alternative.rank)
          FROM (
            SELECT w."word", row_number() OVER (ORDER BY similarity(checked.lexeme, w."word") DESC, w."word") AS rank
            FROM "SearchWord" w
            WHERE checked.lexeme % w."word"
            ORDER BY rank
            LIMIT 3
          ) AS alternative
        ) END AS alternatives
      FROM checked
    )
    SELECT
      string_agg(
        CASE
          WHEN known THEN search_quote(lexeme) || CASE WHEN partial THEN ':*' ELSE '' END
          ELSE '(' || array_to_string(ARRAY(SELECT search_quote(a) FROM unnest(alternatives) AS a), ' | ') || ')'
        END,
        ' & ' ORDER BY position
      )::tsquery,
      string_agg(CASE WHEN known THEN lexeme ELSE alternatives[1] END, ' ' ORDER BY position)
    FROM term
    HAVING bool_or(NOT known) AND bool_and(known OR alternatives IS NOT NULL)
  $$;
