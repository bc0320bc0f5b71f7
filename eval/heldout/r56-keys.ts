import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r56 (eval/real/questions.ts) and nothing else: its documents (ISC DHCP's dhcpd.conf(5),
 * dhcpd.leases(5), dhcpd(8), dhcp-options(5) and dhclient.conf(5) manual pages, RELNOTES (changelog.gz), README,
 * Debian NEWS, README.Debian and changelog; btrfs-progs' btrfs(5), mkfs.btrfs(8), btrfs-balance(8),
 * btrfs-filesystem(8), btrfs-subvolume(8), btrfs-scrub(8), btrfs-quota(8), btrfs-device(8), btrfs-replace(8) and
 * btrfs-check(8) manual pages, upstream CHANGES (changelog.gz) and Debian changelog, fetched with apt as the suite
 * fetches them) read as the import reads them, every key of every r56 question looked up with the suite's
 * `containsKey` in those products' text, and each absent question's likely answer looked for where it would be
 * written (it must not be there). No answer is asked for and no baseline is ranked: the integrator scores the batch
 * once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered,
 * or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r56-keys.ts          # r56's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r56-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * isc-dhcp 4.4.3-P1-2 and btrfs-progs 6.2-1+deb12u2 are bookworm's versions when written. Twenty-one probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // dhcp-options(5) lists static-routes (classful, "virtually useless") but defines no classless static route option;
  // RFC 3442 and option code 121 appear nowhere.
  {
    product: "isc-dhcp",
    not: /3442|classless[- _]static|\b(code|option) 121\b/i,
    about: "an RFC 3442 classless static route option anywhere in ISC DHCP's documents",
  },
  {
    product: "isc-dhcp",
    from: "## STANDARD DHCPV4 OPTIONS",
    to: "## RELAY AGENT INFORMATION OPTION",
    not: /\b121\b|classless-static|ms-classless/i,
    about: "option 121 among dhcp-options(5)'s standard DHCPv4 options",
  },
  // dhcpd.leases(5) and dhcpd(8) say the lease file is rewritten "from time to time", with no interval; the RELNOTES
  // only say, for 3.0 beta, that it is no longer rewritten "every thousand leases" (a count, not an interval).
  {
    product: "isc-dhcp",
    from: "In order to prevent the lease database from growing without bound",
    to: "In order to process both DHCPv4 and DHCPv6 messages",
    not: /\d|hour|minute|second/i,
    about: "a rewrite interval in dhcpd.leases(5)'s description",
  },
  {
    product: "isc-dhcp",
    from: "New leases are appended to the end of the dhcpd.leases file",
    to: "BOOTP support is also provided",
    not: /\d|hour|minute|second/i,
    about: "a rewrite interval in dhcpd(8)'s operation section",
  },
  {
    product: "isc-dhcp",
    not: /(rewrit|compact)[^\n]{0,100}(\d+|an?|once an?) ?(minutes?|hours?|seconds?)\b/i,
    about: "a lease file rewrite interval anywhere in ISC DHCP's documents",
  },
  // max-response-delay "must be specified": the sample's 60 is an example, not a default.
  {
    product: "isc-dhcp",
    from: "The max-response-delay statement",
    to: "The max-unacked-updates statement",
    not: /default/i,
    about: "a default in dhcpd.conf(5)'s max-response-delay entry",
  },
  {
    product: "isc-dhcp",
    not: /max-response-delay[^\n]{0,100}default|default[^\n]{0,100}max-response-delay/i,
    about: "a default max-response-delay anywhere in ISC DHCP's documents",
  },
  // Debian's 4.4.3-P1-2 entry: resolv.conf bind mounts, copyright, NEWS and a test; its NEWS entry: EOL and AppArmor.
  {
    product: "isc-dhcp",
    from: "isc-dhcp (4.4.3-P1-2)",
    to: "isc-dhcp (4.4.3-P1-1.1)",
    not: /CVE|security/i,
    about: "a CVE in Debian's isc-dhcp 4.4.3-P1-2 changelog entry",
  },
  {
    product: "isc-dhcp",
    from: "isc-dhcp-server (4.4.3-P1-2)",
    to: "dhcp3 (3.1.1-6)",
    not: /CVE/,
    about: "a CVE in Debian's isc-dhcp-server 4.4.3-P1-2 NEWS entry",
  },
  // omapi-port enables OMAPI on the port given; no default port (7911 is nowhere).
  {
    product: "isc-dhcp",
    from: "The omapi-port statement",
    to: "The one-lease-per-client statement",
    not: /default|\b\d{2,5}\b/i,
    about: "a default port in dhcpd.conf(5)'s omapi-port entry",
  },
  {
    product: "isc-dhcp",
    not: /7911|omapi[^\n]{0,80}default[^\n]{0,40}\d|default[^\n]{0,40}omapi[^\n]{0,40}port[^\n]{0,20}\d/i,
    about: "a default OMAPI port anywhere in ISC DHCP's documents",
  },
  // btrfs-balance(8): "the user is warned and has a few seconds to cancel"; the 10 seconds are raid5/6's safety timeout.
  {
    product: "btrfs",
    from: "To prevent starting a full balance by accident",
    to: "Please note that the filters must be written",
    not: /\d/,
    about: "a number of seconds in btrfs-balance(8)'s full balance warning",
  },
  {
    product: "btrfs",
    not: /full[- ]balance[^\n]{0,150}\d+ ?sec|\d+ ?sec[^\n]{0,150}full[- ]balance/i,
    about: "a full balance delay in seconds anywhere in btrfs-progs' documents",
  },
  // btrfs-check(8) says memory needs "can be high" and offers lowmem mode; no figure per size.
  {
    product: "btrfs",
    from: "# BTRFS-CHECK(8)",
    to: "## EXIT STATUS",
    not: /\d+ ?(KiB|MiB|GiB|MB|GB)\b|per (TB|TiB|terabyte)/i,
    about: "a memory figure in btrfs-check(8)",
  },
  {
    product: "btrfs",
    not: /memory[^\n]{0,100}(per|\/) ?(TB|TiB|terabyte)/i,
    about: "a memory-per-terabyte figure anywhere in btrfs-progs' documents",
  },
  // Debian's 6.2-1+deb12u2 cherry-picks the dev stats tabular fix; no CVE anywhere in btrfs-progs' documents.
  {
    product: "btrfs",
    from: "btrfs-progs (6.2-1+deb12u2)",
    to: "btrfs-progs (6.2-1+deb12u1)",
    not: /CVE|security/i,
    about: "a CVE in Debian's btrfs-progs 6.2-1+deb12u2 entry",
  },
  {
    product: "btrfs",
    not: /CVE-\d/,
    about: "any CVE anywhere in btrfs-progs' documents",
  },
  // The upstream CHANGES start at 6.2 (2023-02-28); no later release.
  {
    product: "btrfs",
    not: /btrfs-progs[- ]v?6\.([3-9]|\d\d)\b/,
    about: "a btrfs-progs release after 6.2 anywhere in btrfs-progs' documents",
  },
  {
    product: "btrfs",
    from: "btrfs-progs-6.2 (2023-02-28)",
    to: "btrfs-progs-6.1 (2022-12-22)",
    not: /6\.3/,
    about: "a mention of 6.3 in the newest CHANGES section",
  },
  // btrfs(5) lists bg_reclaim_threshold twice (per filesystem and per space type) with RW and "since: 5.19", no default.
  {
    product: "btrfs",
    from: "#### bg_reclaim_threshold",
    to: "#### checksum",
    not: /default|\d+ ?%/i,
    about: "a default in btrfs(5)'s filesystem-level bg_reclaim_threshold entry",
  },
  {
    product: "btrfs",
    from: "Files in /sys/fs/btrfs/<UUID>/allocations/{data,metadata,system} directory are:",
    to: "#### chunk_size",
    not: /default|\d+ ?%/i,
    about: "a default in btrfs(5)'s per-space-type bg_reclaim_threshold entry",
  },
];

void checkBatchKeys({
  batch: "r56",
  products: { "isc-dhcp": ["isc-dhcp-server", "isc-dhcp-common", "isc-dhcp-client"], btrfs: ["btrfs-progs"] },
  probes: ABSENT_PROBES,
});
