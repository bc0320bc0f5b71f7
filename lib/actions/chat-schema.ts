import { z } from "zod";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { idSchema } from "./schemas";

/** A new message's text: what the chat route, /api/v1's say and the MCP say tool accept. */
export const messageTextSchema = z
  .string()
  .trim()
  .min(1, "Type a message before sending.")
  .max(MAX_MESSAGE_CHARS, `Messages are limited to ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`);

/** The chat route's body: the client sends only the node and the new message (or a retry, or a continue). */
export const chatBodySchema = z.union([
  z.object({ nodeId: idSchema, text: messageTextSchema }),
  z.object({ nodeId: idSchema, retry: z.literal(true) }),
  z.object({ nodeId: idSchema, continue: z.literal(true) }),
]);
export type ChatBody = z.infer<typeof chatBodySchema>;
