import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors";

/**
 * Connection keys at rest: AES-256-GCM with a key derived from the instance secret
 * (BETTER_AUTH_SECRET, or the one generated and stored at first start) by HKDF-SHA256, so the
 * server and the command line, reading the same secret, agree with nothing else configured.
 * Stored form: "v1.<iv>.<tag>.<ciphertext>", each base64url. Pure: the caller passes the secret.
 */

const VERSION = "v1";
const INFO = "canopy/connection-keys/v1";

/** The derived key of the last secret seen (one secret per instance; a reload decrypts every key). */
let derived: { secret: string; key: Buffer } | null = null;

function derive(secret: string): Buffer {
  if (derived?.secret !== secret)
    derived = { secret, key: Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.alloc(0), INFO, 32)) };
  return derived.key;
}

/** Encrypts a provider key with the instance secret. */
export function encryptKey(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

/**
 * Decrypts a stored key.
 *
 * @throws AppError internal:connection_key when the secret changed or the text was tampered with
 */
export function decryptKey(stored: string, secret: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw unreadable();
  try {
    const decipher = createDecipheriv("aes-256-gcm", derive(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw unreadable();
  }
}

function unreadable() {
  return new AppError(
    "internal:connection_key",
    "A connection's key cannot be decrypted: the instance secret (BETTER_AUTH_SECRET) changed since it was saved. Enter the key again.",
  );
}

/**
 * The form of a key people see: its prefix up to the first dash (at most 3 characters), then its
 * last 4 characters ("sk-...4f2a"); a short key shows only dots, so nothing of it leaks.
 *
 * @example
 * maskKey("sk-proj-abcdef1234564f2a"); // "sk-...4f2a"
 */
export function maskKey(key: string): string {
  if (key.length < 12) return "••••";
  const dash = key.indexOf("-");
  const prefix = dash > 0 && dash <= 3 ? key.slice(0, dash + 1) : "";
  return `${prefix}...${key.slice(-4)}`;
}
