import { describe, expect, it } from "vitest";
import { leafPassages } from "./passage-index";
import type { KtNode } from "./types";

const leaf = (id: string, text: string) => ({ id, level: "leaf", sourceRef: "time.html", text }) as KtNode;

describe("leafPassages carries headings from one leaf to the next", () => {
  it("carries a heading that closes a leaf to the next leaf of the document", () => {
    const carry = new Map<string, string[]>();
    leafPassages(
      leaf("a", "# time\n\n## Functions\n\nThe strptime function parses.\n\n### class time.struct_time"),
      carry,
    );
    const next = leafPassages(
      leaf("b", "# time (continued)\n\nThe following values are present:\n\nIndex | Attribute\n--- | ---\n6 | tm_wday"),
      carry,
    );
    expect(next.map((p) => p.headings.at(-1))).toEqual(["class time.struct_time", "class time.struct_time"]);
    expect(next[1]).toMatchObject({ kind: "row", text: "Index: 6; Attribute: tm_wday" });
  });
});
