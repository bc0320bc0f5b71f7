import { describe, expect, it } from "vitest";
import { appendItem } from "@/lib/db/queries/items";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { mergeNode } from "@/lib/tree-ops/merge";
import { setPinned } from "@/lib/tree-ops/pin";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { countTokens } from "@/lib/text/count-tokens";
import { getDb } from "@/lib/db/client";
import { runFanout } from "@/lib/chat/fanout";
import { listConversations } from "@/lib/db/queries/conversations";
import { createProject } from "@/lib/db/queries/projects";
import { exportConversation, importChats, pathMarkdown, plansFromText, treeMarkdown, type CanopyExport } from "./index";

useTestDatabase();

/** The export with ids replaced by their order of appearance, so two exports can be compared. */
function normalise(exported: CanopyExport) {
  const names = new Map<string, string>();
  const name = (id: string | null) =>
    id === null ? null : (names.get(id) ?? (names.set(id, `#${names.size}`), names.get(id)!));
  const c = exported.conversation;
  c.nodes.forEach((n) => name(n.id));
  c.nodes.forEach((n) => n.items.forEach((i) => name(i.id)));
  c.mergeEvents.forEach((m) => name(m.id));
  return {
    title: c.title,
    nodes: c.nodes.map((n) => ({
      ...n,
      id: name(n.id),
      parentId: name(n.parentId),
      branchPointItemId: name(n.branchPointItemId),
      createdAt: undefined,
      items: n.items.map((i) => ({
        ...i,
        id: name(i.id),
        refItemId: name(i.refItemId),
        sourceNodeId: name(i.sourceNodeId),
        sourceItemIds: i.sourceItemIds.map(name),
        mergeEventId: name(i.mergeEventId),
        createdAt: undefined,
      })),
    })),
    mergeEvents: c.mergeEvents.map((m) => ({
      ...m,
      id: name(m.id),
      parentId: name(m.parentId),
      childId: name(m.childId),
      createdAt: undefined,
    })),
  };
}

describe("export and import of our own JSON", () => {
  it("round-trips a tree with branches, a merge, pins and provenance; Markdown of a path and of the tree", async () => {
    const seeded = await seedConversation({
      name: "Transfer",
      messages: thread("The launch code is ORCHID-7.", "Noted.", "Lunch is pasta.", "Pasta it is."),
    });
    await setPinned(seeded.rootNodeId, seeded.itemIds[0], true);
    const branch = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: seeded.itemIds[1],
      policy: "full",
      title: "Codes",
    });
    await appendItem(branch.nodeId, {
      role: "user",
      content: "Is ORCHID-7 still valid?",
      tokenCount: countTokens("Is ORCHID-7 still valid?"),
    });
    await appendItem(branch.nodeId, {
      role: "assistant",
      content: "Yes, until Friday.",
      tokenCount: 5,
      model: "offline",
    });
    await mergeNode({ nodeId: branch.nodeId, mode: "full", placement: "chronological" });
    const side = await createBranch({
      parentId: seeded.rootNodeId,
      fromItemId: seeded.itemIds[3],
      policy: "none",
      title: "Side",
    });
    await appendItem(side.nodeId, { role: "user", content: "Unrelated question.", tokenCount: 3 });

    const first = await exportConversation(seeded.conversationId);
    expect(first.conversation.nodes).toHaveLength(3);
    expect(first.conversation.mergeEvents).toHaveLength(1);
    const json = JSON.stringify(first);
    // Into another project: its title is free there (a re-import into the same one is numbered, below).
    const target = await createProject({ name: "Round trip target" });
    const imported = await importChats(target.id, json);
    expect(imported.format).toBe("canopy");
    expect(imported.conversations).toEqual([{ id: expect.any(String), title: "Test conversation", nodes: 3 }]);
    expect(imported.conversations[0].id).not.toBe(seeded.conversationId);

    const second = await exportConversation(imported.conversations[0].id);
    expect(normalise(second)).toEqual(normalise(first));
    // Fresh ids everywhere.
    const oldIds = new Set(first.conversation.nodes.flatMap((n) => [n.id, ...n.items.map((i) => i.id)]));
    expect(
      second.conversation.nodes.flatMap((n) => [n.id, ...n.items.map((i) => i.id)]).some((id) => oldIds.has(id)),
    ).toBe(false);

    const path = await pathMarkdown(branch.nodeId);
    expect(path.markdown).toContain("# Test conversation › Codes");
    expect(path.markdown).toContain("### You (inherited)\n\nThe launch code is ORCHID-7.");
    expect(path.markdown).toContain("Is ORCHID-7 still valid?");
    const tree = await treeMarkdown(seeded.conversationId);
    expect(tree.markdown).toMatch(/## 1 Test conversation/);
    expect(tree.markdown).toMatch(
      /### 1\.1 Codes\n\n_Branch of “Test conversation” after message 2; context: full; merged\._/,
    );
    expect(tree.markdown).toContain("### 1.2 Side");
    expect(tree.markdown).toContain("### You (merged)");
  });
});

