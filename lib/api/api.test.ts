import { beforeAll, describe, expect, it, vi } from "vitest";
import { runJobNow } from "@/lib/jobs/queue";
import { JOB_HANDLERS } from "@/lib/workers";
import { shareProject } from "@/lib/auth/membership";
import type { Viewer } from "@/lib/auth/types";
import { testViewer } from "@/lib/testing/auth";
import { countRows } from "@/lib/testing/fixtures";
import { routeFetch } from "@/lib/testing/route-fetch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { invokeOperation } from "./operation";
import { listProjectsOp, searchOp } from "./operations";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

useTestDatabase();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads of JSON answers

/** Calls /api/v1 as `viewer` through the real route handlers; JSON bodies in and out. */
function client(viewer: Viewer | null) {
  const fetch = routeFetch(viewer);
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> => {
    const response = await fetch(`http://localhost:3000/api/v1${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Json };
  };
}

let owner: Viewer;
let viewer: Viewer;
let stranger: Viewer;
let api: ReturnType<typeof client>;
let projectId: string;
let conversationId: string;
let rootNodeId: string;

beforeAll(async () => {
  owner = await testViewer("api-owner@example.test");
  viewer = await testViewer("api-viewer@example.test");
  stranger = await testViewer("api-stranger@example.test");
  api = client(owner);
  const project = await api("POST", "/projects", { name: "API" });
  expect(project.status).toBe(201);
  projectId = project.json.projectId;
  await shareProject(projectId, viewer.email, "viewer");
  const conversation = await api("POST", `/projects/${projectId}/conversations`, { title: "Launch" });
  expect(conversation.status).toBe(201);
  ({ conversationId, rootNodeId } = conversation.json as { conversationId: string; rootNodeId: string });
});

describe("/api/v1 end to end through the route handlers", () => {
  it("lists projects and conversations", async () => {
    const projects = await api("GET", "/projects");
    expect(projects.json.projects.map((p: Json) => p.name)).toContain("API");
    const conversations = await api("GET", `/projects/${projectId}/conversations`);
    expect(conversations.json.conversations).toEqual([expect.objectContaining({ id: conversationId, rootNodeId })]);
  });

  it("says without streaming, then with streaming, and the window holds both turns", async () => {
    const said = await api("POST", `/nodes/${rootNodeId}/messages`, { text: "The launch code is ORCHID-7." });
    expect(said.status).toBe(200);
    expect(said.json).toMatchObject({ engine: "offline", userItemId: expect.any(String), reply: expect.any(String) });

    const response = await routeFetch(owner)(`http://localhost:3000/api/v1/nodes/${rootNodeId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "What is the launch code?", stream: true }),
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = await response.text();
    expect(events).toContain("data: ");
    expect(events).toMatch(/"assistantItemId":"[^"]+"/);
    expect(events).toContain("ORCHID-7");

    const node = await api("GET", `/nodes/${rootNodeId}`);
    expect(node.status).toBe(200);
    expect(node.json.window.map((e: Json) => e.role)).toEqual(["user", "assistant", "user", "assistant"]);
  });

  it("previews and creates a branch with each policy", async () => {
    const made: Record<string, string> = {};
    for (const policy of ["none", "full", "selective", "compressed"] as const) {
      const preview = await api("POST", `/nodes/${rootNodeId}/branches/preview`, { policy, prompt: "launch code" });
      expect(preview.status).toBe(200);
      expect(preview.json.policy).toBe(policy);
      const extra =
        policy === "selective"
          ? { selectedIds: preview.json.selection.selectedIds }
          : policy === "compressed"
            ? { note: preview.json.note }
            : {};
      const branch = await api("POST", `/nodes/${rootNodeId}/branches`, { policy, title: `By ${policy}`, ...extra });
      expect(branch.status).toBe(201);
      made[policy] = branch.json.nodeId;
    }
    const full = await api("GET", `/nodes/${made.full}`);
    expect(full.json.window.filter((e: Json) => e.origin === "inherited")).toHaveLength(4);
    const compressed = await api("GET", `/nodes/${made.compressed}`);
    expect(compressed.json.window[0].content).toContain("ORCHID-7");
    const none = await api("GET", `/nodes/${made.none}`);
    expect(none.json.window).toEqual([]);
    const children = await api("GET", `/nodes/${rootNodeId}/children`);
    expect(children.json.children.map((c: Json) => c.title).sort()).toEqual(
      ["By compressed", "By full", "By none", "By selective"].sort(),
    );
  });

  it("previews and merges with each mode and placement, undoes a merge, and purges", async () => {
    const branch = async (title: string) => {
      const { json } = await api("POST", `/nodes/${rootNodeId}/branches`, { policy: "full", title });
      await api("POST", `/nodes/${json.nodeId}/messages`, { text: `${title}: the budget is 40 units.` });
      return json.nodeId as string;
    };
    const cases = [
      { mode: "full", placement: "append" },
      { mode: "selected", placement: "chronological" },
      { mode: "condensed", placement: "chronological" },
      { mode: "condensed", placement: "append" },
    ] as const;
    let lastMerge = "";
    for (const { mode, placement } of cases) {
      const nodeId = await branch(`${mode} ${placement}`);
      const own = (await api("GET", `/nodes/${nodeId}`)).json.window.filter((e: Json) => e.origin === "local");
      const body = { mode, placement, ...(mode === "selected" ? { selectedIds: [own[0].id] } : {}) };
      const preview = await api("POST", `/nodes/${nodeId}/merge/preview`, body);
      expect(preview.status).toBe(200);
      const inserted = preview.json.entries.filter((e: Json) => e.inserted);
      expect(inserted.length).toBeGreaterThan(0);
      if (mode === "condensed") expect(preview.json.note).toContain("40 units");
      const merged = await api("POST", `/nodes/${nodeId}/merge`, body);
      expect(merged.status).toBe(200);
      expect(merged.json.insertedItemIds).toHaveLength(inserted.length);
      lastMerge = merged.json.mergeEventId;
    }
    const undone = await api("POST", `/conversations/${conversationId}/merges/${lastMerge}/undo`, {});
    expect(undone.status).toBe(200);
    expect(undone.json.removedItems).toBeGreaterThan(0);

    const doomed = await branch("doomed");
    const described = await api("GET", `/nodes/${doomed}/purge`);
    expect(described.json).toMatchObject({ nodes: 1, items: 2 });
    const purged = await api("DELETE", `/nodes/${doomed}`);
    expect(purged.json.purgedNodeIds).toEqual([doomed]);
    expect((await api("GET", `/nodes/${doomed}`)).json.error.code).toBe("not_found:node");
  });

  it("searches, imports a document, asks the knowledge tree and exports", async () => {
    const hits = await api("GET", `/search?q=ORCHID&projectId=${projectId}`);
    expect(hits.json.hits.length).toBeGreaterThan(0);

    const imported = await routeFetch(owner)(
      `http://localhost:3000/api/v1/projects/${projectId}/knowledge/documents?name=roadmap`,
      { method: "POST", headers: { "content-type": "text/markdown" }, body: "# Roadmap\n\nThe beta ships on 12 June." },
    );
    expect(imported.status).toBe(202);
    const { job } = (await imported.json()) as Json;
    await runJobNow(job.id, { handlers: JOB_HANDLERS });
    const followed = await api("GET", `/projects/${projectId}/jobs/${job.id}`);
    expect(followed.json.job.status).toBe("succeeded");
    const knowledge = await api("GET", `/projects/${projectId}/knowledge`);
    expect(knowledge.json.documents.map((d: Json) => d.name)).toEqual(["roadmap.md"]);
    const asked = await api("POST", `/projects/${projectId}/knowledge/ask`, { question: "When does the beta ship?" });
    expect(asked.status).toBe(200);
    expect(asked.json.answer).toContain("12 June");

    const md = await routeFetch(owner)(`http://localhost:3000/api/v1/conversations/${conversationId}/export?format=md`);
    expect(md.headers.get("content-type")).toContain("text/markdown");
    expect(await md.text()).toContain("ORCHID-7");
    const json = await api("GET", `/conversations/${conversationId}/export?format=json`);
    expect(json.json.conversation.title).toBe("Launch");
  });
});

