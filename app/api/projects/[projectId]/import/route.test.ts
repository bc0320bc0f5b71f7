import { gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import type { ImportResult, KnowledgeView } from "@/lib/knowledge";
import { runJobNow } from "@/lib/jobs/queue";
import { JobRunner } from "@/lib/jobs/runner";
import type { JobView } from "@/lib/jobs/types";
import { importJob } from "@/lib/knowledge/import-job";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createFailingTrigger } from "@/lib/testing/fail-trigger";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { spoolDir } from "@/lib/knowledge/spool";
import { GET } from "@/app/api/projects/[projectId]/knowledge/route";

// Behaviour behind the guard: the caller owns every project (the guard itself: lib/auth/guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);
import { POST } from "./route";

useTestDatabase();

const params = (projectId: string) => ({ params: Promise.resolve({ projectId }) });
const upload = (...files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  return new Request("http://localhost/api/import", {
    method: "POST",
    headers: { origin: "http://localhost" },
    body: form,
  });
};
const paste = (body: unknown) =>
  new Request("http://localhost/api/import", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost" },
    body: JSON.stringify(body),
  });

const runner = new JobRunner([importJob], { progressEveryMs: 0 });

/** The queued job of a 202 answer, run to its end here (the server's runner does it in the app). */
async function finished(response: Response): Promise<JobView> {
  expect(response.status).toBe(202);
  const { job } = (await response.json()) as { job: JobView };
  expect(job).toMatchObject({ kind: "knowledge.import", status: "queued", attempts: 0 });
  return runJobNow(job.id, { runner, pollMs: 5 });
}

const notes = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `## Meeting ${i + 1}\n\n${"We reviewed the Heron gateway rollout and the open tickets. ".repeat(20)}\n\nDecision ${i + 1}: the rollout window is 0${i % 6}:30 UTC.`,
  ).join("\n\n");

