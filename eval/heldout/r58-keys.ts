import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r58 (eval/real/questions.ts) and nothing else: its documents (rsnapshot's rsnapshot(1) and
 * rsnapshot-diff(1) manual pages, rsnapshot HOWTO (HTML), installed rsnapshot.conf, upstream ChangeLog (changelog.gz),
 * Debian changelog and NEWS, README.Debian, README.md and Upgrading_from_1.1; rspamd's upstream ChangeLog
 * (changelog.gz), Debian changelog and NEWS, rspamc(1) and rspamd_stats(8) manual pages and its stock configuration
 * rspamd.conf, options.inc, logging.inc, actions.conf, statistic.conf, worker-controller.inc, worker-proxy.inc,
 * worker-fuzzy.inc and modules.d/greylist.conf, dkim_signing.conf, arc.conf, antivirus.conf, fuzzy_check.conf,
 * mx_check.conf and clickhouse.conf, fetched with apt as the suite fetches them) read as the import reads them, every
 * key of every r58 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for and no
 * baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is
 * missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r58-keys.ts          # r58's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r58-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * rsnapshot 1.4.5-1 and rspamd 3.4-1 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The 1.4.5 section fixes a regression (#310) and removes the DocBook files; Debian's 1.4.5-1 closes #1027053 (a
  // parsing fix). No CVE is named anywhere.
  {
    product: "rsnapshot",
    not: /CVE/,
    about: "a CVE anywhere in rsnapshot's documents",
  },
  {
    product: "rsnapshot",
    from: "VERSION 1.4.5",
    to: "VERSION 1.4.4",
    not: /security|vulnerab/i,
    about: "a security fix in the upstream 1.4.5 section",
  },
  // "VERSION 1.4.2" has no date, unlike its neighbours; Debian's entries start at 1.4.2-2 (an adoption upload).
  {
    product: "rsnapshot",
    from: "VERSION 1.4.2",
    to: "VERSION 1.4.1",
    not: /\b(19|20)\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/,
    about: "a release date in the upstream 1.4.2 section",
  },
  {
    product: "rsnapshot",
    not: /1\.4\.2 ?\(|released[^\n]{0,40}1\.4\.2|1\.4\.2[^\n]{0,40}released/i,
    about: "a dated or released 1.4.2 anywhere in rsnapshot's documents",
  },
  // No parameter sets the I/O or CPU priority; "nice" occurs once, as an adjective in Upgrading_from_1.1.
  {
    product: "rsnapshot",
    not: /ionice|niceness|nice level|io_?class|\bnice_|_nice\b/i,
    about: "an ionice or nice parameter anywhere in rsnapshot's documents",
  },
  {
    product: "rsnapshot",
    from: "GLOBAL OPTIONS",
    to: "### BACKUP POINTS / SCRIPTS ###",
    not: /nice|priority|\bio\b/i,
    about: "a priority setting among rsnapshot.conf's global options",
  },
  // ssh is only configured through ssh_args (example -p 22, default none); no timeout is named anywhere.
  {
    product: "rsnapshot",
    not: /timeout|ConnectTimeout/i,
    about: "a timeout anywhere in rsnapshot's documents",
  },
  {
    product: "rsnapshot",
    from: "ssh_args -p 22",
    to: "du_args -csh",
    not: /\d+ ?(s|sec|seconds?|minutes?)\b/i,
    about: "an ssh connection time in rsnapshot(1)'s ssh_args entry",
  },
  // Debian's 1.4.5-1 entry names the bug and what it fixed, not who reported it.
  {
    product: "rsnapshot",
    from: "rsnapshot (1.4.5-1)",
    to: "rsnapshot (1.4.4-4)",
    not: /report|thank|by [A-Z]/i,
    about: "a reporter in Debian's rsnapshot 1.4.5-1 entry",
  },
  {
    product: "rsnapshot",
    not: /1027053[^\n]{0,200}(report|thank)|(report|thank)[^\n]{0,200}1027053/i,
    about: "a reporter named with #1027053 anywhere in rsnapshot's documents",
  },
  // Debian's 3.4-1 entry refreshes patches and imports upstream CritFix patches; no CVE anywhere.
  {
    product: "rspamd",
    not: /CVE/,
    about: "a CVE anywhere in rspamd's documents",
  },
  {
    product: "rspamd",
    from: "rspamd (3.4-1)",
    to: "rspamd (3.2-3)",
    not: /security|vulnerab/i,
    about: "a security fix in Debian's rspamd 3.4-1 entry",
  },
  // The 1.5.x sections (and older ones) of the upstream ChangeLog carry no date after the version.
  {
    product: "rspamd",
    from: "1.5.0:",
    to: "1.4.2:",
    not: /\b(19|20)\d\d\b|\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/,
    about: "a release date in the upstream 1.5.0 section",
  },
  {
    product: "rspamd",
    not: /1\.5\.0: ?\d|1\.5\.0[^\n]{0,40}(19|20)\d\d/,
    about: "a date next to 1.5.0 anywhere in rspamd's documents",
  },
  // rspamd.conf gives the normal worker only a bind_socket and its include files; worker-normal.inc (not among the
  // documents) only sets mime = true. The controller and proxy set count = 1, the fuzzy worker count = -1.
  {
    product: "rspamd",
    from: 'worker "normal" {',
    to: 'worker "controller" {',
    not: /count/i,
    about: "a process count in rspamd.conf's normal worker section",
  },
  {
    product: "rspamd",
    not: /normal[^\n]{0,80}\bcount\b|\bcount\b[^\n]{0,80}normal|normal workers?[^\n]{0,60}\d/i,
    about: "a normal worker count anywhere in rspamd's documents",
  },
  // Debian's changelog jumps from 3.2-3 to 3.4-1: there is no 3.3 upload.
  {
    product: "rspamd",
    not: /3\.3-1/,
    about: "a Debian 3.3-1 upload anywhere in rspamd's documents",
  },
  {
    product: "rspamd",
    from: "rspamd (3.4-1)",
    to: "rspamd (3.2-1)",
    not: /\b3\.3\b/,
    about: "an rspamd 3.3 upload between 3.4-1 and 3.2-1 in Debian's changelog",
  },
  // logging.inc sets the level, format and flags; rotation is logrotate's (not among the documents). rspamd_stats(8)
  // only mentions logrotate-like file names.
  {
    product: "rspamd",
    from: 'level = "info";',
    to: "debug_modules",
    not: /size|rotat/i,
    about: "a size or rotation setting in logging.inc",
  },
  {
    product: "rspamd",
    not: /log[^\n]{0,60}(size|rotat)[^\n]{0,60}\b\d+ ?([KMG]B?|bytes|megabytes)\b/i,
    about: "a log size limit anywhere in rspamd's documents",
  },
];

void checkBatchKeys({
  batch: "r58",
  products: { rsnapshot: ["rsnapshot"], rspamd: ["rspamd"] },
  probes: ABSENT_PROBES,
});
