import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r28 (eval/real/questions.ts) and nothing else: its documents (Knot Resolver's
 * and Newsboat's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r28 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r28-keys.ts          # r28's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r28-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Knot Resolver's HTML pages repeat every release heading in their navigation, so
 * a release's NEWS section is cut out from its first item, not its heading. Seventeen probes for the
 * ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The NEWS and the manual's navigation begin with 5.6.0; Debian's changelog with 5.6.0-1+deb12u1.
  { product: "kresd", not: /(?<![\w.])5\.6\.1\b/, about: "Knot Resolver 5.6.1 released" },
  // 5.5.2 is libknot 3.2 support and bug fixes, with no CVE upstream or in Debian's 5.5.2-1.
  {
    product: "kresd",
    from: "support libknot 3.2 (!1309)",
    to: "Knot Resolver 5.5.1 (2022-06-14)",
    not: /CVE/,
    about: "CVE fixed in Knot Resolver 5.5.2 (its NEWS section)",
  },
  {
    product: "kresd",
    from: "knot-resolver (5.5.2-1)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed in Knot Resolver 5.5.2 (Debian's 5.5.2-1)",
  },
  // CVE-2022-40188 is named with no reporter (5.6.0's thanks are for another issue).
  {
    product: "kresd",
    from: "fix CPU-expensive DoS by malicious domains",
    to: "Knot Resolver 5.5.2 (2022-08-16)",
    not: /thank|report|discover|found by|credit/i,
    about: "reporter of CVE-2022-40188 (5.5.3's NEWS section)",
  },
  {
    product: "kresd",
    from: "knot-resolver (5.5.3-1)",
    to: "\n -- ",
    not: /thank|report|discover|found by|credit/i,
    about: "reporter of CVE-2022-40188 (Debian's 5.5.3-1)",
  },
  // cache.ns_tout()'s default is the constant KR_NS_TIMEOUT_RETRY_INTERVAL, whose value is given nowhere.
  {
    product: "kresd",
    from: "NS retry interval in milliseconds",
    to: "cache.get",
    not: /\d+\s*(ms|milliseconds)\b|default:\s*\d/i,
    about: "Knot Resolver's default cache.ns_tout (its entry)",
  },
  {
    product: "kresd",
    not: /KR_NS_TIMEOUT_RETRY_INTERVAL\W{0,4}(=|is|of)?\W{0,4}\d/,
    about: "Knot Resolver's default cache.ns_tout (a value for its constant)",
  },
  // dnsdist is named nowhere.
  { product: "kresd", not: /dnsdist/i, about: "dnsdist's web server port (Knot Resolver's text)" },
  { product: "newsboat", not: /dnsdist/i, about: "dnsdist's web server port (Newsboat's text)" },
  // The changelog begins with 2.21; Debian's changelog with 2.21-1.5.
  { product: "newsboat", not: /(?<![\w.])2\.22\b/, about: "Newsboat 2.22 released" },
  // 2.18's Security section names RUSTSEC advisories, no CVE; nor do Debian's 2.18-1 and 2.18-2.
  {
    product: "newsboat",
    from: "2.18 - 2019-12-22",
    to: "2.17.1 - 2019-10-02",
    not: /CVE/,
    about: "CVE fixed in Newsboat 2.18 (its changelog section)",
  },
  {
    product: "newsboat",
    from: "newsboat (2.18-2)",
    to: "newsboat (2.16.1-1)",
    not: /CVE/,
    about: "CVE fixed in Newsboat 2.18 (Debian's 2.18-1 and 2.18-2)",
  },
  // user-agent's default is "n/a"; no default User-Agent string is given anywhere.
  {
    product: "newsboat",
    not: /User-Agent[^\n]*(newsboat|newsbeuter)\s*\//i,
    about: "Newsboat's default User-Agent (any User-Agent naming Newsboat)",
  },
  {
    product: "newsboat",
    from: "user-agent <string>",
    to: "wrap-scroll",
    not: /newsboat|newsbeuter|default user.?agent/i,
    about: "Newsboat's default User-Agent (its entry)",
  },
  // 2.21-1 closes no bug.
  {
    product: "newsboat",
    from: "newsboat (2.21-1)",
    to: "\n -- ",
    not: /Closes|#\d/,
    about: "Debian bug closed by newsboat 2.21-1",
  },
  // Liferea is named once, as sharing Snownews' extension mechanism.
  {
    product: "newsboat",
    not: /liferea[^\n]*\b(minute|hour|interval|updat)/i,
    about: "Liferea's update interval (Newsboat's text)",
  },
  { product: "kresd", not: /liferea/i, about: "Liferea's update interval (Knot Resolver's text)" },
];

void checkBatchKeys({
  batch: "r28",
  products: { kresd: ["knot-resolver-doc", "knot-resolver"], newsboat: ["newsboat"] },
  probes: ABSENT_PROBES,
});
