import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r29 (eval/real/questions.ts) and nothing else: its documents (Icinga 2's and
 * Radicale's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r29 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r29-keys.ts          # r29's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r29-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). The Markdown import keeps the manual's escaped underscores ("max\_anonymous\_clients"),
 * so passages in the object types' tables are cut out with the backslashes. Seventeen probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Radicale's upstream changelog begins with 3.1.8; Debian's changelog with 3.1.8-2.
  { product: "radicale", not: /(?<![\w.])3\.1\.9\b/, about: "Radicale 3.1.9 released" },
  // No CVE is named anywhere in Radicale's documents (3.1.6's items are bug fixes and "Block ADS paths").
  { product: "radicale", not: /CVE/, about: "CVE fixed in Radicale 3.1.6 (any CVE in Radicale's text)" },
  // rights.file is the only option of the reference without a "Default:" line.
  {
    product: "radicale",
    from: "##### file",
    to: "#### storage",
    not: /Default|\/rights\b/i,
    about: "Radicale's default rights file (its entry)",
  },
  {
    product: "radicale",
    not: /\/etc\/radicale\/rights|rights file[^\n]*\bdefaults? (is|to)\b/i,
    about: "Radicale's default rights file (a path anywhere)",
  },
  // 3.1.8-1 is the new upstream release and packaging changes, closing no bug.
  {
    product: "radicale",
    from: "radicale (3.1.8-1)",
    to: "\n -- ",
    not: /closes|bug#|#\d/i,
    about: "Debian bug closed by radicale 3.1.8-1",
  },
  // The CHANGELOG begins with 2.13.6; Debian's changelog with 2.13.6-2+deb12u2.
  { product: "icinga", not: /(?<![\w.])2\.13\.7\b/, about: "Icinga 2.13.7 released" },
  // 2.13.3 is bug fixes with no CVE, upstream or in Debian's 2.13.3-1.
  {
    product: "icinga",
    from: "## 2.13.3 (2022-04-14)",
    to: "## 2.13.2 (2021-11-12)",
    not: /CVE|GHSA/,
    about: "CVE fixed in Icinga 2.13.3 (its CHANGELOG section)",
  },
  {
    product: "icinga",
    from: "icinga2 (2.13.3-1)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed in Icinga 2.13.3 (Debian's 2.13.3-1)",
  },
  // max_anonymous_clients is described with no default; the CHANGELOG's items about the limit give no number.
  {
    product: "icinga",
    from: "max\\_anonymous\\_clients",
    to: "cipher\\_list",
    not: /default|\d/i,
    about: "ApiListener's default max_anonymous_clients (its row)",
  },
  {
    product: "icinga",
    not: /anonymous (TLS )?clients?[^\n]*?\b\d+\b|max_anonymous_clients\W{0,4}=\W{0,4}\d/i,
    about: "ApiListener's default max_anonymous_clients (a number near the limit anywhere)",
  },
  // EventEngine is "poll" or "epoll", with no default named.
  {
    product: "icinga",
    from: "The name of the socket event engine",
    to: "AttachDebugger",
    not: /default/i,
    about: "Icinga 2's default EventEngine (its row)",
  },
  {
    product: "icinga",
    not: /default[^\n]{0,60}\bepoll\b|\bepoll\b[^\n]{0,60}\bdefault/i,
    about: "Icinga 2's default EventEngine (epoll named a default anywhere)",
  },
  // Zabbix is named nowhere.
  { product: "icinga", not: /zabbix/i, about: "Zabbix agent's port (Icinga's text)" },
  { product: "radicale", not: /zabbix/i, about: "Zabbix agent's port (Radicale's text)" },
  // CVE-2020-29663 is named with no reporter in 2.12.3, 2.11.8 or Debian's 2.12.3-1.
  {
    product: "icinga",
    from: "## 2.12.3 (2020-12-15)",
    to: "## 2.12.2 (2020-12-01)",
    not: /thank|report|discover|found by|credit/i,
    about: "reporter of CVE-2020-29663 (2.12.3's CHANGELOG section)",
  },
  {
    product: "icinga",
    from: "## 2.11.8 (2020-12-15)",
    to: "## 2.11.7 (2020-12-01)",
    not: /thank|report|discover|found by|credit/i,
    about: "reporter of CVE-2020-29663 (2.11.8's CHANGELOG section)",
  },
  {
    product: "icinga",
    from: "icinga2 (2.12.3-1)",
    to: "\n -- ",
    not: /thank|report|discover|found by|credit/i,
    about: "reporter of CVE-2020-29663 (Debian's 2.12.3-1)",
  },
];

void checkBatchKeys({
  batch: "r29",
  products: { icinga: ["icinga2-doc", "icinga2-common"], radicale: ["radicale"] },
  probes: ABSENT_PROBES,
});
