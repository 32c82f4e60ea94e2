-- Sales per Dhaka day (and per month, summed from the days), channel and grouping, so a report over a
-- year of orders sums a few thousand rows instead of scanning every order and line
-- (server/src/modules/reports/sales-rollup.ts).
CREATE TABLE "SalesRollup" (
    "grain" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "channel" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "units" INTEGER NOT NULL,
    "goods" BIGINT NOT NULL,
    "discount" BIGINT NOT NULL,
    "delivery" BIGINT NOT NULL,
    "revenue" BIGINT NOT NULL,

    CONSTRAINT "SalesRollup_pkey" PRIMARY KEY ("grain", "dimension", "day", "channel", "key")
);

-- The Dhaka days whose orders changed since their rollup rows were made: reports compute those days
-- from the orders, and the rollup sweep remakes them. One row per changing statement and day, never
-- updated, so writing it takes no lock another order's transaction waits for.
CREATE TABLE "SalesChange" (
    "id" BIGSERIAL NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "SalesChange_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "SalesChange_day_idx" ON "SalesChange"("day");

CREATE FUNCTION "sales_day"(at TIMESTAMP) RETURNS DATE LANGUAGE sql IMMUTABLE AS
$$ SELECT (at AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Dhaka')::date $$;

CREATE FUNCTION "sales_change_order_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SalesChange" ("day") SELECT DISTINCT "sales_day"(n."placedAt") FROM new_rows n;
  RETURN NULL;
END $$;

CREATE FUNCTION "sales_change_order_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SalesChange" ("day") SELECT DISTINCT "sales_day"(o."placedAt") FROM old_rows o;
  RETURN NULL;
END $$;

-- Only changes a report reads mark a day (an address or a note edited does not).
CREATE FUNCTION "sales_change_order_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SalesChange" ("day")
  SELECT DISTINCT d FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    CROSS JOIN LATERAL (VALUES ("sales_day"(o."placedAt")), ("sales_day"(n."placedAt"))) AS days(d)
  WHERE (o."status", o."placedAt", o."channel", o."couponCode", o."paymentMethod", o."goodsTotal", o."discountTotal", o."deliveryCharge", o."netTotal")
    IS DISTINCT FROM (n."status", n."placedAt", n."channel", n."couponCode", n."paymentMethod", n."goodsTotal", n."discountTotal", n."deliveryCharge", n."netTotal");
  RETURN NULL;
END $$;

CREATE TRIGGER "Order_sales_change_insert" AFTER INSERT ON "Order" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_change_order_insert"();
CREATE TRIGGER "Order_sales_change_update" AFTER UPDATE ON "Order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_change_order_update"();
CREATE TRIGGER "Order_sales_change_delete" AFTER DELETE ON "Order" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_change_order_delete"();

-- Lines are written with their order, but a line changed or removed later marks its order's day too.
CREATE FUNCTION "sales_change_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SalesChange" ("day")
  SELECT DISTINCT "sales_day"(o."placedAt") FROM "Order" o WHERE o."id" IN (SELECT "orderId" FROM changed_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER "OrderLine_sales_change_update" AFTER UPDATE ON "OrderLine" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_change_line"();
CREATE TRIGGER "OrderLine_sales_change_delete" AFTER DELETE ON "OrderLine" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_change_line"();
CREATE TRIGGER "OrderLine_sales_change_insert" AFTER INSERT ON "OrderLine" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_change_line"();

-- The orders already placed: every day they fall on is made by the first sweep.
INSERT INTO "SalesChange" ("day") SELECT DISTINCT "sales_day"("placedAt") FROM "Order";
