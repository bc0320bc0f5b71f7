import { describe, expect, it } from "vitest";
import {
  composeOfflineAnswer,
  findRelevantSentences,
  isCueLabel,
  isQuestion,
  OFFLINE_PHRASES,
  supersedes,
} from "./answer";

describe("isQuestion", () => {
  it.each([
    ["What is the launch code?", true],
    ["what is the launch code", true],
    ["Please tell me the code", true],
    ["Remind me what we decided", true],
    ["Is it live", true],
    ["What's the plan", true],
    ["The launch code is ORCHID-7.", false],
    ["I wonder about lunch.", false],
    ["", false],
  ])("%s -> %s", (text, expected) => {
    expect(isQuestion(text)).toBe(expected);
  });
});

describe("findRelevantSentences", () => {
  const context = [
    "You are a helpful assistant.",
    "The launch code is ORCHID-7. We launch on Friday.\n- Lunch is at noon.",
  ];

  it("finds the sentence covering the query best", () => {
    const [best] = findRelevantSentences(context, "What is the launch code?");
    expect(best.text).toBe("The launch code is ORCHID-7.");
    expect(best.coverage).toBe(1);
  });

  it("rejects a sentence sharing only a common word when the rest is unknown", () => {
    expect(findRelevantSentences(["We launch on Friday."], "What is the launch code?")).toEqual([]);
  });

  it("accepts a sentence matching two query words", () => {
    const hits = findRelevantSentences(
      ["The launch code is ORCHID-7.", "The rocket is ready."],
      "What launch code did we agree for the orbital mission?",
    );
    expect(hits.map((h) => h.text)).toEqual(["The launch code is ORCHID-7."]);
  });

  it("matches identifiers whole or by part", () => {
    expect(findRelevantSentences(context, "Where is ORCHID-7 used?")[0].text).toBe("The launch code is ORCHID-7.");
    expect(findRelevantSentences(context, "orchid?")[0].text).toBe("The launch code is ORCHID-7.");
  });

  it("returns nothing for a query without content words", () => {
    expect(findRelevantSentences(context, "What is it?")).toEqual([]);
  });
});

describe("supersedes", () => {
  it("recognises updates phrased in varied ways, framed by a cue label or not", () => {
    expect(supersedes("The billing review moved to Porto.", "The billing review is in Lisbon.")).toBe(true);
    expect(
      supersedes("The billing launch moved from 3 May 2026 to 21 June 2026.", "The billing launch is on 3 May 2026."),
    ).toBe(true);
    expect(
      supersedes(
        "Dana Ruiz no longer owns the billing migration; Kofi Lindgren owns the billing migration now.",
        "Dana Ruiz owns the billing migration.",
      ),
    ).toBe(true);
    expect(
      supersedes(
        "We rotated the demo password; the demo password is now ONYX-1935.",
        "The demo password is TEAL-4410.",
      ),
    ).toBe(true);
    expect(
      supersedes(
        "Update: We decided to use Postgres for the event bus.",
        "Decisions: We decided to use Temporal for the event bus.",
      ),
    ).toBe(true);
  });

  it("reads 'X moved from <old> to <new>' as an update without the earlier's verb, for a question with it too", () => {
    const query = "For when is the kiln firing booked?";
    const earlier = "The kiln firing is booked for Friday the 6th.";
    const later = "The kiln firing moved from Friday the 6th to Monday the 9th.";
    expect(supersedes(later, earlier)).toBe(true);
    expect(supersedes(later, earlier, query)).toBe(true);
    // Naming the old value is not enough when the words differ: another thing moved.
    expect(supersedes("The glaze order moved from Friday the 6th to Monday the 9th.", earlier)).toBe(false);
  });

  it("keeps apart what the question tells apart, and two fields of one header", () => {
    const query = "Which port does the billing service listen on?";
    expect(
      supersedes("The exports service listens on port 9516.", "The billing service listens on port 6758.", query),
    ).toBe(false);
    expect(
      supersedes("The billing service listens on port 7001 now.", "The billing service listens on port 6758.", query),
    ).toBe(true);
    expect(supersedes("Owner: Dana Ruiz", "Reviewer: Kofi Lindgren")).toBe(false);
    // A short number after a word names the thing, it is not its value.
    expect(supersedes("Service 5 runs on host node-105.internal.", "Service 3 runs on host node-103.internal.")).toBe(
      false,
    );
    expect(
      supersedes("Service 3 now runs on host node-205.internal.", "Service 3 runs on host node-103.internal."),
    ).toBe(true);
  });

  it("a cue label is not a field label", () => {
    expect(isCueLabel("Update")).toBe(true);
    expect(isCueLabel("We changed our minds")).toBe(true);
    expect(isCueLabel("Owner")).toBe(false);
  });
});

