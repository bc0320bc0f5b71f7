import { createRandom } from "@/bench/corpus";

/**
 * The evaluation's conversations, generated from a seed: facts stated by the user in many shapes
 * (names, numbers, dates, identifiers, decisions, commitments, a small table), some updated later
 * in varied words ("... is now X", "moved to", "changed from X to Y", "no longer", "instead of", a
 * new version of the table), between acknowledgements, the offline engine's own replies and
 * filler. Each fact has a question and its latest value.
 */

export type ChatFact = { question: string; value: string; stale?: string };
export type ChatMessage = { role: "user" | "assistant"; content: string };

const FIRST = ["Dana", "Yusuf", "Marta", "Kofi", "Ines", "Pavel", "Leona", "Arjun", "Greta", "Tobias", "Noor", "Emil"];
const LAST = [
  "Ruiz",
  "Adeyemi",
  "Kowalski",
  "Lindgren",
  "Baptiste",
  "Moretti",
  "Haskins",
  "Nakamura",
  "Sandoval",
  "Whitlock",
];
const CITIES = ["Lisbon", "Porto", "Tallinn", "Ghent", "Bergen", "Lyon", "Graz", "Turku", "Malmo", "Bilbao"];
const VENDORS = [
  "Arclight Systems",
  "Brightwater Labs",
  "Cedarline Networks",
  "Driftwood Data",
  "Emberfield Security",
  "Fogbank Hosting",
];
const TECH = ["Postgres", "Kafka", "Redis", "ClickHouse", "SQLite", "NATS", "Temporal", "Elasticsearch"];
const WORDS = ["AMBER", "COBALT", "SAFFRON", "JUNIPER", "ONYX", "TEAL", "RUSSET", "IVORY"];
const TOPICS = ["billing", "search", "onboarding", "payments", "reporting", "notifications", "exports", "audit"];
const COMPONENTS = ["event bus", "session store", "analytics store", "job queue", "cache layer", "audit log"];
const MONTHS = ["March", "April", "May", "June", "September", "October"];
const ACKS = ["Thanks!", "Great, thanks.", "Ok.", "Sounds good.", "Perfect.", "Got it, thank you."];
const ASSISTANT_ACKS = [
  "Noted. I'll keep this in this branch's context for later questions.",
  "Got it. Happy to help!",
  "Understood. Let me know if there is anything else.",
  "Sure thing.",
];
const FILLER = [
  "Let's also keep an eye on the dashboards this week.",
  "I had a long day, the weather was awful.",
  "We talked about the team lunch again but nothing came of it.",
  "The design review went fine overall, nothing to report.",
  "Remind me to stretch after this call.",
];

type Random = ReturnType<typeof createRandom>;
/** A fact shape: how it is said, asked and valued, and the ways its update may be phrased. */
type Template = {
  make: (r: Random) => {
    say: (v: string) => string;
    ask: string;
    value: () => string;
    update?: ((now: string, was: string) => string)[];
  };
};

const person = (r: Random) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
/** "Update: the X is now Y": the one update shape every template has (when it says " is "). */
const isNow = (say: (v: string) => string) => (now: string) => `Update: ${say(now).replace(/ is /, " is now ")}`;

