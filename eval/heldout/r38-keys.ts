import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r38 (eval/real/questions.ts) and nothing else: its documents (Varnish's and sysstat's manual
 * pages, changes.rst and CHANGES, READMEs, FAQ, NEWS and changelogs, fetched with apt as the suite fetches them) read as
 * the import reads them, every key of every r38 question looked up with the suite's `containsKey` in those products'
 * text, and each absent question's likely answer looked for where it would be written (it must not be there). No
 * answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered, or the
 * batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r38-keys.ts          # r38's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r38-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * varnish 7.1.1-2+deb12u1 and sysstat 12.6.1-1 are bookworm's versions when written. Sixteen probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // vcl-backend(7) shows ".max_connections = 1000;" as an example and states no default; varnishd(1) has no such
  // parameter.
  {
    product: "varnish",
    from: "ATTRIBUTE .MAX_CONNECTIONS",
    to: "ATTRIBUTE .PROXY_HEADER",
    not: /default|unlimited|no limit/i,
    about: "Varnish's default .max_connections (its entry)",
  },
  {
    product: "varnish",
    not: /max_connections[^\n]{0,120}(default|unlimited)|(default|unlimited)[^\n]{0,80}max_connections/i,
    about: "a default next to max_connections anywhere",
  },
  // 7.1.1-2+deb12u1 only says "Fix the VSV00016 request smuggling vulnerability"; changes.rst stops at 7.1.1.
  {
    product: "varnish",
    from: "varnish (7.1.1-2+deb12u1)",
    to: "\n -- ",
    not: /CVE/,
    about: "a CVE in Debian's 7.1.1-2+deb12u1 entry",
  },
  {
    product: "varnish",
    not: /VSV00016[^\n]{0,200}CVE|CVE-\d{4}-\d+[^\n]{0,200}VSV00016/,
    about: "a CVE next to VSV00016 anywhere",
  },
  // changes.rst begins with 7.1.1 (2022-08-09); no 7.2 is named anywhere.
  { product: "varnish", not: /(?<![\d.])7\.2(?![\d])/, about: "Varnish 7.2 anywhere" },
  // Hitch is named nowhere.
  { product: "varnish", not: /hitch/i, about: "Hitch (Varnish's text)" },
  // 7.1.1-1 only says "New upstream release (CVE-2022-38150, VSV00009)".
  {
    product: "varnish",
    from: "varnish (7.1.1-1)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by varnish 7.1.1-1",
  },
  // sysstat(5)'s COMPRESSAFTER entry states no value (the stock /etc/sysstat/sysstat is not among the documents); the
  // FAQ and CHANGES only name the variable.
  {
    product: "sysstat",
    from: "Number of days after which daily data files are to be compressed",
    to: "DELAY_RANGE",
    not: /default|\d/i,
    about: "sysstat's default COMPRESSAFTER (its entry)",
  },
  {
    product: "sysstat",
    not: /COMPRESSAFTER[^\n]{0,120}\b\d+\b|COMPRESSAFTER\s*=/,
    about: "a number next to COMPRESSAFTER anywhere",
  },
  // DELAY_RANGE's entry only says that 0 means no delay; CHANGES names the configure option ("delay_range=") without
  // a value.
  {
    product: "sysstat",
    from: "Tell sa2 script to wait for a random delay",
    to: "HISTORY",
    not: /default|\b[1-9]\d*\b/i,
    about: "sysstat's default DELAY_RANGE (its entry)",
  },
  {
    product: "sysstat",
    not: /delay_range\s*=\s*\d|delay_range[^\n]{0,80}\b[1-9]\d*\b/i,
    about: "a value given to DELAY_RANGE anywhere",
  },
  // sar(1)'s -q entry and CHANGES' 12.3.3 entry name no kernel version for pressure-stall information (4.20).
  {
    product: "sysstat",
    from: "Report system load and pressure-stall statistics",
    to: "Report memory utilization statistics",
    not: /kernel/i,
    about: "a kernel version in sar's -q entry",
  },
  { product: "sysstat", not: /(?<![\d.])4\.20(?![\d])/, about: "Linux 4.20 anywhere in sysstat's text" },
  // Debian's changelog names CVE-2019-16167, CVE-2019-19725 and CVE-2022-39377 only.
  { product: "sysstat", not: /CVE-2023/, about: "a 2023 CVE in sysstat's text" },
  // atop is named nowhere.
  { product: "sysstat", not: /\batop\b/i, about: "atop (sysstat's text)" },
  { product: "sysstat", not: /atopacct|atop-rotate/i, about: "atop's services (sysstat's text)" },
];

void checkBatchKeys({
  batch: "r38",
  products: { varnish: ["varnish"], sysstat: ["sysstat"] },
  probes: ABSENT_PROBES,
});
