import { treeScore, type TreeEnsemble } from "@/lib/text/tree-model";
import { supersedes } from "./answer";
import { contentTokens, splitSentences } from "@/lib/extract";
import { extractStatements, type CondenseSource } from "./statements";
import { statesFact } from "./filler";
import { hasDigit, isDottedNumber, lowerWords, SPACES } from "./chars";
import { measureRoles } from "./measure-roles";
import { denialAt, GOES_AHEAD } from "./denials";
import { inContrast, qualifierSides } from "./qualifiers";
import conflictWeights from "./conflict-weights.json";
import { fitsFeatures, linearScore, type LinearWeights } from "@/lib/text/linear-model";
import {
  byKind,
  claimValues,
  compareFacts,
  fold,
  holds,
  IMPERATIVES,
  LIGHT,
  perItem,
  MEASURES_OF,
  otherSubjects,
  readFacts,
  relatable,
  subjectIds,
  sameValue,
  UNIT_ALIASES,
  type Claim,
  type ClaimRelation,
  type ClaimValue,
} from "./facts";

export {
  claimValues,
  sameValue,
  toClaim,
  type Claim,
  type ClaimRelation,
  type ClaimValue,
  type ClaimValueKind,
} from "./facts";

/**
 * Claims: what a statement asserts, as a frame (what it is about) and typed values (dates, times,
 * numbers with their unit, identifiers, names), and whether it is negated. Built on the condensed
 * notes' fact extraction (`extractStatements`: filler, small talk and answered questions are not
 * claims) and compared with a rule that widens their restatement rule (`supersedes`): two claims
 * about the same thing conflict when a value of one kind differs on both sides ("the launch is May
 * 3" / "we now launch on May 10"), or when one denies what the other states ("we will ship dark
 * mode" / "dark mode won't ship"). Paraphrases with the same values agree. Pure, no model.
 */

/**
 * How claim `a` relates to claim `b`: {@link compareFacts}, and, when their words say they are about
 * different things, still a conflict when one restates the other with another value (`supersedes`,
 * the condensed notes' restatement rule).
 *
 * @example compareClaims(toClaim("1", "The launch is on May 3."), toClaim("2", "We now launch May 10.")).kind // "conflict"
 */
export function compareClaims(a: Claim, b: Claim): ClaimRelation {
  return compareFacts(a, b, (x, y) => supersedes(x, y) || supersedes(y, x));
}

/** The claims of a span of messages: every stated fact of the condensed notes' extraction, questions left out. */
export function claimsOf(sources: CondenseSource[]): Claim[] {
  const stated = extractStatements(sources)
    .filter((s) => s.kind !== "question")
    .map((s) => ({ source: s.source, text: s.text }));
  // Advice in the imperative ("Bring a tent, a stove and a map.", "I recommend renting the flat.")
  // states what an answer holds, though it has no finite verb for the condensed notes' extraction.
  const advice = sources.flatMap((source, index) =>
    splitSentences(source.content, { listLines: true })
      .map((text) => text.trim())
      .filter((text) => !statesFact(text) && isAdvice(text))
      .map((text) => ({ source: index, text })),
  );
  return [...stated, ...advice].flatMap((s) =>
    // Clauses joined by ";" or a dash state one fact each ("Tomasz owns it now; Priya moved to search").
    readFacts(s.text, sources[s.source].id),
  );
}

/** A sentence opening with a verb of advice ("Bring ...", "Contact ...", "I recommend ..."), not a question. */
function isAdvice(text: string): boolean {
  if (text.endsWith("?")) return false;
  const [first = "", second = ""] = text.toLowerCase().split(" ");
  return IMPERATIVES.has(first) || (first === "i" && IMPERATIVES.has(second));
}
export interface FactConflict {
  about: string;
  branch: { itemId: string; text: string };
  parent: { itemId: string; text: string };
}

/**
 * The contradictions between `branch` (what a merge brings up) and `parent` (the parent's messages
 * after the branch point), each branch fact at most once per parent fact, in the branch's order.
 * Each side is quoted as its sentence; a pair of sentences that differ on several facts ("12 tables
 * ... and the hall until 8 pm") gives one conflict per fact, each quoted as its fact and settled on
 * its own.
 *
 * @example findConflicts([{ id: "b1", role: "user", content: "The launch is May 3." }], [{ id: "p1", role: "user", content: "Launch moved to May 10." }])
 */
export function findConflicts(
  branch: CondenseSource[],
  parent: CondenseSource[],
  model: ConflictWeights | null = CONFLICT_MODEL,
): FactConflict[] {
  const candidates = conflictCandidates(branch, parent);
  const seen = new Set<string>();
  // `decided` leaves out a fact naming no thing against several named things itself, before it pairs each fact once.
  const chosen = model ? decided(candidates, model) : withoutUnnamedAgainstMany(candidates.filter((c) => c.rule));
  const kept = chosen.filter(({ b, p }) => {
    const key = `${b.itemId}\u0000${b.fact}\u0000${p.itemId}\u0000${p.fact}`;
    return !seen.has(key) && !!seen.add(key);
  });
  const pairOf = (c: ConflictCandidate) => `${c.b.itemId}\u0000${c.b.text}\u0000${c.p.itemId}\u0000${c.p.text}`;
  const perPair = new Map<string, number>();
  for (const c of kept) perPair.set(pairOf(c), (perPair.get(pairOf(c)) ?? 0) + 1);
  const out: FactConflict[] = [];
  const said = new Set<string>();
  for (const c of kept) {
    const { about, b, p } = c;
    const pair = pairOf(c);
    const several = perPair.get(pair)! > 1;
    if (!several && said.has(pair)) continue;
    said.add(pair);
    out.push({
      about,
      branch: { itemId: b.itemId, text: several ? b.fact.trim() : b.text },
      parent: { itemId: p.itemId, text: several ? p.fact.trim() : p.text },
    });
  }
  return out;
}

/**
 * A branch fact and a parent fact the check weighs: the pairs that could relate (sharing a frame
 * word, a name's word or a value: {@link relatable}) and each side's only value of a measure. `rule`
 * is the hand rules' verdict, `x` the features the learned model reads ({@link CONFLICT_FEATURES}).
 */
export interface ConflictCandidate {
  b: Claim;
  p: Claim;
  about: string;
  rule: boolean;
  x: number[];
}

/** Up to how many pairs of facts (branch facts times parent facts) every pair stating a slot both state is weighed. */
const WIDE_PAIRS = 2_500;

