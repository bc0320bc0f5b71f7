import { hasDigit } from "@/lib/extract/chars";
import { entryBlock } from "@/lib/text/entry-block";
import { withoutRepeatedQuotes } from "./render";
import { countTokens } from "@/lib/text/count-tokens";
import type { CondensedNote, CondenseOptions, CondenseSource, KtEngine } from "./engine";
import { capitalisedNames, valuesIn } from "@/lib/extract/about";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import { emptyMetadata, type KtMetadata } from "./types";
import { extractStatements, type Statement, type StatementKind } from "@/lib/extract/statements";
import { latestFacts } from "@/lib/extract/claims";

/**
 * Condensation that keeps facts: the note a compressed branch inherits and a condensed merge
 * inserts. Every stated fact of the span (names, numbers, dates, identifiers, header fields,
 * decisions, commitments, open questions) is kept; acknowledgements, filler, questions that were
 * answered and the engines' own phrases are dropped; each fact is kept once, at its latest: a fact a
 * later message states again, in other words or with a new value, is cut from the earlier sentence
 * (the other facts of that sentence stay), so a note never carries a superseded value. Over the token budget, the least specific statements go
 * first and the note says how many it left out. The note ends with its sources.
 */

export type { CondensedNote, CondenseOptions, CondenseSource };

export const DEFAULT_NOTE_BUDGET = 900;

const SECTIONS: { kind: StatementKind; title: string }[] = [
  { kind: "field", title: "Fields" },
  { kind: "fact", title: "Facts" },
  { kind: "decision", title: "Decisions" },
  { kind: "action", title: "Commitments and actions" },
  { kind: "event", title: "Events and dates" },
  { kind: "question", title: "Open questions" },
];

function sourcesLine(sources: CondenseSource[], used: Set<number>): string {
  const count = (role: CondenseSource["role"]) => sources.filter((s) => s.role === role).length;
  const parts = [
    count("user") ? `${count("user")} from the user` : "",
    count("assistant") ? `${count("assistant")} from the assistant` : "",
    count("note") ? `${count("note")} note${count("note") === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  const from = [...used].sort((a, b) => a - b).map((i) => i + 1);
  return `*Sources:* ${sources.length} message${sources.length === 1 ? "" : "s"} (${parts.join(", ")})${from.length ? `; statements kept from message${from.length === 1 ? "" : "s"} ${from.join(", ")}` : ""}.`;
}

function render(statements: Statement[], sources: CondenseSource[], leftOut: Statement[], lead: string): string {
  const blocks = [lead];
  for (const { kind, title } of SECTIONS) {
    const items = statements.filter((s) => s.kind === kind);
    if (items.length) blocks.push(`**${title}**\n${items.map((s) => `- ${s.text}`).join("\n")}`);
  }
  if (leftOut.length) {
    const examples = leftOut
      .slice(0, 3)
      .map((s) => `"${s.text.length > 50 ? `${s.text.slice(0, 49)}…` : s.text}"`)
      .join(", ");
    blocks.push(
      `*Left out to fit the note's budget:* ${leftOut.length} less specific statement${leftOut.length === 1 ? "" : "s"}, e.g. ${examples}.`,
    );
  }
  blocks.push(sourcesLine(sources, new Set(statements.map((s) => s.source))));
  return blocks.join("\n\n");
}

function metadataOf(statements: Statement[], taxonomy: readonly string[]): KtMetadata {
  const of = (...kinds: StatementKind[]) => statements.filter((s) => kinds.includes(s.kind)).map((s) => s.text);
  const about = [...new Set(statements.flatMap((s) => [...s.values, ...capitalisedNames(s.text)]))].slice(0, 40);
  void taxonomy;
  return {
    ...emptyMetadata(of("field", "fact").slice(0, 3).join(" ")),
    decisions: of("decision"),
    criticalActions: of("action"),
    noteworthyEvents: of("event"),
    about,
  };
}

/**
 * The span's statements with each fact once, at its latest (lib/extract/claims `latestFacts`). An
 * assistant's quoted lines that repeat what was said before (`withoutRepeatedQuotes`: the offline
 * model quotes the context it answers from, the memory's digest included) are not statements of its
 * reply, which would otherwise restate a value the user updated meanwhile as the later word.
 */
function statementsOf(sources: CondenseSource[]): Statement[] {
  let before = "";
  const own = sources.map((s) => {
    const content = s.role === "assistant" ? withoutRepeatedQuotes(s.content, before) : s.content;
    before += `${s.content}\n`;
    return content === s.content ? s : { ...s, content };
  });
  return latestFacts(extractStatements(own)).map((s) => ({
    ...s,
    values: s.values.filter((v) => s.text.includes(v)),
  }));
}