describe("/api/v1 errors: one envelope, the right status, nothing written", () => {
  it("invalid input is 400 invalid:input naming the field", async () => {
    const bad = await api("POST", `/nodes/${rootNodeId}/branches`, { policy: "sideways" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      error: {
        code: "invalid:input",
        message: expect.stringContaining("policy"),
        fields: { policy: expect.any(String) },
      },
    });
  });

  it("no session is 401, a stranger 404 like a missing record, a viewer's write 403", async () => {
    const before = await countRows();
    const anonymous = await client(null)("POST", `/nodes/${rootNodeId}/messages`, { text: "Hi" });
    expect(anonymous).toEqual({
      status: 401,
      json: { error: { code: "unauthorized:session", message: expect.any(String) } },
    });
    const foreign = await client(stranger)("GET", `/nodes/${rootNodeId}`);
    const missing = await api("GET", "/nodes/no-such-node");
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
    const readOnly = await client(viewer)("POST", `/nodes/${rootNodeId}/branches`, { policy: "none" });
    expect(readOnly.status).toBe(403);
    expect(readOnly.json.error.code).toBe("forbidden:write");
    expect(await client(viewer)("GET", `/nodes/${rootNodeId}`)).toMatchObject({ status: 200 });
    expect(await countRows()).toEqual(before);
  });

  it("a merge that is refused answers its conflict with 4xx and the lib's code", async () => {
    const merged = await api("POST", `/nodes/${rootNodeId}/merge`, { mode: "full", placement: "append" });
    expect(merged.status).toBe(400);
    expect(merged.json.error.code).toBe("invalid:merge_root");
  });
});

describe("a token limited to one project", () => {
  it("lists and searches that project only", async () => {
    const other = await api("POST", "/projects", { name: "Other ORCHID notes" });
    const limited = { ...owner, token: { id: "t", scope: "read", projectId } } as Viewer;
    const listed = (await invokeOperation(listProjectsOp, {}, limited)) as Json;
    expect(listed.projects.map((p: Json) => p.id)).toEqual([projectId]);
    const found = (await invokeOperation(searchOp, { q: "ORCHID" }, limited)) as Json;
    expect(found.projects.map((p: Json) => p.id)).not.toContain(other.json.projectId);
    expect(found.hits.every((h: Json) => h.projectId === projectId)).toBe(true);
    expect(found.hits.length).toBeGreaterThan(0);
  });
});
