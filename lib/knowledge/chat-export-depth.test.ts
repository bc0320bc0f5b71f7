import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { parseDocument } from "./parse";

describe("a chat export nested 50,000 levels deep", () => {
  it("is read with a bounded walk: a clear outcome, never a stack overflow", () => {
    const deep = `[{"role":"user","content":${"[".repeat(50_000)}"buried"${"]".repeat(50_000)}},{"role":"assistant","content":"Shallow answer."}]`;
    let outcome: unknown;
    try {
      outcome = parseDocument("deep.json", deep);
    } catch (error) {
      outcome = error;
    }
    expect(outcome).not.toBeInstanceOf(RangeError);
    if (isAppError(outcome)) expect(outcome.kind).toBe("invalid");
    else expect(JSON.stringify(outcome)).toContain("Shallow answer.");
  });
});
