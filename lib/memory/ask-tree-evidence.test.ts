import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";

const engine = createOfflineEngine();
const filler = (topic: string) =>
  Array.from(
    { length: 12 },
    (_, i) =>
      `Note ${i + 1} on ${topic}: the setting is read once at start-up and changes need a restart of the daemon.`,
  ).join(" ");

describe("askTree carries a runner-up the learned order cannot tell from the first", () => {
  it("quotes both neighbouring entries, each within half the answer, so the one holding the value is read", async () => {
    const doc = [
      "# Reference",
      "## spool_retain_days",
      `Type: number; Default: 14. The limit in days on how long the spooler keeps the files of finished jobs. ${filler("spool_retain_days")}`,
      "## spool_retain_count",
      `Type: number; Default: 250. The limit on finished jobs the spooler keeps; the oldest go first. ${filler("spool_retain_count")}`,
      "## printer_timeout",
      "Type: number; Default: 30. Seconds to wait for a printer before giving up.",
    ].join("\n\n");
    const t = await buildTree([{ text: doc, sourceRef: "spooler.html" }], engine);
    // Both entries hold every word asked; the days' entry ranks first, the count's close behind.
    // An answer of 900 characters: room for one whole entry, or for half of each.
    const r = await askTree(t, "What is the default limit on finished jobs the spooler keeps?", engine, {
      maxAnswer: 900,
    });
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("Default: 14");
    expect(r.answer).toContain("Default: 250");
    expect(r.answer.length).toBeLessThanOrEqual(900);
  });
});

describe("askTree reads the closest passages in the learned order when none answers the whole question", () => {
  it("quotes first the entry stating a value of the kind asked, before a news item sharing the rare words", async () => {
    const docs = [
      {
        sourceRef: "manual.html",
        text: [
          "# Manual",
          "## 3.12. sync_keepalive",
          "Type: number Default: 300",
          "The longest time in seconds the client waits before polling open sync connections, so the server does not close them first. Servers may close an idle sync connection after 30 minutes.",
          "## 3.13. sync_idle",
          "Type: boolean Default: no",
          "When set, the client uses the sync IDLE extension to learn of new items.",
        ].join("\n\n"),
      },
      {
        sourceRef: "NEWS",
        text: [
          "# NEWS",
          "## 2.1",
          "The sync idle code drops the connection to the server sooner.",
          "## 2.0",
          "Idle sync connections to a server are polled.",
        ].join("\n\n"),
      },
    ];
    const t = await buildTree(docs, engine);
    const r = await askTree(t, "After how long may the server drop an idle sync connection?", engine);
    expect(r.status).not.toBe("none");
    const firstQuote = r.answer.split("\n").find((line) => line.startsWith("> ")) ?? "";
    expect(firstQuote).toContain("30 minutes");
  });
});

describe("askTree: a count said in other words", () => {
  it("answers a count with the entry that counts the thing without naming it, when the order puts it first", async () => {
    const doc = [
      "# Relay options",
      "## 4. Private options for the relay transport",
      "batch_hold | Use: relay | Type: boolean | Default: false\n\nWhen set, recipients of one message are held back until the batch is complete; the number of recipients a held batch reaches is logged.",
      "batch_max_rcpt | Use: relay | Type: integer | Default: 75\n\nThis option limits the number of RCPT commands sent in one message transaction by the relay.",
    ].join("\n\n");
    const t = await buildTree([{ text: doc, sourceRef: "relay.html" }], engine);
    const r = await askTree(
      t,
      "By default, how many recipients does one message transaction of the relay carry?",
      engine,
    );
    expect(r.status).toBe("complete");
    const firstQuote = r.answer.split("\n").find((line) => line.startsWith("> ")) ?? "";
    expect(firstQuote).toContain("Default: 75");
  });
});
