import encoding, { countTokens as libraryCount } from "gpt-tokenizer";

/**
 * Longest run of non-space characters encoded in one piece. The tokenizer's merge step is quadratic
 * in the length of one such run (80,000 characters: about 25 s; a hostile import's 2 MB "word":
 * hours), so longer runs are counted slice by slice: a count within a few tokens of the exact one.
 */
const MAX_RUN = 1_000;
// Tried only where a run starts (not after a non-space): the same matches, without trying again
// at every character of every word.
const LONG_RUN = new RegExp(`(?<!\\S)\\S{${MAX_RUN + 1},}`, "g");

/**
 * Token count of a text with the o200k_base encoding (GPT-4o family). Other providers tokenise
 * differently; this is the one yardstick used for budgets and reports, and it is close enough for
 * both. Linear in the text's length whatever its shape (see MAX_RUN).
 */
export function countTokens(text: string): number {
  if (text === "") return 0;
  if (text.length < CACHED_FROM || text.length > CACHED_UP_TO) return encodeCount(text);
  const known = recent.get(text);
  if (known !== undefined) return known;
  const count = encodeCount(text);
  while (recentChars + text.length > CACHE_CHARS && recent.size > 0) {
    const oldest = recent.keys().next().value as string;
    recent.delete(oldest);
    recentChars -= oldest.length;
  }
  recent.set(text, count);
  recentChars += text.length;
  return count;
}

/**
 * The last counts of long texts: an import counts each chunk's text more than once (the leaf's
 * size when its leaf is made, then what the engine read for the usage row once every new leaf is
 * made), and encoding is most of an import's cost. Bounded by the characters kept, not entries,
 * so that a whole import step's chunks (a few MB) are still there when they are counted again:
 * 256 entries counted a 2.5 MB import's chunks twice.
 */
const CACHED_FROM = 200;
/** (A chunk is ~5,000 characters; a whole document is not kept.) */
const CACHED_UP_TO = 20_000;
/** At most this many characters of texts kept as keys (~8 MB of memory at worst; usually the strings are the leaves' own). */
const CACHE_CHARS = 4_000_000;
const recent = new Map<string, number>();
let recentChars = 0;

/** The library's count is `encode(text).length` without the array of tokens (a long text's count allocates nothing per token). */
function encodeCount(text: string): number {
  // A text this short holds no long run, nor one whose runs are all short: no need to look for one.
  if (text.length <= MAX_RUN || longestRunAtMost(text, MAX_RUN)) return countEncoded(text);
  let total = 0;
  let from = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    if (match.index > from) total += countEncoded(text.slice(from, match.index));
    for (let at = 0; at < match[0].length; at += MAX_RUN) total += countEncoded(match[0].slice(at, at + MAX_RUN));
    from = match.index + match[0].length;
  }
  if (from < text.length) total += countEncoded(from === 0 ? text : text.slice(from));
  return total;
}

/**
 * True when no run of `text` between ASCII spaces, tabs and line breaks is longer than `max`: then
 * no run of non-space (`\S`, which other spaces also end) is longer either. A loop over the
 * characters: a fraction of LONG_RUN's search (~90 ms of CPU per 5 MB import), the usual answer for prose.
 */
export function longestRunAtMost(text: string, max: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) run = 0;
    else if (++run > max) return false;
  }
  return true;
}

/**
 * Special tokens written in a text ("<|endoftext|>" in a document about language models, or typed
 * in a chat) are counted as the text they are: the library refuses them by default, which failed
 * the import or the answer holding one.
 */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

/** What {@link countEncoded} reads of the tokenizer (gpt-tokenizer 4's encoder: its split, vocabulary and merges). */
type Encoder = {
  tokenSplitRegex: RegExp;
  bytePairStringRankEncoder: Map<string, number>;
  bytePairEncode(piece: string): number[];
};
const encoder = (encoding as unknown as { bytePairEncodingCoreProcessor?: Partial<Encoder> })
  .bytePairEncodingCoreProcessor;
const usable =
  encoder?.tokenSplitRegex instanceof RegExp &&
  encoder.bytePairStringRankEncoder instanceof Map &&
  typeof encoder.bytePairEncode === "function";
