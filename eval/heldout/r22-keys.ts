import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r22 (eval/real/questions.ts) and nothing else: its documents (Knot DNS's and
 * fetchmail's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r22 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r22-keys.ts          # r22's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r22-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Twelve probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The NEWS begins with 3.2.6; Debian's changelog too.
  { product: "knot", not: /(?<![\w.])3\.2\.7\b/, about: "Knot DNS 3.2.7 released" },
  {
    product: "knot",
    from: "Knot DNS 3.2.6 (",
    to: "Knot DNS 3.2.5 (",
    not: /CVE-|security/i,
    about: "CVE fixed in Knot DNS 3.2.6",
  },
  {
    product: "knot",
    from: "generated catalog zone not updated upon server reload",
    to: "\n",
    not: /thanks|report/i,
    about: "reporter of Knot issue #834",
  },
  { product: "knot", from: "knot (3.2.6-1)", to: "\nknot (", not: /closes/i, about: "bug closed by knot 3.2.6-1" },
  // No such option in 3.2's reference (nor anywhere in the product's text).
  { product: "knot", not: /tcp-backlog/i, about: "Knot tcp-backlog default" },
  { product: "fetchmail", not: /(?<![\w.])6\.4\.38\b/, about: "fetchmail 6.4.38 released" },
  {
    product: "fetchmail",
    from: "fetchmail-6.4.34 (released",
    to: "------",
    not: /CVE-/,
    about: "CVE of the softbounce fix in 6.4.34 (NEWS)",
  },
  {
    product: "fetchmail",
    from: "fetchmail (6.4.34-1)",
    to: "\nfetchmail (",
    not: /CVE-/,
    about: "CVE of the softbounce fix in 6.4.34 (Debian)",
  },
  {
    product: "fetchmail",
    from: "fetchmail (6.4.35-1)",
    to: "\nfetchmail (",
    not: /closes/i,
    about: "bug closed by fetchmail 6.4.35-1",
  },
  {
    product: "fetchmail",
    from: "fetchmail-6.4.36 (released",
    to: "------",
    not: /\bde:|German/i,
    about: "German translator of fetchmail 6.4.36",
  },
  {
    product: "fetchmail",
    from: "fetchmail-6.4.30 (released",
    to: "------",
    not: /CVE-/,
    about: "CVE behind fetchmail 6.4.30's wolfSSL minimum (NEWS)",
  },
  {
    product: "fetchmail",
    from: "fetchmail (6.4.30-1)",
    to: "\nfetchmail (",
    not: /CVE-/,
    about: "CVE behind fetchmail 6.4.30's wolfSSL minimum (Debian)",
  },
];

void checkBatchKeys({
  batch: "r22",
  products: { knot: ["knot-doc"], fetchmail: ["fetchmail"] },
  probes: ABSENT_PROBES,
});
