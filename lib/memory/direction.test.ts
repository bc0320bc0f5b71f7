import { describe, expect, it } from "vitest";
import { conversionSides, rowRunsAsAsked } from "./direction";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { askTree } from "./ask-tree";

describe("the direction of a conversion", () => {
  const q = "Which function turns a local-time struct_time back into seconds since the epoch?";
  it("reads the two sides of the question", () => {
    expect(conversionSides(q)).toEqual({ from: expect.arrayContaining(["struct_time"]), to: ["second", "epoch"] });
    expect(conversionSides("What is the default port?")).toBeNull();
  });
  it("refuses the reverse row, keeps the row that runs as asked and rows without From/To", () => {
    const sides = conversionSides(q);
    expect(
      rowRunsAsAsked("From: seconds since the epoch; To: struct_time in local time; Use: localtime()", sides),
    ).toBe(false);
    expect(rowRunsAsAsked("From: struct_time in local time; To: seconds since the epoch; Use: mktime()", sides)).toBe(
      true,
    );
    expect(rowRunsAsAsked("Name: mktime(); Returns: seconds", sides)).toBe(true);
  });
  it("askTree answers with the row that runs as asked", async () => {
    const table = [
      "# Time",
      "",
      "Use the following functions to convert between time representations:",
      "",
      "| From | To | Use |",
      "| --- | --- | --- |",
      "| seconds since the epoch | struct_time in UTC | gmtime() |",
      "| seconds since the epoch | struct_time in local time | localtime() |",
      "| struct_time in UTC | seconds since the epoch | calendar.timegm() |",
      "| struct_time in local time | seconds since the epoch | mktime() |",
    ].join("\n");
    const tree = await buildTree([{ text: table, sourceRef: "time.html" }], createOfflineEngine());
    const r = await askTree(tree, q, createOfflineEngine());
    expect(r.answer.split("\n")[0]).toContain("mktime()");
  });
});
