import type { LanguageModelV3 } from "@ai-sdk/provider";
import { createOfflineModel, type OfflineModelOptions } from "@/lib/ai/offline-model";
import { contentTokens, contentWords, splitSentences } from "@/lib/extract";
import { squeezeSpaces } from "@/lib/extract/chars";
import { capitalisedNames } from "@/lib/extract/about";
import { composeOfflineAnswer, isQuestion, OFFLINE_PHRASES, valueTokens } from "@/lib/extract/answer";
import { holdsEveryWord, isSuppliedQuantity, porterStem } from "@/lib/extract/paraphrase";
import { messageFrame } from "@/lib/extract/query-frame";
import { stemSiblings } from "./query-expand";
import { holdsValue, type ValueKind } from "@/lib/extract/value-kinds";
import { claimValues } from "@/lib/extract/facts";
import { retrievePassages, type PassageHit } from "./retrieve";
import type { PassageIndex } from "./passage-index";
import { askedTerms, askedWords, closestInMeaning, engineSays, meaningCover, namesOtherThing } from "./meaning-match";
import { rerankedQuotes, type SentenceWeights } from "./sentence-rank";
import { MEMORY_ANSWER_LABEL, RECALL_HEADING } from "./recall";
import { CUT_MARK, DIGEST_HEADING } from "./render";
import { emptyMetadata, type KnowledgeTree, type KtNode } from "./types";

/**
 * The earlier messages of a chat turn as a knowledge tree: one leaf per message (in order) under a
 * root, so the knowledge ask's passage index and retrieval read them as they read documents.
 */
export function contextTree(context: readonly string[]): KnowledgeTree {
  const leaves: KtNode[] = context
    .filter((text) => text.trim() !== "")
    .map((text, order) => ({
      id: `m${order}`,
      level: "leaf",
      depth: 0,
      parentId: "root",
      childIds: [],
      order,
      metadata: emptyMetadata(),
      text,
      chars: text.length,
      tokens: Math.ceil(text.length / 4),
      metadataTokens: 0,
    }));
  if (leaves.length === 0) return { nodes: {}, rootId: null };
  const root: KtNode = {
    id: "root",
    level: "root",
    depth: 1,
    parentId: null,
    childIds: leaves.map((l) => l.id),
    order: 0,
    metadata: emptyMetadata(),
    chars: leaves.reduce((a, l) => a + l.chars, 0),
    tokens: leaves.reduce((a, l) => a + l.tokens, 0),
    metadataTokens: 0,
  };
  return { nodes: Object.fromEntries([root, ...leaves].map((n) => [n.id, n])), rootId: root.id };
}

/**
 * The offline model's reply to a chat turn, with the knowledge ask's retrieval and question frame.
 * The message is read once (`messageFrame`): the sentences it states join the context (the newest
 * message), and each part of its question is answered on its own. A part reads the earlier
 * messages as passages (a paragraph, a list item with its continuation lines, a table row with its
 * header), keeps those that satisfy every constraint of the question (its named terms, identifiers
 * and dates, a value of the kind asked) and quotes their sentences that answer it
 * (`composeOfflineAnswer`: an update replaces what it updates). A part naming something no message
 * holds, or that no passage satisfies, is not found; when no part is found the reply is "I don't
 * know", and when some are, it says which part is missing. A statement is acknowledged or related to
 * what was said, as before.
 *
 * @example answerFromContext({ context: ["The office is in Lyon."], query: "Where exactly is the office, which city?" })
 * // "From this branch's context:\n\n> The office is in Lyon."
 */
