-- Issue 36 items 1-2: payment attempts the gateway answered neither paid nor failed (PENDING: asked again by the
-- payment reconciliation sweep) or took but holds as risky (UNDER_REVIEW: staff accept or refuse), with what the
-- gateway said, when the sweep last asked, and who reviewed it.
ALTER TYPE "PaymentAttemptStatus" ADD VALUE 'PENDING';
ALTER TYPE "PaymentAttemptStatus" ADD VALUE 'UNDER_REVIEW';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "gatewayReason" TEXT,
ADD COLUMN     "gatewayStatus" TEXT,
ADD COLUMN     "lastCheckedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" UUID;
