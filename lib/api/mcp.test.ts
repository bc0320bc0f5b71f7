import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shareProject } from "@/lib/auth/membership";
import type { Viewer } from "@/lib/auth/types";
import { adoptOrphanProjects } from "@/lib/auth/users";
import { getDb } from "@/lib/db/client";
import { importDocuments } from "@/lib/knowledge";
import { testViewer } from "@/lib/testing/auth";
import { createTestTokens, type TestTokens } from "@/lib/testing/api-tokens";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { routeFetch } from "@/lib/testing/route-fetch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedWaitingToolCall } from "@/lib/testing/tool-session";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { appendItem } from "@/lib/db/queries/items";
import { mergeNode } from "@/lib/tree-ops/merge";
import { MCP_TOOLS } from "./mcp";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

useTestDatabase();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads of tool answers

const MCP_URL = new URL("http://localhost:3000/api/mcp");
const clients: Client[] = [];

/**
 * The official MCP client over Streamable HTTP, answered by the app's /api/mcp route handler as
 * `viewer`, or with `Authorization: Bearer <token>` (and no cookie or Origin) as an agent connects.
 */
async function connect(viewer: Viewer | null | { token: string }): Promise<Client> {
  const client = new Client({ name: "canopy-test", version: "1.0.0" });
  const transport =
    viewer && "token" in viewer
      ? new StreamableHTTPClientTransport(MCP_URL, {
          fetch: routeFetch("from-headers"),
          requestInit: { headers: { authorization: `Bearer ${viewer.token}` } },
        })
      : new StreamableHTTPClientTransport(MCP_URL, { fetch: routeFetch(viewer) });
  await client.connect(transport);
  clients.push(client);
  return client;
}

/** Calls a tool; its JSON answer, or its error envelope's code. */
async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Json> {
  const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: Json[] };
  const body = JSON.parse(result.content[0]!.text as string) as Json;
  return result.isError ? { errorCode: body.error.code } : body;
}

let owner: Viewer;
let viewer: Viewer;
let stranger: Viewer;
let w: { projectId: string; conversationId: string; rootNodeId: string; itemIds: string[] };