export function answerFromContext({
  context,
  query,
  sentenceModel,
}: {
  context: string[];
  query: string;
  /** The sentence model choosing among the conversation's statements (`null`: the reading's quotes as they are; default: the fitted one). */
  sentenceModel?: SentenceWeights | null;
}): string {
  if (query.trim() === "" || !isQuestion(query)) return composeOfflineAnswer({ context, query });
  const frame = messageFrame(query);
  if (frame.parts.length === 0) return composeOfflineAnswer({ context, query });
  // Recalled memory holds messages folded out of the prompt: older than every message the prompt
  // still carries, so it is read before them (a restatement kept verbatim stays the later one). The
  // memory digest sums up the same folded messages (its open actions repeat them as first said), so
  // it is read first of all.
  const folded = (text: string) => text.startsWith(RECALL_HEADING) || text.includes(DIGEST_HEADING);
  const digest = context.filter((text) => text.includes(DIGEST_HEADING));
  const recalled = context.filter((text) => text.startsWith(RECALL_HEADING));
  const ordered = [...digest, ...recalled, ...context.filter((text) => !folded(text))];
  // What the message states is context for its own question, read after everything before it.
  const read = frame.statements.length > 0 ? [...ordered, frame.statements.join(" ")] : ordered;
  const tree = contextTree(read);
  // Where the conversation first said a sentence: a later quote of it (a reply relating to it)
  // restates nothing. Sentences of one message are a list, not updates of each other, so they share
  // their message's place; recalled memory holds many messages in the order they were said, so
  // there each sentence keeps its own.
  const messages = read.map(squeezeSpaces);
  const firstSaid = (sentence: string) => {
    const wanted = squeezeSpaces(sentence);
    for (const [i, text] of messages.entries()) {
      const at = text.indexOf(wanted);
      if (at >= 0) return i * 1e9 + (read[i].startsWith(RECALL_HEADING) ? at : 0);
    }
    return -1;
  };
  // What memory found for this very question (the recall's "Answer found in memory"): a one-part
  // question is answered with it (`memoryFor`: held to the reading's checks), unless a message of
  // the context holds every word asked or the reading's quotes meet more of the question.
  const sections = recalled.flatMap(memoryAnswers);
  const answers = frame.parts.map((part) => {
    const retrieved = retrievePassages(tree, part);
    const quotes = answerPart(part, firstSaid, retrieved);
    if (frame.parts.length > 1 || sections.length === 0 || quotes.some((q) => holdsEveryWord(part, q)))
      return { part, quotes, retrieved };
    const found = memoryFor(part, firstSaid, retrieved, sections);
    // The answer meeting more of the question (`meaningCover`) wins: a statement of the recent turns
    // asked in other words is not given up for what a walk of the memory brought back.
    const asked = askedWords(part);
    const meets = (qs: string[]) => Math.max(0, ...qs.map((q) => meaningCover(asked, q).cover));
    return found.length === 0 || meets(quotes) > meets(found)
      ? { part, quotes, retrieved }
      : { part, quotes: found, retrieved };
  });
  // A one-part question the reading answers: the sentence model may find a statement that answers it
  // better than the reading's quotes (sentence-rank.ts); the reading still decides whether any does.
  if (answers.length === 1 && answers[0].quotes.length > 0) {
    const { part, quotes, retrieved } = answers[0];
    const candidates = contextStatements(read).filter(fitsPart(part, retrieved));
    answers[0] = { ...answers[0], quotes: rerankedQuotes(candidates, part, quotes, sentenceModel) };
  }
  const found = answers.filter((a) => a.quotes.length > 0);
  if (found.length === 0) return composeOfflineAnswer({ context: [], query: frame.parts.join(" ") });
  const quotes = [...new Set(found.flatMap((a) => a.quotes))];
  const missing = answers.filter((a) => a.quotes.length === 0).map((a) => `"${a.part}"`);
  return [
    OFFLINE_PHRASES.found,
    ...quotes.map((q) => `> ${q}`),
    ...(missing.length > 0 ? [`${OFFLINE_PHRASES.partPrefix} ${missing.join(", ")}.`] : []),
  ].join("\n\n");
}

/** Lines that frame the context rather than state anything: the recall's and the digest's headings and labels, the engine's own framing. */
const FRAMING = [
  RECALL_HEADING,
  MEMORY_ANSWER_LABEL,
  DIGEST_HEADING,
  OFFLINE_PHRASES.found,
  OFFLINE_PHRASES.relatedToStatement,
];

