import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r49 (eval/real/questions.ts) and nothing else: its documents (Keepalived's keepalived.conf(5),
 * keepalived(8) and genhash(1) manual pages, README, TODO, upstream ChangeLog and Debian changelog; ipvsadm's
 * ipvsadm(8), ipvsadm-save(8) and ipvsadm-restore(8) manual pages, README, Debian NEWS and changelog, fetched with apt as
 * the suite fetches them) read as the import reads them, every key of every r49 question looked up with the suite's
 * `containsKey` in those products' text, and each absent question's likely answer looked for where it would be written
 * (it must not be there). No answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered, or the
 * batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r49-keys.ts          # r49's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r49-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/** Where Debian's keepalived changelog begins in the product's text, and where its later entries begin. */
const KA_DEBIAN = "keepalived (1:2.2.7-1) unstable";
const KA_DEBIAN_DBUS = "keepalived (1:2.2.4-0.2) unstable";
const KA_DEBIAN_224 = "keepalived (1:2.2.4-0.1) unstable";

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * keepalived 1:2.2.7-1+b2 and ipvsadm 1:1.31-1+b1 are bookworm's versions when written. Twenty probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Debian's 1:2.2.7-1 entry says only "New upstream release" (and packaging); the upstream ChangeLog stops at 2.0.20.
  {
    product: "keepalived",
    from: KA_DEBIAN,
    to: KA_DEBIAN_DBUS,
    not: /upstream[^\n]{0,40}(add|feature|support|new keyword)|2\.2\.[5-7][^\n]{0,60}(add|feature|support)/i,
    about: "2.2.7's changes in Debian's 1:2.2.7-1 entry",
  },
  {
    product: "keepalived",
    not: /keepalived-2\.[1-9]|\b2\.2\.[5-7]\b[^\n]{0,80}(add|feature|support|new)/i,
    about: "a 2.2.x release entry anywhere in keepalived's documents",
  },
  // Debian's 1:2.2.4-0.2 entry describes the DBus policy fix and names no CVE; no CVE of 2021 or later anywhere.
  {
    product: "keepalived",
    from: KA_DEBIAN_DBUS,
    to: KA_DEBIAN_224,
    not: /CVE/,
    about: "a CVE in Debian's 1:2.2.4-0.2 entry",
  },
  {
    product: "keepalived",
    not: /CVE-20(2\d|19)/,
    about: "a CVE of 2019 or later anywhere in keepalived's documents",
  },
  // ipvsadm(8)'s --set entry says 0 keeps the current value; the FILES list names timeout_established without a value.
  {
    product: "ipvsadm",
    from: "#### --set tcp tcpfin udp",
    to: "#### --start-daemon state",
    not: /default|\b\d{2,}\b/i,
    about: "a default in ipvsadm(8)'s --set entry",
  },
  {
    product: "ipvsadm",
    not: /\b900\b|15 ?min|timeout_established[^\n]{0,40}\d/i,
    about: "the established TCP timeout anywhere in ipvsadm's documents",
  },
  // ipvsadm(8)'s mh entry describes Maglev hashing and its two flags; no table size.
  {
    product: "ipvsadm",
    from: "mh - Maglev Hashing",
    to: "#### -p, --persistent",
    not: /\d{2,}|table size|lookup table/i,
    about: "a size in ipvsadm(8)'s mh entry",
  },
  {
    product: "ipvsadm",
    not: /65537|lookup table|table size/i,
    about: "the mh table size anywhere in ipvsadm's documents",
  },
  // The ChangeLog names KEEPALIVED-MIB fixes and 1.3.6.1.2.1 (mib-2), never the enterprise number.
  {
    product: "keepalived",
    not: /9586|1\.3\.6\.1\.4\.1/,
    about: "keepalived's enterprise OID anywhere in keepalived's documents",
  },
  {
    product: "keepalived",
    not: /enterprises?[^\n]{0,20}\d+\.\d+|KEEPALIVED-MIB[^\n]{0,60}\d+\.\d+\.\d+\.\d+/i,
    about: "an OID next to the KEEPALIVED-MIB anywhere in keepalived's documents",
  },
  // keepalived.conf(5)'s vrrp_script block gives rise and fall as <INTEGER> with no default; the 1.1.18 ChangeLog entry
  // that introduced them gives none either.
  {
    product: "keepalived",
    from: "vrrp_script <SCRIPT_NAME> {",
    to: "## VRRP synchronization group(s)",
    not: /(rise|fall)[^\n]{0,60}default|default[^\n]{0,60}\b(rise|fall)\b/i,
    about: "a default rise or fall in keepalived.conf(5)'s vrrp_script block",
  },
  {
    product: "keepalived",
    not: /\b(rise|fall)\b[^\n]{0,40}(default|defaults to)[^\n]{0,20}\d/i,
    about: "a default rise or fall anywhere in keepalived's documents",
  },
  // genhash(1)'s --port entry says only "Specify the port to connect to."
  {
    product: "keepalived",
    from: "# genhash(1)",
    to: "## SEE ALSO",
    not: /\b(80|443)\b|port[^\n]{0,60}default|default[^\n]{0,60}port/i,
    about: "a default port in genhash(1)",
  },
  {
    product: "keepalived",
    not: /genhash[^\n]{0,100}\b(80|443)\b|genhash[^\n]{0,60}default port/i,
    about: "genhash's default port anywhere in keepalived's documents",
  },
  // ipvsadm's Debian changelog names upstream versions (1.24 to 1.31) without SCTP; ipvsadm(8) dates nothing.
  {
    product: "ipvsadm",
    from: "ipvsadm (1:1.31-1) unstable",
    not: /SCTP/i,
    about: "SCTP in ipvsadm's Debian changelog",
  },
  {
    product: "ipvsadm",
    not: /SCTP[^\n]{0,100}\b1\.\d\d\b|\b1\.\d\d\b[^\n]{0,100}SCTP/i,
    about: "an ipvsadm version next to SCTP anywhere in ipvsadm's documents",
  },
  // keepalived's Debian changelog names only unstable uploads; the upstream ChangeLog names Jessie and wheezy builds.
  {
    product: "keepalived",
    from: KA_DEBIAN,
    to: "# Older entries",
    not: /\b(buster|bullseye|bookworm|stretch|jessie|wheezy)\b|stable release/i,
    about: "a Debian release name in keepalived's Debian changelog",
  },
  {
    product: "keepalived",
    not: /\b(buster|bullseye|bookworm)\b[^\n]{0,60}(keepalived|2\.\d)|Debian 1[0-2]\b/i,
    about: "keepalived 2.x in a Debian release anywhere in keepalived's documents",
  },
  // ipvsadm(8)'s lblcr entry says "for the specified time" and names no sysctl; no expiry value anywhere.
  {
    product: "ipvsadm",
    from: "lblcr - Locality-Based",
    to: "dh - Destination Hashing",
    not: /\d|expir/i,
    about: "a time in ipvsadm(8)'s lblcr entry",
  },
  {
    product: "ipvsadm",
    not: /expir/i,
    about: "an lblc/lblcr expiration anywhere in ipvsadm's documents",
  },
];

void checkBatchKeys({
  batch: "r49",
  products: { keepalived: ["keepalived"], ipvsadm: ["ipvsadm"] },
  probes: ABSENT_PROBES,
});
