import { describe, expect, it } from "vitest";
import { contentWords } from "@/lib/extract";
import { classify, rankTypes, typeCues } from "./fields";
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

  it("scores as counting every word would (only the cues' counts are kept), on default and own labels", () => {
    // The rule as written before: every content word and compound part counted, then each type's cues read.
    const reference = (text: string, taxonomy: readonly string[]) => {
      const counts = new Map<string, number>();
      for (const w of contentWords(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
      return rankTypes(taxonomy, counts, new Set(contentWords(text.slice(0, 200))));
    };
    const texts = [
      "# Meeting notes\n\nDecision: we ship on Friday. Action item: Dana will update the budget-plan.\n- budget review\n- risk log",
      "## Incident report\n\nThe outage began at 09:14; root cause: a stale cache. Postmortem follows. Invoice INV-204 paid.",
      "| Setting | Default |\n|---|---|\n| timeout | 30 s |\n\nConfiguration reference for the API endpoints.",
      "Orchid launch log: the orchid-launch went well, launch logs attached.",
    ];
    let found = 0;
    for (const taxonomy of [DEFAULT_CONTENT_TYPES, ["Orchid launch logs", "Budgets & financial records", "Risk logs"]])
      for (const text of texts) {
        expect(classify(text, taxonomy)).toEqual(reference(text, taxonomy));
        found += classify(text, taxonomy).length;
      }
    expect(found).toBeGreaterThan(4); // types were found, not only empty lists
  });
});
