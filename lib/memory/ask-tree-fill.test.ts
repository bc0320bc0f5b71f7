import { describe, expect, it } from "vitest";
import { askTree, fillBudget, sectionMates } from "./ask-tree";
import { passageIndex } from "./passage-index";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";

const engine = createOfflineEngine();
const hit = (id: string, length: number) => ({ passage: { id, text: "x".repeat(length) } });

describe("fillBudget", () => {
  it("adds the next complete passages while the answer has room, never a stale one or one twice", () => {
    const chosen = [hit("a", 300)];
    const full = [hit("a", 300), hit("b", 300), hit("old", 200), hit("c", 300), hit("d", 600)];
    const out = fillBudget(chosen, full, 1500, (h) => h.passage.id === "old");
    expect(out.map((h) => h.passage.id)).toEqual(["a", "b", "c", "d"]);
    expect(fillBudget(chosen, full, 700, () => false).map((h) => h.passage.id)).toEqual(["a", "b"]);
  });
});

describe("askTree fills the answer with the next complete passages", () => {
  it("quotes the passage stating the fact after the best one that only names the topic", async () => {
    const doc = [
      "# Release 15",
      "## Overview",
      "Support for structured server log output using the JSON format.",
      "## Monitoring",
      "Allow server log output in JSON format (Sehrope Sarkuni). The new setting is log_destination = jsonlog.",
      "## Other",
      "Remove the long-deprecated exclusive backup mode.",
    ].join("\n\n");
    const t = await buildTree([{ text: doc, sourceRef: "release-15.html" }], engine);
    const r = await askTree(t, "How do I get the server to write its log as JSON?", engine);
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("jsonlog");
    expect(r.answer).not.toContain("exclusive backup");
  });
});

describe("askTree quotes the section's value the closest passage lacks", () => {
  it("adds the record of the same heading path stating the kind asked", async () => {
    const doc = [
      "# Apache Core Features",
      "## KeepAlive Directive",
      "Description: Enables HTTP persistent connections; Syntax: KeepAlive On|Off; Default: KeepAlive On",
      "## KeepAliveTimeout Directive",
      "Description: Amount of time the server will wait for subsequent requests on a persistent connection; Syntax: KeepAliveTimeout num[ms]; Default: KeepAliveTimeout 5",
      "The number of seconds Apache httpd will wait for a subsequent request on a kept-alive connection before closing it.",
      "## TimeOut Directive",
      "Description: Amount of time the server will wait for certain events; Default: TimeOut 60",
    ].join("\n\n");
    const t = await buildTree([{ text: doc, sourceRef: "core.html" }], engine);
    const r = await askTree(t, "On a kept-alive connection, how long does Apache wait for the next request?", engine);
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("KeepAliveTimeout 5");
  });
});

describe("sectionMates", () => {
  it("gives the other passages of the same document and heading path holding a question word", async () => {
    const doc = [
      "# Event MPM",
      "## How it works",
      "The event model was made possible by the introduction of new APIs into the supported operating systems:",
      "- epoll (Linux)\n- kqueue (BSD)",
      "So these APIs made it possible to write the event MPM.",
      "## Requirements",
      "The event MPM needs threads and operating system APIs.",
    ].join("\n\n");
    const t = await buildTree([{ text: doc, sourceRef: "event.html" }], engine);
    const index = passageIndex(t);
    const first = index.passages.findIndex((p) => p.text.startsWith("The event model"));
    const hit = { passage: index.passages[first], score: 1, satisfied: [], missing: [], coverage: 1, textCoverage: 1 };
    const mates = sectionMates(index, hit, ["api", "epoll"]).map((h) => h.passage.text);
    expect(mates.join(" ")).toContain("epoll (Linux)");
    expect(mates.join(" ")).not.toContain("needs threads");
  });
});

describe("sectionMates: a list's other items are other entities", () => {
  it("gives no sibling item of an item", async () => {
    const doc = "# Releases\n\n- Release 3.40.0 replaced RC4 by Chacha20.\n- Release 3.39.0 added RIGHT JOIN.";
    const t = await buildTree([{ text: doc, sourceRef: "releases.md" }], engine);
    const index = passageIndex(t);
    const hit = { passage: index.passages[0], score: 1, satisfied: [], missing: [], coverage: 1, textCoverage: 1 };
    expect(sectionMates(index, hit, ["releas"])).toEqual([]);
  });
});
