import { describe, expect, it } from "vitest";
import { MockEmbeddingModelV3 } from "ai/test";
import { askTree } from "./ask-tree";
import { buildTree } from "./build";
import { denseRanking } from "./dense";
import { passageIndex } from "./passage-index";
import { createOfflineEngine } from "./offline-engine";
import { echoEngine } from "./testing";

const MANUAL = [
  "# Limits\n\n## Maximum Number Of Columns\n\nThe SQLITE_MAX_COLUMN parameter bounds the columns of a table. The default setting for SQLITE_MAX_COLUMN is 2000.",
  "## Maximum Number Of Attached Databases\n\nThe number of attached databases is limited to SQLITE_MAX_ATTACHED. It is set to 10 by default and cannot be raised above 125.",
  "## Maximum Length Of A Pattern\n\nThe length of a LIKE pattern is limited to SQLITE_MAX_LIKE_PATTERN_LENGTH bytes. The default value of this limit is 50000.",
  "# Releases\n\nrelease: 3.39.0; date: 2022-06-25; change: RIGHT JOIN support\n\nrelease: 3.40.0; date: 2022-11-16; change: Chacha20 random numbers",
  "# Office\n\nThe office is in Lyon. Visitors sign in at the front desk.",
].join("\n\n");

async function tree() {
  return buildTree([{ text: MANUAL, sourceRef: "manual.md" }], createOfflineEngine());
}

