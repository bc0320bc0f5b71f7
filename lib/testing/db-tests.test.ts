import { describe, expect, it } from "vitest";
import { databaseTestFiles, PROCESS_STATE, sharedProcessTestFiles } from "@/scripts/db-tests.mjs";

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

// The "shared" vitest project runs these one after another in one process: a file that reaches the
// database or leaves state behind it (a module mock, a stubbed global, a setting written) must not be one.
describe("sharedProcessTestFiles", () => {
  const shared = new Set(sharedProcessTestFiles());

  it("takes pure tests, eval's among them", () => {
    expect(shared.has("lib/extract/claims.test.ts")).toBe(true);
    expect(shared.has("lib/graph/layout.test.ts")).toBe(true);
    expect(shared.has("eval/conflicts.test.ts")).toBe(true);
  });

  it("leaves out every test that reaches the database", () => {
    expect(databaseTestFiles().filter((file) => shared.has(file))).toEqual([]);
  });

  it("leaves out tests that mock a module or write a setting", () => {
    expect(shared.has("lib/memory/recall-bound.test.ts")).toBe(false); // vi.mock
    expect(shared.has("lib/memory/word-vectors.test.ts")).toBe(false); // process.env.X = ...
  });
});

describe("PROCESS_STATE", () => {
  it.each([
    'vi.mock("@/lib/db/client")',
    "vi.doMock(path)",
    'vi.stubGlobal("fetch", fake)',
    'vi.stubEnv("TZ", "UTC")',
    "vi.useFakeTimers()",
    'process.env.CANOPY_X = "1"',
    "process.env.CANOPY_X ??= dir",
    'process.env["CANOPY_X"] = "1"',
    "process.env = { ...saved }",
    "delete process.env.CANOPY_X",
    "Object.assign(process.env, { A: 1 })",
    "globalThis.fetch = fake",
    "global.gc = undefined",
    'Object.defineProperty(globalThis, "crypto", { value })',
    'process.on("unhandledRejection", log)',
  ])("finds state left behind: %s", (source) => {
    expect(PROCESS_STATE.test(source)).toBe(true);
  });

  it.each([
    'process.env.CANOPY_X === "1"',
    "const dir = process.env.CANOPY_X ?? tmpdir()",
    "globalThis.structuredClone(value)",
    'vi.spyOn(console, "warn")',
    "expect(process.env.NODE_ENV).not.toBe(undefined)",
  ])("leaves reading alone: %s", (source) => {
    expect(PROCESS_STATE.test(source)).toBe(false);
  });
});
