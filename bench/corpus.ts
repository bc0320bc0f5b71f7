import {
  FACTS,
  FEATURES,
  FILLERS,
  FLOWERS,
  OWNERS,
  PEOPLE,
  REGIONS,
  SYSTEMS,
  VENDORS,
  WORDS,
  type FactTemplate,
  type System,
} from "./corpus-data";

/**
 * A deterministic synthetic project history ("Project Osprey"): about 90 documents and 500,000
 * characters of tickets, meeting notes, design documents, incident reports and retrospectives, in
 * date order. Each document carries one planted fact about its main system, and each fact has a
 * question that names the system and the attribute but not the value.
 */

export type CorpusDoc = { id: string; kind: DocKind; title: string; date: string; text: string };
export type CorpusQuestion = { docId: string; question: string; expected: string; fact: string };
export type Corpus = { docs: CorpusDoc[]; questions: CorpusQuestion[]; chars: number };
type DocKind = "ticket" | "meeting" | "design" | "incident" | "retro";

/** Small, fast, seedable PRNG (mulberry32). */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const shuffle = <T>(xs: readonly T[]): T[] => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}
type Random = ReturnType<typeof createRandom>;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const SURNAMES = ["Lindqvist", "Alvarez", "Karimi", "Brandt", "Tanaka", "Farouk", "Costa", "Volkova"];
const ADJECTIVES = ["Silver", "Quiet", "Northern", "Amber", "Velvet", "Hidden", "Early", "Copper", "Misty", "Golden"];
const KINDS: DocKind[] = ["ticket", "meeting", "design", "incident", "retro"];
const TARGET: Record<DocKind, [number, number]> = {
  ticket: [2500, 3600],
  meeting: [4400, 5900],
  design: [5300, 7200],
  incident: [4000, 5200],
  retro: [3300, 4400],
};

const the = (s: System) => `the ${s.name} ${s.kind}`;
const pad = (n: number, w: number) => String(n).padStart(w, "0");
const hex = (r: Random, n: number) => Array.from({ length: n }, () => "0123456789abcdef"[r.int(0, 15)]).join("");

/** A fresh value for a fact template, never used before in this corpus. */
function valueFor(r: Random, id: string, s: System, used: Set<string>): string {
  for (;;) {
    const v = makeValue(r, id, s);
    if (!used.has(v)) return (used.add(v), v);
  }
}
function makeValue(r: Random, id: string, s: System): string {
  switch (id) {
    case "rollback":
      return `${r.pick(WORDS)}-${r.int(1000, 9999)}`;
    case "stagingdb":
      return `pg-stg-${s.code}-${pad(r.int(1, 99), 2)}.osprey.internal`;
    case "pool":
      return String(r.int(150, 480));
    case "backup":
      return `s3://osprey-bkp-${s.code}-${r.int(1000, 9999)}`;
    case "phone":
      return `+44 20 7946 0${r.int(100, 999)}`;
    case "cert":
      return `${r.int(1, 28)} ${r.pick(MONTHS)} 2025`;
    case "ratelimit":
      return `${r.int(1, 9)},${r.int(100, 999)}`;
    case "account":
      return `svc-${s.code}-deploy-${pad(r.int(1, 99), 2)}`;
    case "codename":
      return `${r.pick(ADJECTIVES)} ${r.pick(FLOWERS)}`;
    case "kms":
      return `alias/osp-${s.code}-kms-${pad(r.int(1, 99), 2)}`;
    case "contract":
      return `€${r.int(12, 96)},${r.int(100, 999)}`;
    case "owner":
      return `${r.pick(OWNERS)} ${r.pick(SURNAMES)}`;
    case "latency":
      return String(r.int(120, 900));
    case "window":
      return `0${r.int(0, 5)}:${pad(r.int(0, 11) * 5, 2)}`;
    case "errorcode":
      return `E-${r.int(1000, 9999)}`;
    case "dr":
      return `${r.pick(REGIONS)}-${r.int(1, 9)}`;
    case "commit":
      return hex(r, 7);
    case "license":
      return `LIC-${hex(r, 4).toUpperCase()}-${hex(r, 4).toUpperCase()}`;
    case "dlq":
      return `dlq.${s.code}.failed.${pad(r.int(1, 99), 2)}`;
    case "flag":
      return `osp_ff_${s.code}_${pad(r.int(1, 99), 2)}`;
    default:
      throw new Error(`no value for ${id}`);
  }
}

