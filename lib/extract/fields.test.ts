import { describe, expect, it } from "vitest";
import { contentWords } from "@/lib/extract";
import { classify, typeCues } from "./fields";
import { CONTENT_TYPE_CUES, DEFAULT_CONTENT_TYPES } from "./taxonomy";

describe("typeCues", () => {
  it("is the label's words and its cue words, stemmed, for every label asked (memo or not)", () => {
    for (const type of [...DEFAULT_CONTENT_TYPES, "Orchid launch logs", "Orchid launch logs"]) {
      const fresh = new Set(contentWords([type, ...(CONTENT_TYPE_CUES[type] ?? [])].join(" ")));
      expect(typeCues(type)).toEqual(fresh);
    }
    // Two labels never share an entry: a project's own label gets its own words.
    expect(typeCues("Orchid launch logs")).toEqual(new Set(["orchid", "launch", "log"]));
    expect(typeCues("Kestrel rollback plans")).toEqual(new Set(["kestrel", "rollback", "plan"]));
  });

  it("classifies by a project's own labels as by the default ones", () => {
    const text = "# Orchid launch log\n\nThe orchid launch went well; the launch log lists every orchid step.";
    expect(classify(text, ["Orchid launch logs", "Budgets & financial records"])).toEqual(["Orchid launch logs"]);
  });
});
