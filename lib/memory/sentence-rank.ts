import { supersedes } from "@/lib/extract/answer";
import { claimValues } from "@/lib/extract/facts";
import { porterStem } from "@/lib/extract/paraphrase";
import { isQuestion, queryFrame } from "@/lib/extract/query-frame";
import { contentWords, createBm25 } from "@/lib/extract";
import { fitsFeatures, linearScore, type LinearWeights } from "@/lib/text/linear-model";
import { askedWords, meaningCover } from "./meaning-match";
import sentenceWeights from "./sentence-weights.json";

/**
 * What the sentence model reads of a sentence against a question (issue 36: learned weights in place
 * of ordered rules): how it meets the question as written (BM25, words held) and by meaning (GloVe and
 * WordNet, `meaningCover`), whether it states a value, whether another candidate restates it later,
 * and how much of the question the candidates hold at all. The candidates have passed the reading's
 * checks (a value of the kind asked, the names asked, no other modifier on the thing asked:
 * context-answer.ts `quoteCandidates`), so those are not features; what kind was asked is. Fitted by
 * eval/sentence-model/fit.ts (`npm run eval:sentence-fit`) on the developer's long-history
 * conversations, every statement a row (positive when it states the asked value), the weights stored
 * as data (sentence-weights.json).
 */
export const SENTENCE_FEATURES = [
  "bias",
  "BM25, of the best sentence's",
  "BM25's best sentence",
  "question words held",
  "question met by meaning",
  "question words unmet",
  "question words met by meaning only",
  "a kind of value asked",
  "asked who",
  "states a value",
  "place in the conversation",
  "restated later with another value",
  "restates an earlier sentence",
  "length",
  "meets the question best by meaning",
  "question words the candidates hold",
  "the question's word it meets least",
] as const;

/** The sentence model's weights, and by how much (log-odds) its best sentence must beat the quote chosen by the reading to replace it. */
export type SentenceWeights = LinearWeights & { switchMargin: number };

const MODEL: SentenceWeights | null = fitsFeatures(sentenceWeights, SENTENCE_FEATURES)
  ? (sentenceWeights as SentenceWeights)
  : null;

/**
 * Each sentence's features against `question`, in {@link SENTENCE_FEATURES} order. `sentences` are
 * the candidates in the order said (a question word they hold is one some candidate holds, by its
 * Porter2 stem).
 */
export function sentenceFeatures(sentences: readonly string[], question: string): number[][] {
  if (sentences.length === 0) return [];
  const kind = queryFrame(question).valueKind;
  const asked = askedWords(question);
  const questionWords = new Set(contentWords(question));
  const bm25 = createBm25([...sentences]).score(question);
  const bestBm25 = Math.max(...bm25);
  const stems = new Set(sentences.flatMap((s) => (s.toLowerCase().match(/\p{L}+/gu) ?? []).map(porterStem)));
  const heldShare = asked.length > 0 ? asked.filter((w) => stems.has(porterStem(w))).length / asked.length : 1;
  const covers = sentences.map((s) => meaningCover(asked, s));
  const bestCover = Math.max(...covers.map((c) => c.cover));
  const [restatedLater, restates] = restatements(sentences, question);
  return sentences.map((s, i) => {
    const words = new Set(contentWords(s));
    const wordsHeld =
      questionWords.size > 0 ? [...questionWords].filter((w) => words.has(w)).length / questionWords.size : 0;
    return [
      1,
      bestBm25 > 0 ? bm25[i] / bestBm25 : 0,
      +(bestBm25 > 0 && bm25[i] === bestBm25),
      wordsHeld,
      covers[i].cover,
      covers[i].unmet,
      covers[i].byMeaning,
      +(kind !== "any"),
      +(kind === "person"),
      +(claimValues(s).length > 0),
      i / Math.max(1, sentences.length - 1),
      +restatedLater[i],
      +restates[i],
      Math.log(1 + s.split(/\s+/).length),
      +(bestCover > 0 && covers[i].cover === bestCover),
      heldShare,
      asked.length > 0 ? Math.min(...asked.map((w) => meaningCover([w], s).cover)) : 1,
    ];
  });
}

