-- Events in the order they were written (issue 29): one transaction writes several events with the same "at"
-- (shipOrders: PLACED→PROCESSING, then PROCESSING→SHIPPED), and a random uuid broke the tie. "seq" is taken
-- from a sequence at insert; history is read by it.
ALTER TABLE "OrderEvent" ADD COLUMN     "seq" BIGSERIAL NOT NULL;

-- AlterTable
ALTER TABLE "ShipmentEvent" ADD COLUMN     "seq" BIGSERIAL NOT NULL;

-- Backfill: the column was filled in whatever order the rows lay on disk. Renumber by time; within one instant,
-- events that are not status changes came first (a payment's event is written before the status change it
-- causes), then status changes by where they started (declaration order of OrderStatus: PLACED before
-- PROCESSING before SHIPPED …), the id last.
UPDATE "OrderEvent" e SET "seq" = o."n"
FROM (SELECT "id", row_number() OVER (ORDER BY "at", "fromStatus" NULLS FIRST, "id") AS "n" FROM "OrderEvent") o
WHERE e."id" = o."id";
SELECT setval(pg_get_serial_sequence('"OrderEvent"', 'seq'), COALESCE((SELECT MAX("seq") FROM "OrderEvent"), 0) + 1, false);

-- A shipment's events: the hand-over ("created") first, then by time.
UPDATE "ShipmentEvent" e SET "seq" = o."n"
FROM (SELECT "id", row_number() OVER (ORDER BY ("source" <> 'created'), "at", "id") AS "n" FROM "ShipmentEvent") o
WHERE e."id" = o."id";
SELECT setval(pg_get_serial_sequence('"ShipmentEvent"', 'seq'), COALESCE((SELECT MAX("seq") FROM "ShipmentEvent"), 0) + 1, false);

-- CreateIndex
CREATE INDEX "OrderEvent_orderId_seq_idx" ON "OrderEvent"("orderId", "seq");

-- CreateIndex
CREATE INDEX "ShipmentEvent_shipmentId_seq_idx" ON "ShipmentEvent"("shipmentId", "seq");
