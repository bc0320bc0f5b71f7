import { createRandom } from "../bench/corpus";

/**
 * The evaluation's conversations, generated from a seed: facts stated by the user in many shapes
 * (names, numbers, dates, identifiers, decisions, commitments), some updated later ("... is now
 * X"), between acknowledgements, the offline engine's own replies and filler. Each fact has a
 * question and its latest value.
 */

export type ChatFact = { question: string; value: string; stale?: string };
export type ChatMessage = { role: "user" | "assistant"; content: string };

const FIRST = ["Dana", "Yusuf", "Marta", "Kofi", "Ines", "Pavel", "Leona", "Arjun", "Greta", "Tobias", "Noor", "Emil"];
const LAST = ["Ruiz", "Adeyemi", "Kowalski", "Lindgren", "Baptiste", "Moretti", "Haskins", "Nakamura", "Sandoval", "Whitlock"];
const CITIES = ["Lisbon", "Porto", "Tallinn", "Ghent", "Bergen", "Lyon", "Graz", "Turku", "Malmo", "Bilbao"];
const VENDORS = ["Arclight Systems", "Brightwater Labs", "Cedarline Networks", "Driftwood Data", "Emberfield Security", "Fogbank Hosting"];
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

type Template = { make: (r: ReturnType<typeof createRandom>) => { say: (v: string) => string; ask: string; value: () => string } };

const person = (r: ReturnType<typeof createRandom>) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

const TEMPLATES: Template[] = [
  { make: (r) => { const env = r.pick(["staging", "demo", "sandbox", "preview"]); return { say: (v) => `The ${env} password is ${v}.`, ask: `What is the ${env} password?`, value: () => `${r.pick(WORDS)}-${r.int(1000, 9999)}` }; } },
  { make: (r) => { const v = r.pick(VENDORS); return { say: (x) => `Our contact at ${v} is ${x}.`, ask: `Who is our contact at ${v}?`, value: () => person(r) }; } },
  { make: (r) => { const t = r.pick(TOPICS); return { say: (x) => `${x} owns the ${t} migration.`, ask: `Who owns the ${t} migration?`, value: () => person(r) }; } },
  { make: (r) => { const t = r.pick(TOPICS); return { say: (x) => `Ticket ${x} tracks the ${t} cleanup.`, ask: `Which ticket tracks the ${t} cleanup?`, value: () => `${r.pick(["OPS", "PLAT", "SEC"])}-${r.int(1000, 9999)}` }; } },
  { make: (r) => { const t = r.pick(TOPICS); return { say: (x) => `The ${t} service listens on port ${x}.`, ask: `Which port does the ${t} service listen on?`, value: () => String(r.int(2000, 9999)) }; } },
  { make: (r) => { const c = r.pick(COMPONENTS); return { say: (x) => `We decided to use ${x} for the ${c}.`, ask: `What did we decide to use for the ${c}?`, value: () => r.pick(TECH) }; } },
  { make: (r) => { const t = r.pick(TOPICS); return { say: (x) => `The ${t} review is in ${x}.`, ask: `Where is the ${t} review?`, value: () => r.pick(CITIES) }; } },
  { make: (r) => { const t = r.pick(TOPICS); return { say: (x) => `The ${t} launch is on ${x}.`, ask: `When is the ${t} launch?`, value: () => `${r.int(1, 28)} ${r.pick(MONTHS)} 2026` }; } },
  { make: (r) => { const t = r.pick(TOPICS); return { say: (x) => `The budget for the ${t} project is ${x}.`, ask: `What is the budget for the ${t} project?`, value: () => `€${r.int(10, 99)},${r.int(100, 999)}` }; } },
];

/** A span of `facts` facts (a quarter of them updated later in the span) among acknowledgements and filler. */
export function generateSpan(seed: number, facts = 6): { messages: ChatMessage[]; facts: ChatFact[] } {
  const r = createRandom(seed);
  const used = new Set<string>();
  const planned: { say: (v: string) => string; ask: string; value: string; update?: string }[] = [];
  for (const t of r.shuffle(TEMPLATES)) {
    if (planned.length >= facts) break;
    const f = t.make(r);
    if (used.has(f.ask)) continue;
    used.add(f.ask);
    const value = f.value();
    let update: string | undefined;
    if (r.next() < 0.25) for (let i = 0; i < 5 && (!update || update === value); i++) update = f.value();
    planned.push({ say: f.say, ask: f.ask, value, update });
  }
  const messages: ChatMessage[] = [];
  const exchange = (user: string) => {
    messages.push({ role: "user", content: user });
    messages.push({ role: "assistant", content: r.pick(ASSISTANT_ACKS) });
  };
  for (const p of planned) {
    exchange(r.next() < 0.5 ? `${p.say(p.value)} ${r.pick(ACKS)}` : p.say(p.value));
    if (r.next() < 0.4) exchange(r.pick(FILLER));
  }
  for (const p of planned) if (p.update) exchange(`Update: ${p.say(p.update).replace(/ is /, " is now ")}`);
  exchange(r.pick(ACKS));
  return { messages, facts: planned.map((p) => ({ question: p.ask, value: p.update ?? p.value, ...(p.update ? { stale: p.value } : {}) })) };
}

/**
 * A long conversation of `turns` exchanges: facts stated in the first fifth, a third of them
 * updated around the middle, asked in the last tenth; filler everywhere else.
 */
export function generateLongChat(seed: number, turns = 500, factCount = 24): { turns: { user: string; fact?: ChatFact }[] } {
  const r = createRandom(seed);
  const states: string[] = [];
  const updates: string[] = [];
  const facts: ChatFact[] = [];
  const asks = new Set<string>();
  for (let k = 0; facts.length < factCount && k < 50; k++) {
    const span = generateSpan(seed * 7 + k, TEMPLATES.length);
    span.facts.forEach((fact) => {
      if (asks.has(fact.question) || facts.length >= factCount) return;
      asks.add(fact.question);
      facts.push(fact);
      const said = span.messages.filter((m) => m.role === "user" && m.content.includes(fact.stale ?? fact.value) && !/^Update:/.test(m.content));
      states.push(said[0]?.content ?? "");
      if (fact.stale) updates.push(span.messages.find((m) => /^Update:/.test(m.content) && m.content.includes(fact.value))?.content ?? "");
    });
  }
  const out: { user: string; fact?: ChatFact }[] = Array.from({ length: turns }, () => ({ user: fillerTurn(r) }));
  states.forEach((m, i) => (out[Math.floor((i * turns) / 5 / Math.max(1, states.length))] = { user: m }));
  updates.forEach((m, i) => (out[Math.floor(turns / 2) + i * 3] = { user: m }));
  const askFrom = turns - Math.floor(turns / 10);
  facts.forEach((fact, i) => (out[Math.min(turns - 1, askFrom + Math.floor((i * (turns - askFrom)) / facts.length))] = { user: fact.question, fact }));
  return { turns: out };
}

function fillerTurn(r: ReturnType<typeof createRandom>): string {
  const more = ["the standup ran long.", "I need more coffee.", "nothing else new today.", "the build is green again.", "the new intern starts soon.", "the office plants need water."];
  return `${r.pick(FILLER)} ${r.pick(FILLER)} Also, ${r.pick(more)} ${r.pick(ACKS)}`;
}

/** An assistant's reply to a turn that asks nothing. */
export function fillerReply(seed: number): string {
  const r = createRandom(seed);
  return `${r.pick(ASSISTANT_ACKS)} ${r.pick(["I can help plan the week if you like.", "Tell me if you want a summary later.", "Nothing else needs doing right now."])}`;
}
