-- Search that finds Bangla and tolerates misspellings, the same SQL on PGlite and PostgreSQL.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads
-- it in server/src/db/connect.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Text as search compares it: Unicode NFC (Bangla typed on different keyboards arrives composed or
-- decomposed: য় as U+09DF or য + ়, ো as U+09CB or ে + া), lower case, Bangla digits as ASCII
-- digits, and the Bangla letters most often typed for one another made one: ী→ি, ূ→ু, ঈ→ই, ঊ→উ,
-- শ and ষ→স, ণ→ন, ৎ→ত, ঙ→ং, য→জ; chandrabindu and the zero-width (non-)joiners dropped.
-- Applied to stored text (trigger below) and to every query (search.service.ts) alike.
CREATE FUNCTION "search_fold"(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT lower(translate(
      normalize(input, NFC),
      'ীূঈঊষশণৎঙয০১২৩৪৫৬৭৮৯' || chr(2433) || chr(8204) || chr(8205),
      'িুইউসসনতংজ0123456789'
    ))
  $$;

-- A title as the ranking compares it with the whole query (exact title first, then titles that
-- start with the query): folded, ASCII punctuation and Bangla dandas as single spaces.
CREATE FUNCTION "search_title_key"(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(search_fold(input), '[\s!-/:-@[-`{-~।॥]+', ' ', 'g')) $$;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "searchFuzzy" text;

-- The search vector holds every word twice, as written ('simple': Bangla words, names, ISBNs and
-- half-typed prefixes) and stemmed ('english': "papers" finds "paper"), of the folded text.
-- searchFuzzy is the folded title, subtitle and searchText (authors, publisher, brand...) that
-- trigram similarity compares misspelt queries with.
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
  NEW."searchFuzzy" := heading || ' ' || extra;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- Existing products get both (the trigger fires on an update of the title).
UPDATE "Product" SET "title" = "title";

-- CreateIndex
CREATE INDEX "Product_searchFuzzy_idx" ON "Product" USING GIN ("searchFuzzy" gin_trgm_ops);

-- Products whose searchFuzzy holds a stretch of words like the (folded) query, with the
-- similarity: word_similarity ≥ 0.4 through the trigram index. The threshold is set on the function
-- (pg_trgm's default, 0.6, misses one wrong letter in a short word: "chemestry" is 0.54 like
-- "chemistry"), so it holds on every connection without a session setting.
CREATE FUNCTION "search_fuzzy_matches"(query text) RETURNS TABLE ("id" uuid, "similarity" real)
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.4
  AS $$
    SELECT p."id", word_similarity(search_fold(query), p."searchFuzzy")
    FROM "Product" p
    WHERE search_fold(query) <% p."searchFuzzy"
  $$;
