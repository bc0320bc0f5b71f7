import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r41 (eval/real/questions.ts) and nothing else: its documents (cryptsetup's and mdadm's manual
 * pages, cryptsetup's FAQ, 2.6.0 release notes, Debian README, NEWS and changelog, mdadm's Debian FAQ, NEWS and
 * changelog and upstream changelog, fetched with apt as the suite fetches them) read as the import reads them, every key
 * of every r41 question looked up with the suite's `containsKey` in those products' text, and each absent question's
 * likely answer looked for where it would be written (it must not be there). No answer is asked for and no baseline is
 * ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an
 * absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r41-keys.ts          # r41's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r41-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * cryptsetup 2:2.6.1-4~deb12u2 and mdadm 4.2-5 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // --keyfile-size only says "up to the compiled-in maximum that can be queried with --help"; cryptsetup(8) and
  // crypttab(5) say the same, no size.
  {
    product: "cryptsetup",
    from: "#### --keyfile-size, -l value",
    to: "#### --volume-key-file",
    not: /\d+ ?(bytes|B|KiB|MiB|kB|MB)\b|maximum (is|of) \d/i,
    about: "the compiled-in key file maximum (luksFormat's --keyfile-size entry)",
  },
  {
    product: "cryptsetup",
    not: /(key ?file|input) (size|length)[^\n]{0,80}\b\d+ ?(KiB|MiB|kB|MB)\b|\b8 ?MiB\b|\b8192 ?(kB|KiB)|\b8388608\b/i,
    about: "a key file size limit anywhere",
  },
  // Debian's changelog says only "New upstream bugfix release" for 2:2.6.1-1 and names no CVE in any 2.6.1 upload; the
  // 2.6.1 release notes are not among the documents.
  {
    product: "cryptsetup",
    from: "cryptsetup (2:2.6.1-4~deb12u2)",
    to: "cryptsetup (2:2.6.0-2)",
    not: /CVE/,
    about: "a CVE in the 2.6.1 uploads of Debian's changelog",
  },
  {
    product: "cryptsetup",
    not: /2\.6\.1[^\n]{0,200}CVE-|CVE-[^\n]{0,200}\b2\.6\.1\b/,
    about: "a CVE next to 2.6.1 anywhere",
  },
  // keyfile-timeout= is systemd's crypttab option; Debian's crypttab(5) has none (NEWS only says a "timeout" option of
  // the cryptdisks initscripts was removed).
  { product: "cryptsetup", not: /keyfile-timeout|keyfile_timeout/i, about: "keyfile-timeout (cryptsetup's text)" },
  {
    product: "cryptsetup",
    from: "# CRYPTTAB(5)",
    to: "## SEE ALSO",
    not: /timeout/i,
    about: "any timeout option in crypttab(5)",
  },
  // cryptsetup-reencrypt(8) is not among the documents; the 2.6.0 notes and the FAQ only name --hotzone-size and the
  // hotzone, no size.
  {
    product: "cryptsetup",
    not: /hotzone[^\n]{0,120}(default|\d+ ?(K|M|G|KiB|MiB|GiB)\b)|(default|\d+ ?(KiB|MiB|GiB))[^\n]{0,60}hotzone/i,
    about: "a hotzone size or default anywhere",
  },
  {
    product: "cryptsetup",
    from: "* reencryption: Fix user defined moved segment size",
    to: "* Delegate FIPS mode detection",
    not: /\d+ ?(K|M|G|KiB|MiB|GiB)\b|default/i,
    about: "a hotzone size in the 2.6.0 notes' --hotzone-size item",
  },
  // cryptsetup(8)'s TCRYPT section and cryptsetup-open(8) only say --veracrypt-pim sets a custom PIM and point to
  // VeraCrypt's site; no default value.
  {
    product: "cryptsetup",
    from: "## TCRYPT (TRUECRYPT AND VERACRYPT COMPATIBLE) EXTENSION",
    to: "## BITLK",
    not: /\b485\b|default[^.\n]{0,60}PIM|PIM[^.\n]{0,60}default|PIM (is|of|=) ?\d/i,
    about: "a default PIM (cryptsetup(8)'s TCRYPT section)",
  },
  {
    product: "cryptsetup",
    from: "#### --veracrypt-pim, --veracrypt-query-pim",
    to: "#### --serialize-memory-hard-pbkdf",
    not: /\b\d{2,}\b|default/i,
    about: "a default PIM (cryptsetup-open(8)'s --veracrypt-pim entry)",
  },
  // mdadm's documents name no CVE at all; Debian's 4.2-1 upload says only "New upstream release".
  { product: "mdadm", not: /CVE/, about: "any CVE (mdadm's text)" },
  {
    product: "mdadm",
    from: "mdadm (4.2-1)",
    to: "\n -- ",
    not: /security|vulnerab/i,
    about: "a security fix in Debian's 4.2-1 upload",
  },
  // group_thread_cnt appears only in mdadm.conf(5)'s SYSFS example lines (set to 4), with no default; md(4)'s sysfs
  // section does not list it.
  {
    product: "mdadm",
    not: /group_thread_cnt[^\n]{0,120}default|default[^\n]{0,120}group_thread_cnt/i,
    about: "a default next to group_thread_cnt anywhere",
  },
  {
    product: "mdadm",
    from: "### SYSFS INTERFACE",
    to: "### KERNEL PARAMETERS",
    not: /group_thread_cnt/,
    about: "group_thread_cnt in md(4)'s sysfs interface",
  },
  // README.checkarray (first Sunday of the month, 01:06) is not among the documents; the FAQ only points to checkarray's
  // -x option and README.checkarray; Debian's changelog speaks of the daily degraded-array scan.
  { product: "mdadm", not: /Sunday|01:06|first [^\n]{0,20}of (each|every|the) month/i, about: "checkarray's schedule" },
  {
    product: "mdadm",
    not: /checkarray[^\n]{0,160}(monthly|weekly|cron|\d\d:\d\d)|(monthly|weekly|cron)[^\n]{0,160}checkarray/i,
    about: "a schedule next to checkarray anywhere",
  },
  // mdadm.conf(5) has MAILADDR, MAILFROM and PROGRAM only; no keyword names a mail server.
  {
    product: "mdadm",
    from: "# MDADM.CONF(5)",
    to: "## EXAMPLE",
    not: /SMTP|smarthost|relay|mail ?server|MAILHOST/i,
    about: "a mail server keyword in mdadm.conf(5)",
  },
  { product: "mdadm", not: /SMTP|smarthost/i, about: "SMTP anywhere (mdadm's text)" },
  // md(4) names Linux 4.12 for PPL; the upstream changelog stops at 3.3 and Debian's changelog does not name PPL.
  {
    product: "mdadm",
    from: "Please see git logs for detailed change log.",
    to: "Changes Prior to release 3.0\n",
    not: /\bPPL\b|Partial Parity/i,
    about: "PPL in the upstream changelog",
  },
  {
    product: "mdadm",
    not: /(\bPPL\b|Partial Parity)[^\n]{0,160}mdadm[- ]?\d|mdadm[- ]?\d[.\d]*[^\n]{0,160}(\bPPL\b|Partial Parity)/i,
    about: "an mdadm version next to PPL anywhere",
  },
];

void checkBatchKeys({
  batch: "r41",
  products: { cryptsetup: ["cryptsetup", "cryptsetup-bin"], mdadm: ["mdadm"] },
  probes: ABSENT_PROBES,
});
