-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "sha256" TEXT;

-- CreateTable
CREATE TABLE "ReadingProgress" (
    "userId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "page" INTEGER NOT NULL,
    "pageCount" INTEGER NOT NULL,
    "clientUpdatedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReadingProgress_pkey" PRIMARY KEY ("userId","productId")
);

-- CreateIndex
CREATE INDEX "ReadingProgress_userId_clientUpdatedAt_idx" ON "ReadingProgress"("userId", "clientUpdatedAt" DESC);

-- AddForeignKey
ALTER TABLE "ReadingProgress" ADD CONSTRAINT "ReadingProgress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReadingProgress" ADD CONSTRAINT "ReadingProgress_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
