import {
  isMessageLike,
  readChatGpt,
  readClaude,
  readMessageList,
  type ExportTree,
  type ReadOptions,
} from "@/lib/transfer/formats";

/**
 * Reading chat exports into the knowledge tree: the JSON shapes people have lying around, flattened
 * to messages. The formats are read by the one parser of lib/transfer/formats.ts (which the
 * conversation import uses too); here every role is kept as written and each conversation is
 * flattened to the thread its user last saw.
 */

/** One message of a chat, its role as written ("user", "assistant", ...). */
export type ChatMessage = { role: string; text: string };
/** One conversation of an export. */
export type ChatConversation = { title?: string; messages: ChatMessage[] };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every role as written (none: "message"); no cap beyond the document's own size limit. */
const AS_WRITTEN: ReadOptions<string> = { role: (raw) => raw || "message" };

/**
 * The conversations of a parsed JSON chat export, or null when the value is none of:
 * - an array of messages `{role | author | sender, content | text | parts}`;
 * - `{messages: [...]}` (optionally with a `title`);
 * - a ChatGPT export `{title, mapping: {id: {message: {author: {role}, content: {parts}}}}}`, or an array of them;
 * - a Claude export `[{name, chat_messages: [{sender, text}]}]`;
 * or an array mixing these conversations.
 *
 * @throws AppError invalid:import when a message has a field of the wrong type (a `sender` object,
 * `parts` that is not a list...), naming the conversation, the message and the field.
 */
export function readChatExport(value: unknown): ChatConversation[] | null {
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    if (
      value.every((v) => isObj(v) && (isObj(v.mapping) || Array.isArray(v.messages) || Array.isArray(v.chat_messages)))
    ) {
      const conversations = value.map((v) => readConversation(v as Obj));
      return conversations.every((c) => c !== null) ? (conversations as ChatConversation[]) : null;
    }
    if (value.every(isMessageLike)) return [flatten(readMessageList(value, undefined, AS_WRITTEN))];
    return null;
  }
  if (isObj(value)) {
    const conversation = readConversation(value);
    return conversation ? [conversation] : null;
  }
  return null;
}

/** One conversation object (ChatGPT mapping, {messages}, Claude chat_messages), or null. */
function readConversation(value: Obj): ChatConversation | null {
  if (isObj(value.mapping)) return flatten(readChatGpt(value, AS_WRITTEN)[0]!);
  if (Array.isArray(value.messages))
    return value.messages.every(isMessageLike)
      ? flatten(readMessageList(value.messages, value.title ?? value.name, AS_WRITTEN))
      : null;
  if (Array.isArray(value.chat_messages))
    return value.chat_messages.every(isMessageLike) ? flatten(readClaude(value, AS_WRITTEN)[0]!) : null;
  return null;
}

/**
 * A conversation tree as the messages of one thread: the path to the message the export names as
 * current (ChatGPT's current_node, Claude's current leaf) when it has one; else every message, in
 * time order when all have a time. Iterative, and a loop in the parent links stops the walk.
 */
function flatten(tree: ExportTree<string>): ChatConversation {
  const byId = new Map(tree.messages.map((m) => [m.id, m]));
  let messages = tree.messages;
  if (tree.currentId && byId.has(tree.currentId)) {
    const path: typeof messages = [];
    const seen = new Set<string>();
    for (
      let m = byId.get(tree.currentId);
      m && !seen.has(m.id);
      m = m.parentId !== null ? byId.get(m.parentId) : undefined
    ) {
      seen.add(m.id);
      path.push(m);
    }
    messages = path.reverse();
  } else if (messages.every((m) => m.createdAt !== undefined)) {
    messages = [...messages].sort((a, b) => a.createdAt!.localeCompare(b.createdAt!));
  }
  const out = { messages: messages.map((m) => ({ role: m.role, text: m.text })) };
  return tree.title ? { title: tree.title, ...out } : out;
}

const ROLE_LABELS: Record<string, string> = {
  user: "User",
  human: "User",
  assistant: "Assistant",
  ai: "Assistant",
  model: "Assistant",
  system: "System",
  tool: "Tool",
};

/** "assistant" -> "Assistant"; an unknown role keeps its spelling, capitalised; none -> "Message". */
export function roleLabel(role: string): string {
  const key = role.trim().toLowerCase();
  if (!key) return "Message";
  return ROLE_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * The conversations as message blocks ("### User\n\ncontent"), empty messages dropped; a titled
 * conversation's first block starts with "## Title". Joined by blank lines they are the text.
 */
export function chatBlocks(conversations: ChatConversation[]): string[] {
  return conversations.flatMap((c) => {
    const blocks = c.messages.filter((m) => m.text !== "").map((m) => `### ${roleLabel(m.role)}\n\n${m.text}`);
    if (blocks.length > 0 && c.title) blocks[0] = `## ${c.title}\n\n${blocks[0]}`;
    return blocks;
  });
}
