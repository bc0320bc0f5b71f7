import type { UIMessage } from "ai";

/** Metadata the chat route attaches to a streamed answer (see app/api/chat/route.ts). */
export interface AnswerMetadata {
  assistantItemId?: string;
  userItemId?: string;
  model?: string;
  /** Display name of the engine (server configuration decides it). */
  engineLabel?: string;
  /** Continue: the text the answer already had; the stream carries only what follows it. */
  continuedFrom?: string;
}

export type CanopyUIMessage = UIMessage<AnswerMetadata>;

export function messageText(message: UIMessage | undefined): string {
  return (message?.parts ?? []).map((part) => (part.type === "text" ? part.text : "")).join("");
}