/** The pairs {@link findConflicts} weighs, in the branch's order, each with the rules' verdict and its features. */
export function conflictCandidates(branch: CondenseSource[], parent: CondenseSource[]): ConflictCandidate[] {
  const ours = unretracted(claimsOf(branch));
  // An answer's quotes of earlier context ("> The launch code is ORCHID-7.", as the offline engine
  // answers) say nothing new in the parent: they would pass for its latest word on the fact.
  const theirs = unretracted(
    claimsOf(parent.map((s) => (s.role === "assistant" ? { ...s, content: s.content.replace(/^\s*>.*$/gm, "") } : s))),
  );
  // Only the pairs that could relate are compared (see `candidates`); any other pair is unrelated.
  const relations = new Map<Claim, Map<Claim, ClaimRelation>>(ours.map((b) => [b, new Map()]));
  const raw = new Map<Claim, Map<Claim, ClaimRelation>>(ours.map((b) => [b, new Map()]));
  const partnersOf = new Map<Claim, Claim[]>(theirs.map((p) => [p, []]));
  const near = relatable(theirs);
  for (const b of ours)
    for (const p of near(b)) {
      const relation = compareClaims(b, p);
      relations.get(b)!.set(p, relation);
      raw.get(b)!.set(p, relation);
      partnersOf.get(p)!.push(b);
    }
  // Each side's only value of a measure, different, is one fact restated, whatever words frame it,
  // unless the rules tell two subjects apart or one figure is per item and the other not (a price
  // each against a total; two prices each are one rate).
  // A partner restated and then updated on its own side is no longer that side's word: it agrees with nothing.
  const [oursStale, theirsStale] = [updatedLater(ours), updatedLater(theirs)];
  const onlySlot = new Set<string>();
  const [iOurs, iTheirs] = [new Map(ours.map((c, i) => [c, i])), new Map(theirs.map((c, i) => [c, i]))];
  const pairKey = (b: Claim, p: Claim) => `${iOurs.get(b)}:${iTheirs.get(p)}`;
  for (const { b, p, about } of onlySlotPairs(ours, theirs, oursStale, theirsStale)) {
    onlySlot.add(pairKey(b, p));
    const relation = relations.get(b)!.get(p) ?? compareClaims(b, p);
    if (!raw.get(b)!.has(p)) raw.get(b)!.set(p, relation);
    if (relation.kind !== "unrelated" || relation.why === "subjects" || perItem(b) !== perItem(p)) continue;
    if (!relations.get(b)!.has(p)) partnersOf.get(p)!.push(b);
    relations.get(b)!.set(p, { kind: "conflict", about, reason: "value" });
  }
  // Between short exchanges, every other pair stating a slot both sides state is weighed too (the
  // rules leave it unrelated: they share no word); a long one keeps to the pairs above.
  const wide = new Set<string>();
  if (ours.length * theirs.length <= WIDE_PAIRS) {
    const slots = new Map(theirs.map((p) => [p, pairSlots(p)] as const));
    // A figure without a unit against any figure ("2,300" / "£2,650").
    const bare = (x: Map<string, Set<string>>, y: Map<string, Set<string>>) =>
      x.has("number:") && [...y.keys()].some((k) => k.startsWith("number:"));
    for (const b of ours) {
      const sb = pairSlots(b);
      for (const p of theirs) {
        const sp = slots.get(p)!;
        if (raw.get(b)!.has(p) || !([...sb.keys()].some((k) => sp.has(k)) || bare(sb, sp) || bare(sp, sb))) continue;
        raw.get(b)!.set(p, { kind: "unrelated", why: "topic" });
        wide.add(pairKey(b, p));
      }
    }
  }
  const kind = (b: Claim, p: Claim) => relations.get(b)!.get(p)?.kind ?? "unrelated";
  const isRule = (b: Claim, p: Claim, relation: ClaimRelation) =>
    relation.kind === "conflict" &&
    // A figure in another role than the other side's (a limit against what is in use) is another fact.
    (relation.reason === "negation" || !inOtherRoles(b, p)) &&
    !pairedNearer(b, p, [...relations.get(b)!.keys()], (y) => (theirsStale(y) ? "unrelated" : kind(b, y))) &&
    !pairedNearer(p, b, partnersOf.get(p)!, (y) => (oursStale(y) ? "unrelated" : kind(y, p)));
  const statingOf = (side: Claim[], stale: (c: Claim) => boolean) => {
    const n = new Map<string, number>();
    for (const c of side) if (!stale(c)) for (const k of pairSlots(c).keys()) n.set(k, (n.get(k) ?? 0) + 1);
    return n;
  };
  const sentences = new Map<string, { keys: string[] }>();
  const sentence = (text: string) => {
    let read = sentences.get(text);
    if (!read) sentences.set(text, (read = { keys: claimValues(text).map((v) => v.key) }));
    return read;
  };
  // Values two sentences share, counted up to 4, once per pair of sentences: a sentence of many values
  // has many facts, and each pair of its facts would count them again.
  const sharedCounts = new Map<string, number>();
  const shared = (b: string, p: string) => {
    const pairId = `${b}\u0000${p}`;
    let n = sharedCounts.get(pairId);
    if (n === undefined) {
      const kp = sentence(p).keys;
      n = 0;
      for (const k of sentence(b).keys) if (holds(kp, k) && ++n === 4) break;
      sharedCounts.set(pairId, n);
    }
    return n;
  };
  const stating: [Map<string, number>, Map<string, number>] = [
    statingOf(ours, oursStale),
    statingOf(theirs, theirsStale),
  ];
  // The last fact of each side stating a slot (its latest word on it).
  const lastOf = (side: Claim[], stale: (c: Claim) => boolean) => {
    const last = new Map<string, Claim>();
    for (const c of side) if (!stale(c)) for (const k of pairSlots(c).keys()) last.set(k, c);
    return last;
  };
  const last: [Map<string, Claim>, Map<string, Claim>] = [lastOf(ours, oursStale), lastOf(theirs, theirsStale)];
  const pairs: {
    b: Claim;
    p: Claim;
    relation: ClaimRelation;
    settled: ClaimRelation;
    rule: boolean;
    slots: SlotsCompared;
  }[] = [];
  const partners = new Map<Claim, number>();
  const agreed = new Set<Claim>();
  for (const b of ours) {
    for (const [p, relation] of raw.get(b)!) {
      const settled = relations.get(b)!.get(p) ?? relation;
      const rule = !wide.has(pairKey(b, p)) && isRule(b, p, settled);
      // Facts about two things each named by its own identifier ("report-1.csv is 13 bytes" /
      // "report-2.csv is 26 bytes") are never weighed against each other.
      if (!rule && otherSubjects(b, p)) continue;
      // A pair with nothing to tell apart (no value both state differently, no denial) is never a conflict.
      const slots = compareSlots(b, p);
      // Every value of one stated by the other: the two agree (each has found its partner).
      if (slots.differing.length === 0 && slots.agrees && b.negated === p.negated) {
        const [kb, kp] = [b.values.map((v) => v.key), p.values.map((v) => v.key)];
        const settledPair = !oursStale(b) && !theirsStale(p);
        if (settledPair && (kb.every((k) => holds(kp, k)) || kp.every((k) => holds(kb, k)))) agreed.add(b).add(p);
      }
      if (!rule && slots.differing.length === 0 && !slots.bare && b.negated === p.negated) continue;
      pairs.push({ b, p, relation, settled, rule, slots });
      for (const c of [b, p]) partners.set(c, (partners.get(c) ?? 0) + 1);
    }
  }
  const out: ConflictCandidate[] = [];
  for (const { b, p, relation, settled, rule, slots } of pairs) {
    // Each of the two agrees with another fact of the other side ("Omar pays 500" / "Omar's room
    // costs 500", "Ida's 450" / "Ida pays 450"): each has its partner, and the two are other facts.
    if (!rule && agreed.has(b) && agreed.has(p)) continue;
    const x = pairFeatures(b, p, {
      last,
      partners: Math.max(partners.get(b)!, partners.get(p)!),
      agreed: +agreed.has(b) + +agreed.has(p),
      rule,
      raw: relation,
      settled,
      onlySlot: onlySlot.has(pairKey(b, p)),
      stale: oursStale(b) || theirsStale(p),
      stating,
      sentence,
      shared,
      slots,
    });
    const about = settled.kind === "conflict" ? settled.about : aboutPair(b, p);
    out.push({ b, p, about, rule, x });
  }
  return out;
}

/**
 * What the learned conflict model reads of a pair of facts (issue 36: learned weights in place of
 * ordered rules). The rules' verdict is one feature among the others; the weights are fitted on the
 * written conflict sets by eval/conflict-model/fit.ts (`npm run eval:conflicts-fit`), leaving one
 * set out at a time, and stored as data (conflict-weights.json).
 */
export const CONFLICT_FEATURES = [
  "bias",
  "the rules call it a conflict",
  "compared: a conflict",
  "compared: agree",
  "compared: two subjects",
  "each side's only value of a measure",
  "a slot both state differs",
  "slots that differ",
  "a slot both state agrees",
  "differs on a date",
  "differs on a clock time",
  "differs on money",
  "differs on another measure",
  "differs on a count",
  "differs on a name",
  "differs on an identifier",
  "frame words shared (dice)",
  "topical frame words shared",
  "values the sentences share",
  "figures in other roles",
  "per item on one side only",
  "updated later on its side",
  "one side denies",
  "closeness of the differing values",
  "words of its own on both sides",
  "a bare figure against a figure with a unit",
  "the differing slot stated once on each side",
  "words beside the differing values shared",
  "the rules: one side denies the other",
  "each is its side's latest word on the slot",
  "partners of the more courted fact",
  "facts of the two agreeing with another of the other side",
  "a side words it as a change",
  "of different periods, no value in common",
  "a differing value stated in the other's sentence",
  "names that differ, each where something happens",
  "one side denies, the other says it goes ahead",
  "words one side denies, the other states",
  "qualified in contrast (last / next, a limit / what stands)",
] as const;

