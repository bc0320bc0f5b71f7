import { describe, expect, it } from "vitest";
import { getEnv } from "@/lib/env";
import { redactSecrets, safeProviderMessage } from "./redact";

const env = getEnv({
  OPENAI_COMPATIBLE_API_KEY: "plainsecretvalue42",
  ANTHROPIC_API_KEY: "zzz-anthropic-XYZ",
} as unknown as NodeJS.ProcessEnv);

describe("redactSecrets", () => {
  it("removes every configured key by value, whatever its shape", () => {
    const text = redactSecrets("Invalid key plainsecretvalue42 (also zzz-anthropic-XYZ)", env);
    expect(text).not.toContain("plainsecretvalue42");
    expect(text).not.toContain("zzz-anthropic-XYZ");
  });

  it("removes bearer tokens and key-shaped strings", () => {
    expect(redactSecrets("Authorization: Bearer abc.def.ghijklmnop", env)).toBe("Authorization: Bearer [redacted]");
    expect(redactSecrets("bad sk-proj-ABCDEFGH12345678", env)).toBe("bad [redacted]");
    expect(redactSecrets('{"api_key":"q8w7e6r5t4y3"}', env)).not.toContain("q8w7e6r5t4y3");
  });
});

describe("safeProviderMessage", () => {
  const refused = Object.assign(new TypeError("fetch failed"), {
    cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:11434"), { code: "ECONNREFUSED" }),
  });

  it("hides internal addresses from non-admins and names the server", () => {
    const text = safeProviderMessage(refused, { providerName: "Ollama" });
    expect(text).toBe("The model server at Ollama could not be reached.");
  });

  it("shows admins the detail", () => {
    expect(safeProviderMessage(refused, { admin: true, providerName: "Ollama" })).toContain("10.0.0.7:11434");
  });
});
