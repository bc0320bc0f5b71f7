import { describe, expect, it } from "vitest";
import { extractStatements, statedTag } from "./statements";

describe("a statement asked to be confirmed", () => {
  it("is the statement, its tag left out", () => {
    expect(statedTag("Our jobs are pinned to Spark 3.5.0, right?")).toBe("Our jobs are pinned to Spark 3.5.0.");
    expect(statedTag("The meeting is at 3pm, isn't it?")).toBe("The meeting is at 3pm.");
  });
  it("leaves a question before the tag, and any other question, a question", () => {
    expect(statedTag("Is it at 3, right?")).toBe("Is it at 3, right?");
    expect(statedTag("Where is the meeting?")).toBe("Where is the meeting?");
  });
  it("joins what an exchange states, though an answer follows it", () => {
    const texts = extractStatements([
      { id: "u", role: "user", content: "Our batch jobs are pinned to Spark 3.5.0, right?" },
      { id: "a", role: "assistant", content: "Correct, that's what the cluster image ships with." },
    ]).map((s) => s.text);
    expect(texts).toContain("Our batch jobs are pinned to Spark 3.5.0.");
  });
  it("is left out when the answer disputes it", () => {
    const texts = extractStatements([
      { id: "u", role: "user", content: "Our batch jobs are pinned to Spark 3.5.0, right?" },
      { id: "a", role: "assistant", content: "No, they are pinned to Spark 3.4.1." },
    ]).map((s) => s.text);
    expect(texts.some((t) => t.includes("3.5.0"))).toBe(false);
    expect(texts).toContain("No, they are pinned to Spark 3.4.1.");
  });
});
