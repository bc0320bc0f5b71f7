import { describe, expect, it } from "vitest";
import { countRows, seedConversation } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importChats, MAX_CONVERSATION_MESSAGES } from "./import";

useTestDatabase();

/** A ChatGPT conversations.json whose `mapping` is one chain of `n` messages (issue 18, finding 1). */
function chainExport(n: number): string {
  const mapping: Record<string, unknown> = {};
  for (let i = 0; i < n; i++)
    mapping[`m${i}`] = {
      id: `m${i}`,
      parent: i ? `m${i - 1}` : null,
      children: i + 1 < n ? [`m${i + 1}`] : [],
      message: {
        author: { role: i % 2 ? "assistant" : "user" },
        create_time: 1_700_000_000 + i,
        content: { content_type: "text", parts: [`Message ${i}: a little text, as a real turn would have.`] },
      },
    };
  return JSON.stringify([{ title: "Deep", create_time: 1_700_000_000, mapping, current_node: `m${n - 1}` }]);
}

/**
 * How many times the event loop turned (a chain of timer callbacks ran) while `run` ran: a loop held
 * by synchronous work does not turn at all, one left free turns again and again (counted, not timed;
 * a timer, not setImmediate, so that counting does not take a core from the import's thread).
 */
async function loopTurns<T>(run: () => Promise<T>): Promise<{ turns: number; outcome: T | unknown }> {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    turns++;
    setTimeout(spin, 1);
  };
  setTimeout(spin, 1);
  let outcome: T | unknown;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error;
  }
  running = false;
  return { turns, outcome };
}

describe("a chat export with one 40,000-message thread (issue 18)", () => {
  it("is refused with 413 from its message count, and the event loop keeps turning meanwhile", async () => {
    const { projectId } = await seedConversation({ name: "Deep import" });
    const before = await countRows();
    const text = chainExport(40_000);
    const { turns, outcome } = await loopTurns(() => importChats(projectId, text));
    expect(outcome).toMatchObject({
      code: "too_large:import",
      status: 413,
      message: expect.stringMatching(/Conversation 1 \(“Deep”\) has 40000 messages; at most 5000 per conversation/),
    });
    // Before the fix the import held the loop for ~20 s: it did not turn at all (a parse on this thread: 0).
    expect(turns).toBeGreaterThan(20);
    expect(await countRows()).toEqual(before);
  });

  it("imports a conversation at the limit", async () => {
    const { projectId } = await seedConversation({ name: "Long import" });
    const { conversations } = await importChats(projectId, chainExport(MAX_CONVERSATION_MESSAGES));
    expect(conversations).toHaveLength(1);
  });
});

describe("bad chat files are 4xx, nothing written (issue 32, findings 6 and 7)", () => {
  it("a file nested 20,000 levels deep is 400 invalid:json_depth, as the docs promise", async () => {
    const { projectId } = await seedConversation({ messages: [] });
    const before = await countRows();
    const deep = `[{"title":"Deep","mapping":${"[".repeat(20_000)}${"]".repeat(20_000)}}]`;
    await expect(importChats(projectId, deep)).rejects.toMatchObject({ code: "invalid:json_depth", status: 400 });
    expect(await countRows()).toEqual(before);
  });

  it("a message with a lone UTF-16 surrogate is 400 invalid:unicode", async () => {
    const { projectId } = await seedConversation({ messages: [] });
    const before = await countRows();
    const text = chainExport(2).replace("Message 1:", "Message \\ud800 1:");
    expect(text).toContain("\\ud800");
    await expect(importChats(projectId, text)).rejects.toMatchObject({ code: "invalid:unicode", status: 400 });
    expect(await countRows()).toEqual(before);
  });
});
