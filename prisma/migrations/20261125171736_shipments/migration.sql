-- CreateEnum
CREATE TYPE "ShipmentStatus" AS ENUM ('CREATED', 'PICKED_UP', 'IN_TRANSIT', 'HOLD', 'DELIVERED', 'PARTIALLY_DELIVERED', 'RETURNED', 'CANCELLED');

-- CreateTable
CREATE TABLE "Shipment" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "courier" TEXT NOT NULL,
    "cn" TEXT NOT NULL,
    "trackingCode" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "codAmount" INTEGER NOT NULL,
    "deliveryCharge" INTEGER NOT NULL DEFAULT 0,
    "collectedAmount" INTEGER NOT NULL DEFAULT 0,
    "status" "ShipmentStatus" NOT NULL DEFAULT 'CREATED',
    "courierStatus" TEXT NOT NULL,
    "expectedDeliveryAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "returnedAt" TIMESTAMP(3),
    "nextSyncAt" TIMESTAMP(3),
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Shipment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShipmentEvent" (
    "id" UUID NOT NULL,
    "shipmentId" UUID NOT NULL,
    "status" "ShipmentStatus" NOT NULL,
    "courierStatus" TEXT NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShipmentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxParcel" (
    "cn" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "trackingCode" TEXT NOT NULL,
    "recipientName" TEXT NOT NULL,
    "recipientPhone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "codAmount" INTEGER NOT NULL,
    "deliveryCharge" INTEGER NOT NULL,
    "collectedAmount" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'in_review',
    "message" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SandboxParcel_pkey" PRIMARY KEY ("cn")
);

-- CreateIndex
CREATE UNIQUE INDEX "Shipment_cn_key" ON "Shipment"("cn");

-- CreateIndex
CREATE UNIQUE INDEX "Shipment_reference_key" ON "Shipment"("reference");

-- CreateIndex
CREATE INDEX "Shipment_orderId_idx" ON "Shipment"("orderId");

-- CreateIndex
CREATE INDEX "Shipment_nextSyncAt_idx" ON "Shipment"("nextSyncAt");

-- CreateIndex
CREATE INDEX "Shipment_courier_deliveredAt_idx" ON "Shipment"("courier", "deliveredAt");

-- CreateIndex
CREATE INDEX "ShipmentEvent_shipmentId_at_idx" ON "ShipmentEvent"("shipmentId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "ShipmentEvent_shipmentId_dedupeKey_key" ON "ShipmentEvent"("shipmentId", "dedupeKey");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxParcel_reference_key" ON "SandboxParcel"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxParcel_trackingCode_key" ON "SandboxParcel"("trackingCode");

-- AddForeignKey
ALTER TABLE "Shipment" ADD CONSTRAINT "Shipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShipmentEvent" ADD CONSTRAINT "ShipmentEvent_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