/**
 * A fitted conflict model over {@link CONFLICT_FEATURES} (linear weights, or boosted trees as
 * `eval:conflicts-fit --boosted` fits them) and the log-odds above which a pair conflicts.
 */
export type ConflictWeights = (LinearWeights | TreeEnsemble) & {
  threshold: number;
  /** Every pair the rules call a conflict stays one, whatever its score (the model only adds). */
  keepRules?: boolean;
};

const CONFLICT_MODEL: ConflictWeights | null = fitsFeatures(conflictWeights, CONFLICT_FEATURES)
  ? (conflictWeights as ConflictWeights)
  : null;

/** The model's log-odds that a candidate pair is a conflict. */
export function conflictScore(c: Pick<ConflictCandidate, "x">, model: ConflictWeights): number {
  return "trees" in model ? treeScore(c.x, model) : linearScore(c.x, model);
}

/**
 * The candidates the model calls conflicts, each fact at most once: a branch fact keeps its
 * highest-scoring parent fact and a parent fact its highest-scoring branch fact.
 */
function decided(candidates: ConflictCandidate[], model: ConflictWeights): ConflictCandidate[] {
  const above = candidates
    .map((c) => ({
      c,
      b: c.b,
      p: c.p,
      s: c.rule && (model.keepRules || sameThing(c)) ? Infinity : conflictScore(c, model),
    }))
    .filter(({ s }) => s > model.threshold);
  // A fact naming no thing against several named things says of none of them that it differs.
  // Counted over every pair weighed on one measure (a listing's 300 sizes), the pairs the rules keep aside.
  const scored = withoutUnnamedAgainstMany(above, model.keepRules ? above : candidates.filter(sameMeasure));
  const best = (side: "b" | "p") => {
    const top = new Map<Claim, number>();
    for (const { c, s } of scored) top.set(c[side], Math.max(top.get(c[side]) ?? -Infinity, s));
    return top;
  };
  const [bestB, bestP] = [best("b"), best("p")];
  return scored.filter(({ c, s }) => s >= bestB.get(c.b)! && s >= bestP.get(c.p)!).map(({ c }) => c);
}

/**
 * Both facts name the same thing by its identifier ("report-5.csv 7 bytes" / "report-5.csv 65
 * bytes"): what the rules call a conflict there stands, as facts about two identified things never
 * conflict ({@link otherSubjects}); identity by identifier is read, not weighed.
 */
function sameThing({ b, p }: ConflictCandidate): boolean {
  const keys = subjectIds(p).map((v) => v.key);
  return subjectIds(b).some((v) => holds(keys, v.key));
}

/** The feature a slot that differs turns on ("differs on a date", ... in {@link CONFLICT_FEATURES}). */
function differsOn(slot: string): (typeof CONFLICT_FEATURES)[number] {
  if (slot === "date") return "differs on a date";
  if (slot === "time") return "differs on a clock time";
  if (slot === "name") return "differs on a name";
  if (slot === "identifier" || slot === "version") return "differs on an identifier";
  if (slot === "number:money") return "differs on money";
  const counted = slot === "number:count" || slot === "number:" || isCountedNoun(slot.slice("number:".length));
  return counted ? "differs on a count" : "differs on another measure";
}

/** How alike two values' keys are: figures by their ratio, anything else by its spelling (1: the same). */
function alike(a: string, b: string): number {
  const [na, nb] = [Number(a.split(":").at(-1)), Number(b.split(":").at(-1))];
  if (a.startsWith("number:") && Number.isFinite(na) && Number.isFinite(nb))
    return Math.max(Math.abs(na), Math.abs(nb)) === 0
      ? 1
      : Math.min(Math.abs(na), Math.abs(nb)) / Math.max(Math.abs(na), Math.abs(nb));
  const [x, y] = [a.slice(a.indexOf(":") + 1), b.slice(b.indexOf(":") + 1)];
  return 1 - editDistance(x, y) / Math.max(1, x.length, y.length);
}

/** Levenshtein distance (two short values' keys). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

const dice = (a: Set<string>, b: Set<string>) =>
  a.size + b.size === 0 ? 0 : (2 * [...a].filter((w) => b.has(w)).length) / (a.size + b.size);

/** What two facts' slots say of each other: those both state with other values, whether one agrees, and more. */
interface SlotsCompared {
  differing: string[];
  agrees: number;
  /** How alike the nearest two values of a differing slot are (1: the same). */
  closest: number;
  /** No slot differs, but a figure without a unit stands on one side against one with a unit ("2,300" / "£2,650"). */
  bare: boolean;
}

function compareSlots(b: Claim, p: Claim): SlotsCompared {
  const [sb, sp] = [pairSlots(b), pairSlots(p)];
  const differing: string[] = [];
  let agrees = 0;
  let closest = 0;
  for (const [slot, vb] of sb) {
    const vp = sp.get(slot);
    if (!vp) continue;
    if ([...vb].some((v) => holds(vp, v))) {
      agrees = 1;
      continue;
    }
    differing.push(slot);
    for (const x of vb) for (const y of vp) closest = Math.max(closest, alike(x, y));
  }
  const figures = (m: Map<string, Set<string>>) => [...m.keys()].filter((k) => k.startsWith("number:"));
  const [nb, np] = [figures(sb), figures(sp)];
  const bare =
    differing.length === 0 &&
    ((nb.includes("number:") && np.some((k) => k !== "number:")) ||
      (np.includes("number:") && nb.some((k) => k !== "number:")));
  return { differing, agrees, closest, bare };
}

/** The features of a candidate pair, in {@link CONFLICT_FEATURES} order. */
function pairFeatures(
  b: Claim,
  p: Claim,
  ctx: {
    rule: boolean;
    raw: ClaimRelation;
    settled: ClaimRelation;
    onlySlot: boolean;
    stale: boolean;
    /** How many facts of each side state a slot. */
    stating: [Map<string, number>, Map<string, number>];
    /** A sentence's values' keys (read once per sentence: its facts share it). */
    sentence: (text: string) => { keys: string[] };
    /** How many values of one sentence the other states, at most 4 (read once per pair of sentences). */
    shared: (b: string, p: string) => number;
    slots: SlotsCompared;
    /** Each side's last fact stating a slot. */
    last: [Map<string, Claim>, Map<string, Claim>];
    /** How many candidate partners the more courted of the two facts has. */
    partners: number;
    /** How many of the two agree with another fact of the other side. */
    agreed: number;
  },
): number[] {
  const [sb, sp] = [pairSlots(b), pairSlots(p)];
  const { differing, agrees, closest, bare } = ctx.slots;
  const kinds = new Set(differing.map(differsOn));
  const once = differing.some((k) => ctx.stating[0].get(k) === 1 && ctx.stating[1].get(k) === 1);
  // The words right around the values that differ (three each side of each value), stemmed.
  const beside = (c: Claim, slotsHere: Map<string, Set<string>>) => {
    const spans = c.values.filter((v) => differing.some((k) => slotsHere.get(k)?.has(v.key)) || bare);
    const tokens = contentTokens(c.fact);
    const out = new Set<string>();
    for (const v of spans) {
      const at = c.fact.indexOf(v.text);
      if (at < 0) continue;
      const i = tokens.findIndex((t) => t.index >= at);
      for (const t of tokens.slice(Math.max(0, (i < 0 ? tokens.length : i) - 3), (i < 0 ? tokens.length : i) + 4))
        if (!LIGHT.has(fold(t.term)) && !hasDigit(t.term) && (t.index < at || t.index >= at + v.text.length))
          out.add(fold(t.term));
    }
    return out;
  };
  const [wb, wp] = [beside(b, sb), beside(p, sp)];
  const besideShared = [...wb].filter((w) => wp.has(w)).length;
  const [fb, fp] = [new Set(b.frame), new Set(p.frame)];
  const topical = [...fb].filter((w) => fp.has(w) && !LIGHT.has(w)).length;
  const own = (x: Set<string>, y: Set<string>) => [...x].filter((w) => !y.has(w) && !LIGHT.has(w)).length;
  const kp = ctx.sentence(p.text).keys;
  const sharedValues = ctx.shared(b.text, p.text);
  return [
    1,
    +ctx.rule,
    +(ctx.raw.kind === "conflict"),
    +(ctx.raw.kind === "agree"),
    +(ctx.raw.kind === "unrelated" && ctx.raw.why === "subjects"),
    +ctx.onlySlot,
    +(differing.length > 0),
    Math.min(3, differing.length),
    agrees,
    ...CONFLICT_FEATURES.filter((f) => f.startsWith("differs on ")).map((f) => +kinds.has(f)),
    dice(fb, fp),
    Math.min(4, topical),
    sharedValues,
    +inOtherRoles(b, p),
    +(memo(b, "per item", () => perItem(b)) !== memo(p, "per item", () => perItem(p))),
    +ctx.stale,
    +(b.negated !== p.negated),
    closest,
    Math.min(3, own(fb, fp), own(fp, fb)),
    +bare,
    +once,
    Math.min(3, besideShared),
    +(ctx.rule && ctx.settled.kind === "conflict" && ctx.settled.reason === "negation"),
    +differing.some((k) => ctx.last[0].get(k) === b && ctx.last[1].get(k) === p),
    Math.min(5, ctx.partners),
    ctx.agreed,
    +(changeWorded(b) || changeWorded(p)),
    +ofOtherPeriods(ctx.sentence(b.text).keys, kp, sharedValues),
    +(statedAcross(sb, kp, differing) || statedAcross(sp, ctx.sentence(b.text).keys, differing)),
    +(differing.includes("name") && namesPlace(b, sb) && namesPlace(p, sp)),
    +(b.negated !== p.negated && GOES_AHEAD.test(b.negated ? p.text : b.text)),
    b.negated === p.negated ? 0 : deniedStated(b.negated ? b : p, b.negated ? p : b),
    +inContrast(
      memo(b, "qualifiers", () => qualifierSides(b.fact)),
      memo(p, "qualifiers", () => qualifierSides(p.fact)),
    ),
  ];
}

