-- AlterTable
ALTER TABLE "User" ADD COLUMN     "pendingPhone" TEXT;
