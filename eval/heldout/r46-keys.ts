import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r46 (eval/real/questions.ts) and nothing else: its documents (nftables' nft(8) manual page,
 * Debian changelog, README.Debian and examples README; iproute2's ip(8), ip-address(8), ip-link(8), ip-route(8),
 * ip-rule(8), ip-neighbour(8), ss(8), tc-netem(8) and tc-fq_codel(8) manual pages, Debian changelog and README.Debian,
 * fetched with apt as the suite fetches them) read as the import reads them, every key of every r46 question looked
 * up with the suite's `containsKey` in those products' text, and each absent question's likely answer looked for where
 * it would be written (it must not be there). No answer is asked for and no baseline is ranked: the integrator scores
 * the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r46-keys.ts          # r46's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r46-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * nftables 1.0.6-2+deb12u2 and iproute2 6.1.0-3 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // nft(8) says what an identifier may contain (and to quote others), never how long a name may be.
  {
    product: "nftables",
    from: "Identifiers begin with an alphabetic character",
    to: "Other files can be included",
    not: /\b\d{2,}\b|long|length|maximum/i,
    about: "a name length limit in nft(8)'s lexical conventions",
  },
  {
    product: "nftables",
    not: /(table|chain|set|object|identifier|name)s?[^\n]{0,150}(\b\d+ (characters|bytes)|maximum length|at most \d+|too long)/i,
    about: "a name length limit anywhere in nftables' documents",
  },
  // The set specifications give size as the maximum number of elements, mandatory from the packet path, no default
  // (the [default] in the next cell is the set policy's); 65536 appears only in a set statement example that states its
  // size.
  {
    product: "nftables",
    from: "maximum number of elements in the set",
    to: "## MAPS",
    not: /default[^\n]{0,40}\b\d+|\b\d{3,}\b/i,
    about: "a default set size in nft(8)'s set specifications",
  },
  {
    product: "nftables",
    not: /size[^\n]{0,40}default|default (set )?size|(set|elements)[^\n]{0,100}default[^\n]{0,40}\b\d{3,}\b|65535/i,
    about: "a default set size anywhere",
  },
  // gc-interval is described with its units only.
  {
    product: "nftables",
    from: "garbage collection interval",
    to: "elements contained by the set",
    not: /default|\b\d+ ?(s|m|h|d|seconds?)\b/i,
    about: "a default in nft(8)'s gc-interval cell",
  },
  {
    product: "nftables",
    not: /gc.interval[^\n]{0,150}default|default[^\n]{0,150}gc.interval|garbage collection[^\n]{0,150}\b\d+ ?(s|seconds?)\b/i,
    about: "a default gc-interval anywhere",
  },
  // The jump verdict pushes the position to a call stack; nft(8) bounds neither the stack nor the nesting.
  {
    product: "nftables",
    from: "Continue evaluation at the first rule in chain",
    to: "goto",
    not: /\d|depth|limit|maximum/i,
    about: "a jump depth in nft(8)'s jump verdict",
  },
  {
    product: "nftables",
    not: /(jump|call stack|chain)[^\n]{0,150}(depth|levels? deep|nest(ed|ing) (limit|depth)|at most \d+)/i,
    about: "a jump nesting limit anywhere",
  },
  // Debian's 1.0.6-2 entry adds a patch for invalid octal strings and names no upstream release.
  {
    product: "nftables",
    from: "nftables (1.0.6-2) unstable",
    to: "nftables (1.0.6-1) unstable",
    not: /upstream|\b1\.0\.[7-9]\b|\b1\.1\.\d/i,
    about: "an upstream release in Debian's 1.0.6-2 entry",
  },
  {
    product: "nftables",
    not: /octal[^\n]{0,200}\b[01]\.\d\.\d+\b(?!-)|\b[01]\.\d\.\d+\b(?!-)[^\n]{0,200}octal/i,
    about: "an upstream release next to the octal strings fix anywhere",
  },
  // ip-link(8)'s VXLAN dstport entry names no port; only geneve's default (6081) is given.
  {
    product: "iproute2",
    from: "specifies the UDP destination port to communicate",
    to: "srcport",
    not: /default|\d/i,
    about: "a default port in ip-link(8)'s VXLAN dstport entry",
  },
  {
    product: "iproute2",
    not: /\b4789\b|\b8472\b|vxlan[^\n]{0,150}default (udp )?port/i,
    about: "a VXLAN port anywhere in iproute2's documents",
  },
  // The VXLAN ageing entry says only that it is the lifetime in seconds; the bridge's ageing_time gives no default either.
  {
    product: "iproute2",
    from: "specifies the lifetime in seconds of FDB entries",
    to: "maxaddress",
    not: /default|\d/i,
    about: "a default in ip-link(8)'s VXLAN ageing entry",
  },
  {
    product: "iproute2",
    not: /ageing[^\n]{0,200}(default|\b300\b)|default[^\n]{0,100}ageing/i,
    about: "a default FDB ageing time anywhere",
  },
  // tc-netem(8)'s limit is "maximum number of packets the qdisc may hold queued at a time", nothing more.
  {
    product: "iproute2",
    from: "maximum number of packets the qdisc may hold",
    to: "delay",
    not: /default|\d/i,
    about: "a default in tc-netem(8)'s limit entry",
  },
  {
    product: "iproute2",
    not: /netem[^\n]{0,200}limit[^\n]{0,100}(default|\b1000\b)|limit[^\n]{0,60}\b1000\b[^\n]{0,100}netem/i,
    about: "a default netem limit anywhere",
  },
  // ip-neighbour(8): reachable is valid "until the reachability timeout expires"; the timeout itself is not given.
  {
    product: "iproute2",
    from: "the neighbour entry is valid until the reachability timeout expires",
    to: "stale",
    not: /\d|default/i,
    about: "a reachable time in ip-neighbour(8)'s reachable state",
  },
  {
    product: "iproute2",
    not: /reachab[^\n]{0,150}(\b\d+ ?(s|ms|sec|seconds|minutes)\b|default)|base_reachable/i,
    about: "a reachable time anywhere",
  },
  // Debian's iproute2 changelog names no CVE at all.
  {
    product: "iproute2",
    not: /CVE-/,
    about: "a CVE anywhere in iproute2's documents",
  },
  {
    product: "iproute2",
    from: "iproute2 (6.1.0-3)",
    to: "iproute2 (5.17.0-1)",
    not: /CVE|security|3527/i,
    about: "a security fix in Debian's recent iproute2 uploads",
  },
];

void checkBatchKeys({
  batch: "r46",
  products: { nftables: ["nftables"], iproute2: ["iproute2"] },
  probes: ABSENT_PROBES,
});
