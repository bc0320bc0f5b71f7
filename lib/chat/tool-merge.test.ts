import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { fakeToolSessions } from "@/lib/testing/tool-session";
import { createProject } from "@/lib/db/queries/projects";
import { exportConversation, importChats } from "@/lib/transfer";
import { mergeNode } from "@/lib/tree-ops/merge";
import { CONFLICT_CHECK_CHARS, conflictSample } from "@/lib/tree-ops/merge-conflicts";
import { getNodeWindow } from "@/lib/views/node-window";
import { toolAsideTitle } from "@/lib/shared/tool-calls";
import { runFanout } from "./fanout";
import { startTurn } from "./turn";
import { awaitTurnAnswer } from "./turn-response";
import { setToolSessionsForTests } from "./tool-session";
import { testViewer } from "@/lib/testing/auth";
import type { Viewer } from "@/lib/auth/types";

useTestDatabase();

/** About 1 MB of a listing whose lines state facts ("X is Y"), the shape the conflict check reads. */
const MEGABYTE = Array.from(
  { length: 14_000 },
  (_, i) => `report-${i}.csv is ${i * 13} bytes; its owner is Dana Ruiz, group ${i % 7}.`,
).join("\n");
const LISTING = Array.from({ length: 600 }, (_, i) => `notes-${i}.md ${i * 7} bytes`).join("\n");
const fake = fakeToolSessions([
  { server: "fs", name: "dump", run: () => MEGABYTE },
  { server: "fs", name: "list", run: () => LISTING },
  { server: "fs", name: "stat", run: () => "size 12 bytes" },
]);
let user: Viewer;
beforeAll(async () => {
  setToolSessionsForTests(fake.open, async () => ({ servers: ["fs"], approval: "never", asideTokens: 2_000 }));
  user = await testViewer("tool-merge@example.test");
});
afterAll(() => setToolSessionsForTests(null));

async function call(nodeId: string, text: string) {
  return awaitTurnAnswer(
    await startTurn({ nodeId, text, tools: { servers: ["fs"] }, userId: user.userId, sessionId: user.sessionId }),
  );
}

describe("merged tool items keep their provenance", () => {
  it("a merged call is the same call (server, tool, args, status), in the window and in an export", async () => {
    const seeded = await seedConversation();
    const turn = await call(seeded.rootNodeId, "/tool fs.list {}");
    const asideId = turn.toolCalls[0]!.asideNodeId!;
    const [held] = (await getNodeWindow(asideId)).filter((e) => e.role === "tool");
    await mergeNode({ nodeId: asideId, mode: "selected", placement: "append", selectedIds: [held!.id] });

    const up = (await getNodeWindow(seeded.rootNodeId)).filter((e) => e.origin === "merged");
    expect(up.length).toBeGreaterThan(0);
    for (const part of up) {
      expect(part.role).toBe("tool");
      expect(part.tool).toMatchObject({ server: "fs", tool: "list", args: {}, status: "done" });
      // Every part reads (and shows) as the call: its line first.
      expect(part.content.startsWith("Tool call fs.list {}\n")).toBe(true);
    }
    expect(up.map((e) => e.content).join("\n")).toContain("notes-599.md");

    const exported = await exportConversation(seeded.conversationId, { userId: user.userId });
    const root = exported.conversation.nodes.find((n) => n.parentId === null)!;
    const merged = root.items.filter((i) => i.origin === "merged");
    expect(merged.length).toBe(up.length);
    expect(merged.every((i) => i.role === "tool" && i.tool?.tool === "list")).toBe(true);

    // And after an import of that export.
    const target = await createProject({ name: "Merged tools round trip" });
    const imported = await importChats(target.id, JSON.stringify(exported));
    const again = await exportConversation(imported.conversations[0]!.id, { userId: user.userId, role: "owner" });
    const copies = again.conversation.nodes
      .find((n) => n.parentId === null)!
      .items.filter((i) => i.origin === "merged");
    expect(copies.map((i) => [i.role, i.tool?.server, i.tool?.tool, i.tool?.status])).toEqual(
      merged.map(() => ["tool", "fs", "list", "done"]),
    );
  });

  it("a branch's calls merged up (full) keep theirs; the branch's messages stay messages", async () => {
    const seeded = await seedConversation();
    const { createBranch } = await import("@/lib/tree-ops/create-branch");
    const branch = await createBranch({ parentId: seeded.rootNodeId, fromItemId: null, policy: "none" });
    await call(branch.nodeId, "/tool fs.stat {}");
    await mergeNode({ nodeId: branch.nodeId, mode: "full", placement: "append" });
    const up = (await getNodeWindow(seeded.rootNodeId)).filter((e) => e.origin === "merged");
    expect(up.map((e) => [e.role, e.tool?.tool ?? null])).toEqual([
      ["user", null],
      ["tool", "stat"],
      ["assistant", null],
    ]);
    expect(up[1]!.tool).toMatchObject({ server: "fs", status: "done", asideNodeId: null });
  });
});