/** Fill a template's placeholders; {S} is the document's main system unless told otherwise. */
function fill(r: Random, t: string, ctx: { main: System; date: string; slots?: Record<string, string> }): string {
  const other = () => r.pick(SYSTEMS.filter((s) => s !== ctx.main));
  const system = r.next() < 0.7 ? ctx.main : other();
  return t.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (ctx.slots?.[k] !== undefined) return ctx.slots[k];
    switch (k) {
      case "S":
        return the(system);
      case "S2":
        return the(other());
      case "P":
      case "P2":
        return r.pick(PEOPLE);
      case "N":
        return String(r.int(1200, 9800));
      case "PCT":
        return `${r.int(2, 97)}%`;
      case "VER":
        return `${r.int(1, 4)}.${r.int(0, 20)}.${r.int(0, 9)}`;
      case "SMALL":
        return String(r.int(2, 60));
      case "D":
        return dateNear(r, ctx.date);
      case "T":
        return `OSP-${r.int(100, 999)}`;
      case "X":
        return r.pick(VENDORS);
      case "F":
        return r.pick(FEATURES);
      case "MONEY":
        return `€${r.int(2, 40)},${r.int(100, 999)}`;
      case "MONTH":
        return r.pick(MONTHS);
      default:
        return k;
    }
  });
}

function dateNear(r: Random, iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + r.int(-20, 20));
  return d.toISOString().slice(0, 10);
}

/** The skeleton of one document: title, header lines and section headings, by kind. */
function skeleton(
  r: Random,
  kind: DocKind,
  s: System,
  date: string,
  n: number,
): { title: string; header: string[]; sections: string[] } {
  const f = r.pick(FEATURES);
  switch (kind) {
    case "ticket":
      return {
        title: `OSP-${n}: ${r.pick(["Fix", "Investigate", "Improve", "Document"])} ${f} in ${the(s)}`,
        header: [
          `Status: ${r.pick(["In progress", "Done", "In review", "Selected for development"])}`,
          `Assignee: ${r.pick(PEOPLE)}`,
          `Reporter: ${r.pick(PEOPLE)}`,
          `Created: ${date}`,
        ],
        sections: ["Description", "Steps to reproduce", "Comments"],
      };
    case "meeting":
      return {
        title: `Meeting notes: ${s.name} ${r.pick(["weekly sync", "planning", "architecture review", "status review"])} (${date})`,
        header: [`Attendees: ${r.shuffle(PEOPLE).slice(0, 5).join(", ")}`],
        sections: ["Updates", `Discussion: ${f}`, "Decisions", "Action items"],
      };
    case "design":
      return {
        title: `Design document: ${f} for ${the(s)}`,
        header: [`Author: ${r.pick(PEOPLE)}`, `Date: ${date}`],
        sections: ["Context", "Goals", "Proposal", "Alternatives considered", "Risks", "Rollout plan"],
      };
    case "incident":
      return {
        title: `Incident report: ${the(s)} degradation on ${date}`,
        header: [`Severity: SEV-${r.int(1, 3)}`, `Incident commander: ${r.pick(PEOPLE)}`],
        sections: ["Summary", "Timeline", "Root cause", "Impact", "Follow-ups"],
      };
    case "retro":
      return {
        title: `Sprint ${n % 40} retrospective: ${s.name} team`,
        header: [`Facilitator: ${r.pick(PEOPLE)}`, `Date: ${date}`],
        sections: ["What went well", "What did not go well", "Actions"],
      };
  }
}

/** One document of about `target` characters with `planted` (if any) and `decoys` inside its body. */
function makeDoc(
  r: Random,
  kind: DocKind,
  main: System,
  date: string,
  n: number,
  target: number,
  planted?: string,
  decoys: string[] = [],
): { title: string; text: string } {
  const { title, header, sections } = skeleton(r, kind, main, date, n);
  const ctx = { main, date };
  const bodies: string[][] = sections.map(() => []);
  const mentionCount = r.int(4, 6);
  let length = title.length + header.join("\n").length + sections.join("\n").length;
  let i = 0;
  while (length < target) {
    const section = i++ % sections.length;
    const paragraph = Array.from({ length: r.int(3, 6) }, () => sentence(fill(r, r.pick(FILLERS), ctx)));
    bodies[section].push(paragraph.join(" "));
    length += paragraph.join(" ").length + 2;
  }
  // Distractors: sentences sharing a question's words, without any value.
  for (let m = 0; m < mentionCount; m++) {
    const t: FactTemplate = r.pick(FACTS);
    const mention = sentence(
      fill(r, r.pick(t.mentions), { ...ctx, slots: { S: the(r.next() < 0.5 ? main : r.pick(SYSTEMS)) } }),
    );
    insertSentence(r, bodies[r.int(0, sections.length - 1)], mention);
  }
  for (const decoy of decoys) insertSentence(r, bodies[r.int(0, sections.length - 1)], decoy);
  if (planted) insertSentence(r, bodies[r.int(0, sections.length - 1)], planted);

  const listy = new Set([
    "Steps to reproduce",
    "Comments",
    "Timeline",
    "Decisions",
    "Action items",
    "Actions",
    "What went well",
    "What did not go well",
    "Follow-ups",
  ]);
  const parts = [`# ${title}`, header.join("\n")];
  sections.forEach((heading, k) => {
    const paras = bodies[k].length > 0 ? bodies[k] : [sentence(fill(r, r.pick(FILLERS), ctx))];
    const body = listy.has(heading)
      ? paras.map((p) =>
          p
            .split(/(?<=\.) /)
            .map((x) => `- ${x}`)
            .join("\n"),
        )
      : paras;
    parts.push(`## ${heading}`, ...body);
  });
  return { title, text: parts.join("\n\n") };
}

