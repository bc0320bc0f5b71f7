import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { parseDocument } from "@/lib/knowledge/parse";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { importChats, plansFromText, type ConversationPlan } from "./index";

// One parser (lib/transfer/formats.ts) reads ChatGPT and Claude exports for both of its call sites:
// the conversation import (plansFromText, with branches) and the knowledge import (parseDocument,
// one thread as text). Each fixture is read through both.

useTestDatabase();

const slot = (
  id: string,
  parent: string | null,
  children: string[],
  role: string | null,
  text: string,
  t?: number,
) => ({
  id,
  parent,
  children,
  message:
    role === null
      ? null
      : {
          id,
          author: { role },
          content: { content_type: "text", parts: [text] },
          create_time: t ?? null,
          metadata: {},
        },
});

/** A ChatGPT conversation whose first answer was regenerated: u1 has two answers; the second goes on. */
function chatGptWithBranches(currentNode: string | undefined) {
  return [
    {
      title: "Herons",
      create_time: 1_700_000_000,
      ...(currentNode ? { current_node: currentNode } : {}),
      mapping: {
        root: slot("root", null, ["u1"], null, ""),
        u1: slot("u1", "root", ["a1", "a1b"], "user", "Where do herons nest?", 1),
        a1: slot("a1", "u1", [], "assistant", "Herons nest in reeds.", 2),
        a1b: slot("a1b", "u1", ["u2"], "assistant", "Herons nest in tall trees, in colonies.", 3),
        u2: slot("u2", "a1b", ["a2"], "user", "When do they lay eggs?", 4),
        a2: slot("a2", "u2", [], "assistant", "In early spring.", 5),
      },
    },
  ];
}

/** The plan's nodes as [title, kind, own texts, inherited count]. */
function shape(plan: ConversationPlan) {
  return plan.nodes.map((n) => [
    n.kind,
    n.items.filter((i) => i.origin === "local").map((i) => i.content),
    n.items.filter((i) => i.origin === "inherited").length,
  ]);
}

const knowledge = (value: unknown) => parseDocument("export.json", JSON.stringify(value));

describe("a ChatGPT export with branches (a mapping slot with several children)", () => {
  it("the conversation import keeps every answer: the current thread as the main one, the other as a branch", () => {
    const { format, plans } = plansFromText(JSON.stringify(chatGptWithBranches("a2")));
    expect(format).toBe("chatgpt");
    expect(plans).toHaveLength(1);
    expect(plans[0]!.title).toBe("Herons");
    expect(shape(plans[0]!)).toEqual([
      [
        "root",
        [
          "Where do herons nest?",
          "Herons nest in tall trees, in colonies.",
          "When do they lay eggs?",
          "In early spring.",
        ],
        0,
      ],
      ["branch", ["Herons nest in reeds."], 1],
    ]);
  });

  it("the knowledge import reads the thread the user last saw (current_node), or every message in time order", () => {
    const current = knowledge(chatGptWithBranches("a2"));
    expect(current.units).toEqual([
      "## Herons\n\n### User\n\nWhere do herons nest?",
      "### Assistant\n\nHerons nest in tall trees, in colonies.",
      "### User\n\nWhen do they lay eggs?",
      "### Assistant\n\nIn early spring.",
    ]);
    expect(current.text).not.toContain("reeds");
    const all = knowledge(chatGptWithBranches(undefined));
    expect(all.units!.map((u) => u.split("\n\n").at(-1))).toEqual([
      "Where do herons nest?",
      "Herons nest in reeds.",
      "Herons nest in tall trees, in colonies.",
      "When do they lay eggs?",
      "In early spring.",
    ]);
  });
});

