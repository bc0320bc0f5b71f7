import { generateText, streamText, type ModelMessage } from "ai";
import { encode } from "gpt-tokenizer";
import { describe, expect, it } from "vitest";
import { createOfflineChatModel } from "@/lib/memory/context-answer";

const FACT = "The launch code is ORCHID-7.";
const QUESTION = "What is the launch code?";

const conversation: ModelMessage[] = [
  { role: "user", content: `Remember this. ${FACT}` },
  {
    role: "assistant",
    content: [{ type: "text", text: "Noted. I'll keep this in this branch's context for later questions." }],
  },
  { role: "user", content: QUESTION },
];

describe("createOfflineModel", () => {
  it("describes itself as a V3 model", () => {
    const model = createOfflineChatModel();
    expect([model.specificationVersion, model.provider, model.modelId]).toEqual(["v3", "canopy", "offline"]);
  });

  it("answers from earlier messages through generateText", async () => {
    const result = await generateText({ model: createOfflineChatModel(), messages: conversation });
    expect(result.text).toBe(`From this branch's context:\n\n> ${FACT}`);
    expect(result.finishReason).toBe("stop");
    expect(result.usage.outputTokens).toBe(encode(result.text).length);
    expect(result.usage.inputTokens).toBeGreaterThan(10);
  });

  it("answers a conversation that writes a special token ('<|endoftext|>') as text, counting it as text", async () => {
    const fact = "The tokenizer ends a document with <|endoftext|> between documents.";
    const result = await generateText({
      model: createOfflineChatModel(),
      messages: [{ role: "user", content: `${fact} What does the tokenizer put between documents?` }],
    });
    expect(result.finishReason).toBe("stop");
    expect(result.usage.inputTokens).toBeGreaterThan(
      encode("The tokenizer ends a document with between documents.").length,
    );
  });

  it("reads the system prompt as context", async () => {
    const { text } = await generateText({ model: createOfflineChatModel(), system: FACT, prompt: QUESTION });
    expect(text).toContain("ORCHID-7");
  });

  it("says it does not know when the fact is absent", async () => {
    const { text } = await generateText({
      model: createOfflineChatModel(),
      system: "You are a helpful assistant.",
      messages: [
        { role: "user", content: "Lunch is at noon." },
        { role: "user", content: QUESTION },
      ],
    });
    expect(text).toBe(`I don't know: nothing in this branch's context mentions "launch code".`);
  });

  it("answers the question part of a message from the statements of the same message", async () => {
    const { text } = await generateText({ model: createOfflineChatModel(), prompt: `${FACT} ${QUESTION}` });
    expect(text).toBe(`From this branch's context:\n\n> ${FACT}`);
  });

  it("does not answer a question from the question itself", async () => {
    const { text } = await generateText({
      model: createOfflineChatModel(),
      prompt: `Is the launch code ORCHID-7? ${QUESTION}`,
    });
    expect(text).toMatch(/^I don't know/);
  });

  it("acknowledges a statement with nothing related", async () => {
    const { text } = await generateText({ model: createOfflineChatModel(), prompt: "My cat is called Miso." });
    expect(text).toMatch(/^Noted\. I'll keep this in this branch's context/);
  });

  it("is deterministic", async () => {
    const run = async () => (await generateText({ model: createOfflineChatModel(), messages: conversation })).text;
    expect(await run()).toBe(await run());
  });

  it("streams the same text in small chunks with usage through streamText", async () => {
    const result = streamText({ model: createOfflineChatModel({ delayMs: 0 }), messages: conversation });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    const text = deltas.join("");
    expect(text).toBe(`From this branch's context:\n\n> ${FACT}`);
    expect(deltas.length).toBeGreaterThan(3);
    for (const d of deltas) expect(d.trim().split(/\s+/).length).toBeLessThanOrEqual(2);
    expect(await result.finishReason).toBe("stop");
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(encode(text).length);
    expect(usage.inputTokens).toBeGreaterThan(10);
  });

  it("emits the V3 stream parts in order", async () => {
    const { stream } = await createOfflineChatModel({ delayMs: 0 }).doStream({
      prompt: [{ role: "user", content: [{ type: "text", text: QUESTION }] }],
    });
    const types: string[] = [];
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) types.push(read.value.type);
    expect(types[0]).toBe("stream-start");
    expect(types[1]).toBe("text-start");
    expect(types.slice(-2)).toEqual(["text-end", "finish"]);
    expect(new Set(types.slice(2, -2))).toEqual(new Set(["text-delta"]));
  });

  it("waits delayMs between chunks and stops promptly on abort", async () => {
    const controller = new AbortController();
    let aborted = false;
    const started = Date.now();
    const result = streamText({
      model: createOfflineChatModel({ delayMs: 200 }),
      messages: conversation,
      abortSignal: controller.signal,
      onAbort: () => {
        aborted = true;
      },
    });
    const types: string[] = [];
    for await (const part of result.fullStream) {
      types.push(part.type);
      if (part.type === "text-delta") controller.abort();
    }
    expect(Date.now() - started).toBeLessThan(150);
    expect(types).toContain("abort");
    expect(types).not.toContain("error");
    expect(types.filter((t) => t === "text-delta")).toHaveLength(1);
    expect(aborted).toBe(true);
  });

  it("rejects at once when the signal is already aborted", async () => {
    const model = createOfflineChatModel();
    const signal = AbortSignal.abort("user left");
    await expect(model.doGenerate({ prompt: [], abortSignal: signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});
