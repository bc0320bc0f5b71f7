import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { getNodeWindow } from "@/lib/views/node-window";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode } from "@/lib/tree-ops/merge";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { countTokens } from "@/lib/text/count-tokens";
import type { ActionResult } from "./safe-action";
import { condenseBranchAction } from "./condense-branch";
import { createBranchAction } from "./create-branch";
import { describePurgeAction } from "./describe-purge";
import { mergeNodeAction } from "./merge-node";
import { previewBranchAction } from "./preview-branch";
import { previewMergeAction } from "./preview-merge";
import { promoteNodeAction } from "./promote-node";
import { purgeNodeAction } from "./purge-node";
import { setPinnedAction } from "./set-pinned";
import { undoMergeAction } from "./undo-merge";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
// Behaviour behind the guard: the caller owns every project (the guard itself: guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);
vi.mock("@/lib/session", () => ({
  SESSION_COOKIE: "canopy_session",
  readSessionId: vi.fn(async () => "session-test"),
  ensureSessionId: vi.fn(async () => "session-test"),
}));

useTestDatabase();

const MESSAGES = thread(
  "The launch code is ORCHID-7.",
  "Noted.",
  "We decided to use Postgres for billing.",
  "Postgres it is.",
);

function ok<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}

/** A conversation with a root, a full child with messages of its own, a volatile aside and a merge. */
async function world() {
  const root = await seedConversation({ messages: MESSAGES });
  const child = await createBranch({
    parentId: root.rootNodeId,
    fromItemId: root.itemIds[1],
    policy: "full",
    title: "Child",
  });
  const own = await appendItem(child.nodeId, {
    role: "user",
    content: "A detail of the child.",
    tokenCount: countTokens("A detail of the child."),
  });
  const aside = await createBranch({
    parentId: root.rootNodeId,
    fromItemId: null,
    policy: "full",
    kind: "volatile",
    sessionId: "elsewhere",
  });
  const merged = await createBranch({ parentId: root.rootNodeId, fromItemId: null, policy: "none" });
  await appendItem(merged.nodeId, {
    role: "user",
    content: "Merged content.",
    tokenCount: countTokens("Merged content."),
  });
  const { mergeEventId } = await mergeNode({ nodeId: merged.nodeId, mode: "full", placement: "append" });
  return { ...root, childId: child.nodeId, ownItemId: own.id, asideId: aside.nodeId, mergeEventId };
}

type World = Awaited<ReturnType<typeof world>>;
let here: World;
let other: World;
beforeAll(async () => {
  here = await world();
  other = await world();
});

/** Every row count, plus the state a flow action could change in place. */
async function snapshot() {
  const db = getDb();
  return {
    ...(await countRows()),
    merges: await db.mergeEvent.findMany({ select: { id: true, undoneAt: true }, orderBy: { id: "asc" } }),
    nodes: await db.node.findMany({
      select: { id: true, status: true, kind: true, sessionId: true },
      orderBy: { id: "asc" },
    }),
    pinned: await db.item.findMany({ where: { pinned: true }, select: { id: true }, orderBy: { id: "asc" } }),
  };
}

async function expectRefused(call: () => Promise<ActionResult<unknown>>, code: string, message: RegExp) {
  const before = await snapshot();
  const result = await call();
  expect(result).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
  expect(await snapshot()).toEqual(before);
}

const FOREIGN = /not part of this conversation/;
type Case = {
  name: string;
  foreignCode?: string;
  foreign: () => Promise<ActionResult<unknown>>;
  malformed: Array<[string, () => Promise<ActionResult<unknown>>, RegExp]>;
};