beforeAll(async () => {
  owner = await testViewer("mcp-owner@example.test");
  viewer = await testViewer("mcp-viewer@example.test");
  stranger = await testViewer("mcp-stranger@example.test");
  w = await seedConversation({
    name: "MCP",
    messages: thread("The launch code is ORCHID-7.", "Noted: ORCHID-7.", "The budget is 40 units.", "Noted."),
  });
  await adoptOrphanProjects(owner.userId);
  await shareProject(w.projectId, viewer.email, "viewer");
  await importDocuments(w.projectId, [
    { name: "roadmap.md", content: Buffer.from("# Roadmap\n\nThe beta ships on 12 June. Priya owns billing.") },
  ]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe("the MCP server through the official SDK client", () => {
  it("lists every tool with its annotations: reads are read-only, merge and purge destructive", async () => {
    const client = await connect(owner);
    expect(client.getServerVersion()?.name).toBe("canopy");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(MCP_TOOLS.map((t) => t.name));
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    for (const name of ["merge", "purge"] as const) expect(byName[name]!.annotations?.destructiveHint).toBe(true);
    for (const name of ["list_projects", "get_window", "get_conversation_tree", "preview_merge", "ask_knowledge"])
      expect(byName[name]!.annotations?.readOnlyHint).toBe(true);
    expect(byName.branch!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.merge!.inputSchema.properties).toHaveProperty("placement");
    expect(byName.say!.inputSchema.properties).not.toHaveProperty("stream");
  });

  it("reads, branches, says, merges and asks", async () => {
    const client = await connect(owner);
    const projects = await call(client, "list_projects", {});
    expect(projects.projects.map((p: Json) => p.name)).toContain("MCP");
    const tree = await call(client, "get_conversation_tree", { conversationId: w.conversationId });
    expect(tree.rootNodeId).toBe(w.rootNodeId);

    const preview = await call(client, "preview_branch", {
      nodeId: w.rootNodeId,
      policy: "selective",
      prompt: "launch code",
    });
    expect(preview.selection.selectedIds.length).toBeGreaterThan(0);
    const branch = await call(client, "branch", {
      nodeId: w.rootNodeId,
      policy: "selective",
      selectedIds: preview.selection.selectedIds,
      title: "Launch",
    });
    expect(branch.nodeId).toEqual(expect.any(String));

    const said = await call(client, "say", { nodeId: branch.nodeId, text: "What is the launch code?" });
    expect(said.reply).toContain("ORCHID-7");
    const window = await call(client, "get_window", { nodeId: branch.nodeId });
    expect(window.window.map((e: Json) => e.origin)).toContain("local");

    const mergePreview = await call(client, "preview_merge", {
      nodeId: branch.nodeId,
      mode: "full",
      placement: "chronological",
    });
    expect(mergePreview.entries.filter((e: Json) => e.inserted)).toHaveLength(2);
    const merged = await call(client, "merge", { nodeId: branch.nodeId, mode: "full", placement: "chronological" });
    expect(merged.insertedItemIds).toHaveLength(2);
    const parent = await call(client, "get_window", { nodeId: w.rootNodeId });
    expect(parent.window.filter((e: Json) => e.origin === "merged")).toHaveLength(2);

    const undone = await call(client, "undo_merge", {
      conversationId: w.conversationId,
      mergeEventId: merged.mergeEventId,
    });
    expect(undone.removedItems).toBe(2);

    const asked = await call(client, "ask_knowledge", { projectId: w.projectId, question: "When does the beta ship?" });
    expect(asked.answer).toContain("12 June");
    const found = await call(client, "search", { q: "ORCHID", projectId: w.projectId });
    expect(found.hits.length).toBeGreaterThan(0);
  });

  it("serves a branch's window and a knowledge-tree node as resources", async () => {
    const client = await connect(owner);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual([
      "canopy://node/{nodeId}/window",
      "canopy://project/{projectId}/knowledge/{nodeId}",
    ]);
    const window = await client.readResource({ uri: `canopy://node/${w.rootNodeId}/window` });
    expect(JSON.parse((window.contents[0] as { text: string }).text).window[0].content).toContain("ORCHID-7");
    const root = await client.readResource({ uri: `canopy://project/${w.projectId}/knowledge/root` });
    const node = JSON.parse((root.contents[0] as { text: string }).text) as Json;
    expect(node.level).toBe("root");
    expect(node.children.length).toBeGreaterThan(0);
    await expect(
      (await connect(stranger)).readResource({ uri: `canopy://node/${w.rootNodeId}/window` }),
    ).rejects.toThrow(/does not exist/);
  });

  it("refuses a caller with no session or token: 401 with a bearer challenge", async () => {
    await expect(connect(null)).rejects.toThrow();
    const response = await routeFetch(null)(MCP_URL, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });
});

interface ToolCase {
  need: "read" | "write" | "authenticated";
  args: () => Record<string, unknown>;
}

let guarded: { branchId: string; mergeEventId: string; toolCallId: string };

/** Every tool with valid arguments on `w`'s records and what it needs. A tool missing here fails the first test. */
const TOOLS: Record<string, ToolCase> = {
  list_projects: { need: "authenticated", args: () => ({}) },
  list_conversations: { need: "read", args: () => ({ projectId: w.projectId }) },
  create_conversation: { need: "write", args: () => ({ projectId: w.projectId, title: "New" }) },
  get_conversation_tree: { need: "read", args: () => ({ conversationId: w.conversationId }) },
  get_window: { need: "read", args: () => ({ nodeId: w.rootNodeId }) },
  list_children: { need: "read", args: () => ({ nodeId: w.rootNodeId }) },
  say: { need: "write", args: () => ({ nodeId: w.rootNodeId, text: "Hello" }) },
  approve_tool_call: { need: "write", args: () => ({ callId: guarded.toolCallId, deny: true }) },
  preview_branch: { need: "read", args: () => ({ nodeId: w.rootNodeId, policy: "full" }) },
  branch: { need: "write", args: () => ({ nodeId: w.rootNodeId, policy: "none" }) },
  preview_merge: { need: "read", args: () => ({ nodeId: guarded.branchId, mode: "full", placement: "append" }) },
  merge: { need: "write", args: () => ({ nodeId: guarded.branchId, mode: "full", placement: "append" }) },
  undo_merge: {
    need: "write",
    args: () => ({ conversationId: w.conversationId, mergeEventId: guarded.mergeEventId }),
  },
  preview_purge: { need: "read", args: () => ({ nodeId: guarded.branchId }) },
  purge: { need: "write", args: () => ({ nodeId: guarded.branchId }) },
  ask_knowledge: { need: "read", args: () => ({ projectId: w.projectId, question: "Who owns billing?" }) },
  search: { need: "authenticated", args: () => ({ q: "ORCHID" }) },
};

describe("the guard on every MCP tool", () => {
  beforeAll(async () => {
    const merged = await createBranch({ parentId: w.rootNodeId, fromItemId: null, policy: "none" });
    await appendItem(merged.nodeId, { role: "user", content: "Merged.", tokenCount: 2 });
    const { mergeEventId } = await mergeNode({ nodeId: merged.nodeId, mode: "full", placement: "append" });
    const branch = await createBranch({ parentId: w.rootNodeId, fromItemId: null, policy: "none" });
    await appendItem(branch.nodeId, { role: "user", content: "Open.", tokenCount: 2 });
    // A tool call waiting for approval: answering it is a write.
    const waitingId = await seedWaitingToolCall(branch.nodeId);
    guarded = { branchId: branch.nodeId, mergeEventId, toolCallId: waitingId };
  });

  it("every tool is in the table", () => {
    expect(MCP_TOOLS.map((t) => t.name).sort()).toEqual(Object.keys(TOOLS).sort());
  });

  it.each(Object.entries(TOOLS).filter(([, c]) => c.need !== "authenticated"))(
    "%s: a stranger gets not_found, a viewer cannot write, nothing is written",
    async (name, c) => {
      const before = await countRows();
      expect(await call(await connect(stranger), name, c.args())).toEqual({
        errorCode: expect.stringMatching(/^not_found:/),
      });
      if (c.need === "write")
        expect(await call(await connect(viewer), name, c.args())).toEqual({
          errorCode: expect.stringMatching(/^forbidden:/),
        });
      expect(await countRows()).toEqual(before);
      // A member's read succeeds (after the snapshot: an ask records its model usage).
      if (c.need === "read") expect((await call(await connect(viewer), name, c.args())).errorCode).toBeUndefined();
    },
  );

  it("a stranger's listing and search show nothing of the project", async () => {
    const client = await connect(stranger);
    expect(await call(client, "list_projects", {})).toEqual({ projects: [] });
    expect(await call(client, "search", { q: "ORCHID" })).toEqual({ projects: [], hits: [] });
    expect(await getDb().project.count()).toBeGreaterThan(0);
  });
});

describe("another member's open aside on every MCP tool and resource (issue 32, findings 1-2)", () => {
  const SECRET = "aside private: salary 250k";
  let aside: { nodeId: string };
  let asideOwner: Viewer;
  beforeAll(async () => {
    asideOwner = await testViewer("mcp-aside-owner@example.test");
    await shareProject(w.projectId, asideOwner.email, "editor");
    aside = await createBranch({
      parentId: w.rootNodeId,
      fromItemId: null,
      policy: "none",
      kind: "volatile",
      sessionId: asideOwner.sessionId,
      ownerId: asideOwner.userId,
      title: "Salary private",
    });
    await appendItem(aside.nodeId, { role: "user", content: SECRET, tokenCount: 6 });
  });

  it("every tool that names it answers not_found to the project's owner and a viewer; nothing is written", async () => {
    const named = Object.entries(TOOLS).filter(([, c]) => String(c.args).includes("nodeId:"));
    expect(named.map(([n]) => n)).toEqual(expect.arrayContaining(["preview_merge", "merge", "purge", "say"]));
    for (const [name, c] of named) {
      const args = { ...c.args(), nodeId: aside.nodeId };
      const before = await countRows();
      for (const who of [owner, viewer])
        expect([name, who.email, await call(await connect(who), name, args)]).toEqual([
          name,
          who.email,
          { errorCode: "not_found:node" },
        ]);
      expect([name, await countRows()]).toEqual([name, before]);
    }
    // Its owner previews it (the refusals above are the aside rule's, not some other).
    const own = await call(await connect(asideOwner), "preview_merge", {
      nodeId: aside.nodeId,
      mode: "full",
      placement: "append",
    });
    expect(JSON.stringify(own)).toContain(SECRET);
  });

  it("its window resource does not exist for them, and the tree and search leave it out", async () => {
    const client = await connect(owner);
    await expect(client.readResource({ uri: `canopy://node/${aside.nodeId}/window` })).rejects.toThrow(
      /does not exist/,
    );
    const tree = JSON.stringify(await call(client, "get_conversation_tree", { conversationId: w.conversationId }));
    expect(tree).not.toContain(aside.nodeId);
    expect(JSON.stringify(await call(client, "search", { q: "salary" }))).not.toContain("250k");
    expect(JSON.stringify(await call(client, "list_children", { nodeId: w.rootNodeId }))).not.toContain(aside.nodeId);
  });
});

describe("the guard on every MCP tool with API tokens (Authorization: Bearer, no cookie, no Origin)", () => {
  let tokens: TestTokens;
  beforeAll(async () => {
    tokens = await createTestTokens(owner, stranger, w.projectId);
  });

  it("a revoked or expired token is 401 with a bearer challenge, before any tool runs", async () => {
    for (const name of ["revoked", "expired"] as const) {
      const response = await routeFetch("from-headers")(MCP_URL, {
        method: "POST",
        headers: {
          authorization: `Bearer ${tokens[name]}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      expect([name, response.status]).toEqual([name, 401]);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  it("a write token works as its user: lists tools and reads the project", async () => {
    const client = await connect({ token: tokens.write });
    expect((await client.listTools()).tools.length).toBe(Object.keys(TOOLS).length);
    const listed = await call(client, "list_projects", {});
    expect(listed.projects.map((p: Json) => p.id)).toContain(w.projectId);
  });

  it.each(Object.entries(TOOLS).filter(([, c]) => c.need !== "authenticated"))(
    "%s: a stranger's or another project's token is not_found, a read token cannot write, nothing is written",
    async (name, c) => {
      const before = await countRows();
      for (const who of ["stranger", "elsewhere"] as const)
        expect([who, await call(await connect({ token: tokens[who] }), name, c.args())]).toEqual([
          who,
          { errorCode: expect.stringMatching(/^not_found:/) },
        ]);
      if (c.need === "write")
        for (const who of ["read", "project"] as const)
          expect([who, await call(await connect({ token: tokens[who] }), name, c.args())]).toEqual([
            who,
            { errorCode: expect.stringMatching(/^forbidden:/) },
          ]);
      expect(await countRows()).toEqual(before);
      // A read token's read succeeds (after the snapshot: an ask records its model usage).
      if (c.need === "read")
        expect((await call(await connect({ token: tokens.project }), name, c.args())).errorCode).toBeUndefined();
    },
  );

  it("a project token's listing and search show only its project", async () => {
    const client = await connect({ token: tokens.project });
    expect((await call(client, "list_projects", {})).projects.map((p: Json) => p.id)).toEqual([w.projectId]);
    const elsewhere = await connect({ token: tokens.elsewhere });
    expect((await call(elsewhere, "search", { q: "ORCHID" })).hits).toEqual([]);
  });
});
