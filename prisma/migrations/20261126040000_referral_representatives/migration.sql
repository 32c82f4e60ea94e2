-- CreateTable
CREATE TABLE "Representative" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "joiningId" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "institution" TEXT NOT NULL,
    "payoutPhone" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Representative_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Representative_userId_key" ON "Representative"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Representative_joiningId_key" ON "Representative"("joiningId");

-- CreateIndex
CREATE INDEX "Representative_active_createdAt_idx" ON "Representative"("active", "createdAt");

-- CreateIndex
CREATE INDEX "Order_joiningId_placedAt_idx" ON "Order"("joiningId", "placedAt");

-- AddForeignKey
ALTER TABLE "Representative" ADD CONSTRAINT "Representative_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