/** Content words of a denial's reach counted: the three before its negation's word and the four after. */
const DENIAL_REACH = [3, 4] as const;

/**
 * How many words a denying fact denies that the other fact states (at most 3): the content words
 * around its negation's word ("the [ferry] won't [sail] on [Monday]" against "the ferry sails on
 * Monday"), stemmed. What the denial is about, where "one side denies" only says that it denies.
 */
function deniedStated(denying: Claim, other: Claim): number {
  const at = denialAt(denying.fact);
  if (at === undefined) return 0;
  const tokens = contentTokens(denying.fact);
  const after = tokens.findIndex((t) => t.index > at);
  const i = after < 0 ? tokens.length : after;
  const reach = tokens.slice(Math.max(0, i - DENIAL_REACH[0]), i + DENIAL_REACH[1]).map((t) => fold(t.term));
  const stated = new Set(contentTokens(other.fact).map((t) => fold(t.term)));
  return Math.min(3, new Set(reach.filter((w) => !LIGHT.has(w) && stated.has(w))).size);
}

/**
 * A value of a differing slot one fact states that the other fact's sentence states too ("guests in by
 * 7pm" against "in by 19:00, he walks in at 19:30"): its partner is another fact of that sentence.
 */
function statedAcross(slots: Map<string, Set<string>>, otherKeys: string[], differing: string[]): boolean {
  return differing.some((k) => [...(slots.get(k) ?? [])].some((v) => holds(otherKeys, v)));
}

/** Words that place what happens at a name after them ("at the Guildhall", "in Leith"). */
const PLACING = new Set(["at", "in", "to", "from", "near", "outside", "inside", "into", "via"]);

/** A fact's differing name stands where something happens: after a word that places it, past an article ("held in the Corn Exchange"). */
function namesPlace(c: Claim, slots: Map<string, Set<string>>): boolean {
  const names = slots.get("name");
  return c.values.some((v) => {
    if (v.kind !== "name" || !names?.has(v.key)) return false;
    const before = c.text
      .slice(0, Math.max(0, c.text.indexOf(v.text)))
      .toLowerCase()
      .split(SPACES)
      .filter((w) => w && w !== "the");
    return PLACING.has(before.at(-1) ?? "");
  });
}

/**
 * A date's key that names a period, not a day: a year, a month of a year, a quarter or a half ("2024",
 * "2024-03", "2024-q3"); not a month alone, as often when a thing was done ("paid in March").
 */
const PERIOD_KEY = /^date:(?:\d{4}|\d{4}-\d{2}|(?:\d{4}-)?[qh]\d)$/;

/**
 * Two sentences each of a period of their own and sharing no value ("the 2023 defect rate was 2.1%" /
 * "in 2024 it was 1.4%"): figures of two periods, each true of its own, not one fact restated.
 */
function ofOtherPeriods(kb: string[], kp: string[], shared: number): boolean {
  const [pb, pp] = [kb.filter((k) => PERIOD_KEY.test(k)), kp.filter((k) => PERIOD_KEY.test(k))];
  if (pb.length === 0 || pp.length === 0 || pb.length === kb.length || pp.length === kp.length) return false;
  return shared === 0;
}

/** Words that say a value changed ("now", "moved", "actually"): the update cues of a change, not of a hedge ("probably", "still"). */
const CHANGE_CUES = new Set(
  "now actually moved changed instead updated update correction corrected switched replaced postponed rescheduled pushed anymore".split(
    " ",
  ),
);
const changeWorded = (c: Claim) => memo(c, "change", () => lowerWords(c.fact).some((w) => CHANGE_CUES.has(w)));

/** What a pair the rules do not relate is about: the frame words both share, else the slot that differs. */
function aboutPair(b: Claim, p: Claim): string {
  const shared = b.frame.filter((w) => p.frame.includes(w) && !LIGHT.has(w)).map((w) => b.frameSurface.get(w) ?? w);
  if (shared.length > 0) return shared.slice(0, 6).join(" ");
  const [sb, sp] = [slotsOf(b), slotsOf(p)];
  const slot = [...sb.keys()].find((s) => sp.has(s));
  if (!slot) return b.text.slice(0, 40);
  return (slot.startsWith("number:") ? slot.slice("number:".length) : slot) || "figure";
}

/**
 * Each fact's sentence gives its figure a role ({@link measureRoles}: a limit, a target, what is
 * reached, a total; a price per item), and none the same: "the quota is 500 GB" / "we're using 430
 * GB", "£6.50 each" / "£390 in total". A role said on one side only, or none, decides nothing.
 */
function inOtherRoles(b: Claim, p: Claim): boolean {
  const roles = (c: Claim) =>
    memo(c, "roles", () => {
      const out = measureRoles(c.text);
      if (perItem(c)) out.add("item");
      return out;
    });
  const [rb, rp] = [roles(b), roles(p)];
  return rb.size > 0 && rp.size > 0 && ![...rb].some((r) => rp.has(r));
}

/**
 * The slots of measures, dates and times a claim states values in ("number:money", "number:mass",
 * "date"), one set each; a figure of things counted by a noun of their own ("12 people", "ten
 * participants", "nine colonies") in one slot "number:count", whatever the noun; a version ("4.2.1",
 * "v4.3.1", "version 24.05") in the slot "version".
 */
function measureSlots(c: Claim): Map<string, Set<string>> {
  const slots = new Map<string, Set<string>>();
  for (const [slot, keys] of byKind(c.values)) {
    const versions = slot === "identifier" ? [...keys].filter(isVersion) : [];
    if (versions.length > 0) slots.set("version", new Set(versions));
    if (slot === "name" || slot === "identifier" || slot === "number:") continue;
    const counted = slot.startsWith("number:") && isCountedNoun(slot.slice(7));
    const name = counted ? "number:count" : slot;
    const values = counted ? [...keys].map((k) => `number:count:${k.split(":").at(-1)}`) : keys;
    slots.set(name, new Set([...(slots.get(name) ?? []), ...values]));
  }
  return slots;
}

