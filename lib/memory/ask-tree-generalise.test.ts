import { describe, expect, it } from "vitest";
import { askTree, namesAsWritten } from "./ask-tree";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";

const engine = createOfflineEngine();

describe("askTree: a product named with its release", () => {
  it("finds a release-note item that does not repeat the product's name, in that product's notes only", async () => {
    const t = await buildTree(
      [
        {
          text: "# Release 15\n\nZeta 15 contains many new features.\n\n- Increase cache_mult default to 2.0 (Ann Lee)\n\n- Remove the legacy backup mode (Bo Chan)",
          sourceRef: "release-15.html",
        },
        {
          text: "# Omega release notes\n\n## Omega 15\n\n- Raise cache_mult default to 4.0 (Cy Dahl)",
          sourceRef: "omega-notes.html",
        },
      ],
      engine,
    );
    const r = await askTree(t, "What is the new default of cache_mult in Zeta 15?", engine);
    expect(r.status).toBe("complete");
    expect(r.answer).toMatch(/^> Increase cache_mult default to 2\.0/);
    const omega = await askTree(t, "What is the new default of cache_mult in Omega 15?", engine);
    expect(omega.answer).toMatch(/^> Raise cache_mult default to 4\.0/);
    // The product is named, but not with a release: its name is not given by the release's headings.
    const none = await askTree(t, "What is the new default of cache_mult in Zeta 16?", engine);
    expect(none.status).toBe("none");
  });
});

describe("askTree: a product's name runs through its pages", () => {
  it("lets a table row that does not repeat the product's name answer for it", async () => {
    const page = (topic: string) =>
      `# ${topic}\n\n- Zeta keeps ${topic} in memory.\n- Zeta writes ${topic} to disk at night.\n- Zeta logs every ${topic} change.`;
    const t = await buildTree(
      [
        { text: page("sessions"), sourceRef: "sessions.md" },
        { text: page("queues"), sourceRef: "queues.md" },
        // Another product's pages, where "storage" is an everyday word.
        ...["disks", "caches", "snapshots", "backups"].map((topic) => ({
          text: `# ${topic}\n\n- Omega puts ${topic} in storage.\n- Omega moves ${topic} between storage tiers.\n- Omega sizes storage for ${topic}.`,
          sourceRef: `omega-${topic}.md`,
        })),
        {
          text:
            "# Numeric types\n\n- Zeta has three integer types.\n- Zeta checks their ranges.\n- Zeta rejects overflow.\n\n" +
            "Name | Storage Size | Range\n\nsmallint | 2 bytes | -32768 to +32767\n\nbigint | 8 bytes | very large",
          sourceRef: "types.md",
        },
        {
          text: "# Zeta limits\n\nA Zeta row of 1,600 bigint columns would consume 12800 bytes and not fit in a page.",
          sourceRef: "limits.md",
        },
      ],
      engine,
    );
    const r = await askTree(t, "How much room does a bigint need in Zeta?", engine);
    expect(r.answer).toMatch(/^> Name: bigint; Storage Size: 8 bytes/);
  });
});

describe("namesAsWritten", () => {
  it("leaves out a product's name that runs through its manual, unless written in capitals", () => {
    const products = new Set(["sqlit", "string"]);
    expect(namesAsWritten("How do I keep databases open at once in the SQLite shell?", ["sqlit"], products)).toEqual(
      [],
    );
    expect(namesAsWritten("Which affinity does a declared type of STRING get?", ["string"], products)).toEqual([
      "string",
    ]);
    expect(namesAsWritten("What does WAL mean?", ["wal"], products)).toEqual(["wal"]);
  });
});

describe("askTree: a name right after the question word", () => {
  it("is a constraint ('Which CVE ...'): notes that name no CVE do not answer", async () => {
    const t = await buildTree(
      [
        {
          text: "# Release 15.1\n\n- Fix failure to remove large tables (Tom Lane)\n- Fix a crash in replication workers (Amit Kapila)",
          sourceRef: "release-15-1.html",
        },
        { text: "# Security\n\nThe 3.2 release fixed CVE-2020-10735 in the parser.", sourceRef: "security.md" },
      ],
      engine,
    );
    const r = await askTree(t, "Which CVE was fixed in release 15.1?", engine);
    expect(r.status).toBe("none");
  });
});