// An import job starts the tree thread, which opens a database connection of its own for the save:
// on a loaded machine a job takes seconds.
describe("POST /api/projects/[projectId]/import", { timeout: 60_000 }, () => {
  it("queues the import as a job (202) that records progress and the result, for an upload of several files", async () => {
    const { id } = await createProject({ name: "Upload" });
    const response = await POST(
      upload(
        new File([notes(8)], "meetings.md"),
        new File(
          [
            JSON.stringify([
              { role: "user", content: "What is the launch code?" },
              { role: "assistant", content: "ORCHID-7." },
            ]),
          ],
          "chat.json",
        ),
      ),
      params(id),
    );
    // Nothing is imported by the request itself.
    const job = await finished(response);
    expect(job).toMatchObject({
      status: "succeeded",
      attempts: 1,
      projectId: id,
      title: "Import meetings.md and 1 more",
      progress: { step: 1, total: 1, message: "Saving" },
    });
    const result = job.result as ImportResult;
    expect(result).toMatchObject({ documents: 2, engine: "offline", leaves: result.chunks });
    const docs = await getDb().document.findMany({ where: { projectId: id }, orderBy: { createdAt: "asc" } });
    expect(docs.map((d) => [d.name, d.format])).toEqual([
      ["meetings.md", "md"],
      ["chat.json", "json"],
    ]);
    // The documents' text is in the tree now; the job keeps only their names.
    expect(JSON.parse((await getDb().job.findUniqueOrThrow({ where: { id: job.id } })).payload)).toEqual({
      names: ["meetings.md", "chat.json"],
    });

    const view = (await (await GET(new Request("http://localhost"), params(id))).json()) as KnowledgeView;
    expect(view.stats.leaves).toBe(result.leaves);
    expect(view.nodes[0].id).toBe(result.rootId);
  });

  it("imports gzip-compressed files (Debian's compressed docs) as the format inside, and refuses a gzip bomb", async () => {
    const { id } = await createProject({ name: "Compressed" });
    const html = gzipSync(
      "<h1>Changes</h1><h2>Release 2.4.62</h2><p>mod_ssl: the SSLCompression default is now off.</p>",
    );
    const job = await finished(
      await POST(
        upload(new File([html], "CHANGES.html.gz"), new File([gzipSync(notes(3))], "changelog.gz")),
        params(id),
      ),
    );
    expect(job).toMatchObject({ status: "succeeded", result: { documents: 2 } });
    const docs = await getDb().document.findMany({ where: { projectId: id }, orderBy: { createdAt: "asc" } });
    expect(docs.map((d) => [d.name, d.format])).toEqual([
      ["CHANGES.html.gz", "html"],
      ["changelog.gz", "txt"],
    ]);
    const leaves = await getDb().knowledgeNode.findMany({ where: { sourceRef: docs[0].id } });
    expect(leaves.map((l) => l.text).join("\n")).toContain("SSLCompression default is now off");

    const bomb = new File([gzipSync(Buffer.alloc(8 * 1024 * 1024, " "))], "huge.txt.gz");
    // Read (in the parse thread) before anything is queued: refused at request time, naming the file.
    const refused = await POST(upload(bomb), params(id));
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /"huge\.txt\.gz" unpacks to more than 5 MB/,
    );
    expect(await getDb().document.count({ where: { projectId: id } })).toBe(2);
  });

  it("imports pasted text given as JSON {name, text}", async () => {
    const { id } = await createProject({ name: "Paste" });
    const job = await finished(
      await POST(paste({ name: "Standup", text: "Priya will fix the navbar by Friday." }), params(id)),
    );
    expect(job).toMatchObject({ status: "succeeded", result: { documents: 1, chunks: 1, leaves: 1 } });
    const doc = await getDb().document.findFirstOrThrow({ where: { projectId: id } });
    expect(doc).toMatchObject({ name: "Standup.md", format: "md" });
  });

  it("answers bad requests with a JSON error before streaming, writing nothing", async () => {
    const { id } = await createProject({ name: "Refusals" });
    const cases: [Request, string, number, RegExp][] = [
      [upload(new File(["text"], "a.md")), "missing", 404, /does not exist/],
      [upload(), id, 400, /at least one file/],
      [
        upload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], "logo.md")),
        id,
        400,
        /"logo\.md" looks like a binary file/,
      ],
      [upload(new File(["{oops"], "chat.json")), id, 400, /"chat\.json" is not valid JSON/],
      [upload(new File(["a"], "deck.pptx")), id, 400, /"deck\.pptx" is not a file Canopy can import/],
      [paste({ name: "x" }), id, 400, /Paste some text/],
      [
        new Request("http://localhost", {
          method: "POST",
          headers: { "content-type": "text/plain", origin: "http://localhost" },
          body: "hello",
        }),
        id,
        400,
        /multipart\/form-data/,
      ],
    ];
    for (const [request, projectId, status, message] of cases) {
      const response = await POST(request, params(projectId));
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toMatch(message);
    }
    expect(await getDb().document.count({ where: { projectId: id } })).toBe(0);
    expect(await getDb().knowledgeTree.count({ where: { projectId: id } })).toBe(0);
  });

  it("a re-import of another project's document (or a missing one) answers 404 at request time, queuing nothing", async () => {
    await getDb().rateLimitCounter.deleteMany(); // this file's requests share one user's import limit
    const { id: other } = await createProject({ name: "Someone else's" });
    const theirs = await finished(await POST(paste({ name: "Theirs", text: "Their private notes." }), params(other)));
    expect(theirs.status).toBe("succeeded");
    const foreignDoc = await getDb().document.findFirstOrThrow({ where: { projectId: other } });

    const { id } = await createProject({ name: "Mine" });
    for (const replace of [foreignDoc.id, "missing-document"]) {
      const request = upload(new File(["New text."], "notes.md"));
      const response = await POST(
        new Request(`http://localhost/api/import?replace=${replace}`, {
          method: "POST",
          headers: request.headers,
          body: await request.arrayBuffer(),
        }),
        params(id),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found:document" } });
    }
    expect(await getDb().job.count({ where: { projectId: id } })).toBe(0);
    expect(await getDb().document.findUniqueOrThrow({ where: { id: foreignDoc.id } })).toMatchObject({
      projectId: other,
    });
  });

  it("keeps an upload's text out of the Job row: a spool file the job reads, removed when it ends", async () => {
    const { id } = await createProject({ name: "Spooled" });
    const text = notes(40); // ~50 KB of Markdown
    const response = await POST(upload(new File([text], "big.md")), params(id));
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: JobView };
    expect(job.title).toBe("Import big.md");
    const queued = await getDb().job.findUniqueOrThrow({ where: { id: job.id } });
    // The row holds the spool's reference, never the text (issue 32: 9.8 MB crossed the event loop).
    expect(queued.payload.length).toBeLessThan(500);
    expect(queued.payload).not.toContain("Heron gateway");
    const { spool } = JSON.parse(queued.payload) as { spool: { id: string; documents: unknown[] } };
    expect(spool.documents).toEqual([{ name: "big.md", chars: text.length }]);
    const file = join(spoolDir(), `${spool.id}.json`);
    expect(existsSync(file)).toBe(true);

    const done = await runJobNow(job.id, { runner, pollMs: 5 });
    expect(done.status).toBe("succeeded");
    expect(done.result).toMatchObject({ documents: 1, chars: text.length });
    expect((done.result as ImportResult).chunks).toBeGreaterThan(1);
    const [doc] = await getDb().document.findMany({ where: { projectId: id } });
    expect(doc).toMatchObject({ name: "big.md", chars: text.length });
    expect(existsSync(file)).toBe(false);
  });

  it("a spooled import left running by a process that died is resumed and finishes; one whose spool is gone fails once, clearly", async () => {
    await getDb().rateLimitCounter.deleteMany(); // this file's requests share one user's import limit
    const { id } = await createProject({ name: "Resumed" });
    const { job } = (await (await POST(upload(new File([notes(3)], "resume.md")), params(id))).json()) as {
      job: JobView;
    };
    // As a crash leaves it: running, held by a runner whose heartbeat stopped long ago.
    await getDb().job.update({
      where: { id: job.id },
      data: {
        status: "running",
        attempts: 1,
        lockedBy: "dead-runner",
        lockedAt: new Date(0),
        runningKey: `knowledge:${id}`,
      },
    });
    const resumed = await runJobNow(job.id, { runner, pollMs: 5 });
    expect(resumed).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(await getDb().document.count({ where: { projectId: id } })).toBe(1);

    const { id: other } = await createProject({ name: "Spool gone" });
    const lost = (await (await POST(upload(new File([notes(3)], "lost.md")), params(other))).json()) as {
      job: JobView;
    };
    const { spool } = JSON.parse((await getDb().job.findUniqueOrThrow({ where: { id: lost.job.id } })).payload) as {
      spool: { id: string };
    };
    const { removeSpool } = await import("@/lib/knowledge/spool");
    await removeSpool(spool.id);
    const failed = await runJobNow(lost.job.id, { runner, pollMs: 5 });
    expect(failed).toMatchObject({ status: "failed", attempts: 1, error: { code: "not_found:document" } });
    expect(failed.error!.message).toMatch(/Upload them again/);
    expect(await getDb().knowledgeTree.count({ where: { projectId: other } })).toBe(0);
  });

  it("a failing import is retried, then its job shows failed with the error, and nothing is written", async () => {
    const { id } = await createProject({ name: "Job failure" });
    const db = getDb();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const drop = await createFailingTrigger("kt_route_fail", { on: "INSERT", table: "Document" });
    try {
      const response = await POST(upload(new File([notes(2)], "notes.txt")), params(id));
      const { job } = (await response.json()) as { job: JobView };
      const { spool } = JSON.parse((await db.job.findUniqueOrThrow({ where: { id: job.id } })).payload) as {
        spool: { id: string };
      };
      const file = join(spoolDir(), `${spool.id}.json`);
      for (let attempt = 1; attempt <= 3; attempt++) {
        await db.job.update({ where: { id: job.id }, data: { runAt: new Date() } }); // skip the backoff
        expect(await runner.runJob(job.id)).toBe(attempt < 3 ? "retry" : "failed");
        // A retry reads the upload again; once the job failed for good, its spool file is removed.
        expect(existsSync(file)).toBe(attempt < 3);
      }
      const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(row).toMatchObject({ status: "failed", attempts: 3, errorCode: "internal:job" });
      expect(row.error).toMatch(/\w/); // the database's own message (the adapter words the forced failure its way)
    } finally {
      await drop();
      quiet.mockRestore();
    }
    expect(await db.knowledgeTree.count({ where: { projectId: id } })).toBe(0);
  });
});

describe("GET /api/projects/[projectId]/knowledge", () => {
  it("answers 404 for an unknown project", async () => {
    const response = await GET(new Request("http://localhost"), params("missing"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found:project" } });
  });
});