/**
 * The statements of the context in the order it is read, each once: its messages' sentences (quoted
 * lines read without their "> ", lines wrapped within a sentence joined again), without questions,
 * the engine's own lines, the framing lines, sentences cut short by recall's budget and sentences
 * that state nothing (no value and fewer than two content words: "Noted.", "Thanks!"). The memory
 * digest's lists ("Open actions: a; b", the lines after its heading) are read item by item; table
 * rows (read with their header by the passages) are left to the reading.
 */
export function contextStatements(read: readonly string[]): string[] {
  const out = new Set<string>();
  for (const message of read) {
    const digestAt = message.indexOf(DIGEST_HEADING);
    const pieces =
      digestAt < 0
        ? [message]
        : [
            message.slice(0, digestAt),
            ...message
              .slice(digestAt + DIGEST_HEADING.length)
              .split("\n")
              .flatMap(digestItems),
          ];
    for (const piece of pieces) {
      const text = piece
        .split("\n")
        .map((line) => line.replace(/^\s*>\s?/, "").trim())
        .filter(
          (line) => line !== "" && !line.startsWith("|") && !FRAMING.some((f) => f.includes(line) || line.includes(f)),
        )
        .join("\n");
      for (const sentence of splitSentences(text))
        if (
          !isQuestion(sentence) &&
          !engineSays(sentence) &&
          !sentence.endsWith(CUT_MARK) &&
          !FRAMING.some((f) => f.includes(sentence)) &&
          statesSomething(sentence)
        )
          out.add(sentence);
    }
  }
  return [...out];
}

/**
 * The statements a part's answer may quote: those passing the reading's own checks (every name,
 * identifier and number it asks about, no other modifier on the thing asked, a value of the kind
 * asked, naming someone when asked who), as `retrieved` (the part's retrieval) holds them.
 */
function fitsPart(part: string, { constraints, index }: ReturnType<typeof retrievePassages>): (s: string) => boolean {
  const held = heldBy(index);
  return (s) =>
    namesRequired(constraints, s) &&
    holdsValue(s, constraints.valueKind) &&
    namesAsked(constraints.valueKind, s) &&
    !namesOtherThing(part, s, held);
}

/** A sentence holds every term the question requires (its field aside), as written or by Porter2 stem. */
function namesRequired(constraints: ReturnType<typeof retrievePassages>["constraints"], sentence: string): boolean {
  const said = new Set(contentWords(sentence).flatMap((w) => [w, porterStem(w)]));
  return constraints.required.every((t) => t === constraints.field || said.has(t) || said.has(porterStem(t)));
}

/**
 * The statements of `read` that may answer the one-part question `part` (`contextStatements`, held to
 * the reading's checks, {@link fitsPart}): what the sentence model chooses among. The fitting script
 * (eval/sentence-model/fit.ts) reads conversations through it too.
 */
export function quoteCandidates(read: readonly string[], part: string): string[] {
  return contextStatements(read).filter(fitsPart(part, retrievePassages(contextTree(read), part)));
}

/** A digest line's items: "Open actions: a; b" is a and b (render.ts `digestText` writes its lists so). */
function digestItems(line: string): string[] {
  const list = /^[A-Z][a-z]+(?: [a-z]+)?: (.*)$/.exec(line);
  return list ? list[1].split("; ") : [line];
}

function statesSomething(sentence: string): boolean {
  return contentWords(sentence).length >= 2 || claimValues(sentence).length > 0;
}

/** The part's terms no message holds, numbers it supplies itself aside ("a group of 10 people"). */
function blockingTerms(part: string, constraints: ReturnType<typeof retrievePassages>["constraints"]): string[] {
  return constraints.unknown.filter((t) => !isSuppliedQuantity(part, t));
}

/** Whether the context (its passage `index`) holds a word, as written or by its Porter2 stem. */
function heldBy(index: PassageIndex): (word: string) => boolean {
  return (w) => index.df.has(w) || stemSiblings(index, w).length > 0;
}

/** Asked who, a text must name someone: a capitalised name (about.ts `capitalisedNames`; "The server will restart" names no one). */
function namesAsked(valueKind: ValueKind, text: string): boolean {
  return valueKind !== "person" || capitalisedNames(text).length > 0;
}

