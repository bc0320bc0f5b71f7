import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { retrievePassages } from "./retrieve";

describe("terms naming a whole document", () => {
  it("let a passage of the document satisfy the product's name it does not repeat", async () => {
    const engine = createOfflineEngine();
    // Paragraphs of 300 characters or more stay passages of their own.
    const long = (s: string) =>
      `${s} ${"It is described in this chapter with examples and notes for readers. ".repeat(5)}`;
    const manual = [
      `# Datatypes\n\n${long("Each value stored in an SQLite database has a storage class.")}`,
      long("SQLite uses dynamic typing. SQLite compares values by class."),
      long("Values in SQLite are small. SQLite stores them compactly."),
      "- INTEGER. The value is a signed integer, stored in 0 to 8 bytes.\n- REAL. The value is a floating point value, stored as an 8-byte IEEE floating point number.",
    ].join("\n\n");
    const other = "# Gadget\n\nThe Gadget stores REAL numbers in 4 bytes.";
    const t = await buildTree(
      [
        { text: manual, sourceRef: "datatypes.md" },
        { text: other, sourceRef: "gadget.md" },
      ],
      engine,
    );
    const { hits } = retrievePassages(t, "To store a REAL value, how many bytes does SQLite use?");
    const real = hits.find((h) => h.passage.text.startsWith("REAL."));
    expect(real?.missing).toEqual([]);
    const gadget = hits.find((h) => h.passage.sourceRef === "gadget.md");
    expect(gadget?.missing).toEqual(["sqlit"]);
  });
});