describe("a tool aside's condensed note", () => {
  it("names the aside by its title, not its id (the card links the title to the aside)", async () => {
    const seeded = await seedConversation();
    const turn = await call(seeded.rootNodeId, "/tool fs.list {}");
    const asideId = turn.toolCalls[0]!.asideNodeId!;
    const [note] = (await getNodeWindow(seeded.rootNodeId)).filter((e) => e.role === "tool");
    const aside = await getDb().node.findUniqueOrThrow({ where: { id: asideId } });
    expect(aside.title).toBe(toolAsideTitle({ server: "fs", tool: "list" }));
    expect(note!.content).toContain(`"${aside.title}"`);
    expect(note!.content).not.toContain(asideId);
    expect(note!.tool?.asideNodeId).toBe(asideId);
  });
});

describe("fan-out tool asides", () => {
  it("belong to the user whose fan-out made them", async () => {
    const seeded = await seedConversation();
    const result = await runFanout({
      nodeId: seeded.rootNodeId,
      text: "/tool fs.list {}",
      targets: [{ model: "offline" }, { model: "offline", systemPrompt: "Be brief." }],
      userId: user.userId,
      sessionId: user.sessionId,
    });
    const asides = await getDb().node.findMany({
      where: { parentId: { in: result.branches.map((b) => b.nodeId) }, toolOutput: true },
    });
    expect(asides.length).toBe(2);
    for (const aside of asides) expect(aside).toMatchObject({ kind: "volatile", ownerId: user.userId });
  });
});

describe("merging a 1 MB tool result", () => {
  it("carries all of it up as parts of the call; the conflict check reads a bounded sample of it", async () => {
    expect(conflictSample(MEGABYTE).length).toBeLessThanOrEqual(CONFLICT_CHECK_CHARS);
    expect(MEGABYTE.startsWith(conflictSample(MEGABYTE))).toBe(true);
    expect(conflictSample("short")).toBe("short");

    const seeded = await seedConversation();
    const turn = await call(seeded.rootNodeId, "/tool fs.dump {}");
    const asideId = turn.toolCalls[0]!.asideNodeId!;
    const merged = await mergeNode({ nodeId: asideId, mode: "full", placement: "append" });
    expect(merged.insertedItemIds.length).toBeGreaterThan(100);
    const up = (await getNodeWindow(seeded.rootNodeId)).filter((e) => e.origin === "merged" && e.role === "tool");
    expect(up.every((e) => e.tool?.tool === "dump" && e.tokenCount <= 1_200 + 16)).toBe(true);
    const text = up.map((e) => e.content).join("\n");
    expect(text).toContain("report-0.csv is 0 bytes");
    expect(text).toContain("report-13999.csv is 181987 bytes");
  });
});
