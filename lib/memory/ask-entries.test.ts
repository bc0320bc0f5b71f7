import { beforeAll, describe, expect, it } from "vitest";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askProject } from "@/lib/knowledge/ask";
import { importDocuments } from "@/lib/knowledge/import";
import { entryNames } from "./ask-view";

useTestDatabase();
let projectId: string;
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
}, 60_000);

describe("a list of plain words is asked word by word when the documents title an entry by each", () => {
  it("finds the words titling an entry, not those only written in prose", async () => {
    const named = await entryNames(projectId, "What are the defaults of spoolsize, retrywait and journal?", [
      "spoolsize",
      "retrywait",
      "journal",
    ]);
    expect([...named].sort()).toEqual(["retrywait", "spoolsize"]);
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
