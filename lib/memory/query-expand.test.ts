import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { passageIndex } from "./passage-index";
import { expandQuery, idiomWords, numberDigits } from "./query-expand";
import { askTree } from "./ask-tree";

describe("expandQuery", () => {
  it("joins two words the documents write as one, and asks for the default in its idioms", async () => {
    const t = await buildTree(
      [
        {
          text: "# Options\n\nfilemode | Open the file in this mode. Defaults to 'a'.\n\nThe web server listens on port 8000.",
          sourceRef: "o.md",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(expandQuery(index, "Which file mode is used unless told otherwise?")).toEqual(["filemode", "default"]);
    expect(expandQuery(index, "Which port does the web server use out of the box?")).toEqual(["default"]);
    // Stop words never join ("for the"), nor a name already written as one ("http.server").
    expect(expandQuery(index, "What is the port for the http.server module by default?")).toEqual([]);
  });
});

describe("expandQuery: 'unless I change it' asks for the default", () => {
  it("reads the asker's own change as the idiom of a default", async () => {
    const t = await buildTree(
      [{ text: "# LimitRequestBody\n\nDefault: LimitRequestBody 1073741824", sourceRef: "core.html" }],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(expandQuery(index, "Unless I change it, what is the biggest request body Apache accepts?")).toContain(
      "default",
    );
    expect(idiomWords("How many clients can connect unless you configure them?")).toEqual(["configur"]);
  });
});

describe("expandQuery: a number written in words", () => {
  it("adds its digits when the documents write them, and the word is no name the documents lack", async () => {
    const t = await buildTree(
      [
        {
          text: "# Root servers\n\nThere are 13 root servers. The number 13 comes from what fits in a 512-byte UDP message.",
          sourceRef: "intro.html",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(numberDigits(index, "Why are there exactly thirteen root servers?")).toEqual(["13"]);
    expect(numberDigits(index, "Why are there fourteen root servers?")).toEqual([]);
    // Not a word a passage must hold; not "one", nor a word inside a compound.
    expect(expandQuery(index, "Why are there exactly thirteen root servers?")).toEqual([]);
    expect(numberDigits(index, "Which one of the thirteen-server lists?")).toEqual([]);
    const r = await askTree(t, "Why are there exactly thirteen root servers?", createOfflineEngine());
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("512-byte UDP message");
  });
});