describe("askTree", () => {
  it("a dotted name written another way must have its parts side by side, or name the passage's file", async () => {
    const t = await buildTree(
      [
        {
          text: "# http.postBuffer\n\nThis option changes the size of the buffer used when pushing data over HTTP or HTTPS. The remote server may refuse a large push.",
          sourceRef: "gitfaq.txt",
        },
        {
          text: "# Functions\n\nThe open() function opens a compressed file. Its compresslevel argument defaults to 9.",
          sourceRef: "gzip.html",
        },
        {
          text: "# Serving files\n\nThe HTTP server module listens on port 8000 unless another port is given.",
          sourceRef: "web.md",
        },
      ],
      createOfflineEngine(),
    );
    // "HTTP or HTTPS ... server" scattered through Git's FAQ is not http.server.
    const https = await askTree(t, "By default, which port does http.server use for HTTPS?", createOfflineEngine());
    expect(https.answer).not.toContain("http.postBuffer");
    // "HTTP server" side by side is.
    const port = await askTree(t, "Which port does the http.server module listen on?", createOfflineEngine());
    expect(port.answer).toContain("8000");
    // gzip.html writes gzip.open as "open()".
    const level = await askTree(t, "By default, what compression level does gzip.open use?", createOfflineEngine());
    expect(level.answer).toContain("defaults to 9");
  });

  it("answers with the passage of the asked entity, cited, and refuses the neighbour's value", async () => {
    const t = await tree();
    const r = await askTree(
      t,
      "What value does SQLITE_MAX_LIKE_PATTERN_LENGTH have by default?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("50000");
    expect(r.answer).not.toContain("2000.");
    expect(r.answer).toMatch(/\[manual\.md › .*Maximum Length Of A Pattern\]/);
    const attached = await askTree(t, "By default, what is SQLITE_MAX_ATTACHED set to?", createOfflineEngine());
    expect(attached.answer).toContain("10 by default");
    expect(attached.answer).not.toContain("50000");
  });

  it("among passages of equal coverage, answers with the one writing the asked name as the question does", async () => {
    // Each rule a passage of its own (a paragraph of a few hundred characters), as in SQLite's manual.
    const more =
      " The rule is applied when the table is created and never again later, whatever values the rows hold then." +
      " Applications that depend on it should say so in their schema, and the rule is kept for compatibility with other engines.";
    const rules = [
      "# Type Affinity",
      `If the declared type of a column contains the string "INT" then it is assigned INTEGER affinity.${more}`,
      `If the declared type of a column contains the string "CHAR" or "TEXT" then it has TEXT affinity.${more}`,
      `If the declared type of a column contains the string "REAL" then the column has REAL affinity.${more}`,
      `A column declared as "STRING" gets NUMERIC affinity, not TEXT.${more}`,
    ].join("\n\n");
    const t = await buildTree([{ text: rules, sourceRef: "types.md" }], createOfflineEngine());
    const r = await askTree(t, "Which affinity does a declared type of STRING get?", createOfflineEngine());
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("NUMERIC");
  });

  it("is never below plain search: the full-text ranking's first passage follows the chosen evidence", async () => {
    const text = [
      "# Sharing",
      "Note that Bob does not need to give the path to Alice's repository in the pull command; when he cloned it, Git stored its location in the configuration, and that location is used for pulls. The same holds for every clone made later, and the stored location can be changed at any time in the configuration file of the clone, without touching the original one or its history in any way at all.",
      "Bob clones Alice's repository with the clone command of Bob's shell: git clone /home/alice/project myrepo. It makes a new directory myrepo holding a working tree and its own history, which can be changed without touching the original one; later changes come in by pulls.",
    ].join("\n\n");
    const t = await buildTree([{ text, sourceRef: "tutorial.md" }], createOfflineEngine());
    const ids = passageIndex(t).passages.map((p) => p.id);
    expect(ids).toHaveLength(2);
    const q = "Which command did Bob run to clone Alice's repository?";
    // Another ranking of the fusion (the database's, a dense model) prefers the note: plain search's
    // first passage, holding the question's words as well, still follows it.
    const r = await askTree(t, q, createOfflineEngine(), { extra: [{ name: "dense", ids: [ids[0]], weight: 4 }] });
    expect(r.status).not.toBe("none");
    expect(r.answer.length).toBeLessThanOrEqual(1600);
    expect(r.answer).toContain("Note that Bob");
    expect(r.answer).toContain("git clone /home/alice/project myrepo");
  });

  it("quotes a text written twice once, under both places it stands", async () => {
    const line = "spool.retry_wait: seconds the heron relay waits before it retries a delivery; default value: 45";
    const text = ["# Relay options", line, "Other options of the relay follow below.", line].join("\n\n");
    const t = await buildTree([{ text, sourceRef: "relay.md" }], createOfflineEngine());
    expect(passageIndex(t).passages.filter((p) => p.text.includes("retry_wait")).length).toBe(2);
    const r = await askTree(t, "How long does the heron relay wait before retrying a delivery?", createOfflineEngine());
    expect(r.answer).toContain("default value: 45");
    expect(r.answer.split("retry_wait").length - 1).toBe(1);
    expect(r.answer).toContain("[relay.md › Relay options, row 1]\n[relay.md › Relay options, row 2]");
  });

  it("answers a two-constraint question from the row that satisfies both", async () => {
    const r = await askTree(await tree(), "When was release 3.40.0 published (date)?", createOfflineEngine());
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("2022-11-16");
    expect(r.answer).not.toContain("2022-06-25");
    expect(r.answer).toMatch(/row 2/);
  });

  it("answers a question in other words from the window's sentence", async () => {
    const r = await askTree(await tree(), "Where exactly is the office, which city?", createOfflineEngine());
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("Lyon");
  });

  it("says none after reading nothing when the question names what no document mentions", async () => {
    const t = await tree();
    for (const q of ["What is the default of SQLITE_MAX_SCHEMA_RETRY?", "When was release 3.41.2 published?"]) {
      const r = await askTree(t, q, createOfflineEngine());
      expect(r.status).toBe("none");
      expect(r.tokensRead).toBe(0);
    }
  });

  it("is none when no passage names the question's two entities together", async () => {
    const r = await askTree(
      await tree(),
      "What is the default of SQLITE_MAX_COLUMN for the Lyon office?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("none");
  });

  it("is none when no passage of the entity states a value of the asked kind at all (a date)", async () => {
    // The documents do not answer: as with a size, a span of time or a person, no date anywhere about the entity is "none".
    const r = await askTree(await tree(), "When was SQLITE_MAX_COLUMN introduced?", createOfflineEngine());
    expect(r.status).toBe("none");
  });

  it("reads a small share of the tree", async () => {
    const t = await tree();
    const r = await askTree(t, "What is the default setting of SQLITE_MAX_COLUMN?", createOfflineEngine());
    expect(r.answer).toContain("2000");
    // The passages read are counted (when read: an index counts none of its passages' tokens up front).
    expect(r.tokensRead).toBeGreaterThan(0);
    expect(r.tokensRead).toBeLessThan(r.tokensTotal / 2);
  });

  it("lets a model answer from the cited passages only", async () => {
    const seen: string[] = [];
    const model = echoEngine({
      async answer({ text }) {
        seen.push(text);
        return { status: "complete", answer: "2000 [manual.md › Limits]" };
      },
    });
    const r = await askTree(await tree(), "What is the default setting of SQLITE_MAX_COLUMN?", model);
    expect(r).toMatchObject({ status: "complete", answer: "2000 [manual.md › Limits]" });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain("The default setting for SQLITE_MAX_COLUMN is 2000.");
    expect(seen[0]).toMatch(/\[manual\.md › .*Maximum Number Of Columns\]/);
    expect(seen[0]).not.toContain("Lyon");
  });

  it("retries a part a model leaves partial by walking more paths of the tree, only when widened", async () => {
    const run = async (widen: boolean) => {
      const texts: string[] = [];
      const model = echoEngine({
        async answer({ text }) {
          texts.push(text);
          return texts.length === 1
            ? { status: "partial", answer: "Part of it." }
            : { status: "complete", answer: "2000 [manual.md › Limits]" };
        },
      });
      const r = await askTree(await tree(), "What is the default setting of SQLITE_MAX_COLUMN?", model, {
        whole: true,
        widen,
      });
      return { r, calls: texts.length };
    };
    const narrow = await run(false);
    expect(narrow).toMatchObject({ calls: 1, r: { status: "partial", answer: "Part of it." } });
    const wide = await run(true);
    expect(wide.calls).toBeGreaterThan(1);
    expect(wide.r).toMatchObject({ status: "complete", answer: "2000 [manual.md › Limits]" });
    expect(wide.r.trace.some((s) => s.level === "leaf" && s.action === "read")).toBe(true);
  });

  it("fuses dense retrieval from an embedding model (mock)", async () => {
    const t = await tree();
    // A toy embedding: one dimension per word of interest, so "city" lands on the office passage.
    const words = ["office", "lyon", "city", "column", "attached", "pattern", "release"];
    const vector = (text: string) =>
      words.map((w) => (text.toLowerCase().includes(w) || (w === "city" && /lyon/i.test(text)) ? 1 : 0));
    const model = new MockEmbeddingModelV3({
      maxEmbeddingsPerCall: 1000,
      doEmbed: async ({ values }) => ({ embeddings: values.map(vector), warnings: [] }),
    });
    const dense = await denseRanking(t, "Which city?", model);
    expect(dense.name).toBe("dense");
    const r = await askTree(t, "Which city is the office in?", createOfflineEngine(), { extra: [dense] });
    expect(r.answer).toContain("Lyon");
    expect(model.doEmbedCalls.length).toBe(2); // the passages once, the question once
    await denseRanking(t, "Which city?", model);
    expect(model.doEmbedCalls.length).toBe(3); // passages cached per tree and model
  });
});
