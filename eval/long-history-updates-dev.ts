/**
 * A development set for updates written in other words (issue 36, "Long histories"): the team's six
 * conversations (./long-history-cases.ts), each twice, with the mid-way update rewritten by the
 * engine's developer as people write one (a new word for the thing, the change implied rather than
 * said, the old value not repeated) and the updated fact asked in other words again
 * (./long-history-paraphrased.ts). Written to tune against: the blind sets (eval/heldout/) score
 * what is chosen here. Only the updated fact differs from the team's cases; the report's "updated"
 * line is what this set measures.
 */
import { LONG_HISTORY_PARAPHRASED } from "./long-history-paraphrased";
import type { LongHistoryCase } from "./long-history-cases";

/** Two updates in other words per conversation, keyed by the updated fact's new value. */
const UPDATES: Record<string, [string, string]> = {
  "9 September": [
    "The internet company phoned, their technician can only make it on 9 September.",
    "Bad news on the wifi install: it got pushed back a week, to 9 September.",
  ],
  "Hotel Vatnajokull": [
    "We cancelled that booking; our first seven nights are at the Hotel Vatnajokull.",
    "The travel agent swapped our accommodation for the opening week to the Hotel Vatnajokull.",
  ],
  "La Vie en Rose": [
    "We'll open the dancing with La Vie en Rose after all.",
    "Our opening dance is going to be to La Vie en Rose, we decided last night.",
  ],
  "19 May": [
    "Marketing pushed the release for the public back to 19 May.",
    "We won't go live for everyone until 19 May.",
  ],
  "Monday the 9th": [
    "The garden centre rang, the compost drop-off will be Monday the 9th instead.",
    "They can't bring the soil on Friday, so it comes on Monday the 9th.",
  ],
  Fridays: [
    "The pool redid its timetable, so her lessons there are on Fridays from now on.",
    "Her swim class switched days, it's Fridays now.",
  ],
};

export const LONG_HISTORY_UPDATES_DEV: LongHistoryCase[] = LONG_HISTORY_PARAPHRASED.flatMap((c) =>
  UPDATES[c.updated.now].map((update, k) => ({
    ...c,
    name: `${c.name} (update ${k + 1})`,
    updated: { ...c.updated, update },
  })),
);
