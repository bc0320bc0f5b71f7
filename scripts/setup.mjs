// Prepares a checkout to run: generates the Prisma client when the schema changed and applies the
// committed migrations to the SQLite database (DATABASE_URL, default file:./data/canopy.db).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, resolve } from "node:path";

process.env.CHECKPOINT_DISABLE = "1";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const url = process.env.DATABASE_URL ?? "file:./data/canopy.db";
process.env.DATABASE_URL = url;

const prisma = resolve("node_modules/.bin/prisma");
const run = (args) => execFileSync(prisma, args, { stdio: ["ignore", "inherit", "inherit"], env: process.env });

const schema = readFileSync("prisma/schema.prisma");
const hash = createHash("sha256").update(schema).digest("hex");
const stamp = "lib/db/generated/.schema-hash";
if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== hash) {
  run(["generate"]);
  writeFileSync(stamp, hash);
}

if (url.startsWith("file:")) mkdirSync(dirname(resolve(url.slice("file:".length))), { recursive: true });
run(["migrate", "deploy"]);
