import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { getEnv } from "../env";

/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set, otherwise one generated on
 * first use and kept in the instance settings row, so a fresh `npm start` is secure with no setup.
 */
export async function authSecret(): Promise<string> {
  const fromEnv = getEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const db = getDb();
  // Two instances starting at once both find no row and both insert: the loser reads the winner's row.
  const row = await db.instanceSettings
    .upsert({ where: { id: "instance" }, create: { id: "instance" }, update: {} })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return db.instanceSettings.findUniqueOrThrow({ where: { id: "instance" } });
      throw error;
    });
  if (row.authSecret) return row.authSecret;
  const secret = randomBytes(32).toString("base64url");
  // Two processes racing both write; the row keeps one value and every process reads it back.
  await db.instanceSettings.updateMany({ where: { id: "instance", authSecret: null }, data: { authSecret: secret } });
  return (await db.instanceSettings.findUniqueOrThrow({ where: { id: "instance" } })).authSecret ?? secret;
}
