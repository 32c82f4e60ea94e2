-- AlterTable
ALTER TABLE "User" ADD COLUMN     "seedKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_seedKey_key" ON "User"("seedKey");

-- The new api.explore permission (free-form GraphQL in production) goes to the built-in admin role once;
-- admins may take it away afterwards on the authority screen.
INSERT INTO "RolePermission" ("roleId", "permission")
SELECT "id", 'api.explore' FROM "Role" WHERE "key" = 'admin'
ON CONFLICT DO NOTHING;