const TEMPLATES: Template[] = [
  {
    make: (r) => {
      const env = r.pick(["staging", "demo", "sandbox", "preview"]);
      const say = (v: string) => `The ${env} password is ${v}.`;
      return {
        say,
        ask: `What is the ${env} password?`,
        value: () => `${r.pick(WORDS)}-${r.int(1000, 9999)}`,
        update: [
          isNow(say),
          (now, was) => `The ${env} password changed from ${was} to ${now}.`,
          (now) => `We rotated the ${env} password; the ${env} password is now ${now}.`,
        ],
      };
    },
  },
  {
    make: (r) => {
      const v = r.pick(VENDORS);
      const say = (x: string) => `Our contact at ${v} is ${x}.`;
      return {
        say,
        ask: `Who is our contact at ${v}?`,
        value: () => person(r),
        update: [
          isNow(say),
          (now, was) => `${was} is no longer our contact at ${v}; our contact at ${v} is ${now} now.`,
        ],
      };
    },
  },
  {
    make: (r) => {
      const t = r.pick(TOPICS);
      const say = (x: string) => `${x} owns the ${t} migration.`;
      return {
        say,
        ask: `Who owns the ${t} migration?`,
        value: () => person(r),
        update: [
          (now) => `Update: ${say(now)}`,
          (now, was) => `${was} no longer owns the ${t} migration; ${now} owns the ${t} migration now.`,
          (now) => `Change of plan: ${now} owns the ${t} migration from today.`,
        ],
      };
    },
  },
  {
    make: (r) => {
      const t = r.pick(TOPICS);
      const say = (x: string) => `Ticket ${x} tracks the ${t} cleanup.`;
      return {
        say,
        ask: `Which ticket tracks the ${t} cleanup?`,
        value: () => `${r.pick(["OPS", "PLAT", "SEC"])}-${r.int(1000, 9999)}`,
        update: [
          (now) => `Update: ${say(now)}`,
          (now, was) => `The ${t} cleanup is now tracked by ticket ${now} instead of ${was}.`,
        ],
      };
    },
  },
  {
    make: (r) => {
      const t = r.pick(TOPICS);
      const say = (x: string) => `The ${t} service listens on port ${x}.`;
      return {
        say,
        ask: `Which port does the ${t} service listen on?`,
        value: () => String(r.int(2000, 9999)),
        update: [
          (now) => `Update: ${say(now)}`,
          (now) => `We moved the ${t} service to port ${now}; it listens there from now on.`,
        ],
      };
    },
  },
  {
    make: (r) => {
      const c = r.pick(COMPONENTS);
      const say = (x: string) => `We decided to use ${x} for the ${c}.`;
      return {
        say,
        ask: `What did we decide to use for the ${c}?`,
        value: () => r.pick(TECH),
        update: [
          (now) => `Update: ${say(now)}`,
          (now, was) => `We changed our minds: we decided to use ${now} for the ${c} instead of ${was}.`,
        ],
      };
    },
  },
  {
    make: (r) => {
      const t = r.pick(TOPICS);
      const say = (x: string) => `The ${t} review is in ${x}.`;
      return {
        say,
        ask: `Where is the ${t} review?`,
        value: () => r.pick(CITIES),
        update: [isNow(say), (now) => `The ${t} review moved to ${now}.`],
      };
    },
  },
  {
    make: (r) => {
      const t = r.pick(TOPICS);
      const say = (x: string) => `The ${t} launch is on ${x}.`;
      return {
        say,
        ask: `When is the ${t} launch?`,
        value: () => `${r.int(1, 28)} ${r.pick(MONTHS)} 2026`,
        update: [
          isNow(say),
          (now, was) => `The ${t} launch moved from ${was} to ${now}.`,
          (now) => `Heads up: the ${t} launch slipped, the ${t} launch is now on ${now}.`,
        ],
      };
    },
  },
  {
    make: (r) => {
      const t = r.pick(TOPICS);
      const say = (x: string) => `The budget for the ${t} project is ${x}.`;
      return {
        say,
        ask: `What is the budget for the ${t} project?`,
        value: () => `€${r.int(10, 99)},${r.int(100, 999)}`,
        update: [isNow(say), (now, was) => `The budget for the ${t} project changed from ${was} to ${now}.`],
      };
    },
  },
  // A table, updated later by a new version of the table.
  {
    make: (r) => {
      // The other row names a gateway no question asks about, so it never states a second value of an asked fact.
      const t = r.pick(TOPICS);
      const other = r.pick(["internal", "partner", "mobile", "admin", "legacy"]);
      const otherPort = String(r.int(2000, 9999));
      const table = (v: string, o: string) => `| Gateway | Port |\n| --- | --- |\n| ${t} | ${v} |\n| ${other} | ${o} |`;
      const say = (v: string) => `Here is the gateway table:\n\n${table(v, otherPort)}`;
      return {
        say,
        ask: `Which port does the ${t} gateway use?`,
        value: () => String(r.int(2000, 9999)),
        update: [(now) => `Updated gateway table:\n\n${table(now, otherPort)}`],
      };
    },
  },
];

/** A planned fact of a span: what is said, what updates it (if anything), how it is asked. */
type Planned = { ask: string; value: string; statement: string; update?: { value: string; statement: string } };

