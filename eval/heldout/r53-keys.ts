import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r53 (eval/real/questions.ts) and nothing else: its documents (LVM2's lvmraid(7), lvmthin(7),
 * lvmcache(7), lvmvdo(7), lvmsystemid(7), lvcreate(8), lvm(8), pvmove(8) and lvm.conf(5) manual pages, WHATS_NEW
 * (changelog.gz) and Debian changelog; SpamAssassin's Mail::SpamAssassin::Conf(3pm), spamassassin(1p), sa-learn(1p),
 * sa-update(1p), DKIM and TxRep plugin pages, spamd(8p) and spamc(1) manual pages, README, UPGRADE, svn changelog
 * (changelog.gz), Debian changelog, NEWS and README.Debian, fetched with apt as the suite fetches them) read as the
 * import reads them, every key of every r53 question looked up with the suite's `containsKey` in those products' text,
 * and each absent question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit
 * 1 when a key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r53-keys.ts          # r53's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r53-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * lvm2 2.03.16-2 and spamassassin/spamd/spamc 4.0.1-1~deb12u1 are bookworm's versions when written. Twenty-one probes for
 * the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // lvmthin(7) names thin_pool_autoextend_threshold, its minimum (50) and that 100 disables it, and says to ask
  // lvmconfig for the defaults; it never gives the default (the examples set 70 and 50).
  {
    product: "lvm2",
    from: "### Automatic extend settings",
    to: "### Zeroing",
    not: /\bdefaults? (value )?(is|of|=)[^\n]{0,30}\d|\(default/i,
    about: "a default autoextend threshold in lvmthin(7)'s automatic extend settings",
  },
  {
    product: "lvm2",
    from: "### Automatically extend thin pool LV",
    to: "### Data space exhaustion",
    not: /default[^\n]{0,60}(threshold|percent)|(threshold|percent)[^\n]{0,60}default/i,
    about: "a default autoextend threshold in lvmthin(7)'s autoextension section",
  },
  {
    product: "lvm2",
    not: /thin_pool_autoextend_threshold[^\n]{0,60}default[^\n]{0,30}\d|default[^\n]{0,60}thin_pool_autoextend_threshold[^\n]{0,30}\d/i,
    about: "a default thin_pool_autoextend_threshold anywhere in LVM2's documents",
  },
  // pvmove(8)'s --interval entry has no number; WHATS_NEW only says polling_interval became the --interval default.
  {
    product: "lvm2",
    from: "Report progress at regular intervals",
    to: "--journal",
    not: /\d|default/i,
    about: "a default interval in pvmove(8)'s --interval entry",
  },
  {
    product: "lvm2",
    not: /polling_interval[^\n]{0,80}\d|interval[^\n]{0,60}default[^\n]{0,30}\d|default[^\n]{0,40}interval[^\n]{0,30}\d+ ?(s|sec|seconds)\b/i,
    about: "a default polling interval anywhere in LVM2's documents",
  },
  // lvmcache(7) lists high_watermark as a percent (0-100) with no default; 90 and 60 appear only in examples.
  {
    product: "lvm2",
    from: "#### high_watermark",
    to: "#### low_watermark",
    not: /default/i,
    about: "a default high_watermark in lvmcache(7)'s writecache settings",
  },
  {
    product: "lvm2",
    not: /high_watermark[^\n]{0,80}default|default[^\n]{0,80}high_watermark/i,
    about: "a default writecache high_watermark anywhere in LVM2's documents",
  },
  // vgcreate(8) is not among the documents; WHATS_NEW names physical_extent_size and halved defaults, never a size.
  {
    product: "lvm2",
    not: /extent size[^\n]{0,60}default[^\n]{0,30}\d+ ?(KiB|MiB|MB|k|m)\b|default[^\n]{0,40}(physical extent|PE) size[^\n]{0,40}\d|PE size[^\n]{0,40}\b4 ?Mi?B/i,
    about: "a default physical extent size anywhere in LVM2's documents",
  },
  {
    product: "lvm2",
    from: "## ALLOCATION",
    to: "## LOGICAL VOLUME TYPES",
    not: /\d+ ?(KiB|MiB|MB|k\b|m\b)/i,
    about: "an extent size in lvm(8)'s allocation section",
  },
  // Debian's 2.03.16-2 upload removes init scripts and calls the initramfs trigger; 2.03.16 itself names no CVE.
  {
    product: "lvm2",
    from: "lvm2 (2.03.16-2)",
    to: "lvm2 (2.03.16-1)",
    not: /CVE/,
    about: "a CVE in Debian's lvm2 2.03.16-2 entry",
  },
  {
    product: "lvm2",
    from: "Version 2.03.16 - 18th May 2022",
    to: "Version 2.03.15",
    not: /CVE|security/i,
    about: "a CVE in WHATS_NEW's 2.03.16 section",
  },
  // Rule scores live in the rules files (50_scores.cf), not in any of these documents.
  {
    product: "spamassassin",
    not: /BAYES_99/,
    about: "BAYES_99 anywhere in SpamAssassin's documents",
  },
  {
    product: "spamassassin",
    from: "### SCORING OPTIONS",
    to: "### WELCOMELIST AND BLOCKLIST OPTIONS",
    not: /BAYES_\d/,
    about: "a BAYES_ rule score in Conf(3pm)'s scoring options",
  },
  // Debian's 4.0.1-1~deb12u1 entry lists SORBS, TCP fallback and bug fixes, no CVE; the svn log names none either.
  {
    product: "spamassassin",
    from: "spamassassin (4.0.1-1~deb12u1)",
    to: "spamassassin (4.0.0-6)",
    not: /CVE/,
    about: "a CVE in Debian's 4.0.1-1~deb12u1 entry",
  },
  {
    product: "spamassassin",
    from: "Bug 8089 - Add explicit dependency",
    to: "4.0.0 RELEASED",
    not: /CVE/,
    about: "a CVE in the svn changelog from 4.0.0 to 4.0.1",
  },
  // The svn log says the two shortcircuit score settings were added; the Shortcircuit page is not among the documents.
  {
    product: "spamassassin",
    not: /shortcircuit_min_ham_score[^\n]{0,120}(default|\d)/i,
    about: "a shortcircuit_min_ham_score default anywhere in SpamAssassin's documents",
  },
  {
    product: "spamassassin",
    from: "## USER PREFERENCES",
    to: "## RULE DEFINITIONS AND PRIVILEGED SETTINGS",
    not: /shortcircuit_(min_ham|max_spam)_score/i,
    about: "shortcircuit_min_ham_score in Conf(3pm)'s user preferences",
  },
  // Razor2 appears only as a plugin name, in NEWS and README.Debian (disabled by default) and as razor_fork in UPGRADE.
  {
    product: "spamassassin",
    not: /razor_timeout/i,
    about: "razor_timeout anywhere in SpamAssassin's documents",
  },
  {
    product: "spamassassin",
    not: /razor2?[^\n]{0,100}(time-?out|seconds)/i,
    about: "a Razor timeout anywhere in SpamAssassin's documents",
  },
  // sa-update(1p) documents channels, GPG, mirrors and exit codes; no download timeout anywhere.
  {
    product: "spamassassin",
    from: "# SA-UPDATE(1p)",
    to: "## SEE ALSO",
    not: /time-?out|seconds/i,
    about: "a timeout in sa-update(1p)",
  },
  {
    product: "spamassassin",
    not: /sa-update[^\n]{0,120}(time-?out|seconds)/i,
    about: "an sa-update timeout anywhere in SpamAssassin's documents",
  },
];

void checkBatchKeys({
  batch: "r53",
  products: { lvm2: ["lvm2"], spamassassin: ["spamassassin", "spamd", "spamc"] },
  probes: ABSENT_PROBES,
});
