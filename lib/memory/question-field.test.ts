import { describe, expect, it } from "vitest";
import { askedField } from "@/lib/extract/question-field";

describe("askedField", () => {
  it("finds the head noun of the field asked of an entity", () => {
    expect(askedField("What is the default timeout of the gzip.open function?")).toBe("timeout");
    expect(askedField("What is the default compression level of Python's bz2 module?")).toBe("level");
  });
  it("asks nothing of a value kind, a generic noun, two fields or an instance question", () => {
    expect(askedField("What is the code freeze date of release R12.3?")).toBeNull();
    expect(askedField("What value does SQLITE_MAX_LENGTH have by default?")).toBeNull();
    expect(askedField("What are the budget and the vendor of project Kalo?")).toBeNull();
    expect(askedField("Which command did Bob run to clone Alice's repository?")).toBeNull();
  });
});

describe("the kind of value asked", () => {
  it("a 'which' question asks for a name even when its words evoke a number", async () => {
    const { buildTree } = await import("./build");
    const { createOfflineEngine } = await import("./offline-engine");
    const { questionConstraints } = await import("./retrieve");
    const { passageIndex } = await import("./passage-index");
    const index = passageIndex(
      await buildTree([{ text: "# Notes\n\nNothing.", sourceRef: "n.md" }], createOfflineEngine()),
    );
    // No number is asked by a 'which' question naming something: the name-asked cue keeps it from the number row.
    expect(
      questionConstraints(index, "Which compile-time option puts a limit on the size of memory allocations?").valueKind,
    ).toBe("any");
    const kind = (q: string) => questionConstraints(index, q).valueKind;
    expect(kind("Which version added the size limit?")).toBe("number");
    expect(kind("What did SQLite 3.38.0 add to its date and time functions?")).toBe("any");
    expect(kind("What is the release date of R12.3?")).toBe("number");
  });
});
