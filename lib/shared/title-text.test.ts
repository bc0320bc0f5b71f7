import { describe, expect, it } from "vitest";
import { OFFLINE_PHRASES } from "./offline-phrases";
import { distinctTitle, titleFromPrompt, titleWithoutAside, versionTitle } from "./title-text";

describe("titleFromPrompt", () => {
  it("takes the first sentence's words without greetings or requests", () => {
    expect(titleFromPrompt("Hi! Can you compare Postgres and SQLite for us?")).toBe(
      "Compare Postgres and SQLite for us?",
    );
    expect(titleFromPrompt("**The** launch code is ORCHID-7 and more words")).toBe("The launch code is ORCHID-7 and");
  });

  it("drops the offline engine's framing: a title is about the content, not the engine's words", () => {
    expect(titleFromPrompt(`${OFFLINE_PHRASES.found}\n\n> The budget is 40k for Q3.`)).toBe(
      "The budget is 40k for Q3.",
    );
    expect(titleFromPrompt(`${OFFLINE_PHRASES.relatedToStatement}\n\n> Lunch is at noon.`)).toBe("Lunch is at noon.");
    expect(titleFromPrompt("From here on we plan the budget.")).toBe("From here on we plan the");
  });
});

describe("distinct titles", () => {
  it("marks a repeated title with the first free number, ignoring case", () => {
    expect(distinctTitle("Budget", [])).toBe("Budget");
    expect(distinctTitle("Budget", ["budget"])).toBe("Budget (2)");
    expect(distinctTitle("Budget", ["Budget", "Budget (2)"])).toBe("Budget (3)");
  });

  it("versions: the original is version 1, a repeat is v2, v3, …", () => {
    expect(versionTitle("What is the budget?", ["What is the budget?"])).toBe("What is the budget? (v2)");
    expect(versionTitle("What is the budget?", ["What is the budget?", "What is the budget? (v2)"])).toBe(
      "What is the budget? (v3)",
    );
    expect(versionTitle("What is the Q3 budget?", ["What is the budget?"])).toBe("What is the Q3 budget?");
  });
});

describe("titleWithoutAside", () => {
  it("drops the aside prefix when an aside is kept as a branch", () => {
    expect(titleWithoutAside("Aside: Budget for Q3")).toBe("Budget for Q3");
    expect(titleWithoutAside("Aside")).toBe("New branch");
    expect(titleWithoutAside("Budget")).toBe("Budget");
  });
});
