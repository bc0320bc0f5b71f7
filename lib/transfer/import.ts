import "server-only";
import { AppError } from "@/lib/errors";
import { jsonDepth, MAX_JSON_DEPTH } from "@/lib/auth/body";
import { runInThread, SMALL_TASK_BYTES } from "@/lib/jobs/thread";
import { canopyRole, isChatGptExport, isClaudeExport, readChatGpt, readClaude, type ExportTree } from "./formats";
import { planFromTree } from "./message-tree";
import { canopyExportSchema, CANOPY_FORMAT, IMPORT_LIMITS, type ConversationPlan, type EmbeddedImage } from "./plan";
import { preparePlans, stagedImport, writeStaged, type ChatFormat, type ImportedConversation } from "./write";

/** Largest file accepted (characters of JSON). */
export const MAX_IMPORT_CHARS = 60_000_000;
/**
 * Most messages (ChatGPT mapping slots, Claude chat_messages) in one conversation of a file. Writing
 * a message costs the server about half a millisecond, so one 40,000-message thread held the server
 * for 20 seconds; a longer conversation is refused before any tree is built.
 */
export const MAX_CONVERSATION_MESSAGES = 5_000;

export type { ChatFormat };

/**
 * Conversation plans from a file's text, its format detected from the content: our own JSON export,
 * ChatGPT's conversations.json or Claude's. Pure (no database).
 *
 * @throws AppError invalid:import with a message saying what is wrong; too_large:import (413) for a
 * file over {@link MAX_IMPORT_CHARS} or the limits of {@link checkExportSize}
 */
export function plansFromText(text: string): {
  format: ChatFormat;
  plans: ConversationPlan[];
  /** Our export's embedded images (lib/transfer/media.ts). */
  media?: EmbeddedImage[];
} {
  if (text.length > MAX_IMPORT_CHARS)
    throw new AppError("too_large:import", `The file is too large (over ${MAX_IMPORT_CHARS / 1_000_000} MB of text).`);
  // No chat export nests deeper than a few levels: a file nested like "[[[[..." is refused before
  // JSON.parse builds it (issue 32, finding 7: 20,000 levels were accepted).
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new AppError("invalid:json_depth", `The file's JSON is nested more than ${MAX_JSON_DEPTH} levels deep.`);
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
    return { format: "canopy", plans: [parsed.data.conversation], media: parsed.data.media };
  }
  checkExportSize(value);
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

const tooLarge = (why: string) => new AppError("too_large:import", `${why} Split the export before importing it.`);

/**
 * The size of a parsed ChatGPT or Claude export, counted before anything is built from it: at most
 * {@link IMPORT_LIMITS}.conversations conversations, {@link MAX_CONVERSATION_MESSAGES} messages in
 * one (so no thread is deeper) and {@link IMPORT_LIMITS}.messages in all. Counting is a loop over
 * the top level of each conversation (no walk of the content).
 *
 * @throws AppError too_large:import saying which limit and which conversation
 */
export function checkExportSize(value: unknown): void {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > IMPORT_LIMITS.conversations)
    throw tooLarge(`The file holds ${list.length} conversations; at most ${IMPORT_LIMITS.conversations} at once.`);
  let total = 0;
  list.forEach((conversation: unknown, i) => {
    if (typeof conversation !== "object" || conversation === null) return;
    const c = conversation as { mapping?: unknown; chat_messages?: unknown; title?: unknown; name?: unknown };
    const count = Array.isArray(c.chat_messages)
      ? c.chat_messages.length
      : typeof c.mapping === "object" && c.mapping !== null
        ? Object.keys(c.mapping).length
        : 0;
    if (count > MAX_CONVERSATION_MESSAGES) {
      const title = typeof c.title === "string" ? c.title : typeof c.name === "string" ? c.name : "";
      throw tooLarge(
        `Conversation ${i + 1}${title ? ` (“${title.slice(0, 60)}”)` : ""} has ${count} messages; at most ${MAX_CONVERSATION_MESSAGES} per conversation can be imported.`,
      );
    }
    total += count;
  });
  if (total > IMPORT_LIMITS.messages)
    throw tooLarge(`The file has ${total} messages; at most ${IMPORT_LIMITS.messages} can be imported at once.`);
}

