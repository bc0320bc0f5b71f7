import { describe, expect, it } from "vitest";
import { strikeFacts } from "./merge-conflicts";

describe("strikeFacts", () => {
  it("strikes each superseded fact where the message says it, leaving the rest", () => {
    expect(strikeFacts("The venue is Hall C and the doors open at 6 pm.", ["the doors open at 6 pm."])).toBe(
      "The venue is Hall C and ~~the doors open at 6 pm~~.",
    );
    expect(strikeFacts("Nothing here.", ["A fact said elsewhere."])).toBe("Nothing here.");
    expect(strikeFacts("Plain.", undefined)).toBe("Plain.");
  });
});
