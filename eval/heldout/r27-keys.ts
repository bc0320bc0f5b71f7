import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r27 (eval/real/questions.ts) and nothing else: its documents (Lynx's and
 * tinc's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r27 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r27-keys.ts          # r27's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r27-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Seventeen probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The CHANGES begin with 2.9.0dev.12, Debian's changelog with 2.9.0dev.12-1; the guide is v2.8.9.
  { product: "lynx", not: /(?<![\w.])2\.9\.0(?!dev)/, about: "Lynx 2.9.0 released" },
  // 2.9.0dev.10 is fuzzing fixes and translations, with no CVE upstream or in Debian's 2.9.0dev.10-1.
  {
    product: "lynx",
    from: "2021-10-24 (2.9.0dev.10)",
    to: "2021-08-07 (2.9.0dev.9)",
    not: /CVE/,
    about: "CVE fixed in Lynx 2.9.0dev.10 (its CHANGES section)",
  },
  {
    product: "lynx",
    from: "lynx (2.9.0dev.10-1)",
    to: "\nlynx (",
    not: /CVE/,
    about: "CVE fixed in Lynx 2.9.0dev.10 (Debian's 2.9.0dev.10-1)",
  },
  // The SNI fix is named with its Debian bug and CVE, never with a reporter.
  {
    product: "lynx",
    from: "2021-08-07 (2.9.0dev.9)",
    to: "2021-07-31 (2.9.0dev.8)",
    not: /report|thank|discover|found by|prompted by/i,
    about: "reporter of the SNI user/password leak fixed in 2.9.0dev.9 (its CHANGES section)",
  },
  {
    product: "lynx",
    from: "lynx (2.9.0dev.9-1)",
    to: "\nlynx (",
    not: /report|thank|discover|found by/i,
    about: "reporter of the SNI user/password leak fixed in 2.9.0dev.9 (Debian's 2.9.0dev.9-1)",
  },
  {
    product: "lynx",
    from: "lynx (2.9.0dev.9-2)",
    to: "\nlynx (",
    not: /report|thank|discover|found by/i,
    about: "reporter of the SNI user/password leak fixed in 2.9.0dev.9 (Debian's 2.9.0dev.9-2, which adds the CVE)",
  },
  // GZIP_PATH's entry has a description and no "Default value" section; no gzip path anywhere.
  {
    product: "lynx",
    from: "## GZIP_PATH",
    to: "\n## ",
    not: /default|\/\w/i,
    about: "Lynx's default GZIP_PATH (its entry)",
  },
  { product: "lynx", not: /bin\/gzip|GZIP_PATH:/, about: "Lynx's default GZIP_PATH (any gzip path or setting line)" },
  // ELinks is named nowhere ("deleteLinks" in the CHANGES is not it).
  { product: "lynx", not: /\belinks\b/i, about: "ELinks' main menu key (Lynx's text)" },
  { product: "tinc", not: /\belinks\b/i, about: "ELinks' main menu key (tinc's text)" },
  // The NEWS ends with 1.0.36; Debian's changelog with 1.0.36-2.
  { product: "tinc", not: /(?<![\w.])1\.0\.37\b/, about: "tinc 1.0.37 released" },
  // 1.0.36 fixes build, parsing and crash bugs, no CVE; Debian's two entries name none either.
  {
    product: "tinc",
    from: "Version 1.0.36",
    to: "Version 1.0.35",
    not: /CVE/,
    about: "CVE fixed in tinc 1.0.36 (its NEWS section)",
  },
  { product: "tinc", from: "tinc (1.0.36-2)", not: /CVE/, about: "CVE fixed in tinc 1.0.36 (Debian's changelog)" },
  // ProcessPriority is the one main variable with neither a "(default)" nor a default in its description.
  {
    product: "tinc",
    from: "##### ProcessPriority",
    to: "\n#####",
    not: /\((low|normal|high)\)|default/i,
    about: "tinc's default ProcessPriority (its entry)",
  },
  {
    product: "tinc",
    from: "tinc (1.0.36-1)",
    to: "\n -- ",
    not: /Closes|#\d/i,
    about: "Debian bug closed by tinc 1.0.36-1",
  },
  // WireGuard is named nowhere.
  { product: "tinc", not: /wireguard/i, about: "WireGuard's default ListenPort (tinc's text)" },
  { product: "lynx", not: /wireguard/i, about: "WireGuard's default ListenPort (Lynx's text)" },
];

void checkBatchKeys({
  batch: "r27",
  products: { lynx: ["lynx-common"], tinc: ["tinc"] },
  probes: ABSENT_PROBES,
});
