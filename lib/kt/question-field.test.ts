import { describe, expect, it } from "vitest";
import { askedField } from "./question-field";

describe("askedField", () => {
  it("finds the head noun of the field asked of an entity", () => {
    expect(askedField("What is the default timeout of gzip.open?")).toBe("timeout");
    expect(askedField("What is the default compression level of the bz2 module?")).toBe("level");
  });
  it("asks nothing of a value kind, a generic noun, two fields or an instance question", () => {
    expect(askedField("What is the code freeze date of release R12.3?")).toBeNull();
    expect(askedField("What is the default value of SQLITE_MAX_LENGTH?")).toBeNull();
    expect(askedField("What are the budget and the vendor of project Kalo?")).toBeNull();
    expect(askedField("Which command did Bob use to clone Alice's repository?")).toBeNull();
  });
});