/** Claude's export: the question carries an attachment (its extracted text) and a file. */
const claudeWithAttachments = [
  {
    uuid: "c1",
    name: "Reading notes",
    created_at: "2026-11-01T10:00:00Z",
    chat_messages: [
      {
        uuid: "m1",
        sender: "human",
        text: "Summarise the attached notes.",
        content: [{ type: "text", text: "Summarise the attached notes." }],
        attachments: [
          { file_name: "notes.txt", file_size: 42, file_type: "txt", extracted_content: "Line one of the notes." },
        ],
        files: [{ file_name: "diagram.png" }],
        created_at: "2026-11-01T10:00:01Z",
      },
      {
        uuid: "m2",
        sender: "assistant",
        text: "",
        content: [
          { type: "text", text: "The notes list one line." },
          { type: "image", source: "ignored" },
        ],
        attachments: [],
        files: [],
        created_at: "2026-11-01T10:00:02Z",
      },
    ],
  },
];

describe("a Claude export with attachments", () => {
  it("both imports read the messages' text (from text, else content parts), the attachments are not messages", () => {
    const { format, plans } = plansFromText(JSON.stringify(claudeWithAttachments));
    expect(format).toBe("claude");
    expect(plans[0]!.title).toBe("Reading notes");
    expect(shape(plans[0]!)).toEqual([["root", ["Summarise the attached notes.", "The notes list one line."], 0]]);
    expect(knowledge(claudeWithAttachments).units).toEqual([
      "## Reading notes\n\n### User\n\nSummarise the attached notes.",
      "### Assistant\n\nThe notes list one line.",
    ]);
  });
});

describe("empty conversations", () => {
  const emptyChatGpt = [{ title: "Nothing here", mapping: { root: slot("root", null, [], null, "") } }];
  const emptyClaude = [{ name: "Nothing either", chat_messages: [] }];

  it("the conversation import keeps them as empty conversations, named, next to full ones", async () => {
    expect(shape(plansFromText(JSON.stringify(emptyChatGpt)).plans[0]!)).toEqual([["root", [], 0]]);
    const mixed = [...emptyClaude, ...claudeWithAttachments, { chat_messages: [] }];
    const { plans } = plansFromText(JSON.stringify(mixed));
    expect(plans.map((p) => p.title)).toEqual(["Nothing either", "Reading notes", "Claude conversation 3"]);
    const { projectId } = await seedConversation({ name: "Empty imports", messages: [] });
    const { conversations } = await importChats(projectId, JSON.stringify(mixed));
    expect(conversations.map((c) => c.nodes)).toEqual([1, 1, 1]);
    expect(await getDb().item.count({ where: { node: { conversationId: conversations[0]!.id } } })).toBe(0);
  });

  it("the knowledge import refuses a file with no text at all, and reads the rest of a mixed one", () => {
    for (const value of [emptyChatGpt, emptyClaude, [], { messages: [] }]) {
      expect(() => knowledge(value)).toThrow(/no messages with text/);
    }
    expect(knowledge([...emptyClaude, ...claudeWithAttachments]).units).toHaveLength(2);
  });
});

