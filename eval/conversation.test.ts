import { describe, expect, it } from "vitest";
import { OFFLINE_PHRASES } from "@/lib/shared/offline-phrases";
import { declines } from "./conversation";

describe("declines (the long-history check's questions about what was never said)", () => {
  it("takes the offline engine's refusal and a model's plain words for declining", () => {
    expect(declines(`${OFFLINE_PHRASES.unknownPrefix} mentions "bike store code".`)).toBe(true);
    expect(declines("I don't know: the conversation never gives the gate code.")).toBe(true);
    expect(declines("The conversation doesn't mention a photographer's name.")).toBe(true);
  });

  it("does not take an answer quoting something for declining", () => {
    expect(declines("From this branch's context:\n\n> The door code for the building is 4471B.")).toBe(false);
    expect(declines("The reception starts at 6 pm.")).toBe(false);
  });
});
