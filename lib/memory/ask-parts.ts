import { plainConjuncts, queryFrame, questionParts } from "@/lib/extract/query-frame";
import { SPACES, hasDigit, holds, squeezeSpaces, trimTo } from "@/lib/extract/chars";
import { holdsValue } from "@/lib/extract/value-kinds";
import { contentWords, splitSentences } from "@/lib/extract";
import { isCitationLine, NO_ANSWER, type NavigationResult } from "./navigate";
import { passageIndex } from "./passage-index";
import type { KnowledgeTree } from "./types";

/** How one part is asked: the part's question, and whether this is the widened retry for a part missing. */
export type AskPart = (question: string, opts: { widen: boolean; maxAnswer: number }) => Promise<NavigationResult>;

const RANK = { complete: 2, partial: 1, none: 0 } as const;

/**
 * The mechanisms of a several-part ask that the two-part development set scores with and without
 * (eval/real/two-part-dev.ts `--without`): the plain-word list split by the documents' entries, and
 * each part's evidence distinct from the others' (a repeated passage dropped, the part asked again
 * wider for one not quoted yet).
 */
export type PartMechanism = "entries" | "distinct";

/** Options of {@link askInParts}. */
export type PartsOptions = {
  /**
   * Which plain words of a list name an entry of the documents asked (lib/memory/ask-view.ts
   * `entryNames`): a list of them is asked one word at a time, as a list of identifiers is.
   */
  entries?: (words: string[]) => Promise<ReadonlySet<string>>;
  /** Mechanisms left out (an evaluation's ablation only; the product uses them all). */
  without?: readonly PartMechanism[];
};

/**
 * A question asking several things ("What is the default X, and how many Y does Z reserve?"),
 * answered part by part (the parts of its {@link queryFrame}): each part retrieved and answered on
 * its own, then, for a part not answered, a second retrieval widened (the names the other parts
 * give carried into it, more candidates) as the Knowledge Tree seed's multi-path retry does. The
 * answer says which parts were found: "complete" only when every part was, "partial" naming the
 * missing ones, "none" when no part was. A question of one part is asked as it is.
 *
 * @example await askInParts("Who owns Heron, and when does it ship?", (q, o) => askTree(tree, q, engine, { ...o, whole: true }), 1500)
 */
