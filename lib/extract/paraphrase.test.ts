import { describe, expect, it } from "vitest";
import { contentWords } from "./tokens";
import { contrastsModifier, holdsEveryWord, isSuppliedQuantity, porterStem } from "./paraphrase";

describe("porterStem", () => {
  it.each([
    ["reservations", "reserve"],
    ["hourly", "hour"],
    ["weekly", "week"],
    ["presenting", "present"],
    ["flights", "flight"],
  ])("meets %s with %s", (a, b) => expect(porterStem(a)).toBe(porterStem(b)));

  it("keeps identifiers and numbers as written", () => {
    expect(porterStem("ORCHID-7")).toBe("orchid-7");
    expect(porterStem("2025")).toBe("2025");
  });
});

describe("isSuppliedQuantity", () => {
  it.each([
    ["Do you have a discount for a group of 10 people?", "10", true],
    ["Am I allowed to fly business class on a 4 hour flight?", "4", true],
    ["Is offline mode supported by version 4?", "4", false],
    ["What happens on 12 May?", "12", false],
    ["Which port is 8080?", "8080", false],
  ])("%s (%s) -> %s", (q, n, expected) => expect(isSuppliedQuantity(q, n)).toBe(expected));
});

describe("contrastsModifier", () => {
  const heldIn = (context: string) => {
    const words = new Set(contentWords(context));
    return (w: string) => words.has(w);
  };

  it("takes 'the marketing budget' for another thing than 'the engineering budget'", () => {
    const passage = "The marketing budget for Q3 is 20,000 euros.";
    expect(contrastsModifier("What is our engineering budget for Q3?", passage, heldIn(passage))).toBe(true);
  });

  it("lets the asked thing through when the modifier is the context's, an update cue, or absent from the passage", () => {
    const passage = "The marketing budget for Q3 is 20,000 euros.";
    expect(contrastsModifier("What is the marketing budget for Q3?", passage, heldIn(passage))).toBe(false);
    expect(contrastsModifier("What is the new budget for Q3?", passage, heldIn(passage))).toBe(false);
    const dinner = "Dinner reservations are at Casa Nova.";
    expect(contrastsModifier("Where have we reserved dinner?", dinner, heldIn(dinner))).toBe(false);
  });

  it("lets the thing through when `same` says the passage's modifier names what the question's does", () => {
    const passage = "The clay pots go to the kiln in Stroud.";
    const synonyms = (asked: string, said: string) => asked === "earthenware" && said === "clay";
    expect(contrastsModifier("Where are the earthenware pots going?", passage, heldIn(passage))).toBe(true);
    expect(contrastsModifier("Where are the earthenware pots going?", passage, heldIn(passage), synonyms)).toBe(false);
    // Another modifier still is another thing.
    expect(contrastsModifier("Where are the glass pots going?", passage, heldIn(passage), synonyms)).toBe(true);
  });
});

describe("holdsEveryWord", () => {
  it("holds a question's words by either stem, update cues aside", () => {
    expect(holdsEveryWord("What is the hourly rate of Clara now?", "Clara's rate is 12 dollars an hour.")).toBe(true);
    expect(holdsEveryWord("When will Sara fly back?", "Sara is flying to Oslo on Tuesday.")).toBe(false);
  });
});
