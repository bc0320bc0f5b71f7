import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r21 (eval/real/questions.ts) and nothing else: its documents (Vim's and
 * CUPS's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r21 question looked up with the suite's `containsKey` in those products' text, and each
 * absent question's likely answer looked for where it would be written (it must not be there). No
 * answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r21-keys.ts          # r21's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r21-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Eight probes for the seven absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The directive's entry states no default (the scheduler's is 200, which the manual never says).
  { product: "cups", from: "#### LogDebugHistory", to: "####", not: /default|200/i, about: "LogDebugHistory default" },
  { product: "cups", not: /(?<![\w.])2\.4\.3\b/, about: "CUPS 2.4.3 released" },
  {
    product: "cups",
    from: "cups (2.4.2-3+deb12u4)",
    to: "\ncups (",
    not: /CVE-/,
    about: "CVE of cups 2.4.2-3+deb12u4",
  },
  // client.conf's entry names the values and states no default (nor does the encryption page's default policy).
  { product: "cups", from: "#### DigestOptions None", to: "####", not: /default/i, about: "DigestOptions default" },
  {
    product: "cups",
    from: "The default policy is:",
    to: "```\n\n",
    not: /DigestOptions/,
    about: "DigestOptions in the default policy",
  },
  { product: "vim", not: /Vim (version )?9\.1\b/i, about: "Vim 9.1 released" },
  { product: "vim", from: "9.0.0005", to: "\n", not: /CVE-/, about: "CVE of patch 9.0.0005" },
  {
    product: "vim",
    from: "vim (2:9.0.1378-2+deb12u2)",
    to: "\nvim (",
    not: /Closes/,
    about: "bug closed by 2:9.0.1378-2+deb12u2",
  },
];

void checkBatchKeys({
  batch: "r21",
  products: { vim: ["vim-doc"], cups: ["cups-server-common", "cups-common"] },
  probes: ABSENT_PROBES,
});