/** An identifier's key that is a version: numbers joined by dots ("id:4.2.1", "id:1.28"). */
const isVersion = (key: string) => key.startsWith("id:") && isDottedNumber(key.slice(3), 2);

/** The slots of figures that are measures (a unit's measure, money, a span, a share), not counted things. */
const MEASURE_SLOTS = new Set([
  "duration",
  "money",
  "percent",
  ...Object.values(MEASURES_OF).map(([measure]) => measure),
  ...Object.values(UNIT_ALIASES),
]);

/** A figure's unit that is a noun of things counted ("people"), not a measure, money, a span or a share. */
const isCountedNoun = (unit: string) => !MEASURE_SLOTS.has(unit);

/** A claim's values by slot as {@link slotsOf} reads them, and its bare figures ("92", "it's 3") in the slot "number:". */
function pairSlots(c: Claim): Map<string, Set<string>> {
  return memo(c, "slots", () => barePairSlots(c));
}

/** Per-claim readings the conflict model takes of one claim many times (a claim is read against every partner). */
const memos = new WeakMap<Claim, Map<string, unknown>>();
function memo<T>(c: Claim, name: string, read: () => T): T {
  let m = memos.get(c);
  if (!m) memos.set(c, (m = new Map()));
  if (!m.has(name)) m.set(name, read());
  return m.get(name) as T;
}

function barePairSlots(c: Claim): Map<string, Set<string>> {
  const slots = slotsOf(c);
  const bare = c.values.filter((v) => v.kind === "number" && !v.numbered && v.key.startsWith("number::"));
  if (bare.length > 0) slots.set("number:", new Set(bare.map((v) => v.key)));
  return slots;
}

/** A claim's values by slot: its measures as {@link measureSlots} reads them, its names and identifiers as they are. */
function slotsOf(c: Claim): Map<string, Set<string>> {
  const slots = measureSlots(c);
  for (const [slot, keys] of byKind(c.values)) {
    // A version is a measure's value here ({@link measureSlots}), not an identifier naming a subject.
    const own = slot === "identifier" ? [...keys].filter((k) => !isVersion(k)) : [...keys];
    if ((slot === "name" || slot === "identifier") && own.length > 0) slots.set(slot, new Set(own));
  }
  return slots;
}

/** The noun a claim's counted figure counts ("12 people": "people"). */
const countedNoun = (c: Claim) =>
  c.values.map((v) => v.key.split(":")).find((k) => k[0] === "number" && k.length === 3 && isCountedNoun(k[1]))?.[1] ??
  "count";

/**
 * The pairs of a branch fact and a parent fact that each state the only value of a slot their side
 * states (one weight in the branch, one in the parent), the two values different: the one fact of
 * that kind each side gives, whatever words frame it ("the scales said 21.4 kg" / "her weight at the
 * check-up was 19.8 kg").
 */
function onlySlotPairs(
  ours: Claim[],
  theirs: Claim[],
  oursStale: (c: Claim) => boolean,
  theirsStale: (c: Claim) => boolean,
): { b: Claim; p: Claim; about: string }[] {
  // Each slot's one fact on a side, or null when several facts (or values) state it; a fact its own
  // side updates later ("... is on the 9th" ... "sorry, it's actually the 10th") is no longer said.
  const only = (side: Claim[], stale: (c: Claim) => boolean) => {
    const found = new Map<string, Claim | null>();
    for (const c of side.filter((x) => !stale(x)))
      for (const [slot, values] of measureSlots(c)) found.set(slot, found.has(slot) || values.size !== 1 ? null : c);
    return found;
  };
  const [mine, theirsBySlot] = [only(ours, oursStale), only(theirs, theirsStale)];
  const out: { b: Claim; p: Claim; about: string }[] = [];
  for (const [slot, b] of mine) {
    const p = theirsBySlot.get(slot);
    if (!b || !p) continue;
    const [vb] = measureSlots(b).get(slot)!;
    if (holds(measureSlots(p).get(slot)!, vb)) continue;
    // Another value both state, different too (a name, a day): two things, each with its value
    // ("Saturday's forecast is 24 degrees" / "Sunday ... 15").
    const [kb, kp] = [slotsOf(b), slotsOf(p)];
    const differs = (k: string) => k !== slot && kp.has(k) && ![...kb.get(k)!].some((v) => holds(kp.get(k)!, v));
    if ([...kb.keys()].some(differs)) continue;
    // What the two state, by the measure's name ("mass", "money", "date") or the branch's counted noun ("people").
    const about = slot === "number:count" ? countedNoun(b) : slot.replace(/^number:/, "");
    out.push({ b, p, about });
  }
  return out;
}

/** Whether two facts state a value of one measure ("12 bytes" / "13 bytes"; not "8 workers" / "2 threads"). */
function sameMeasure({ b, p }: { b: Claim; p: Claim }): boolean {
  const measure = (key: string) => key.slice(0, key.lastIndexOf(":"));
  const theirs = new Set(p.values.map((v) => measure(v.key)));
  return b.values.some((v) => theirs.has(measure(v.key)));
}

/**
 * The conflicts but those of a fact naming no identifier against facts about several identified
 * things ({@link subjectIds}): "size 12 bytes" against a listing's "report-1.csv 13 bytes",
 * "report-2.csv 26 bytes", ... says of none of them in particular that it differs. Against one
 * identified thing ("the server has 32 GB" / "api-02 has 16 GB") it stays a conflict. The things a
 * fact is weighed against are counted over `weighed` (every pair the check weighs; by default the
 * conflicts themselves): one pair above the model's threshold among many weighed is no more particular.
 */
function withoutUnnamedAgainstMany<T extends { b: Claim; p: Claim }>(
  found: T[],
  weighed: readonly { b: Claim; p: Claim }[] = found,
): T[] {
  const named = (c: Claim) => subjectIds(c).map((v) => v.key);
  const things = new Map<Claim, Set<string>>();
  for (const { b, p } of weighed)
    for (const [unnamed, other] of [
      [b, p],
      [p, b],
    ]) {
      const ids = named(other);
      if (ids.length === 0 || named(unnamed).length > 0) continue;
      const seen = things.get(unnamed) ?? new Set<string>();
      seen.add(ids.sort().join(" "));
      things.set(unnamed, seen);
    }
  const many = (c: Claim) => (things.get(c)?.size ?? 0) > 1;
  return found.filter(({ b, p }) => !(many(b) && named(p).length > 0) && !(many(p) && named(b).length > 0));
}

/**
 * Each fact pairs with its nearest: `x`, in conflict with `other`, has among `partners` (the other
 * side's facts) a closer one that states all its values and agrees with it ("sleeps 4" / "sleeps
 * four", not "weighs 3.5 kg"). `relate` says how `x` relates to a partner.
 */
function pairedNearer(x: Claim, other: Claim, partners: Claim[], relate: (y: Claim) => ClaimRelation["kind"]) {
  const near = closeness(x, other);
  const keysOf = (y: Claim) => y.values.map((w) => w.key);
  return (
    x.values.length > 0 &&
    partners.some(
      // The relation first: a lookup, where the other two read every value of both.
      (y) =>
        y !== other &&
        relate(y) === "agree" &&
        closeness(x, y) > near &&
        x.values.every((v) => holds(keysOf(y), v.key)),
    )
  );
}

/**
 * Whether a claim of `claims` (one side, in reading order) is contradicted by a later claim of the
 * same side: a value restated and then updated ("the budget is 40k" ... "the budget is now 55k").
 */
function updatedLater(claims: Claim[]): (c: Claim) => boolean {
  const order = new Map(claims.map((c, i) => [c, i] as const));
  const near = relatable(claims);
  const memo = new Map<Claim, boolean>();
  return (c) => {
    let stale = memo.get(c);
    if (stale === undefined) {
      const at = order.get(c) ?? -1;
      // The facts of one sentence update one another only on a value of one kind ("was at 3 pm, now 4 pm"),
      // not a count against a price ("sleeps four and costs $250").
      const slots = [...byKind(c.values).keys()];
      const later = (z: Claim) =>
        order.get(z)! > at &&
        (z.itemId !== c.itemId || z.text !== c.text || slots.some((k) => byKind(z.values).has(k)));
      stale = near(c).some((z) => later(z) && compareClaims(c, z).kind === "conflict");
      memo.set(c, stale);
    }
    return stale;
  };
}

