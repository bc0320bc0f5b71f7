import { describe, expect, it } from "vitest";
import { decryptKey, encryptKey, maskKey } from "./crypto";

describe("connection keys at rest", () => {
  it("round-trips with the same secret, and every encryption differs (random IV)", () => {
    const a = encryptKey("sk-proj-abc123def4564f2a", "secret-one");
    const b = encryptKey("sk-proj-abc123def4564f2a", "secret-one");
    expect(a).not.toBe(b);
    expect(a).not.toContain("abc123");
    expect(decryptKey(a, "secret-one")).toBe("sk-proj-abc123def4564f2a");
  });

  it("refuses another secret and a tampered text with a message saying what to do", () => {
    const stored = encryptKey("sk-live-key-000000001234", "secret-one");
    expect(() => decryptKey(stored, "secret-two")).toThrow(/Enter the key again/);
    const [v, iv, tag, body] = stored.split(".");
    const bytes = Buffer.from(body!, "base64url");
    bytes[0] = bytes[0]! ^ 0xff; // one byte of the ciphertext changed, always
    const flipped = bytes.toString("base64url");
    expect(() => decryptKey([v, iv, tag, flipped].join("."), "secret-one")).toThrow(/cannot be decrypted/);
    expect(() => decryptKey("plain-text", "secret-one")).toThrow(/cannot be decrypted/);
  });

  it("masks a key to its prefix and last four characters, and a short key to dots", () => {
    expect(maskKey("sk-proj-abcdef1234564f2a")).toBe("sk-...4f2a");
    expect(maskKey("AIzaSyD-abcdefghijklmn9xyz")).toBe("...9xyz");
    expect(maskKey("short")).toBe("••••");
  });
});
