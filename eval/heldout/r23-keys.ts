import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r23 (eval/real/questions.ts) and nothing else: its documents (pgBackRest's and
 * stunnel's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r23 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r23-keys.ts          # r23's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r23-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Thirteen probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The release notes begin with v2.45; Debian's changelog with 2.45-1.
  { product: "pgbackrest", not: /(?<![\w.])v?2\.46\b/, about: "pgBackRest 2.46 released" },
  // No such option in 2.45's reference, user guide or release notes.
  { product: "pgbackrest", not: /storage-class|storage class/i, about: "pgBackRest repo-s3-storage-class default" },
  // pgBackRest's documents name no CVE at all (so none for 2.38 either).
  { product: "pgbackrest", not: /CVE-/, about: "CVE fixed in pgBackRest 2.38 (no CVE anywhere)" },
  {
    product: "pgbackrest",
    from: "v2.38 Release Notes",
    to: "v2.37 Release Notes",
    not: /CVE|security/i,
    about: "CVE fixed in pgBackRest 2.38 (its notes)",
  },
  {
    product: "pgbackrest",
    from: "Fix protocol error on short read of remote file.",
    to: "\n",
    not: /report/i,
    about: "reporter of the short-read protocol error fixed in 2.42",
  },
  {
    product: "pgbackrest",
    from: "pgbackrest (2.45-1)",
    to: "\npgbackrest (",
    not: /closes|#\d{5,}/i,
    about: "bug closed by pgbackrest 2.45-1",
  },
  // The NEWS begins with 5.68; Debian's changelog with 3:5.68-2+deb12u1.
  { product: "stunnel", not: /(?<![\w.])5\.69\b/, about: "stunnel 5.69 released" },
  {
    product: "stunnel",
    from: "### Version 5.68,",
    to: "### Version 5.67,",
    not: /CVE-/,
    about: "CVE fixed in stunnel 5.68 (NEWS)",
  },
  {
    product: "stunnel",
    from: "stunnel4 (3:5.68-1)",
    to: "\nstunnel4 (",
    not: /CVE-/,
    about: "CVE fixed in stunnel 5.68 (Debian's 3:5.68-1)",
  },
  {
    product: "stunnel",
    from: "### TIMEOUTidle",
    to: "### transparent",
    not: /default|\d/i,
    about: "stunnel TIMEOUTidle default (the manual's entry)",
  },
  // Nor anywhere else in stunnel's text (the NEWS gives TIMEOUTconnect's default, never TIMEOUTidle's).
  { product: "stunnel", not: /TIMEOUTidle[^\n]*\d/i, about: "stunnel TIMEOUTidle default (any line naming it)" },
  {
    product: "stunnel",
    from: "stunnel4 (3:5.68-1)",
    to: "\nstunnel4 (",
    not: /closes|#\d{5,}/i,
    about: "bug closed by stunnel4 3:5.68-1",
  },
  {
    product: "stunnel",
    from: "### Version 5.68,",
    to: "### Version 5.67,",
    not: /thx|report|thanks/i,
    about: "reporter of the EWOULDBLOCK errors fixed in stunnel 5.68",
  },
];

void checkBatchKeys({
  batch: "r23",
  products: { pgbackrest: ["pgbackrest-doc"], stunnel: ["stunnel4"] },
  probes: ABSENT_PROBES,
});
