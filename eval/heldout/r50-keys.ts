import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r50 (eval/real/questions.ts) and nothing else: its documents (collectd's collectd.conf(5),
 * collectd(1), collectdmon(1), collectd-threshold(5), collectd-exec(5), collectd-unixsock(5) and types.db(5) manual
 * pages, README, upstream ChangeLog, Debian changelog, NEWS, README.Debian and README.Debian.plugins; NSD's
 * nsd.conf(5), nsd(8), nsd-control(8), nsd-checkconf(8) and nsd-checkzone(8) manual pages, README, RELNOTES,
 * UPGRADING, NSD-FOR-BIND-USERS and Debian changelog, fetched with apt as the suite fetches them) read as the import
 * reads them, every key of every r50 question looked up with the suite's `containsKey` in those products' text, and
 * each absent question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit
 * 1 when a key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r50-keys.ts          # r50's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r50-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/** Where collectd's 5.12.0 entries begin in the upstream ChangeLog and in Debian's changelog, and where they end. */
const CD_512 = "2020-09-03, Version 5.12.0";
const CD_511 = "2020-03-15, Version 5.11.0";
const CD_DEBIAN_512 = "collectd (5.12.0-14) unstable";
const CD_DEBIAN_511 = "collectd (5.11.0-7) unstable";

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * collectd-core 5.12.0-14 and nsd 4.6.1-1 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // nsd.conf(5)'s max-refresh-time entry says the SOA value is used and this option restricts it: no default, no
  // number.
  {
    product: "nsd",
    from: "#### max-refresh-time:",
    to: "#### min-refresh-time:",
    not: /default|\d/i,
    about: "a default in nsd.conf(5)'s max-refresh-time entry",
  },
  {
    product: "nsd",
    not: /max-refresh-time[^\n]{0,80}(default|\d)/i,
    about: "a max-refresh-time value anywhere in NSD's documents",
  },
  // RELNOTES' 4.3.7 section names the dname_to_string() overflow as "Fix #168" without a CVE.
  {
    product: "nsd",
    from: "4.3.7\n=",
    to: "4.3.6\n=",
    not: /CVE/,
    about: "a CVE in the RELNOTES' 4.3.7 section",
  },
  {
    product: "nsd",
    not: /dname_to_string[^\n]{0,160}CVE|CVE[^\n]{0,160}dname_to_string/i,
    about: "a CVE next to dname_to_string anywhere in NSD's documents",
  },
  // collectd.conf(5)'s ping TTL entry says only "Sets the Time-To-Live of generated ICMP packets."
  {
    product: "collectd",
    from: "#### TTL 0-255",
    to: "#### Size size",
    not: /default|\bis \d+|\b(64|128)\b/i,
    about: "a default in collectd.conf(5)'s ping TTL entry",
  },
  {
    product: "collectd",
    not: /ping[^\n]{0,120}\bTTL\b[^\n]{0,60}\b\d+\b/i,
    about: "a ping TTL value anywhere in collectd's documents",
  },
  // collectdmon(1) says collectd is restarted automatically and names no delay; the ChangeLog neither.
  {
    product: "collectd",
    from: "# COLLECTDMON(1)",
    to: "## SEE ALSO",
    not: /\bseconds?\b|delay|back-?off|pause/i,
    about: "a restart delay in collectdmon(1)",
  },
  {
    product: "collectd",
    not: /collectdmon[^\n]{0,120}(\bseconds?\b|delay|back-?off)/i,
    about: "collectdmon's restart delay anywhere in collectd's documents",
  },
  // NSD's documents describe TSIG keys, algorithms and secrets, never the fudge or a clock skew.
  {
    product: "nsd",
    from: "### Key Declarations",
    to: "### TLS Auth Declarations",
    not: /fudge|skew|clock/i,
    about: "a TSIG fudge in nsd.conf(5)'s key clause",
  },
  {
    product: "nsd",
    not: /fudge|clock skew|time skew/i,
    about: "a TSIG fudge anywhere in NSD's documents",
  },
  // Catalog zones came after 4.6.1: neither the 4.6.1 section of RELNOTES nor any other document names them.
  {
    product: "nsd",
    from: "4.6.1\n=",
    to: "4.6.0\n=",
    not: /catalog|RFC ?9432/i,
    about: "catalog zones in the RELNOTES' 4.6.1 section",
  },
  {
    product: "nsd",
    not: /catalog/i,
    about: "catalog zones anywhere in NSD's documents",
  },
  // Debian's changelog names only unstable uploads (and "buster", "oldoldstable" in passing); no later release name.
  {
    product: "collectd",
    from: CD_DEBIAN_512,
    to: CD_DEBIAN_511,
    not: /\b(bullseye|bookworm)\b|stable release/i,
    about: "a Debian release name in Debian's 5.12.0 uploads of collectd",
  },
  {
    product: "collectd",
    not: /\b(bullseye|bookworm)\b|Debian 1[12]\b/i,
    about: "collectd 5.12 in a Debian release anywhere in collectd's documents",
  },
  // The ChangeLog's 5.12.0 entry lists features and fixes with pull request numbers, no CVE.
  {
    product: "collectd",
    from: CD_512,
    to: CD_511,
    not: /CVE/,
    about: "a CVE in the ChangeLog's 5.12.0 entry",
  },
  {
    product: "collectd",
    not: /CVE-20(1[89]|2\d)/,
    about: "a CVE of 2018 or later anywhere in collectd's documents",
  },
  // collectd.conf(5)'s mqtt section: "Port number or service name of the MQTT broker to connect to." and no default.
  {
    product: "collectd",
    from: '### Plugin "mqtt"',
    to: '### Plugin "mysql"',
    not: /1883|8883|\bPort\b[^\n]{0,120}default|default[^\n]{0,40}\bport\b/i,
    about: "a default port in collectd.conf(5)'s mqtt section",
  },
  {
    product: "collectd",
    not: /1883|8883/,
    about: "an MQTT port anywhere in collectd's documents",
  },
  // nsd.conf(5)'s server-count entry gives the default (1) and the -N option, no upper bound; nsd(8)'s -N neither.
  {
    product: "nsd",
    from: "#### server-count: <number>",
    to: "#### cpu-affinity:",
    not: /max|at most|limit|up to/i,
    about: "an upper bound in nsd.conf(5)'s server-count entry",
  },
  {
    product: "nsd",
    not: /server-count[^\n]{0,80}(maximum|at most|up to|limit)|-N count[^\n]{0,200}(maximum|at most|up to)/i,
    about: "a server-count upper bound anywhere in NSD's documents",
  },
];

void checkBatchKeys({
  batch: "r50",
  products: { collectd: ["collectd-core"], nsd: ["nsd"] },
  probes: ABSENT_PROBES,
});
