import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode } from "@/lib/tree-ops/merge";
import { appendItem } from "@/lib/db/queries/items";
import { importDocuments } from "@/lib/knowledge";
import { runFanout } from "@/lib/chat/fanout";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedWaitingToolCall } from "@/lib/testing/tool-session";
import { testViewer } from "@/lib/testing/auth";
import { createTestTokens, type TestTokens } from "@/lib/testing/api-tokens";
import { createApiToken } from "./tokens";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { apiRouteCases } from "@/lib/testing/api-route-cases";
import { ACCESS } from "@/lib/actions/access-specs";
import type { ActionResult } from "@/lib/actions/safe-action";
import { runAsViewer } from "./current";
import { shareProject } from "./membership";
import { createShareLink } from "./share-links";
import type { Viewer } from "./types";
import { adoptOrphanProjects } from "./users";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { attachImages } from "@/lib/media/attach";
import { textImage } from "@/lib/media/testing-images";
import { NextRequest } from "next/server";
import { resetEnv } from "@/lib/env";
import { proxy } from "@/proxy";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const HOST = "localhost:3000";
const ORIGIN = `http://${HOST}`;

useTestDatabase();
let owner: Viewer;
let viewer: Viewer;
let stranger: Viewer;
let admin: Viewer;
let editor: Viewer;
let w: Awaited<ReturnType<typeof world>>;

/** What the editor wrote in their open aside: nobody else may read, find or export it. */
const ASIDE_SECRET = "aside private: salary 250k";

/** A project of `owner` shared with `viewer` as viewer: a conversation, a branch, an item, a merge, a link. */
async function world() {
  const seeded = await seedConversation({ name: "Guarded", messages: thread("A secret plan.", "Noted.") });
  await adoptOrphanProjects(owner.userId);
  await getDb().project.update({ where: { id: seeded.projectId }, data: { ownerId: owner.userId } });
  await getDb().membership.upsert({
    where: { projectId_userId: { projectId: seeded.projectId, userId: owner.userId } },
    create: { projectId: seeded.projectId, userId: owner.userId, role: "owner" },
    update: {},
  });
  await shareProject(seeded.projectId, viewer.email, "viewer");
  await shareProject(seeded.projectId, editor.email, "editor");
  // The editor's open aside (issue 32, findings 1-2): its owner's alone.
  const aside = await createBranch({
    parentId: seeded.rootNodeId,
    fromItemId: null,
    policy: "none",
    kind: "volatile",
    title: "Salary private",
    sessionId: editor.sessionId,
    ownerId: editor.userId,
  });
  const asideItem = await appendItem(aside.nodeId, { role: "user", content: ASIDE_SECRET, tokenCount: 6 });
  const merged = await createBranch({ parentId: seeded.rootNodeId, fromItemId: null, policy: "none" });
  await appendItem(merged.nodeId, { role: "user", content: "Merged.", tokenCount: 2 });
  const { mergeEventId } = await mergeNode({ nodeId: merged.nodeId, mode: "full", placement: "append" });
  const branch = await createBranch({
    parentId: seeded.rootNodeId,
    fromItemId: seeded.itemIds[0],
    policy: "full",
    title: "Branch",
  });
  await appendItem(branch.nodeId, { role: "user", content: "A branch note.", tokenCount: 3 }); // something to merge
  const link = await createShareLink(seeded.conversationId, owner.userId);
  // An image item in the branch (issue 35): served to the project's members and through the link.
  process.env.ATTACHMENTS_DIR ??= mkdtempSync(join(tmpdir(), "canopy-guard-images-"));
  const image = await attachImages({
    nodeId: branch.nodeId,
    files: [{ name: "plan.png", bytes: await textImage("The plan", 300, 80, 30) }],
    waitForText: 60_000,
  });
  // A tool call waiting for approval (approving or denying it is a write).
  const toolCallId = await seedWaitingToolCall(seeded.rootNodeId, seeded.itemIds[1]);
  const imported = await importDocuments(seeded.projectId, [
    { name: "plan.md", content: Buffer.from("# Plan\n\nThe secret plan ships in May.") },
  ]);
  // A failed background job of the project (its Retry is guarded like any write).
  const job = await getDb().job.create({
    data: {
      kind: "knowledge.import",
      title: "Import plan.md",
      projectId: seeded.projectId,
      status: "failed",
      error: "Boom.",
    },
  });
  // A fan-out of the root (the compare view and command read it).
  const fanout = await runFanout({
    nodeId: seeded.rootNodeId,
    text: "What is the plan?",
    targets: [{ model: "offline" }, { model: "offline", systemPrompt: "Be brief." }],
  });
  return {
    ...seeded,
    fanoutId: fanout.fanoutId,
    branchId: branch.nodeId,
    mergeEventId,
    linkId: link.id,
    shareToken: link.token,
    imageItemId: image.items[0]!.itemId,
    documentId: imported.documentIds[0]!,
    jobId: job.id,
    asideId: aside.nodeId,
    asideItemId: asideItem.id,
    toolCallId,
  };
}

beforeAll(async () => {
  admin = await testViewer("admin@example.test"); // the first account: the instance admin
  owner = await testViewer("owner@example.test");
  viewer = await testViewer("viewer@example.test");
  stranger = await testViewer("stranger@example.test");
  editor = await testViewer("editor@example.test");
  w = await world();
}, 60_000); // a loaded machine: the world holds an import and a fan-out

type Need = "read" | "write" | "owner" | "authenticated" | "admin" | "public";
interface ActionCase {
  need: Need;
  input: () => Record<string, unknown>;
}

/**
 * Every exported server action, with a valid input on `w`'s records and what it needs. A new action
 * missing here fails "every action is in the table".
 */
