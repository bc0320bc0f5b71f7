import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";

const engine = createOfflineEngine();

describe("askTree never answers with a neighbour's value", () => {
  it("does not take a later section's value as an update of the asked one", async () => {
    // Same words, another section of the same document: a neighbour, not a newer value.
    const doc = "# Services\n\n## Ingest\n\nThe default port is 7001.\n\n## Export\n\nThe default port is 7002.";
    const t = await buildTree([{ text: doc, sourceRef: "services.md" }], engine);
    const r = await askTree(t, "What is the default port of the ingest service?", engine);
    expect(r.answer).toMatch(/^> The default port is 7001/);
    expect(r.answer).not.toContain("7002");
  });

  it("still takes a later document's restatement as the current value", async () => {
    const t = await buildTree(
      [
        { text: "# Gateway\n\nThe Heron gateway listens on port 7001.", sourceRef: "2023.md" },
        { text: "# Gateway\n\nThe Heron gateway now listens on port 7005.", sourceRef: "2024.md" },
      ],
      engine,
    );
    const r = await askTree(t, "Which port does the Heron gateway listen on?", engine);
    expect(r.answer).toContain("7005");
  });

  it("does not take another document's table row with the same columns as an update of the asked row", async () => {
    // Each parameter of each module has its own one-row table (rsyslog's manual): the same columns,
    // another key, another entity.
    const param = (module: string, name: string, row: string, prose: string) => ({
      text: `# ${module}: module\n\n## ${name}\n\ntype | default | mandatory\n\n${row}\n\n${prose}`,
      sourceRef: `${module}.html`,
    });
    const t = await buildTree(
      [
        param("omwrite", "ioBufferSize", "size | 4 KiB | no", "Size of the buffer omwrite writes output through."),
        param("imread", "ignoreOlderThan", "integer | 0 | no", "Ignores a file not written for that many seconds."),
      ],
      engine,
    );
    const r = await askTree(t, "How large is the buffer omwrite writes output through by default?", engine);
    expect(r.answer).toContain("4 KiB");
    expect(r.answer).not.toContain("integer");
  });
});

describe("askTree's status is honest about the asked field", () => {
  const doc =
    "# gzip\n\n## gzip.open\n\nThe mode argument of gzip.open defaults to 'rb'. The compresslevel argument defaults to 9.\n\n## Command line\n\nThe command line interface listens to no port; it reads standard input.";
  it("answers 'none' when no passage states the asked field of the entity", async () => {
    const t = await buildTree([{ text: doc, sourceRef: "gzip.md" }], engine);
    const r = await askTree(t, "What is the default timeout of the gzip.open function?", engine);
    expect(r.status).toBe("none");
    const port = await askTree(t, "What is the default port of gzip.open?", engine);
    expect(port.status).toBe("none");
  });

  it("answers 'complete' when one passage holds the entity and the field with its value", async () => {
    const t = await buildTree([{ text: doc, sourceRef: "gzip.md" }], engine);
    const r = await askTree(t, "What is the default mode of gzip.open?", engine);
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("'rb'");
  });
});
