import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { upsertMembership } from "@/lib/db/queries/memberships";
import { createShareLink } from "@/lib/auth/share-links";
import { shareProject, unshareProject } from "@/lib/auth/membership";
import { testViewer } from "@/lib/testing/auth";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { exportConversation } from "@/lib/transfer/export";
import { pathMarkdown, treeMarkdown } from "@/lib/transfer/markdown";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { findNodes, getConversationCounts, getConversationTree } from "@/lib/views/tree-view";
import { loadNodeView } from "./node-view";
import { loadSharedConversation } from "./shared-view";

// Finding 11 of issue 18: open asides showed on the share page, in a viewer's tree and in other
// members' sessions; a share link outlived its creator's membership.
useTestDatabase();

const SECRET = "My private aside about the salary bands.";

async function liveSession(userId: string, id: string) {
  const expiresAt = new Date(Date.now() + 3_600_000);
  await getDb().session.upsert({
    where: { id },
    create: { id, token: `token-${id}`, userId, expiresAt },
    update: { expiresAt },
  });
}

/** A project (owner, editor, viewer) whose conversation has the owner's open aside (with a branch under it). */
async function world() {
  const seeded = await seedConversation({ messages: thread("Where is the review?", "In Lisbon.") });
  const owner = await testViewer("aside-owner@example.test", "owner-phone");
  const editor = await testViewer("aside-editor@example.test", "editor-laptop");
  const viewer = await testViewer("aside-viewer@example.test", "viewer-laptop");
  await upsertMembership(seeded.projectId, owner.userId, "owner");
  await upsertMembership(seeded.projectId, editor.userId, "editor");
  await upsertMembership(seeded.projectId, viewer.userId, "viewer");
  await liveSession(owner.userId, "owner-phone");
  await liveSession(owner.userId, "owner-desktop");
  const aside = await createBranch({
    parentId: seeded.rootNodeId,
    fromItemId: null,
    policy: "none",
    kind: "volatile",
    sessionId: "owner-phone",
    ownerId: owner.userId,
    title: "Private aside",
  });
  await appendItem(aside.nodeId, { role: "user", content: SECRET, tokenCount: 9 });
  // A node under the aside (an aside cannot be branched from while open; one promoted and reopened can).
  const under = await getDb().node.create({
    data: {
      conversationId: seeded.conversationId,
      parentId: aside.nodeId,
      kind: "branch",
      title: "Under it",
      inheritPolicy: "none",
    },
  });
  const ids = (tree: { nodes: { id: string }[] }) => tree.nodes.map((n) => n.id);
  const as = {
    ownerPhone: { sessionId: "owner-phone", userId: owner.userId, role: "owner" as const },
    ownerDesktop: { sessionId: "owner-desktop", userId: owner.userId, role: "owner" as const },
    editor: { sessionId: "editor-laptop", userId: editor.userId, role: "editor" as const },
    viewer: { sessionId: "viewer-laptop", userId: viewer.userId, role: "viewer" as const, canWrite: false },
  };
  return { ...seeded, owner, editor, viewer, aside: aside.nodeId, under: under.id, ids, as };
}

