import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "@/scripts/db-tests.mjs";

// The PostgreSQL pass of `npm test` runs only these files: a file that reaches the database and is
// missed here would never run on PostgreSQL.
describe("databaseTestFiles", () => {
  const files = new Set(databaseTestFiles());

  it("takes tests of lib/db itself, tests that import it through other modules, and tests that read the database settings", () => {
    expect(files.has("lib/db/queries.test.ts")).toBe(true);
    expect(files.has("lib/tree-ops/merge.test.ts")).toBe(true);
    expect(files.has("lib/jobs/notify.test.ts")).toBe(true);
  });

  it("leaves out pure tests (text heuristics, layout)", () => {
    expect(files.has("lib/extract/claims.test.ts")).toBe(false);
    expect(files.has("lib/graph/layout.test.ts")).toBe(false);
  });
});
