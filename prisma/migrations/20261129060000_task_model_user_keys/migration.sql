-- The instance's task model and whether users may add their own keys (issue 33); a connection's owner (a user's own key).

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_InstanceSettings" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'instance',
    "signupMode" TEXT NOT NULL DEFAULT 'open',
    "authSecret" TEXT,
    "connectionsVersion" INTEGER NOT NULL DEFAULT 0,
    "taskModel" TEXT,
    "userKeys" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_InstanceSettings" ("authSecret", "connectionsVersion", "id", "signupMode", "updatedAt") SELECT "authSecret", "connectionsVersion", "id", "signupMode", "updatedAt" FROM "InstanceSettings";
DROP TABLE "InstanceSettings";
ALTER TABLE "new_InstanceSettings" RENAME TO "InstanceSettings";
CREATE TABLE "new_Connection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "url" TEXT,
    "keyCipher" TEXT,
    "keyHint" TEXT,
    "vision" BOOLEAN NOT NULL DEFAULT false,
    "models" JSONB,
    "testedAt" DATETIME,
    "ownerId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Connection_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Connection" ("createdAt", "id", "keyCipher", "keyHint", "models", "name", "provider", "testedAt", "updatedAt", "url", "vision") SELECT "createdAt", "id", "keyCipher", "keyHint", "models", "name", "provider", "testedAt", "updatedAt", "url", "vision" FROM "Connection";
DROP TABLE "Connection";
ALTER TABLE "new_Connection" RENAME TO "Connection";
CREATE UNIQUE INDEX "Connection_name_key" ON "Connection"("name");
CREATE INDEX "Connection_ownerId_idx" ON "Connection"("ownerId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

