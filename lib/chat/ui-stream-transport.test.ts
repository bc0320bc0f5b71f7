import { describe, expect, it } from "vitest";
import { readUIMessageStream, UIStreamTransport } from "./ui-stream-transport";

const bytes = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<T>) out.push(chunk);
  return out;
}

describe("readUIMessageStream", () => {
  it("turns data lines into chunks, across split reads, skipping [DONE] and blank lines", async () => {
    const chunks = await collect(
      readUIMessageStream(bytes(['data: {"type":"start"}\n\ndata: {"type":"text-de', 'lta","id":"t","delta":"Hé"}\n\n', ": comment\n", "data: [DONE]\n\n"])),
    );
    expect(chunks).toEqual([{ type: "start" }, { type: "text-delta", id: "t", delta: "Hé" }]);
  });

  it("reads a last line without a trailing newline", async () => {
    expect(await collect(readUIMessageStream(bytes(['data: {"type":"finish"}'])))).toEqual([{ type: "finish" }]);
  });
});

describe("UIStreamTransport", () => {
  it("posts the prepared body and streams the answer; a refusal becomes an error with the body", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const transport = new UIStreamTransport({
      api: "/api/chat",
      prepareBody: ({ trigger }) => ({ nodeId: "n1", retry: trigger === "regenerate-message" }),
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return calls.length === 1 ? new Response('data: {"type":"start"}\n\n') : new Response('{"error":"nope"}', { status: 429 });
      },
    });
    const args = { chatId: "c", messageId: undefined, messages: [], abortSignal: undefined, trigger: "submit-message" as const };
    expect(await collect(await transport.sendMessages(args))).toEqual([{ type: "start" }]);
    expect(calls[0].url).toBe("/api/chat");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ nodeId: "n1", retry: false });
    await expect(transport.sendMessages({ ...args, trigger: "regenerate-message" })).rejects.toThrow('{"error":"nope"}');
    expect(await transport.reconnectToStream()).toBeNull();
  });
});
