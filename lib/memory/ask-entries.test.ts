import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createProject } from "@/lib/db/queries/projects";
import * as knowledgeQueries from "@/lib/db/queries/knowledge";
import * as askQueries from "@/lib/db/queries/knowledge-ask";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askProject } from "@/lib/knowledge/ask";
import { importDocuments } from "@/lib/knowledge/import";
import { entryNames } from "./ask-view";

// Every query function of the ask's modules wrapped, as it is, in a spy: what a lookup costs is counted.
vi.mock("@/lib/db/queries/knowledge-ask", async (original) => spied(await original()));
vi.mock("@/lib/db/queries/knowledge", async (original) => spied(await original()));
function spied(mod: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(mod).map(([k, v]) => [k, typeof v === "function" ? vi.fn(v as (...a: unknown[]) => unknown) : v]),
  );
}
const calls = (mod: object) =>
  Object.values(mod)
    .filter(vi.isMockFunction)
    .reduce((a, f) => a + f.mock.calls.length, 0);

useTestDatabase();
let projectId: string;
let treeId: string;
const SETTINGS = [
  "# Heron settings",
  "## spoolsize",
  "Default: 4096 entries. The spool holds the jobs waiting for a worker; a full spool refuses new jobs.",
  "## retrywait",
  "Default: 45 seconds. Heron waits this long before it sends a failed job to a worker again.",
  "## Workers",
  "Heron starts one worker per core. A worker reads the spool and writes its results to the journal.",
].join("\n\n");
const NOTES =
  "# Operations notes\n\nThe spool is read by every worker; a job is written once. Backups read the journal nightly.";

beforeAll(async () => {
  projectId = (await createProject({ name: "Entries" })).id;
  await importDocuments(projectId, [
    { name: "heron-settings.md", content: SETTINGS },
    { name: "notes.md", content: NOTES },
  ]);
  treeId = (await knowledgeQueries.findProjectTreeRow(projectId))?.id ?? "";
}, 60_000);

beforeEach(() => vi.clearAllMocks());

describe("a list of plain words is asked word by word when the documents title an entry by each", () => {
  it("finds the words titling an entry, not those only written in prose", async () => {
    const named = await entryNames(treeId, "What are the defaults of spoolsize, retrywait and journal?", [
      "spoolsize",
      "retrywait",
      "journal",
    ]);
    expect([...named].sort()).toEqual(["retrywait", "spoolsize"]);
  });

  it("costs one ranking query per word and one for the passages' headings, read by passage id", async () => {
    const words = ["spoolsize", "retrywait", "journal"];
    await entryNames(treeId, "What are the defaults of spoolsize, retrywait and journal?", words);
    expect(vi.mocked(askQueries.rankPassageCandidates)).toHaveBeenCalledTimes(words.length);
    expect(vi.mocked(askQueries.listPassageHeadings)).not.toHaveBeenCalled();
    expect(calls(askQueries) + calls(knowledgeQueries)).toBe(words.length + 1);
  });

  it("reads the project's tree row once per ask, for the entries and every part's view", async () => {
    const r = await askProject(projectId, "What are the defaults of Heron's spoolsize and retrywait?");
    expect(r.parts).toHaveLength(2);
    expect(vi.mocked(knowledgeQueries.findProjectTreeRow)).toHaveBeenCalledTimes(1);
  });

  it("answers each entry's part, complete, with both values", async () => {
    const r = await askProject(projectId, "What are the defaults of Heron's spoolsize and retrywait?");
    expect(r.parts?.map((p) => p.question)).toEqual([
      "What is the default of Heron's spoolsize?",
      "What is the default of Heron's retrywait?",
    ]);
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("4096 entries");
    expect(r.answer).toContain("45 seconds");
  });

  it("keeps a list whose words title no entry one question", async () => {
    const r = await askProject(projectId, "Which files do the workers read and write?");
    expect(r.parts).toBeUndefined();
  });
});
