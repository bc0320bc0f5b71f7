import { describe, expect, it } from "vitest";
import { escapeRegExp, wholeWordPattern } from "./regexp";

describe("escapeRegExp", () => {
  it("matches the text literally, special characters and all", () => {
    const text = "a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o";
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp("3.11")).test("3x11")).toBe(false);
  });
});

describe("wholeWordPattern", () => {
  it("matches a word only where no letter or digit touches it", () => {
    expect(wholeWordPattern("WAL").test("the WAL file")).toBe(true);
    expect(wholeWordPattern("WAL").test("WALK")).toBe(false);
    expect(wholeWordPattern("Python").test("Python's struct module")).toBe(true);
    expect(wholeWordPattern("Python").test("CPython")).toBe(false);
    expect(wholeWordPattern("c++").test("in c++ code")).toBe(true);
    expect("Python and Python".replace(wholeWordPattern("Python", "g"), "it")).toBe("it and it");
  });
});
