/**
 * Reading chat exports: the JSON shapes people have lying around, flattened to messages. Lenient
 * about fields (role | author | sender, content | text | parts), strict about the overall shape.
 */

/** One message of a chat, its role as written ("user", "assistant", ...). */
export type ChatMessage = { role: string; text: string };
/** One conversation of an export. */
export type ChatConversation = { title?: string; messages: ChatMessage[] };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/**
 * The conversations of a parsed JSON chat export, or null when the value is none of:
 * - an array of messages `{role | author | sender, content | text}`;
 * - `{messages: [...]}` (optionally with a `title`);
 * - a ChatGPT export `{title, mapping: {id: {message: {author: {role}, content: {parts}}}}}`, or an array of them;
 * - a Claude export `[{name, chat_messages: [{sender, text}]}]`.
 */
export function readChatExport(value: unknown): ChatConversation[] | null {
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    if (value.every((v) => isObj(v) && (isObj(v.mapping) || Array.isArray(v.messages) || Array.isArray(v.chat_messages)))) {
      return value.map((v) => readConversation(v as Obj) as ChatConversation);
    }
    if (value.every(isMessageLike)) return [{ messages: value.map(toMessage) }];
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
  const title = str(value.title) ?? str(value.name);
  let messages: ChatMessage[] | null = null;
  if (isObj(value.mapping)) messages = fromMapping(value.mapping, str(value.current_node));
  else {
    const list = Array.isArray(value.messages) ? value.messages : Array.isArray(value.chat_messages) ? value.chat_messages : null;
    if (list && list.every(isMessageLike)) messages = list.map(toMessage);
  }
  if (!messages) return null;
  return title?.trim() ? { title: title.trim(), messages } : { messages };
}

function isMessageLike(v: unknown): boolean {
  return isObj(v) && ("content" in v || "text" in v || "parts" in v);
}

function toMessage(v: unknown): ChatMessage {
  const m = v as Obj;
  return { role: roleOf(m.role ?? m.author ?? m.sender), text: contentText(m.content ?? m.text ?? m.parts).trim() };
}

function roleOf(v: unknown): string {
  if (typeof v === "string") return v;
  if (isObj(v)) return str(v.role) ?? str(v.name) ?? "";
  return "";
}

/** Deepest nesting of content parts read: user input is never walked without a bound. */
const MAX_CONTENT_DEPTH = 16;

/** The text of a content field: a string, a list of parts, {parts}, {text} or [{type: "text", text}]. */
function contentText(v: unknown, depth = 0): string {
  if (typeof v === "string") return v;
  if (depth >= MAX_CONTENT_DEPTH) return "";
  if (Array.isArray(v)) return v.map((part) => contentText(part, depth + 1)).filter((t) => t.trim() !== "").join("\n\n");
  if (isObj(v)) {
    if (Array.isArray(v.parts)) return contentText(v.parts, depth + 1);
    // Image and file parts carry no text; only text-like parts count.
    if (typeof v.text === "string") return v.text;
    if (typeof v.content === "string" || Array.isArray(v.content)) return contentText(v.content, depth + 1);
  }
  return "";
}

/**
 * A ChatGPT `mapping` in reading order: the active branch (current_node up to the root) when the
 * export names it, else every message, by create_time when all have one.
 */
function fromMapping(mapping: Obj, currentNode: string | undefined): ChatMessage[] {
  let entries: Obj[] = [];
  if (currentNode && isObj(mapping[currentNode])) {
    const seen = new Set<string>();
    for (let id: string | undefined = currentNode; id && isObj(mapping[id]) && !seen.has(id); id = str((mapping[id] as Obj).parent)) {
      seen.add(id);
      entries.push(mapping[id] as Obj);
    }
    entries.reverse();
  } else {
    entries = Object.values(mapping).filter(isObj);
    const times = entries.map((e) => (isObj(e.message) ? e.message.create_time : undefined));
    if (times.every((t) => typeof t === "number")) {
      entries = entries.map((e, i) => ({ e, t: times[i] as number })).sort((a, b) => a.t - b.t).map((x) => x.e);
    }
  }
  return entries.flatMap((entry) => {
    const message = entry.message;
    if (!isObj(message)) return [];
    const metadata = isObj(message.metadata) ? message.metadata : {};
    if (metadata.is_visually_hidden_from_conversation === true) return [];
    return [{ role: roleOf(message.author ?? message.role), text: contentText(message.content).trim() }];
  });
}

const ROLE_LABELS: Record<string, string> = { user: "User", human: "User", assistant: "Assistant", ai: "Assistant", model: "Assistant", system: "System", tool: "Tool" };

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
