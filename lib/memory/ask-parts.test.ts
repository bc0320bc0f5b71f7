import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
import { askInParts } from "./ask-parts";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import type { NavigationResult } from "./navigate";

const DOCS = [
  {
    text: "# Kestrel relay\n\n## Port\n\nThe Kestrel relay listens on port 7420 unless another port is given.\n\n## Reserved slots\n\nKestrel reserves 12 connection slots for administrators by default.",
    sourceRef: "kestrel.md",
  },
  {
    text: "# Heron gateway\n\n## Owner\n\nThe Heron gateway is maintained by Dana Whitfield.\n\n## Releases\n\nHeron 4.2 was released on 2025-03-14.",
    sourceRef: "heron.md",
  },
];

const result = (status: NavigationResult["status"], answer = "x"): NavigationResult => ({
  answer,
  status,
  citations: [],
  trace: [],
  tokensRead: 1,
  tokensTotal: 10,
  engine: "test",
});

describe("askInParts: a question of several parts, answered part by part", () => {
  it("answers both parts of a two-part question, each retrieved on its own", async () => {
    const tree = await buildTree(DOCS, createOfflineEngine());
    const r = await askTree(
      tree,
      "Which port does the Kestrel relay listen on, and who maintains the Heron gateway?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("7420");
    expect(r.answer).toContain("Dana Whitfield");
    expect(r.parts?.map((p) => p.status)).toEqual(["complete", "complete"]);
    expect(r.answer.length).toBeLessThanOrEqual(1600);
  });

  it("is partial when one part is missing, and names it", async () => {
    const tree = await buildTree(DOCS, createOfflineEngine());
    const r = await askTree(
      tree,
      "Who maintains the Heron gateway, and which CVE did the Zanzibar 9.9 upload fix?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("partial");
    expect(r.answer).toContain("Dana Whitfield");
    expect(r.answer).toMatch(/do not say: Which CVE did the Zanzibar 9\.9 upload fix\?/);
    expect(r.parts?.map((p) => p.status)).toEqual(["complete", "none"]);
  });

  it("retries a missing part widened, with the names the other part gives", async () => {
    const asked: { q: string; widen: boolean }[] = [];
    const r = await askInParts(
      "What is the default port of Kestrel, and how many slots does it reserve?",
      async (q, o) => {
        asked.push({ q, widen: o.widen });
        // Only the retry, which carries the subject, finds the second part.
        return /slots/.test(q) && !/Kestrel/.test(q) ? result("none") : result("complete", q);
      },
    );
    expect(asked).toEqual([
      { q: "What is the default port of Kestrel?", widen: false },
      { q: "How many slots does it reserve?", widen: false },
      { q: "How many slots does it reserve? (Kestrel)", widen: true },
    ]);
    expect(r.status).toBe("complete");
  });

  it("asks a one-part question as it is, and says none when no part is found", async () => {
    const one: string[] = [];
    await askInParts("Who maintains the Heron gateway?", async (q) => {
      one.push(q);
      return result("complete");
    });
    expect(one).toEqual(["Who maintains the Heron gateway?"]);
    const none = await askInParts("Who wrote A, and when was B released?", async () => result("none"));
    expect(none.status).toBe("none");
  });
});