/**
 * What recalled memory found for `part` (`sections`: the recall message's answers, `memoryAnswers`),
 * held to the reading's checks: nothing when the part names a name, number or identifier no message
 * holds; else the quotes stating a value of the kind asked (naming someone, asked who), about the
 * thing asked (no other modifier on it), whole (not cut short by the recall's budget), each answer
 * read as the reading's quotes are (a later restatement in place of what it restates; one tree's
 * answer at a time, as each is in the order its conversation said it).
 */
function memoryFor(
  part: string,
  firstSaid: (sentence: string) => number,
  { constraints, index }: ReturnType<typeof retrievePassages>,
  sections: string[][],
): string[] {
  const plain = askedTerms(part);
  if (!blockingTerms(part, constraints).every((t) => plain.has(t))) return [];
  const held = heldBy(index);
  const fits = (q: string) =>
    !q.endsWith(CUT_MARK) &&
    holdsValue(q, constraints.valueKind) &&
    namesAsked(constraints.valueKind, q) &&
    !namesOtherThing(part, q, held);
  return sections.flatMap((quotes) => latestRestatement(quotes.filter(fits), part, constraints, firstSaid));
}

/** The quotes answering one part of a question (its passages `retrieved`), in reading order; none when no passage satisfies it. */
function answerPart(
  part: string,
  firstSaid: (sentence: string) => number,
  { hits, constraints, index }: ReturnType<typeof retrievePassages>,
): string[] {
  const blocking = blockingTerms(part, constraints);
  const held = heldBy(index);
  // The asker's own word for what the context calls otherwise ("photos" for "photography") blocks
  // no reading by meaning; a name, number or identifier no message holds does.
  const plain = askedTerms(part);
  const inMeaning = () => {
    const met = closestInMeaning(index, part, constraints.valueKind);
    return met ? [met.sentence] : [];
  };
  if (blocking.length > 0) return blocking.every((t) => plain.has(t)) ? inMeaning() : [];
  const fits = (h: PassageHit) =>
    h.missing.length === 0 && h.coverage > 0 && !namesOtherThing(part, h.passage.text, held);
  let satisfying = hits.filter((h) => fits(h) && holdsValue(h.passage.text, constraints.valueKind));
  // A chat rarely states a value of the asked kind as a manual does ("Our editor is Hannah", "by the
  // fence", "at 9:30"): a passage holding every content word of the question answers it too.
  // Asked who, it must still name someone: a capitalised name (about.ts `capitalisedNames`; "The server will restart" names no one).
  const names = (text: string) => namesAsked(constraints.valueKind, text);
  if (satisfying.length === 0)
    satisfying = hits.filter((h) => fits(h) && holdsEveryWord(part, h.passage.text, held) && names(h.passage.text));
  if (satisfying.length === 0) return inMeaning();
  // In reading order, so that an update reads after the statement it updates.
  const position = (id: string) => index.position.get(id) ?? 0;
  const evidence = satisfying
    .map((h) => h.passage)
    .sort((a, b) => position(a.id) - position(b.id))
    .map((p) => (p.kind === "row" ? `${p.text}.` : p.text));
  const quoted = quotesOf(composeOfflineAnswer({ context: evidence, query: part }));
  if (quoted.length > 0) return latestRestatement(quoted, part, constraints, firstSaid);
  // The sentence quoter weighs the question's words again and misses a paraphrase the retrieval
  // accepted ("reserve" for "reservations"): quote the satisfying passages' sentence sharing most of
  // the question's words the context holds (by stem), when it shares at least half of them.
  const words = [...new Set(contentWords(part))].filter(held);
  const shared = (sentence: string) => {
    const said = new Set(contentWords(sentence).flatMap((w) => [w, porterStem(w)]));
    return words.filter((w) => said.has(w) || said.has(porterStem(w))).length;
  };
  let top: { sentence: string; n: number } | null = null;
  for (const { passage } of satisfying)
    for (const sentence of splitSentences(passage.kind === "row" ? `${passage.text}.` : passage.text)) {
      const n = shared(sentence);
      if (n > (top?.n ?? 0)) top = { sentence, n };
    }
  return top && top.n * 2 >= words.length ? [top.sentence] : [];
}

