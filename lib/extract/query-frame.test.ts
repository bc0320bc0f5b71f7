import { describe, expect, it } from "vitest";
import { ELLIPSIS_PREPOSITIONS, messageFrame, PART_OPENERS, queryFrame, questionParts } from "./query-frame";

describe("messageFrame", () => {
  it("reads the statements of a message apart from its question", () => {
    expect(messageFrame("The budget is 3000 euros. We rent a car on May 14. Who books the flights?")).toEqual({
      statements: ["The budget is 3000 euros.", "We rent a car on May 14."],
      parts: ["Who books the flights?"],
    });
  });

  it("asks nothing in a message of statements, and keeps a question alone whole", () => {
    expect(messageFrame("The office is in Lyon. We moved in May.")).toEqual({
      statements: ["The office is in Lyon.", "We moved in May."],
      parts: [],
    });
    expect(messageFrame("Where exactly is the office, which city?")).toEqual({
      statements: [],
      parts: ["Where exactly is the office, which city?"],
    });
  });
});

describe("questionParts", () => {
  // Read from the table: every opener after a joiner starts a second part.
  it.each(PART_OPENERS.map((w) => [w]))("splits a question before '%s'", (opener) => {
    expect(questionParts(`Who owns the backend, and ${opener} the mobile app ships?`)).toEqual([
      "Who owns the backend?",
      `${opener.charAt(0).toUpperCase()}${opener.slice(1)} the mobile app ships?`,
    ]);
  });

  // Read from the table: an elliptical part repeats the first with its phrase under the preposition replaced.
  it.each(ELLIPSIS_PREPOSITIONS.map((w) => [w]))("completes an elliptical part opened by '%s'", (p) => {
    expect(questionParts(`What time does the gym open ${p} weekdays, and ${p} weekends?`)).toEqual([
      `What time does the gym open ${p} weekdays?`,
      `What time does the gym open ${p} weekends?`,
    ]);
  });

  it("does not split a list of things or of attributes (no held-out gain when it did)", () => {
    for (const q of [
      "What are the defaults of timeout and retries?",
      "What are the budget and the vendor of project Kalo?",
      "What is the ratio of reads and writes?",
    ])
      expect(questionParts(q)).toEqual([q]);
  });

  it("does not split a coordination inside one part", () => {
    for (const q of ["Who books the flights and the hotel?", "Is the pasta and sauce ready?"])
      expect(questionParts(q)).toEqual([q]);
  });
});

describe("queryFrame: what a question names and asks, worked out once", () => {
  it("gives parts, names, field, kind and words", () => {
    const f = queryFrame("What is the default timeout of Kestrel's gateway, and who maintains CR-4471?");
    expect(f.parts).toHaveLength(2);
    expect(f.named).toEqual(expect.arrayContaining(["kestrel", "cr-4471"]));
    expect(f.names).toContain("Kestrel");
    expect(f.owners).toEqual(["kestrel"]);
    expect(f.asksDefault).toBe(true);
    expect(queryFrame("What is the default timeout of gzip.open?").field).toBe("timeout");
    expect(queryFrame("How many workers can run at once?").counted).toBe("workers");
    expect(queryFrame("How many workers can run at once?").words).not.toContain("mani");
    expect(queryFrame("Which city hosts the review?").kindWords).toContain("city");
  });

  it("is the same object for the same question (every stage reads one frame)", () => {
    expect(queryFrame("Who owns the Heron gateway?")).toBe(queryFrame("Who owns the Heron gateway?"));
    expect(queryFrame("Who owns the Heron gateway?").valueKind).toBe("person");
  });
});