/**
 * Per sentence, whether a later one restates it with another value and whether it restates an
 * earlier one (`supersedes`), weighed only between sentences sharing a content word (a restatement
 * shares its words with what it restates).
 */
function restatements(sentences: readonly string[], question: string): [boolean[], boolean[]] {
  const later = sentences.map(() => false);
  const earlier = sentences.map(() => false);
  const holding = new Map<string, number[]>();
  sentences.forEach((s, i) => {
    for (const w of new Set(contentWords(s))) {
      const list = holding.get(w);
      if (list) list.push(i);
      else holding.set(w, [i]);
    }
  });
  sentences.forEach((s, i) => {
    const partners = new Set<number>();
    for (const w of new Set(contentWords(s))) for (const j of holding.get(w)!) if (j > i) partners.add(j);
    for (const j of partners)
      if (supersedes(sentences[j], s, question)) {
        later[i] = true;
        earlier[j] = true;
      }
  });
  return [later, earlier];
}

/** At most how many statements the model weighs for a question (its features weigh pairs of them). */
export const MAX_CANDIDATES = 60;

/**
 * The statements the model weighs: all of them, or, past {@link MAX_CANDIDATES}, those BM25 ranks
 * highest for the question (the earlier of equals), in the order said.
 */
export function weighedCandidates(sentences: readonly string[], question: string): string[] {
  if (sentences.length <= MAX_CANDIDATES) return [...sentences];
  const scores = createBm25([...sentences]).score(question);
  const kept = sentences
    .map((_, i) => i)
    .sort((a, b) => scores[b] - scores[a] || a - b)
    .slice(0, MAX_CANDIDATES)
    .sort((a, b) => a - b);
  return kept.map((i) => sentences[i]);
}

/** Each sentence's log-odds of stating what `question` asks (none without a fitted model). */
export function sentenceScores(
  sentences: readonly string[],
  question: string,
  model: SentenceWeights | null = MODEL,
): number[] | null {
  if (!model) return null;
  return sentenceFeatures(sentences, question).map((x) => linearScore(x, model));
}

/**
 * The quotes the reading chose for `question`, or the one statement the sentence model scores above
 * every quote by its margin ({@link SentenceWeights.switchMargin}): the reading decides whether the
 * conversation answers, the model which of its statements does. `sentences` are the statements that
 * may answer (context-answer.ts `quoteCandidates`: held to the reading's checks); the model weighs
 * {@link weighedCandidates} of them. A quote is matched to the statements holding it (or held by
 * it). Quotes matching none stay as they are (a table row read with its header), unless each is a
 * question (an earlier question quoted back is no answer): then a statement the model finds more
 * likely than not to answer replaces them.
 *
 * @example rerankedQuotes(["The shed is green.", "Our plumber is Ann Lee."], "Who fixes our pipes?", ["The shed is green."]) // ["Our plumber is Ann Lee."] when the model scores it higher by the margin
 */
export function rerankedQuotes(
  sentences: readonly string[],
  question: string,
  quotes: readonly string[],
  model: SentenceWeights | null = MODEL,
): string[] {
  if (!model || quotes.length === 0) return [...quotes];
  const weighed = weighedCandidates(sentences, question);
  const scores = sentenceScores(weighed, question, model);
  if (!scores || scores.length === 0) return [...quotes];
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i] > scores[best]) best = i;
  let quoted = -Infinity;
  for (let i = 0; i < weighed.length; i++)
    if (quotes.some((q) => q.includes(weighed[i]) || weighed[i].includes(q))) quoted = Math.max(quoted, scores[i]);
  if (quoted === -Infinity)
    return quotes.every((q) => isQuestion(q)) && scores[best] > 0 ? [weighed[best]] : [...quotes];
  return scores[best] > quoted + model.switchMargin ? [weighed[best]] : [...quotes];
}
