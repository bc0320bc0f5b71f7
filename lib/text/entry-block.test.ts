import { describe, expect, it } from "vitest";
import { entryBlock } from "./entry-block";

describe("entryBlock", () => {
  it("writes a role heading and the text", () => {
    expect(entryBlock({ role: "assistant", content: "Hi." })).toBe("### Assistant\n\nHi.");
  });
});
