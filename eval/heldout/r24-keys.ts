import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r24 (eval/real/questions.ts) and nothing else: its documents (BorgBackup's and
 * BIRD's, fetched with apt as the suite fetches them) read as the import reads them, every key of every
 * r24 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r24-keys.ts          # r24's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r24-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Thirteen probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The change log begins with 1.2.4; Debian's changelog with 1.2.4-1.
  { product: "borg", not: /(?<![\w.])1\.2\.5\b/, about: "Borg 1.2.5 released" },
  {
    product: "borg",
    from: "## Version 1.2.4 (",
    to: "## Version 1.2.3 (",
    not: /CVE-|security fix for/i,
    about: "CVE fixed in Borg 1.2.4 (its change log section)",
  },
  {
    product: "borg",
    from: "borgbackup (1.2.4-1)",
    to: "\nborgbackup (",
    not: /CVE-/,
    about: "CVE fixed in Borg 1.2.4 (Debian's 1.2.4-1)",
  },
  // No such option in 1.2.4's create page, general page or change log.
  { product: "borg", not: /files-changed/i, about: "borg create --files-changed default" },
  {
    product: "borg",
    from: "borgbackup (1.2.4-1)",
    to: "\nborgbackup (",
    not: /closes|#\d{5,}/i,
    about: "bug closed by borgbackup 1.2.4-1",
  },
  // Borg's documents never name restic (nor BIRD's).
  { product: "borg", not: /restic/i, about: "restic's default pack size (Borg's text)" },
  { product: "bird", not: /restic/i, about: "restic's default pack size (BIRD's text)" },
  // The NEWS begins with 2.0.12; Debian's changelog with 2.0.12-7.
  { product: "bird", not: /(?<![\w.])2\.0\.13\b/, about: "BIRD 2.0.13 released" },
  // BIRD's documents name no CVE at all (so none for 2.0.10 either).
  { product: "bird", not: /CVE-/, about: "CVE fixed in BIRD 2.0.10 (no CVE anywhere)" },
  {
    product: "bird",
    from: "bird2 (2.0.9-2)",
    to: "\nbird2 (",
    not: /report|thank/i,
    about: "reporter of the Babel bug patched in bird2 2.0.9-2",
  },
  {
    product: "bird",
    from: "#### dead count num",
    to: "#### dead num",
    not: /default|\d/i,
    about: "OSPF dead count default (the guide's entry)",
  },
  // Nor on any line of the prose naming it (the example configuration's "dead count 8;" is no default).
  { product: "bird", not: /dead count[^\n;]*default/i, about: "OSPF dead count default (any line naming it)" },
  // BIRD's documents never name FRRouting.
  { product: "bird", not: /\bFRR\b|frrouting/i, about: "FRRouting bgpd's default hold time" },
];

void checkBatchKeys({
  batch: "r24",
  products: { borg: ["borgbackup-doc"], bird: ["bird2-doc", "bird2"] },
  probes: ABSENT_PROBES,
});
