import { describe, expect, it } from "vitest";
import { cleanInput, cleanText, isWellFormedText, stripNul, stripNulDeep } from "./text-input";

describe("stripNul / stripNulDeep", () => {
  it("removes NUL from strings, keys and nested values without touching the input", () => {
    const input = { "na\0me": "a\0b", list: ["\0", 1, null, { deep: "c\0" }], when: new Date(0), ok: true };
    const out = stripNulDeep(input);
    expect(out).toEqual({ name: "ab", list: ["", 1, null, { deep: "c" }], when: new Date(0), ok: true });
    expect(input["na\0me"]).toBe("a\0b");
    expect(stripNul("plain")).toBe("plain");
  });

  it("keeps shared and cyclic references, and walks deep values without recursion", () => {
    const shared: Record<string, unknown> = { t: "x\0" };
    shared.self = shared;
    const out = stripNulDeep({ a: shared, b: shared });
    expect(out.a).toBe(out.b);
    expect((out.a as Record<string, unknown>).self).toBe(out.a);
    let deep: unknown = "z\0";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let back = stripNulDeep(deep);
    for (let i = 0; i < 100_000; i++) back = (back as unknown[])[0];
    expect(back).toBe("z");
  });

  it("does not let a __proto__ key change the copy's prototype", () => {
    const out = stripNulDeep(JSON.parse('{"__proto__": {"polluted": true}}') as object);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__"]);
  });
});

describe("cleanText / cleanInput: text must be valid Unicode (issue 32, finding 6)", () => {
  it("refuses a lone surrogate anywhere (high, low, in a key, deep), as 400 invalid:unicode", () => {
    for (const bad of ["x \ud800 y", "\udc00", "end\ud83d"]) {
      expect(isWellFormedText(bad)).toBe(false);
      expect(() => cleanText(bad)).toThrow(expect.objectContaining({ code: "invalid:unicode", status: 400 }));
    }
    expect(() => cleanInput({ list: [{ deep: "a\ud800" }] })).toThrow(/valid Unicode/);
    expect(() => cleanInput({ ["k\udfff"]: 1 })).toThrow(/valid Unicode/);
  });

  it("keeps well-formed text (pairs, emoji, accents) and still removes NUL", () => {
    expect(cleanText("caf\u00e9 \ud83d\ude00 \u2603")).toBe("café 😀 ☃");
    expect(cleanInput({ t: "a\0b", n: 3 })).toEqual({ t: "ab", n: 3 });
  });
});
