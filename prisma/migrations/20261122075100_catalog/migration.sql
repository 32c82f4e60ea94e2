-- CreateEnum
CREATE TYPE "ProductKind" AS ENUM ('BOOK', 'EBOOK', 'STATIONERY', 'BUNDLE', 'CONTENT');

-- CreateEnum
CREATE TYPE "LessonKind" AS ENUM ('VIDEO', 'PDF', 'TEXT', 'QUIZ');

-- CreateEnum
CREATE TYPE "ProductPageKind" AS ENUM ('DEMO', 'PAGE');

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "FileVisibility" AS ENUM ('PUBLIC', 'PRIVATE');

-- CreateTable
CREATE TABLE "Product" (
    "id" UUID NOT NULL,
    "kind" "ProductKind" NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "price" INTEGER NOT NULL,
    "compareAtPrice" INTEGER,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "coverKey" TEXT,
    "sectionId" UUID,
    "soldCount" INTEGER NOT NULL DEFAULT 0,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "ratingSum" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "searchVector" tsvector,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Author" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "bio" TEXT NOT NULL DEFAULT '',
    "photoKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Author_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductAuthor" (
    "productId" UUID NOT NULL,
    "authorId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductAuthor_pkey" PRIMARY KEY ("productId","authorId")
);

-- CreateTable
CREATE TABLE "BookDetail" (
    "productId" UUID NOT NULL,
    "publisher" TEXT NOT NULL DEFAULT '',
    "isbn" TEXT,
    "edition" TEXT NOT NULL DEFAULT '',
    "pageCount" INTEGER,
    "language" TEXT NOT NULL DEFAULT 'Bangla',

    CONSTRAINT "BookDetail_pkey" PRIMARY KEY ("productId")
);

-- CreateTable
CREATE TABLE "EbookDetail" (
    "productId" UUID NOT NULL,
    "fileKey" TEXT,
    "pageCount" INTEGER NOT NULL DEFAULT 0,
    "previewPages" INTEGER NOT NULL DEFAULT 0,
    "printEditionId" UUID,
    "language" TEXT NOT NULL DEFAULT 'Bangla',

    CONSTRAINT "EbookDetail_pkey" PRIMARY KEY ("productId")
);

-- CreateTable
CREATE TABLE "StationeryDetail" (
    "productId" UUID NOT NULL,
    "brand" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StationeryDetail_pkey" PRIMARY KEY ("productId")
);

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "label" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BundleDetail" (
    "productId" UUID NOT NULL,
    "year" INTEGER NOT NULL,

    CONSTRAINT "BundleDetail_pkey" PRIMARY KEY ("productId")
);

-- CreateTable
CREATE TABLE "BundleItem" (
    "bundleId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BundleItem_pkey" PRIMARY KEY ("bundleId","productId")
);

-- CreateTable
CREATE TABLE "ContentDetail" (
    "productId" UUID NOT NULL,
    "hscBatch" TEXT NOT NULL,
    "instructor" TEXT NOT NULL DEFAULT '',
    "totalMinutes" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ContentDetail_pkey" PRIMARY KEY ("productId")
);

-- CreateTable
CREATE TABLE "ContentChapter" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentChapter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentLesson" (
    "id" UUID NOT NULL,
    "chapterId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "kind" "LessonKind" NOT NULL DEFAULT 'VIDEO',
    "position" INTEGER NOT NULL,
    "durationMinutes" INTEGER NOT NULL DEFAULT 0,
    "body" TEXT NOT NULL DEFAULT '',
    "freePreview" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ContentLesson_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductPage" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "kind" "ProductPageKind" NOT NULL,
    "imageKey" TEXT NOT NULL,
    "caption" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "rating" INTEGER NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "status" "ReviewStatus" NOT NULL DEFAULT 'PENDING',
    "moderatedAt" TIMESTAMP(3),
    "moderatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InfoPage" (
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" UUID,

    CONSTRAINT "InfoPage_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "key" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "visibility" "FileVisibility" NOT NULL,
    "originalName" TEXT NOT NULL DEFAULT '',
    "uploadedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");