describe("hostile exports", () => {
  it("a 10 MB title is cut to 500 characters by the conversation import (not written whole)", async () => {
    const title = "T".repeat(10 * 1024 * 1024);
    const value = [{ ...chatGptWithBranches("a2")[0], title }];
    const plan = plansFromText(JSON.stringify(value)).plans[0]!;
    expect(plan.title.length).toBeLessThanOrEqual(500);
    expect(plan.title.startsWith("TTTT")).toBe(true);
    const { projectId } = await seedConversation({ name: "Big titles", messages: [] });
    const [written] = (await importChats(projectId, JSON.stringify(value))).conversations;
    expect(
      (await getDb().conversation.findUniqueOrThrow({ where: { id: written!.id } })).title.length,
    ).toBeLessThanOrEqual(500);
    // A branch is named after its first words: one 2 MB word does not become a 2 MB node title.
    const word = "W".repeat(2 * 1024 * 1024);
    const branchy = chatGptWithBranches("a2");
    branchy[0]!.mapping.a1 = slot("a1", "u1", [], "assistant", word, 2);
    const branch = plansFromText(JSON.stringify(branchy)).plans[0]!.nodes[1]!;
    expect(branch.title.length).toBeLessThanOrEqual(80);
  });

  it("the knowledge import refuses a file over 5 MB before reading it, and cuts a long title", () => {
    expect(() =>
      knowledge([{ title: "T".repeat(10 * 1024 * 1024), messages: [{ role: "user", content: "Hi" }] }]),
    ).toThrow(/5 MB/);
    const units = knowledge([{ title: "T".repeat(1024 * 1024), messages: [{ role: "user", content: "Hi" }] }]).units!;
    expect(units[0]!.split("\n")[0]!.length).toBeLessThanOrEqual(503);
  });

  const cyclic = (current?: string) => ({
    title: "Loop",
    ...(current ? { current_node: current } : {}),
    mapping: {
      a: slot("a", "b", ["b"], "user", "Loop question", 1),
      b: slot("b", "a", ["a"], "assistant", "Loop answer", 2),
      c: slot("c", "c", [], "user", "Its own parent", 3),
      d: slot("d", "missing", [], "assistant", "Parent not in the file", 4),
    },
  });

  it("a cycle in mapping (and a slot that is its own parent) ends: nothing is lost, nothing loops", () => {
    for (const current of ["b", "a", undefined]) {
      const plan = plansFromText(JSON.stringify(cyclic(current))).plans[0]!;
      const texts = plan.nodes.flatMap((n) => n.items.filter((i) => i.origin === "local").map((i) => i.content)).sort();
      expect(texts).toEqual(["Its own parent", "Loop answer", "Loop question", "Parent not in the file"]);
    }
    const current = knowledge(cyclic("b"));
    expect(current.units!.map((u) => u.split("\n\n").at(-1))).toEqual(["Loop question", "Loop answer"]);
    expect(knowledge(cyclic(undefined)).units).toHaveLength(4);
  });

  it("a cycle in Claude's parent links ends too", () => {
    const value = [
      {
        name: "Claude loop",
        chat_messages: [
          { uuid: "x", parent_message_uuid: "y", sender: "human", text: "First" },
          { uuid: "y", parent_message_uuid: "x", sender: "assistant", text: "Second" },
        ],
      },
    ];
    const plan = plansFromText(JSON.stringify(value)).plans[0]!;
    expect(plan.nodes.flatMap((n) => n.items.map((i) => i.content)).sort()).toEqual(["First", "Second"]);
    expect(knowledge(value).units).toHaveLength(2);
  });

  it("refuses what is not an export with a clear message from each import", () => {
    for (const value of [{ mapping: "nope" }, [{ chat_messages: "nope" }], 42, "text"]) {
      let transfer: unknown;
      try {
        plansFromText(JSON.stringify(value));
      } catch (error) {
        transfer = error;
      }
      expect(isAppError(transfer) && transfer.code).toBe("invalid:import");
      expect(() => knowledge(value)).toThrow(/not a chat export Canopy can read/);
    }
    // A list of conversations one of which is not made of messages: refused, not a crash on null.
    expect(() =>
      knowledge([{ messages: [{ role: "user", content: "Fine" }] }, { messages: [{ nothing: true }] }]),
    ).toThrow(/not a chat export Canopy can read/);
  });
});

