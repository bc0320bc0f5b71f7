import "server-only";
import { resolve } from "node:path";
import { PrismaClient, type Prisma } from "./generated/client";
import { getEnv } from "../env";
import { TunedSQLiteAdapter } from "./sqlite-adapter";

export type Db = PrismaClient;
/** A client inside `$transaction`; queries take one so that callers can compose them atomically. */
export type Tx = Prisma.TransactionClient;

const globalForDb = globalThis as unknown as { canopyDb?: PrismaClient };

/** Resolves "file:./x.db" against the working directory so every entry point opens the same file. */
export function resolveDatabaseUrl(url: string): string {
  return url.startsWith("file:") ? `file:${resolve(url.slice("file:".length))}` : url;
}

/**
 * The Prisma client, one per process (kept on globalThis so that Next's dev reloads reuse it).
 * SQLite through better-sqlite3: no database server, no Rust engine.
 */
export function getDb(): PrismaClient {
  if (!globalForDb.canopyDb) {
    const url = resolveDatabaseUrl(process.env.DATABASE_URL ?? getEnv().DATABASE_URL);
    globalForDb.canopyDb = new PrismaClient({ adapter: new TunedSQLiteAdapter(url) });
  }
  return globalForDb.canopyDb;
}

/** Closes and forgets the client (tests and the command line). */
export async function closeDb(): Promise<void> {
  await globalForDb.canopyDb?.$disconnect();
  globalForDb.canopyDb = undefined;
}
