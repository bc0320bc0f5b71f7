// The offline chat answers the end-to-end specs rely on, run through the same model the chat uses
// (createOfflineModel -> answerFromContext), so a retrieval rule that breaks one fails here first.
// Each case is the shape of a flow in e2e/: its statements, the replies the model gave them, the
// note a compressed branch inherits, and the question asked.
import { generateText, type ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { HOSTILE } from "@/e2e/hostile-message";
import { FACTS, LAST_WORD } from "@/e2e/long-facts";
import { attachmentHeading } from "@/lib/chat/attach";
import { OFFLINE_PHRASES } from "@/lib/extract/answer";
import { askTree } from "@/lib/memory/ask-tree";
import { buildTree } from "@/lib/memory/build";
import { condenseOffline } from "@/lib/memory/condense";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { createOfflineChatModel } from "@/lib/memory/context-answer";

const model = createOfflineChatModel({ delayMs: 0 });

/** A chat: each statement said in turn and answered by the offline model; then `question`'s answer. */
async function chat(statements: string[], question: string, opts: { system?: string; notes?: string[] } = {}) {
  const messages: ModelMessage[] = (opts.notes ?? []).map((n) => ({ role: "user", content: `Note: ${n}` }));
  for (const content of statements) {
    messages.push({ role: "user", content });
    const { text } = await generateText({ model, system: opts.system, messages });
    messages.push({ role: "assistant", content: text });
  }
  const { text } = await generateText({
    model,
    system: opts.system,
    messages: [...messages, { role: "user", content: question }],
  });
  return { answer: text, messages };
}

describe("offline chat answers of the e2e flows", () => {
  it("context-flow, compressed branch: a single first name with 'will' answers 'Who will ...?' from the edited note", async () => {
    const { messages } = await chat(
      [
        "We decided to use PostgreSQL for the billing service.",
        "Action item: Dana will migrate the invoices table by Friday.",
      ],
      "Thanks.",
    );
    const { note } = condenseOffline(
      messages.map((m, i) => ({ id: `m${i}`, role: m.role as "user" | "assistant", content: String(m.content) })),
    );
    expect(note).toMatch(/Condensed from 4 messages/);
    const edited = `${note}\n\nEdited: the deadline is Friday.`;
    const { answer } = await chat([], "Who will migrate the invoices table?", { notes: [edited] });
    expect(answer).toContain("Dana");
    expect(answer).not.toMatch(/^I don't know/);
    // The message itself answers too, without condensation.
    expect(
      (
        await chat(
          ["Action item: Dana will migrate the invoices table by Friday."],
          "Who will migrate the invoices table?",
        )
      ).answer,
    ).toContain("Dana");
  });

  it("a thing doing something is no person: 'Who ...?' is not answered by 'The server will restart'", async () => {
    const { answer } = await chat(["The server will restart at midnight."], "Who will restart the server?");
    expect(answer).toMatch(/^I don't know/);
  });

  it("a two-word name answers 'Who ...?'", async () => {
    const { answer } = await chat(
      ["The design document was written by Mara Okonkwo."],
      "Who wrote the design document?",
    );
    expect(answer).toContain("Mara Okonkwo");
  });

  it("context-flow, selective branch: the version asked is quoted with its database", async () => {
    const { answer } = await chat(
      [
        "Our database is PostgreSQL 16 on the primary cluster.",
        "For lunch we ordered mushroom pizza for the whole team.",
        "The deploy pipeline runs nightly on the build farm.",
      ],
      "Which PostgreSQL version runs on the database cluster?",
    );
    expect(answer).toContain("PostgreSQL 16");
  });

  it("branching, alternatives, roles, accessibility, transfer: the launch code, and 'don't know' without it", async () => {
    expect((await chat(["The launch code is ORCHID-7."], "What is the launch code?")).answer).toContain("ORCHID-7");
    expect((await chat(["The launch code is ORCHID-7. Remember it."], "What is the launch code?")).answer).toContain(
      "ORCHID-7",
    );
    expect((await chat(["The launch code is TULIP-9."], "What is the launch code?")).answer).toContain("TULIP-9");
    expect(
      (await chat(["The launch code is ORCHID-7.", "Lunch is at noon in the atrium."], "What was the launch code?"))
        .answer,
    ).toContain("ORCHID-7");
    const blind = (await chat([], "What is the launch code?")).answer;
    expect(blind).toContain("don't know");
    expect(blind).not.toContain("ORCHID-7");
  });

  it("attachments: a file's note answers with its value", async () => {
    const note = `${attachmentHeading("launch.md", "md")}\n\n# Launch\n\nThe launch code for the Heron release is ORCHID-7.\n`;
    const { answer } = await chat(["Hello there."], "What is the launch code for the Heron release?", {
      notes: [note],
    });
    expect(answer).toContain("ORCHID-7");
  });

  it("chat-ux: a marker in prose and code is quoted with its sentence", async () => {
    const { answer } = await chat([HOSTILE], "What is BLUEJAY-42?");
    expect(answer).toContain("BLUEJAY-42");
    expect(answer).toContain("The payload marker is");
  });

  it("projects: the system prompt is context", async () => {
    const { answer } = await chat([], "What is the secret harbour password?", {
      system: "The secret harbour password is MARIGOLD-12.",
    });
    expect(answer).toContain("MARIGOLD-12");
  });

  it("context-inspector: a value among long chatter is found", async () => {
    const topics = ["gardening", "chess", "sailing"].map(
      (topic) =>
        `Let us talk about ${topic} for a while. ${topic} needs patience, practice and good company; ` +
        `people who enjoy ${topic} often spend whole weekends on it and keep notes about every session they have.`,
    );
    const { answer } = await chat(
      ["The vault combination for the archive room is TANGERINE-58.", ...topics],
      "What is the vault combination for the archive room?",
    );
    expect(answer).toContain("TANGERINE-58");
  });

  it("stop-and-retry: the lantern answer names it at once and streams long enough to be stopped", async () => {
    const { answer } = await chat([FACTS], "What do we know about the zephyr lantern?");
    expect(answer.startsWith(OFFLINE_PHRASES.found)).toBe(true);
    const words = answer.split(/\s+/);
    // The spec stops once "zephyr lantern" has streamed (two words a chunk, 25 ms apart in e2e)
    // and expects the answer to go on for seconds after it.
    expect(words.slice(0, 12).join(" ")).toContain("zephyr lantern");
    expect(words.length).toBeGreaterThan(300);
    expect(words.slice(0, 40).join(" ")).not.toContain(LAST_WORD);
  });

  it("accessibility, knowledge ask: 'Who owns ...?' answers a single first name", async () => {
    const engine = createOfflineEngine();
    const tree = await buildTree(
      [
        {
          text: "# Notes\n\nThe rollback password for the Kestrel cluster is AMBER-4471.\n\n## Owners\n\nAisha owns the Kestrel cluster.",
          sourceRef: "notes.md",
        },
      ],
      engine,
    );
    const r = await askTree(tree, "Who owns the Kestrel cluster?", engine);
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("Aisha");
    expect((await askTree(tree, "What is the rollback password for the Kestrel cluster?", engine)).answer).toContain(
      "AMBER-4471",
    );
  });
});