const chatGptExport = [
  {
    title: "Trip planning",
    create_time: 1_700_000_000,
    current_node: "a2",
    mapping: {
      root: { id: "root", message: null, parent: null, children: ["sys"] },
      sys: {
        id: "sys",
        message: {
          author: { role: "system" },
          content: { content_type: "text", parts: [""] },
          metadata: { is_visually_hidden_from_conversation: true },
        },
        parent: "root",
        children: ["u1", "u1b"],
      },
      u1: {
        id: "u1",
        message: {
          author: { role: "user" },
          content: { content_type: "text", parts: ["Plan a trip to Lisbon."] },
          create_time: 1_700_000_001,
        },
        parent: "sys",
        children: ["a1"],
      },
      a1: {
        id: "a1",
        message: { author: { role: "assistant" }, content: { content_type: "text", parts: ["Day one: Alfama."] } },
        parent: "u1",
        children: ["u2"],
      },
      u2: {
        id: "u2",
        message: {
          author: { role: "user" },
          content: {
            content_type: "multimodal_text",
            parts: [{ content_type: "image_asset_pointer", asset_pointer: "file-1" }, "And day two?"],
          },
        },
        parent: "a1",
        children: ["t1"],
      },
      t1: {
        id: "t1",
        message: { author: { role: "tool" }, content: { content_type: "text", parts: ["search results: Belém"] } },
        parent: "u2",
        children: ["a2", "a2b"],
      },
      a2: {
        id: "a2",
        message: { author: { role: "assistant" }, content: { content_type: "text", parts: ["Day two: Belém."] } },
        parent: "t1",
        children: [],
      },
      a2b: {
        id: "a2b",
        message: { author: { role: "assistant" }, content: { content_type: "text", parts: ["Day two: Sintra."] } },
        parent: "t1",
        children: [],
      },
      // An edit of the first message: a sibling of u1.
      u1b: {
        id: "u1b",
        message: { author: { role: "user" }, content: { content_type: "text", parts: ["Plan a trip to Porto."] } },
        parent: "sys",
        children: [],
      },
    },
  },
  { title: "Empty one", mapping: { r: { id: "r", message: null, parent: null, children: [] } } },
];

describe("fan-outs and merge conflicts in our JSON", () => {
  it("an export -> import round trip keeps the conflicts with their choices and each branch's fan-out, model and system prompt", async () => {
    const root = await seedConversation({ messages: thread("Plan the launch.", "Noted.") });
    const fan = await runFanout({
      nodeId: root.rootNodeId,
      text: "When do we launch?",
      targets: [{ model: "offline" }, { model: "offline", systemPrompt: "Answer in one sentence." }],
    });
    const [chosen, other] = fan.branches;
    await appendItem(chosen.nodeId, {
      role: "assistant",
      content: "The public launch is on May 3.",
      tokenCount: countTokens("The public launch is on May 3."),
    });
    await appendItem(root.rootNodeId, {
      role: "user",
      content: "Heads up: the public launch slipped to May 10.",
      tokenCount: 10,
    });
    await appendItem(root.rootNodeId, { role: "assistant", content: "Understood.", tokenCount: 2 });
    // The fan-out's other branch is kept (dimmed) and would block nothing: merge the chosen one.
    const merged = await mergeNode({
      nodeId: chosen.nodeId,
      mode: "full",
      placement: "append",
      conflictChoice: "keep-parent",
    });
    const stored = await getDb().mergeConflict.findMany({ where: { mergeEventId: merged.mergeEventId } });
    expect(stored).toHaveLength(1);

    const first = await exportConversation(root.conversationId);
    const fanNodes = first.conversation.nodes.filter((n) => n.fanoutId);
    expect(fanNodes.map((n) => [n.fanoutId, n.model, n.systemPrompt])).toEqual([
      [fan.fanoutId, "offline", null],
      [fan.fanoutId, "offline", "Answer in one sentence."],
    ]);
    expect(first.conversation.mergeEvents[0].conflicts).toEqual([
      expect.objectContaining({
        parentText: "Heads up: the public launch slipped to May 10.",
        resolution: "keep_parent",
      }),
    ]);

    const target = await createProject({ name: "Fan-out round trip" });
    const imported = await importChats(target.id, JSON.stringify(first));
    const second = await exportConversation(imported.conversations[0].id);
    const again = second.conversation.nodes.filter((n) => n.fanoutId);
    expect(again.map((n) => [n.model, n.systemPrompt])).toEqual([
      ["offline", null],
      ["offline", "Answer in one sentence."],
    ]);
    // One fan-out, under a fresh id (a copy never joins the original's fan-out).
    expect(new Set(again.map((n) => n.fanoutId)).size).toBe(1);
    expect(again[0].fanoutId).not.toBe(fan.fanoutId);
    const conflicts = second.conversation.mergeEvents[0].conflicts;
    expect(conflicts).toEqual([
      {
        ...first.conversation.mergeEvents[0].conflicts[0],
        branchItemId: expect.any(String),
        parentItemId: expect.any(String),
      },
    ]);
    // The conflict's messages point at the imported copies of the same messages.
    const items = new Map(second.conversation.nodes.flatMap((n) => n.items.map((i) => [i.id, i.content] as const)));
    expect(items.get(conflicts[0].parentItemId)).toBe("Heads up: the public launch slipped to May 10.");
    expect(items.get(conflicts[0].branchItemId)).toBe(conflicts[0].branchText);
    expect(other.status).toBe("complete");
  });
});