const ACTIONS: Record<string, ActionCase> = {
  askKnowledgeAction: { need: "read", input: () => ({ projectId: w.projectId, question: "What is the plan?" }) },
  condenseBranchAction: { need: "write", input: () => ({ conversationId: w.conversationId, nodeId: w.branchId }) },
  createBranchAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId, policy: "none" }),
  },
  createConversationAction: { need: "write", input: () => ({ projectId: w.projectId, title: "New" }) },
  createProjectAction: { need: "authenticated", input: () => ({ name: "Mine" }) },
  createApiTokenAction: { need: "authenticated", input: () => ({ name: "CI", scope: "read", expiresInDays: 30 }) },
  revokeApiTokenAction: { need: "authenticated", input: () => ({ tokenId: "no-such-token" }) },
  deleteDocumentAction: { need: "write", input: () => ({ projectId: w.projectId, documentId: w.documentId }) },
  editMessageAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId, itemId: w.itemIds[0], text: "Edited." }),
  },
  regenerateAnswerAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId, itemId: w.itemIds[1] }),
  },
  setNodeLabelAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.branchId, label: "Key", color: null }),
  },
  createShareLinkAction: { need: "write", input: () => ({ conversationId: w.conversationId }) },
  deleteConversationAction: { need: "write", input: () => ({ conversationId: w.conversationId }) },
  deleteProjectAction: { need: "owner", input: () => ({ projectId: w.projectId }) },
  describePurgeAction: { need: "read", input: () => ({ conversationId: w.conversationId, nodeId: w.branchId }) },
  listModelsAction: { need: "authenticated", input: () => ({}) },
  addConnectionAction: {
    need: "admin",
    input: () => ({ name: "guarded", provider: "openai", key: "sk-guarded-key-00001234" }),
  },
  updateConnectionAction: { need: "admin", input: () => ({ connectionId: "no-such-connection", vision: true }) },
  removeConnectionAction: { need: "admin", input: () => ({ connectionId: "no-such-connection" }) },
  testConnectionAction: { need: "admin", input: () => ({ connectionId: "no-such-connection" }) },
  updateModelSettingsAction: { need: "admin", input: () => ({ taskModel: "offline" }) },
  // Users' own keys: any signed-in account, scoped to its own connections (lib/connections/own-connections.test.ts).
  addOwnConnectionAction: {
    need: "authenticated",
    input: () => ({ name: "guarded-own", provider: "openai", key: "sk-guarded-key-00005678" }),
  },
  testOwnConnectionAction: { need: "authenticated", input: () => ({ connectionId: "no-such-connection" }) },
  removeOwnConnectionAction: { need: "authenticated", input: () => ({ connectionId: "no-such-connection" }) },
  addMcpServerAction: { need: "admin", input: () => ({ name: "guarded", url: "https://mcp.example.test/mcp" }) },
  removeMcpServerAction: { need: "admin", input: () => ({ name: "no-such-server" }) },
  checkMcpServerAction: { need: "admin", input: () => ({ name: "no-such-server" }) },
  updateProjectToolsAction: { need: "owner", input: () => ({ projectId: w.projectId, approval: "always" }) },
  getNodeSettingsAction: { need: "read", input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId }) },
  setNodeParamsAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId, temperature: 0.3 }),
  },
  compareFanoutAction: {
    need: "read",
    input: () => ({ conversationId: w.conversationId, fanoutId: w.fanoutId }),
  },
  fanOutAction: {
    need: "write",
    input: () => ({
      conversationId: w.conversationId,
      nodeId: w.rootNodeId,
      text: "Hello",
      targets: [{ model: "offline" }, { model: "offline", systemPrompt: "Be brief." }],
    }),
  },
  mergeNodeAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.branchId, mode: "full", placement: "append" }),
  },
  previewBranchAction: {
    need: "read",
    input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId, policy: "full" }),
  },
  previewMergeAction: {
    need: "read",
    input: () => ({ conversationId: w.conversationId, nodeId: w.branchId, mode: "full", placement: "append" }),
  },
  promoteNodeAction: { need: "write", input: () => ({ conversationId: w.conversationId, nodeId: w.branchId }) },
  purgeNodeAction: { need: "write", input: () => ({ conversationId: w.conversationId, nodeId: w.branchId }) },
  stopAnswerAction: { need: "write", input: () => ({ conversationId: w.conversationId, nodeId: w.branchId }) },
  answerToolCallAction: { need: "write", input: () => ({ callId: w.toolCallId, deny: true }) },
  renameConversationAction: { need: "write", input: () => ({ conversationId: w.conversationId, title: "Renamed" }) },
  renameNodeAction: { need: "write", input: () => ({ nodeId: w.branchId, title: "Renamed" }) },
  retryJobAction: { need: "write", input: () => ({ projectId: w.projectId, jobId: w.jobId }) },
  resolveAsidesAction: { need: "owner", input: () => ({ projectId: w.projectId }) },
  deleteMessageAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId, itemId: w.itemIds[1] }),
  },
  markConversationAction: { need: "read", input: () => ({ conversationId: w.conversationId, pinned: true }) },
  listShareLinksAction: { need: "write", input: () => ({ conversationId: w.conversationId }) },
  revokeShareLinkAction: { need: "write", input: () => ({ conversationId: w.conversationId, linkId: w.linkId }) },
  setPinnedAction: {
    need: "write",
    input: () => ({ conversationId: w.conversationId, nodeId: w.rootNodeId, itemId: w.itemIds[0], pinned: true }),
  },
  setSignupModeAction: { need: "admin", input: () => ({ mode: "closed" }) },
  setUserDisabledAction: { need: "admin", input: () => ({ email: "owner@example.test", disabled: true }) },
  inviteUserAction: { need: "admin", input: () => ({ email: "invited@example.test", role: "user" }) },
  setUserRoleAction: { need: "admin", input: () => ({ email: "owner@example.test", role: "admin" }) },
  resetPasswordAction: { need: "admin", input: () => ({ email: "owner@example.test" }) },
  deleteUserAction: { need: "admin", input: () => ({ email: "stranger@example.test" }) },
  shareProjectAction: {
    need: "owner",
    input: () => ({ projectId: w.projectId, email: "stranger@example.test", role: "editor" }),
  },
  signOutEverywhereAction: { need: "authenticated", input: () => ({}) },
  undoMergeAction: { need: "write", input: () => ({ conversationId: w.conversationId, mergeEventId: w.mergeEventId }) },
  unshareProjectAction: { need: "owner", input: () => ({ projectId: w.projectId, userId: viewer.userId }) },
  updateProjectSettingsAction: { need: "owner", input: () => ({ projectId: w.projectId, name: "Taken" }) },
  updateTaxonomyAction: { need: "write", input: () => ({ projectId: w.projectId, types: ["plan"] }) },
};

interface RouteCase {
  need: Need;
  request: () => {
    url: string;
    params?: Record<string, string>;
    body?: unknown;
    text?: { body: string; type: string };
  };
}