export async function askInParts(
  question: string,
  ask: AskPart,
  maxAnswer = 1500,
  opts: PartsOptions = {},
): Promise<NavigationResult> {
  const without = (m: PartMechanism) => opts.without?.includes(m) ?? false;
  const frame = queryFrame(question);
  let asked = frame.parts;
  // A list of plain words ("the defaults of spoolsize and retrywait") is asked word by word when the
  // documents hold an entry titled by each word.
  const plain = asked.length < 2 && opts.entries && !without("entries") ? plainConjuncts(question) : [];
  if (plain.length >= 2 && opts.entries) {
    const named = await opts.entries(plain);
    if (plain.every((w) => named.has(w))) asked = questionParts(question, named);
  }
  if (asked.length < 2) return ask(question, { widen: false, maxAnswer });
  const parts = asked.slice(0, 4);
  // The passages the parts before quoted: a later part answered only by them asks again, wider.
  const quoted = new Set<string>();
  // Each part is asked with most of the room (its evidence, best first); the answer then takes
  // each part's first passage, then each part's second, ... while the room lasts (see joinParts).
  const room = Math.max(
    Math.floor(maxAnswer / parts.length) - HEADING_ROOM,
    maxAnswer - (parts.length - 1) * MIN_SHARE - parts.length * HEADING_ROOM,
  );
  const results: NavigationResult[] = [];
  for (const [i, part] of parts.entries()) {
    // A part pointing back at another's subject ("..., and what is its default limit?") is asked with
    // it; one pointing back at what the first part asked ("Which release added X, and when was it
    // out?") with the value the first part found, when it found one.
    // So is a part naming no subject of its own ("..., and how big can a request be?").
    const own = queryFrame(part);
    const back = own.pointsBack;
    const context =
      back || (i > 0 && own.subjects.length === 0 && own.identifiers.length === 0)
        ? partContext(parts, i, results, back)
        : [];
    // A later part naming nothing capitalised of its own is asked of the name the first part gives
    // ("Which port does Heron bind, and how many workers start?": the workers are Heron's).
    const lead = i > 0 ? leadName(parts[0]) : undefined;
    if (lead && leadName(part) === undefined && !context.some((n) => n.toLowerCase() === lead.toLowerCase()))
      context.push(lead);
    let r = await ask(withContext(part, context), { widen: false, maxAnswer: room });
    if (r.status !== "complete") {
      // The retry, wider: asked with the names the whole question gives that this part leaves out
      // ("..., and how many does it reserve?": the subject is in the first part), or, when the
      // first try carried a subject in, as the part says it (a name carried is one more a passage must hold).
      const named = new Set(own.names.map((n) => n.toLowerCase()));
      const carried = context.length > 0 ? [] : frame.names.filter((n) => !named.has(n.toLowerCase()));
      const retry = await ask(withContext(part, carried), { widen: true, maxAnswer: room });
      const fresh = without("distinct") ? retry : unquoted(retry, quoted);
      if (RANK[fresh.status] > RANK[r.status])
        r = { ...fresh, tokensRead: retry.tokensRead + r.tokensRead, trace: [...r.trace, ...retry.trace] };
      else r = { ...r, tokensRead: retry.tokensRead + r.tokensRead };
    }
    if (!without("distinct") && r.status !== "none" && quoted.size > 0) {
      // A part answered only by a passage another part quoted asks again, wider, for one not quoted
      // yet; what stays repeated is left out (the reader has it above), the part pointing to it.
      let own = unquoted(r, quoted);
      if (own.status === "none") {
        const retry = await ask(withContext(part, context), { widen: true, maxAnswer: room });
        const fresh = unquoted(retry, quoted);
        r = { ...r, tokensRead: r.tokensRead + retry.tokensRead };
        if (fresh.status !== "none") own = { ...fresh, tokensRead: r.tokensRead, trace: [...r.trace, ...retry.trace] };
      }
      r =
        own.status === "none"
          ? { ...r, answer: `The passage quoted above answers it too.` }
          : { ...own, tokensRead: Math.max(own.tokensRead, r.tokensRead) };
    }
    for (const piece of answerPieces(r.answer)) quoted.add(quoteOf(piece));
    results.push(r);
  }
  const found = results.filter((r) => r.status !== "none");
  const missing = parts.filter((_, i) => results[i].status === "none");
  const status: NavigationResult["status"] =
    found.length === 0 ? "none" : results.every((r) => r.status === "complete") ? "complete" : "partial";
  const answer = status === "none" ? NO_ANSWER : joinParts(parts, results, missing, maxAnswer);
  return {
    answer,
    status,
    citations: [...new Set(results.flatMap((r) => r.citations))],
    trace: results.flatMap((r) => r.trace),
    tokensRead: results.reduce((a, r) => a + r.tokensRead, 0),
    tokensTotal: results[0].tokensTotal,
    engine: results[0].engine,
    parts: parts.map((p, i) => ({ question: p, status: results[i].status })),
  };
}

/** A heading ending as a sentence or a list's lead does: prose, not an entry's title. */
const SENTENCE_TAIL = /[.:;!?…]$/u;

/**
 * What marks an option's signature ("spool [minwait seconds | maxwait seconds]", "--maxwait=<n>",
 * "set errorcolor [bold,]fgcolor,bgcolor"): a bracket, a bar, an equals sign, an angle bracket, or
 * a token starting with a dash.
 */
const SIGNATURE = /[[\]{}|=<>]|(?:^|\s)-{1,2}\p{L}/u;

/**
 * Whether a passage's headings hold an entry's title naming `word` (lowercase). A title is short:
 * the word is the heading ("3.393. timeout": a number before it is the section's), or the
 * heading's first token ("spoolsize count"), or an option signature holding it ({@link SIGNATURE});
 * neither of the last two ends as a sentence does. A heading of prose holding the word ("How to
 * reload the configuration", "Is it safe to restart and reload?") titles nothing.
 */
export function titlesEntry(headings: readonly string[], word: string): boolean {
  const bare = (t: string) => trimTo(t, "letter", "number").toLowerCase();
  return headings.some((h) => {
    const tokens = h.trim().split(SPACES);
    // A number before the title ("3.393.") is the section's.
    const start = tokens.findIndex((t) => holds(t, "letter"));
    const title = tokens.slice(Math.max(0, start));
    const prose = SENTENCE_TAIL.test(h.trim());
    if (bare(title[0]) === word && (title.length === 1 || !prose)) return true;
    return (
      !prose &&
      SIGNATURE.test(h) &&
      h
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .includes(word)
    );
  });
}

