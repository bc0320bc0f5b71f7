import { contentWords, splitSentences } from "@/lib/extract";
import type { KtMetadata } from "./types";
import { ROLE_HEADING, entryBlock } from "@/lib/text/entry-block";
import { entryTokens } from "@/lib/text/entry-tokens";
import { countTokens } from "@/lib/text/count-tokens";
import type { Role, WindowEntry } from "@/lib/shared/tree-types";
import { OFFLINE_PHRASES } from "@/lib/shared/offline-phrases";
import { isSpeakerHeading } from "@/lib/extract/fields";

/**
 * How entries, the memory digest and recalled memory are written into a prompt. Pure: the same
 * inputs give the same text, which is what keeps the prompt's prefix stable between turns.
 */

/** The fields of a window entry that assembly reads. */
export type PromptEntry = Pick<
  WindowEntry,
  "id" | "contentItemId" | "position" | "role" | "content" | "origin" | "tokenCount"
>;

/**
 * An entry as a block, "### User\n\ntext", and its size in a prompt (lib/text/entry-block.ts and
 * entry-tokens.ts, where lib/db's window sums read the same rule). Folded leaves and the inspector use the same form.
 */
export { entryBlock, entryTokens };

/**
 * The role whose block a line heads as {@link entryBlock} writes it ("### User": "user", "###\tNote  ":
 * "note"), or null for any other line ("## User", "### Users", "### user").
 */
export function blockHeadingRole(line: string): Role | null {
  if (!line.startsWith("###") || (line[3] !== " " && line[3] !== "\t")) return null;
  const title = line.slice(3).trim();
  return ROLES.find((role) => ROLE_HEADING[role] === title) ?? null;
}
const ROLES = Object.keys(ROLE_HEADING) as Role[];

/** The roles whose heading starts a block of a leaf's text ({@link splitBlocks}): all but a tool's. */
const SPLIT_AT = ROLES.filter((role) => role !== "tool");

/** Blocks split back out of a leaf's text (a leaf holds whole entries, one block each): at a blank line before a role's "### User" heading line and its blank line. */
export function splitBlocks(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let at = text.indexOf("\n\n### "); at >= 0; at = text.indexOf("\n\n### ", at + 1)) {
    if (SPLIT_AT.some((role) => text.startsWith(`### ${ROLE_HEADING[role]}\n\n`, at + 2))) {
      out.push(text.slice(start, at));
      start = at + 2;
    }
  }
  out.push(text.slice(start));
  return out;
}

/**
 * Entries grouped into leaf chunks of about `size` characters, whole entries only; each chunk
 * remembers the content item ids it holds (its leaf's sourceRef). An entry longer than `size`
 * is a chunk of its own.
 */
export function foldChunks(entries: PromptEntry[], size: number): { text: string; itemIds: string[] }[] {
  const chunks: { text: string; itemIds: string[] }[] = [];
  let blocks: string[] = [];
  let ids: string[] = [];
  let length = 0;
  for (const entry of entries) {
    const block = entryBlock(entry);
    if (blocks.length > 0 && length + block.length + 2 > size) {
      chunks.push({ text: blocks.join("\n\n"), itemIds: ids });
      blocks = [];
      ids = [];
      length = 0;
    }
    blocks.push(block);
    ids.push(entry.contentItemId);
    length += block.length + 2;
  }
  if (blocks.length > 0) chunks.push({ text: blocks.join("\n\n"), itemIds: ids });
  return chunks;
}

