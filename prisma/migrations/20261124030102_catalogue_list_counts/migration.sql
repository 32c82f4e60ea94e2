-- Published products per section and kind, so a storefront list's totalCount adds a few rows of this
-- table instead of counting products (PGlite has no autovacuum, so a count over an index still reads
-- the table's pages). Kept by statement-level triggers on Product: one upsert per statement, with the
-- rows it changed (transition tables), counters in key order so two writers never deadlock; an update
-- that moves no product in or out of a count (stock, soldCount, prices, texts) writes nothing.

-- CreateTable
CREATE TABLE "ProductListCount" (
    "sectionKey" UUID NOT NULL,
    "kind" "ProductKind" NOT NULL,
    "published" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductListCount_pkey" PRIMARY KEY ("sectionKey","kind")
);

-- The section key of a product: its section, or the nil uuid when it has none.
CREATE FUNCTION "product_list_count_key"(section_id uuid) RETURNS uuid
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT COALESCE(section_id, '00000000-0000-0000-0000-000000000000'::uuid) $$;

CREATE FUNCTION "product_list_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductListCount" ("sectionKey", "kind", "published")
  SELECT product_list_count_key("sectionId"), "kind", count(*) FROM new_rows WHERE "published" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("sectionKey", "kind") DO UPDATE SET "published" = "ProductListCount"."published" + EXCLUDED."published";
  RETURN NULL;
END
$$;

CREATE FUNCTION "product_list_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductListCount" ("sectionKey", "kind", "published")
  SELECT product_list_count_key("sectionId"), "kind", -count(*) FROM old_rows WHERE "published" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("sectionKey", "kind") DO UPDATE SET "published" = "ProductListCount"."published" + EXCLUDED."published";
  RETURN NULL;
END
$$;

CREATE FUNCTION "product_list_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductListCount" ("sectionKey", "kind", "published")
  SELECT key, "kind", sum(delta) FROM (
    SELECT product_list_count_key("sectionId") AS key, "kind", 1 AS delta FROM new_rows WHERE "published"
    UNION ALL
    SELECT product_list_count_key("sectionId"), "kind", -1 FROM old_rows WHERE "published"
  ) AS changes
  GROUP BY key, "kind" HAVING sum(delta) <> 0 ORDER BY key, "kind"
  ON CONFLICT ("sectionKey", "kind") DO UPDATE SET "published" = "ProductListCount"."published" + EXCLUDED."published";
  RETURN NULL;
END
$$;

CREATE FUNCTION "product_list_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ProductListCount";
  RETURN NULL;
END
$$;

CREATE TRIGGER "product_list_count_insert" AFTER INSERT ON "Product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_list_count_inserted"();
CREATE TRIGGER "product_list_count_delete" AFTER DELETE ON "Product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_list_count_deleted"();
CREATE TRIGGER "product_list_count_update" AFTER UPDATE ON "Product"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_list_count_updated"();
CREATE TRIGGER "product_list_count_truncate" AFTER TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_list_count_truncated"();

-- The products already in the shop.
INSERT INTO "ProductListCount" ("sectionKey", "kind", "published")
SELECT product_list_count_key("sectionId"), "kind", count(*) FROM "Product" WHERE "published" GROUP BY 1, 2;
