import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readChatExport } from "@/lib/knowledge/chat-export";
import { parseDocument } from "@/lib/knowledge/parse";
import { FUZZ_RUNS, mutated, readOrRefuse } from "@/lib/testing/fuzz";
import { canopyRole, isChatGptExport, isClaudeExport, readChatGpt, readClaude } from "./formats";
import { plansFromText } from "./import";
import { conversationPlanSchema } from "./plan";
import { checkPlan } from "./write";

// Property: whatever a chat export holds, the one parser (formats.ts) and both of its imports read
// it into valid plans or refuse it with a typed 4xx AppError; never a TypeError or a stack overflow.

const gptSlot = (id: string, parent: string | null, role: string, text: string) => ({
  id,
  parent,
  children: [],
  message: {
    id,
    author: { role, name: null, metadata: {} },
    content: { content_type: "text", parts: [text] },
    create_time: 1_700_000_000,
    metadata: { is_visually_hidden_from_conversation: false },
  },
});

const chatGpt = [
  {
    title: "Herons",
    create_time: 1_700_000_000,
    current_node: "a2",
    mapping: {
      root: { id: "root", parent: null, children: ["u1"], message: null },
      u1: gptSlot("u1", "root", "user", "Where do herons nest?"),
      a1: gptSlot("a1", "u1", "assistant", "In reeds."),
      a2: {
        ...gptSlot("a2", "u1", "assistant", ""),
        message: {
          author: { role: "assistant" },
          content: { content_type: "multimodal_text", parts: [{ asset_pointer: "file://x" }, "In trees."] },
        },
      },
    },
  },
];

const claude = [
  {
    uuid: "c1",
    name: "Reading notes",
    created_at: "2026-11-01T10:00:00Z",
    current_leaf_message_uuid: "m2",
    chat_messages: [
      { uuid: "m1", sender: "human", text: "Summarise.", content: [{ type: "text", text: "Summarise." }] },
      {
        uuid: "m2",
        parent_message_uuid: "m1",
        sender: "assistant",
        text: "",
        content: [{ type: "text", text: "One line." }, { type: "image" }],
        created_at: "2026-11-01T10:00:02Z",
      },
    ],
  },
];

const messageList = {
  title: "Plain",
  messages: [
    { role: "user", content: "Hi" },
    { author: "assistant", text: "Hello" },
  ],
};

const FIXTURES = [chatGpt, claude, chatGpt[0], claude[0], messageList, messageList.messages];
const opts = { role: canopyRole, maxMessages: 1_000 };

/** The conversation import of a text: its plans must be ones the writer accepts. */
function importText(text: string) {
  const result = readOrRefuse(() => plansFromText(text));
  result?.plans.forEach((plan, i) => {
    expect(conversationPlanSchema.safeParse(plan).error).toBeUndefined();
    readOrRefuse(() => checkPlan(plan, `plan ${i}`));
  });
}

describe("fuzzing the chat export parser (lib/transfer/formats.ts)", { timeout: 20_000 }, () => {
  it("the conversation import reads or refuses any text, any JSON value", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), importText), { numRuns: FUZZ_RUNS });
    fc.assert(fc.property(fc.json({ maxDepth: 4 }), importText), { numRuns: FUZZ_RUNS });
  });

  it("reads or refuses valid exports with one field replaced by any JSON value, into valid plans", () => {
    fc.assert(
      fc.property(mutated(FIXTURES), (value) => importText(JSON.stringify(value) ?? "")),
      { numRuns: FUZZ_RUNS },
    );
    // Two fields replaced, values of any JSON type deeper down.
    fc.assert(
      fc.property(
        mutated(FIXTURES).chain((v) => mutated([v])),
        (value) => importText(JSON.stringify(value) ?? ""),
      ),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("the readers take any value the detectors let through (fc.anything: undefined, -0, sparse arrays...)", () => {
    const anyExport = fc.oneof(fc.anything({ maxDepth: 4 }), mutated(FIXTURES, fc.anything({ maxDepth: 3 })));
    fc.assert(
      fc.property(anyExport, (value) => {
        if (isChatGptExport(value)) readOrRefuse(() => readChatGpt(value, opts));
        if (isClaudeExport(value)) readOrRefuse(() => readClaude(value, opts));
        readOrRefuse(() => readChatExport(value));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("the knowledge import reads or refuses the same files", () => {
    const json = fc.oneof(
      fc.json({ maxDepth: 4 }),
      mutated(FIXTURES).map((v) => JSON.stringify(v) ?? ""),
    );
    fc.assert(
      fc.property(json, (text) => {
        const doc = readOrRefuse(() => parseDocument("export.json", text));
        if (doc) expect(doc.text.trim()).not.toBe("");
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("times outside the years 1-9999 are read as none (a year-10000 time would fail the plan's schema)", () => {
    const at = (create_time: unknown) =>
      plansFromText(JSON.stringify([{ ...chatGpt[0], create_time }])).plans[0]!.nodes[0]!.createdAt;
    expect(at(1_700_000_000)).toBe("2023-11-14T22:13:20.000Z");
    for (const time of [253_402_300_800, 1e21, -62_135_596_801, "+010000-01-01T00:00:00Z", "-000001-01-01T00:00:00Z"])
      expect(at(time)).toBeNull();
  });

  it("the fixtures themselves import", () => {
    for (const fixture of [chatGpt, claude]) expect(plansFromText(JSON.stringify(fixture)).plans).toHaveLength(1);
    for (const fixture of FIXTURES)
      expect(parseDocument("export.json", JSON.stringify(fixture)).units!.length).toBeGreaterThan(0);
  });
});
