import { AppError } from "../errors";
import { IMPORT_LIMITS } from "./plan";
import type { MessageTree, TreeMessage } from "./message-tree";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** Seconds since the epoch (ChatGPT) or an ISO string (Claude) as ISO, or undefined. */
function isoTime(v: unknown): string | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return new Date(v * 1000).toISOString();
  if (typeof v === "string" && !Number.isNaN(Date.parse(v))) return new Date(v).toISOString();
  return undefined;
}

/**
 * The text of a content value: a string, a list of parts (strings, {text}, {type: "text", text}),
 * {parts}, {text}, {content}. Image, file and other non-text parts are skipped. Walked with an
 * explicit stack and a node budget, so deeply nested hostile content cannot overflow the stack.
 */
export function contentText(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  let budget = 100_000;
  while (stack.length > 0 && budget-- > 0) {
    const v = stack.pop();
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    else if (isObj(v)) {
      if (Array.isArray(v.parts)) stack.push(v.parts);
      else if (typeof v.text === "string") out.push(v.text);
      else if (typeof v.content === "string" || Array.isArray(v.content)) stack.push(v.content);
    }
  }
  return out.filter((t) => t.trim() !== "").join("\n\n").trim();
}

function role(raw: string | undefined): TreeMessage["role"] | null {
  switch ((raw ?? "").toLowerCase()) {
    case "user":
    case "human":
      return "user";
    case "assistant":
    case "ai":
    case "model":
      return "assistant";
    case "system":
    case "tool":
      return "note";
    default:
      return null;
  }
}

/** Is this a ChatGPT export (one conversation or a list) — objects with a `mapping`? */
export function isChatGptExport(value: unknown): boolean {
  const list = Array.isArray(value) ? value : [value];
  return list.length > 0 && list.every((c) => isObj(c) && isObj(c.mapping));
}

/** Is this a Claude export — conversations with `chat_messages`? */
export function isClaudeExport(value: unknown): boolean {
  const list = Array.isArray(value) ? value : [value];
  return list.length > 0 && list.every((c) => isObj(c) && Array.isArray(c.chat_messages));
}

function guardSize(count: number) {
  if (count > IMPORT_LIMITS.messages) throw new AppError("invalid:import", `The file has more than ${IMPORT_LIMITS.messages} messages; split it before importing.`);
}

/**
 * ChatGPT's conversations.json: each conversation's `mapping` is a tree of message slots (edited and
 * regenerated turns are siblings). Empty slots (null message), hidden system messages and messages
 * without text are skipped, their children re-attached to the nearest kept ancestor; tool and
 * system messages become notes.
 */
export function readChatGpt(value: unknown): MessageTree[] {
  const list = (Array.isArray(value) ? value : [value]) as Obj[];
  let total = 0;
  return list.map((conversation, index) => {
    const mapping = conversation.mapping as Obj;
    const slots = Object.entries(mapping).filter(([, v]) => isObj(v)) as Array<[string, Obj]>;
    total += slots.length;
    guardSize(total);
    const parentOf = new Map(slots.map(([id, slot]) => [id, str(slot.parent) ?? str(slot.parent_id) ?? null]));
    const kept = new Map<string, TreeMessage>();
    for (const [id, slot] of slots) {
      const message = slot.message;
      if (!isObj(message)) continue;
      const metadata = isObj(message.metadata) ? message.metadata : {};
      if (metadata.is_visually_hidden_from_conversation === true) continue;
      const r = role(isObj(message.author) ? str(message.author.role) : str(message.role));
      const text = contentText(message.content);
      if (!r || text === "") continue;
      kept.set(id, { id, parentId: null, role: r, text, createdAt: isoTime(message.create_time) });
    }
    // Nearest kept ancestor, walking up iteratively (bounded: a cycle stops at the slot count).
    for (const message of kept.values()) {
      let parent = parentOf.get(message.id) ?? null;
      for (let steps = 0; parent !== null && !kept.has(parent) && steps <= slots.length; steps++) parent = parentOf.get(parent) ?? null;
      message.parentId = parent !== null && kept.has(parent) ? parent : null;
    }
    let current = str(conversation.current_node);
    for (let steps = 0; current && !kept.has(current) && steps <= slots.length; steps++) current = parentOf.get(current) ?? undefined;
    return {
      title: str(conversation.title)?.trim() || `ChatGPT conversation ${index + 1}`,
      createdAt: isoTime(conversation.create_time),
      messages: [...kept.values()],
      currentId: current ?? undefined,
    };
  });
}

/**
 * Claude's conversations.json: `chat_messages` in order, with `parent_message_uuid` when the export
 * has it (then edited and retried turns are siblings); without it the chat is one chain.
 */
export function readClaude(value: unknown): MessageTree[] {
  const list = (Array.isArray(value) ? value : [value]) as Obj[];
  let total = 0;
  return list.map((conversation, index) => {
    const raw = (conversation.chat_messages as unknown[]).filter(isObj);
    total += raw.length;
    guardSize(total);
    const withParents = raw.some((m) => typeof m.parent_message_uuid === "string");
    const messages: TreeMessage[] = [];
    let previous: string | null = null;
    raw.forEach((m, i) => {
      const id = str(m.uuid) ?? `m${i}`;
      const r = role(str(m.sender) ?? str(m.role));
      const text = contentText(typeof m.text === "string" && m.text.trim() ? m.text : m.content);
      if (!r || text === "") return;
      messages.push({ id, parentId: withParents ? (str(m.parent_message_uuid) ?? null) : previous, role: r, text, createdAt: isoTime(m.created_at) });
      previous = id;
    });
    // Skipped messages leave dangling parents: attach to the nearest earlier kept message's chain root.
    const ids = new Set(messages.map((m) => m.id));
    for (const m of messages) if (m.parentId !== null && !ids.has(m.parentId)) m.parentId = null;
    return {
      title: str(conversation.name)?.trim() || `Claude conversation ${index + 1}`,
      createdAt: isoTime(conversation.created_at),
      messages,
      currentId: withParents ? str(conversation.current_leaf_message_uuid) : messages.at(-1)?.id,
    };
  });
}