// Each action is called with `here`'s conversation and a record of `other`, which it must refuse.
const cases: Case[] = [
  {
    name: "previewBranchAction",
    foreign: () =>
      previewBranchAction({ conversationId: here.conversationId, nodeId: other.rootNodeId, policy: "compressed" }),
    malformed: [
      [
        "a budget below zero",
        () =>
          previewBranchAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            policy: "selective",
            budget: -1,
          }),
        /^budget: The budget cannot be below zero/,
      ],
      [
        "an unknown policy",
        () =>
          previewBranchAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            policy: "sideways" as "full",
          }),
        /^policy: .*none, full, selective or compressed/,
      ],
    ],
  },
  {
    name: "createBranchAction (selective)",
    foreign: () =>
      createBranchAction({
        conversationId: here.conversationId,
        nodeId: other.rootNodeId,
        policy: "selective",
        selectedIds: [other.itemIds[0]],
      }),
    malformed: [
      [
        "selectedIds that are not a list",
        () =>
          createBranchAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            policy: "selective",
            selectedIds: "x" as unknown as string[],
          }),
        /^selectedIds: /,
      ],
      [
        "an empty selected id",
        () =>
          createBranchAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            policy: "selective",
            selectedIds: [" "],
          }),
        /^selectedIds\.0: An id is required/,
      ],
    ],
  },
  {
    name: "createBranchAction (compressed)",
    foreign: () =>
      createBranchAction({
        conversationId: here.conversationId,
        nodeId: other.rootNodeId,
        policy: "compressed",
        note: "A note.",
      }),
    malformed: [
      [
        "an empty note",
        () =>
          createBranchAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            policy: "compressed",
            note: "   ",
          }),
        /^note: The summary note is empty/,
      ],
      [
        "an oversized note",
        () =>
          createBranchAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            policy: "compressed",
            note: "n".repeat(40_001),
          }),
        /^note: Keep the note under 40,000/,
      ],
    ],
  },
  {
    name: "createBranchAction (volatile)",
    foreign: () =>
      createBranchAction({
        conversationId: here.conversationId,
        nodeId: other.rootNodeId,
        policy: "full",
        volatile: true,
      }),
    malformed: [
      [
        "volatile that is not a boolean",
        () =>
          createBranchAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            policy: "full",
            volatile: "yes" as unknown as boolean,
          }),
        /^volatile: /,
      ],
    ],
  },
  {
    name: "setPinnedAction",
    foreign: () =>
      setPinnedAction({
        conversationId: here.conversationId,
        nodeId: other.rootNodeId,
        itemId: other.itemIds[0],
        pinned: true,
      }),
    malformed: [
      [
        "pinned that is not a boolean",
        () =>
          setPinnedAction({
            conversationId: here.conversationId,
            nodeId: here.rootNodeId,
            itemId: here.itemIds[0],
            pinned: "true" as unknown as boolean,
          }),
        /^pinned: /,
      ],
      [
        "a missing item id",
        () => setPinnedAction({ conversationId: here.conversationId, nodeId: here.rootNodeId, pinned: true } as never),
        /^itemId: /,
      ],
    ],
  },
  {
    name: "previewMergeAction",
    foreign: () =>
      previewMergeAction({
        conversationId: here.conversationId,
        nodeId: other.childId,
        mode: "full",
        placement: "append",
      }),
    malformed: [
      [
        "an unknown mode",
        () =>
          previewMergeAction({
            conversationId: here.conversationId,
            nodeId: here.childId,
            mode: "everything" as "full",
            placement: "append",
          }),
        /^mode: .*full, selected or condensed/,
      ],
    ],
  },
  {
    name: "condenseBranchAction",
    foreign: () => condenseBranchAction({ conversationId: here.conversationId, nodeId: other.childId }),
    malformed: [
      [
        "an empty node id",
        () => condenseBranchAction({ conversationId: here.conversationId, nodeId: "  " }),
        /^nodeId: An id is required/,
      ],
    ],
  },
  {
    name: "mergeNodeAction",
    foreign: () =>
      mergeNodeAction({
        conversationId: here.conversationId,
        nodeId: other.childId,
        mode: "full",
        placement: "chronological",
      }),
    malformed: [
      [
        "an unknown placement",
        () =>
          mergeNodeAction({
            conversationId: here.conversationId,
            nodeId: here.childId,
            mode: "full",
            placement: "top" as "append",
          }),
        /^placement: .*append or chronological/,
      ],
      [
        "an empty condensed note",
        () =>
          mergeNodeAction({
            conversationId: here.conversationId,
            nodeId: here.childId,
            mode: "condensed",
            placement: "append",
            note: " ",
          }),
        /^note: The summary note is empty/,
      ],
    ],
  },
  {
    name: "undoMergeAction",
    foreignCode: "not_found:merge",
    foreign: () => undoMergeAction({ conversationId: here.conversationId, mergeEventId: other.mergeEventId }),
    malformed: [
      [
        "a missing merge id",
        () => undoMergeAction({ conversationId: here.conversationId } as never),
        /^mergeEventId: /,
      ],
    ],
  },
  {
    name: "describePurgeAction",
    foreign: () => describePurgeAction({ conversationId: here.conversationId, nodeId: other.childId }),
    malformed: [
      [
        "an oversized id",
        () => describePurgeAction({ conversationId: here.conversationId, nodeId: "x".repeat(65) }),
        /^nodeId: That id is too long/,
      ],
    ],
  },
  {
    name: "purgeNodeAction",
    foreign: () => purgeNodeAction({ conversationId: here.conversationId, nodeId: other.childId }),
    malformed: [
      [
        "a numeric id",
        () => purgeNodeAction({ conversationId: here.conversationId, nodeId: 42 as unknown as string }),
        /^nodeId: /,
      ],
    ],
  },
  {
    name: "promoteNodeAction",
    foreign: () => promoteNodeAction({ conversationId: here.conversationId, nodeId: other.asideId }),
    malformed: [
      ["a missing conversation id", () => promoteNodeAction({ nodeId: here.asideId } as never), /^conversationId: /],
    ],
  },
];