describe("ChatGPT and Claude exports", () => {
  it("imports ChatGPT's mapping with every edit and regeneration as a branch", async () => {
    const seeded = await seedConversation({ name: "ChatGPT import" });
    const { format, conversations } = await importChats(seeded.projectId, JSON.stringify(chatGptExport));
    expect(format).toBe("chatgpt");
    expect(conversations.map((c) => [c.title, c.nodes])).toEqual([
      ["Trip planning", 3],
      ["Empty one", 1],
    ]);
    const exported = await exportConversation(conversations[0].id);
    const [root, ...branches] = exported.conversation.nodes;
    // The main thread follows current_node (a2: Belém); tool output is a note; the image part is skipped.
    expect(root.items.map((i) => [i.role, i.content])).toEqual([
      ["user", "Plan a trip to Lisbon."],
      ["assistant", "Day one: Alfama."],
      ["user", "And day two?"],
      ["note", "search results: Belém"],
      ["assistant", "Day two: Belém."],
    ]);
    const regenerated = branches.find((b) => b.items.some((i) => i.content === "Day two: Sintra."))!;
    expect(regenerated).toMatchObject({
      parentId: root.id,
      inheritPolicy: "full",
      branchPointItemId: root.items[3].id,
    });
    expect(regenerated.items.filter((i) => i.origin === "inherited")).toHaveLength(4);
    const edited = branches.find((b) => b.items.some((i) => i.content === "Plan a trip to Porto."))!;
    expect(edited).toMatchObject({ parentId: root.id, branchPointItemId: null, inheritPolicy: "none" });
    expect(root.items[4].model).toBe("Imported from ChatGPT");
  });

  it("marks imported conversations and numbers a title the project already has (a re-import)", async () => {
    const seeded = await seedConversation({ name: "Re-import" });
    const first = await importChats(seeded.projectId, JSON.stringify(chatGptExport));
    expect(first.conversations.map((c) => [c.title, c.renamedFrom])).toEqual([
      ["Trip planning", undefined],
      ["Empty one", undefined],
    ]);
    const again = await importChats(seeded.projectId, JSON.stringify(chatGptExport));
    expect(again.conversations.map((c) => [c.title, c.renamedFrom])).toEqual([
      ["Trip planning (2)", "Trip planning"],
      ["Empty one (2)", "Empty one"],
    ]);
    const third = await importChats(seeded.projectId, JSON.stringify([chatGptExport[0], chatGptExport[0]]));
    expect(third.conversations.map((c) => c.title)).toEqual(["Trip planning (3)", "Trip planning (4)"]);

    const listed = await listConversations(seeded.projectId);
    const trip = listed.filter((c) => c.title.startsWith("Trip planning"));
    expect(trip.map((c) => c.imported?.from)).toEqual(["chatgpt", "chatgpt", "chatgpt", "chatgpt"]);
    expect(trip.every((c) => Date.parse(c.imported!.at) > Date.now() - 60_000)).toBe(true);
    // A conversation made in Canopy carries no mark; the root node is titled like its conversation.
    expect(listed.find((c) => c.id === seeded.conversationId)?.imported).toBeNull();
    const exported = await exportConversation(again.conversations[0].id);
    expect(exported.conversation.nodes[0].title).toBe("Trip planning (2)");
  });

  it("imports Claude's export, with branches when parent_message_uuid is present", async () => {
    const seeded = await seedConversation({ name: "Claude import" });
    const claude = [
      {
        uuid: "c1",
        name: "Recipes",
        chat_messages: [
          {
            uuid: "m1",
            sender: "human",
            text: "A soup recipe?",
            parent_message_uuid: "00000000-0000-4000-8000-000000000000",
          },
          {
            uuid: "m2",
            sender: "assistant",
            text: "",
            content: [{ type: "text", text: "Minestrone." }],
            parent_message_uuid: "m1",
          },
          { uuid: "m3", sender: "assistant", text: "Gazpacho.", parent_message_uuid: "m1" },
        ],
        current_leaf_message_uuid: "m3",
      },
      {
        uuid: "c2",
        name: "Linear",
        chat_messages: [
          { sender: "human", text: "Hi" },
          { sender: "assistant", text: "Hello" },
        ],
      },
    ];
    const { format, conversations } = await importChats(seeded.projectId, JSON.stringify(claude));
    expect(format).toBe("claude");
    expect(conversations.map((c) => c.nodes)).toEqual([2, 1]);
    const exported = await exportConversation(conversations[0].id);
    expect(exported.conversation.nodes[0].items.map((i) => i.content)).toEqual(["A soup recipe?", "Gazpacho."]);
    expect(exported.conversation.nodes[1].items.at(-1)?.content).toBe("Minestrone.");
  });

  it("refuses bad, partial and hostile files with a clear message, writing nothing", async () => {
    const seeded = await seedConversation({ name: "Refusals" });
    const before = await countRows();
    // The rules, on this thread (the worker runs the same steps; import-thread.test.ts covers it).
    const refuse = async (text: string, message: RegExp) => {
      await expect(importChats(seeded.projectId, text, { thread: false })).rejects.toMatchObject({
        code: "invalid:import",
        message: expect.stringMatching(message),
      });
    };
    await refuse("{not json", /not valid JSON/);
    await refuse(JSON.stringify({ hello: "world" }), /not a chat export Canopy knows/);
    await refuse(JSON.stringify([]), /not a chat export/);
    const good = await exportConversation(seeded.conversationId);
    const damaged = structuredClone(good) as unknown as { conversation: { nodes: Array<Record<string, unknown>> } };
    delete damaged.conversation.nodes[0].kind;
    await refuse(JSON.stringify(damaged), /damaged or incomplete: conversation\.nodes\.0\.kind/);
    const orphan = structuredClone(good);
    orphan.conversation.nodes.push({
      ...orphan.conversation.nodes[0],
      id: "x1",
      parentId: "missing",
      kind: "branch",
      items: [],
    });
    await refuse(JSON.stringify(orphan), /names a parent that is not in the file/);

    // 60,000 messages deep: refused (413) from the count, before any walk.
    const mapping: Record<string, unknown> = {};
    for (let i = 0; i < 60_000; i++)
      mapping[`m${i}`] = {
        message: { author: { role: i % 2 ? "assistant" : "user" }, content: { parts: [`message ${i}`] } },
        parent: i ? `m${i - 1}` : null,
      };
    await expect(importChats(seeded.projectId, JSON.stringify([{ title: "Deep", mapping }]))).rejects.toMatchObject({
      code: "too_large:import",
      message: expect.stringMatching(/has 60000 messages; at most 5000 per conversation/),
    });
    // 50,000 nested parts: refused before JSON.parse builds them (400, as the docs promise: issue 32).
    const nested = `${"[".repeat(50_000)}"deep text"${"]".repeat(50_000)}`;
    const deepParts = `[{"title":"Nested","mapping":{"a":{"message":{"author":{"role":"user"},"content":{"parts":${nested}}},"parent":null}}}]`;
    expect(() => plansFromText(deepParts)).toThrow(
      expect.objectContaining({ code: "invalid:json_depth", status: 400 }),
    );
    // Branches nested 3,000 deep in our own format.
    const deep = structuredClone(good);
    const root = deep.conversation.nodes[0];
    deep.conversation.nodes = [
      root,
      ...Array.from({ length: 3_000 }, (_, i) => ({
        ...root,
        id: `d${i}`,
        parentId: i ? `d${i - 1}` : root.id,
        kind: "branch" as const,
        items: [],
      })),
    ];
    await refuse(JSON.stringify(deep), /nested more than 2000 deep/);

    expect(await countRows()).toEqual(before);
  });
});
