-- Search finds what students type (issue 33; see server/src/modules/catalog/search.service.ts and
-- docs/search.md): ordinals as one canonical lexeme, a loose romanisation of Bangla words for
-- Banglish queries, and synonyms as a table admins edit. The same SQL on PGlite and PostgreSQL.

-- The loose phonetic key of one Bangla word (folded by search_fold first), as people romanise it
-- (Avro phonetic conventions): consonants to one Latin letter per sound family (ক খ → k, গ ঘ → g,
-- চ ছ → c, জ ঝ য → j, ট ঠ ত থ ৎ → t, ড ঢ দ ধ → d, ন ণ ঞ ং → n, প ফ → p, ব ভ → b, স শ ষ → s,
-- ড় ঢ় র ঋ ৃ → r), জ্ঞ → g (biggan, bigyan, bijnan), ক্ষ → k; হ, য়, the ব- and য-phola and every
-- vowel sign dropped; a word-initial vowel is "a"; letters doubled once. search_latin_key makes the
-- same key of a word typed in Latin letters: রসায়ন, rasayan, roshayon and rosayon are all "rsn".
CREATE FUNCTION "search_bangla_key"(word text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT regexp_replace(regexp_replace(translate(
      regexp_replace(
        replace(replace(replace(replace(replace(replace(replace(replace(replace(word,
          'জ্ঞ', 'g'), 'ক্স', 'k'), 'ড' || chr(2492), 'r'), 'ঢ' || chr(2492), 'r'), 'জ' || chr(2492), ''),
          '্ব', ''), '্জ', ''), 'ং', 'n'), 'ঋ', 'r'),
        '^[অআইউএঐওঔ]', 'a'),
      'কখগঘচছজঝঞটঠডঢতথদধনপফবভমরলসৃহ',
      'kkggccjjnttddttddnppbbmrlsr'),
      '[^a-z]', '', 'g'), '(.)\1+', '\1', 'g')
  $$;

-- The same key of a word typed in Latin letters (see search_bangla_key).
CREATE FUNCTION "search_latin_key"(word text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT regexp_replace(
      CASE WHEN w ~ '^[aeiou]' THEN 'a' || regexp_replace(substr(w, 2), '[aeiouhwy]', '', 'g')
        ELSE regexp_replace(w, '[aeiouhwy]', '', 'g') END,
      '(.)\1+', '\1', 'g')
    FROM (
      SELECT regexp_replace(translate(
        replace(replace(replace(replace(replace(replace(lower(word), 'ksh', 'k'), 'kkh', 'k'), 'jn', 'g'), 'gy', 'g'), 'ng', 'n'), 'ph', 'p'),
        'xqfvz', 'kkpbj'), '[^a-z]', '', 'g') AS w
    ) AS latin
  $$;

-- The romanised keys of the Bangla words of a text, as lexemes ("~rsn") of weight D: Banglish
-- queries find them, and they rank below words matched as written.
CREATE FUNCTION "search_roman_vector"(input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT setweight(array_to_tsvector(coalesce(array_agg(DISTINCT '~' || k), '{}')), 'D')
    FROM (
      SELECT search_bangla_key(w) AS k
      FROM regexp_split_to_table(search_fold(input), '[^\u0980-\u09FF]+') AS w
      WHERE w ~ '[\u0995-\u09B9\u09CE\u09DC-\u09DF]|^[\u0985-\u0994]'
    ) AS keys
    WHERE k <> ''
  $$;

-- Ordinals as one lexeme ("#o2") of weight A whichever way a title writes them: 2nd, ২য়, second,
-- দ্বিতীয় (and 1st…10th, ১ম…১০ম, first…tenth, প্রথম…দশম).
CREATE FUNCTION "search_ordinal_vector"(input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT setweight(array_to_tsvector(coalesce(array_agg(DISTINCT '#o' || n), '{}')), 'A')
    FROM (
      SELECT coalesce(ltrim(m[1], '0'), ((array_position(ARRAY['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'প্রথম', 'দ্বিতিজ়', 'তৃতিজ়', 'চতুর্থ', 'পঞ্চম', 'সস্ঠ', 'সপ্তম', 'অস্টম', 'নবম', 'দসম'], m[2]) - 1) % 10 + 1)::text) AS n
      FROM regexp_matches(search_fold(input),
        '(?:^|[^0-9a-z\u0980-\u09FF])(?:([0-9]{1,2})(?:st|nd|rd|th|ম|জ়|র্থ|স্ঠ)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|প্রথম|দ্বিতিজ়|তৃতিজ়|চতুর্থ|পঞ্চম|সস্ঠ|সপ্তম|অস্টম|নবম|দসম))(?=$|[^0-9a-z\u0980-\u09FF])', 'g') AS m
    ) AS ordinals
    WHERE n <> ''
  $$;

-- The search vector keeps what it held (bangla_search) and adds the ordinal lexemes of the heading
-- and the romanised keys of the heading and searchText (authors, publisher…).
CREATE OR REPLACE FUNCTION "product_search_vector_refresh"() RETURNS trigger AS $$
DECLARE
  heading text := search_fold(coalesce(NEW."title", '') || ' ' || coalesce(NEW."subtitle", ''));
  extra text := search_fold(coalesce(NEW."searchText", ''));
  body text := search_fold(coalesce(NEW."description", ''));
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('simple', heading) || to_tsvector('english', heading), 'A') ||
    setweight(to_tsvector('simple', extra) || to_tsvector('english', extra), 'B') ||
    setweight(to_tsvector('simple', body) || to_tsvector('english', body), 'C') ||
    search_ordinal_vector(heading) ||
    search_roman_vector(heading || ' ' || extra);
  NEW."searchTitle" := search_title_key(coalesce(NEW."title", ''));
  INSERT INTO "SearchWord" ("word")
    SELECT t.lexeme FROM unnest(to_tsvector('simple', heading || ' ' || extra)) AS t
    WHERE t.lexeme !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- One word of a query as a tsquery: its folded lexemes as written ('simple') or stemmed ('english'),
-- or its romanised key (a Latin word of three letters or more by search_latin_key, a Bangla word by
-- search_bangla_key), the last lexeme a prefix when `prefix` (the key too when it has three letters).
CREATE FUNCTION "search_word_query"(word text, prefix boolean) RETURNS tsquery
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE WHEN prefix THEN regexp_replace(s::text, '''$', ''':*')::tsquery ELSE s END
      || CASE WHEN prefix THEN regexp_replace(e::text, '''$', ''':*')::tsquery ELSE e END
      || CASE WHEN k <> '' THEN (search_quote('~' || k) || CASE WHEN prefix AND char_length(k) >= 3 THEN ':*' ELSE '' END)::tsquery
           ELSE ''::tsquery END
    FROM (
      SELECT websearch_to_tsquery('simple', f) AS s, websearch_to_tsquery('english', f) AS e,
        CASE WHEN lower(word) ~ '^[a-z]{3,}$' THEN search_latin_key(word)
             WHEN f ~ '^[\u0980-\u09FF]+$' THEN search_bangla_key(f)
             ELSE '' END AS k
      FROM (SELECT search_fold(word) AS f) AS folded
    ) AS parts
  $$;

-- A synonym term as a tsquery: its folded words as written or stemmed, all of them.
CREATE FUNCTION "search_term_query"(term text) RETURNS tsquery
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  AS $$ SELECT plainto_tsquery('simple', search_fold(term)) || plainto_tsquery('english', search_fold(term)) $$;

-- One word of a query, its misspelling corrected: when no product has the (folded) word (for the
-- last one, with `prefix`, no product's word starts with it), the one to three most similar words of
-- SearchWord, or'ed (q), and the most similar (word); null when the word is known, a number, shorter
-- than four letters, several lexemes, or nothing is similar enough (search_corrected's threshold).
CREATE FUNCTION "search_word_fix"(typed text, prefix boolean, OUT q tsquery, OUT word text)
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET pg_trgm.similarity_threshold = 0.35
  AS $$
    WITH lexeme AS (
      SELECT min(t.lexeme) AS lexeme FROM unnest(to_tsvector('simple', search_fold(typed))) AS t HAVING count(*) = 1
    ),
    unknown AS (
      SELECT lexeme FROM lexeme
      WHERE lexeme !~ '^[0-9]+$' AND char_length(lexeme) >= 4
        AND NOT EXISTS (SELECT 1 FROM "SearchWord" w WHERE w."word" = lexeme.lexeme)
        AND NOT (prefix AND EXISTS (SELECT 1 FROM "SearchWord" w WHERE starts_with(w."word", lexeme.lexeme)))
    ),
    alternative AS (
      SELECT w."word", similarity(unknown.lexeme, w."word") AS score
      FROM unknown, "SearchWord" w
      WHERE unknown.lexeme % w."word"
      ORDER BY score DESC, w."word"
      LIMIT 3
    )
    SELECT string_agg(search_quote("word"), ' | ')::tsquery, (array_agg("word" ORDER BY score DESC, "word"))[1]
    FROM alternative
    HAVING count(*) > 0
  $$;

-- Synonyms and short forms admins edit (/admin/search-synonyms): each row a set of terms that mean
-- one thing ("chemistry", "chem", "রসায়ন"); keys are the terms as search compares them
-- (search_title_key), kept by the trigger below.
CREATE TABLE "SearchSynonym" (
    "id" UUID NOT NULL,
    "terms" TEXT[],
    "keys" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SearchSynonym_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "SearchSynonym_keys_idx" ON "SearchSynonym" USING GIN ("keys");

CREATE FUNCTION "search_synonym_keys"() RETURNS trigger AS $$
BEGIN
  NEW."keys" := ARRAY(SELECT DISTINCT search_title_key(t) FROM unnest(NEW."terms") AS t WHERE search_title_key(t) <> '');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "SearchSynonym_keys"
  BEFORE INSERT OR UPDATE OF "terms" ON "SearchSynonym"
  FOR EACH ROW EXECUTE FUNCTION "search_synonym_keys"();

-- The shop's starting synonyms: HSC subjects by their short forms and in both scripts, and "paper".
INSERT INTO "SearchSynonym" ("id", "terms", "updatedAt") VALUES
  ('00000000-0000-4000-8000-000000003301', ARRAY['paper', 'পত্র', 'potro', 'patra'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003302', ARRAY['physics', 'phy', 'পদার্থবিজ্ঞান', 'পদার্থ'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003303', ARRAY['chemistry', 'chem', 'রসায়ন'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003304', ARRAY['higher math', 'h. math', 'h math', 'hmath', 'higher mathematics', 'উচ্চতর গণিত'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003305', ARRAY['math', 'maths', 'mathematics', 'গণিত'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003306', ARRAY['biology', 'bio', 'জীববিজ্ঞান'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003307', ARRAY['ict', 'তথ্য ও যোগাযোগ প্রযুক্তি', 'information and communication technology'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003308', ARRAY['accounting', 'acc', 'accounts', 'হিসাববিজ্ঞান'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003309', ARRAY['economics', 'eco', 'econ', 'অর্থনীতি'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003310', ARRAY['english', 'eng', 'ইংরেজি'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003311', ARRAY['bangla', 'bengali', 'বাংলা'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003312', ARRAY['bgs', 'business organisation', 'business organization', 'ব্যবসায় সংগঠন'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003313', ARRAY['statistics', 'stat', 'stats', 'পরিসংখ্যান'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003314', ARRAY['geography', 'geo', 'ভূগোল'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003315', ARRAY['logic', 'যুক্তিবিদ্যা'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003316', ARRAY['civics', 'পৌরনীতি'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003317', ARRAY['finance', 'ফিন্যান্স'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003318', ARRAY['management', 'ব্যবস্থাপনা'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003319', ARRAY['question bank', 'প্রশ্নব্যাংক'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003320', ARRAY['model test', 'model tests', 'মডেল টেস্ট'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003321', ARRAY['guide', 'গাইড'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003322', ARRAY['mcq', 'এমসিকিউ'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003323', ARRAY['ebook', 'e-book', 'ই-বুক', 'ইবুক'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003324', ARRAY['hsc cycle', 'এইচএসসি সাইকেল'], CURRENT_TIMESTAMP),
  ('00000000-0000-4000-8000-000000003325', ARRAY['creative questions', 'cq', 'সৃজনশীল প্রশ্ন'], CURRENT_TIMESTAMP);

-- Existing products get the new vector (the trigger fires on an update of the title).
UPDATE "Product" SET "title" = "title";
