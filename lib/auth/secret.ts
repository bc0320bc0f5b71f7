import "server-only";
import { randomBytes } from "node:crypto";
import {
  ensureInstanceSettingsRow,
  findInstanceSettings,
  setAuthSecretIfMissing,
} from "@/lib/db/queries/instance-settings";
import { getEnv } from "@/lib/env";

/**
 * Makes sure the instance has a secret to sign session cookies with: nothing to do when
 * BETTER_AUTH_SECRET is set, otherwise one is generated once and kept in the instance settings row,
 * so a fresh `npm start` is secure with no setup. The server calls this at start-up
 * (instrumentation.ts), so no page render has to write it.
 */
export async function ensureAuthSecret(): Promise<void> {
  if (getEnv().BETTER_AUTH_SECRET) return;
  if ((await findInstanceSettings())?.authSecret) return;
  await ensureInstanceSettingsRow();
  // Two processes racing both try; the conditional update keeps the first value and both read it.
  await setAuthSecretIfMissing(randomBytes(32).toString("base64url"));
}

/** The secret that signs session cookies: BETTER_AUTH_SECRET when set, otherwise the stored one. */
export async function authSecret(): Promise<string> {
  const fromEnv = getEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const stored = async () => (await findInstanceSettings())?.authSecret;
  const secret = await stored();
  if (secret) return secret;
  // Only a process that skipped start-up (a script, a test) gets here; it creates the secret once.
  await ensureAuthSecret();
  const created = await stored();
  if (!created) throw new Error("The instance's auth secret could not be stored.");
  return created;
}