/**
 * The claims of one side (in reading order) but those stating a value a later claim of the side
 * takes back ("the code is 5823" ... "sorry, 5832 not 5823"): the side no longer says it.
 */
function unretracted(claims: Claim[]): Claim[] {
  const out: Claim[] = [];
  const after: string[] = [];
  for (let i = claims.length - 1; i >= 0; i--) {
    const c = claims[i];
    if (!c.values.some((v) => v.kind !== "name" && holds(after, v.key))) out.push(c);
    after.push(...(c.retracted ?? []));
  }
  return out.reverse();
}

/** How near two claims are: the frame words and the values they share. */
function closeness(a: Claim, b: Claim): number {
  const keys = b.values.map((v) => v.key);
  return a.frame.filter((w) => b.frame.includes(w)).length + a.values.filter((v) => holds(keys, v.key)).length;
}

/** One answer of a fan-out, to compare with the others. */
export interface ComparedAnswer {
  nodeId: string;
  text: string;
}

/** The fact diff of several answers: claims every answer makes, and what they differ on. */
export interface FactDiff {
  agreed: string[];
  /** Claims some answers make and none contradicts, with the answers that make them. */
  partial: { text: string; nodeIds: string[] }[];
  differences: { about: string; values: { nodeId: string; value: string }[] }[];
}

/** What a claim says as its value: its values as written, or the whole statement when it denies the other or has none. */
function valueOf(claim: Claim, other: Claim): string {
  if (claim.negated !== other.negated) return claim.fact;
  const theirs = other.values.map((v) => v.key);
  const own = claim.values.filter((v) => !holds(theirs, v.key)).map((v) => v.text);
  return own.length ? own.join(", ") : claim.fact;
}

/**
 * Whether `o` states, of a slot where `claim` and `other` differ, `claim`'s value and none of its
 * own besides: an answer siding with `claim`, worded otherwise.
 */
function statesOwnValue(o: Claim, claim: Claim, other: Claim): boolean {
  const mine = byKind(claim.values);
  const theirs = byKind(other.values);
  const own = byKind(o.values);
  return [...mine].some(([slot, keys]) => {
    const held = own.get(slot);
    const against = theirs.get(slot);
    if (!held || !against || [...keys].every((k) => holds(against, k))) return false;
    return [...held].every((k) => holds(keys, k));
  });
}

/**
 * One difference per kind of value on which contradicting claims differ ("in Porto for 3 days" /
 * "in Lisbon for 3 days" / "in Porto for 2 days": the place, then the duration), each with the
 * values of the claims that state one of that kind. Empty when no value kind differs (a denial).
 */
function differingSlots(group: Claim[]): { nodeId: string; value: string }[][] {
  const slots = group.map((c) => byKind(c.values));
  const names = new Set(slots.flatMap((s) => [...s.keys()]));
  const out: { nodeId: string; value: string }[][] = [];
  for (const slot of names) {
    const stating = group.map((c, i) => ({ c, keys: slots[i].get(slot) })).filter((x) => x.keys);
    // One side naming a value more than the other ("Node" and "Node, LTS") is silent on it, not differing.
    const same = (a: Set<string>, b: Set<string>) =>
      [...a].every((k) => holds(b, k)) || [...b].every((k) => holds(a, k));
    if (stating.length < 2 || stating.every((x) => same(x.keys!, stating[0].keys!))) continue;
    // Items of a list every side names are not what differs ("Delft, Leiden, Haarlem" / "Delft, Gouda, Haarlem").
    const common = (k: string) => stating.every((x) => holds(x.keys!, k));
    out.push(
      stating.map(({ c, keys }) => ({
        nodeId: c.itemId,
        value: c.values
          .filter((v) => keys!.has(v.key) && !common(v.key))
          .map((v) => v.text)
          .join(", "),
      })),
    );
  }
  return out;
}

/**
 * How many characters of the answers the fact diff reads in all, shared evenly (the comparison grows
 * faster than the text: two answers of 19,000 characters took 1.8 s on the request's thread). An
 * answer longer than its share is read to the last sentence that fits.
 */
export const DIFF_CHARS = 16_000;

/** `text` cut to at most `max` characters, at the end of a sentence when one ends in it. */
function leading(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf(".\n"), head.lastIndexOf("\n"));
  return end > max / 2 ? head.slice(0, end + 1) : head;
}

/**
 * The claims all `answers` share (agreed, as the first answer words them) and those on which they
 * differ: for each contradiction, what it is about and each answer's value. The same claim
 * extraction and comparison as the merge conflict check.
 *
 * @example diffAnswers([{ nodeId: "a", text: "Launch is May 3." }, { nodeId: "b", text: "Launch is May 10." }]).differences
 * // [{ about: "Launch", values: [{ nodeId: "a", value: "May 3" }, { nodeId: "b", value: "May 10" }] }]
 */
export function diffAnswers(answers: ComparedAnswer[]): FactDiff {
  const share = Math.floor(DIFF_CHARS / Math.max(1, answers.length));
  const claims = answers.map((a) => claimsOf([{ id: a.nodeId, role: "assistant", content: leading(a.text, share) }]));
  const agreed: string[] = [];
  const partial: FactDiff["partial"] = [];
  const differences: FactDiff["differences"] = [];
  const used = new Set<Claim>();
  // A statement every answer makes word for word is agreed before anything is paired: repeated
  // shapes ("Shelf 3 holds tins.") would otherwise pair with their neighbours and read as differences.
  const said = (c: Claim) => c.fact.toLowerCase().split(SPACES).join(" ").trim();
  if (answers.length > 1)
    for (const claim of claims[0]) {
      const same = claims.slice(1).map((others) => others.find((o) => !used.has(o) && said(o) === said(claim)));
      if (same.some((o) => o === undefined)) continue;
      used.add(claim);
      for (const o of same) used.add(o as Claim);
      agreed.push(claim.fact);
    }
  // Contradictions first: a claim that agrees with one statement of another answer may contradict
  // another of its statements ("in Leeds, 12 km away" / "20 km away, in Leeds").
  for (const [i, list] of claims.entries()) {
    for (const claim of list) {
      if (used.has(claim)) continue;
      const conflicting: { claim: Claim; about: string }[] = [];
      for (const [j, others] of claims.entries()) {
        if (j === i) continue;
        for (const other of others) {
          if (used.has(other) || conflicting.some((c) => c.claim.itemId === other.itemId)) continue;
          const relation = compareClaims(claim, other);
          if (
            relation.kind === "conflict" &&
            !pairedNearer(claim, other, others, (y) => compareClaims(claim, y).kind) &&
            !pairedNearer(other, claim, list, (y) => compareClaims(y, other).kind)
          )
            conflicting.push({ claim: other, about: relation.about });
        }
      }
      if (conflicting.length === 0) continue;
      // Answers that state the claim's own value ("twelve" and "12" against "eleven") stand beside it.
      const siding: Claim[] = [];
      for (const [j, others] of claims.entries()) {
        if (j === i || conflicting.some((c) => c.claim.itemId === answers[j].nodeId)) continue;
        const same =
          others.find((o) => !used.has(o) && compareClaims(claim, o).kind === "agree" && o.values.length > 0) ??
          // Or, worded otherwise, the claim's own value of a slot the others dispute ("Hydra's 8:20 sailing").
          others.find((o) => !used.has(o) && statesOwnValue(o, claim, conflicting[0].claim));
        if (same) siding.push(same);
      }
      used.add(claim);
      for (const c of [...conflicting.map((x) => x.claim), ...siding]) used.add(c);
      const order = (c: Claim) => answers.findIndex((x) => x.nodeId === c.itemId);
      const bySlot = differingSlots(
        [claim, ...siding, ...conflicting.map((c) => c.claim)].sort((x, y) => order(x) - order(y)),
      );
      sharedBeside(claim, [...siding, ...conflicting.map((c) => c.claim)], answers.length, agreed, partial);
      if (bySlot.length > 0) for (const values of bySlot) differences.push({ about: conflicting[0].about, values });
      else
        differences.push({
          about: conflicting[0].about,
          values: [
            { nodeId: claim.itemId, value: valueOf(claim, conflicting[0].claim) },
            ...conflicting.map((c) => ({ nodeId: c.claim.itemId, value: valueOf(c.claim, claim) })),
          ],
        });
    }
  }
  // Answers to one question are about one thing: values of one slot are compared across the answers
  // whatever words frame them ("310 guests" / "Book catering for 301"; "6 pm" / "Departure: 18:00").
  const bySlot = alignSlots(answers, claims, used);
  differences.push(...bySlot.differences);
  agreed.push(...bySlot.agreed);
  partial.push(...bySlot.partial);
  for (const [i, list] of claims.entries()) {
    for (const claim of list) {
      if (used.has(claim)) continue;
      const agreeing: Claim[] = [];
      const conflicting: { claim: Claim; about: string }[] = [];
      for (const [j, others] of claims.entries()) {
        if (j === i) continue;
        for (const other of others) {
          if (used.has(other)) continue;
          const relation = compareClaims(claim, other);
          if (relation.kind === "agree" && !agreeing.some((c) => c.itemId === other.itemId)) agreeing.push(other);
          if (relation.kind === "conflict" && !conflicting.some((c) => c.claim.itemId === other.itemId))
            conflicting.push({ claim: other, about: relation.about });
        }
      }
      if (conflicting.length > 0) {
        const first = conflicting[0];
        used.add(claim);
        for (const c of conflicting) used.add(c.claim);
        differences.push({
          about: first.about,
          values: [
            { nodeId: claim.itemId, value: valueOf(claim, first.claim) },
            ...conflicting.map((c) => ({ nodeId: c.claim.itemId, value: valueOf(c.claim, claim) })),
          ],
        });
      } else if (answers.length > 1 && agreeing.length === answers.length - 1) {
        used.add(claim);
        for (const c of agreeing) used.add(c);
        agreed.push(claim.fact);
      } else {
        used.add(claim);
        for (const c of agreeing) used.add(c);
        partial.push({ text: claim.fact, nodeIds: [answers[i].nodeId, ...agreeing.map((c) => c.itemId)] });
      }
    }
  }
  return { agreed, partial, differences };
}