-- CreateIndex
CREATE INDEX "Product_kind_published_createdAt_idx" ON "Product"("kind", "published", "createdAt");

-- CreateIndex
CREATE INDEX "Product_sectionId_published_createdAt_idx" ON "Product"("sectionId", "published", "createdAt");

-- CreateIndex
CREATE INDEX "Product_published_price_idx" ON "Product"("published", "price");

-- CreateIndex
CREATE INDEX "Product_published_soldCount_idx" ON "Product"("published", "soldCount");

-- CreateIndex
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");

-- CreateIndex
CREATE UNIQUE INDEX "Author_slug_key" ON "Author"("slug");

-- CreateIndex
CREATE INDEX "Author_name_idx" ON "Author"("name");

-- CreateIndex
CREATE INDEX "ProductAuthor_authorId_idx" ON "ProductAuthor"("authorId");

-- CreateIndex
CREATE UNIQUE INDEX "BookDetail_isbn_key" ON "BookDetail"("isbn");

-- CreateIndex
CREATE UNIQUE INDEX "EbookDetail_printEditionId_key" ON "EbookDetail"("printEditionId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductVariant_sku_key" ON "ProductVariant"("sku");

-- CreateIndex
CREATE UNIQUE INDEX "ProductVariant_productId_label_key" ON "ProductVariant"("productId", "label");

-- CreateIndex
CREATE INDEX "BundleDetail_year_idx" ON "BundleDetail"("year");

-- CreateIndex
CREATE INDEX "BundleItem_productId_idx" ON "BundleItem"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentChapter_productId_position_key" ON "ContentChapter"("productId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ContentLesson_chapterId_position_key" ON "ContentLesson"("chapterId", "position");

-- CreateIndex
CREATE INDEX "ProductPage_productId_kind_position_idx" ON "ProductPage"("productId", "kind", "position");

-- CreateIndex
CREATE INDEX "Review_productId_status_createdAt_idx" ON "Review"("productId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Review_status_createdAt_idx" ON "Review"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Review_productId_userId_key" ON "Review"("productId", "userId");

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductAuthor" ADD CONSTRAINT "ProductAuthor_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductAuthor" ADD CONSTRAINT "ProductAuthor_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "Author"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookDetail" ADD CONSTRAINT "BookDetail_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EbookDetail" ADD CONSTRAINT "EbookDetail_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EbookDetail" ADD CONSTRAINT "EbookDetail_printEditionId_fkey" FOREIGN KEY ("printEditionId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StationeryDetail" ADD CONSTRAINT "StationeryDetail_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BundleDetail" ADD CONSTRAINT "BundleDetail_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BundleItem" ADD CONSTRAINT "BundleItem_bundleId_fkey" FOREIGN KEY ("bundleId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BundleItem" ADD CONSTRAINT "BundleItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentDetail" ADD CONSTRAINT "ContentDetail_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentChapter" ADD CONSTRAINT "ContentChapter_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentLesson" ADD CONSTRAINT "ContentLesson_chapterId_fkey" FOREIGN KEY ("chapterId") REFERENCES "ContentChapter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductPage" ADD CONSTRAINT "ProductPage_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_moderatedById_fkey" FOREIGN KEY ("moderatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Full-text search: the same SQL on PGlite and PostgreSQL. The 'simple' configuration because
-- titles mix Bangla and English; weights rank a title hit above authors/ISBN above description.
CREATE FUNCTION "product_search_vector_refresh"() RETURNS trigger AS $$
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('simple', coalesce(NEW."title", '') || ' ' || coalesce(NEW."subtitle", '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW."searchText", '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW."description", '')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Product_searchVector_refresh"
  BEFORE INSERT OR UPDATE OF "title", "subtitle", "searchText", "description" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_search_vector_refresh"();
