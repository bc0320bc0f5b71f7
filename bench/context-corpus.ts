import { createRandom } from "./corpus";
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
  type System,
} from "./corpus-data";

/**
 * A deterministic synthetic chat for the context bench: `turns` user/assistant exchanges about
 * the systems of "Project Osprey", one topic (system) at a time for ~25 turns; facts planted by
 * the user in the first 50 turns and asked about in the last 50. Fillers and distractor
 * "mentions" share the questions' words without their values.
 */

export type ChatTurn = {
  user: string;
  assistant: string;
  /** For a question turn: the planted value the prompt should carry. */
  expected?: string;
  /** For a planting turn: the fact. */
  fact?: string;
};

const the = (s: System) => `the ${s.name} ${s.kind}`;
const pad = (n: number) => String(n).padStart(2, "0");
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
// Fact kinds whose values are easy to tell apart in a prompt.
const KINDS = [
  "rollback",
  "pool",
  "phone",
  "ratelimit",
  "account",
  "codename",
  "errorcode",
  "dr",
  "license",
  "dlq",
  "latency",
  "owner",
];

export function generateChat(opts: { turns?: number; facts?: number; seed?: number } = {}): ChatTurn[] {
  const turnsCount = opts.turns ?? 500;
  const factCount = opts.facts ?? 25;
  const r = createRandom(opts.seed ?? 4242);
  const topicOf = (turn: number) => SYSTEMS[Math.floor(turn / 25) % SYSTEMS.length];
  const fill = (t: string, main: System, slots: Record<string, string> = {}) =>
    sentence(
      t.replace(/\{(\w+)\}/g, (_, k: string) => {
        if (slots[k] !== undefined) return slots[k];
        switch (k) {
          case "S":
            return the(r.next() < 0.75 ? main : r.pick(SYSTEMS));
          case "S2":
            return the(r.pick(SYSTEMS.filter((s) => s !== main)));
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
            return `2024-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
          case "T":
            return `OSP-${r.int(100, 999)}`;
          case "X":
            return r.pick(VENDORS);
          case "F":
            return r.pick(FEATURES);
          case "MONEY":
            return `€${r.int(2, 40)},${r.int(100, 999)}`;
          case "MONTH":
            return r.pick(["March", "June", "September", "November"]);
          default:
            return k;
        }
      }),
    );
  const fillers = (main: System, n: number) => Array.from({ length: n }, () => fill(r.pick(FILLERS), main)).join(" ");

  // Planted facts: distinct (kind, system) pairs, each about the topic of its turn.
  const planted: { turn: number; fact: string; question: string; value: string }[] = [];
  const used = new Set<string>();
  for (let i = 0; i < factCount; i++) {
    const turn = Math.floor((i * 50) / factCount) + 1;
    const main = i % 2 === 0 ? topicOf(turn) : SYSTEMS[(i * 5) % SYSTEMS.length];
    let template = FACTS.find((t) => t.id === KINDS[i % KINDS.length])!;
    if (used.has(`${template.id}:${main.code}`))
      template = FACTS.find((t) => !used.has(`${t.id}:${main.code}`) && KINDS.includes(t.id))!;
    used.add(`${template.id}:${main.code}`);
    const value = valueFor(r, template.id, main, i);
    const slots = { S: the(main), V: value, P: r.pick(PEOPLE), F: r.pick(FEATURES), X: r.pick(VENDORS) };
    planted.push({
      turn,
      fact: fill(template.fact, main, slots),
      question: fill(template.question, main, slots),
      value,
    });
  }
  const asks = new Map(planted.map((p, i) => [turnsCount - 50 + Math.floor((i * 50) / factCount) + 1, p]));
  const plants = new Map(planted.map((p) => [p.turn, p]));

  return Array.from({ length: turnsCount }, (_, turn): ChatTurn => {
    const main = topicOf(turn);
    const plant = plants.get(turn);
    if (plant)
      return {
        user: `For the record: ${plant.fact} ${fillers(main, 1)}`,
        assistant: `Noted. ${fillers(main, 2)}`,
        fact: plant.fact,
      };
    const ask = asks.get(turn);
    if (ask) return { user: ask.question, assistant: fillers(main, 2), expected: ask.value };
    const t = r.pick(FACTS);
    const mention = r.next() < 0.3 ? ` ${fill(r.pick(t.mentions), main)}` : "";
    return { user: `${fillers(main, r.int(1, 2))}${mention}`, assistant: fillers(main, r.int(2, 4)) };
  });
}

function valueFor(r: ReturnType<typeof createRandom>, id: string, s: System, i: number): string {
  switch (id) {
    case "rollback":
      return `${WORDS[i % WORDS.length]}-${r.int(1000, 9999)}`;
    case "pool":
      return String(r.int(150, 480));
    case "phone":
      return `+44 20 7946 0${r.int(100, 999)}`;
    case "ratelimit":
      return `${r.int(1, 9)},${r.int(100, 999)}`;
    case "account":
      return `svc-${s.code}-deploy-${pad(r.int(1, 99))}`;
    case "codename":
      return `${r.pick(["Silver", "Quiet", "Copper", "Misty"])} ${r.pick(FLOWERS)}`;
    case "errorcode":
      return `E-${r.int(1000, 9999)}`;
    case "dr":
      return `${r.pick(REGIONS)}-${r.int(1, 9)}`;
    case "license":
      return `LIC-${r.int(1000, 9999)}-${r.int(1000, 9999)}`;
    case "dlq":
      return `dlq.${s.code}.failed.${pad(r.int(1, 99))}`;
    case "latency":
      return String(r.int(120, 900));
    default:
      return `${r.pick(OWNERS)} ${r.pick(["Lindqvist", "Alvarez", "Karimi", "Brandt"])}`;
  }
}
