-- CreateEnum
CREATE TYPE "EntitlementSource" AS ENUM ('ORDER', 'BUNDLE', 'STAFF', 'FREE');

-- CreateTable
CREATE TABLE "LessonCompletion" (
    "userId" UUID NOT NULL,
    "lessonId" UUID NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LessonCompletion_pkey" PRIMARY KEY ("userId","lessonId")
);

-- CreateTable
CREATE TABLE "QuizResult" (
    "userId" UUID NOT NULL,
    "lessonId" UUID NOT NULL,
    "score" INTEGER NOT NULL,
    "bestScore" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "answers" JSONB NOT NULL DEFAULT '[]',
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuizResult_pkey" PRIMARY KEY ("userId","lessonId")
);

-- CreateTable
CREATE TABLE "EntitlementGrant" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "source" "EntitlementSource" NOT NULL,
    "orderId" UUID,
    "orderLineId" UUID,
    "grantedById" UUID,
    "reason" TEXT NOT NULL DEFAULT '',
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "revokedById" UUID,
    "revokeReason" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "EntitlementGrant_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LessonCompletion_lessonId_idx" ON "LessonCompletion"("lessonId");

-- CreateIndex
CREATE INDEX "QuizResult_lessonId_idx" ON "QuizResult"("lessonId");

-- CreateIndex
CREATE INDEX "EntitlementGrant_userId_productId_revokedAt_idx" ON "EntitlementGrant"("userId", "productId", "revokedAt");

-- CreateIndex
CREATE INDEX "EntitlementGrant_orderId_idx" ON "EntitlementGrant"("orderId");

-- CreateIndex
CREATE INDEX "EntitlementGrant_productId_idx" ON "EntitlementGrant"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "EntitlementGrant_orderLineId_productId_key" ON "EntitlementGrant"("orderLineId", "productId");

-- AddForeignKey
ALTER TABLE "LessonCompletion" ADD CONSTRAINT "LessonCompletion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonCompletion" ADD CONSTRAINT "LessonCompletion_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "ContentLesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuizResult" ADD CONSTRAINT "QuizResult_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuizResult" ADD CONSTRAINT "QuizResult_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "ContentLesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntitlementGrant" ADD CONSTRAINT "EntitlementGrant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntitlementGrant" ADD CONSTRAINT "EntitlementGrant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntitlementGrant" ADD CONSTRAINT "EntitlementGrant_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntitlementGrant" ADD CONSTRAINT "EntitlementGrant_grantedById_fkey" FOREIGN KEY ("grantedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntitlementGrant" ADD CONSTRAINT "EntitlementGrant_revokedById_fkey" FOREIGN KEY ("revokedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data move: every row of the old one-row-per-customer-and-product table becomes a grant whose source is
-- read from its order: the product's own line (ORDER), else a bundle line holding it (BUNDLE). A row
-- whose order is gone keeps the access as a STAFF grant saying so.
INSERT INTO "EntitlementGrant" ("id", "userId", "productId", "source", "orderId", "orderLineId", "reason", "grantedAt", "revokedAt")
SELECT e."id", e."userId", e."productId",
       (CASE WHEN own."id" IS NOT NULL THEN 'ORDER' WHEN bundled."id" IS NOT NULL THEN 'BUNDLE' ELSE 'STAFF' END)::"EntitlementSource",
       e."orderId",
       COALESCE(own."id", bundled."id"),
       CASE WHEN own."id" IS NULL AND bundled."id" IS NULL THEN 'Moved from the earlier entitlements without its order' ELSE '' END,
       e."grantedAt", e."revokedAt"
FROM "Entitlement" e
LEFT JOIN LATERAL (
  SELECT l."id" FROM "OrderLine" l
  WHERE l."orderId" = e."orderId" AND l."productId" = e."productId"
  ORDER BY l."position", l."id" LIMIT 1
) own ON TRUE
LEFT JOIN LATERAL (
  SELECT l."id" FROM "OrderLine" l
  JOIN "BundleItem" b ON b."bundleId" = l."productId" AND b."productId" = e."productId"
  WHERE l."orderId" = e."orderId" AND l."kind" = 'BUNDLE'
  ORDER BY l."position", l."id" LIMIT 1
) bundled ON TRUE;

-- The old table remembered only the latest order per product: give back the grants of the other paid,
-- standing orders it had forgotten (their own ebook/course lines, then their bundles' digital items).
INSERT INTO "EntitlementGrant" ("id", "userId", "productId", "source", "orderId", "orderLineId", "grantedAt")
SELECT gen_random_uuid(), o."customerId", l."productId", 'ORDER'::"EntitlementSource", o."id", l."id", COALESCE(o."paidAt", o."placedAt")
FROM "OrderLine" l
JOIN "Order" o ON o."id" = l."orderId"
WHERE l."kind" IN ('EBOOK', 'CONTENT') AND o."paymentStatus" = 'PAID'
  AND o."status" NOT IN ('PENDING_PAYMENT', 'CANCELLED', 'EXPIRED', 'RETURNED', 'REFUNDED')
ON CONFLICT ("orderLineId", "productId") DO NOTHING;

INSERT INTO "EntitlementGrant" ("id", "userId", "productId", "source", "orderId", "orderLineId", "grantedAt")
SELECT gen_random_uuid(), o."customerId", b."productId", 'BUNDLE'::"EntitlementSource", o."id", l."id", COALESCE(o."paidAt", o."placedAt")
FROM "OrderLine" l
JOIN "Order" o ON o."id" = l."orderId"
JOIN "BundleItem" b ON b."bundleId" = l."productId"
JOIN "Product" p ON p."id" = b."productId" AND p."kind" IN ('EBOOK', 'CONTENT')
WHERE l."kind" = 'BUNDLE' AND o."paymentStatus" = 'PAID'
  AND o."status" NOT IN ('PENDING_PAYMENT', 'CANCELLED', 'EXPIRED', 'RETURNED', 'REFUNDED')
ON CONFLICT ("orderLineId", "productId") DO NOTHING;

-- DropTable
DROP TABLE "Entitlement";
