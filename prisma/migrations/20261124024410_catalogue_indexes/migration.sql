-- The storefront lists' indexes (issue 12): each sort of catalog.service.ts read in index order with
-- the id breaking ties, so a page of a list reads its rows from the index and stops at the page's end.
-- DropIndex
DROP INDEX "Product_kind_published_createdAt_idx";

-- DropIndex
DROP INDEX "Product_published_price_idx";

-- DropIndex
DROP INDEX "Product_published_soldCount_idx";

-- DropIndex
DROP INDEX "Product_sectionId_published_createdAt_idx";

-- CreateIndex
CREATE INDEX "Product_published_createdAt_id_idx" ON "Product"("published", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Product_sectionId_published_createdAt_id_idx" ON "Product"("sectionId", "published", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Product_kind_published_createdAt_id_idx" ON "Product"("kind", "published", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Product_published_price_id_idx" ON "Product"("published", "price", "id");

-- CreateIndex
CREATE INDEX "Product_published_soldCount_id_idx" ON "Product"("published", "soldCount" DESC, "id");
