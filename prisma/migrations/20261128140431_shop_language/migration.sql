-- CreateTable
CREATE TABLE "ShopSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "language" TEXT NOT NULL DEFAULT 'en',
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" UUID,

    CONSTRAINT "ShopSettings_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "ShopSettings" ADD CONSTRAINT "ShopSettings_language_check" CHECK ("language" IN ('bn', 'en'));
ALTER TABLE "ShopSettings" ADD CONSTRAINT "ShopSettings_one_row" CHECK ("id" = 1);