describe("exports with fields of the wrong type", () => {
  const claude = (message: Record<string, unknown>) => [
    {
      name: "Typed",
      chat_messages: [
        { uuid: "q", sender: "human", text: "A fine question." },
        { uuid: "bad", ...message },
      ],
    },
  ];
  const chatGpt = (message: unknown, slot: Record<string, unknown> = {}) => {
    const value = chatGptWithBranches("a2");
    (value[0]!.mapping as Record<string, unknown>).a2 = { id: "a2", parent: "u2", children: [], message, ...slot };
    return value;
  };
  const answer = (fields: Record<string, unknown>) => ({
    author: { role: "assistant" },
    content: { content_type: "text", parts: ["In early spring."] },
    ...fields,
  });
  // Each was read as nothing before (an empty message or conversation, imported without a word).
  const cases: Array<[string, unknown, RegExp]> = [
    ["Claude sender as an object", claude({ sender: { name: 42 }, text: "Lost" }), /message "bad": "sender"/],
    ["Claude text as a number", claude({ sender: "assistant", text: 42 }), /message "bad": "text" should be a string/],
    ["Claude content part as a number", claude({ sender: "assistant", content: [7] }), /"content\[0\]"/],
    [
      "Claude parent link as a number",
      claude({ sender: "assistant", text: "x", parent_message_uuid: 1 }),
      /"parent_message_uuid"/,
    ],
    ["Claude message as a string", [{ name: "Typed", chat_messages: ["hello"] }], /"chat_messages item"/],
    [
      "ChatGPT parts as an object",
      chatGpt(answer({ content: { content_type: "text", parts: { 0: "x" } } })),
      /message "a2": "content\.parts" should be a list/,
    ],
    [
      "ChatGPT author role as an object",
      chatGpt(answer({ author: { role: { x: 1 } } })),
      /"author\.role" should be a string/,
    ],
    ["ChatGPT author as a number", chatGpt(answer({ author: 3 })), /"author" should be a role/],
    [
      "ChatGPT text part as a list's number",
      chatGpt(answer({ content: { parts: ["ok", 5] } })),
      /"content\.parts\[1\]"/,
    ],
    ["ChatGPT message as a string", chatGpt("In early spring."), /message "a2": "message" should be an object/],
    [
      "ChatGPT slot as a string",
      (() => {
        const v = chatGptWithBranches("a2");
        (v[0]!.mapping as Record<string, unknown>).a2 = "x";
        return v;
      })(),
      /"mapping slot"/,
    ],
    ["ChatGPT parent as a number", chatGpt(answer({}), { parent: 7 }), /"parent" should be a string id/],
  ];

  it("are refused by the conversation import, naming the conversation, message and field; nothing is written", async () => {
    const { projectId } = await seedConversation({ name: "Typed refusals", messages: [] });
    const before = await getDb().conversation.count();
    for (const [label, value, message] of cases) {
      const text = JSON.stringify(value);
      let error: unknown;
      try {
        plansFromText(text);
      } catch (e) {
        error = e;
      }
      expect(isAppError(error) && error.code, label).toBe("invalid:import");
      expect((error as Error).message, label).toMatch(/^Conversation 1 \("(Typed|Herons)"\), /);
      expect((error as Error).message, label).toMatch(message);
      await expect(importChats(projectId, text), label).rejects.toMatchObject({ code: "invalid:import" });
    }
    expect(await getDb().conversation.count()).toBe(before);
  });

  it("are refused by the knowledge import, naming the file", () => {
    for (const [label, value, message] of cases) {
      let error: unknown;
      try {
        knowledge(value);
      } catch (e) {
        error = e;
      }
      expect(isAppError(error) && error.code, label).toBe("invalid:document");
      // The knowledge import reads only lists of message objects: a string message is no chat export.
      if (label === "Claude message as a string") {
        expect((error as Error).message).toMatch(/not a chat export Canopy can read/);
        continue;
      }
      expect((error as Error).message, label).toMatch(/^"export\.json": Conversation 1/);
      expect((error as Error).message, label).toMatch(message);
    }
    const list = [
      { role: "user", content: "Hi" },
      { role: ["assistant"], content: "Hello" },
    ];
    expect(() => knowledge(list)).toThrow(/The list of messages, message "m1": "role" should be a role/);
    expect(() => knowledge([{ role: "user", content: { parts: "Hi" } }])).toThrow(/"content\.parts" should be a list/);
  });

  it("null fields stay absent, and non-text parts (images, files) stay skipped", () => {
    const value = claude({
      sender: "assistant",
      text: null,
      content: [{ type: "image" }, { type: "text", text: "Seen." }],
      parent_message_uuid: null,
    });
    expect(shape(plansFromText(JSON.stringify(value)).plans[0]!)).toEqual([["root", ["A fine question.", "Seen."], 0]]);
    const nulls = chatGpt(
      answer({ author: { role: "assistant", name: null }, content: { parts: [null, "In early spring."], text: null } }),
    );
    expect(plansFromText(JSON.stringify(nulls)).plans[0]!.nodes[0]!.items.at(-1)?.content).toBe("In early spring.");
  });
});