describe("an open aside is its owner's alone", () => {
  it("its own session sees it as its own", async () => {
    const w = await world();
    const tree = await getConversationTree(w.conversationId, w.as.ownerPhone);
    expect(tree.nodes.find((n) => n.id === w.aside)).toMatchObject({ unresolved: false });
  });

  it("a viewer's tree and the share page leave it out, with what is under it", async () => {
    const w = await world();
    const tree = await getConversationTree(w.conversationId, w.as.viewer);
    expect(w.ids(tree)).toEqual([w.rootNodeId]);
    // Its counts too: the counts route answers for the nodes of the caller's tree only.
    const counts = await getConversationCounts(w.conversationId, w.as.viewer);
    expect(counts.ids).toEqual([w.rootNodeId]);
    const link = await createShareLink(w.conversationId, w.owner.userId);
    const shared = await loadSharedConversation(link.token);
    expect(shared.nodes.map((n) => n.id)).toEqual([w.rootNodeId]);
    expect(JSON.stringify(shared)).not.toContain(SECRET);
  });

  it("another member's tree, counts and find leave it out, also once its session ended", async () => {
    const w = await world();
    const during = await getConversationTree(w.conversationId, w.as.editor);
    expect(w.ids(during)).toEqual([w.rootNodeId]);
    expect(await findNodes(w.conversationId, "salary", w.as.editor)).toEqual([]);
    expect(await findNodes(w.conversationId, "salary", w.as.viewer)).toEqual([]);
    expect((await findNodes(w.conversationId, "salary", w.as.ownerPhone)).map((n) => n.id)).toEqual([w.aside]);

    await getDb().session.delete({ where: { id: "owner-phone" } }); // signed out: the aside is abandoned
    const after = await getConversationTree(w.conversationId, w.as.editor);
    expect(w.ids(after)).toEqual([w.rootNodeId]);
    expect((await getConversationCounts(w.conversationId, w.as.editor)).ids).toEqual([w.rootNodeId]);
  });

  it("the project's owner does not see an editor's aside either", async () => {
    const w = await world();
    const theirs = await createBranch({
      parentId: w.rootNodeId,
      fromItemId: null,
      policy: "none",
      kind: "volatile",
      sessionId: "editor-laptop",
      ownerId: w.editor.userId,
      title: "Editor's aside",
    });
    expect(w.ids(await getConversationTree(w.conversationId, w.as.ownerPhone))).not.toContain(theirs.nodeId);
    expect(w.ids(await getConversationTree(w.conversationId, w.as.editor))).toContain(theirs.nodeId);
  });

  it("the owner's other session shows it unresolved, for the resolution tray", async () => {
    const w = await world();
    const tree = await getConversationTree(w.conversationId, w.as.ownerDesktop);
    expect(tree.nodes.find((n) => n.id === w.aside)).toMatchObject({ unresolved: true });
  });

  it("its node view, asked for by id, is not found for whom the tree leaves it out", async () => {
    const w = await world();
    await expect(loadNodeView(w.aside, w.as.editor)).rejects.toMatchObject({ code: "not_found:node" });
    await expect(loadNodeView(w.aside, w.as.viewer)).rejects.toMatchObject({ code: "not_found:node" });
    const own = await loadNodeView(w.aside, w.as.ownerPhone);
    expect(own.window.map((e) => e.content)).toContain(SECRET);
    const tray = await loadNodeView(w.aside, w.as.ownerDesktop);
    expect(tray.node.id).toBe(w.aside);
  });

  it("exports (JSON, Markdown tree and path) hold it only for its owner", async () => {
    const w = await world();
    const theirs = await exportConversation(w.conversationId, w.as.editor);
    expect(theirs.conversation.nodes.map((n) => n.id)).toEqual([w.rootNodeId]);
    expect(JSON.stringify(theirs)).not.toContain(SECRET);
    expect((await treeMarkdown(w.conversationId, w.as.editor)).markdown).not.toContain(SECRET);
    await expect(pathMarkdown(w.aside, w.as.editor)).rejects.toMatchObject({
      code: "not_found:node",
    });
    expect(JSON.stringify(await exportConversation(w.conversationId))).not.toContain(SECRET);

    const own = await exportConversation(w.conversationId, w.as.ownerDesktop);
    expect(own.conversation.nodes.map((n) => n.id).sort()).toEqual([w.rootNodeId, w.aside, w.under].sort());
    expect((await pathMarkdown(w.aside, w.as.ownerPhone)).markdown).toContain(SECRET);
  });
});

describe("a share link lives while its creator may write", () => {
  it("stops working when its creator is removed from the project, and when they become a viewer", async () => {
    const w = await world();
    const removed = await createShareLink(w.conversationId, w.editor.userId);
    expect((await loadSharedConversation(removed.token)).title).toBeTruthy();
    await unshareProject(w.projectId, w.editor.userId);
    await expect(loadSharedConversation(removed.token)).rejects.toMatchObject({ code: "not_found:share_link" });
    // Revoked in the same transaction, so it stays dead if they are added back.
    await shareProject(w.projectId, w.editor.email, "editor");
    await expect(loadSharedConversation(removed.token)).rejects.toMatchObject({ code: "not_found:share_link" });
    expect(await getDb().shareLink.findUniqueOrThrow({ where: { token: removed.token } })).toMatchObject({
      revokedAt: expect.any(Date),
    });

    const demoted = await createShareLink(w.conversationId, w.editor.userId);
    await shareProject(w.projectId, w.editor.email, "viewer");
    await expect(loadSharedConversation(demoted.token)).rejects.toMatchObject({ code: "not_found:share_link" });
    await shareProject(w.projectId, w.editor.email, "editor");
    expect((await loadSharedConversation(demoted.token)).title).toBeTruthy();
  });

  it("the owner's links keep working", async () => {
    const w = await world();
    const link = await createShareLink(w.conversationId, w.owner.userId);
    await unshareProject(w.projectId, w.editor.userId);
    expect((await loadSharedConversation(link.token)).nodes.length).toBeGreaterThan(0);
  });
});
