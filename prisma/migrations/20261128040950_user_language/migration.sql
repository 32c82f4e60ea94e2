-- AlterTable
ALTER TABLE "User" ADD COLUMN     "language" TEXT;
ALTER TABLE "User" ADD CONSTRAINT "User_language_check" CHECK ("language" IN ('bn', 'en'));
