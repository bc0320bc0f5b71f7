import { describe, expect, it } from "vitest";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { redactAddresses, redactSecrets, safeProviderMessage, toProviderError } from "./redact";

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

  it("removes a provider's organisation and project ids (issue 32, finding 8), not words like org-wide", () => {
    const text = "You exceeded your quota for organization org-AbCdEf123456 in project proj_Q1w2E3r4T5y6.";
    expect(redactSecrets(text, env)).toBe("You exceeded your quota for organization [redacted] in project [redacted].");
    expect(redactSecrets("an org-wide policy for org-administrators", env)).toBe(
      "an org-wide policy for org-administrators",
    );
    const stored = safeProviderMessage(Object.assign(new Error(`Rate limit reached for org-AbCdEf123456`), {}));
    expect(stored).not.toContain("AbCdEf123456");
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

describe("redactAddresses", () => {
  it("removes URLs, IPs, host:port and localhost, and leaves plain words and times alone", () => {
    const text = redactAddresses(
      "boom at http://127.0.0.1:4511/v1, https://api.example.test/x?y=1, 10.0.0.7:11434, [::1]:8080, ollama:11434, localhost:3000 at 10:30 in notes.md",
    );
    expect(text).toBe("boom at [address], [address], [address], [address], [address], [address] at 10:30 in notes.md");
  });
});

describe("toProviderError", () => {
  it("classifies unreachable and failed providers, and redacts an AppError's message", () => {
    const refused = Object.assign(new TypeError("fetch failed"), {
      cause: new Error("connect ECONNREFUSED 10.0.0.7:1"),
    });
    expect(toProviderError(refused)).toMatchObject({ code: "provider:unreachable", status: 502 });
    expect(toProviderError(new Error("boom at http://h:1/v1"))).toMatchObject({
      code: "provider:failed",
      message: "The model provider failed: boom at [address]",
    });
    const timeout = new AppError("provider:timeout", "No answer from http://10.0.0.7:1 in time.");
    expect(toProviderError(timeout)).toMatchObject({
      code: "provider:timeout",
      message: "No answer from [address] in time.",
    });
    const other = new AppError("not_found:node", "That node does not exist.");
    expect(toProviderError(other)).toBe(other);
  });
});