/** A span of `facts` facts (a quarter of them updated later in the span) among acknowledgements and filler. */
export function generateSpan(seed: number, facts = 6): { messages: ChatMessage[]; facts: ChatFact[] } {
  const { messages, planned } = planSpan(seed, facts);
  return { messages, facts: planned.map(toFact) };
}

function toFact(p: Planned): ChatFact {
  return { question: p.ask, value: p.update?.value ?? p.value, ...(p.update ? { stale: p.value } : {}) };
}

function planSpan(seed: number, facts: number): { messages: ChatMessage[]; planned: Planned[] } {
  const r = createRandom(seed);
  const used = new Set<string>();
  const planned: Planned[] = [];
  for (const t of r.shuffle(TEMPLATES)) {
    if (planned.length >= facts) break;
    const f = t.make(r);
    if (used.has(f.ask)) continue;
    used.add(f.ask);
    const value = f.value();
    let update: Planned["update"];
    if (r.next() < 0.25) {
      let next = f.value();
      for (let i = 0; i < 5 && next === value; i++) next = f.value();
      const phrase = r.pick(f.update ?? [isNow(f.say)]);
      if (next !== value) update = { value: next, statement: phrase(next, value) };
    }
    planned.push({ ask: f.ask, value, statement: f.say(value), update });
  }
  const messages: ChatMessage[] = [];
  const exchange = (user: string) => {
    messages.push({ role: "user", content: user });
    messages.push({ role: "assistant", content: r.pick(ASSISTANT_ACKS) });
  };
  for (const p of planned) {
    exchange(r.next() < 0.5 ? `${p.statement} ${r.pick(ACKS)}` : p.statement);
    if (r.next() < 0.4) exchange(r.pick(FILLER));
  }
  for (const p of planned) if (p.update) exchange(p.update.statement);
  exchange(r.pick(ACKS));
  return { messages, planned };
}

/**
 * A long conversation of `turns` exchanges: facts stated in the first fifth, a third of them
 * updated around the middle, asked in the last tenth; filler everywhere else.
 */
export function generateLongChat(
  seed: number,
  turns = 500,
  factCount = 24,
): { turns: { user: string; fact?: ChatFact }[] } {
  const r = createRandom(seed);
  const states: string[] = [];
  const updates: string[] = [];
  const facts: ChatFact[] = [];
  const asks = new Set<string>();
  for (let k = 0; facts.length < factCount && k < 50; k++) {
    const span = planSpan(seed * 7 + k, TEMPLATES.length);
    for (const p of span.planned) {
      if (asks.has(p.ask) || facts.length >= factCount) continue;
      asks.add(p.ask);
      facts.push(toFact(p));
      states.push(p.statement);
      if (p.update) updates.push(p.update.statement);
    }
  }
  const out: { user: string; fact?: ChatFact }[] = Array.from({ length: turns }, () => ({ user: fillerTurn(r) }));
  states.forEach((m, i) => (out[Math.floor((i * turns) / 5 / Math.max(1, states.length))] = { user: m }));
  updates.forEach((m, i) => (out[Math.floor(turns / 2) + i * 3] = { user: m }));
  const askFrom = turns - Math.floor(turns / 10);
  facts.forEach(
    (fact, i) =>
      (out[Math.min(turns - 1, askFrom + Math.floor((i * (turns - askFrom)) / facts.length))] = {
        user: fact.question,
        fact,
      }),
  );
  return { turns: out };
}

function fillerTurn(r: ReturnType<typeof createRandom>): string {
  const more = [
    "the standup ran long.",
    "I need more coffee.",
    "nothing else new today.",
    "the build is green again.",
    "the new intern starts soon.",
    "the office plants need water.",
  ];
  return `${r.pick(FILLER)} ${r.pick(FILLER)} Also, ${r.pick(more)} ${r.pick(ACKS)}`;
}

/** An assistant's reply to a turn that asks nothing. */
export function fillerReply(seed: number): string {
  const r = createRandom(seed);
  return `${r.pick(ASSISTANT_ACKS)} ${r.pick(["I can help plan the week if you like.", "Tell me if you want a summary later.", "Nothing else needs doing right now."])}`;
}
