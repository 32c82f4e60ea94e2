-- Courier receivables: remittances staff record, and closed (frozen) months.
CREATE TABLE "CourierRemittance" (
    "id" UUID NOT NULL,
    "courier" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "receivedOn" DATE NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "recordedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CourierRemittance_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CourierRemittance_amount_positive" CHECK ("amount" > 0)
);

CREATE INDEX "CourierRemittance_courier_receivedOn_idx" ON "CourierRemittance"("courier", "receivedOn");
CREATE INDEX "CourierRemittance_receivedOn_idx" ON "CourierRemittance"("receivedOn");

CREATE TABLE "ReceivablesMonthClose" (
    "month" TEXT NOT NULL,
    "closedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedById" UUID,
    "snapshot" JSONB NOT NULL,

    CONSTRAINT "ReceivablesMonthClose_pkey" PRIMARY KEY ("month")
);
