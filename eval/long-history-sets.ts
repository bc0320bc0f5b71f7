import type { LongHistoryCase } from "./long-history-cases";
import { LONG_HISTORY_BLIND } from "./heldout/long-history-blind";
import { LONG_HISTORY_BLIND_2 } from "./heldout/long-history-blind-2";
import { LONG_HISTORY_BLIND_3 } from "./heldout/long-history-blind-3";
import { LONG_HISTORY_BLIND_4 } from "./heldout/long-history-blind-4";
import { LONG_HISTORY_BLIND_5 } from "./heldout/long-history-blind-5";
import { LONG_HISTORY_BLIND_6 } from "./heldout/long-history-blind-6";
import { LONG_HISTORY_BLIND_7 } from "./heldout/long-history-blind-7";
import { LONG_HISTORY_BLIND_8 } from "./heldout/long-history-blind-8";
import { LONG_HISTORY_BLIND_9 } from "./heldout/long-history-blind-9";
import { LONG_HISTORY_BLIND_10 } from "./heldout/long-history-blind-10";
import { LONG_HISTORY_BLIND_11 } from "./heldout/long-history-blind-11";
import { LONG_HISTORY_BLIND_12 } from "./heldout/long-history-blind-12";
import { LONG_HISTORY_BLIND_13 } from "./heldout/long-history-blind-13";
import { LONG_HISTORY_BLIND_14 } from "./heldout/long-history-blind-14";
import { LONG_HISTORY_BLIND_15 } from "./heldout/long-history-blind-15";
import { LONG_HISTORY_BLIND_16 } from "./heldout/long-history-blind-16";
import { LONG_HISTORY_BLIND_17 } from "./heldout/long-history-blind-17";
import { LONG_HISTORY_BLIND_18 } from "./heldout/long-history-blind-18";
import { LONG_HISTORY_BLIND_19 } from "./heldout/long-history-blind-19";
import { LONG_HISTORY_BLIND_20 } from "./heldout/long-history-blind-20";
import { LONG_HISTORY_BLIND_21 } from "./heldout/long-history-blind-21";
import { LONG_HISTORY_BLIND_22 } from "./heldout/long-history-blind-22";
import { LONG_HISTORY_BLIND_23 } from "./heldout/long-history-blind-23";
import { LONG_HISTORY_BLIND_24 } from "./heldout/long-history-blind-24";
import { LONG_HISTORY_PARAPHRASED } from "./long-history-paraphrased";
import { LONG_HISTORY_UPDATES_DEV } from "./long-history-updates-dev";
import { LONG_HISTORY_TRAIN } from "./long-history-train";

/**
 * The long-history conversations beyond the team's six (eval/long-history-cases.ts), in the order
 * the chat suite runs them: the sets written blind (eval/heldout/long-history-blind.ts to
 * -blind-24.ts), then the developer's (the team's asked in other words, eval/long-history-paraphrased.ts;
 * with their updates reworded, eval/long-history-updates-dev.ts; a helper's conversations with
 * reworded updates among look-alike sentences that update nothing, eval/long-history-train.ts).
 */
export const LONG_HISTORY_SETS: readonly (readonly [name: string, cases: LongHistoryCase[]])[] = [
  ["blind", LONG_HISTORY_BLIND],
  ["blind 2", LONG_HISTORY_BLIND_2],
  ["blind 3", LONG_HISTORY_BLIND_3],
  ["blind 4", LONG_HISTORY_BLIND_4],
  ["blind 5", LONG_HISTORY_BLIND_5],
  ["blind 6", LONG_HISTORY_BLIND_6],
  ["blind 7", LONG_HISTORY_BLIND_7],
  ["blind 8", LONG_HISTORY_BLIND_8],
  ["blind 9", LONG_HISTORY_BLIND_9],
  ["blind 10", LONG_HISTORY_BLIND_10],
  ["blind 11", LONG_HISTORY_BLIND_11],
  ["blind 12", LONG_HISTORY_BLIND_12],
  ["blind 13", LONG_HISTORY_BLIND_13],
  ["blind 14", LONG_HISTORY_BLIND_14],
  ["blind 15", LONG_HISTORY_BLIND_15],
  ["blind 16", LONG_HISTORY_BLIND_16],
  ["blind 17", LONG_HISTORY_BLIND_17],
  ["blind 18", LONG_HISTORY_BLIND_18],
  ["blind 19", LONG_HISTORY_BLIND_19],
  ["blind 20", LONG_HISTORY_BLIND_20],
  ["blind 21", LONG_HISTORY_BLIND_21],
  ["blind 22", LONG_HISTORY_BLIND_22],
  ["blind 23", LONG_HISTORY_BLIND_23],
  ["blind 24", LONG_HISTORY_BLIND_24],
  ["paraphrased (dev)", LONG_HISTORY_PARAPHRASED],
  ["updates reworded (dev)", LONG_HISTORY_UPDATES_DEV],
  ["look-alikes (dev)", LONG_HISTORY_TRAIN],
];
