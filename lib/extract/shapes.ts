import { SPACES, hasDigit } from "./chars";
import { isCueLabel } from "./answer";
import { contentTokens, tokensByLine, type ContentToken } from "@/lib/extract";
import { labelledFields } from "./sentences";
import { DATE_SHAPE } from "./dates";

/**
 * Shapes of a sentence that the offline engine's fields (./fields.ts), its "about" items
 * (./about.ts), condensed notes' statements (./statements.ts) and claims all read: months, dates,
 * the cue words of decisions, actions and events, header lines, frequent terms. Below all
 * three, so that their imports run one way. Pure functions, no model.
 */

/** A date stated ("2024-03-01", "March 12", "12 Mar 2024", "Q3 2024", "by Friday"): the one date reader, ./dates.ts. */
export const DATE = DATE_SHAPE;

/** A decision or commitment made ("we decided to", "will use", "approved"). */
export const DECISION =
  /\b(?:decided|decide to|decision|agreed|agree to|chose|chosen|choose to|will use|selected|opted|settled on|going with|go with|approved)\b/i;
/** An action item, task or owner. */
export const ACTION =
  /\b(?:todo|to do|action items?|needs? to|must|follow[- ]?up|will|should|assigned to|owns?|owner|by (?:monday|tuesday|wednesday|thursday|friday|eod|end of)|deadline|due)\b/i;
/** A noteworthy event: launches, incidents, reviews, approvals, people joining or leaving. */
export const EVENT =
  /\b(?:launch(?:ed|es)?|released?|outage|incident|review|meeting|approved|signed|shipped|failed|failure|went live|deployed|rolled back|migrated|breach|downtime|kicked off|hired|joined|resigned|postponed|cancel(?:l)?ed|scheduled)\b/i;

/** "Date: 2024-03-01", "Attendees: ...": header lines of a document, not statements. */
export function isLabelLine(sentence: string): boolean {
  // A label (sentences.ts's one reader of "Label: value"), a colon and white space.
  const field = labelledFields(sentence)?.[0];
  // "Update: we decided to use Postgres." frames a statement; it is not a header field.
  return field !== undefined && !isCueLabel(field.label) && sentence.split(SPACES).length <= 12;
}

/**
 * Content words of `text` (or of sentences: the same as their lines joined, tokenised sentence by
 * sentence, as summarising already has) by frequency (stemmed term, most common written form), at
 * least `min` times.
 */
export function frequentTerms(
  text: string | readonly string[],
  min = 1,
): { term: string; surface: string; count: number }[] {
  const byTerm = new Map<string, TermCount>();
  // A text line by line (the same tokens; its lines that are sentences already tokenised are not again).
  if (typeof text === "string") for (const tokens of tokensByLine(text)) countFrequent(tokens, byTerm);
  else for (const s of text) countFrequent(contentTokens(s), byTerm);
  const out: { term: string; surface: string; count: number }[] = [];
  for (const [term, e] of byTerm)
    if (e.count >= min) out.push({ term, count: e.count, surface: e.forms ? commonestForm(e.forms) : e.form });
  // Stable: of equal counts, the term met first comes first.
  return out.sort((a, b) => b.count - a.count);
}

/** A term's count and its written forms: most terms have one, kept without a map of forms. */
type TermCount = { count: number; form: string; forms: Map<string, number> | null };

function countFrequent(tokens: readonly ContentToken[], byTerm: Map<string, TermCount>): void {
  for (const t of tokens) {
    const term = t.term;
    if (t.parts.length > 0 || term.length < 3 || hasDigit(term)) continue;
    const form = t.surface.toLowerCase();
    const entry = byTerm.get(term);
    if (entry === undefined) {
      byTerm.set(term, { count: 1, form, forms: null });
      continue;
    }
    entry.count++;
    if (entry.forms !== null) entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
    else if (form !== entry.form)
      entry.forms = new Map([
        [entry.form, entry.count - 1],
        [form, 1],
      ]);
  }
}

/** The form written most often; of equal ones, the first written (what a stable sort by count puts first). */
function commonestForm(forms: Map<string, number>): string {
  let best = "";
  let most = 0;
  for (const [form, n] of forms) if (n > most) [best, most] = [form, n];
  return best;
}
