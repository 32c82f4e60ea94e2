-- CreateTable
CREATE TABLE "SandboxPaymentSession" (
    "id" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "tranId" TEXT NOT NULL,
    "amountPoisha" INTEGER NOT NULL,
    "orderNumber" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "urls" JSONB NOT NULL,
    "secret" TEXT NOT NULL,
    "outcome" TEXT,
    "reference" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxPaymentSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SweepTurn" (
    "name" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SweepTurn_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "SandboxPaymentSession_createdAt_idx" ON "SandboxPaymentSession"("createdAt");