describe.each(cases)("$name", ({ foreign, foreignCode, malformed }) => {
  it("refuses a record of another conversation and writes nothing", async () => {
    await expectRefused(foreign, foreignCode ?? "not_found:node", FOREIGN);
  });

  it.each(malformed)("refuses %s and writes nothing", async (_, call, message) => {
    await expectRefused(call, "invalid:input", message);
  });
});

describe("the same actions, used properly", () => {
  it("preview, create (selective, compressed, volatile), pin, preview merge, condense, merge, undo, describe purge, purge, promote", async () => {
    const s = await world();
    const conversationId = s.conversationId;

    const preview = ok(
      await previewBranchAction({
        conversationId,
        nodeId: s.rootNodeId,
        policy: "selective",
        prompt: "billing database",
        budget: 500,
      }),
    );
    expect(preview.policy).toBe("selective");
    const selectedIds = preview.policy === "selective" ? preview.selection.selectedIds : [];
    const selective = ok(
      await createBranchAction({ conversationId, nodeId: s.rootNodeId, policy: "selective", selectedIds }),
    );
    expect(selective.inherited.map((i) => i.itemId)).toEqual(selectedIds);

    const compressedPreview = ok(
      await previewBranchAction({ conversationId, nodeId: s.rootNodeId, policy: "compressed" }),
    );
    const note = compressedPreview.policy === "compressed" ? compressedPreview.note : "";
    expect(note).toContain("Decisions");
    const compressed = ok(
      await createBranchAction({ conversationId, nodeId: s.rootNodeId, policy: "compressed", note }),
    );
    expect((await getNodeWindow(compressed.nodeId))[0]).toMatchObject({ role: "note", content: note });

    const aside = ok(
      await createBranchAction({ conversationId, nodeId: s.rootNodeId, policy: "full", volatile: true }),
    );
    expect(await getDb().node.findUniqueOrThrow({ where: { id: aside.nodeId } })).toMatchObject({
      kind: "volatile",
      sessionId: "session-test",
    });

    expect(
      ok(await setPinnedAction({ conversationId, nodeId: s.rootNodeId, itemId: s.itemIds[0], pinned: true })),
    ).toEqual({ itemId: s.itemIds[0], pinned: true });

    const mergePreview = ok(
      await previewMergeAction({ conversationId, nodeId: s.childId, mode: "full", placement: "chronological" }),
    );
    expect(mergePreview.entries.filter((e) => e.inserted).map((e) => e.content)).toEqual(["A detail of the child."]);
    const condensed = ok(await condenseBranchAction({ conversationId, nodeId: s.childId }));
    expect(condensed.engine).toBe("offline");
    const merged = ok(
      await mergeNodeAction({
        conversationId,
        nodeId: s.childId,
        mode: "condensed",
        placement: "chronological",
        note: condensed.note,
      }),
    );
    expect(ok(await undoMergeAction({ conversationId, mergeEventId: merged.mergeEventId }))).toMatchObject({
      childId: s.childId,
      removedItems: 1,
    });

    const described = ok(await describePurgeAction({ conversationId, nodeId: s.childId }));
    expect(described).toMatchObject({ nodeIds: [s.childId], nodes: 1, items: 1 });
    expect(ok(await purgeNodeAction({ conversationId, nodeId: s.childId })).purgedNodeIds).toEqual([s.childId]);

    expect(ok(await promoteNodeAction({ conversationId, nodeId: s.asideId }))).toEqual({ nodeId: s.asideId });
    expect((await getDb().node.findUniqueOrThrow({ where: { id: s.asideId } })).kind).toBe("branch");
  });
});