/**
 * The values a claim on a difference shares with every claim it was compared with ("Six nodes in
 * eu-central-1" / "8 nodes in eu-central-1": the region), listed as agreed when every answer states
 * them, else as partial: a difference in one value of a sentence leaves its other values agreed.
 */
function sharedBeside(
  claim: Claim,
  others: Claim[],
  answers: number,
  agreed: string[],
  partial: FactDiff["partial"],
): void {
  const shared = claim.values.filter((v) =>
    others.every((o) =>
      holds(
        o.values.map((w) => w.key),
        v.key,
      ),
    ),
  );
  if (shared.length === 0) return;
  const text = shared.map((v) => v.text).join(", ");
  const nodeIds = [...new Set([claim.itemId, ...others.map((o) => o.itemId)])];
  if (nodeIds.length === answers) agreed.push(text);
  else partial.push({ text, nodeIds });
}

/** The units a figure is measured in (money, spans, sizes, shares): a figure with another word after it is a count. */
const MEASURES = new Set([
  "money",
  "duration",
  "percent",
  ...Object.values(UNIT_ALIASES),
  ...Object.values(MEASURES_OF).map(([measure]) => measure),
]);

/**
 * The slot a value fills among answers to one question: its kind; a figure's measure ("money",
 * "duration", "percent", "km"), or "count" with the noun it counts ("310 guests": count, guest).
 */
function slotOf(v: ClaimValue): { slot: string; noun: string; key: string } {
  if (v.kind !== "number") return { slot: v.kind, noun: "", key: v.key };
  const unit = v.key.split(":")[1];
  // A count is its figure, whatever word follows it ("14 helpers" = "14 so far").
  return MEASURES.has(unit)
    ? { slot: `number:${unit}`, noun: "", key: v.key }
    : { slot: "count", noun: unit, key: `count:${v.key.split(":").at(-1)}` };
}

/**
 * The fact diff by slot, for the claims no contradiction took (`used`): each answer's values of one
 * slot pooled; the values every answer with the slot states agree, and when two answers or more
 * state others besides, those differ (one difference per slot, each answer's own values). A value
 * one answer adds is silence from the others, not a difference. Counts pair by their noun when two
 * answers name it ("14 volunteers" / "13 volunteers"), else pool ("Fourteen volunteers" / "Thirteen, last I checked").
 * A claim on a difference is taken; one whose values all agree is agreed (or partial) as a whole.
 */
function alignSlots(
  answers: ComparedAnswer[],
  claims: Claim[][],
  used: Set<Claim>,
): Pick<FactDiff, "agreed" | "partial" | "differences"> {
  type Held = { claim: Claim; value: ClaimValue };
  const slots = new Map<string, Held[][]>();
  const nouns = new Map<string, Set<number>>();
  claims.forEach((list, i) => {
    for (const claim of list)
      if (!used.has(claim))
        for (const value of claim.values) {
          const { slot, noun } = slotOf(value);
          if (slot === "count" && noun) nouns.set(noun, (nouns.get(noun) ?? new Set()).add(i));
        }
  });
  claims.forEach((list, i) => {
    for (const claim of list) {
      if (used.has(claim)) continue;
      for (const value of claim.values) {
        const { slot, noun } = slotOf(value);
        const key = slot === "count" && (nouns.get(noun)?.size ?? 0) >= 2 ? `count:${noun}` : slot;
        if (!slots.has(key))
          slots.set(
            key,
            answers.map(() => []),
          );
        slots.get(key)![i].push({ claim, value });
      }
    }
  });
  const differing = new Set<Claim>();
  const out: Pick<FactDiff, "agreed" | "partial" | "differences"> = { agreed: [], partial: [], differences: [] };
  const agreedValues = new Map<Claim, Set<ClaimValue>>();
  for (const held of slots.values()) {
    const stating = held.map((h, i) => ({ h, i })).filter((x) => x.h.length > 0);
    if (stating.length < 2) continue;
    const common = (v: ClaimValue) =>
      stating.every(({ h }) => h.some((x) => sameValue(slotOf(x.value).key, slotOf(v).key)));
    const own = stating.map(({ h, i }) => ({ i, rest: h.filter((x) => !common(x.value)) }));
    for (const { h } of stating)
      for (const x of h)
        if (common(x.value)) agreedValues.set(x.claim, (agreedValues.get(x.claim) ?? new Set()).add(x.value));
    const apart = own.filter((o) => o.rest.length > 0);
    if (apart.length < 2) continue;
    for (const o of apart) for (const x of o.rest) differing.add(x.claim);
    const about = aboutWords(apart.flatMap((o) => o.rest.map((x) => x.claim)));
    out.differences.push({
      about,
      values: apart.map((o) => ({
        nodeId: answers[o.i].nodeId,
        value: [...new Set(o.rest.map((x) => x.value.text))].join(", "),
      })),
    });
  }
  // What agreed, once per value across the answers, as the first answer states it.
  const said: ClaimValue[] = [];
  claims.forEach((list) => {
    for (const claim of list) {
      const values = agreedValues.get(claim);
      if (!values || used.has(claim)) continue;
      const whole = !differing.has(claim) && claim.values.every((v) => values.has(v));
      for (const v of values) {
        const { slot, key } = slotOf(v);
        const same = (w: ClaimValue) => slotOf(w).slot === slot && sameValue(slotOf(w).key, key);
        const holders = claims
          .map((l, j) => (l.some((c) => [...(agreedValues.get(c) ?? [])].some(same)) ? j : -1))
          .filter((j) => j >= 0);
        if (said.some(same)) continue;
        said.push(v);
        const text = whole ? claim.fact : `${aboutWords([claim]) || v.kind}: ${v.text}`;
        if (out.agreed.includes(text) || out.partial.some((p) => p.text === text)) continue;
        if (holders.length === answers.length) out.agreed.push(text);
        else out.partial.push({ text, nodeIds: holders.map((j) => answers[j].nodeId) });
      }
    }
  });
  for (const list of claims)
    for (const claim of list) if (differing.has(claim) || agreedValues.has(claim)) used.add(claim);
  return out;
}

