import { existsSync } from "node:fs";
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "@/lib/db/queries/jobs";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { KNOWLEDGE_IMPORT, SPOOL_ORPHAN_AGE_MS, sweepOrphanSpools } from "./import-job";
import { readSpool, spoolDir, writeSpool } from "./spool";

useTestDatabase();

const doc = (name: string) => ({ name, format: "md" as const, text: `# ${name}\n\nThe relay runs at dawn.` });
const fileOf = (id: string) => join(spoolDir(), `${id}.json`);
/** Makes a file look written `ms` ago. */
const age = (path: string, ms: number) => utimes(path, new Date(Date.now() - ms), new Date(Date.now() - ms));

describe("the sweep of orphaned upload spool files", () => {
  let dir: string;
  const saved = process.env.ATTACHMENTS_DIR;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "canopy-spool-"));
    process.env.ATTACHMENTS_DIR = dir;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.ATTACHMENTS_DIR;
    else process.env.ATTACHMENTS_DIR = saved;
    await rm(dir, { recursive: true, force: true });
  });

  it("removes old files no queued or running import holds, and keeps held, finished-job and young ones", async () => {
    const held = await writeSpool([doc("held.md")]);
    const orphan = await writeSpool([doc("orphan.md")]);
    const young = await writeSpool([doc("young.md")]);
    const ofFinished = await writeSpool([doc("finished.md")]);
    const tmp = join(spoolDir(), `${orphan.id.slice(0, 35)}0.json.0000.tmp`);
    await writeFile(tmp, "{");
    const stranger = join(spoolDir(), "notes.txt");
    await writeFile(stranger, "not ours");
    await insertJob(KNOWLEDGE_IMPORT, { spool: held }, { title: "Import held.md", maxAttempts: 3 });
    const done = await insertJob(
      KNOWLEDGE_IMPORT,
      { spool: ofFinished },
      { title: "Import finished.md", maxAttempts: 3 },
    );
    const { getDb } = await import("@/lib/db/client");
    await getDb().job.update({ where: { id: done.id }, data: { status: "succeeded" } });
    for (const path of [fileOf(held.id), fileOf(orphan.id), fileOf(ofFinished.id), tmp, stranger])
      await age(path, SPOOL_ORPHAN_AGE_MS + 60_000);

    expect(await sweepOrphanSpools()).toBe(3);
    expect(existsSync(fileOf(orphan.id))).toBe(false);
    expect(existsSync(fileOf(ofFinished.id))).toBe(false);
    expect(existsSync(tmp)).toBe(false);
    expect((await readSpool(held.id))[0].name).toBe("held.md");
    expect((await readSpool(young.id))[0].name).toBe("young.md");
    expect(existsSync(stranger)).toBe(true); // not a spool file's name: never touched
    expect(await sweepOrphanSpools()).toBe(0);
  });

  it("is a no-op before the first upload (no spool directory)", async () => {
    await rm(spoolDir(), { recursive: true, force: true });
    expect(await sweepOrphanSpools()).toBe(0);
  });
});
