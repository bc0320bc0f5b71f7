import { describe, expect, it } from "vitest";
import { MEASURE_ROLE_WORDS, measureRoles } from "./measure-roles";

describe("measureRoles", () => {
  it("gives every word and phrase of the table its role, in any case, as a whole word", () => {
    for (const [role, words] of Object.entries(MEASURE_ROLE_WORDS))
      for (const word of words) {
        expect([word, [...measureRoles(`The ${word.toUpperCase()} figure is 40.`)]]).toEqual([word, [role]]);
        // Inside another word it is none ("capital" is no "cap", "maximal" no "max").
        expect([word, [...measureRoles(`The ${word.replaceAll(" ", "")}xyz figure is 40.`)]]).toEqual([word, []]);
      }
  });

  it("reads the roles of sentences of each kind, and none where nothing says one", () => {
    const cases: [string, string[]][] = [
      ["Our plan allows 10,000 requests a day.", ["limit"]],
      ["We're using 1.3 TB of it right now.", ["reached"]],
      ["The goal for the appeal is £5,000.", ["target"]],
      ["The invoice came to £96 in total.", ["total"]],
      ["The budget is 40k.", ["limit"]],
      ["We've collected 430 tins to date.", ["reached"]],
      ["As of this term, groups are 15.", []],
      ["Rent is £925 a month.", []],
    ];
    for (const [text, roles] of cases) expect([text, [...measureRoles(text)]]).toEqual([text, roles]);
  });
});
