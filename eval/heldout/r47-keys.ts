import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r47 (eval/real/questions.ts) and nothing else: its documents (nmap's nmap(1) and nping(1)
 * manual pages, upstream CHANGELOG and Debian changelog; tcpdump's tcpdump(8) manual page, README.md, upstream
 * changelog, Debian changelog, NEWS.Debian and README.Debian; libpcap's pcap-filter(7), pcap-tstamp(7) and
 * pcap-savefile(5), fetched with apt as the suite fetches them) read as the import reads them, every key of every r47
 * question looked up with the suite's `containsKey` in those products' text, and each absent question's likely answer
 * looked for where it would be written (it must not be there). No answer is asked for and no baseline is ranked: the
 * integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent
 * question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r47-keys.ts          # r47's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r47-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/** Where nmap's upstream CHANGELOG begins in the product's text (it runs on into Debian's changelog). */
const NMAP_CHANGELOG = "Nmap 7.93 [2022-09-01]";

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * nmap 7.93+dfsg1-1, tcpdump 4.99.3-1 and libpcap 1.10.3-1 are bookworm's versions when written. Twenty probes for the
 * ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // nmap(1)'s --data-length entry gives the usual packet sizes (40 and 28 bytes), never an upper bound; nping(1) bounds
  // its own --data-length (0-65400), which is another program's option.
  {
    product: "nmap",
    from: "#### --data-length number",
    to: "#### --ip-options",
    not: /maximum|largest|at most|up to|no more than|\b\d{3,}\b/i,
    about: "an upper bound in nmap(1)'s --data-length entry",
  },
  {
    product: "nmap",
    from: NMAP_CHANGELOG,
    not: /data.length[^\n]{0,200}(maximum|\bmax\b|largest|at most|limit|\b\d{3,}\b)/i,
    about: "a --data-length limit in nmap's changelogs",
  },
  // nmap(1) has no EXIT STATUS section; the only exit codes in the changelog are Ncat's and Ndiff's.
  {
    product: "nmap",
    from: "# NMAP(1)",
    to: "# NPING(1)",
    not: /exit (status|code)|exits? with|return (code|status)/i,
    about: "an exit status in nmap(1)",
  },
  {
    product: "nmap",
    from: NMAP_CHANGELOG,
    not: /\bnmap\b[^\n]{0,80}(exit (status|code)|exits? with)[^\n]{0,60}\b\d\b/i,
    about: "an nmap exit status in the changelogs",
  },
  // The -D entry speaks of 5-10 reported scans and of ME in the sixth position, never of a maximum number of decoys.
  {
    product: "nmap",
    from: "#### -D decoy1",
    to: "#### -S IP_Address",
    not: /maximum|at most|up to \d|no more than|\b\d{3,}\b/i,
    about: "a decoy limit in nmap(1)'s -D entry",
  },
  {
    product: "nmap",
    not: /decoys?[^\n]{0,120}(maximum|\bmax\b|at most|up to \d+|no more than|\b\d{3,}\b|\b\d{2,} decoys)|(maximum|\bmax\b)[^\n]{0,40}decoys/i,
    about: "a decoy limit anywhere in nmap's documents",
  },
  // --ttl only "sets the IPv4 time-to-live field"; the changelog entries adding it give no default either.
  {
    product: "nmap",
    from: "#### --ttl value",
    to: "#### --randomize-hosts",
    not: /default|\b\d+\b/i,
    about: "a default TTL in nmap(1)'s --ttl entry",
  },
  {
    product: "nmap",
    from: NMAP_CHANGELOG,
    not: /(--ttl|\bTTL\b)[^\n]{0,150}default|default[^\n]{0,40}\bTTL\b/i,
    about: "a default TTL in nmap's changelogs",
  },
  // nmap(1) gives -T4's and -T5's --max-rtt-timeout (1250ms, 300ms) and a reasonable value for local networks, never
  // the default without a template; the changelog's sample -d timing report (max 300) is a -T5 run's values.
  {
    product: "nmap",
    from: "#### --min-rtt-timeout time, --max-rtt-timeout time",
    to: "#### --max-retries",
    not: /default (is|of) \d|defaults? to \d|\d+ ?(ms|s|seconds?) by default|default[^\n]{0,30}\b\d+ ?(ms|milliseconds|s|seconds)\b/i,
    about: "a default timeout in nmap(1)'s RTT timeout entry",
  },
  {
    product: "nmap",
    not: /max.rtt.timeout[^\n]{0,150}(default (is|of)|defaults? to|by default)|default[^\n]{0,60}max(imum)?.rtt/i,
    about: "a default --max-rtt-timeout anywhere in nmap's documents",
  },
  // tcpdump(8)'s -B entry gives the unit (KiB, 1024 bytes) and no default size.
  {
    product: "tcpdump",
    from: "#### -B buffer_size",
    to: "#### -c count",
    not: /default|\d+ ?(MiB|MB|megabytes?)\b/i,
    about: "a default in tcpdump(8)'s -B entry",
  },
  {
    product: "tcpdump",
    not: /buffer.size[^\n]{0,150}default|default[^\n]{0,100}buffer.size|\b2 ?(MiB|MB)\b/i,
    about: "a default capture buffer size anywhere in tcpdump's documents",
  },
  // Debian's tcpdump changelog (up to 4.99.3-1) and the upstream changelog name no CVE from 2023.
  {
    product: "tcpdump",
    not: /CVE-2023/,
    about: "a 2023 CVE anywhere in tcpdump's documents",
  },
  {
    product: "tcpdump",
    from: "tcpdump (4.99.3-1) unstable",
    to: "tcpdump (4.99.2-1) unstable",
    not: /CVE|security|SMB|1801/i,
    about: "a security fix in Debian's 4.99.3-1 entry",
  },
  // pcap-filter(7) of libpcap 1.10.3 has geneve [vni] but no vxlan primitive; tcpdump(8) has only -T vxlan.
  {
    product: "tcpdump",
    from: "# PCAP-FILTER(7)",
    to: "# PCAP-TSTAMP(7)",
    not: /vxlan/i,
    about: "a vxlan primitive in pcap-filter(7)",
  },
  {
    product: "tcpdump",
    not: /vxlan \[?(vni|\d|0x)/i,
    about: "a vxlan VNI filter anywhere in tcpdump's documents",
  },
  // The upstream changelog never mentions -Q or a capture direction (case-sensitive: it has -q); tcpdump(8)'s -Q entry
  // names no version.
  {
    product: "tcpdump",
    from: "Summary for 4.99.3 tcpdump release",
    not: /-Q\b|--direction|[Cc]apture direction|send\/receive direction/,
    about: "-Q in tcpdump's changelogs",
  },
  {
    product: "tcpdump",
    from: "#### -Q direction",
    to: "#### -q",
    not: /\b\d\.\d+(\.\d+)?\b|added|since|introduced|new in/i,
    about: "a release in tcpdump(8)'s -Q entry",
  },
  // tcpdump(8)'s -j entry sends to pcap-tstamp(7), which lists the types and says nothing of a default type.
  {
    product: "tcpdump",
    from: "#### -j tstamp_type",
    to: "#### -J",
    not: /default/i,
    about: "a default in tcpdump(8)'s -j entry",
  },
  {
    product: "tcpdump",
    from: "# PCAP-TSTAMP(7)",
    to: "# PCAP-SAVEFILE(5)",
    not: /default[^\n]{0,80}(type|PCAP_TSTAMP_|host|adapter)|(type|PCAP_TSTAMP_\w+)[^\n]{0,80}(is|by) (the )?default/i,
    about: "a default time stamp type in pcap-tstamp(7)",
  },
];

void checkBatchKeys({
  batch: "r47",
  products: { nmap: ["nmap"], tcpdump: ["tcpdump", "libpcap0.8", "libpcap0.8-dev"] },
  probes: ABSENT_PROBES,
});