/** Every route handler method (file relative to app/api, then method). */
const ROUTES: Record<string, RouteCase> = {
  "auth/[...all] GET": {
    need: "public",
    request: () => ({ url: "/api/auth/get-session", params: { all: "get-session" } }),
  },
  "auth/[...all] POST": { need: "public", request: () => ({ url: "/api/auth/sign-out", params: { all: "sign-out" } }) },
  "chat POST": { need: "write", request: () => ({ url: "/api/chat", body: { nodeId: w.rootNodeId, text: "Hello" } }) },
  // Operations endpoints (lib/auth/probe.ts): no session, any Host; /metrics (outside app/api) needs
  // its token, tested in lib/auth/probe.test.ts.
  "health GET": { need: "public", request: () => ({ url: "/api/health" }) },
  "ready GET": { need: "public", request: () => ({ url: "/api/ready" }) },
  "conversations/[conversationId]/export GET": {
    need: "read",
    request: () => ({
      url: `/api/conversations/${w.conversationId}/export?format=json`,
      params: { conversationId: w.conversationId },
    }),
  },
  "conversations/[conversationId]/find GET": {
    need: "read",
    request: () => ({
      url: `/api/conversations/${w.conversationId}/find?q=secret`,
      params: { conversationId: w.conversationId },
    }),
  },
  "nodes/[nodeId]/images POST": {
    need: "write",
    request: () => ({ url: `/api/nodes/${w.rootNodeId}/images`, params: { nodeId: w.rootNodeId }, body: {} }),
  },
  "items/[itemId]/image GET": {
    need: "read",
    request: () => ({ url: `/api/items/${w.imageItemId}/image`, params: { itemId: w.imageItemId } }),
  },
  // A share link's image: public like its page, only for an item the page shows (tested below).
  "share/[token]/images/[itemId] GET": {
    need: "public",
    request: () => ({
      url: `/api/share/${w.shareToken}/images/${w.imageItemId}`,
      params: { token: w.shareToken, itemId: w.imageItemId },
    }),
  },
  // A share link's live stream: public like its page (`once`: ends when caught up); its filtering is in lib/chat/live-stream.test.ts.
  "share/[token]/live GET": {
    need: "public",
    request: () => ({ url: `/api/share/${w.shareToken}/live?once=1`, params: { token: w.shareToken } }),
  },
  "nodes/[nodeId]/attachments POST": {
    need: "write",
    request: () => ({ url: `/api/nodes/${w.rootNodeId}/attachments`, params: { nodeId: w.rootNodeId }, body: {} }),
  },
  "projects/[projectId]/import-chats POST": {
    need: "write",
    request: () => ({ url: `/api/projects/${w.projectId}/import-chats`, params: { projectId: w.projectId }, body: {} }),
  },
  "search GET": { need: "authenticated", request: () => ({ url: "/api/search?q=secret" }) },
  // The MCP server: any signed-in caller; each tool's own guard is tested per tool in lib/api/mcp.test.ts.
  "mcp POST": { need: "authenticated", request: () => ({ url: "/api/mcp", body: {} }) },
  "mcp GET": { need: "authenticated", request: () => ({ url: "/api/mcp" }) },
  "mcp DELETE": { need: "authenticated", request: () => ({ url: "/api/mcp" }) },
  "conversations/[conversationId]/tree GET": {
    need: "read",
    request: () => ({
      url: `/api/conversations/${w.conversationId}/tree`,
      params: { conversationId: w.conversationId },
    }),
  },
  // The live stream (`once`: ends after the changes so far, as a poll would) and a tab's presence.
  "conversations/[conversationId]/live GET": {
    need: "read",
    request: () => ({
      url: `/api/conversations/${w.conversationId}/live?once=1`,
      params: { conversationId: w.conversationId },
    }),
  },
  "conversations/[conversationId]/presence POST": {
    need: "read",
    request: () => ({
      url: `/api/conversations/${w.conversationId}/presence`,
      params: { conversationId: w.conversationId },
      body: { tab: "guard-test-tab", nodeId: w.rootNodeId, typing: false },
    }),
  },
  "conversations/[conversationId]/tree/counts GET": {
    need: "read",
    request: () => ({
      url: `/api/conversations/${w.conversationId}/tree/counts`,
      params: { conversationId: w.conversationId },
    }),
  },
  "items/[itemId]/context GET": {
    need: "read",
    request: () => ({ url: `/api/items/${w.itemIds[1]}/context`, params: { itemId: w.itemIds[1]! } }),
  },
  "nodes/[nodeId] GET": {
    need: "read",
    request: () => ({ url: `/api/nodes/${w.rootNodeId}`, params: { nodeId: w.rootNodeId } }),
  },
  "nodes/[nodeId]/tools GET": {
    need: "read",
    request: () => ({ url: `/api/nodes/${w.rootNodeId}/tools`, params: { nodeId: w.rootNodeId } }),
  },
  "nodes/[nodeId]/memory GET": {
    need: "read",
    request: () => ({ url: `/api/nodes/${w.rootNodeId}/memory`, params: { nodeId: w.rootNodeId } }),
  },
  "projects/[projectId]/import POST": {
    need: "write",
    request: () => ({
      url: `/api/projects/${w.projectId}/import`,
      params: { projectId: w.projectId },
      body: { name: "n.md", text: "Some text." },
    }),
  },
  "projects/[projectId]/jobs GET": {
    need: "read",
    request: () => ({ url: `/api/projects/${w.projectId}/jobs`, params: { projectId: w.projectId } }),
  },
  "projects/[projectId]/jobs/[jobId] GET": {
    need: "read",
    request: () => ({
      url: `/api/projects/${w.projectId}/jobs/${w.jobId}`,
      params: { projectId: w.projectId, jobId: w.jobId },
    }),
  },
  "projects/[projectId]/knowledge GET": {
    need: "read",
    request: () => ({ url: `/api/projects/${w.projectId}/knowledge`, params: { projectId: w.projectId } }),
  },
  "usage GET": { need: "read", request: () => ({ url: `/api/usage?projectId=${w.projectId}` }) },
  "v1/chat/completions POST": {
    need: "write",
    request: () => ({
      url: "/api/v1/chat/completions",
      body: { model: `canopy/${w.rootNodeId}`, messages: [{ role: "user", content: "Hello" }] },
    }),
  },
  "v1/models GET": { need: "authenticated", request: () => ({ url: "/api/v1/models" }) },
  ...apiRouteCases(() => w), // every /api/v1 route (lib/testing/api-route-cases.ts)
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Every export of every "use server" file in lib/actions. */
async function discoverActions(): Promise<Record<string, (input: unknown) => Promise<ActionResult<unknown>>>> {
  const dir = join(ROOT, "lib/actions");
  const found: Record<string, (input: unknown) => Promise<ActionResult<unknown>>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    if (!/^\s*["']use server["']/.test(readFileSync(join(dir, file), "utf8"))) continue;
    const exported = (await import(join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) if (typeof value === "function") found[name] = value as never;
  }
  return found;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every exported method of every app/api/** /route.ts. */
async function discoverRoutes(): Promise<
  Record<string, (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>
> {
  const dir = join(ROOT, "app/api");
  const found: Record<string, never> = {};
  for (const file of walk(dir).filter((f) => f.endsWith("/route.ts"))) {
    const handlers = (await import(file)) as Record<string, unknown>;
    const key = relative(dir, file).replace(/\/route\.ts$/, "");
    for (const method of METHODS)
      if (typeof handlers[method] === "function") found[`${key} ${method}`] = handlers[method] as never;
  }
  return found;
}

/** Calls an action as someone; a snapshot proves a refusal wrote nothing. */
async function callAction(fn: (input: unknown) => Promise<ActionResult<unknown>>, as: Viewer | null, input: unknown) {
  return runAsViewer(as, () => fn(input));
}

function callRoute(
  fn: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  as: Viewer | null,
  c: ReturnType<RouteCase["request"]>,
  method: string,
  headers: Record<string, string> = {},
) {
  const request = new Request(`${ORIGIN}${c.url}`, {
    method,
    headers: {
      host: HOST,
      origin: ORIGIN,
      ...(c.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(c.text ? { "content-type": c.text.type } : {}),
      ...headers,
    },
    body: c.text ? c.text.body : c.body !== undefined ? JSON.stringify(c.body) : undefined,
  });
  return runAsViewer(as, () => fn(request, { params: Promise.resolve(c.params ?? {}) }));
}

describe("the membership guard on every server action", () => {
  it("every action is in the table (a new action must declare what it needs)", async () => {
    const names = Object.keys(await discoverActions()).sort();
    expect(names).toEqual(Object.keys(ACTIONS).sort());
  });

  it("the specs shared with the command line (lib/actions/access-specs.ts) are the table's", () => {
    for (const [verb, spec] of Object.entries(ACCESS))
      expect([verb, spec.need]).toEqual([verb, ACTIONS[`${verb}Action`]?.need]);
  });

  it.each(Object.entries(ACTIONS))("%s refuses the wrong callers and writes nothing", async (name, c) => {
    const fn = (await discoverActions())[name]!;
    const before = await countRows();
    if (c.need !== "public") {
      const anonymous = await callAction(fn, null, c.input());
      expect(anonymous.ok ? "ok" : anonymous.error.code).toBe("unauthorized:session");
    }
    if (c.need === "read" || c.need === "write" || c.need === "owner") {
      const foreign = await callAction(fn, stranger, c.input());
      expect(foreign.ok ? "ok" : foreign.error.code).toMatch(/^not_found:/);
    }
    if (c.need === "write" || c.need === "owner" || c.need === "admin") {
      const readOnly = await callAction(fn, viewer, c.input());
      expect(readOnly.ok ? "ok" : readOnly.error.code).toMatch(/^forbidden:/);
    }
    expect(await countRows()).toEqual(before);
  });

  it("a non-member's answer is the same as for a record that does not exist", async () => {
    const { renameNodeAction } = await import("@/lib/actions/rename-node");
    const foreign = await runAsViewer(stranger, () => renameNodeAction({ nodeId: w.rootNodeId, title: "x" }));
    const missing = await runAsViewer(owner, () => renameNodeAction({ nodeId: "does-not-exist", title: "x" }));
    expect(foreign).toEqual(missing);
  });

  it("members get through: the viewer reads, the owner writes", async () => {
    const { previewBranchAction } = await import("@/lib/actions/preview-branch");
    const { renameConversationAction } = await import("@/lib/actions/rename-conversation");
    expect(
      (
        await runAsViewer(viewer, () =>
          previewBranchAction({ conversationId: w.conversationId, nodeId: w.rootNodeId, policy: "full" }),
        )
      ).ok,
    ).toBe(true);
    expect(
      (await runAsViewer(owner, () => renameConversationAction({ conversationId: w.conversationId, title: "Owned" })))
        .ok,
    ).toBe(true);
    expect(admin.role).toBe("admin");
  });
});

describe("the membership guard on every route handler", () => {
  it("every route method is in the table", async () => {
    expect(Object.keys(await discoverRoutes()).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("search answers only from the caller's own projects", async () => {
    const fn = (await discoverRoutes())["search GET"]!;
    const request = ROUTES["search GET"]!.request();
    expect((await callRoute(fn, null, request, "GET")).status).toBe(401);
    const mine = (await (await callRoute(fn, owner, request, "GET")).json()) as {
      projects: unknown[];
      hits: Array<{ projectId: string }>;
    };
    expect(mine.hits.length).toBeGreaterThan(0);
    const theirs = (await (await callRoute(fn, stranger, request, "GET")).json()) as {
      projects: unknown[];
      hits: unknown[];
    };
    expect(theirs).toEqual({ projects: [], hits: [] });
    const named = await callRoute(fn, stranger, { url: `/api/search?q=secret&projectId=${w.projectId}` }, "GET");
    expect(named.status).toBe(404);
  });

  it.each(Object.entries(ROUTES).filter(([, c]) => !["public", "authenticated", "admin"].includes(c.need)))(
    "%s refuses the wrong callers",
    async (key, c) => {
      const fn = (await discoverRoutes())[key]!;
      const method = key.split(" ")[1]!;
      const before = await countRows();
      expect((await callRoute(fn, null, c.request(), method)).status).toBe(401);
      const foreign = await callRoute(fn, stranger, c.request(), method);
      expect(foreign.status).toBe(404);
      expect((await foreign.json()).error.code).toMatch(/^not_found:/);
      if (c.need === "write" || c.need === "owner")
        expect((await callRoute(fn, viewer, c.request(), method)).status).toBe(403);
      expect(await countRows()).toEqual(before);
      // A member's read succeeds (after the snapshot: a read may record its model usage, as an ask does).
      if (c.need === "read") expect((await callRoute(fn, viewer, c.request(), method)).status).toBe(200);
    },
  );
});

describe("the guard on every route handler with API tokens (Authorization: Bearer, no cookie, no Origin)", () => {
  let tokens: TestTokens;
  beforeAll(async () => {
    tokens = await createTestTokens(owner, stranger, w.projectId);
  });

  function callWithToken(
    fn: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
    token: string,
    c: ReturnType<RouteCase["request"]>,
    method: string,
  ) {
    const request = new Request(`${ORIGIN}${c.url}`, {
      method,
      headers: {
        host: HOST,
        authorization: `Bearer ${token}`,
        ...(c.text
          ? { "content-type": c.text.type }
          : c.body !== undefined
            ? { "content-type": "application/json" }
            : {}),
      },
      body: c.text ? c.text.body : c.body !== undefined ? JSON.stringify(c.body) : undefined,
    });
    return fn(request, { params: Promise.resolve(c.params ?? {}) });
  }

  it.each(Object.entries(ROUTES).filter(([, c]) => !["public", "authenticated", "admin"].includes(c.need)))(
    "%s: a stranger's or another project's token is not_found, a read token cannot write, revoked and expired are 401",
    async (key, c) => {
      const fn = (await discoverRoutes())[key]!;
      const method = key.split(" ")[1]!;
      const before = await countRows();
      for (const t of ["revoked", "expired"] as const)
        expect([t, (await callWithToken(fn, tokens[t], c.request(), method)).status]).toEqual([t, 401]);
      for (const t of ["stranger", "elsewhere"] as const) {
        const response = await callWithToken(fn, tokens[t], c.request(), method);
        expect([t, response.status]).toEqual([t, 404]);
        expect((await response.json()).error.code).toMatch(/^not_found:/);
      }
      expect(await countRows()).toEqual(before);
      const read = await callWithToken(fn, tokens.read, c.request(), method);
      expect(read.status).toBe(c.need === "read" ? 200 : 403);
      // A read may bill its own model use (a knowledge ask's usage rows); it writes nothing else.
      expect({ ...(await countRows()), usages: before.usages }).toEqual(before);
    },
  );
});

describe("routes for instance administrators only (connections)", () => {
  it.each(Object.entries(ROUTES).filter(([, c]) => c.need === "admin"))(
    "%s refuses anonymous callers, members who are not administrators and every API token, writing nothing",
    async (key, c) => {
      const fn = (await discoverRoutes())[key]!;
      const method = key.split(" ")[1]!;
      const before = await countRows();
      expect((await callRoute(fn, null, c.request(), method)).status).toBe(401);
      for (const who of [viewer, owner, stranger]) {
        const refused = await callRoute(fn, who, c.request(), method);
        expect([who.email, refused.status]).toEqual([who.email, 403]);
        expect((await refused.json()).error.code).toBe("forbidden:admin");
      }
      const { token } = await createApiToken(admin, {
        name: "admin",
        scope: "write",
        projectId: null,
        expiresInDays: 1,
      });
      const request = c.request();
      const withToken = await fn(
        new Request(`${ORIGIN}${request.url}`, {
          method,
          headers: {
            host: HOST,
            authorization: `Bearer ${token}`,
            ...(request.body !== undefined ? { "content-type": "application/json" } : {}),
          },
          body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
        }),
        { params: Promise.resolve(request.params ?? {}) },
      );
      expect(withToken.status).toBe(403);
      expect(await countRows()).toEqual(before);
    },
  );

  it("an administrator lists connections, keys masked", async () => {
    const fn = (await discoverRoutes())["v1/connections GET"]!;
    const response = await callRoute(fn, admin, ROUTES["v1/connections GET"]!.request(), "GET");
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("connections");
  });
});

interface CommandCase {
  need: Need;
  argv: () => string[];
  /** Without a project of that name the command creates one for the caller (no refusal for strangers). */
  createsOwn?: boolean;
}

/**
 * Every command of the command line (cli/canopy.ts COMMANDS), with valid flags on `w`'s records and
 * what it needs. A new command missing here fails "every command is in the table".
 */
const CLI_COMMANDS: Record<string, CommandCase> = {
  ask: { need: "read", argv: () => ["ask", "--project", "Guarded", "What is the plan?"] },
  attach: { need: "write", argv: () => ["attach", "--node", w.rootNodeId, "plan.png"] },
  branch: { need: "write", argv: () => ["branch", "--node", w.rootNodeId, "--policy", "none"] },
  context: { need: "read", argv: () => ["context", "--node", w.rootNodeId] },
  continue: { need: "write", argv: () => ["continue", "--item", w.itemIds[1]!] },
  conversation: {
    need: "write",
    createsOwn: true,
    argv: () => ["conversation", "create", "--project", "Guarded", "--title", "New"],
  },
  docs: { need: "read", argv: () => ["docs", "--project", "Guarded"] },
  export: { need: "read", argv: () => ["export", "--conversation", w.conversationId, "--format", "json"] },
  import: { need: "write", argv: () => ["import", "--project", "Guarded", "plan.md"] },
  "import-chats": { need: "write", argv: () => ["import-chats", "--project", "Guarded", "chats.json"] },
  kt: { need: "read", argv: () => ["kt", "--project", "Guarded"] },
  merge: { need: "write", argv: () => ["merge", "--node", w.branchId, "--mode", "full", "--insert", "append"] },
  fanout: {
    need: "write",
    argv: () => [
      "fanout",
      "--node",
      w.rootNodeId,
      "--models",
      "offline,offline",
      "--system",
      "a",
      "--system",
      "b",
      "Hi",
    ],
  },
  models: { need: "authenticated", argv: () => ["models"] },
  compare: { need: "read", argv: () => ["compare", "--fanout", w.fanoutId] },
  connection: { need: "admin", argv: () => ["connection", "list"] },
  me: { need: "authenticated", argv: () => ["me", "connection", "list"] },
  mcp: { need: "admin", argv: () => ["mcp", "list"] },
  project: {
    need: "owner",
    argv: () => ["project", "share", "--project", "Guarded", "--email", "stranger@example.test", "--role", "viewer"],
  },
  purge: { need: "write", argv: () => ["purge", "--node", w.branchId] },
  retry: { need: "write", argv: () => ["retry", "--node", w.rootNodeId] },
  say: { need: "write", argv: () => ["say", "--node", w.rootNodeId, "Hello"] },
  approve: { need: "write", argv: () => ["approve", "--call", w.toolCallId, "--deny"] },
  search: { need: "read", argv: () => ["search", "--project", "Guarded", "plan"] },
  "seed-tree": { need: "write", createsOwn: true, argv: () => ["seed-tree", "--project", "Guarded", "--nodes", "3"] },
  token: { need: "authenticated", argv: () => ["token", "list"] },
  tree: { need: "read", argv: () => ["tree", "--conversation", w.conversationId] },
  user: { need: "admin", argv: () => ["user", "list"] },
  window: { need: "read", argv: () => ["window", "--node", w.rootNodeId] },
};

/** Runs one command line as `as` (--user) and returns the error code it failed with, or "ok". */
async function callCommand(argv: string[], as: Viewer): Promise<string> {
  const { run } = await import("@/cli/canopy");
  const out: string[] = [];
  const code = await run([...argv, "--user", as.email, "--json"], { out: (t) => out.push(t), err: () => {} });
  return code === 0 ? "ok" : (JSON.parse(out.join("\n")) as { error: { code: string } }).error.code;
}

describe("the membership guard on every command of the command line", () => {
  it("every command is in the table", async () => {
    const { COMMANDS } = await import("@/cli/canopy");
    expect(COMMANDS.map((c) => c.name).sort()).toEqual(Object.keys(CLI_COMMANDS).sort());
  });

  it.each(Object.entries(CLI_COMMANDS))("%s refuses the wrong accounts and writes nothing", async (_name, c) => {
    const before = await countRows();
    if ((c.need === "read" || c.need === "write" || c.need === "owner") && !c.createsOwn) {
      expect(await callCommand(c.argv(), stranger)).toMatch(/^not_found:/);
    }
    if (c.need === "write" || c.need === "owner" || c.need === "admin") {
      expect(await callCommand(c.argv(), viewer)).toMatch(/^forbidden:/);
    }
    expect(await countRows()).toEqual(before);
  });

  it("members get through: the viewer reads from the command line", async () => {
    expect(await callCommand(CLI_COMMANDS.window!.argv(), viewer)).toBe("ok");
    expect(await callCommand(CLI_COMMANDS.docs!.argv(), viewer)).toBe("ok");
  });
});

describe("images (issue 35)", () => {
  it("a share link serves the images its page shows, nothing else", async () => {
    const fn = (await discoverRoutes())["share/[token]/images/[itemId] GET"]!;
    const ok = await callRoute(fn, null, ROUTES["share/[token]/images/[itemId] GET"]!.request(), "GET");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/webp");
    expect(ok.headers.get("content-security-policy")).toContain("sandbox");
    for (const [token, itemId] of [
      [w.shareToken, w.asideItemId], // an aside's item: never on the page
      [w.shareToken, w.itemIds[0]!], // shown, but not an image
      ["not-a-token", w.imageItemId],
    ]) {
      const refused = await callRoute(
        fn,
        null,
        { url: `/api/share/${token}/images/${itemId}`, params: { token, itemId } },
        "GET",
      );
      expect(refused.status).toBe(404);
    }
  });

  it("a share link's live stream answers for a valid link only", async () => {
    const fn = (await discoverRoutes())["share/[token]/live GET"]!;
    const ok = await callRoute(fn, null, ROUTES["share/[token]/live GET"]!.request(), "GET");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/event-stream");
    expect(await ok.text()).toContain("event: hello");
    const token = "not-a-token";
    const refused = await callRoute(fn, null, { url: `/api/share/${token}/live?once=1`, params: { token } }, "GET");
    expect(refused.status).toBe(404);
  });
});

describe("public share routes: a limit per client address (issue 32)", () => {
  /** Every public share route a visitor without an account may call, and how to call it from an address. */
  const SHARE_ROUTES: Record<string, (headers: Record<string, string>) => Promise<Response>> = {
    // The page answers 429 in the proxy (a page cannot answer it itself).
    "share/[token] page": (headers) =>
      proxy(new NextRequest(`${ORIGIN}/share/${w.shareToken}`, { headers: { host: HOST, ...headers } })),
    "share/[token]/live GET": async (headers) =>
      callRoute(
        (await discoverRoutes())["share/[token]/live GET"]!,
        null,
        ROUTES["share/[token]/live GET"]!.request(),
        "GET",
        headers,
      ),
  };
  const from = (address: string) => ({ "x-forwarded-for": address });
  /** Each case counts in a window of its own: the clock is fixed inside it, as the limit reads it. */
  const inWindow = async (n: number, run: () => Promise<void>) => {
    const clock = vi.spyOn(Date, "now").mockReturnValue((2_000 + n) * 3_600_000);
    process.env.RATE_LIMIT_SHARE = "3";
    process.env.RATE_LIMIT_WINDOW_SECONDS = "3600";
    resetEnv();
    try {
      await run();
    } finally {
      clock.mockRestore();
      delete process.env.RATE_LIMIT_SHARE;
      delete process.env.RATE_LIMIT_WINDOW_SECONDS;
      delete process.env.TRUSTED_PROXIES;
      resetEnv();
    }
  };

  it.each(Object.keys(SHARE_ROUTES).map((name, i) => [name, i] as const))(
    "%s: a known address past RATE_LIMIT_SHARE gets 429 with Retry-After; another address is served",
    async (name, i) => {
      await inWindow(2 * i, async () => {
        process.env.TRUSTED_PROXIES = "10.0.0.1";
        resetEnv();
        const call = SHARE_ROUTES[name]!;
        for (let n = 0; n < 3; n++) expect((await call(from("203.0.113.7, 10.0.0.1"))).status).toBe(200);
        const refused = await call(from("203.0.113.7, 10.0.0.1"));
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await refused.text()).toMatch(/Too many requests\. Try again in \d+ seconds?\./);
        expect((await call(from("198.51.100.2, 10.0.0.1"))).status).toBe(200);
      });
    },
  );

  it.each(Object.keys(SHARE_ROUTES).map((name, i) => [name, i] as const))(
    "%s: with the address unknown (no TRUSTED_PROXIES), one client past the limit never locks every visitor out",
    async (name, i) => {
      await inWindow(2 * i + 1, async () => {
        const call = SHARE_ROUTES[name]!;
        // What a client claims in X-Forwarded-For is not trusted: all these are one unknown address.
        for (let n = 0; n < 5; n++) expect((await call(from(`203.0.113.${n}`))).status).toBe(200);
      });
    },
  );
});

describe("requests from other sites and bad requests", () => {
  async function chat() {
    return (await discoverRoutes())["chat POST"]!;
  }
  const body = () => ({ url: "/api/chat", body: { nodeId: w.rootNodeId, text: "Hello" } });

  it("refuses a cross-origin POST, a POST with no Origin or Referer, and a wrong Host", async () => {
    const fn = await chat();
    expect((await callRoute(fn, owner, body(), "POST", { origin: "https://evil.example" })).status).toBe(403);
    expect((await callRoute(fn, owner, body(), "POST", { origin: "null" })).status).toBe(403);
    expect(
      (await callRoute(fn, owner, body(), "POST", { host: "attacker.example", origin: "http://attacker.example" }))
        .status,
    ).toBe(421);
    const get = (await discoverRoutes())["nodes/[nodeId] GET"]!;
    expect(
      (
        await callRoute(get, owner, { url: `/api/nodes/${w.rootNodeId}`, params: { nodeId: w.rootNodeId } }, "GET", {
          host: "attacker.example",
        })
      ).status,
    ).toBe(421);
  });

  it("refuses text/plain and form posts to a JSON route", async () => {
    const fn = await chat();
    const plain = await callRoute(fn, owner, body(), "POST", { "content-type": "text/plain" });
    expect(plain.status).toBe(400);
    expect((await plain.json()).error.code).toBe("invalid:content_type");
    expect(
      (await callRoute(fn, owner, body(), "POST", { "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(400);
  });

  it("answers 413 for a body over the limit, without reading it whole", async () => {
    const fn = await chat();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const request = new Request(`${ORIGIN}/api/chat`, {
      method: "POST",
      headers: { host: HOST, origin: ORIGIN, "content-type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const response = await runAsViewer(owner, () => fn(request, { params: Promise.resolve({}) }));
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10); // 256 KB limit: a few 64 KB chunks, not the endless stream
  });

  it("answers 400 with a clear message for JSON nested too deep", async () => {
    const fn = (await discoverRoutes())["projects/[projectId]/import POST"]!;
    const deep = "[".repeat(50_000) + "]".repeat(50_000);
    const request = new Request(`${ORIGIN}/api/projects/${w.projectId}/import`, {
      method: "POST",
      headers: { host: HOST, origin: ORIGIN, "content-type": "application/json" },
      body: deep,
    });
    const response = await runAsViewer(owner, () =>
      fn(request, { params: Promise.resolve({ projectId: w.projectId }) }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: "invalid:json_depth",
      message: expect.stringMatching(/nested more than 64 levels/),
    });
  });
});

/**
 * Issue 32, findings 1-2: another member's open aside does not exist for them. Every table row
 * above is replayed with the aside in place of the records it names (its node for the root and
 * the branch, its message for the items); a row that then names the aside must answer not_found to
 * the project's owner and to a viewer (the aside is the editor's), exactly as for a missing node,
 * write nothing and never show the aside's text. Rows that name no node (a project, a conversation)
 * must leave the aside out of what they answer.
 */
describe("another member's open aside, on every action, route and command", () => {
  const onAside = <T>(fn: () => T): T => {
    const saved = w;
    w = {
      ...saved,
      rootNodeId: saved.asideId,
      branchId: saved.asideId,
      itemIds: [saved.asideItemId, saved.asideItemId],
    };
    try {
      return fn();
    } finally {
      w = saved;
    }
  };
  const namesAside = (make: () => unknown) => JSON.stringify(onAside(make)) !== JSON.stringify(make());

  it("every action that names it answers not_found to the project's owner and a viewer, and writes nothing", async () => {
    const actions = await discoverActions();
    const named = Object.entries(ACTIONS).filter(([, c]) => namesAside(c.input));
    expect(named.map(([n]) => n)).toEqual(
      expect.arrayContaining(["mergeNodeAction", "previewMergeAction", "purgeNodeAction", "promoteNodeAction"]),
    );
    for (const [name, c] of named) {
      const input = onAside(c.input);
      const before = await countRows();
      for (const who of [owner, viewer]) {
        const result = await callAction(actions[name]!, who, input);
        expect([name, who.email, result.ok ? "ok" : result.error.code]).toEqual([
          name,
          who.email,
          expect.stringMatching(/^not_found:/),
        ]);
        expect(JSON.stringify(result)).not.toContain(ASIDE_SECRET);
      }
      expect([name, await countRows()]).toEqual([name, before]);
    }
    // Its owner gets through (the rows above are not refused for some other reason).
    const { previewMergeAction } = await import("@/lib/actions/preview-merge");
    const own = await runAsViewer(editor, () =>
      previewMergeAction(onAside(ACTIONS.previewMergeAction!.input) as never),
    );
    expect(JSON.stringify(own)).toContain(ASIDE_SECRET);
  });

  it("the same not_found as a node that does not exist, not conflict:volatile_foreign", async () => {
    const { mergeNodeAction } = await import("@/lib/actions/merge-node");
    const input = onAside(ACTIONS.mergeNodeAction!.input) as { nodeId: string };
    const aside = await runAsViewer(owner, () => mergeNodeAction(input as never));
    const missing = await runAsViewer(owner, () => mergeNodeAction({ ...input, nodeId: "no-such-node" } as never));
    expect(aside).toEqual(missing);
  });

  it("every route that names it answers 404 to the project's owner and a viewer; the others leave it out", async () => {
    const routes = await discoverRoutes();
    const named: string[] = [];
    for (const [key, c] of Object.entries(ROUTES).filter(([, c]) => c.need !== "public")) {
      const method = key.split(" ")[1]!;
      const before = await countRows();
      if (namesAside(c.request)) {
        named.push(key);
        for (const who of [owner, viewer]) {
          const response = await callRoute(routes[key]!, who, onAside(c.request), method);
          const body = await response.text();
          expect([key, who.email, response.status]).toEqual([key, who.email, 404]);
          expect(body).not.toContain(ASIDE_SECRET);
        }
      } else if (method === "GET" && c.need !== "authenticated") {
        const response = await callRoute(routes[key]!, owner, c.request(), method);
        const body = await response.text();
        expect([key, body.includes(ASIDE_SECRET), body.includes(w.asideId)]).toEqual([key, false, false]);
      }
      expect([key, await countRows()]).toEqual([key, before]);
    }
    expect(named).toEqual(
      expect.arrayContaining([
        "v1/nodes/[nodeId]/merge POST",
        "v1/nodes/[nodeId]/merge/preview POST",
        "v1/nodes/[nodeId] DELETE",
        "v1/nodes/[nodeId]/messages POST",
        "v1/chat/completions POST",
        "chat POST",
        "items/[itemId]/context GET",
      ]),
    );
    // Per-conversation find and the search palette: the owner's search finds nothing of it, its owner does.
    for (const [key, url] of [
      ["conversations/[conversationId]/find GET", `/api/conversations/${w.conversationId}/find?q=salary`],
      ["search GET", `/api/search?q=salary`],
      ["v1/search GET", `/api/v1/search?q=salary`],
    ] as const) {
      const request = { url, params: { conversationId: w.conversationId } };
      const theirs = await (await callRoute(routes[key]!, owner, request, "GET")).text();
      const own = await (await callRoute(routes[key]!, editor, request, "GET")).text();
      expect([key, theirs.includes("250k") || theirs.includes(w.asideId)]).toEqual([key, false]);
      expect([key, own.includes(w.asideId)]).toEqual([key, true]);
    }
  });

  it("every command that names it answers not_found to the project's owner and a viewer; exports leave it out", async () => {
    const named = Object.entries(CLI_COMMANDS).filter(([, c]) => namesAside(c.argv));
    expect(named.map(([n]) => n)).toEqual(expect.arrayContaining(["merge", "purge", "say", "window"]));
    for (const [name, c] of named) {
      const before = await countRows();
      for (const who of [owner, viewer])
        expect([name, who.email, await callCommand(onAside(c.argv), who)]).toEqual([
          name,
          who.email,
          expect.stringMatching(/^not_found:/),
        ]);
      expect([name, await countRows()]).toEqual([name, before]);
    }
    const { run } = await import("@/cli/canopy");
    for (const argv of [
      ["export", "--conversation", w.conversationId, "--format", "md"],
      ["export", "--conversation", w.conversationId, "--format", "json"],
      ["tree", "--conversation", w.conversationId],
      ["search", "--project", "Guarded", "salary"],
    ]) {
      const out: string[] = [];
      expect(await run([...argv, "--user", owner.email, "--json"], { out: (t) => out.push(t), err: () => {} })).toBe(0);
      expect([argv[0], out.join("\n").includes(ASIDE_SECRET) || out.join("\n").includes(w.asideId)]).toEqual([
        argv[0],
        false,
      ]);
    }
  });
});

/**
 * Issue 32, finding 6: a lone UTF-16 surrogate in any text (a message, a title, a name, an id) is
 * refused as 400 invalid:unicode at the one place text enters (lib/shared/text-input.ts
 * `cleanInput`), on every action and every route with a JSON body, and nothing is written.
 */
describe("text that is not valid Unicode, on every action and route", () => {
  const LONE = "x \ud800 y";
  /** The value with the lone surrogate appended to every string in it. */
  function poisoned(value: unknown): unknown {
    if (typeof value === "string") return value + LONE;
    if (Array.isArray(value)) return value.map(poisoned);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisoned(v)]));
    return value;
  }
  // A string value anywhere (keys do not count: a body of numbers carries no text to poison).
  const hasText = (value: unknown): boolean =>
    typeof value === "string" ||
    (Array.isArray(value)
      ? value.some(hasText)
      : !!value && typeof value === "object" && Object.values(value).some(hasText));

  it("every action that takes text answers invalid:unicode to its owner and writes nothing", async () => {
    const actions = await discoverActions();
    const withText = Object.entries(ACTIONS).filter(([, c]) => hasText(c.input()));
    expect(withText.length).toBeGreaterThan(30);
    const before = await countRows();
    for (const [name, c] of withText) {
      const who = c.need === "admin" ? admin : owner;
      const result = await callAction(actions[name]!, who, poisoned(c.input()));
      expect([name, result.ok ? "ok" : result.error.code]).toEqual([name, "invalid:unicode"]);
    }
    expect(await countRows()).toEqual(before);
  });

  it("every route with a JSON body answers 400 invalid:unicode and writes nothing", async () => {
    const routes = await discoverRoutes();
    const withText = Object.entries(ROUTES).filter(
      ([key, c]) => key !== "auth/[...all] GET" && hasText(c.request().body),
    );
    expect(withText.map(([k]) => k)).toEqual(
      expect.arrayContaining(["chat POST", "v1/chat/completions POST", "v1/nodes/[nodeId]/messages POST"]),
    );
    const before = await countRows();
    for (const [key, c] of withText) {
      const request = c.request();
      const response = await callRoute(
        routes[key]!,
        c.need === "admin" ? admin : owner,
        { ...request, body: poisoned(request.body) },
        key.split(" ")[1]!,
      );
      expect([key, response.status, ((await response.json()) as { error?: { code: string } }).error?.code]).toEqual([
        key,
        400,
        "invalid:unicode",
      ]);
    }
    // The streamed completion, a conversation, a project and an MCP tool call, by name.
    const streamed = await callRoute(
      routes["v1/chat/completions POST"]!,
      owner,
      {
        url: "/api/v1/chat/completions",
        body: { model: `canopy/${w.rootNodeId}`, stream: true, messages: [{ role: "user", content: LONE }] },
      },
      "POST",
    );
    expect(streamed.status).toBe(400);
    for (const tool of [
      { name: "create_conversation", arguments: { projectId: w.projectId, title: LONE } },
      { name: "say", arguments: { nodeId: w.rootNodeId, text: LONE } },
    ]) {
      const response = await callRoute(
        routes["mcp POST"]!,
        owner,
        { url: "/api/mcp", body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: tool } },
        "POST",
        { accept: "application/json, text/event-stream" },
      );
      expect([tool.name, response.status]).toEqual([tool.name, 400]);
      expect([tool.name, await response.text()]).toEqual([tool.name, expect.stringContaining("invalid:unicode")]);
    }
    expect(await countRows()).toEqual(before);
  });
});

/** Issue 32, finding 7: answers that were 5xx, 2xx or the wrong 4xx. */
describe("hostile requests get the right 4xx", () => {
  it("an upload route with a foreign Host is 421, as every other route", async () => {
    const fn = (await discoverRoutes())["projects/[projectId]/import-chats POST"]!;
    const response = await callRoute(fn, owner, ROUTES["projects/[projectId]/import-chats POST"]!.request(), "POST", {
      host: "attacker.example",
      origin: "http://attacker.example",
    });
    expect(response.status).toBe(421);
  });

  it("MCP: an empty batch is a 400 JSON-RPC error; no credentials and no Origin is 401 with a challenge", async () => {
    const fn = (await discoverRoutes())["mcp POST"]!;
    const empty = await callRoute(fn, owner, { url: "/api/mcp", body: [] }, "POST", {
      accept: "application/json, text/event-stream",
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    const bare = new Request(`${ORIGIN}/api/mcp`, {
      method: "POST",
      headers: { host: HOST, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    const anonymous = await runAsViewer(null, () => fn(bare, { params: Promise.resolve({}) }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    // The proxy lets it through to that answer (no cookie: nothing a browser could forge).
    const { proxy } = await import("@/proxy");
    const { NextRequest } = await import("next/server");
    const proxied = await proxy(
      new NextRequest(`${ORIGIN}/api/mcp`, { method: "POST", headers: { host: HOST }, body: "{}" }),
    );
    expect(proxied.status).toBe(200);
    // With a cookie and no Origin it is still a cross-site request.
    const withCookie = await proxy(
      new NextRequest(`${ORIGIN}/api/mcp`, { method: "POST", headers: { host: HOST, cookie: "a=b" }, body: "{}" }),
    );
    expect(withCookie.status).toBe(403);
  });
});
