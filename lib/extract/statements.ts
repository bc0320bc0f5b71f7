import { isCueLabel, isOwnPhrase, isQuestion, statesValue, supersedes } from "./answer";
import { capitalisedNames, valuesIn } from "./about";
import { isFiller, statesFact } from "./filler";
import { contentWords, splitSentences } from "@/lib/extract";
import { ACTION, DATE, DECISION, EVENT } from "./shapes";
import { labelledFields } from "./sentences";
import { LINE_BREAK, SPACES, squeezeSpaces, startsAs } from "./chars";
import { isRuleRow, tableRowCells } from "./passages";

/** A reply opening "I don't know" (white space before it aside): the offline engine's refusal. */
function isDontKnow(reply: string): boolean {
  const words = reply.trimStart().toLowerCase();
  return (words.startsWith("i don't know") || words.startsWith("i don’t know")) && !startsAs(words.slice(12), "word");
}

/**
 * The statements of a span of messages: what condensed notes keep, what the merge conflict check
 * and the fact diff compare (claims.ts), what a leaf is read as (leaf.ts).
 */

/** One message of a span. */
export type CondenseSource = { id: string; role: "user" | "assistant" | "note" | "tool"; content: string };

export type StatementKind = "field" | "decision" | "action" | "event" | "question" | "fact";
export type Statement = {
  text: string;
  kind: StatementKind;
  source: number;
  order: number;
  priority: number;
  values: readonly string[];
};

/** A markdown table's rows as "Header: value; Header: value" lines; other lines unchanged. */
export function flattenTables(text: string): string {
  const lines = text.split(LINE_BREAK);
  const out: string[] = [];
  let headers: string[] | null = null;
  for (const line of lines) {
    const cells = tableRowCells(line);
    if (!cells) {
      headers = null;
      out.push(line);
      continue;
    }
    if (isRuleRow(line)) continue; // the separator row
    if (!headers) {
      headers = cells;
      continue;
    }
    out.push(
      cells
        .map((c, i) => (headers?.[i] ? `${headers[i]}: ${c}` : c))
        .filter((c) => !c.trimEnd().endsWith(":"))
        .join("; ") + ".",
    );
  }
  return out.join("\n");
}

/** "Owner: Dana Ruiz", "Ticket: OPS-4471": a header field (label, then a value). */
export function isHeaderField(sentence: string): boolean {
  const field = labelledFields(sentence)?.[0];
  const value = field ? sentence.slice(field.label.length + 1).trim() : "";
  return field !== undefined && value !== "" && !isCueLabel(field.label) && value.split(SPACES).length <= 14;
}

/**
 * The fact-bearing statements of a span, in order: header fields, decisions, actions, events,
 * open questions and other facts. A user's question counts only while it is open (no answer
 * follows, or the answer was "I don't know"); the engines' own phrases never count.
 */
export function extractStatements(sources: CondenseSource[]): Statement[] {
  const raw: Statement[] = [];
  let order = 0;
  sources.forEach((source, index) => {
    const sentences = splitSentences(flattenTables(source.content), { listLines: true });
    const next = sources[index + 1];
    const answered = next !== undefined && next.role === "assistant" && !isDontKnow(next.content);
    for (const sentence of sentences) {
      const written = squeezeSpaces(sentence).trim();
      // A statement asked to be confirmed is the statement, unless the answer says otherwise.
      const text = answered && DISPUTED.test(next.content) ? written : statedTag(written);
      if (text === "" || isOwnPhrase(text) || isFiller(text)) continue;
      const values = valuesIn(text);
      let kind: StatementKind;
      if (isQuestion(text) && text.endsWith("?")) {
        if (source.role !== "user" || answered) continue;
        kind = "question";
      } else if (isHeaderField(text)) kind = "field";
      else if (!statesFact(text)) continue;
      else if (DECISION.test(text)) kind = "decision";
      else if (ACTION.test(text)) kind = "action";
      else if (EVENT.test(text) || DATE.test(text)) kind = "event";
      else kind = "fact";
      const specific = values.length > 0 || kind === "field";
      const priority = (specific ? 3 : 0) + (kind === "fact" ? 1 : 2) + (capitalisedNames(text).length > 0 ? 1 : 0);
      raw.push({ text, kind, source: index, order: order++, priority, values });
    }
  });
  return dedupeStatements(raw);
}

/**
 * Each statement once; a fact stated again with another value keeps only its latest statement: a
 * header field by its label (a table row by its header and first cell, so the rows of one table
 * stay apart), any other statement when a later one restates it (`supersedes`: "moved to",
 * "is now", "changed from X to Y", "no longer").
 */
function dedupeStatements(statements: Statement[]): Statement[] {
  const byText = new Map<string, number>();
  const byField = new Map<string, number>();
  const drop = new Set<number>();
  const words = statements.map((s) => new Set(contentWords(s.text)));
  statements.forEach((s, i) => {
    // The same sentence again (a reply quoting it) is a repeat, kept where first said; the same
    // words in another sentence are the later word: "Offline mode will not be supported" after "We
    // will support offline mode" (negations are stopwords).
    const key = [...words[i]].sort().join(" ");
    const said = byText.get(key);
    if (said !== undefined && statements[said].text === s.text) drop.add(i);
    else {
      if (said !== undefined) drop.add(said);
      byText.set(key, i);
    }
    if (drop.has(i)) return;
    if (s.kind === "field") {
      const field = fieldKey(s.text);
      const earlier = byField.get(field);
      if (earlier !== undefined) drop.add(earlier);
      byField.set(field, i);
      return;
    }
    if (!statesValue(s.text)) return;
    for (let j = 0; j < i; j++) {
      if (drop.has(j) || statements[j].kind === "field" || !statesValue(statements[j].text)) continue;
      let shared = 0;
      for (const w of words[i]) if (words[j].has(w)) shared++;
      if (shared >= 2 && supersedes(s.text, statements[j].text)) drop.add(j);
    }
  });
  return statements.filter((_, i) => !drop.has(i));
}

/** "Owner: Dana" -> "owner"; a table row "Gateway: audit; Port: 6009." -> "gateway=audit". */
function fieldKey(text: string): string {
  const [first, ...rest] = text.split("; ");
  const colon = first.indexOf(":");
  const label = colon < 0 ? first : first.slice(0, colon);
  const value =
    colon < 0
      ? ""
      : first
          .slice(colon + 1)
          .trimStart()
          .split(":")[0];
  return rest.length > 0 ? `${label.toLowerCase()}=${value.toLowerCase()}` : label.toLowerCase();
}

/** An answer opening by disputing what it was asked to confirm ("No, ...", "Actually, ..."). */
const DISPUTED = /^\W*(?:no\b|nope\b|not\b|actually\b|wrong\b|incorrect\b)/i;

/** A tag after a statement that only asks it be confirmed (", right?", ", isn't it?"). */
const TAG_QUESTION =
  /,\s*(?:right|yes|yeah|correct|no|ok|okay|isn['’]t it|aren['’]t they|wasn['’]t it|didn['’]t we|don['’]t we|is that right|am I right)\s*\?$/i;

/**
 * A statement asked to be confirmed, as the statement ("Our jobs are pinned to Spark 3.5.0, right?" ->
 * "Our jobs are pinned to Spark 3.5.0."): it says what its writer holds. A question before the tag
 * ("Is it at 3, right?") stays a question.
 */
export function statedTag(text: string): string {
  const tag = TAG_QUESTION.exec(text);
  if (!tag) return text;
  const stated = `${text.slice(0, tag.index)}.`;
  return isQuestion(stated) ? text : stated;
}
