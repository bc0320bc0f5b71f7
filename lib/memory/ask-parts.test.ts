import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
import { askInParts, joinParts, titlesEntry } from "./ask-parts";
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

/** An ask that records each question it is given and answers it complete (with `answer(q)`, else the question). */
function recording(answer: (q: string) => string = (q) => q) {
  const asked: string[] = [];
  return { asked, ask: async (q: string) => (asked.push(q), result("complete", answer(q))) };
}

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
      "What is the default port of Kestrel, and how many slots does its Osprey plugin reserve?",
      async (q, o) => {
        asked.push({ q, widen: o.widen });
        // Only the retry, which carries the subject, finds the second part.
        return /slots/.test(q) && !/Kestrel/.test(q) ? result("none") : result("complete", q);
      },
    );
    expect(asked).toEqual([
      { q: "What is the default port of Kestrel?", widen: false },
      { q: "How many slots does its Osprey plugin reserve?", widen: false },
      { q: "How many slots does its Osprey plugin reserve? (Kestrel)", widen: true },
    ]);
    expect(r.status).toBe("complete");
  });

  it("asks a later part naming nothing capitalised of its own with the first part's name", async () => {
    const { asked, ask } = recording();
    await askInParts("Which port does Kestrel bind first, and how many spare workers start with it?", ask);
    await askInParts("What port does Kestrel use, and when was Heron 4.2 released?", ask);
    // An identifier is no product: nothing is carried from "CVE-2021-4471".
    await askInParts("Who found CVE-2021-4471, and since which release are colours given in hex?", ask);
    expect(asked).toEqual([
      "Which port does Kestrel bind first?",
      "How many spare workers start with it? (Kestrel)",
      "What port does Kestrel use?",
      "When was Heron 4.2 released?",
      "Who found CVE-2021-4471?",
      "Since which release are colours given in hex?",
    ]);
  });

  it("answers one field asked of two named things, each on its own, within the bound", async () => {
    const docs = [
      {
        text: "# Heron settings\n\n## spool_limit\n\nDefault: spool_limit 4096 entries. The spool holds queued jobs.\n\n## retry_wait\n\nDefault: retry_wait 45 seconds. Heron waits this long between retries.",
        sourceRef: "heron-settings.md",
      },
      ...DOCS,
    ];
    const tree = await buildTree(docs, createOfflineEngine());
    const r = await askTree(tree, "What are Heron's default spool_limit and retry_wait?", createOfflineEngine());
    expect(r.parts?.map((p) => p.question)).toEqual([
      "What is Heron's default spool_limit?",
      "What is Heron's default retry_wait?",
    ]);
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("4096");
    expect(r.answer).toContain("45 seconds");
    expect(r.answer.length).toBeLessThanOrEqual(1500);
  });

  it("asks a list of plain words word by word when the documents title an entry by each, else whole", async () => {
    const question = "What are the defaults of Heron's spoolsize and retrywait?";
    const { asked, ask } = recording((q) => `> ${q}\n[heron.md › ${q}]`);
    const split = await askInParts(question, ask, 1500, { entries: async (w) => new Set(w) });
    expect(split.parts?.map((p) => p.question)).toEqual([
      "What is the default of Heron's spoolsize?",
      "What is the default of Heron's retrywait?",
    ]);
    asked.length = 0;
    // One word titling no entry: asked as it is.
    const whole = await askInParts(question, ask, 1500, { entries: async () => new Set(["spoolsize"]) });
    expect(asked).toEqual([question]);
    expect(whole.parts).toBeUndefined();
  });

  it("leaves a mechanism out only when its options say so, never by the environment", async () => {
    const question = "What are the defaults of Heron's spoolsize and retrywait?";
    const ask = async (q: string) => result("complete", `> ${q}\n[heron.md › ${q}]`);
    const entries = async (w: string[]) => new Set(w);
    const before = process.env.CANOPY_PARTS_WITHOUT;
    process.env.CANOPY_PARTS_WITHOUT = "entries,distinct";
    try {
      expect((await askInParts(question, ask, 1500, { entries })).parts).toHaveLength(2);
    } finally {
      if (before === undefined) delete process.env.CANOPY_PARTS_WITHOUT;
      else process.env.CANOPY_PARTS_WITHOUT = before;
    }
    expect((await askInParts(question, ask, 1500, { entries, without: ["entries"] })).parts).toBeUndefined();
  });

  it("splits a plain list in the tree walk too when the tree's headings title each word, not a list of words in prose", async () => {
    const docs = [
      {
        text: "# Heron settings\n\n## spoolsize\n\nDefault: 4096 entries. The spool holds queued jobs.\n\n## retrywait\n\nDefault: 45 seconds. Heron waits this long between retries.\n\n## Workers\n\nA worker reads the spool and writes the journal.",
        sourceRef: "heron-settings.md",
      },
      ...DOCS,
    ];
    const tree = await buildTree(docs, createOfflineEngine());
    const r = await askTree(tree, "What are the defaults of Heron's spoolsize and retrywait?", createOfflineEngine());
    expect(r.parts?.map((p) => p.question)).toEqual([
      "What is the default of Heron's spoolsize?",
      "What is the default of Heron's retrywait?",
    ]);
    expect(r.answer).toContain("4096 entries");
    expect(r.answer).toContain("45 seconds");
    const whole = await askTree(tree, "Which files does a worker read and write?", createOfflineEngine());
    expect(whole.parts).toBeUndefined();
  });

  it("asks again, wider, a part answered only by the passage another part quoted, and quotes each passage once", async () => {
    const shared = "> Heron keeps 4096 entries in its spool.\n[heron.md › Spool]";
    const other = "> Heron waits 45 seconds between retries.\n[heron.md › Retries]";
    const asked: { q: string; widen: boolean }[] = [];
    const r = await askInParts(
      "How big is Heron's spool, and how long does Heron wait between retries?",
      async (q, o) => {
        asked.push({ q, widen: o.widen });
        // The second part's first try finds the first part's passage again; its wider retry, its own.
        return result("complete", /retries/.test(q) && o.widen ? other : shared);
      },
    );
    expect(asked.map((a) => a.widen)).toEqual([false, false, true]);
    expect(r.status).toBe("complete");
    expect(r.answer.split("4096 entries").length).toBe(2);
    expect(r.answer).toContain("45 seconds");
  });

  it("points a part to the passage above when no other passage answers it, and quotes it once", async () => {
    const shared = "> Heron 4.2 added spool compaction and was released on 2025-03-14.\n[heron.md › 4.2]";
    const r = await askInParts(
      "Which Heron release added spool compaction, and when was Heron 4.2 released?",
      async () => result("complete", shared),
    );
    expect(r.status).toBe("complete");
    expect(r.answer.split("2025-03-14").length).toBe(2);
    expect(r.answer).toContain("The passage quoted above answers it too.");
  });

  it("asks a part pointing back with the subject an earlier part names", async () => {
    const { asked, ask } = recording();
    await askInParts("How many slots does the kestrel daemon reserve, and what is its default port?", ask);
    expect(asked).toEqual(["How many slots does the kestrel daemon reserve?", "What is its default port? (kestrel)"]);
  });

  it("asks a part pointing back with the identifier an earlier part names, and a part naming nothing with the product only", async () => {
    const { asked, ask } = recording();
    await askInParts("What does spool_limit bound in heron's relay, and what is its default?", ask);
    await askInParts("What is the default of heron's spool_limit, and how long may a job wait?", ask);
    expect(asked).toEqual([
      "What does spool_limit bound in heron's relay?",
      "What is its default? (heron spool_limit)",
      "What is the default of heron's spool_limit?",
      "How long may a job wait? (heron)",
    ]);
  });

  it("asks a part pointing back at the first part's release with the release it found", async () => {
    const asked: string[] = [];
    const r = await askInParts("Which Heron version added spool_limit, and when was it released?", async (q) => {
      asked.push(q);
      return q.startsWith("Which")
        ? result("complete", "> Heron 4.2: added spool_limit.\n[heron.md › Releases 3.0]")
        : result("complete", "2025-03-14");
    });
    expect(asked).toEqual(["Which Heron version added spool_limit?", "When was it released? (Heron 4.2)"]);
    expect(r.status).toBe("complete");
  });

  it("takes the release from the first part's citation when its quote names none", async () => {
    const asked: string[] = [];
    await askInParts("Which upload of heron fixed the spool leak, and when was it uploaded?", async (q) => {
      asked.push(q);
      return result(
        "complete",
        "> Fix the spool leak [ Dana Whitfield ] (Closes: #4471)\n[heron-changelog › heron (4.2-1) stable]",
      );
    });
    expect(asked[1]).toBe("When was it uploaded? (heron 4.2-1)");
  });

  it("retries a part asked with a carried subject as the part says it, when the first try misses", async () => {
    const asked: { q: string; widen: boolean }[] = [];
    const r = await askInParts(
      "How many slots does the kestrel daemon reserve, and which port does it use?",
      async (q, o) => {
        asked.push({ q, widen: o.widen });
        return q.includes("(kestrel)") ? result("none") : result("complete", q);
      },
    );
    expect(asked.slice(1)).toEqual([
      { q: "Which port does it use? (kestrel)", widen: false },
      { q: "Which port does it use?", widen: true },
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

describe("titlesEntry: a short title names an entry, a heading of prose does not", () => {
  it.each([
    ["spoolsize", "spoolsize", true],
    ["3.393. timeout", "timeout", true],
    ["spoolsize count", "spoolsize", true],
    ["spool [minwait seconds | maxwait seconds | spoolsize count]", "maxwait", true],
    ["set errorcolor [bold,]fgcolor,bgcolor", "errorcolor", true],
    ["--retrywait=<seconds>", "retrywait", true],
    ["How to safely reload the configuration without downtime", "reload", false],
    ["Is it safe to restart and reload?", "reload", false],
    ["Reload the configuration first.", "reload", false],
    ["Heron settings", "spoolsize", false],
    ["Workers and the spool they read", "spool", false],
  ])("'%s' titles '%s': %s", (heading, word, titles) => {
    expect(titlesEntry(["Heron manual", heading], word)).toBe(titles);
  });
});

describe("joinParts: the parts' answers within the bound, each part's evidence in turns", () => {
  const piece = (words: number, cite: string) => `> ${"word ".repeat(words).trim()}.\n[${cite}]`;
  it("takes every part's first passage before any part's second, the part shown least first", () => {
    const a = [piece(60, "a.md › one"), piece(60, "a.md › two"), piece(60, "a.md › three")].join("\n\n");
    const b = [piece(10, "b.md › one"), piece(60, "b.md › two")].join("\n\n");
    const out = joinParts(["Part A?", "Part B?"], [result("complete", a), result("complete", b)], [], 1000);
    expect(out.length).toBeLessThanOrEqual(1000);
    expect(out).toContain("[a.md › one]");
    expect(out).toContain("[b.md › one]");
    // B was shown least after the first turn: its second passage comes before A's second.
    expect(out).toContain("[b.md › two]");
    expect(out).not.toContain("[a.md › three]");
    expect(out.indexOf("**Part A?**")).toBeLessThan(out.indexOf("**Part B?**"));
  });

  it("cuts a first passage too long for its share at a word, keeping its citation, and names what is missing", () => {
    const long = piece(400, "a.md › long");
    const out = joinParts(
      ["Part A?", "Part B?", "Part C?"],
      [result("complete", long), result("complete", piece(5, "b.md › one")), result("none")],
      ["Part C?"],
      900,
    );
    expect(out.length).toBeLessThanOrEqual(900);
    expect(out).toMatch(/word…\n\[a\.md › long\]/);
    expect(out).toContain("[b.md › one]");
    expect(out).toMatch(/The documents do not say: Part C\?$/);
    expect(out).not.toContain("**Part C?**");
  });

  it("cuts a long first passage to the run of its sentences holding most of the part's words", () => {
    const filler = "The spool keeps its replies in order for the worker pool. ".repeat(12);
    const long = `> ${filler}The heron gateway forwards at most 40 queued replies by default. ${filler}\n[a.md › heron]`;
    const asked = ["How many replies does the heron gateway forward?", "Part B?"];
    const out = joinParts(asked, [result("complete", long), result("complete", piece(5, "b.md › one"))], [], 700);
    expect(out.length).toBeLessThanOrEqual(700);
    // The sentence on the part's words is quoted, marked as cut before and after, its citation kept.
    expect(out).toMatch(
      /> …The heron gateway forwards at most 40 queued replies by default\.[^\n]*…\n\[a\.md › heron\]/,
    );
    // A passage opening on the part's words is cut from its start, as before.
    const head = `> The heron gateway forwards at most 40 queued replies by default. ${filler}\n[a.md › heron]`;
    const again = joinParts(asked, [result("complete", head), result("complete", piece(5, "b.md › one"))], [], 700);
    expect(again).toContain("> The heron gateway forwards at most 40");
    expect(again).not.toContain("> …");
  });
});
