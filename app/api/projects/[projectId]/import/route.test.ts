import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import type { ImportStreamEvent, KnowledgeView } from "@/lib/knowledge";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/db";
import { createFailingTrigger } from "@/lib/testing/fail-trigger";
import { GET } from "../knowledge/route";

// Behaviour behind the guard: the caller owns every project (the guard itself: lib/auth/guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);
import { POST } from "./route";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.cleanup());

const params = (projectId: string) => ({ params: Promise.resolve({ projectId }) });
const upload = (...files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  return new Request("http://localhost/api/import", { method: "POST", headers: { origin: "http://localhost" }, body: form });
};
const paste = (body: unknown) =>
  new Request("http://localhost/api/import", { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost" }, body: JSON.stringify(body) });

/** The NDJSON lines of a streamed response, parsed. */
async function events(response: Response): Promise<ImportStreamEvent[]> {
  const text = await response.text();
  expect(text.endsWith("\n")).toBe(true);
  return text.trimEnd().split("\n").map((line) => JSON.parse(line) as ImportStreamEvent);
}

const notes = (n: number) =>
  Array.from({ length: n }, (_, i) => `## Meeting ${i + 1}\n\n${"We reviewed the Heron gateway rollout and the open tickets. ".repeat(20)}\n\nDecision ${i + 1}: the rollout window is 0${i % 6}:30 UTC.`).join("\n\n");

describe("POST /api/projects/[projectId]/import", () => {
  it("streams progress lines, then done with the result, for an upload of several files", async () => {
    const { id } = await createProject({ name: "Upload" });
    const response = await POST(upload(new File([notes(8)], "meetings.md"), new File([JSON.stringify([{ role: "user", content: "What is the launch code?" }, { role: "assistant", content: "ORCHID-7." }])], "chat.json")), params(id));

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson");
    const lines = await events(response);
    const last = lines.at(-1);
    expect(last?.type).toBe("done");
    const progress = lines.slice(0, -1);
    expect(progress.every((l) => l.type === "progress")).toBe(true);
    const phases = progress.map((l) => (l.type === "progress" ? l.phase : null));
    expect(phases[0]).toBe("parse");
    expect(phases).toContain("summarise");
    expect(phases.slice(-2)).toEqual(["save", "save"]);
    expect(progress.at(-1)).toEqual({ type: "progress", phase: "save", done: 1, total: 1 });

    if (last?.type !== "done") throw new Error("no result");
    expect(last.result).toMatchObject({ documents: 2, engine: "offline", leaves: last.result.chunks });
    const docs = await getDb().document.findMany({ where: { projectId: id }, orderBy: { createdAt: "asc" } });
    expect(docs.map((d) => [d.name, d.format])).toEqual([["meetings.md", "md"], ["chat.json", "json"]]);

    const view = (await (await GET(new Request("http://localhost"), params(id))).json()) as KnowledgeView;
    expect(view.stats.leaves).toBe(last.result.leaves);
    expect(view.nodes[0].id).toBe(last.result.rootId);
  });

  it("imports pasted text given as JSON {name, text}", async () => {
    const { id } = await createProject({ name: "Paste" });
    const lines = await events(await POST(paste({ name: "Standup", text: "Priya will fix the navbar by Friday." }), params(id)));
    expect(lines.at(-1)).toMatchObject({ type: "done", result: { documents: 1, chunks: 1, leaves: 1 } });
    const doc = await getDb().document.findFirstOrThrow({ where: { projectId: id } });
    expect(doc).toMatchObject({ name: "Standup.md", format: "md" });
  });

  it("answers bad requests with a JSON error before streaming, writing nothing", async () => {
    const { id } = await createProject({ name: "Refusals" });
    const cases: [Request, string, number, RegExp][] = [
      [upload(new File(["text"], "a.md")), "missing", 404, /does not exist/],
      [upload(), id, 400, /at least one file/],
      [upload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], "logo.md")), id, 400, /"logo\.md" looks like a binary file/],
      [upload(new File(["{oops"], "chat.json")), id, 400, /"chat\.json" is not valid JSON/],
      [upload(new File(["a"], "deck.pptx")), id, 400, /"deck\.pptx" is not a file Canopy can import/],
      [paste({ name: "x" }), id, 400, /Paste some text/],
      [new Request("http://localhost", { method: "POST", headers: { "content-type": "text/plain", origin: "http://localhost" }, body: "hello" }), id, 400, /multipart\/form-data/],
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

  it("ends the stream with an error line when the import fails, and writes nothing", async () => {
    const { id } = await createProject({ name: "Stream failure" });
    const db = getDb();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const drop = await createFailingTrigger("kt_route_fail", { on: "INSERT", table: "Document" });
    try {
      const lines = await events(await POST(upload(new File([notes(2)], "notes.txt")), params(id)));
      expect(lines[0]).toMatchObject({ type: "progress", phase: "parse" });
      expect(lines.at(-1)).toEqual({ type: "error", error: { code: "internal:unexpected", message: expect.stringMatching(/Nothing was changed/) } });
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
