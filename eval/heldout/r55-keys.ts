import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r55 (eval/real/questions.ts) and nothing else: its documents (Samba's smb.conf(5), testparm(1),
 * smbpasswd(8), smbd(8), nmbd(8) and smbstatus(1) manual pages, WHATSNEW.txt, Debian NEWS, README.Debian and changelog;
 * FRRouting's user guide pages for BGP, OSPFv2, BFD, VRRP, Basic Commands and Basic Setup (Sphinx HTML), Debian
 * README.Debian and changelog, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r55 question looked up with the suite's `containsKey` in those products' text, and each absent question's
 * likely answer looked for where it would be written (it must not be there). No answer is asked for and no baseline is
 * ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an
 * absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r55-keys.ts          # r55's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r55-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * samba, samba-common and samba-common-bin 2:4.17.12+dfsg-0+deb12u4 and frr and frr-doc 8.4.4-1.1~deb12u2 are
 * bookworm's versions when written. Twenty probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // vfs_fruit(8) is not among the documents; smb.conf(5) names vfs_fruit only for AFP_Resource streams, the 4.17.0
  // notes only fruit:zero_file_id and Debian's changelog only "Enable spotlight (TimeMachine)". No Time Machine size.
  {
    product: "samba",
    not: /time ?machine[^\n]{0,80}(size|max|limit|default)/i,
    about: "a Time Machine size anywhere in Samba's documents",
  },
  {
    product: "samba",
    not: /fruit:(time|tm)/i,
    about: "a fruit:time machine setting anywhere in Samba's documents",
  },
  // WHATSNEW.txt covers 4.17.0 to 4.17.12; Debian's changelog stops at 4.17.12 in bookworm.
  {
    product: "samba",
    not: /4\.18\.\d/,
    about: "a Samba 4.18 release anywhere in Samba's documents",
  },
  {
    product: "samba",
    not: /Samba 4\.18\b/i,
    about: "Samba 4.18 named anywhere in Samba's documents",
  },
  // vfs_recycle(8) is not among the documents: "recycle" appears only in the log level classes and a vfs objects example.
  {
    product: "samba",
    not: /recycle:|\.recycle|recycle bin/i,
    about: "a recycle VFS module setting anywhere in Samba's documents",
  },
  {
    product: "samba",
    from: "vfs objects (S)",
    to: "volume (S)",
    not: /repository/i,
    about: "a recycle repository in smb.conf(5)'s vfs objects entry",
  },
  // Debian's changelog goes from 2:4.11.1+dfsg-1 to 2:4.17.12+dfsg-0+deb12u4 without naming CVE-2021-44142 (its only
  // fruit overflow is a patch dropping a useless size_t overflow check).
  {
    product: "samba",
    not: /44142/,
    about: "CVE-2021-44142 anywhere in Samba's documents",
  },
  {
    product: "samba",
    not: /fruit[^\n]{0,120}(heap|out-of-bounds)|CVE[^\n]{0,80}fruit|fruit[^\n]{0,80}CVE/i,
    about: "a vfs_fruit heap overflow or CVE anywhere in Samba's documents",
  },
  // vfs_shadow_copy2(8) is not among the documents; shadow_copy2 appears only in one bug title.
  {
    product: "samba",
    not: /shadow_copy2:/i,
    about: "a shadow_copy2 setting anywhere in Samba's documents",
  },
  {
    product: "samba",
    not: /@GMT|%Y[.-]%m/,
    about: "a snapshot name format anywhere in Samba's documents",
  },
  // Basic Commands names the datacenter profile ("aggressive timers") without values; bgp.html gives timers only in
  // example show output (hold time 180, keepalive 60), never for a profile.
  {
    product: "frr",
    from: "#### Profiles",
    to: "#### Upgrade practices for interactive configuration",
    not: /\d/,
    about: "a timer value in Basic Commands' profiles section",
  },
  {
    product: "frr",
    not: /datacenter[^\n]{0,200}(keepalive|hold)|(keepalive|hold)[^\n]{0,200}datacenter/i,
    about: "keepalive or hold timers of the datacenter profile anywhere in FRR's documents",
  },
  // vrrp.html's priority entry gives the range and the reserved 255, no default; vrrp default only sets defaults.
  {
    product: "frr",
    from: "#### vrrp (1-255) priority (1-254)",
    to: "#### vrrp (1-255) shutdown",
    not: /default|\b100\b/i,
    about: "a default in vrrp.html's priority entry",
  },
  {
    product: "frr",
    from: "# VRRP",
    to: "Logo",
    not: /default priority|priority (is|of) 100|priority[^\n]{0,40}defaults? (to|is)/i,
    about: "a default VRRP priority anywhere in vrrp.html",
  },
  // ospfd.html's timers throttle spf entry explains the three values with an example (200 400 10000), no default.
  {
    product: "frr",
    from: "#### timers throttle spf",
    to: "#### max-metric router-lsa",
    not: /default/i,
    about: "a default in ospfd.html's timers throttle spf entry",
  },
  {
    product: "frr",
    not: /\bspf\b[^\n]{0,100}default|default[^\n]{0,100}\bspf\b/i,
    about: "a default SPF timer anywhere in FRR's documents",
  },
  // bgp.html's stalepath-time entry says what it sets, never its default (restart-time's 120 is the entry before).
  {
    product: "frr",
    from: "##### bgp graceful-restart stalepath-time",
    to: "##### bgp graceful-restart notification",
    not: /default|\d+ ?(seconds|s)\b/i,
    about: "a default in bgp.html's stalepath-time entry",
  },
  {
    product: "frr",
    not: /stale-?path[^\n]{0,120}default|default[^\n]{0,120}stale-?path/i,
    about: "a default stalepath time anywhere in FRR's documents",
  },
  // bfd.html names the multihop port (4784) and the data plane's 50700; the single-hop port (3784) is nowhere.
  {
    product: "frr",
    not: /3784/,
    about: "port 3784 anywhere in FRR's documents",
  },
  {
    product: "frr",
    not: /single[- ]hop[^\n]{0,80}port|port[^\n]{0,80}single[- ]hop/i,
    about: "a single-hop BFD port anywhere in FRR's documents",
  },
];

void checkBatchKeys({
  batch: "r55",
  products: { samba: ["samba", "samba-common", "samba-common-bin"], frr: ["frr", "frr-doc"] },
  probes: ABSENT_PROBES,
});
