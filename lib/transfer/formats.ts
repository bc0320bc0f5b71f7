import { AppError } from "@/lib/errors";
import type { CanopyRole, MessageTree, TreeMessage } from "./message-tree";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/**
 * Seconds since the epoch (ChatGPT) or an ISO string (Claude) as ISO, or undefined: also for a time
 * outside the years 1-9999 (the plan's range, which both databases store; beyond ±275,760 years
 * toISOString would even throw).
 */
function isoTime(v: unknown): string | undefined {
  const date = typeof v === "number" ? new Date(v * 1000) : typeof v === "string" ? new Date(Date.parse(v)) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date.toISOString() : undefined;
}

/** "a string", "an object", "null"...: a value's JSON type, for messages about wrong types. */
function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  return typeof v === "number" || typeof v === "boolean" ? `a ${typeof v}` : typeof v;
}

/**
 * Where a wrong type was found, refusing the whole file: a field of the wrong type would otherwise
 * be read as nothing, and the conversation imported empty without a word.
 */
function wrongType(where: string, field: string, value: unknown, expected: string): AppError {
  return new AppError(
    "invalid:import",
    `${where}: "${field}" should be ${expected}, but it is ${typeName(value)}. The file may be damaged; export the chat again.`,
  );
}

/**
 * The text of a content value: a string, a list of parts (strings, {text}, {type: "text", text}),
 * {parts}, {text}, {content}. Image, file and other non-text parts (objects without text) are
 * skipped; null is no text. Walked with an explicit stack and a node budget, so deeply nested
 * hostile content cannot overflow the stack.
 *
 * @throws AppError invalid:import when a value has the wrong type (a number as a part, `parts` that
 * is not a list, `text` that is not a string...), naming `where` and the field.
 */
export function contentText(value: unknown, where = "A message", field = "content"): string {
  const out: string[] = [];
  const stack: Array<[unknown, string]> = [[value, field]];
  let budget = 100_000;
  while (stack.length > 0 && budget-- > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") out.push(v);
    else if (v === null || v === undefined) continue;
    else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    else if (isObj(v)) {
      if (v.parts !== undefined && v.parts !== null) {
        if (!Array.isArray(v.parts)) throw wrongType(where, `${path}.parts`, v.parts, "a list of parts");
        stack.push([v.parts, `${path}.parts`]);
      } else if (v.text !== undefined && v.text !== null) {
        if (typeof v.text !== "string") throw wrongType(where, `${path}.text`, v.text, "a string");
        out.push(v.text);
      } else if (v.content !== undefined && v.content !== null) {
        if (typeof v.content !== "string" && !Array.isArray(v.content) && !isObj(v.content))
          throw wrongType(where, `${path}.content`, v.content, "text or a list of parts");
        stack.push([v.content, `${path}.content`]);
      }
    } else throw wrongType(where, path, v, "text, a list of parts or a part object");
  }
  return out
    .filter((t) => t.trim() !== "")
    .join("\n\n")
    .trim();
}

/**
 * How a reader treats roles and size. Import (lib/transfer) keeps user, assistant and notes and caps
 * the file's messages; the knowledge import (lib/knowledge/chat-export.ts) keeps every role as written.
 */
export interface ReadOptions<R extends string> {
  /** The role a message keeps, from its role as written ("" when it has none); null skips it. */
  role: (raw: string) => R | null;
  /** Most messages read over the whole file: beyond, invalid:import. */
  maxMessages?: number;
}

/** A conversation as read; `title` is absent when the export has none (the caller names it). */
export type ExportTree<R extends string = CanopyRole> = Omit<MessageTree<R>, "title"> & { title?: string };