const core = usable ? (encoder as Encoder) : undefined;
/** The tokenizer's own split pattern (a copy: its lastIndex is this module's). */
const SPLIT = core
  ? new RegExp(core.tokenSplitRegex.source, `${core.tokenSplitRegex.flags.replace("y", "")}y`)
  : undefined;
/** Token counts of the short pieces met lately (" the", " cluster", "447"): a small table, cleared when full. */
const pieces = new Map<string, number>();
const PIECES_LIMIT = 20_000;
const PIECE_CHARS = 32;

/**
 * The library's count of `text`, exactly, done as it does it (every piece of its split pattern is one
 * token when the vocabulary holds it, else as many as its byte-pair merge gives) with each piece's
 * count remembered: a small table of the pieces in use is read instead of the 200,000-entry
 * vocabulary, which in an import (summaries running between counts) is far from the CPU's caches.
 * An import's counts: ~1.1 -> ~0.6 s of CPU per 5 MB. A text that may hold a special token
 * ("<|endoftext|>": the library refuses it) and a library without these internals: the library itself.
 */
function countEncoded(text: string): number {
  if (!core || !SPLIT || text.includes("<|")) return libraryCount(text, AS_TEXT);
  let total = 0;
  // Sticky: each piece starts where the last ended (the pattern covers every character), so only
  // its end is asked of the pattern, without a match object per piece.
  let start = 0;
  SPLIT.lastIndex = 0;
  while (start < text.length) {
    // (No piece here, or an empty one: the library's own reading, whatever it makes of it.)
    if (!SPLIT.test(text) || SPLIT.lastIndex === start) return libraryCount(text, AS_TEXT);
    const end = SPLIT.lastIndex;
    const piece = text.slice(start, end);
    start = end;
    let count = pieces.get(piece);
    if (count === undefined) {
      count = core.bytePairStringRankEncoder.has(piece) ? 1 : core.bytePairEncode(piece).length;
      if (piece.length <= PIECE_CHARS) {
        if (pieces.size >= PIECES_LIMIT) pieces.clear();
        pieces.set(piece, count);
      }
    }
    total += count;
  }
  return total;
}

/** A part after the first begins with a letter or a digit: the line break before it ends a piece of the tokenizer's split. */
const STARTS_WORD = /^[\p{L}\p{N}]/u;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const HAS_MARK = /\p{M}/u;

/** Where what follows `text`'s last letter or digit starts (its closing brackets, punctuation and spaces): scanned from the end. */
function tailStart(text: string): number {
  let at = text.length;
  while (at > 0) {
    const unit = text.charCodeAt(at - 1);
    const width = unit >= 0xdc00 && unit <= 0xdfff && at >= 2 ? 2 : 1;
    if (WORD_CHAR.test(text.slice(at - width, at))) break;
    at -= width;
  }
  return at;
}

/** True when `text` ends in a run of non-space longer than MAX_RUN (counted slice by slice). */
function endsInLongRun(text: string): boolean {
  for (let at = text.length - 1; at >= 0 && at >= text.length - 1 - MAX_RUN; at--)
    if (/\s/.test(text[at])) return false;
  return text.length > MAX_RUN;
}

/**
 * `countTokens(parts.join("\n"))`, exactly, from the parts' own counts (kept from when each was
 * counted alone: a branch's children's metadata, already counted for their nodes) instead of
 * encoding the joined text again. The o200k split never puts a line break and a following letter
 * or digit in one piece, nor a text's last letter or digit and what follows it, so the count is
 * count(part) - count(tail) + count(tail + "\n") per part but the last, where tail is what follows
 * the part's last letter or digit (a few characters). Parts where that does not hold (a later part
 * not starting with a letter or digit, a combining mark in a tail, a tail in a run of non-space
 * longer than MAX_RUN) are counted joined, as before.
 */
export function countJoinedLines(parts: readonly string[]): number {
  if (parts.length === 0) return 0;
  for (let i = 1; i < parts.length; i++) if (!STARTS_WORD.test(parts[i])) return countTokens(parts.join("\n"));
  let total = countTokens(parts[parts.length - 1]);
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i];
    const tail = part.slice(tailStart(part));
    if (tail.length === part.length || HAS_MARK.test(tail) || endsInLongRun(part)) total += countTokens(`${part}\n`);
    else total += countTokens(part) - countTokens(tail) + countTokens(`${tail}\n`);
  }
  return total;
}