/**
 * Which of `words` title an entry of an in-memory tree (any passage under a title holding the
 * word): {@link askInParts}' entries for `askTree`, as lib/memory/ask-view.ts `entryNames` is for a
 * project's stored tree.
 */
export function treeEntryNames(tree: KnowledgeTree, words: readonly string[]): Set<string> {
  const passages = passageIndex(tree).passages;
  return new Set(words.filter((w) => passages.some((p) => titlesEntry(p.headings, w))));
}

/** Room a part's heading takes in the answer ("**question**"). */
const HEADING_ROOM = 80;
/** Room each other part keeps when one part is asked. */
const MIN_SHARE = 300;

/**
 * The parts' answers joined within `max` characters: each under its part's heading, in the order
 * asked; the pieces of each (a quoted passage with its citation) taken in turns, every part's first
 * piece, then every part's second, ... (in each turn the part shown least so far first) while they
 * fit, so one part's long evidence never crowds out another's. A first piece too long for its share is cut at a word, its citation kept.
 */
export function joinParts(
  parts: readonly string[],
  results: readonly NavigationResult[],
  missing: readonly string[],
  max: number,
): string {
  const shown = parts.flatMap((p, i) =>
    results[i].status === "none"
      ? []
      : [{ heading: `**${p}**`, pieces: answerPieces(results[i].answer), words: new Set(contentWords(p)) }],
  );
  const tail = missing.length > 0 ? [`The documents do not say: ${missing.join(" ")}`] : [];
  let used = [...shown.map((s) => s.heading), ...tail].reduce((a, t) => a + t.length + 2, 0);
  const share = Math.floor((max - used) / Math.max(1, shown.length)) - 2;
  const taken: string[][] = shown.map(() => []);
  const size = (i: number) => taken[i].reduce((a, t) => a + t.length, 0);
  for (let round = 0; shown.some((s) => s.pieces.length > round); round++)
    // In each turn the part shown least so far goes first.
    for (const i of shown.map((_, i) => i).sort((a, b) => size(a) - size(b) || a - b)) {
      let piece = shown[i].pieces[round];
      if (piece === undefined) continue;
      if (round === 0 && piece.length > share) piece = cutPiece(piece, share, shown[i].words);
      if (used + piece.length + 2 > max) continue;
      taken[i].push(piece);
      used += piece.length + 2;
    }
  return [...shown.flatMap((s, i) => [s.heading, ...taken[i]]), ...tail].join("\n\n");
}

/** An answer's pieces: each quoted passage with its citation ("> ...\n[doc › heading]"), any words before the first joined to it. */
function answerPieces(answer: string): string[] {
  const pieces = answer.split(/\n\n(?=> )/);
  return pieces.filter((p) => p.trim().length > 0);
}

/** What a piece quotes (its "> " lines), the key by which two parts' evidence is one passage. */
function quoteOf(piece: string): string {
  const lines = piece.split("\n").filter((l) => l.startsWith("> "));
  return squeezeSpaces(lines.length > 0 ? lines.join("\n") : piece).trim();
}

/**
 * A part's result without the passages already quoted for another part: its answer rebuilt from
 * the pieces left, "none" when none is left.
 */
export function unquoted(r: NavigationResult, quoted: ReadonlySet<string>): NavigationResult {
  if (r.status === "none") return r;
  const pieces = answerPieces(r.answer);
  const left = pieces.filter((p) => !quoted.has(quoteOf(p)));
  if (left.length === pieces.length) return r;
  return left.length === 0 ? { ...r, status: "none", answer: NO_ANSWER } : { ...r, answer: left.join("\n\n") };
}

/**
 * A piece cut to `max` characters at a word, its last lines (the citations) kept when it has them:
 * from its start, unless a later run of its sentences holds more of `words` (the part's question's),
 * which is then quoted instead, marked as cut before and after.
 */
