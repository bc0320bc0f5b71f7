import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r40 (eval/real/questions.ts) and nothing else: its documents (wget's and screen's manual pages,
 * wget's NEWS, README, AUTHORS and MAILING-LIST, screen's FAQ, ChangeLog, 3.9 release notes, README and example
 * screenrc, Debian's READMEs, NEWS and changelogs, fetched with apt as the suite fetches them) read as the import reads
 * them, every key of every r40 question looked up with the suite's `containsKey` in those products' text, and each
 * absent question's likely answer looked for where it would be written (it must not be there). No answer is asked for
 * and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a
 * key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r40-keys.ts          # r40's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r40-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * wget 1.21.3-1+deb12u1 and screen 4.9.0-4 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // wget(1)'s --warc-max-size entry only says "Set the maximum size of the WARC files to size."; the NEWS only says WARC
  // support was added (1.14).
  {
    product: "wget",
    from: "#### --warc-max-size=size",
    to: "#### --warc-cdx",
    not: /default|unlimited|\d/i,
    about: "wget's default --warc-max-size (its entry)",
  },
  {
    product: "wget",
    not: /warc[^\n]{0,120}(default|\d+ ?(k|m|g)i?b?\b|unlimited)/i,
    about: "a size next to WARC anywhere",
  },
  // HTTP/2 is named once, in SEE ALSO, as a protocol wget2 supports; the NEWS never names it.
  {
    product: "wget",
    from: "GNU Wget NEWS",
    to: "Copyright information",
    not: /HTTP\/?2(?!\d)|HTTP 2\b/i,
    about: "HTTP/2 in wget's NEWS",
  },
  {
    product: "wget",
    from: "## OPTIONS",
    to: "## SEE ALSO",
    not: /HTTP\/?2(?![\d.])/i,
    about: "HTTP/2 in wget(1) before SEE ALSO",
  },
  // 1.20.3 only says "Fixed a buffer overflow vulnerability"; Debian's 1.20.3-1 names the dropped patch, no CVE.
  {
    product: "wget",
    from: "* Changes in Wget 1.20.3",
    to: "* Changes in Wget 1.20.2",
    not: /CVE/,
    about: "a CVE in wget 1.20.3's NEWS section",
  },
  {
    product: "wget",
    from: "wget (1.20.3-1)",
    to: "\n -- ",
    not: /CVE/,
    about: "a CVE in Debian's 1.20.3-1 upload",
  },
  // The NEWS dates releases only since 1.21.1 (1.19.5's section names CVE-2018-0494, no date); Debian's changelog
  // begins with 1.20.3-1.
  {
    product: "wget",
    from: "* Changes in Wget 1.19.5",
    to: "* Changes in Wget 1.19.4",
    not: /\d{4}-\d\d-\d\d(?!\d)|(?<![-\w])(19|20)\d\d(?![-\w])|\d\d?\/\d\d?\/\d{2,4}/,
    about: "a date in wget 1.19.5's NEWS section",
  },
  {
    product: "wget",
    not: /1\.19\.5[^\n]{0,120}(\d{4}-\d\d-\d\d|\b20\d\d\b)/,
    about: "a date next to 1.19.5 anywhere",
  },
  // wget2 is only named in SEE ALSO ("modern protocols like HTTP/2"); threads are named nowhere.
  { product: "wget", not: /thread/i, about: "threads (wget's text)" },
  {
    product: "wget",
    not: /wget2[^\n]{0,300}(default|parallel|\d+ (threads|connections|downloads))/i,
    about: "a default or number next to wget2",
  },
  // zombie_timeout: "it is possible to also set a timeout", no value; "Per default" there only speaks of removing windows.
  {
    product: "screen",
    from: "##### zombie_timeout",
    to: "## THE MESSAGE LINE",
    not: /\d|default (is|value|timeout)|defaults to|initial/i,
    about: "screen's default zombie_timeout (its entry)",
  },
  {
    product: "screen",
    not: /zombie_timeout[^\n]{0,120}\d|zombie[^\n]{0,80}(timeout )?(default|initial)[^\n]{0,40}\d/i,
    about: "a value next to zombie_timeout anywhere",
  },
  // Debian's changelog ends with 4.9.0-4 (January 2023); no CVE of 2023 is named.
  { product: "screen", not: /CVE-2023/, about: "a 2023 CVE (screen's text)" },
  { product: "screen", not: /24626/, about: "CVE-2023-24626's number (screen's text)" },
  // 4.9.0-1 imports the new release and drops patches, closing no bug.
  {
    product: "screen",
    from: "screen (4.9.0-1)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by screen 4.9.0-1",
  },
  { product: "screen", not: /4\.9\.0-1\b[^\n]{0,200}#\d{5,}/, about: "a bug number next to 4.9.0-1 anywhere" },
  // The ChangeLog begins with 4.9.0 (30/01/2022); no 4.9.1 is named.
  { product: "screen", not: /(?<![\d.])4\.9\.1(?!\d)/, about: "screen 4.9.1 anywhere" },
  {
    product: "screen",
    from: "Version 4.9.0 (30/01/2022)",
    to: "Version 4.8.0",
    not: /4\.9\.[1-9]/,
    about: "a later 4.9.x in the ChangeLog's first section",
  },
  // idle: "Sets a command that is run after the specified number of seconds inactivity is reached", no default; the
  // example screenrc only has the commented-out "# idle 30 blanker".
  {
    product: "screen",
    from: "##### idle",
    to: "##### ignorecase",
    not: /default|initial|\d+ ?(s|sec|seconds|minutes)\b/i,
    about: "screen's default idle timeout (its entry)",
  },
  {
    product: "screen",
    not: /(idle|blanker)[^\n]{0,120}(default|initial)|(default|initial)[^\n]{0,120}(idle|blanker)/i,
    about: "a default next to idle or the blanker anywhere",
  },
];

void checkBatchKeys({
  batch: "r40",
  products: { wget: ["wget"], screen: ["screen"] },
  probes: ABSENT_PROBES,
});
