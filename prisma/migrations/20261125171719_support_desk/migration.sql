-- CreateEnum
CREATE TYPE "CallDirection" AS ENUM ('INBOUND', 'OUTBOUND');

-- CreateEnum
CREATE TYPE "CallOutcome" AS ENUM ('CONFIRMED', 'NO_ANSWER', 'CALL_BACK', 'CANCELLED');

-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "issueReason" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "issuedToId" UUID;

-- CreateTable
CREATE TABLE "SupportNote" (
    "id" UUID NOT NULL,
    "customerId" UUID NOT NULL,
    "authorId" UUID,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SupportNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SupportCall" (
    "id" UUID NOT NULL,
    "agentId" UUID,
    "customerId" UUID,
    "orderId" UUID,
    "direction" "CallDirection" NOT NULL,
    "phone" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "durationSeconds" INTEGER NOT NULL DEFAULT 0,
    "outcome" "CallOutcome" NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "followUpOn" DATE,
    "followUpDoneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SupportCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgentCouponLimit" (
    "agentId" UUID NOT NULL,
    "maxPerDay" INTEGER NOT NULL,
    "maxPercent" INTEGER NOT NULL,
    "maxFixed" INTEGER NOT NULL,
    "updatedById" UUID,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgentCouponLimit_pkey" PRIMARY KEY ("agentId")
);

-- CreateTable
CREATE TABLE "SupportQueueClaim" (
    "itemKey" TEXT NOT NULL,
    "agentId" UUID NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "SupportQueueClaim_pkey" PRIMARY KEY ("itemKey")
);

-- CreateIndex
CREATE INDEX "SupportNote_customerId_createdAt_idx" ON "SupportNote"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "SupportCall_startedAt_idx" ON "SupportCall"("startedAt");

-- CreateIndex
CREATE INDEX "SupportCall_agentId_startedAt_idx" ON "SupportCall"("agentId", "startedAt");

-- CreateIndex
CREATE INDEX "SupportCall_customerId_startedAt_idx" ON "SupportCall"("customerId", "startedAt");

-- CreateIndex
CREATE INDEX "SupportCall_orderId_idx" ON "SupportCall"("orderId");

-- CreateIndex
CREATE INDEX "SupportCall_followUpOn_idx" ON "SupportCall"("followUpOn");

-- CreateIndex
CREATE INDEX "SupportQueueClaim_agentId_claimedAt_idx" ON "SupportQueueClaim"("agentId", "claimedAt");

-- CreateIndex
CREATE INDEX "Coupon_issuedToId_idx" ON "Coupon"("issuedToId");

-- AddForeignKey
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_issuedToId_fkey" FOREIGN KEY ("issuedToId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportNote" ADD CONSTRAINT "SupportNote_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportNote" ADD CONSTRAINT "SupportNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportCall" ADD CONSTRAINT "SupportCall_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportCall" ADD CONSTRAINT "SupportCall_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportCall" ADD CONSTRAINT "SupportCall_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgentCouponLimit" ADD CONSTRAINT "AgentCouponLimit_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportQueueClaim" ADD CONSTRAINT "SupportQueueClaim_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
