-- Counter sales: a sale at a shop counter may have no customer account (no phone given), and its
-- idempotency key belongs to the staff member who took it.
ALTER TABLE "Order" ALTER COLUMN "customerId" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Order_takenById_idempotencyKey_key" ON "Order"("takenById", "idempotencyKey");
