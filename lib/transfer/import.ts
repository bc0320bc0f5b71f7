import "server-only";
import { AppError } from "@/lib/errors";
import { canopyRole, isChatGptExport, isClaudeExport, readChatGpt, readClaude, type ExportTree } from "./formats";
import { planFromTree } from "./message-tree";
import { canopyExportSchema, CANOPY_FORMAT, IMPORT_LIMITS, type ConversationPlan } from "./plan";
import { writePlans, type ImportedConversation } from "./write";

/** Largest file accepted (characters of JSON). */
export const MAX_IMPORT_CHARS = 60_000_000;

export type ChatFormat = "canopy" | "chatgpt" | "claude";

/**
 * Conversation plans from a file's text, its format detected from the content: our own JSON export,
 * ChatGPT's conversations.json or Claude's. Pure (no database).
 *
 * @throws AppError invalid:import with a message saying what is wrong
 */
export function plansFromText(text: string): { format: ChatFormat; plans: ConversationPlan[] } {
  if (text.length > MAX_IMPORT_CHARS)
    throw new AppError("invalid:import", `The file is too large (over ${MAX_IMPORT_CHARS / 1_000_000} MB of text).`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AppError(
      "invalid:import",
      `The file is not valid JSON (${error instanceof Error ? error.message.slice(0, 120) : "parse error"}). Export the chat again and import the .json file.`,
    );
  }
  if (typeof value === "object" && value !== null && (value as { format?: unknown }).format === CANOPY_FORMAT) {
    const parsed = canopyExportSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(
        "invalid:import",
        `This Canopy export is damaged or incomplete: ${issue?.path.join(".") || "file"}: ${issue?.message ?? "invalid"}.`,
      );
    }
    return { format: "canopy", plans: [parsed.data.conversation] };
  }
  const opts = { role: canopyRole, maxMessages: IMPORT_LIMITS.messages };
  const plans = (trees: ExportTree[], app: string) =>
    trees.map((t, i) =>
      planFromTree({ ...t, title: t.title ?? `${app} conversation ${i + 1}` }, `Imported from ${app}`),
    );
  if (isChatGptExport(value)) return { format: "chatgpt", plans: plans(readChatGpt(value, opts), "ChatGPT") };
  if (isClaudeExport(value)) return { format: "claude", plans: plans(readClaude(value, opts), "Claude") };
  throw new AppError(
    "invalid:import",
    'This file is not a chat export Canopy knows: expected a Canopy conversation export, ChatGPT\'s conversations.json (conversations with a "mapping") or Claude\'s (conversations with "chat_messages").',
  );
}

/**
 * Imports every conversation of a chat export file into a project with its branch structure, in one
 * transaction: a bad or partial file is refused with a clear message and nothing is written.
 *
 * @throws AppError invalid:import, not_found:project
 * @example const { conversations } = await importChats(projectId, await file.text());
 */
export async function importChats(
  projectId: string,
  text: string,
): Promise<{ format: ChatFormat; conversations: ImportedConversation[] }> {
  const { format, plans } = plansFromText(text);
  return { format, conversations: await writePlans(projectId, plans) };
}
