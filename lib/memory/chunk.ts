import { headsNext, splitSentences, SPACES } from "@/lib/extract";
import { LINE_BREAK } from "@/lib/extract/chars";
import { markdownHeading } from "@/lib/extract/sentences";

/** Options for {@link chunkText} and {@link chunkUnits}. */
export type ChunkOptions = {
  /** Target characters per chunk (default 5,000). */
  size?: number;
  /** Hard ceiling per chunk (default 1.2 × size); only a single word longer than this is cut. */
  maxSize?: number;
};

/** The default target chunk size, from the seed ("about 5,000 characters per leaf segment"). */
export const DEFAULT_CHUNK_SIZE = 5000;

/**
 * Split `text` into chunks of about `size` characters at paragraph boundaries (blank lines). A
 * paragraph longer than the ceiling is cut between sentences, a sentence longer than that between
 * words; nothing is ever cut inside a word unless one word alone exceeds the ceiling.
 *
 * @example chunkText(longMarkdown).map((c) => c.length) // e.g. [4980, 5012, 2210]
 */
export function chunkText(text: string, opts: ChunkOptions = {}): string[] {
  const paragraphs = text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.replace(/^\s*\n/, "").trimEnd())
    .filter((p) => p.trim() !== "");
  return chunkUnits(paragraphs, opts);
}

/**
 * Pack `units` (paragraphs, or the messages of a chat) into chunks of about `size` characters,
 * in order and whole; a unit longer than the ceiling is first cut at sentence, then word
 * boundaries. Units in one chunk are joined by a blank line.
 */
export function chunkUnits(units: string[], opts: ChunkOptions = {}): string[] {
  const size = Math.max(1, opts.size ?? DEFAULT_CHUNK_SIZE);
  const maxSize = Math.max(size, opts.maxSize ?? Math.round(size * 1.2));
  const pieces = withTitles(
    units.filter((u) => u.trim() !== ""),
    maxSize,
  ).flatMap(({ titles, unit }) => {
    if (titles === "") return splitLong(unit, maxSize);
    if (titles.length + 2 > maxSize / 2) return [...splitLong(titles, maxSize), ...splitLong(unit, maxSize)];
    const cut = splitLong(unit, maxSize - titles.length - 2);
    cut[0] = `${titles}\n\n${cut[0]}`;
    return cut;
  });
  const total = pieces.reduce((a, p) => a + p.length + 2, 0);
  // Aim for equal chunks: 5,500 characters make one chunk, 6,500 make two of about 3,250.
  const target = total / Math.max(1, Math.ceil(total / maxSize));

  const chunks: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const joined = current === "" ? piece : `${current}\n\n${piece}`;
    if (current !== "" && (joined.length > maxSize || current.length >= target)) {
      chunks.push(current);
      current = piece;
    } else {
      current = joined;
    }
  }
  if (current !== "") {
    // A short tail joins the previous chunk when the two still fit under the ceiling.
    const last = chunks.at(-1);
    if (last !== undefined && last.length + current.length + 2 <= maxSize)
      chunks[chunks.length - 1] = `${last}\n\n${current}`;
    else chunks.push(current);
  }
  return chunks;
}

/**
 * The units with the titles before each (headings, title lines: "1.12.0 (2019-05-25)" over a
 * release's items) set apart to go with it, so that no chunk ends on a title and a unit cut into
 * pieces keeps them on its first. A run of titles longer than a quarter of the ceiling is a unit of
 * its own (a file of short lines is not one title run).
 */
function withTitles(units: string[], maxSize: number): { titles: string; unit: string }[] {
  const out: { titles: string; unit: string }[] = [];
  let titles = "";
  for (const unit of units) {
    if (headsNext(unit)) {
      if (titles !== "" && titles.length + unit.length + 2 > maxSize / 4) {
        out.push({ titles: "", unit: titles });
        titles = "";
      }
      titles = titles === "" ? unit : `${titles}\n\n${unit}`;
      continue;
    }
    out.push({ titles, unit });
    titles = "";
  }
  if (titles !== "") out.push({ titles: "", unit: titles });
  return out;
}

/** A unit cut into pieces of at most `max` characters: whole sentences, else whole words. */
function splitLong(unit: string, max: number): string[] {
  if (unit.length <= max) return [unit];
  return pack(
    sentenceSpans(unit).flatMap((s) => (s.length > max ? splitWords(s, max) : [s])),
    max,
  );
}

/** The sentences of `text` as slices of it (markers and spacing kept), via `splitSentences`. */
function sentenceSpans(text: string): string[] {
  const cuts: number[] = [];
  let pos = 0;
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence, pos);
    if (at < 0) continue;
    pos = at + sentence.length;
    cuts.push(pos);
  }
  const spans: string[] = [];
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    const span = text.slice(start, cut).trim();
    if (span) spans.push(span);
    start = cut;
  }
  return spans;
}

function splitWords(text: string, max: number): string[] {
  const words = text.split(SPACES).filter(Boolean);
  // A single word longer than the ceiling (a hash, a data URL) has no boundary to respect.
  return pack(
    words.flatMap((word) => (word.length > max ? cutEvery(word, max) : [word])),
    max,
  );
}

/** `word` cut into pieces of `max` characters (code points, never half a surrogate pair), the last one shorter. */
function cutEvery(word: string, max: number): string[] {
  const points = [...word];
  const out: string[] = [];
  for (let at = 0; at < points.length; at += max) out.push(points.slice(at, at + max).join(""));
  return out;
}

/** `pieces` joined by single spaces, in order, into as few strings of at most `max` characters as greedily fit. */
function pack(pieces: string[], max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const joined = current === "" ? piece : `${current} ${piece}`;
    if (current !== "" && joined.length > max) {
      out.push(current);
      current = piece;
    } else current = joined;
  }
  if (current !== "") out.push(current);
  return out;
}

/**
 * Chunk several documents, each on its own (a chunk never spans two documents), keeping each
 * document's reference on its chunks for citations. A document's title (its `title`, else its
 * first Markdown heading) is carried to every later chunk as a heading, "# Title (continued)",
 * so that every leaf says what it belongs to.
 */
export function chunkDocuments(
  docs: { text: string; sourceRef?: string; title?: string }[],
  opts: ChunkOptions = {},
): { text: string; sourceRef?: string }[] {
  return docs.flatMap((doc) => {
    const title = doc.title?.trim() || documentTitle(doc.text);
    return chunkText(doc.text, opts).map((chunk, i) => {
      const text = i > 0 && title ? `# ${title} (continued)\n\n${chunk}` : chunk;
      return doc.sourceRef === undefined ? { text } : { text, sourceRef: doc.sourceRef };
    });
  });
}

/** The first Markdown heading of a text, without its hashes; "" when it has none near the top. */
export function documentTitle(text: string): string {
  for (const line of text.slice(0, 2000).split(LINE_BREAK)) {
    const heading = markdownHeading(line.trimStart());
    if (heading) return heading.title;
  }
  return "";
}
