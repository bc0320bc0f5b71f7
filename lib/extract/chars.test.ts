import { describe, expect, it } from "vitest";
import {
  allAs,
  countOf,
  endsAs,
  fromFirst,
  hasDigit,
  holds,
  isDigits,
  isDottedNumber,
  leadingSpaces,
  madeOf,
  squeezeSpaces,
  startsAs,
  startsUpper,
  stripEdges,
  trimTo,
  type CharClass,
} from "./chars";

// Each class with characters of it and characters that are not.
const CLASS_TABLE: { cls: CharClass; examples: string[]; negatives: string[] }[] = [
  { cls: "letter", examples: ["a", "Z", "É", "ß", "語"], negatives: ["7", " ", "-", "_", "²"] },
  { cls: "upper", examples: ["K", "É", "Ω"], negatives: ["k", "é", "7", "語"] },
  { cls: "lower", examples: ["k", "é", "ß"], negatives: ["K", "7", "_"] },
  { cls: "number", examples: ["7", "²", "Ⅳ"], negatives: ["a", ".", " "] },
  { cls: "digit", examples: ["0", "7", "9"], negatives: ["²", "a", "."] },
  { cls: "space", examples: [" ", "\t", "\n", "\u00a0"], negatives: ["a", "_", "-"] },
  { cls: "word", examples: ["a", "Z", "0", "_"], negatives: ["é", "-", ".", " "] },
];

describe("character classes", () => {
  for (const { cls, examples, negatives } of CLASS_TABLE) {
    it(`${cls}: its examples are of it, its negatives are not`, () => {
      for (const ch of examples) {
        expect(allAs(ch, cls), ch).toBe(true);
        expect(startsAs(`${ch}x-`, cls), ch).toBe(true);
        expect(endsAs(`-x${ch}`, cls), ch).toBe(true);
        expect(holds(`--${ch}--`, cls), ch).toBe(true);
      }
      for (const ch of negatives) {
        expect(allAs(ch, cls), ch).toBe(false);
        expect(startsAs(ch, cls), ch).toBe(false);
        expect(endsAs(ch, cls), ch).toBe(false);
      }
    });
  }

  it("reads characters outside the basic plane whole", () => {
    expect(startsAs("𝐀bc", "upper")).toBe(true);
    expect(endsAs("ab𝐀", "upper")).toBe(true);
    expect(allAs("𝐀𝐁", "upper")).toBe(true);
  });

  it("asks several classes at once", () => {
    expect(startsAs("7up", "upper", "number")).toBe(true);
    expect(startsAs("up", "upper", "number")).toBe(false);
    expect(allAs("abc12", "letter", "number")).toBe(true);
    expect(allAs("", "letter")).toBe(false);
    expect(holds("--", "letter", "number")).toBe(false);
  });

  it("trims a text to its first and last character of the classes", () => {
    expect(trimTo("(v1.2),", "letter", "number")).toBe("v1.2");
    expect(trimTo("«café»", "letter")).toBe("café");
    expect(trimTo("--", "letter")).toBe("");
    expect(trimTo("plain", "letter")).toBe("plain");
  });

  it("counts, and the helpers built on the classes", () => {
    expect(countOf("1,024.5", "digit")).toBe(5);
    expect(isDigits("2048")).toBe(true);
    expect(isDigits("2.0")).toBe(false);
    expect(isDigits("")).toBe(false);
    expect(hasDigit("x86_64")).toBe(true);
    expect(hasDigit("none")).toBe(false);
    expect(startsUpper("Émile")).toBe(true);
    expect(startsUpper("émile")).toBe(false);
    expect(squeezeSpaces(" a \n\t b ")).toBe(" a b ");
    expect(leadingSpaces("   x")).toBe(3);
    expect(leadingSpaces("\tx")).toBe(0);
  });
});

describe("isDottedNumber", () => {
  it("reads digits joined by single dots, with at least the groups asked", () => {
    for (const yes of ["15", "3.11", "3.38.0", "2026.11.29"]) expect(isDottedNumber(yes)).toBe(true);
    for (const no of ["", "3.", ".5", "3..1", "v3.1", "3.1a", "3,1", "²"]) expect(isDottedNumber(no)).toBe(false);
    expect(isDottedNumber("3.11", 2)).toBe(true);
    expect(isDottedNumber("3.38.0", 2)).toBe(true);
    expect(isDottedNumber("15", 2)).toBe(false);
  });
});

describe("stripEdges", () => {
  it("strips the given characters at either end, and only there", () => {
    expect(stripEdges('("v1.2"),', `("'`, `)"',.`)).toBe("v1.2");
    expect(stripEdges("“(e.g", `"'“‘([`, "")).toBe("e.g");
    expect(stripEdges("a(b)", "(", ")")).toBe("a(b");
    expect(stripEdges("((", "(", ")")).toBe("");
  });
});

describe("fromFirst", () => {
  it("drops what comes before the first character of the classes", () => {
    expect(fromFirst("- [ ] 2 items", "letter", "number")).toBe("2 items");
    expect(fromFirst("«𝐀»", "upper")).toBe("𝐀»");
    expect(fromFirst("word", "letter")).toBe("word");
    expect(fromFirst("--", "letter")).toBe("");
  });
});

describe("madeOf", () => {
  it("holds a text made of the given characters and classes only", () => {
    expect(madeOf(" | | ", " |")).toBe(true);
    expect(madeOf("|:--|\t", "|:-", "space")).toBe(true);
    expect(madeOf("| a |", "|:-", "space")).toBe(false);
    expect(madeOf("", "-")).toBe(false);
  });
});
