import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r43 (eval/real/questions.ts) and nothing else: its documents (logrotate's manual page,
 * upstream ChangeLog, Debian changelog and NEWS, Debian's logrotate.conf and systemd units; msmtp's manual page, Texinfo
 * manual, upstream NEWS and git changelog, Debian changelog, NEWS and README.Debian and the system-wide configuration
 * example, fetched with apt as the suite fetches them) read as the import reads them, every key of every r43 question
 * looked up with the suite's `containsKey` in those products' text, and each absent question's likely answer looked for
 * where it would be written (it must not be there). No answer is asked for and no baseline is ranked: the integrator
 * scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out
 * to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r43-keys.ts          # r43's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r43-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * logrotate 3.21.0-1 and msmtp 1.8.23-1 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // logrotate(8)'s shredcycles entry says only that shred's own default is used without it; no pass count anywhere.
  {
    product: "logrotate",
    from: "#### shredcycles count",
    to: "#### allowhardlink",
    not: /\b\d+ ?(times|passes|cycles)\b|\bdefault (is|of)\b|defaults to/i,
    about: "a pass count in logrotate(8)'s shredcycles entry",
  },
  {
    product: "logrotate",
    not: /shred[^\n]{0,120}\b\d+ ?(times|passes|cycles|iterations)\b/i,
    about: "a number of shred passes anywhere",
  },
  // The ChangeLog's 3.7.8 section says only "limit config file inclusion nesting"; logrotate(8)'s include entry has no
  // limit.
  {
    product: "logrotate",
    from: "## [3.7.8] - 2009-01-28",
    to: "## [3.7.7] - 2008-05-19",
    not: /nesting[^\n]{0,80}\d|\d[^\n]{0,80}nesting|depth|levels?\b/i,
    about: "a nesting depth in the ChangeLog's 3.7.8 section",
  },
  {
    product: "logrotate",
    not: /(nest|inclusion|include)[^\n]{0,120}\b(depth|levels?|deep)\b|\b\d+ (levels|deep)\b/i,
    about: "an include nesting depth anywhere",
  },
  // Zstandard (3.18.0) is the only compressor a release added; xz and lzma are never named.
  { product: "logrotate", not: /\bxz\b|lzma|\.xz\b/i, about: "xz or lzma anywhere" },
  {
    product: "logrotate",
    from: "## [3.18.0] - 2021-01-08",
    to: "## [3.17.0] - 2020-07-10",
    not: /\bxz\b|lzma/i,
    about: "xz in the ChangeLog's 3.18.0 section (Zstandard)",
  },
  // logrotate.timer says OnCalendar=daily, AccuracySec=1h and Persistent=true: no time of day; the manual page and the
  // ChangeLog name none either.
  {
    product: "logrotate",
    from: "[Timer]",
    to: "[Install]",
    not: /\d{1,2}:\d{2}|midnight|\bam\b|\bpm\b/i,
    about: "a time of day in logrotate.timer",
  },
  {
    product: "logrotate",
    not: /midnight|o'clock|(\bat|time of day)[^\n]{0,20}\b\d{1,2}:\d{2}|\b\d{1,2} ?(am|pm)\b/i,
    about: "a time of day anywhere",
  },
  // The ChangeLog's 3.21.0 section and Debian's 3.21.0-1 upload name no CVE (the last one named is CVE-2022-1348,
  // fixed in 3.20.0).
  {
    product: "logrotate",
    from: "## [3.21.0] - 2022-12-13",
    to: "## [3.20.1] - 2022-05-25",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in the ChangeLog's 3.21.0 section",
  },
  {
    product: "logrotate",
    from: "logrotate (3.21.0-1)",
    to: "logrotate (3.20.1-1)",
    not: /CVE|security/i,
    about: "a CVE in Debian's 3.21.0-1 upload",
  },
  // msmtp(1) and the manual say only that "off" leaves the operating system default; no number of seconds is given.
  {
    product: "msmtp",
    from: "#### timeout (off|seconds)",
    to: "#### protocol (smtp|lmtp)",
    not: /default (is|of)|\b\d+ ?(seconds|s)\b/i,
    about: "a default in msmtp(1)'s timeout entry",
  },
  {
    product: "msmtp",
    not: /timeout[^\n]{0,120}default[^\n]{0,40}\b\d+|default (network )?timeout[^\n]{0,60}\d|\b\d+ seconds?\b[^\n]{0,60}timeout/i,
    about: "a default timeout in seconds anywhere",
  },
  // The msmtpd chapter speaks of "only a limited number of concurrent SMTP sessions"; the changelog of "the maximum
  // number of active sessions"; neither gives the number.
  {
    product: "msmtp",
    from: "To prevent abuse, msmtpd",
    to: "Msmtpd handles the following options",
    not: /\d/,
    about: "a session limit in the msmtpd chapter's abuse paragraph",
  },
  {
    product: "msmtp",
    not: /sessions?[^\n]{0,60}\b(is|to|of) \d+|\b\d+ (concurrent|simultaneous|active|parallel) (SMTP )?sessions/i,
    about: "a number of msmtpd sessions anywhere",
  },
  // NEWS's 1.8.19 entry and the changelog describe the msmtpd fix without a CVE; no msmtp document names any CVE.
  { product: "msmtp", not: /CVE/i, about: "a CVE anywhere in msmtp's documents" },
  {
    product: "msmtp",
    from: "Version 1.8.19:",
    to: "Version 1.8.18:",
    not: /CVE|\d{4}-\d{4,}/i,
    about: "an identifier in NEWS's 1.8.19 entry",
  },
  // NEWS's 1.8.0 entry says OpenSSL is discouraged and "may not be supported in the future"; nothing says its support
  // was removed (1.4.4 only removed the OpenSSL exception note from the license information).
  {
    product: "msmtp",
    from: "Version 1.8.0:",
    to: "Version 1.6.8:",
    not: /OpenSSL[^\n]{0,80}(removed|dropped|no longer supported)|(removed|dropped)[^\n]{0,80}OpenSSL/i,
    about: "an OpenSSL removal in NEWS's 1.8.0 entry",
  },
  {
    product: "msmtp",
    not: /(remov|drop)\w*[^\n]{0,40}OpenSSL support|OpenSSL support[^\n]{0,40}(removed|dropped)|OpenSSL[^\n]{0,60}no longer (supported|available)/i,
    about: "an OpenSSL removal anywhere",
  },
  // NEWS's 1.8.6 entry says only that aliases are now expanded recursively; the aliases entries give no depth.
  {
    product: "msmtp",
    from: "‘aliases [FILE]’",
    to: "‘auto_from [(on|off)]’",
    not: /\b\d+\b|depth|levels?\b|recursi/i,
    about: "a recursion depth in the manual's aliases entry",
  },
  {
    product: "msmtp",
    not: /(recursi|alias)[^\n]{0,120}(\bdepth\b|\blevels?\b|\b\d+ times\b)/i,
    about: "an alias recursion depth anywhere",
  },
];

void checkBatchKeys({
  batch: "r43",
  products: { logrotate: ["logrotate"], msmtp: ["msmtp"] },
  probes: ABSENT_PROBES,
});