/** The frame words claims share, or the first claim's ("ferry", "guests"). */
function aboutWords(group: Claim[]): string {
  const [first, ...rest] = group;
  const shared = first.frame.filter((w) => rest.every((c) => c.frame.includes(w)) && !LIGHT.has(w));
  const words = shared.length > 0 ? shared : first.frame.filter((w) => !LIGHT.has(w));
  return words
    .slice(0, 4)
    .map((w) => first.frameSurface.get(w) ?? w)
    .join(" ");
}

/**
 * The facts of `content` a settled merge conflict overruled: each clause (as {@link Claim.fact})
 * that contradicts one of the `winners` (the statements kept). A fact that agrees, or is about
 * something else, stays. In the order `content` states them.
 *
 * @example supersededFacts("The budget is 40k and the launch is on 7 March.", ["The launch is on 14 March."]) // ["the launch is on 7 March."]
 */
export function supersededFacts(content: string, winners: readonly string[]): string[] {
  if (winners.length === 0) return [];
  const key = `${winners.join("\u0000")}\u0001${content}`;
  const cached = SUPERSEDED_CACHE.get(key);
  if (cached) return cached;
  const kept = winners.flatMap((w) => claimsOf([{ id: "w", role: "user", content: w }]));
  // Only sentences sharing a word with a kept statement can contradict it: the rest is not read.
  const words = new Set(kept.flatMap((k) => contentTokens(k.text).map((t) => t.term)));
  const near = splitSentences(content.slice(0, SUPERSEDED_READ_CHARS))
    .filter((sentence) => contentTokens(sentence).some((t) => words.has(t.term)))
    .join(" ");
  const out: string[] = [];
  for (const claim of claimsOf([{ id: "c", role: "user", content: near }]))
    if (kept.some((k) => compareClaims(claim, k).kind === "conflict") && !out.includes(claim.fact))
      out.push(claim.fact);
  if (SUPERSEDED_CACHE.size >= 256) SUPERSEDED_CACHE.delete(SUPERSEDED_CACHE.keys().next().value!);
  SUPERSEDED_CACHE.set(key, out);
  return out;
}

/**
 * Statements (the condensed notes') with each fact once, at its latest: a fact a later message
 * states again (the same values, however written) or with another value (a conflict) is cut from
 * the earlier statement, with the word that joined it ({@link withoutFacts}); a statement left
 * without a fact goes. Sentences of one message are a list, not updates of each other: only later
 * messages overrule. Open questions and statements without a claim stay as they are.
 *
 * @example latestFacts([{ text: "The budget is 40k and the launch is on 7 March.", source: 0 }, { text: "The launch moved to 14 March.", source: 1 }])
 * // [{ text: "The budget is 40k.", source: 0 }, { text: "The launch moved to 14 March.", source: 1 }]
 */
export function latestFacts<T extends { text: string; source: number }>(statements: readonly T[]): T[] {
  const claims = statements.map((s) => claimsOf([{ id: String(s.source), role: "user", content: s.text }]));
  // Only claims that share a word of their frame or a value are compared.
  const cues = claims.map((list) => new Set(list.flatMap((c) => [...c.frame, ...c.values.map((v) => v.key)])));
  const cut = statements.map(() => new Set<Claim>());
  // Bounded work: the latest statements are compared first, with the nearest earlier ones first,
  // until LATEST_FACTS_COMPARISONS pairs of statements and of claims were looked at (what is left keeps
  // its repeats): a window of thousands of messages costs no more than a short one.
  let budget = LATEST_FACTS_COMPARISONS;
  for (let i = statements.length - 1; i > 0 && budget > 0; i--)
    for (let j = i - 1; j >= 0 && budget > 0; j--) {
      budget--; // every pair of statements looked at counts, compared or not
      if (statements[j].source === statements[i].source || ![...cues[j]].some((w) => cues[i].has(w))) continue;
      for (const earlier of claims[j]) {
        if (cut[j].has(earlier) || budget <= 0) continue;
        const overruled = claims[i].some((later) => {
          budget--;
          // About one subject: the words of one claim are all words of the other ("the launch is on 7
          // March" / "the launch moved to 14 March"; not "the billing service's port" / "the gateway's port").
          if (!nested(earlier, later)) return false;
          // A thing named by its number ("gate 5", "meeting number 12") is another subject, and a
          // restatement changes one thing: two values that differ are two subjects ("Service 1 runs
          // on node-101" / "Service 3 runs on node-103").
          if (differingSlots([earlier, later]).length >= 2) return false;
          const numbered = (c: Claim) => c.values.filter((v) => v.numbered).map((v) => v.key);
          if (numbered(earlier).some((k) => !numbered(later).includes(k)) && numbered(later).length > 0) return false;
          const relation = compareClaims(earlier, later);
          if (relation.kind === "conflict") return true;
          // The same fact said again: the same values on both sides.
          const keys = (c: Claim) => c.values.map((v) => v.key);
          return (
            relation.kind === "agree" &&
            earlier.values.length > 0 &&
            earlier.values.every((v) => holds(keys(later), v.key)) &&
            later.values.every((v) => holds(keys(earlier), v.key))
          );
        });
        if (overruled) cut[j].add(earlier);
      }
    }
  return statements.flatMap((s, i) => {
    if (cut[i].size === 0) return [s];
    if (cut[i].size === claims[i].length) return [];
    const text = withoutFacts(
      s.text,
      [...cut[i]].map((c) => c.fact),
    );
    return text === "" ? [] : [{ ...s, text }];
  });
}

/** How many pairs of claims {@link latestFacts} compares at most (a few hundred milliseconds). */
export const LATEST_FACTS_COMPARISONS = 4000;

/** Whether the topical words of one claim are (nearly) all words of the other: all, or all but one of three or more. */
function nested(a: Claim, b: Claim): boolean {
  const topical = (c: Claim) => c.frame.filter((w) => !LIGHT.has(w));
  const [ta, tb] = [topical(a), topical(b)];
  if (ta.length === 0 || tb.length === 0) return false;
  const shared = ta.filter((w) => tb.includes(w)).length;
  const fewer = Math.min(ta.length, tb.length);
  return shared === fewer || (fewer >= 3 && shared >= fewer - 1);
}

/** The head of a message {@link supersededFacts} reads: as much as the merge's conflict check read (its `conflictSample`). */
export const SUPERSEDED_READ_CHARS = 20_000;

/** What {@link supersededFacts} found, by winners and content: every load of a window asks again. */
const SUPERSEDED_CACHE = new Map<string, string[]>();

/**
 * `content` without the `facts` it states (each as {@link supersededFacts} gives it), the
 * conjunction or comma that joined a fact to the rest of its sentence going with it.
 */
export function withoutFacts(content: string, facts: readonly string[]): string {
  let out = content;
  for (const fact of facts) {
    let core = fact.trimEnd();
    while (core !== "" && ".!?".includes(core.at(-1)!)) core = core.slice(0, -1);
    const at = out.indexOf(core);
    if (at < 0 || core === "") continue;
    const before = out.slice(0, at);
    const after = out.slice(at + core.length);
    // "X and <fact>." -> "X."; "<fact> and Y." -> "Y."; "<fact>." alone -> "".
    const joinBefore = JOINERS.find((j) => before.toLowerCase().endsWith(j));
    const joinAfter = JOINERS.find((j) => after.toLowerCase().startsWith(j));
    if (joinBefore) out = before.slice(0, before.length - joinBefore.length) + after;
    else if (joinAfter) {
      const rest = after.slice(joinAfter.length);
      out = before + rest.charAt(0).toUpperCase() + rest.slice(1);
    } else out = before + after.slice(".!?".includes(after.charAt(0)) ? 1 : 0).trimStart();
  }
  return out.trim();
}

/** What joins a fact to the rest of its sentence, longest first. */
const JOINERS = [", and ", ", but ", "; and ", " and ", " but ", " while ", " whereas ", ", ", "; "];