/**
 * The offline engine's note: the span's statements, most specific kept first when over `budget`,
 * shown in reading order under their kind.
 *
 * @example condenseOffline([{ id: "a", role: "user", content: "Owner: Dana Ruiz. Thanks!" }]).note
 */
export function condenseOffline(sources: CondenseSource[], opts: CondenseOptions = {}): CondensedNote {
  const budget = opts.budget ?? DEFAULT_NOTE_BUDGET;
  const statements = statementsOf(sources);
  const lead = `**Condensed from ${sources.length} message${sources.length === 1 ? "" : "s"}.**${statements.length ? "" : " Nothing was stated beyond acknowledgements."}`;
  let kept = statements;
  let leftOut: Statement[] = [];
  // Least specific first out; ties: the earliest (later statements update earlier ones).
  const dropOrder = [...statements].sort((a, b) => a.priority - b.priority || a.order - b.order);
  while (kept.length > 0 && countTokens(render(kept, sources, leftOut, lead)) > budget) {
    const out = dropOrder.shift();
    if (!out) break;
    kept = kept.filter((s) => s !== out);
    leftOut = [...leftOut, out];
  }
  return {
    note: render(kept, sources, leftOut, lead),
    metadata: metadataOf(kept, opts.taxonomy ?? DEFAULT_CONTENT_TYPES),
    kept: kept.length,
    leftOut: leftOut.length,
    sourceIds: sources.map((s) => s.id),
  };
}

/** Identifiers, figures and dates of the statements: what a model's note must carry. */
export function requiredValues(statements: Statement[]): string[] {
  return [
    ...new Set(statements.filter((s) => s.kind !== "question").flatMap((s) => valuesIn(s.text).filter(hasDigit))),
  ];
}

/** The values of `required` that `note` does not contain (case-insensitive). */
export function missingValues(note: string, required: string[]): string[] {
  const lower = note.toLowerCase();
  return required.filter((v) => !lower.includes(v.toLowerCase()));
}

/** The note an LLM engine's metadata renders to (the knowledge-tree fields). */
export function formatMetadataNote(meta: KtMetadata, messageCount: number): string {
  const section = (title: string, items: string[]) =>
    items.length ? `\n\n**${title}**\n${items.map((i) => `- ${i}`).join("\n")}` : "";
  return (
    `**Condensed from ${messageCount} message${messageCount === 1 ? "" : "s"}.** ${meta.summary}`.trimEnd() +
    section("Decisions", meta.decisions) +
    section("Commitments and actions", meta.criticalActions) +
    section("Events and dates", meta.noteworthyEvents) +
    (meta.about.length ? `\n\n*About:* ${meta.about.join(", ")}` : "")
  );
}

/** Instruction prepended to the span for a model: the fields to fill and what must be kept. */
export const CONDENSE_INSTRUCTION =
  "Condense the conversation below into the knowledge-tree fields. Keep every stated fact: names, numbers, dates, " +
  "identifiers, header fields, decisions, commitments and open questions, with their exact values; when a value was " +
  "changed later, keep only the latest. Leave out greetings, acknowledgements and filler.";

/**
 * Condense `sources` with `engine`: an engine with its own `condense` (the offline engine extracts
 * statements, {@link condenseOffline}) uses it;
 * a model fills the knowledge-tree fields from a structured prompt, then every identifier and
 * number of the span must appear in its note: if any is missing it is asked once more, naming them,
 * and whatever is still missing is added from the source statements, so no value is lost.
 */
export async function condense(
  sources: CondenseSource[],
  engine: KtEngine,
  opts: CondenseOptions = {},
): Promise<CondensedNote> {
  if (engine.condense) return engine.condense(sources, opts);
  const taxonomy = opts.taxonomy ?? DEFAULT_CONTENT_TYPES;
  const statements = statementsOf(sources);
  const required = requiredValues(statements);
  const span = sources.map(entryBlock).join("\n\n");
  let metadata = await engine.summarise({ text: `${CONDENSE_INSTRUCTION}\n\n${span}`, taxonomy });
  let missing = missingValues(formatMetadataNote(metadata, sources.length), required);
  if (missing.length > 0) {
    const retry = `${CONDENSE_INSTRUCTION} Your previous summary left out these values; include each of them: ${missing.join(", ")}.\n\n${span}`;
    metadata = await engine.summarise({ text: retry, taxonomy });
    missing = missingValues(formatMetadataNote(metadata, sources.length), required);
  }
  const carried = statements.filter((s) => s.values.some((v) => missing.includes(v)));
  const extra = carried.length ? `\n\n**Also stated**\n${carried.map((s) => `- ${s.text}`).join("\n")}` : "";
  const used = new Set(statements.map((s) => s.source));
  const note = `${formatMetadataNote(metadata, sources.length)}${extra}\n\n${sourcesLine(sources, used)}`;
  return { note, metadata, kept: statements.length, leftOut: 0, sourceIds: sources.map((s) => s.id) };
}
