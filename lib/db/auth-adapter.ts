import "server-only";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { getDb, getDbKind } from "./client";

/**
 * Better Auth's database: its Prisma adapter over the app's client, for the database kind in use.
 * Better Auth runs its own queries on the user, account, session and verification tables; handing
 * it the client is lib/db's job, so that nothing above lib/db holds the client itself.
 */
export function betterAuthDatabase() {
  return prismaAdapter(getDb(), { provider: getDbKind() === "postgres" ? "postgresql" : "sqlite" });
}
