-- CreateEnum
CREATE TYPE "MarketingPixelKind" AS ENUM ('META', 'GOOGLE_ADS');

-- CreateTable
CREATE TABLE "MarketingPixel" (
    "id" UUID NOT NULL,
    "kind" "MarketingPixelKind" NOT NULL,
    "pixelId" TEXT NOT NULL,
    "pathPatterns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MarketingPixel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MarketingSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "tagManagerId" TEXT,
    "tagManagerEnabled" BOOLEAN NOT NULL DEFAULT false,
    "analyticsProjectId" TEXT,
    "analyticsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" UUID,

    CONSTRAINT "MarketingSettings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MarketingPixel_kind_pixelId_key" ON "MarketingPixel"("kind", "pixelId");