/**
 * A quote stating a value is replaced by one the conversation said in a later message (where it first said it)
 * that states another value of a kind it states (a date or a time for either, a name for a name:
 * `claimValues`; any, where either gives none it reads) and holds every word of the question the earlier one holds: the same question answered again,
 * with whatever words the restatement adds ("the vet moved us to 4 pm, sorry"). A later sentence
 * that answers less of the question (another thing of the same name), or gives a value of another
 * kind (a commit for a person), replaces nothing.
 */
function latestRestatement(
  quotes: string[],
  part: string,
  constraints: ReturnType<typeof retrievePassages>["constraints"],
  firstSaid: (sentence: string) => number,
): string[] {
  // The question's own words besides the identifiers and names it asks about: what a restatement says again.
  const own = new Set(valueTokens(part));
  const ownParts = new Set(contentTokens(part).flatMap((t) => (own.has(t.term) ? t.parts : [])));
  const asked = [
    ...new Set(
      contentWords(part)
        .filter((w) => !own.has(w) && !ownParts.has(w))
        .map(porterStem),
    ),
  ];
  const holds = (sentence: string) => {
    const said = new Set(contentWords(sentence).map(porterStem));
    return asked.filter((w) => said.has(w));
  };
  const named = (sentence: string) => namesRequired(constraints, sentence);
  // The values a quote states besides what the question names (an identifier asked about is its subject).
  const answers = quotes
    .map((q) => ({ q, words: holds(q), at: firstSaid(q), values: [...valueTokens(q)].filter((v) => !own.has(v)) }))
    .filter((a) => a.values.length > 0 && named(a.q))
    // A time and a date both say when: "moved from 3 pm to Thursday" restates.
    .map((a) => ({ ...a, kinds: new Set(claimValues(a.q).map((v) => (v.kind === "time" ? "date" : v.kind))) }));
  const replaced = (a: (typeof answers)[number]) =>
    a.words.length > 0 &&
    answers.some(
      (b) =>
        b.q !== a.q &&
        b.at > a.at &&
        a.words.every((w) => b.words.includes(w)) &&
        (a.kinds.size === 0 || b.kinds.size === 0 || [...a.kinds].some((k) => b.kinds.has(k))) &&
        a.values.some((v) => !b.values.includes(v)),
    );
  const gone = new Set(answers.filter(replaced).map((a) => a.q));
  return quotes.filter((q) => !gone.has(q));
}

/**
 * The quotes of each answer a recall message gives (`renderRecall`: "Answer found in memory:", then
 * its "> " lines, up to the leaf excerpts), one list per answer.
 *
 * @example memoryAnswers(`${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n> The rent is 900 euros.\n\nWe signed in May.`) // [["The rent is 900 euros."]]
 */
export function memoryAnswers(recall: string): string[][] {
  const out: string[][] = [];
  let answer: string[] | null = null;
  for (const block of recall.split("\n\n")) {
    if (block.startsWith(MEMORY_ANSWER_LABEL)) out.push((answer = []));
    else if (answer && block.startsWith("> "))
      for (const line of block.split("\n")) {
        if (line.startsWith("> ")) answer.push(line.slice(2));
      }
    else answer = null;
  }
  return out.filter((a) => a.length > 0);
}

/** The quoted lines of a reply ("> ..."), or none when it found nothing. */
function quotesOf(reply: string): string[] {
  if (!reply.startsWith(OFFLINE_PHRASES.found)) return [];
  return reply
    .split("\n\n")
    .filter((l) => l.startsWith("> "))
    .map((l) => l.slice(2));
}

/**
 * The offline chat model (lib/ai/offline-model.ts) answering with {@link answerFromContext}: the
 * answerer is given here, from above lib/ai.
 *
 * @example const { text } = await generateText({ model: createOfflineChatModel({ delayMs: 0 }), messages });
 */
export function createOfflineChatModel(opts: Omit<OfflineModelOptions, "answer"> = {}): LanguageModelV3 {
  return createOfflineModel({ ...opts, answer: answerFromContext });
}
