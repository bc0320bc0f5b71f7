import "server-only";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

/** The one row of instance-wide settings. */
const INSTANCE = "instance";

/** The instance's settings row (sign-up mode, stored auth secret), or null before anything was stored. */
export async function findInstanceSettings() {
  return getDb().instanceSettings.findUnique({ where: { id: INSTANCE } });
}

/** Stores the sign-up mode, creating the settings row when missing. */
export async function setSignupModeSetting(signupMode: string): Promise<void> {
  await getDb().instanceSettings.upsert({
    where: { id: INSTANCE },
    create: { id: INSTANCE, signupMode },
    update: { signupMode },
  });
}

/** Creates the settings row with its defaults when missing; a concurrent creation is not an error. */
export async function ensureInstanceSettingsRow(): Promise<void> {
  // Concurrent upserts of a missing row can both insert; the loser's unique violation is harmless.
  await getDb()
    .instanceSettings.upsert({ where: { id: INSTANCE }, create: { id: INSTANCE }, update: {} })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
}

/**
 * Stores `secret` as the auth secret unless one is stored already (a conditional update: of two
 * processes racing, the first value stays). Expects the row to exist ({@link ensureInstanceSettingsRow}).
 */
export async function setAuthSecretIfMissing(secret: string): Promise<void> {
  await getDb().instanceSettings.updateMany({
    where: { id: INSTANCE, authSecret: null },
    data: { authSecret: secret },
  });
}
