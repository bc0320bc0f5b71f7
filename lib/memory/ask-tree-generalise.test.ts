import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
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
