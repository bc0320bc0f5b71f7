import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r31 (eval/real/questions.ts) and nothing else: its documents (Supervisor's and
 * coturn's, fetched with apt as the suite fetches them) read as the import reads them, every key of every
 * r31 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r31-keys.ts          # r31's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r31-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Supervisor's manual keeps typographic apostrophes ("pool’s"), so the passage of
 * the buffer_size option is cut out from words without one. Sixteen probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // buffer_size is the one [eventlistener:x] option without a "Default:" line; only the example sets it (10).
  {
    product: "supervisor",
    from: "event queue buffer size",
    to: "A comma-separated list of event type names",
    not: /default|\d/i,
    about: "Supervisor's default buffer_size (its entry)",
  },
  {
    product: "supervisor",
    not: /buffer_size[^\n]{0,80}\bdefault|\bdefault[^\n]{0,80}buffer_size/i,
    about: "Supervisor's default buffer_size (a default near it anywhere)",
  },
  // The changelog begins with 4.2.5; Debian's with 4.2.5-1.
  { product: "supervisor", not: /(?<![\w.])4\.2\.6\b/, about: "Supervisor 4.2.6 released" },
  // 4.2.5 fixes bugs; the only CVEs are 3.3.3's (and its backports') and 4.0.4's.
  {
    product: "supervisor",
    from: "4.2.5 (2022-12-23)",
    to: "4.2.4 (2021-12-30)",
    not: /CVE|vulnerab|security/i,
    about: "CVE fixed in Supervisor 4.2.5 (its changelog section)",
  },
  {
    product: "supervisor",
    from: "supervisor (4.2.5-1)",
    to: "\n -- ",
    not: /CVE|closes|bug#|#\d/i,
    about: "CVE or Debian bug of the supervisor 4.2.5-1 upload",
  },
  { product: "supervisor", not: /CVE-(?!2017-11610|2019-12105)/, about: "no CVE but 3.3.3's and 4.0.4's anywhere" },
  // systemd is not named in Supervisor's documents; coturn's name it, never RestartSec.
  { product: "supervisor", not: /systemd|RestartSec/i, about: "systemd's RestartSec (Supervisor's text)" },
  { product: "coturn", not: /RestartSec/i, about: "systemd's RestartSec (coturn's text)" },
  // user-quota is described without a default.
  {
    product: "coturn",
    from: "-q, --user-quota",
    to: "-Q, --total-quota",
    not: /default|\d/i,
    about: "coturn's default user-quota (its entry)",
  },
  {
    product: "coturn",
    not: /user[- ]quota[^\n]{0,60}\bdefault|\bdefault[^\n]{0,60}user[- ]quota/i,
    about: "coturn's default user-quota (a default near it anywhere)",
  },
  // The ChangeLog begins with 4.6.0; Debian's changelog with 4.6.1-1.
  { product: "coturn", not: /(?<![\w.])4\.6\.2\b/, about: "coturn 4.6.2 released" },
  // 4.6.0 mitigates STUN amplification and fixes bugs, naming no CVE; the CVEs are 4.5.2's and 4.5.1.x's.
  {
    product: "coturn",
    from: "Version 4.6.0 'Gorst':",
    to: "Version 4.5.2",
    not: /CVE/,
    about: "CVE fixed in coturn 4.6.0 (its ChangeLog section)",
  },
  {
    product: "coturn",
    not: /CVE(?![-\s]2020[-\s](26262|6061|6062|4067))/,
    about: "CVE fixed in coturn 4.6.0 (no CVE but 4.5.2's and 4.5.1.x's anywhere)",
  },
  // The README lists TLS 1.0, 1.1 and 1.2; TLS 1.3 is named nowhere.
  { product: "coturn", not: /TLS ?v?1[._ ]?3\b|tlsv1_3/i, about: "TLS 1.3 support in coturn" },
  // eturnal is named nowhere.
  { product: "coturn", not: /eturnal/i, about: "eturnal's default port (coturn's text)" },
  { product: "supervisor", not: /eturnal/i, about: "eturnal's default port (Supervisor's text)" },
];

void checkBatchKeys({
  batch: "r31",
  products: { supervisor: ["supervisor-doc"], coturn: ["coturn"] },
  probes: ABSENT_PROBES,
});