/** A chat import's body as it came: the bytes and their content type (JSON, or a multipart form). */
export interface ChatUpload {
  bytes: ArrayBuffer;
  contentType: string;
}

/** The chat import's worker thread: at most this long (reading, checking and writing 50,000 messages). */
const IMPORT_THREAD_MS = 300_000;
/** ...and this much heap: a 60 MB export parses to a few hundred MB of objects. */
const IMPORT_THREAD_HEAP_MB = 1024;

/**
 * The text of an upload: the "file" of a multipart form, or the body itself.
 *
 * @throws AppError invalid:input when the form cannot be read or has no file
 */
export async function uploadText(upload: ChatUpload): Promise<string> {
  if (!upload.contentType.includes("multipart/form-data")) return new TextDecoder().decode(upload.bytes);
  const form = await new Response(upload.bytes, { headers: { "content-type": upload.contentType } })
    .formData()
    .catch(() => {
      throw new AppError("invalid:input", "The upload could not be read. Try again.");
    });
  const file = form.get("file");
  if (!file || typeof file === "string")
    throw new AppError("invalid:input", 'Choose a chat export file to import (form field "file").');
  return file.text();
}

/**
 * Imports every conversation of a chat export file into a project with its branch structure, all
 * or nothing: a bad or partial file is refused with a clear message and nothing is written.
 *
 * Reading the file (JSON or a multipart form), checking it and writing it run in a worker thread
 * (./import-thread.ts: its own event loop, a heap limit and a time limit; the writes are short
 * statements into a staging project), so the server keeps answering everyone else meanwhile; the
 * import becomes visible in one transaction at the end. A file over the limits is refused (413)
 * from its counts, before any tree is built. `{ thread: false }` runs the same steps on this
 * thread (tests that import thousands of small files).
 *
 * @throws AppError invalid:import, invalid:input, too_large:import (also when the thread runs out
 * of heap or time), not_found:project
 * @example const { conversations } = await importChats(projectId, { bytes, contentType });
 */
export async function importChats(
  projectId: string,
  input: string | ChatUpload,
  { thread = true }: { thread?: boolean } = {},
): Promise<{ format: ChatFormat; conversations: ImportedConversation[] }> {
  const upload: ChatUpload =
    typeof input === "string"
      ? { bytes: new TextEncoder().encode(input).buffer as ArrayBuffer, contentType: "application/json" }
      : input;
  if (!thread) {
    const { format, plans, media } = plansFromText(await uploadText(upload));
    const prepared = preparePlans(plans);
    return stagedImport(projectId, async (stagingProjectId) => ({
      format,
      conversations: await writeStaged(stagingProjectId, prepared, format, media),
    }));
  }
  return stagedImport(projectId, (stagingProjectId) =>
    runInThread<{ format: ChatFormat; conversations: ImportedConversation[] }>(
      { name: "import-thread", source: "lib/transfer/import-thread.ts" },
      { ...upload, stagingProjectId } satisfies ImportThreadInput,
      {
        small: upload.bytes.byteLength <= SMALL_TASK_BYTES,
        timeoutMs: IMPORT_THREAD_MS,
        maxHeapMb: IMPORT_THREAD_HEAP_MB,
        transfer: [upload.bytes],
        refusal: (limit) =>
          tooLarge(
            limit === "time"
              ? `The import took longer than ${IMPORT_THREAD_MS / 1000} seconds and was stopped.`
              : "The file needs more memory to read than an import may use.",
          ),
      },
    ),
  );
}

/** What the import thread is given: the upload and the staging project to write into. */
export type ImportThreadInput = ChatUpload & { stagingProjectId: string };

/**
 * The import thread's work: read, count, plan and check the file, then write it into the staging
 * project. Runs in ./import-thread.ts.
 */
export async function importInThread(
  input: ImportThreadInput,
): Promise<{ format: ChatFormat; conversations: ImportedConversation[] }> {
  const { format, plans, media } = plansFromText(await uploadText(input));
  const prepared = preparePlans(plans);
  return { format, conversations: await writeStaged(input.stagingProjectId, prepared, format, media) };
}
