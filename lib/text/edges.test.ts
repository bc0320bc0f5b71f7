import { describe, expect, it } from "vitest";
import { stripEdges, trimEndWhere, trimStartWhere } from "./edges";

const oneOf = (chars: string) => (ch: string) => chars.includes(ch);

describe("trimEndWhere and trimStartWhere", () => {
  it("drop the run at the edge the test accepts, and nothing else", () => {
    expect(trimEndWhere("these:,;", oneOf(",;:"))).toBe("these");
    expect(trimEndWhere("a,b,", oneOf(","))).toBe("a,b");
    expect(trimStartWhere("((v1.2)", oneOf("("))).toBe("v1.2)");
    expect(trimEndWhere(",,,", oneOf(","))).toBe("");
    expect(trimEndWhere("", oneOf(","))).toBe("");
    expect(trimEndWhere("plain", oneOf(","))).toBe("plain");
  });

  it("read whole code points: a letter outside the basic plane is one character", () => {
    const letter = (c: string) => /\p{L}/u.test(c);
    expect(trimEndWhere("x𝔸", (c) => !letter(c))).toBe("x𝔸");
    expect(trimEndWhere("x𝔸..", (c) => !letter(c))).toBe("x𝔸");
    expect(trimStartWhere("..𝔸x", (c) => !letter(c))).toBe("𝔸x");
  });

  it("strip sets of characters from either edge (stripEdges)", () => {
    expect(stripEdges('("v1.2"),', `("`, `)",`)).toBe("v1.2");
    expect(stripEdges("these:,;", "", ",;:")).toBe("these");
    expect(stripEdges("((x", "(", "")).toBe("x");
  });

  it("agree with the patterns they replace on runs that do not end the text", () => {
    for (const text of [",,,x", "x,,,", ",x,", "", ",", "a, b;: ", "x" + ",".repeat(1000) + "y" + ",,"])
      expect(trimEndWhere(text, oneOf(",;:"))).toBe(text.replace(/[,;:]+$/, ""));
  });
});
