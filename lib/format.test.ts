import { describe, expect, it } from "vitest";
import { plural } from "./format";

describe("plural", () => {
  it("puts the noun in the count's number", () => {
    expect(plural(1, "step")).toBe("1 step");
    expect(plural(0, "step")).toBe("0 steps");
    expect(plural(11, "step")).toBe("11 steps");
    expect(plural(1, "leaf", "leaves")).toBe("1 leaf");
    expect(plural(2_500, "leaf", "leaves")).toBe("2,500 leaves");
  });
});