describe("composeOfflineAnswer", () => {
  it("answers a question asked in other words: the asker's adverb and answer kind are not required", () => {
    const answer = composeOfflineAnswer({
      context: ["Hi there.", "The office is in Lyon.", "We meet on Mondays."],
      query: "Where exactly is the office, which city?",
    });
    expect(answer).toContain("> The office is in Lyon.");
    expect(composeOfflineAnswer({ context: ["We launch on Friday."], query: "What is the launch code?" })).toMatch(
      /^I don't know/,
    );
  });

  it("reads a Markdown table row as header: cell pairs, never quoting the raw row", () => {
    const answer = composeOfflineAnswer({
      context: ["Here are the limits:\n\n| key | limit |\n|---|---|\n| alpha | 1 |\n| beta | 2 |"],
      query: "What is the limit of beta?",
    });
    expect(answer).toContain("key: beta; limit: 2");
    expect(answer).not.toContain("|");
  });

  it("quotes only the latest value when an update is phrased as a move", () => {
    const answer = composeOfflineAnswer({
      context: ["The billing review is in Lisbon.", "Lunch is at noon.", "The billing review moved to Porto."],
      query: "Where is the billing review?",
    });
    expect(answer).toBe(`${OFFLINE_PHRASES.found}\n\n> The billing review moved to Porto.`);
  });

  it("quotes the latest statement of a fact that was updated", () => {
    const answer = composeOfflineAnswer({
      context: ["The launch code was ORCHID-7.", "Lunch is at noon.", "Update: the launch code is now LILY-3."],
      query: "What is the launch code?",
    });
    expect(answer).toBe(`${OFFLINE_PHRASES.found}\n\n> Update: the launch code is now LILY-3.`);
  });

  it("quotes relevant sentences in context order", () => {
    const answer = composeOfflineAnswer({
      context: [
        "The Heron gateway runs in eu-west-1.",
        "Lunch is at noon.",
        "The Heron gateway is owned by Sam Okafor.",
      ],
      query: "Tell me about the Heron gateway",
    });
    expect(answer).toBe(
      `${OFFLINE_PHRASES.found}\n\n> The Heron gateway runs in eu-west-1.\n\n> The Heron gateway is owned by Sam Okafor.`,
    );
  });

  it("never quotes an earlier question back as the answer", () => {
    const answer = composeOfflineAnswer({
      context: ["What is the launch code?", "I am not sure yet."],
      query: "What is the launch code?",
    });
    expect(answer).toBe(`I don't know: nothing in this branch's context mentions "launch code".`);
    const found = composeOfflineAnswer({
      context: ["What is the launch code?", "The launch code is ORCHID-7."],
      query: "So what is the launch code?",
    });
    expect(found).toBe(`${OFFLINE_PHRASES.found}\n\n> The launch code is ORCHID-7.`);
  });

  it("a code for another system does not update the one asked about", () => {
    expect(
      supersedes("The code for ORCHID-9 is 55.", "The code for ORCHID-7 is 44.", "What is the code for ORCHID-7?"),
    ).toBe(false);
    expect(supersedes("The launch code is now LILY-3.", "The launch code was ORCHID-7.")).toBe(true);
    expect(supersedes("Lunch is at 12:30.", "The launch code was ORCHID-7.")).toBe(false);
    expect(
      supersedes(
        "Another memory regression in the Wren app was reported by QA.",
        "The memory regression in the Wren app was traced to commit 00eebb8.",
      ),
    ).toBe(false);
    expect(
      supersedes("Update: Marta Lindgren owns the search migration.", "Tobias Baptiste owns the search migration."),
    ).toBe(true);
  });

  it("says plainly it does not know, naming the topic as written", () => {
    expect(composeOfflineAnswer({ context: ["Lunch is at noon."], query: "What is the launch code?" })).toBe(
      `I don't know: nothing in this branch's context mentions "launch code".`,
    );
    expect(composeOfflineAnswer({ context: [], query: "Is ORCHID-7 valid?" })).toContain('"ORCHID-7 valid"');
    expect(composeOfflineAnswer({ context: [], query: "Why?" })).toBe(
      "I don't know: nothing in this branch's context answers that.",
    );
  });

  it("acknowledges statements, relating them to the context when it can", () => {
    expect(composeOfflineAnswer({ context: [], query: "The launch code is ORCHID-7." })).toBe(OFFLINE_PHRASES.noted);
    expect(
      composeOfflineAnswer({ context: ["The launch code is ORCHID-7."], query: "The launch code changed today." }),
    ).toBe(`${OFFLINE_PHRASES.relatedToStatement}\n\n> The launch code is ORCHID-7.`);
  });

  it("never quotes its own earlier framing", () => {
    const earlier = composeOfflineAnswer({ context: [], query: "What is the launch code?" });
    expect(composeOfflineAnswer({ context: [earlier, OFFLINE_PHRASES.noted], query: "What is the launch code?" })).toBe(
      earlier,
    );
  });

  it("handles an empty message", () => {
    expect(composeOfflineAnswer({ context: ["Anything."], query: "  " })).toBe(OFFLINE_PHRASES.empty);
  });
});
