import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r63 (eval/real/questions.ts) and nothing else: its documents (ntfs-3g's ntfs-3g(8), mkntfs(8),
 * ntfsclone(8), ntfsresize(8), ntfsundelete(8), ntfsrecover(8), ntfsfix(8), ntfslabel(8), ntfswipe(8),
 * ntfs-3g.probe(8), ntfssecaudit(8), ntfsusermap(8), ntfsdecrypt(8) and ntfsfallocate(8) manual pages, the advanced
 * versions' changelog (changelog.gz), Debian changelog, README and README.Debian; Corosync's corosync.conf(5),
 * votequorum(5), cmap_keys(7), corosync_overview(7), corosync(8), corosync-cfgtool(8), corosync-keygen(8),
 * corosync-quorumtool(8) and corosync-cmapctl(8) manual pages, the installed /etc/corosync/corosync.conf and Debian
 * changelog, fetched with apt as the suite fetches them) read as the import reads them, every key of every r63 question
 * looked up with the suite's `containsKey` in those products' text, and each absent question's likely answer looked
 * for where it would be written (it must not be there). No answer is asked for and no baseline is ranked: the
 * integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent
 * question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r63-keys.ts          # r63's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r63-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * ntfs-3g 1:2022.10.3-1+deb12u4 and corosync 3.1.7-1+deb12u2 are bookworm's versions when written. Twenty probes for
 * the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Debian's 1:2022.10.3-1+deb12u2 entry only makes fuse a simple dependency (#983359); no CVE.
  {
    product: "ntfs-3g",
    from: "ntfs-3g (1:2022.10.3-1+deb12u2)",
    to: "ntfs-3g (1:2022.10.3-1+deb12u1)",
    not: /CVE|GHSA|security/i,
    about: "a CVE in Debian's ntfs-3g 1:2022.10.3-1+deb12u2 entry",
  },
  {
    product: "ntfs-3g",
    not: /deb12u2[^\n]{0,200}CVE|CVE[^\n]{0,200}deb12u2/i,
    about: "a CVE named with deb12u2 anywhere in ntfs-3g's documents",
  },
  // mkntfs(8) only says -L sets the label; neither it nor ntfslabel(8) names a default label.
  {
    product: "ntfs-3g",
    from: "#### -L, --label STRING",
    to: "#### -C, --enable-compression",
    not: /default|omitted|empty|none/i,
    about: "a default label where mkntfs(8) describes -L",
  },
  {
    product: "ntfs-3g",
    not: /label[^\n]{0,80}\bdefault|default[^\n]{0,80}\blabel\b/i,
    about: "a default volume label anywhere in ntfs-3g's documents",
  },
  // ntfswipe(8) says --count defines the number of times, with no default.
  {
    product: "ntfs-3g",
    from: "#### -c, --count NUM",
    to: "#### -d, --directory",
    not: /default|once|\d/i,
    about: "a default pass count where ntfswipe(8) describes --count",
  },
  {
    product: "ntfs-3g",
    from: "# NTFSWIPE(8)",
    to: "## EXAMPLES",
    not: /\b(one|two|three|\d+) (pass|passes|times)\b|default (is|of)/i,
    about: "a number of passes anywhere in ntfswipe(8)'s options",
  },
  // No document gives a maximum volume size: only unit suffixes and sector or cluster limits.
  {
    product: "ntfs-3g",
    not: /\b\d+(\.\d+)? ?(TB|TiB|PB|PiB|EB|EiB|terabytes?|petabytes?|exabytes?)\b/i,
    about: "a volume size in terabytes or more anywhere in ntfs-3g's documents",
  },
  {
    product: "ntfs-3g",
    not: /(maximum|largest|max\.?) (volume|partition|file ?system|ntfs) size|(volume|partition|file ?system) size[^\n]{0,40}(maximum|limit)/i,
    about: "a maximum volume size anywhere in ntfs-3g's documents",
  },
  // The advanced versions' changelog ends with 2014.2.15AR.1 (Apr 7, 2014).
  {
    product: "ntfs-3g",
    not: /2015\.3\.14|\b2015\b/,
    about: "2015.3.14AR.1 or any 2015 date anywhere in ntfs-3g's documents",
  },
  {
    product: "ntfs-3g",
    from: "Changelog for the Advanced Versions",
    to: "Version 2014.2.15AR.1",
    not: /Version \d/,
    about: "a version section newer than 2014.2.15AR.1 in the changelog",
  },
  // corosync.conf(5) describes mcastport without a default; no document names 5404 or 5405.
  {
    product: "corosync",
    from: "#### mcastport (udp only)",
    to: "#### ttl (udp only)",
    not: /default|\b\d{4,5}\b/i,
    about: "a default port where corosync.conf(5) describes mcastport",
  },
  {
    product: "corosync",
    not: /\b540[0-9]\b/,
    about: "corosync's usual ports anywhere in Corosync's documents",
  },
  // knet_compression_level is passed unmodified to the compression library; no default is given.
  {
    product: "corosync",
    from: "#### knet_compression_level",
    to: "#### hold",
    not: /default/i,
    about: "a default where corosync.conf(5) describes knet_compression_level",
  },
  {
    product: "corosync",
    not: /compression_level[^\n]{0,120}(default|\bis \d)/i,
    about: "a default compression level anywhere in Corosync's documents",
  },
  // resources.watchdog_device names the device only; no timeout is given.
  {
    product: "corosync",
    from: "#### watchdog_device",
    to: "Within the nozzle directive",
    not: /timeout|\b\d+ ?(s|sec|seconds?|ms|milliseconds?)\b/i,
    about: "a watchdog timeout where corosync.conf(5) describes watchdog_device",
  },
  {
    product: "corosync",
    not: /watchdog[^\n]{0,100}timeout|timeout[^\n]{0,100}watchdog/i,
    about: "a watchdog timeout anywhere in Corosync's documents",
  },
  // corosync-qdevice(8) is only named in SEE ALSO lists; its algorithms (ffsplit, lms) are not described.
  {
    product: "corosync",
    not: /ffsplit|qdevice[^\n]{0,120}(algorithm|default)|(algorithm|default)[^\n]{0,120}qdevice/i,
    about: "a qdevice algorithm anywhere in Corosync's documents",
  },
  {
    product: "corosync",
    from: "LMS does not work with asymmetric voting schemes",
    to: "Example configuration 1:",
    not: /algorithm|ffsplit|\blms\b[^\n]{0,40}default/i,
    about: "a quorum device algorithm where votequorum(5) mentions quorum devices",
  },
  // Debian's 3.1.7-1+deb12u1 entry only names the CVE and its bug (#1102006).
  {
    product: "corosync",
    from: "corosync (3.1.7-1+deb12u1)",
    to: "corosync (3.1.7-1)",
    not: /thank|report|credit|discover|found by/i,
    about: "a reporter in Debian's corosync 3.1.7-1+deb12u1 entry",
  },
  {
    product: "corosync",
    not: /CVE-2025-30472[^\n]{0,200}(thank|report|credit)|(thank|report|credit)[^\n]{0,200}CVE-2025-30472/i,
    about: "a reporter named with CVE-2025-30472 anywhere in Corosync's documents",
  },
];

void checkBatchKeys({
  batch: "r63",
  products: { "ntfs-3g": ["ntfs-3g"], corosync: ["corosync"] },
  probes: ABSENT_PROBES,
});
