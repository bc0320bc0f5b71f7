import { MONTH_NAMES } from "@/lib/extract/dates";
import { WEEKDAYS } from "@/lib/extract/months";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import type { KnowledgeTree, KtNode } from "@/lib/memory/types";

/**
 * What the knowledge browser shows of a node's content types, decisions and "About" chips (issue 38,
 * finding 8: a bzip2 manual was tagged "Chat conversations" and "Bug & issue tracking records",
 * "Decisions" listed "This decision was made in the interests of stability." and "About" held
 * "LIMITED TO", "B'" and word salads). The stored metadata is left as the engine wrote it (retrieval
 * reads it); the browser shows only what the text earns, by the tables below:
 * - {@link TYPE_EVIDENCE}: per content type, the shapes of text that earn it (a speaker's turns for a
 *   chat, "steps to reproduce" for a bug record, a version heading for a changelog) and how many it
 *   needs. A type claimed by the engine and not earned is not shown; a type earned well above its
 *   need is shown even when the engine missed it. Types without a row (a project's own) are shown
 *   as the engine gave them: nothing here can judge them.
 * - {@link DECISION_SHAPES}: a decision names who chose and what ("we decided to ...", "It was
 *   agreed that ...", "Decision: ..."); a sentence about a decision ("This decision was made ...")
 *   or software's behaviour ("the library will use ...") is not one.
 * - {@link FRAGMENT_SHAPES}: an "About" chip is a name or a term; a clause, a shouted licence phrase,
 *   a word cut at an apostrophe, a word with a function word at its edge, or a sentence's first word
 *   the text otherwise writes in lower case is a fragment.
 * Leaves are judged on their text; a branch shows its children's shown tags, most frequent first.
 */

/** One shape of text that counts towards a content type. */
export interface TypeSignal {
  /** What the shape is, in words (for the tests and the reader). */
  name: string;
  /** Global, multiline: every match counts (at most {@link SIGNAL_CAP} per signal). */
  pattern: RegExp;
  weight?: number;
}

/** A content type and what earns it: signals summing to `need`, from at least `distinct` of them. */
export interface TypeEvidence {
  type: string;
  signals: TypeSignal[];
  need: number;
  distinct?: number;
}

/** A signal counts at most this many matches: one shape repeated is one kind of evidence. */
export const SIGNAL_CAP = 3;
/** A type the engine did not claim is shown when its score reaches this many times its need. */
const UNCLAIMED_FACTOR = 1.5;
const LEAF_TYPES = 3;
const BRANCH_TYPES = 4;
const LIST_ITEMS = 6;
const ABOUT_ITEMS = 30;
const ITEM_CHARS = 220;

const ROLE = "(?:user|assistant|system|human|ai|bot|me|you|customer|agent)";

