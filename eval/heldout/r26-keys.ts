import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r26 (eval/real/questions.ts) and nothing else: its documents (Icecast's and
 * Graphviz's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r26 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r26-keys.ts          # r26's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r26-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Fifteen probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The NEWS, the Changes page and the ChangeLog end with 2.4.4; Debian's changelog with 2.4.4-4.
  { product: "icecast", not: /(?<![\w.])2\.4\.5\b/, about: "Icecast 2.4.5 released" },
  // 2.4.0's security fix (supplementary groups) has no CVE in the NEWS, the Changes page or Debian's 2.4.0-1.
  {
    product: "icecast",
    from: "Icecast 2.4.0\n",
    to: "Icecast 2.4 beta1",
    not: /CVE/,
    about: "CVE fixed in Icecast 2.4.0 (its NEWS section)",
  },
  {
    product: "icecast",
    from: "### Version 2.4.0",
    to: "Support icecast development",
    not: /CVE/,
    about: "CVE fixed in Icecast 2.4.0 (its Changes section)",
  },
  {
    product: "icecast",
    from: "* This is Icecast 2.4.0!",
    to: "Icecast 2.4 beta5",
    not: /CVE/,
    about: "CVE fixed in Icecast 2.4.0 (its ChangeLog entries)",
  },
  {
    product: "icecast",
    from: "icecast2 (2.4.0-1)",
    to: "\nicecast2 (",
    not: /CVE/,
    about: "CVE fixed in Icecast 2.4.0 (Debian's 2.4.0-1)",
  },
  // The 2.4.2 crash is named with its ticket and CVE, never with a reporter.
  {
    product: "icecast",
    from: "Icecast 2.4.2\n",
    to: "Icecast 2.4.1\n",
    not: /report|thank|discover|found by/i,
    about: "reporter of the stream_auth crash fixed in 2.4.2 (its NEWS section)",
  },
  {
    product: "icecast",
    from: "2015-04-08 10:07:42",
    to: "2014-11-19 13:42:23",
    not: /report|thank|discover|found by/i,
    about: "reporter of the stream_auth crash fixed in 2.4.2 (its ChangeLog entries)",
  },
  {
    product: "icecast",
    from: "icecast2 (2.4.2-1)",
    to: "\nicecast2 (",
    not: /report|discover|found by/i,
    about: "reporter of the stream_auth crash fixed in 2.4.2 (Debian's 2.4.2-1; its one thanks is for an NMU)",
  },
  // logsize is described in KB with no size given, in the reference, the 2.3.1 NEWS and the ChangeLog.
  {
    product: "icecast",
    from: "#### logsize",
    to: "#### logarchive",
    not: /default|\d/i,
    about: "Icecast's default logsize (its reference entry)",
  },
  {
    product: "icecast",
    not: /logsize[^\n]*\b\d{2,}\b|\b\d{2,}\b[^\n]*logsize/i,
    about: "Icecast's default logsize (any line naming it with a number; logarchive's default is a behaviour)",
  },
  {
    product: "icecast",
    from: "icecast2 (2.4.4-4)",
    to: "\nicecast2 (",
    not: /CVE/,
    about: "CVE fixed by Debian's icecast2 2.4.4-4",
  },
  // The changelog begins with 2.42.1; Debian's with 2.42.2-7+deb12u1.
  { product: "graphviz", not: /(?<![\w.])2\.44\b/, about: "Graphviz 2.44.0 released" },
  // The upstream changelog names no CVE at all (Debian's names one, for 2.42.2-5).
  {
    product: "graphviz",
    from: "July 17, 2019",
    to: "graphviz (2.42.2-7+deb12u1)",
    not: /CVE/,
    about: "CVE fixed in Graphviz 2.40.0 (no CVE in the upstream changelog)",
  },
  // ratio's Default cell is empty, and its description gives no default.
  {
    product: "graphviz",
    from: "ratio | G | double string |",
    to: "\n",
    not: /^ratio \| G \| double string \|\s*[^|\s]/,
    about: "Graphviz's default ratio (its table row)",
  },
  {
    product: "graphviz",
    from: "## ratio",
    to: "## rects",
    not: /default|unset|not set/i,
    about: "Graphviz's default ratio (its description)",
  },
  {
    product: "graphviz",
    from: "graphviz (2.42.2-7+deb12u1)",
    to: "\ngraphviz (",
    not: /report|thank|found by|discover/i,
    about: "reporter of the broken scale bug fixed in 2.42.2-7+deb12u1 (Debian's entry)",
  },
  // Mermaid is named nowhere.
  { product: "graphviz", not: /mermaid/i, about: "Mermaid's default flowchart direction (Graphviz's text)" },
  { product: "icecast", not: /mermaid/i, about: "Mermaid's default flowchart direction (Icecast's text)" },
];

void checkBatchKeys({
  batch: "r26",
  products: { icecast: ["icecast2"], graphviz: ["graphviz-doc"] },
  probes: ABSENT_PROBES,
});
