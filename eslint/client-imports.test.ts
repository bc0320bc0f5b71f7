// What must never reach the browser, followed through every import of every client component
// (eslint/client-imports.ts). A client component that imported one label from lib/tree/entries.ts
// once shipped the whole claims and facts tables and the tokenizer's 2 MB vocabulary with the workspace.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { clientReach, importChain, packageOf, valueImports } from "./client-imports";

const root = fileURLToPath(new URL("../", import.meta.url));

/** Server-side only: what it is and why it must stay out of the browser's bundles. */
const SERVER_ONLY: { module: string; why: string }[] = [
  { module: "gpt-tokenizer", why: "its vocabulary is 2 MB of script; token counts come from the server" },
  { module: "lib/text/count-tokens.ts", why: "the tokenizer's wrapper" },
  { module: "lib/extract/", why: "the offline answerer's tables and claims, tens of kilobytes of patterns" },
  { module: "lib/memory/", why: "knowledge trees: server work" },
  { module: "lib/db/", why: "the database" },
  { module: "lib/ai/", why: "providers and keys" },
  { module: "@prisma/client", why: "the database client" },
  { module: "pg", why: "a database driver" },
  { module: "better-sqlite3", why: "a database driver" },
  { module: "sharp", why: "native image code" },
  { module: "tesseract.js", why: "OCR runs on the server" },
  { module: "@modelcontextprotocol/sdk", why: "MCP clients run on the server" },
  { module: "node:", why: "Node's built-ins do not exist in a browser" },
];

const reach = clientReach(root, ["app", "components", "lib"]);

describe("what the browser is sent", () => {
  it("reads value imports only: type imports are erased, re-exports and import() are followed", () => {
    const specs = valueImports(
      "x.ts",
      [
        'import type { A } from "a-types";',
        'import { type B, type C } from "bc-types";',
        'import { type D, e } from "de";',
        'import "side-effect";',
        'export { f } from "./f";',
        'export type { G } from "./g";',
        'const lazy = () => import("lazy");',
      ].join("\n"),
    );
    expect(specs.sort()).toEqual(["./f", "de", "lazy", "side-effect"]);
    expect(packageOf("@scope/name/sub")).toBe("@scope/name");
    expect(packageOf("node:fs")).toBe("node:");
  });

  it("starts at every client component and follows lib modules through", () => {
    expect(reach.modules.get("components/chat/message.tsx")).toBeNull(); // a "use client" module
    expect(reach.modules.has("lib/tree/entries.ts")).toBe(true); // its role labels
    expect(importChain(reach, "lib/tree/entries.ts").at(-1)).toMatch(/^components\//);
    expect(reach.packages.has("@xyflow/react")).toBe(true);
    // A server action's module is a reference in the browser, never its code.
    expect([...reach.modules.keys()].filter((m) => m.startsWith("lib/actions/"))).toEqual([]);
  });

  it.each(SERVER_ONLY)("never $module ($why)", ({ module }) => {
    const modules = [...reach.modules.keys()].filter((m) => m.startsWith(module));
    const packages = [...reach.packages.keys()].filter((p) => p === module);
    const chains = [
      ...modules.map((m) => importChain(reach, m).join(" <- ")),
      ...packages.map((p) => `${p} <- ${importChain(reach, reach.packages.get(p)!).join(" <- ")}`),
    ];
    expect(chains).toEqual([]);
  });
});