/** The default taxonomy's types that text shapes can judge (lib/extract/taxonomy.ts names them all). */
export const TYPE_EVIDENCE: readonly TypeEvidence[] = [
  {
    type: "Chat conversations",
    signals: [
      { name: "a role heading (### User)", pattern: new RegExp(`^#{1,6}\\s*${ROLE}\\s*$`, "gim") },
      { name: "a role's turn (User: ...)", pattern: new RegExp(`^\\s*\\**${ROLE}\\**\\s*:\\s*\\S`, "gim") },
      { name: "an IRC line ([12:03] <nick>)", pattern: /^\s*\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*<[^>\s]+>/gm },
      { name: "a quoted reply (On ... wrote:)", pattern: /^\s*On .{5,80} wrote:\s*$/gm },
    ],
    need: 3,
  },
  {
    type: "Bug & issue tracking records",
    signals: [
      {
        name: "steps to reproduce",
        pattern: /\bsteps to reproduce\b|^\s*(?:repro(?:duction)? steps)\s*:/gim,
        weight: 2,
      },
      { name: "expected/actual result", pattern: /^\s*(?:expected|actual) (?:result|behaviou?r|outcome)s?\b/gim },
      {
        name: "a tracker field (Severity: ...)",
        pattern: /^\s*(?:severity|priority|reporter|assignee|affects? versions?|status)\s*:\s*\S/gim,
      },
      { name: "a bug number (bug #123, Closes: #123)", pattern: /\b(?:bug|issue|closes:?)\s*#\d{2,}/gi },
      { name: "a ticket key (ABC-123, not a CVE id)", pattern: /\b(?!CVE-)[A-Z][A-Z0-9]{1,9}-\d{1,6}\b/g },
    ],
    need: 4,
    distinct: 2,
  },
  {
    type: "Release notes & changelogs",
    signals: [
      {
        name: "a Debian changelog entry",
        pattern: /^[a-z0-9][a-z0-9.+-]+ \([^)\s]+\) [\w/-]+(?:[ ,][\w/-]+)*; urgency=/gm,
        weight: 2,
      },
      {
        name: "a maintainer trailer ( -- Name <mail>  date)",
        pattern: /^ -- .+<[^>\s]+@[^>\s]+>\s{1,2}\w{3}, \d{1,2} /gm,
      },
      { name: "a NEWS item (** libfoo: ...)", pattern: /^\*{1,2} [\w.+-]+: \S/gm },
      {
        name: "a version heading",
        pattern:
          /^\s*(?:#+\s*)?(?:[*+-]\s*)?(?:version|release|changes (?:in|since|from)|what's new in|v)\s*v?\d+(?:\.\d+)+\b/gim,
        weight: 2,
      },
      {
        name: "a dated version line (1.2.3 (2024-01-02))",
        pattern: /^\s*\*?\s*v?\d+\.\d+(?:\.\d+)*\s*[(:\u2014-]\s*(?:\d{4}-\d{2}-\d{2}|\w+ \d{1,2},? \d{4}|released)/gim,
        weight: 2,
      },
      {
        name: "a GNU ChangeLog header (2024-01-02  Name  <mail>)",
        pattern: /^\d{4}-\d{2}-\d{2}\s+.+<[^>\s]+@[^>\s]+>\s*$/gm,
        weight: 2,
      },
      {
        name: "a change bullet (* Fix ...)",
        pattern:
          /^\s*[*+-]\s+(?:fix(?:e[ds])?|add(?:ed|s)?|remove[ds]?|update[ds]?|new upstream|bump(?:ed)?|drop(?:ped)?)\b/gim,
      },
    ],
    need: 4,
  },
  {
    type: "Meeting notes & minutes",
    signals: [
      {
        name: "a meeting header (Attendees: ...)",
        pattern:
          /^\s*(?:#+\s*)?(?:attendees|participants|present|absent|apologies|agenda|minutes|action items|next meeting)\s*:?\s*$|^\s*(?:attendees|participants|present|agenda)\s*:\s*\S/gim,
        weight: 2,
      },
      { name: "meeting words", pattern: /\b(?:meeting|stand-?up|minutes of|discussed)\b/gi },
    ],
    need: 4,
    distinct: 2,
  },
  {
    type: "Decisions & agreements",
    // Earned by the sentences of DECISION_SHAPES (see earnedTypes), not by a shape of its own.
    signals: [],
    need: 1,
  },
  {
    type: "Incident reports & postmortems",
    signals: [
      {
        name: "incident words",
        pattern: /\b(?:outage|postmortem|post-mortem|incident report|root cause|time to recover|customer impact)\b/gi,
      },
      {
        name: "an incident field (Impact: ...)",
        pattern: /^\s*(?:impact|severity|detection|resolution|timeline|root cause)\s*:/gim,
        weight: 2,
      },
    ],
    need: 3,
    distinct: 2,
  },
  {
    type: "Test plans & QA reports",
    signals: [
      {
        name: "a test verdict (PASS/FAIL, 12 passed)",
        pattern: /^\s*(?:PASS|FAIL|ok \d+|not ok \d+)\b|\b\d+ (?:tests? )?(?:passed|failed)\b/gm,
        weight: 2,
      },
      {
        name: "a test case heading",
        pattern: /^\s*(?:#+\s*)?(?:test case|test plan|test suite|coverage)\b/gim,
        weight: 2,
      },
      { name: "test words", pattern: /\b(?:test cases?|regression tests?|test suite|unit tests?)\b/gi },
    ],
    need: 4,
  },
  {
    type: "Lessons learned",
    signals: [
      {
        name: "a lesson (lessons learned, in hindsight)",
        pattern: /\b(?:lessons? learn(?:ed|t)|in hindsight|next time,? we|takeaways?)\b/gi,
      },
    ],
    need: 1,
  },
  {
    type: "Performance & benchmark reports",
    signals: [
      {
        name: "a measured figure (12 ms, 3.4 MB/s, 2x faster)",
        pattern:
          /\b\d+(?:[.,]\d+)?\s?(?:ms|µs|us|ns|s|sec|seconds|MB\/s|GB\/s|kB\/s|ops\/s|req\/s|rps|qps|%)(?![\w/])|\b\d+(?:\.\d+)?x (?:faster|slower)\b/g,
      },
      { name: "benchmark words", pattern: /\b(?:benchmark(?:s|ed)?|throughput|latency|p9[59]|p50)\b/gi, weight: 2 },
    ],
    need: 6,
    distinct: 2,
  },
  {
    type: "Data models & schemas",
    signals: [
      {
        name: "SQL DDL (CREATE TABLE)",
        pattern: /\b(?:CREATE|ALTER) TABLE\b|\bPRIMARY KEY\b|\bFOREIGN KEY\b/g,
        weight: 2,
      },
      {
        name: "a typed field (name: string)",
        pattern:
          /^\s*["']?\w+["']?\s*:\s*(?:string|integer|int|boolean|bool|number|float|varchar|text|uuid|timestamp|date)\b/gim,
      },
      { name: "schema words", pattern: /\b(?:schema|data model|column|migration)s?\b/gi },
    ],
    need: 4,
    distinct: 2,
  },
  {
    type: "Configuration & settings",
    signals: [
      { name: "a key = value line", pattern: /^\s*[A-Za-z_][\w.-]*\s*=\s*\S/gm },
      { name: "a command-line option (-d, --decompress)", pattern: /^\s*-{1,2}[A-Za-z][\w-]*(?:[ ,=]|$)/gm },
      { name: "an environment variable (FOO_BAR=)", pattern: /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+=/g },
      { name: "a config heading or file", pattern: /^\s*\[[\w .-]+\]\s*$|\b[\w.-]+\.(?:conf|ini|toml|ya?ml|cfg)\b/gm },
    ],
    need: 3,
    distinct: 2,
  },
  {
    type: "API documentation",
    signals: [
      { name: "an HTTP route (GET /items)", pattern: /^\s*(?:GET|POST|PUT|PATCH|DELETE)\s+\/\S*/gm, weight: 2 },
      {
        name: "a C-like signature (int f( ... ))",
        pattern: /^\s*(?:(?:const|unsigned|static|extern|struct)\s+)*[A-Za-z_]\w*[\s*]+\**[A-Za-z_]\w*\s*\(/gm,
      },
      {
        name: "a returns/parameters heading",
        pattern: /^\s*(?:#+\s*)?(?:returns?|parameters|arguments|return values?|possible returns?)\s*:?\s*$/gim,
        weight: 2,
      },
      {
        name: "an identifier heading (### BZ2_bzRead)",
        pattern: /^#{1,6}\s+(?:\d+(?:\.\d+)*\.?\s+)?[A-Za-z]\w*_\w+(?:\(\))?\s*$/gm,
        weight: 2,
      },
      {
        name: "what a call returns (Returned when ...)",
        pattern: /^\s*Return(?:s|ed)? (?:when|by|if|zero|NULL|true|false|the|a|an)\b/gm,
      },
    ],
    need: 4,
  },
  {
    type: "Technical documentation",
    signals: [
      { name: "a command line ($ cmd, usage:)", pattern: /^\s*(?:\$ |usage:|synopsis\b)/gim },
      { name: "a command-line option (-d, --decompress)", pattern: /(?:^|[\s(])-{1,2}[A-Za-z][\w-]*(?=[\s),.;=]|$)/gm },
      { name: "a numbered section (## 2.3. Options)", pattern: /^\s*(?:#+\s*)?\d+(?:\.\d+)+\.?\s+[A-Z]/gm, weight: 2 },
      { name: "a code block", pattern: /^```/gm },
      {
        name: "manual words (by default, standard input)",
        pattern:
          /\b(?:see also|for example|by default|the default|standard (?:input|output)|command[- ]line|environment variables?)\b/gi,
      },
    ],
    need: 5,
    distinct: 2,
  },
  {
    type: "Contracts & legal documents",
    signals: [
      {
        name: "licence terms (WITHOUT WARRANTY, LIABLE)",
        pattern:
          /\b(?:without (?:any )?warranty|warranties|liable|liability|merchantability|hereby granted|terms and conditions|indemnif\w+)\b/gi,
      },
      {
        name: "a licence name",
        pattern:
          /\b(?:GNU (?:Lesser )?General Public License|Apache License|BSD license|MIT License|copyright holders?)\b/gi,
      },
    ],
    need: 3,
  },
  {
    type: "Security reviews & audits",
    signals: [
      { name: "a CVE id", pattern: /\bCVE-\d{4}-\d{4,}\b/g, weight: 2 },
      {
        name: "security words",
        pattern: /\b(?:vulnerabilit(?:y|ies)|security (?:audit|review|fix|issue)|threat model|exploit(?:able)?)\b/gi,
      },
    ],
    need: 3,
  },
  {
    type: "Task records & tickets",
    signals: [
      {
        name: "a ticket field (Assignee: ...)",
        pattern: /^\s*(?:assignee|reporter|story points|sprint|status|priority|due(?: date)?)\s*:\s*\S/gim,
      },
      { name: "a ticket key (ABC-123)", pattern: /\b[A-Z][A-Z0-9]{1,9}-\d{1,6}\b/g },
      { name: "a checkbox (- [ ] ...)", pattern: /^\s*[-*] \[[ xX]\]\s/gm },
    ],
    need: 4,
    distinct: 2,
  },
  {
    type: "Runbooks & operational procedures",
    signals: [
      { name: "a numbered step", pattern: /^\s*(?:step )?\d+[.)]\s+[A-Z][a-z]+\b/gim },
      { name: "a shell command ($ cmd, sudo)", pattern: /^\s*(?:\$|#)\s+\w|^\s*sudo\s/gm },
      { name: "operations words", pattern: /\b(?:runbook|on-call|escalat\w+|restart the|roll ?back)\b/gi, weight: 2 },
    ],
    need: 5,
    distinct: 2,
  },
  {
    type: "Status updates & progress reports",
    signals: [
      {
        name: "a status field (Progress: ..., Blockers: ...)",
        pattern:
          /^\s*(?:[-*]\s*)?(?:status|progress|this week|last week|next week|next steps|blockers?|done|in progress|completed)\s*:/gim,
        weight: 2,
      },
      {
        name: "progress words (% complete, on track)",
        pattern: /\b(?:\d+ ?% (?:complete|done)|on track|behind schedule|ahead of schedule)\b/gi,
      },
    ],
    need: 4,
    distinct: 2,
  },
  {
    type: "Design documents",
    signals: [
      {
        name: "a design heading (Goals, Non-goals, Alternatives)",
        pattern:
          /^\s*(?:#+\s*)?(?:goals|non-goals|alternatives(?: considered)?|proposed (?:design|solution)|motivation|drawbacks|open questions|design overview)\s*:?\s*$/gim,
        weight: 2,
      },
      {
        name: "design words (trade-off, alternative considered)",
        pattern: /\b(?:trade-?offs?|alternatives? considered|design doc(?:ument)?|we propose)\b/gi,
      },
    ],
    need: 4,
    distinct: 2,
  },
  {
    type: "Code reviews",
    signals: [
      {
        name: "review words (LGTM, nit:, Reviewed-by:)",
        pattern:
          /\bLGTM\b|^\s*nit:|\bReviewed-by:|\b(?:requested changes|approved these changes|review comments?)\b/gim,
      },
    ],
    need: 3,
  },
  {
    type: "Retrospectives",
    signals: [
      {
        name: "a retrospective heading (What went well)",
        pattern:
          /\b(?:what went well|what (?:didn't|did not) go well|what went wrong|retrospective|start,? stop,? continue)\b/gi,
      },
    ],
    need: 2,
  },
  {
    type: "Project plans & roadmaps",
    signals: [
      { name: "a plan word (milestone, roadmap)", pattern: /\b(?:milestones?|roadmap|deliverables?)\b/gi },
      {
        name: "a period (Q3 2024, phase 2, sprint 4)",
        pattern: /\b(?:Q[1-4] \d{4}|H[12] \d{4}|phase \d+|sprint \d+)\b/gi,
      },
    ],
    need: 3,
    distinct: 2,
  },
  {
    type: "Team information & roles",
    signals: [
      {
        name: "a role field (Owner: ..., Lead: ...)",
        pattern: /^\s*(?:[-*]\s*)?(?:owner|lead|manager|members?|team|role|contact|maintainers?)\s*:\s*\S/gim,
        weight: 2,
      },
      {
        name: "a person with a handle or mail (Name <a@b>, @name)",
        pattern: /^\s*(?:[-*]\s*)?(?:\[?[A-Z][a-z]+ [A-Z][\w-]+\]?.{0,40}(?:<[^>\s]+@[^>\s]+>|@[a-z][\w-]+))/gm,
      },
    ],
    need: 4,
  },
];

/** How a sentence states a decision: who decided and what. Tested from the table. */
export const DECISION_SHAPES: readonly { name: string; pattern: RegExp }[] = [
  {
    name: "a party decided/agreed/chose to, on, that ...",
    pattern:
      /\b(?:we|i|they|he|she|the (?:team|group|committee|board|council|maintainers?|developers?|project|steering \w+)|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(?:(?:have|has|had|finally|eventually|then|also|all|jointly|unanimously)\s+)*(?:decided|agreed|chose|opted|settled|resolved|voted|committed)\s+(?:not\s+)?(?:to|on|upon|that|for|against|in favou?r of)\b/i,
  },
  {
    name: "a party's choice (we chose X, we will use X, we went with X)",
    pattern:
      /\b(?:we|i|the team)\s+(?:(?:have|had)\s+)?(?:chose|selected|picked|went with|are going with|will go with|will use|'ll use|will adopt|adopted)\s+\S/i,
  },
  {
    name: "it was decided/agreed that ...",
    pattern:
      /\b(?:it|this) (?:was|has been|is|had been) (?:decided|agreed|resolved|settled)\b(?:\s+(?:to|that|on|upon))?/i,
  },
  {
    name: "a decision label (Decision: ...)",
    pattern: /^\s*(?:[-*]\s*)?(?:\*\*)?(?:decision|decided|resolution|agreed|outcome)(?:\*\*)?\s*[:\u2014-]\s*\S/i,
  },
  {
    name: "a proposal approved or rejected",
    pattern:
      /\b(?:proposal|plan|budget|request|change|rfc|motion|design)\s+(?:\S+\s+){0,6}(?:was|were|has been|have been|is) (?:approved|rejected|accepted|adopted)\b/i,
  },
];

/** Sentences that mention decisions without stating one (checked after a shape matched). */
const NOT_A_DECISION = /^\s*(?:if|when|whether|unless)\b|\?\s*$/i;

/** Whether a sentence states a decision (one of {@link DECISION_SHAPES}, not a question or a condition). */
export function isDecision(sentence: string): boolean {
  return !NOT_A_DECISION.test(sentence) && DECISION_SHAPES.some((s) => s.pattern.test(sentence));
}

const FUNCTION_WORDS = new Set(
  "a an and or but nor the to of in on at by for with from as is are was were be been see also into onto than then that this these those its it their our your".split(
    " ",
  ),
);
/** A month or weekday written alone, whole or short ("July", "Sept", "Tue"). */
const DATE_WORDS: ReadonlySet<string> = new Set([...MONTH_NAMES, ...WEEKDAYS, ...WEEKDAYS.map((d) => d.slice(0, 3))]);

/** What makes an "About" chip a fragment rather than a name or a term. Tested from the table. */
export const FRAGMENT_SHAPES: readonly { name: string; test: (chip: string) => boolean }[] = [
  { name: "a statement (words: value)", test: (c) => c.includes(": ") },
  { name: "a clause (more than five words)", test: (c) => c.split(/\s+/).length > 5 },
  {
    name: "a function word at an edge (LIMITED TO, See MEMORY)",
    test: (c) => {
      const words = c.toLowerCase().split(/\s+/);
      return words.length > 1 && (FUNCTION_WORDS.has(words[0]!) || FUNCTION_WORDS.has(words.at(-1)!));
    },
  },
  {
    name: "shouted words (INCLUDING, EXPRESS OR IMPLIED WARRANTIES)",
    test: (c) => /^[A-Z\s]+$/.test(c) && (c.includes(" ") ? c.split(/\s+/).some((w) => w.length > 5) : c.length > 6),
  },
  { name: "cut at an apostrophe or a contraction (B', I'm)", test: (c) => /['’]$|^\w{1,2}['’]\w{0,2}$/.test(c) },
  {
    name: "unbalanced brackets or quotes",
    test: (c) => count(c, "(") !== count(c, ")") || count(c, "[") !== count(c, "]") || count(c, '"') % 2 === 1,
  },
  { name: "edge punctuation (trailing comma, colon)", test: (c) => /^[^\w(]|[,;:.]$/.test(c) },
  { name: "a month or weekday alone (July, Tue)", test: (c) => DATE_WORDS.has(c.toLowerCase()) },
  { name: "a name cut at an initial (Douglas E)", test: (c) => /\s[A-Z]\.?$/.test(c) },
  { name: "a URL's scheme alone (http, www)", test: (c) => /^(?:https?|ftp|www|mailto)$/i.test(c) },
  {
    name: "a shouted or capitalised word form (ADDED, Privately)",
    test: (c) => /^(?:[A-Z]+(?:ED|ING|LY)|[A-Z][a-z]+ly)$/.test(c),
  },
  { name: "too short to name anything (Cc, x)", test: (c) => c.length < 3 && !/^[A-Z0-9]{2}$/.test(c) },
  { name: "a word form, not a name or term (compressed, running)", test: (c) => /^[a-z]+(?:ed|ing|ly)$/.test(c) },
];

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/** Whether an "About" chip is a fragment; `lowercase`: words the text writes in lower case (a capitalised one of these alone is a sentence's first word). */
export function isFragment(chip: string, lowercase: ReadonlySet<string> = new Set()): boolean {
  if (FRAGMENT_SHAPES.some((s) => s.test(chip))) return true;
  return /^[A-Z][a-z]+$/.test(chip) && lowercase.has(chip.toLowerCase());
}

/** The content types a text earns, best first, with their scores (only types of {@link TYPE_EVIDENCE}). */
export function earnedTypes(
  text: string,
  sentences: readonly string[] = [],
): { type: string; score: number; need: number }[] {
  const out: { type: string; score: number; need: number }[] = [];
  for (const row of TYPE_EVIDENCE) {
    let score = 0;
    let distinct = 0;
    if (row.type === "Decisions & agreements") {
      const n = sentences.filter(isDecision).length;
      score = Math.min(n, SIGNAL_CAP);
      distinct = n > 0 ? 1 : 0;
    } else
      for (const signal of row.signals) {
        const n = Math.min(text.match(signal.pattern)?.length ?? 0, SIGNAL_CAP);
        if (n > 0) distinct++;
        score += n * (signal.weight ?? 1);
      }
    if (score >= row.need && distinct >= (row.distinct ?? 1)) out.push({ type: row.type, score, need: row.need });
  }
  return out.sort((a, b) => b.score / b.need - a.score / a.need);
}

const JUDGED = new Set(TYPE_EVIDENCE.map((r) => r.type));
const DEFAULT_TYPES = new Set(DEFAULT_CONTENT_TYPES);

/**
 * A default type without a row of {@link TYPE_EVIDENCE} is earned when the text names it: every
 * word of its label (not "and", "notes", "records" and the like) appears, {@link NAMED_AT_LEAST}
 * times together. A project's own types are not judged (the engine chose them from the project's list).
 */
const NAMED_AT_LEAST = 3;
const GENERIC_LABEL_WORDS = new Set([
  "and",
  "notes",
  "records",
  "material",
  "materials",
  "documents",
  "links",
  "information",
]);
function namesType(type: string, text: string): boolean {
  const lower = text.toLowerCase();
  const counts = type
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter((w) => w.length > 2 && !GENERIC_LABEL_WORDS.has(w))
    .map((w) => lower.match(new RegExp(`\\b${w.replace(/s$/, "")}s?\\b`, "g"))?.length ?? 0);
  return counts.length > 0 && counts.every((n) => n > 0) && counts.reduce((a, b) => a + b, 0) >= NAMED_AT_LEAST;
}

/** What the browser shows of one node's tags. */
export interface ShownTags {
  contentTypes: string[];
  decisions: string[];
  about: string[];
}

/** A leaf's shown tags from its text and stored metadata. */
export function leafTags(node: KtNode): ShownTags {
  const text = node.text ?? "";
  const m = node.metadata;
  const sentences = splitSentences(text);
  const earned = earnedTypes(text, [...sentences, ...m.decisions]);
  const earnedSet = new Set(earned.map((e) => e.type));
  const types = m.contentTypes.filter((t) =>
    JUDGED.has(t) ? earnedSet.has(t) : !DEFAULT_TYPES.has(t) || namesType(t, text),
  );
  for (const e of earned)
    if (!types.includes(e.type) && e.score >= e.need * UNCLAIMED_FACTOR && types.length < LEAF_TYPES)
      types.push(e.type);
  const lowercase = new Set(text.match(/\b[a-z][a-z]+\b/g) ?? []);
  return {
    contentTypes: types.slice(0, LEAF_TYPES),
    // The engine's decisions that are decisions, then any the text states that it missed.
    decisions: [...new Set([...m.decisions.filter(isDecision), ...sentences.filter(isDecision).map(clipItem)])].slice(
      0,
      LIST_ITEMS,
    ),
    about: aboutChips(m.about, lowercase),
  };
}

/** Chips of an about list: fragments left out, duplicates (ignoring case) once, at most {@link ABOUT_ITEMS}. */
function aboutChips(about: readonly string[], lowercase: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of about) {
    const chip = raw.trim();
    const key = chip.toLowerCase();
    if (!chip || seen.has(key) || isFragment(chip, lowercase)) continue;
    seen.add(key);
    out.push(chip);
    if (out.length === ABOUT_ITEMS) break;
  }
  return out;
}

const clipItem = (s: string) => (s.length > ITEM_CHARS ? `${s.slice(0, ITEM_CHARS - 1).trimEnd()}…` : s);

/** Sentences of a leaf's text: paragraphs (wrapped lines joined), split after a full stop followed by a capital. */
function splitSentences(text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)]|#+)\s)/)
    .flatMap((p) => p.replace(/\s*\n\s*/g, " ").split(/(?<=[.!?])\s+(?=[A-Z"“(])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Every node's shown tags (see the file's comment): leaves from their text, branches and the root
 * from their children's shown tags (types and decisions by how many children show them, then in
 * order; about: the branch's own items that are not fragments and appear in no child only as one).
 */
export function nodeTags(tree: KnowledgeTree): Map<string, ShownTags> {
  const shown = new Map<string, ShownTags>();
  const lowerUnder = new Map<string, Set<string>>();
  const visit = (id: string, seen: Set<string>): ShownTags | undefined => {
    const node = tree.nodes[id];
    if (!node || seen.has(id)) return undefined;
    seen.add(id);
    if (node.level === "leaf") {
      const tags = leafTags(node);
      shown.set(id, tags);
      lowerUnder.set(id, new Set(node.text?.match(/\b[a-z][a-z]+\b/g) ?? []));
      return tags;
    }
    const children = node.childIds.map((c) => visit(c, seen)).filter((t): t is ShownTags => t !== undefined);
    const lowercase = new Set<string>();
    for (const c of node.childIds) for (const w of lowerUnder.get(c) ?? []) lowercase.add(w);
    for (const c of node.childIds) lowerUnder.delete(c);
    lowerUnder.set(id, lowercase);
    const tags: ShownTags = {
      contentTypes: byFrequency(children.map((c) => c.contentTypes)).slice(0, BRANCH_TYPES),
      decisions: [...new Set(children.flatMap((c) => c.decisions))].slice(0, LIST_ITEMS),
      about: aboutChips(node.metadata.about, lowercase),
    };
    shown.set(id, tags);
    return tags;
  };
  if (tree.rootId) visit(tree.rootId, new Set());
  // Nodes the walk from the root misses (a damaged tree) are judged alone.
  for (const node of Object.values(tree.nodes))
    if (!shown.has(node.id))
      shown.set(
        node.id,
        node.level === "leaf"
          ? leafTags(node)
          : {
              ...node.metadata,
              decisions: node.metadata.decisions.filter(isDecision),
              about: aboutChips(node.metadata.about, new Set()),
            },
      );
  return shown;
}

/** Items by how many lists hold them, then by first appearance. */
function byFrequency(lists: readonly string[][]): string[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const item of new Set(list)) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([item]) => item);
}