function cutPiece(piece: string, max: number, words: ReadonlySet<string> = new Set()): string {
  const lines = piece.split("\n");
  const cites: string[] = [];
  while (lines.length > 1 && isCitationLine(lines.at(-1) ?? "")) cites.unshift(lines.pop() as string);
  const cite = cites.join("\n");
  const body = lines.join("\n");
  const room = Math.max(0, max - cite.length - 2);
  const from = bestRun(body, room - 4, words);
  const text = from > 0 ? `> …${body.slice(from)}` : body;
  const cut = text.slice(0, room).replace(/\s+\S*$/, "");
  return [`${cut}…`, ...(cite ? [cite] : [])].join("\n");
}

/**
 * Where the run of `text`'s sentences fitting in `room` characters that holds the most of `words`
 * starts: of equal runs, the one whose first sentence holds the most, then the earliest (0 when
 * none holds more than the text's start).
 */
function bestRun(text: string, room: number, words: ReadonlySet<string>): number {
  if (words.size === 0) return 0;
  // Where each sentence starts (found by its opening words: the splitter may join a wrapped line's break).
  const starts = [0];
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence.slice(0, 24), starts.at(-1)! + 1);
    // The first sentence starts the text, after its quote mark.
    if (at > 0 && holds(text.slice(0, at), "letter", "number")) starts.push(at);
  }
  const held = (from: number, to: number) => {
    const seen = new Set(contentWords(text.slice(from, to)));
    return [...words].filter((w) => seen.has(w)).length;
  };
  const score = (k: number) => [held(starts[k], starts[k] + room), held(starts[k], starts[k + 1] ?? text.length)];
  let best = 0;
  let most = score(0);
  for (let k = 1; k < starts.length; k++) {
    const s = score(k);
    if (s[0] > most[0] || (s[0] === most[0] && s[1] > most[1])) [best, most] = [k, s];
  }
  return starts[best];
}

/** The first capitalised name a question gives without a figure (a product's: "Heron", not "CVE-2021-1234"), but "I". */
function leadName(question: string): string | undefined {
  return queryFrame(question).names.find((n) => n !== "I" && !hasDigit(n));
}

/** A part asked with names carried from the others ("What is its limit? (kestrel)"), or as it is. */
function withContext(part: string, carried: readonly string[]): string {
  return carried.length > 0 ? `${part} (${carried.join(" ")})` : part;
}

/**
 * What part `i`, pointing back, is asked with: the subject the other parts name (their owners, the
 * name before a role), and when the first part asks for a release and found one, that release
 * ("when was it released?" after "Which Heron version added X?" asks of the version found).
 */
function partContext(parts: readonly string[], i: number, found: readonly NavigationResult[], back: boolean): string[] {
  const first = found[0];
  const release =
    back && i > 0 && first?.status === "complete" && queryFrame(parts[0]).asksRelease
      ? firstRelease(first.answer)
      : undefined;
  // The subject said before (a later part leaves out what an earlier one named), else after ("What
  // is its limit, and ...?"). A part pointing back means the release found when there is one, else
  // may mean the identifier named ("What does spool_limit bound, and what is its default?"); a part
  // naming nothing is asked with the product only.
  const names = (q: string) => {
    const f = queryFrame(q);
    return [...f.subjects, ...(back && !release ? f.identifiers : [])];
  };
  const before = parts.slice(0, i).flatMap(names);
  const subject = before.length > 0 ? before : parts.slice(i + 1).flatMap(names);
  const { subjects, identifiers } = queryFrame(parts[i]);
  const own = new Set([...subjects, ...identifiers].map((n) => n.toLowerCase()));
  return [...new Set([...subject.filter((n) => !own.has(n.toLowerCase())), ...(release ? [release] : [])])];
}

/**
 * The first release named in an answer's text ("2.88" of "> Version 2.88: added ..."), else in its
 * first citation (a changelog's entry is cited by its release: "[changelog › heron (4.2-1) ...]").
 */
function firstRelease(answer: string): string | undefined {
  // A citation is a line of its own ("[doc › heading]"); brackets inside a quote are the quote's.
  const lines = answer.split("\n");
  const citations = lines.filter(isCitationLine);
  for (const text of [lines.map((l) => (isCitationLine(l) ? " " : l)).join("\n"), citations[0] ?? ""])
    for (const word of text.split(SPACES)) {
      const w = trimTo(word, "letter", "number");
      if (hasDigit(w) && holdsValue(w, "release")) return w;
    }
  return undefined;
}
