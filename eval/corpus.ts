import { createRandom } from "@/bench/corpus";

/**
 * The evaluation's knowledge corpus, generated from a seed so that nobody tunes an engine to one
 * text: a project history of change requests (facts as header fields), service inventories
 * (markdown tables), incident reports (identifiers asked by id), release notes whose dates are
 * updated in a later document, project briefs split over two documents, and meeting chatter with
 * acknowledgements and filler. Questions cover every shape, plus questions whose answer is in no
 * document (the engine must abstain). Its vocabulary is its own (not the bench's).
 */

export type EvalDoc = { id: string; title: string; text: string };
export type QuestionKind = "field" | "table" | "identifier" | "updated" | "two-docs" | "absent";
export type EvalQuestion = {
  kind: QuestionKind;
  question: string;
  /** Every value the answer must contain; empty for an absent answer (must abstain). */
  expected: string[];
  /** Values the answer must not contain (an updated fact's old value). */
  stale?: string[];
};
export type EvalCorpus = { seed: number; docs: EvalDoc[]; questions: EvalQuestion[]; chars: number };

const FIRST = [
  "Dana",
  "Yusuf",
  "Marta",
  "Kofi",
  "Ines",
  "Pavel",
  "Leona",
  "Arjun",
  "Greta",
  "Tobias",
  "Noor",
  "Emil",
  "Saskia",
  "Idris",
  "Linnea",
  "Hugo",
];
const LAST = [
  "Ruiz",
  "Adeyemi",
  "Kowalski",
  "Lindgren",
  "Baptiste",
  "Moretti",
  "Haskins",
  "Nakamura",
  "Oyelaran",
  "Sandoval",
  "Whitlock",
  "Fenwick",
];
const SYLL = ["ka", "lo", "mi", "ra", "ven", "tor", "sil", "bar", "nex", "qui", "dal", "mor", "zen", "fa", "ro", "ti"];
const PROJ = ["OPS", "PLAT", "SEC", "DATA", "WEB", "INFRA"];
const REGIONS = ["eu-west-1", "eu-central-2", "us-east-1", "ap-south-1", "us-west-2", "eu-north-1"];
const CAUSES = [
  "an expired certificate",
  "a full disk",
  "a bad feature flag",
  "a DNS misconfiguration",
  "a leaked connection pool",
  "a runaway cron job",
];
const VENDORS = [
  "Arclight Systems",
  "Brightwater Labs",
  "Cedarline Networks",
  "Driftwood Data",
  "Emberfield Security",
  "Fogbank Hosting",
];
const STATUSES = ["Approved", "In review", "Scheduled", "Blocked"];
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
const TOPICS = [
  "the dashboards",
  "the on-call rota",
  "the quarterly planning",
  "the hiring pipeline",
  "the office move",
  "the design review",
  "the test flakiness",
  "the vendor onboarding",
];
const FILLER = [
  "{P} said {T} looked fine this week and nobody raised concerns.",
  "We spent a while on {T}; no decision yet, it comes back next week.",
  "Thanks everyone for joining, and sorry again for the late start.",
  "{P} will share slides about {T} after the call.",
  "Sounds good. Ok, moving on.",
  "The {S} service came up briefly in the context of {T}, but only as an example.",
  "Quick reminder that the wiki page on {T} is out of date.",
  "{P} asked whether {T} affects the {S} service; the answer was probably not.",
  "Great, thanks. Let's keep it short today.",
  "People agreed that {T} deserves a proper write-up at some point.",
  "There was some back and forth about naming, which we parked.",
  "{P} and {P2} will pair on {T} when they have time.",
];

