import type { ChatTransport, UIMessage, UIMessageChunk } from "ai";

/**
 * The chat transport of the browser: POSTs to the chat route and reads its UI message stream (server-sent
 * events, one JSON chunk per `data:` line, `[DONE]` at the end) with a few lines of its own.
 *
 * Why not the AI SDK's `DefaultChatTransport`: it validates every chunk against the SDK's zod schemas,
 * which brings zod (about a fifth of the conversation page's JavaScript) into the first load. The
 * stream comes from our own route (`toUIMessageStreamResponse`), so chunks are trusted as they are.
 * Only the value import matters: the types above are erased.
 *
 * @example
 * useChat({ transport: new UIStreamTransport({ api: "/api/chat", prepareBody: ({ messages }) => ({ text: "hi" }) }) })
 */
export class UIStreamTransport<M extends UIMessage> implements ChatTransport<M> {
  constructor(
    private readonly options: {
      api: string;
      /** The JSON body of a send (the route wants only the new message and the node, never the history). */
      prepareBody: (input: { messages: M[]; trigger: "submit-message" | "regenerate-message" }) => unknown;
      fetch?: typeof fetch;
    },
  ) {}

  async sendMessages({ messages, trigger, abortSignal, headers }: Parameters<ChatTransport<M>["sendMessages"]>[0]) {
    const response = await (this.options.fetch ?? globalThis.fetch)(this.options.api, {
      method: "POST",
      headers: { "content-type": "application/json", ...(headers instanceof Headers ? Object.fromEntries(headers) : headers) },
      body: JSON.stringify(this.options.prepareBody({ messages, trigger })),
      credentials: "same-origin",
      signal: abortSignal,
    });
    if (!response.ok) throw new Error((await response.text()) || "Failed to fetch the chat response.");
    if (!response.body) throw new Error("The response body is empty.");
    return readUIMessageStream(response.body);
  }

  /** Nothing to resume: a stopped or dropped answer is saved by the server and refetched with the node. */
  async reconnectToStream() {
    return null;
  }
}

/**
 * Server-sent events to UI message chunks: every `data:` line is one JSON chunk; `[DONE]` and
 * comment or empty lines are skipped. A line split across network reads is kept until it ends.
 */
export function readUIMessageStream(body: ReadableStream<Uint8Array>): ReadableStream<UIMessageChunk> {
  let pending = "";
  const lineToChunk = (line: string, controller: TransformStreamDefaultController<UIMessageChunk>) => {
    if (!line.startsWith("data:")) return;
    const data = line.slice(5).trim();
    if (!data || data === "[DONE]") return;
    controller.enqueue(JSON.parse(data) as UIMessageChunk);
  };
  const decoder = new TextDecoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, string>({
      transform: (bytes, controller) => controller.enqueue(decoder.decode(bytes, { stream: true })),
      flush: (controller) => controller.enqueue(decoder.decode()),
    }),
  ).pipeThrough(
    new TransformStream<string, UIMessageChunk>({
      transform(text, controller) {
        const lines = (pending + text).split(/\r\n|\n|\r/);
        pending = lines.pop() ?? "";
        for (const line of lines) lineToChunk(line, controller);
      },
      flush(controller) {
        if (pending) lineToChunk(pending, controller);
      },
    }),
  );
}
