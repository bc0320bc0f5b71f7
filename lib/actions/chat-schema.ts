import { z } from "zod";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { idSchema } from "./schemas";

/** A new message's text: what the chat route, /api/v1's say and the MCP say tool accept. */
export const messageTextSchema = z
  .string()
  .trim()
  .min(1, "Type a message before sending.")
  .max(MAX_MESSAGE_CHARS, `Messages are limited to ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`);

/**
 * The tools a message may use (the composer's tool menu, `say --tools`, /api/v1's say): server names
 * (each must be enabled for the project; absent or null: the project's) and tools switched off.
 */
export const toolChoiceSchema = z.object({
  servers: z.array(z.string().trim().min(1).max(100)).max(50).nullable().optional(),
  disabledTools: z.array(z.string().min(1).max(300)).max(2_000).optional(),
});

/** A tool call waiting for approval (a tool item's id) and the user's answer. */
export const toolApprovalSchema = z.object({ callId: idSchema, deny: z.boolean().optional() });

/** The chat route's body: the client sends only the node and the new message (or a retry, or a continue). */
export const chatBodySchema = z.union([
  z.object({ nodeId: idSchema, text: messageTextSchema, tools: toolChoiceSchema.optional() }),
  z.object({ nodeId: idSchema, retry: z.literal(true) }),
  z.object({ nodeId: idSchema, continue: z.literal(true) }),
]);
export type ChatBody = z.infer<typeof chatBodySchema>;