/** A leaf's sourceRef as item ids ([] when it is not a JSON list, as on a document leaf). */
export function sourceItemIds(sourceRef: string | undefined | null): string[] {
  if (!sourceRef || !sourceRef.startsWith("[")) return [];
  try {
    const parsed: unknown = JSON.parse(sourceRef);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** The lead lines of the offline engine's quoting replies (lib/extract/answer.ts writes them). */
const QUOTING_LEADS = [OFFLINE_PHRASES.found, OFFLINE_PHRASES.relatedToStatement];

/**
 * An assistant's `message` without the quoted lines ("> ...") that repeat what was said before it:
 * all of them in the offline engine's quoting reply (it quotes the context it answers from, the
 * memory's digest included, so they are no statements of that turn: listed there, a value the user
 * updated meanwhile would read as said again after its update), and in any other reply those whose
 * text `before` (the earlier messages) holds. A model's own blockquote ("> **Note:** ...") stays.
 */
export function withoutRepeatedQuotes(message: string, before: string): string {
  if (!message.includes(">")) return message;
  const offline = QUOTING_LEADS.some((lead) => message.includes(lead));
  return message
    .split("\n")
    .filter((line) => {
      const quoted = /^[ \t]*>[ \t]*(.*)$/.exec(line);
      if (!quoted) return true;
      const said = quoted[1].trim();
      return !(offline || (said !== "" && before.includes(said)));
    })
    .join("\n");
}

/**
 * A conversation's text (message blocks, "### Assistant\n\n...") with each assistant's message
 * `withoutRepeatedQuotes`: the quotes of earlier context gone, its own blockquotes kept.
 */
export function withoutQuotedReplies(text: string): string {
  const blocks: { assistant: boolean; lines: string[] }[] = [{ assistant: false, lines: [] }];
  for (const line of text.split("\n")) {
    // A message starts at its speaker's heading ("### Assistant"); a heading inside a message does not end it.
    if (line.trimStart().startsWith("#") && isSpeakerHeading(line))
      blocks.push({ assistant: line.toLowerCase().includes("assistant"), lines: [line] });
    else blocks[blocks.length - 1].lines.push(line);
  }
  if (blocks[0].lines.length === 0) blocks.shift();
  const out: string[] = [];
  let before = "";
  for (const block of blocks) {
    const body = block.lines.join("\n");
    out.push(block.assistant ? withoutRepeatedQuotes(body, before) : body);
    before += `${body}\n`;
  }
  return out.join("\n");
}

/**
 * `text` without the sentences `gone` holds (compared trimmed), line by line: a line keeps its
 * other sentences, the rest of `text` is unchanged. What an update replaced leaves a summary or an
 * excerpt this way.
 */
export function withoutSentences(text: string, gone: ReadonlySet<string>): string {
  if (gone.size === 0 || text === "") return text;
  return text
    .split("\n")
    .map((line) => {
      const sentences = splitSentences(line);
      const kept = sentences.filter((s) => !gone.has(s.trim()));
      return kept.length === sentences.length ? line : kept.join(" ");
    })
    .join("\n");
}

/** Heading of the memory digest in the system prompt. */
export const DIGEST_HEADING =
  "Memory of the earlier conversation (older messages are folded into memory; relevant parts are recalled below when needed):";

/**
 * The memory digest: the root's summary, then its decisions and open actions, cut to `maxTokens`
 * (lists first, then the summary). Changes only when the root changes, that is when more is folded.
 */
export function digestText(root: KtMetadata, maxTokens: number): string {
  const lines = [DIGEST_HEADING, root.summary.trim()];
  if (root.decisions.length > 0) lines.push(`Decisions: ${root.decisions.join("; ")}`);
  if (root.criticalActions.length > 0) lines.push(`Open actions: ${root.criticalActions.join("; ")}`);
  let text = lines.filter(Boolean).join("\n");
  while (countTokens(text) > maxTokens && lines.length > 2) {
    lines.pop();
    text = lines.filter(Boolean).join("\n");
  }
  return trimToTokens(text, maxTokens);
}

/** What ends a text {@link trimToTokens} cut. */
export const CUT_MARK = "…";

/** `text` cut at a word boundary so that it fits `maxTokens`, with {@link CUT_MARK} when cut. */
export function trimToTokens(text: string, maxTokens: number): string {
  if (maxTokens <= 0) return "";
  let tokens = countTokens(text);
  let out = text;
  while (tokens > maxTokens) {
    const keep = Math.floor((out.length * maxTokens) / tokens) - 2;
    if (keep <= 0) return "";
    const cut = out.lastIndexOf(" ", keep);
    out = `${out.slice(0, cut > keep / 2 ? cut : keep).trimEnd()} ${CUT_MARK}`;
    tokens = countTokens(out);
  }
  return out;
}

/**
 * The part of a leaf most related to `focus` (an answer, or the question) within `maxTokens`:
 * the best block, then its neighbours while they fit; a block too large on its own is cut down
 * to its best sentences the same way ("" when not even one whole sentence fits). Blocks keep their order.
 */
export function excerpt(text: string, focus: string, maxTokens: number): string {
  if (maxTokens <= 0) return "";
  if (countTokens(text) <= maxTokens) return text;
  const blocks = splitBlocks(text);
  const picked = pickAround(blocks, focus, maxTokens, "\n\n");
  if (picked !== null) return picked;
  // The best block alone is too large: its best sentences instead.
  const best = blocks[bestIndex(blocks, focus)];
  const sentences = splitSentences(best);
  // Not even its best sentence fits: nothing, not a sentence cut mid-way ("is kept in the Copper …"),
  // which a reader would take for what was said.
  return pickAround(sentences, focus, maxTokens, " ") ?? "";
}

/** The best unit and its neighbours (nearest first) joined by `sep`, or null if the best alone does not fit. */
function pickAround(units: string[], focus: string, maxTokens: number, sep: string): string | null {
  if (units.length === 0) return null;
  const best = bestIndex(units, focus);
  const sepTokens = Math.max(1, countTokens(sep));
  let used = countTokens(units[best]);
  if (used > maxTokens) return null;
  let lo = best;
  let hi = best;
  const take = (index: number): boolean => {
    if (index < 0 || index >= units.length) return false;
    const cost = countTokens(units[index]) + sepTokens;
    if (used + cost > maxTokens) return false;
    used += cost;
    return true;
  };
  for (;;) {
    // After first, then before: an answer is usually followed by its context.
    const after = take(hi + 1);
    if (after) hi++;
    const before = take(lo - 1);
    if (before) lo--;
    if (!after && !before) break;
  }
  return units.slice(lo, hi + 1).join(sep);
}

/** Index of the unit sharing the most content words with `focus` (the first on a tie). */
function bestIndex(units: string[], focus: string): number {
  const wanted = new Set(contentWords(focus));
  let best = 0;
  let bestScore = -1;
  units.forEach((unit, index) => {
    const words = new Set(contentWords(unit));
    let score = 0;
    for (const w of wanted) if (words.has(w)) score++;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}