/** Canopy's roles: user and assistant (and their aliases), system and tool as notes, others skipped. */
export function canopyRole(raw: string): CanopyRole | null {
  switch (raw.toLowerCase()) {
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

/** The longest title kept (a hostile export's 10 MB title is cut, not written). */
export const TITLE_MAX = 500;

function titleOf(...values: unknown[]): string | undefined {
  for (const v of values) {
    const t = str(v)?.trim();
    if (t) return t.length > TITLE_MAX ? `${t.slice(0, TITLE_MAX - 1)}…` : t;
  }
  return undefined;
}

/**
 * A role as written: "user", or {role: "user"} / {name: "user"} (ChatGPT's author); "" when none.
 *
 * @throws AppError invalid:import when it is neither (a number, a list, an object without a role).
 */
function rawRole(v: unknown, where: string, field: string): string {
  if (v === undefined || v === null) return "";
  if (typeof v === "string") return v.trim();
  if (isObj(v)) {
    if (typeof v.role === "string") return v.role.trim();
    if (v.role !== undefined && v.role !== null) throw wrongType(where, `${field}.role`, v.role, "a string");
    if (typeof v.name === "string") return v.name.trim();
  }
  throw wrongType(where, field, v, 'a role ("user", "assistant"...) or an object with a "role"');
}

/** The first of `fields` that `value` has (not null), for messages naming the field read. */
function firstField(value: Obj, fields: string[]): [unknown, string] {
  for (const f of fields) if (value[f] !== undefined && value[f] !== null) return [value[f], f];
  return [undefined, fields[0]!];
}

/** The role of a message: the first of `fields` it has, as {@link rawRole} reads it. */
function roleOf(where: string, message: Obj, fields: string[]): string {
  const [value, field] = firstField(message, fields);
  return rawRole(value, where, field);
}

/** An optional id or parent link (the first of `fields` the value has): a string, or absent. */
function optionalId(where: string, value: Obj, fields: string[]): string | undefined {
  const [id, field] = firstField(value, fields);
  if (id === undefined) return undefined;
  if (typeof id !== "string") throw wrongType(where, field, id, "a string id");
  return id;
}

/** "Conversation 2 ("Herons")", naming a conversation of a file in messages. */
function conversationName(index: number, ...titles: unknown[]): string {
  const title = titles.find((t): t is string => typeof t === "string" && t.trim() !== "")?.trim();
  return `Conversation ${index + 1}${title ? ` ("${title.length > 60 ? `${title.slice(0, 59)}…` : title}")` : ""}`;
}

const messageName = (conversation: string, id: string) =>
  `${conversation}, message "${id.length > 80 ? `${id.slice(0, 79)}…` : id}"`;

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

function sizeGuard(max: number | undefined) {
  let total = 0;
  return (count: number) => {
    total += count;
    if (max !== undefined && total > max)
      throw new AppError("invalid:import", `The file has more than ${max} messages; split it before importing.`);
  };
}

/**
 * Parent links that loop (a hostile or damaged export: a -> b -> a) are cut where the loop closes:
 * that message becomes a first message. Iterative, each message visited once.
 */
function breakCycles(messages: TreeMessage<string>[]): void {
  const byId = new Map(messages.map((m) => [m.id, m]));
  const state = new Map<string, "open" | "done">();
  for (const start of messages) {
    const path: TreeMessage<string>[] = [];
    let at: TreeMessage<string> | undefined = start;
    while (at && !state.has(at.id)) {
      state.set(at.id, "open");
      path.push(at);
      at = at.parentId !== null ? byId.get(at.parentId) : undefined;
    }
    if (at && state.get(at.id) === "open") at.parentId = null;
    for (const m of path) state.set(m.id, "done");
  }
}

/**
 * ChatGPT's conversations.json: each conversation's `mapping` is a tree of message slots (edited and
 * regenerated turns are siblings). Empty slots (null message), hidden system messages, messages
 * without text and roles `opts.role` skips are left out, their children re-attached to the nearest
 * kept ancestor; `currentId` is current_node (or its nearest kept ancestor).
 */
export function readChatGpt<R extends string = CanopyRole>(value: unknown, opts: ReadOptions<R>): ExportTree<R>[] {
  const list = (Array.isArray(value) ? value : [value]) as Obj[];
  const guard = sizeGuard(opts.maxMessages);
  return list.map((conversation, index) => {
    const mapping = conversation.mapping as Obj;
    const name = conversationName(index, conversation.title);
    const slots: Array<[string, Obj]> = [];
    for (const [id, slot] of Object.entries(mapping)) {
      if (isObj(slot)) slots.push([id, slot]);
      else if (slot !== null) throw wrongType(messageName(name, id), "mapping slot", slot, "an object");
    }
    guard(slots.length);
    const parentOf = new Map(
      slots.map(([id, slot]) => [id, optionalId(messageName(name, id), slot, ["parent", "parent_id"]) ?? null]),
    );
    const kept = new Map<string, TreeMessage<R>>();
    for (const [id, slot] of slots) {
      const message = slot.message;
      const where = messageName(name, id);
      if (message === undefined || message === null) continue;
      if (!isObj(message)) throw wrongType(where, "message", message, "an object");
      const metadata = isObj(message.metadata) ? message.metadata : {};
      if (metadata.is_visually_hidden_from_conversation === true) continue;
      const r = opts.role(roleOf(where, message, ["author", "role"]));
      const text = contentText(message.content, where, "content");
      if (r === null || text === "") continue;
      kept.set(id, { id, parentId: null, role: r, text, createdAt: isoTime(message.create_time) });
    }
    // Nearest kept ancestor, walking up iteratively (bounded: a cycle stops at the slot count).
    for (const message of kept.values()) {
      let parent = parentOf.get(message.id) ?? null;
      for (let steps = 0; parent !== null && !kept.has(parent) && steps <= slots.length; steps++)
        parent = parentOf.get(parent) ?? null;
      message.parentId = parent !== null && kept.has(parent) ? parent : null;
    }
    const messages = [...kept.values()];
    breakCycles(messages);
    let current = str(conversation.current_node);
    for (let steps = 0; current && !kept.has(current) && steps <= slots.length; steps++)
      current = parentOf.get(current) ?? undefined;
    return {
      title: titleOf(conversation.title),
      createdAt: isoTime(conversation.create_time),
      messages,
      currentId: current ?? undefined,
    };
  });
}

/**
 * Claude's conversations.json: `chat_messages` in order, with `parent_message_uuid` when the export
 * has it (then edited and retried turns are siblings, and `currentId` is current_leaf_message_uuid);
 * without it the chat is one chain. A message's text is `text`, else its `content` parts; its
 * attachments and files are not read.
 */
export function readClaude<R extends string = CanopyRole>(value: unknown, opts: ReadOptions<R>): ExportTree<R>[] {
  const list = (Array.isArray(value) ? value : [value]) as Obj[];
  const guard = sizeGuard(opts.maxMessages);
  return list.map((conversation, index) => {
    const name = conversationName(index, conversation.name, conversation.title);
    const raw: Array<[number, Obj]> = [];
    (conversation.chat_messages as unknown[]).forEach((m, i) => {
      if (isObj(m)) raw.push([i, m]);
      else if (m !== null) throw wrongType(messageName(name, `m${i}`), "chat_messages item", m, "an object");
    });
    guard(raw.length);
    const withParents = raw.some(([, m]) => typeof m.parent_message_uuid === "string");
    const messages: TreeMessage<R>[] = [];
    let previous: string | null = null;
    raw.forEach(([i, m]) => {
      const id = optionalId(messageName(name, `m${i}`), m, ["uuid"]) ?? `m${i}`;
      const where = messageName(name, id);
      const parentId = optionalId(where, m, ["parent_message_uuid"]) ?? null;
      const r = opts.role(roleOf(where, m, ["sender", "role", "author"]));
      if (m.text !== undefined && m.text !== null && typeof m.text !== "string")
        throw wrongType(where, "text", m.text, "a string");
      const text = contentText(typeof m.text === "string" && m.text.trim() ? m.text : m.content, where, "content");
      if (r === null || text === "") return;
      messages.push({
        id,
        parentId: withParents ? parentId : previous,
        role: r,
        text,
        createdAt: isoTime(m.created_at),
      });
      previous = id;
    });
    // Skipped messages leave dangling parents: their replies start a chain of their own.
    const ids = new Set(messages.map((m) => m.id));
    for (const m of messages) if (m.parentId !== null && !ids.has(m.parentId)) m.parentId = null;
    breakCycles(messages);
    return {
      title: titleOf(conversation.name, conversation.title),
      createdAt: isoTime(conversation.created_at),
      messages,
      currentId: withParents ? str(conversation.current_leaf_message_uuid) : messages.at(-1)?.id,
    };
  });
}

/** Is this one message of a plain list: an object with `content`, `text` or `parts`? */
export function isMessageLike(v: unknown): boolean {
  return isObj(v) && ("content" in v || "text" in v || "parts" in v);
}

/**
 * A plain list of messages `{role | author | sender, content | text | parts}` (the knowledge import's
 * generic shape), as one chain. Messages without text or with a skipped role are left out.
 */
export function readMessageList<R extends string>(
  list: unknown[],
  title: unknown,
  opts: ReadOptions<R>,
): ExportTree<R> {
  sizeGuard(opts.maxMessages)(list.length);
  const messages: TreeMessage<R>[] = [];
  list.forEach((v, i) => {
    if (!isObj(v)) return;
    const where = messageName("The list of messages", `m${i}`);
    const r = opts.role(roleOf(where, v, ["role", "author", "sender"]));
    const [content, field] = firstField(v, ["content", "text", "parts"]);
    const text = contentText(content, where, field);
    if (r === null || text === "") return;
    messages.push({ id: `m${i}`, parentId: messages.at(-1)?.id ?? null, role: r, text });
  });
  return { title: titleOf(title), messages, currentId: messages.at(-1)?.id };
}