/** Generate the corpus of `seed`: about `docs` documents (default 80). */
export function generateEvalCorpus(seed: number, opts: { docs?: number } = {}): EvalCorpus {
  const r = createRandom(seed);
  const target = opts.docs ?? 80;
  const used = new Set<string>();
  const fresh = (make: () => string): string => {
    for (;;) {
      const v = make();
      if (!used.has(v)) return (used.add(v), v);
    }
  };
  const person = () => `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const service = () => fresh(() => cap(`${r.pick(SYLL)}${r.pick(SYLL)}${r.pick(SYLL)}`));
  const date = () => `${r.int(1, 28)} ${r.pick(MONTHS)} 2026`;
  const services = Array.from({ length: 30 }, service);
  const filler = (n: number) =>
    Array.from({ length: n }, () =>
      r
        .pick(FILLER)
        .replace(/\{(\w+)\}/g, (_, k: string) =>
          k === "P" || k === "P2" ? person() : k === "T" ? r.pick(TOPICS) : r.pick(services),
        ),
    ).join(" ");
  const paragraphs = (chars: number) => {
    const out: string[] = [];
    let length = 0;
    while (length < chars) {
      const p = filler(r.int(3, 6));
      out.push(p);
      length += p.length + 2;
    }
    return out.join("\n\n");
  };

  type Planned = { early: EvalDoc[]; late: EvalDoc[] };
  const docs: Planned = { early: [], late: [] };
  const questions: EvalQuestion[] = [];
  let n = 0;
  const doc = (title: string, body: string, late = false) => {
    const d = { id: `doc-${String(++n).padStart(3, "0")}`, title, text: `# ${title}\n\n${body}` };
    (late ? docs.late : docs.early).push(d);
  };

  const per = Math.max(1, Math.round(target / 8));
  // Change requests: facts as header fields, asked by the request's id.
  for (let i = 0; i < per; i++) {
    const cr = fresh(() => `CR-${r.int(1000, 9999)}`);
    const owner = person();
    const ticket = fresh(() => `${r.pick(PROJ)}-${r.int(1000, 9999)}`);
    const when = fresh(date);
    const svc = r.pick(services);
    const header = r
      .shuffle([
        `Owner: ${owner}`,
        `Ticket: ${ticket}`,
        `Status: ${r.pick(STATUSES)}`,
        `Target date: ${when}`,
        `Service: ${svc}`,
      ])
      .join("\n");
    doc(
      `Change request ${cr}: ${r.pick(["rotate keys", "resize the cluster", "move the queue", "upgrade the runtime", "split the database"])} for ${svc}`,
      `${header}\n\n${paragraphs(r.int(2500, 4500))}`,
    );
    const ask = r.int(0, 2);
    if (ask === 0)
      questions.push({
        kind: "field",
        question: r.pick([`Who owns change request ${cr}?`, `Who is the owner of ${cr}?`]),
        expected: [owner],
      });
    if (ask === 1)
      questions.push({
        kind: "field",
        question: r.pick([`Which ticket tracks ${cr}?`, `What is the ticket for change request ${cr}?`]),
        expected: [ticket],
      });
    if (ask === 2)
      questions.push({
        kind: "field",
        question: r.pick([`What is the target date of ${cr}?`, `When is change request ${cr} due?`]),
        expected: [when],
      });
  }
  // Service inventories: facts in markdown tables.
  for (let i = 0; i < per; i++) {
    const rows = r
      .shuffle(services)
      .slice(0, 5)
      .map((svc) => ({ svc, region: r.pick(REGIONS), port: fresh(() => String(r.int(2000, 9999))), oncall: person() }));
    const table = [
      "| Service | Region | Port | On-call |",
      "| --- | --- | --- | --- |",
      ...rows.map((x) => `| ${x.svc} | ${x.region} | ${x.port} | ${x.oncall} |`),
    ].join("\n");
    doc(
      `Service inventory ${i + 1}`,
      `${paragraphs(r.int(800, 1500))}\n\n${table}\n\n${paragraphs(r.int(1500, 2500))}`,
    );
    const row = r.pick(rows);
    questions.push(
      r.next() < 0.5
        ? {
            kind: "table",
            question: r.pick([
              `Which port does ${row.svc} listen on in inventory ${i + 1}?`,
              `What port is listed for ${row.svc} in service inventory ${i + 1}?`,
            ]),
            expected: [row.port],
          }
        : {
            kind: "table",
            question: `Who is on call for ${row.svc} in service inventory ${i + 1}?`,
            expected: [row.oncall],
          },
    );
  }
  // Incident reports: identifiers stated in sentences, asked by the incident's id.
  for (let i = 0; i < per; i++) {
    const inc = fresh(() => `INC-${r.int(10000, 99999)}`);
    const host = fresh(
      () =>
        `${r.pick(["db", "web", "mq", "cache"])}-${r.pick(["eu", "us", "ap"])}-${String(r.int(1, 99)).padStart(2, "0")}`,
    );
    const cause = r.pick(CAUSES);
    const body = `${paragraphs(r.int(1200, 2000))}\n\n${r.pick([`During ${inc} the failing host was ${host}.`, `The host that failed in ${inc} was ${host}.`])} The root cause was ${cause}.\n\n${paragraphs(r.int(1200, 2200))}`;
    doc(`Incident report ${inc}`, body);
    questions.push({
      kind: "identifier",
      question: r.pick([`Which host failed during ${inc}?`, `What was the failing host in ${inc}?`]),
      expected: [host],
    });
  }
  // Releases: a date stated early and updated in a later document.
  for (let i = 0; i < per; i++) {
    const rel = fresh(() => `R${r.int(10, 99)}.${r.int(0, 9)}`);
    const first = fresh(date);
    const second = fresh(date);
    doc(
      `Release plan ${rel}`,
      `${paragraphs(r.int(1500, 2500))}\n\nThe code freeze for release ${rel} is on ${first}.\n\n${paragraphs(r.int(800, 1500))}`,
    );
    doc(
      `Status update, week ${i + 1}`,
      `${paragraphs(r.int(1000, 2000))}\n\n${r.pick([`Update: the code freeze for release ${rel} is now on ${second}.`, `The code freeze for release ${rel} moved; it is now on ${second}.`])}\n\n${paragraphs(r.int(600, 1200))}`,
      true,
    );
    questions.push({
      kind: "updated",
      question: r.pick([
        `When is the code freeze for release ${rel}?`,
        `What is the code freeze date of release ${rel}?`,
      ]),
      expected: [second],
      stale: [first],
    });
  }
  // Projects: two facts in two documents, asked together.
  for (let i = 0; i < per; i++) {
    const project = fresh(() => cap(`${r.pick(SYLL)}${r.pick(SYLL)}`));
    const budget = fresh(() => `€${r.int(10, 99)},${r.int(100, 999)}`);
    const vendor = r.pick(VENDORS);
    doc(
      `Project ${project} brief`,
      `${paragraphs(r.int(1200, 2000))}\n\nThe budget of project ${project} is ${budget}.\n\n${paragraphs(r.int(800, 1400))}`,
    );
    doc(
      `Vendor notes ${i + 1}`,
      `${paragraphs(r.int(1000, 1800))}\n\nThe vendor for project ${project} is ${vendor}.\n\n${paragraphs(r.int(600, 1200))}`,
      true,
    );
    questions.push({
      kind: "two-docs",
      question: `What are the budget and the vendor of project ${project}?`,
      expected: [budget, vendor],
    });
  }
  // Meetings: chatter only.
  while (docs.early.length + docs.late.length < target) {
    doc(`Meeting notes ${docs.early.length + docs.late.length + 1}`, paragraphs(r.int(3000, 5000)), r.next() < 0.5);
  }
  // Absent answers: the same shapes about ids, services and releases that no document has.
  for (let i = 0; i < per; i++) {
    const cr = fresh(() => `CR-${r.int(1000, 9999)}`);
    const inc = fresh(() => `INC-${r.int(10000, 99999)}`);
    const rel = fresh(() => `R${r.int(10, 99)}.${r.int(0, 9)}`);
    questions.push(
      r.pick([
        { kind: "absent" as const, question: `Who owns change request ${cr}?`, expected: [] },
        { kind: "absent" as const, question: `Which host failed during ${inc}?`, expected: [] },
        { kind: "absent" as const, question: `When is the code freeze for release ${rel}?`, expected: [] },
      ]),
    );
  }
  const all = [...r.shuffle(docs.early), ...r.shuffle(docs.late)];
  return { seed, docs: all, questions: r.shuffle(questions), chars: all.reduce((a, d) => a + d.text.length, 0) };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
