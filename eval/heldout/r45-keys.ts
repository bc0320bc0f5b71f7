import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r45 (eval/real/questions.ts) and nothing else: its documents (curl's curl(1) manual page,
 * upstream changelog and Debian changelog, and libcurl4-doc's FAQ, KNOWN_BUGS, HTTP-COOKIES and SSLCERTS; jq's jq(1)
 * manual page, README, upstream ChangeLog and Debian changelog, fetched with apt as the suite fetches them) read as the
 * import reads them, every key of every r45 question looked up with the suite's `containsKey` in those products' text,
 * and each absent question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1
 * when a key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r45-keys.ts          # r45's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r45-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * curl and libcurl4-doc 7.88.1-10+deb12u15 and jq 1.6-2.1+deb12u3 are bookworm's versions when written. Twenty probes
 * for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // curl(1)'s --parallel-max entry gives its default (50) and no upper bound; nothing else bounds it.
  {
    product: "curl",
    from: "#### --parallel-max <num>",
    to: "####",
    not: /at most|up to \d|highest|\b300\b|no more than|cannot exceed|limit/i,
    about: "an upper bound in curl(1)'s --parallel-max entry",
  },
  {
    product: "curl",
    not: /parallel[^\n]{0,200}(at most|no more than|maximum of|up to) \d+|\b300\b[^\n]{0,100}parallel/i,
    about: "a --parallel-max bound anywhere",
  },
  // CVE-2025-0167 appears only in Debian's 7.88.1-10+deb12u11 upload; the upstream changelog ends with 7.88.1 (2023).
  {
    product: "curl",
    not: /0167[^\n]{0,300}\b[78]\.\d+\.\d+\b(?!-)|\b[78]\.\d+\.\d+\b(?!-)[^\n]{0,300}0167/,
    about: "an upstream version next to CVE-2025-0167",
  },
  {
    product: "curl",
    from: "curl (7.88.1-10+deb12u11)",
    to: "curl (7.88.1-10+deb12u10)",
    not: /\b[78]\.\d+\.\d+\b(?!-)|upstream (release|version)/i,
    about: "an upstream version in Debian's 7.88.1-10+deb12u11 entry",
  },
  // KNOWN_BUGS 1.5 describes the Expect: 100-continue / 417 problem and a workaround, with no fix.
  {
    product: "curl",
    from: "1.5 Expect-100 meets 417\n\n",
    to: "2. TLS",
    not: /fixed|resolved|\b[78]\.\d+\.\d+\b/i,
    about: "a fix or version in KNOWN_BUGS 1.5",
  },
  {
    product: "curl",
    not: /(\b417\b|Expect-100)[^\n]{0,200}(fixed|\b[78]\.\d+\.\d+\b)/i,
    about: "a fix for the Expect-100 / 417 bug anywhere",
  },
  // curl(1)'s -A entry says how to set, blank or remove the header, not what curl sends by default.
  {
    product: "curl",
    from: "#### -A, --user-agent <name>",
    to: "####",
    not: /default|curl\//i,
    about: "a default in curl(1)'s --user-agent entry",
  },
  {
    product: "curl",
    not: /User-Agent:? ?curl\/|default user.?agent|user.?agent[^\n]{0,80}default/i,
    about: "curl's default User-Agent anywhere",
  },
  // HTTP-COOKIES describes the file format and the engine's options, no size limit.
  {
    product: "curl",
    from: "# HTTP Cookies",
    to: "SSL Certificate Verification",
    not: /\b\d+ ?(bytes|KB|kB)\b|max(imum)? (size|length)|too (long|large|big)/i,
    about: "a cookie size limit in HTTP-COOKIES",
  },
  {
    product: "curl",
    not: /cookie[^\n]{0,150}(\b\d{3,} ?(bytes|KB)\b|max(imum)? (size|length))|(\b\d{3,} ?bytes|max(imum)? (size|length))[^\n]{0,150}cookie/i,
    about: "a cookie size limit anywhere",
  },
  // jq(1) never bounds the parser's nesting depth (flatten's depth is another thing).
  {
    product: "jq",
    not: /(nest(ed|ing)|depth)[^\n]{0,120}(\b\d{3,}\b|at most|maximum|limit)/i,
    about: "a nesting depth limit anywhere in jq's documents",
  },
  {
    product: "jq",
    from: "## INVOKING JQ",
    to: "## BASIC FILTERS",
    not: /depth|nest(ed|ing) (level|limit)/i,
    about: "a nesting limit among jq(1)'s invocation options",
  },
  // MATH says numbers are IEEE754 doubles, never which integers are exact.
  {
    product: "jq",
    from: "## MATH",
    to: "## I/O",
    not: /2\^53|9007199254740992|53.bit|exact/i,
    about: "the largest exact integer in jq(1)'s MATH section",
  },
  {
    product: "jq",
    not: /9007199254740992|2\^53|2\*\*53|53.bit (integer|mantissa)|largest (exact )?integer/i,
    about: "the largest exact integer anywhere",
  },
  // COLORS lists seven colours (null, false, true, numbers, strings, arrays, objects), none for object keys.
  {
    product: "jq",
    from: "## COLORS",
    to: "## BUGS",
    not: /key/i,
    about: "an object key colour in jq(1)'s COLORS section",
  },
  {
    product: "jq",
    not: /(object keys?|field names?)[^\n]{0,80}colou?r|colou?r[^\n]{0,80}(object keys|field names)/i,
    about: "an object key colour anywhere",
  },
  // The README says only to install Oniguruma or use the submodule; no document names a required version.
  {
    product: "jq",
    not: /onig(uruma)?[^\n]{0,120}\b\d+\.\d+|\b\d+\.\d+\b[^\n]{0,60}onig/i,
    about: "an Oniguruma version anywhere",
  },
  {
    product: "jq",
    from: "To get regexp support",
    to: "To build without bison",
    not: /\b\d+\.\d+/,
    about: "a version in the README's regexp build notes",
  },
  // The ChangeLog dates $__loc__ (2015-03-30) but names no release; jq(1) gives no version either.
  {
    product: "jq",
    not: /__loc__[^\n]{0,200}\b1\.\d\b|\b1\.[3-6]\b[^\n]{0,200}__loc__/,
    about: "a jq release next to $__loc__",
  },
  {
    product: "jq",
    from: "### $__loc__",
    to: "### paths",
    not: /\b1\.\d\b|since|added/i,
    about: "a version in jq(1)'s $__loc__ entry",
  },
];

void checkBatchKeys({
  batch: "r45",
  products: { curl: ["curl", "libcurl4-doc"], jq: ["jq"] },
  probes: ABSENT_PROBES,
});
