-- A refund key reused with another request (issue 29): what the key's first request asked, hashed. Refunds made
-- before this keep NULL and are compared by payment or order and amount.
ALTER TABLE "Refund" ADD COLUMN     "requestHash" TEXT;