/** Sentence case: fillers may start with "the Kestrel cluster ...". */
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function insertSentence(r: Random, paragraphs: string[], sentence: string): void {
  if (paragraphs.length === 0) return void paragraphs.push(sentence);
  const k = r.int(0, paragraphs.length - 1);
  const sentences = paragraphs[k].split(/(?<=\.) /);
  sentences.splice(r.int(1, sentences.length), 0, sentence);
  paragraphs[k] = sentences.join(" ");
}

/**
 * The corpus for `seed` (same seed, same corpus). `count` documents in date order through 2024.
 *
 * @example const { docs, questions } = generateCorpus(); // 90 docs, ~500,000 chars, 90 questions
 */
export function generateCorpus(seed = 20240604, count = 90): Corpus {
  const r = createRandom(seed);
  const used = new Set<string>();
  const usedPairs = new Set<string>();
  const docs: CorpusDoc[] = [];
  const questions: CorpusQuestion[] = [];
  const mains = r.shuffle(Array.from({ length: count }, (_, i) => SYSTEMS[i % SYSTEMS.length]));
  // The asked facts first, so that decoys can avoid their (attribute, system) pairs.
  const asked = mains.map((main) => {
    const template = r.shuffle(FACTS).find((t) => !usedPairs.has(`${t.id}:${main.code}`)) as FactTemplate;
    usedPairs.add(`${template.id}:${main.code}`);
    return template;
  });
  // Decoys: the same kinds of fact about other pairs, never asked; restated with the same value.
  const decoyPairs = FACTS.flatMap((t) => SYSTEMS.map((sys) => ({ t, sys }))).filter(
    (p) => !usedPairs.has(`${p.t.id}:${p.sys.code}`),
  );
  const decoyText = new Map<string, string>();
  const decoy = (date: string) => {
    const { t, sys } = r.pick(decoyPairs);
    const key = `${t.id}:${sys.code}`;
    if (!decoyText.has(key)) {
      const slots = {
        S: the(sys),
        V: valueFor(r, t.id, sys, used),
        P: r.pick(PEOPLE),
        F: r.pick(FEATURES),
        X: r.pick(VENDORS),
      };
      decoyText.set(key, sentence(fill(r, t.fact, { main: sys, date, slots })));
    }
    return decoyText.get(key) as string;
  };
  mains.forEach((main, i) => {
    const date = new Date(Date.UTC(2024, 0, 8) + Math.floor((i * 350) / count) * 86_400_000).toISOString().slice(0, 10);
    const kind = KINDS[(i * 7 + r.int(0, 4)) % KINDS.length];
    const template = asked[i];
    const value = valueFor(r, template.id, main, used);
    const slots = { S: the(main), V: value, P: r.pick(PEOPLE), F: r.pick(FEATURES), X: r.pick(VENDORS) };
    const fact = sentence(fill(r, template.fact, { main, date, slots }));
    const id = `doc-${pad(i + 1, 3)}`;
    const [lo, hi] = TARGET[kind];
    const decoys = Array.from({ length: r.int(2, 3) }, () => decoy(date));
    const doc = makeDoc(r, kind, main, date, 100 + i * 7, r.int(lo, hi), fact, decoys);
    docs.push({ id, kind, date, ...doc });
    questions.push({ docId: id, question: fill(r, template.question, { main, date, slots }), expected: value, fact });
  });
  return { docs, questions, chars: docs.reduce((a, d) => a + d.text.length, 0) };
}

/** One more document of at most `maxChars` (default 5,000), for the append figure. No planted fact. */
export function generateAppendDoc(seed = 7, maxChars = 5000): CorpusDoc {
  const r = createRandom(seed);
  const main = r.pick(SYSTEMS);
  let doc = makeDoc(r, "retro", main, "2024-12-30", 999, maxChars - 600);
  while (doc.text.length > maxChars) doc = { ...doc, text: doc.text.slice(0, doc.text.lastIndexOf("\n\n")) };
  return { id: "doc-append", kind: "retro", date: "2024-12-30", ...doc };
}
