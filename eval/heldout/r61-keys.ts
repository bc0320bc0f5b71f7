import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r61 (eval/real/questions.ts) and nothing else: its documents (Monit's monit(1) manual page,
 * installed /etc/monit/monitrc, README.Debian, NEWS.Debian and Debian changelog from monit; nfs-utils' exports(5),
 * exportfs(8), rpc.mountd(8), rpc.nfsd(8), nfsd(7), nfsdcld(8) and nfsdcltrack(8) manual pages, Debian changelog,
 * NEWS.Debian and the shipped /etc/default/nfs-kernel-server (conffiles/nfs-kernel-server.default) from
 * nfs-kernel-server, nfs(5), nfs.conf(5), nfsmount.conf(5), rpc.statd(8), sm-notify(8), rpc.gssd(8), rpc.idmapd(8),
 * nfsidmap(8), nfs.systemd(7), showmount(8) and nfsstat(8), NEWS.Debian and the shipped /etc/nfs.conf
 * (conffiles/nfs.conf) from nfs-common, fetched with apt as the suite fetches them) read as the import reads them,
 * every key of every r61 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for and no
 * baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is
 * missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r61-keys.ts          # r61's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r61-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * monit 1:5.33.0-1 and nfs-utils 1:2.6.2-4+deb12u1 are bookworm's versions when written. Twenty probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // monit(1) lists MQTT among the protocols with its syntax and an example, no version; no upstream changelog is
  // installed and Debian's changelog never names MQTT.
  {
    product: "monit",
    not: /mqtt[^\n]{0,200}\b\d+\.\d+|\b\d+\.\d+[^\n]{0,200}mqtt/i,
    about: "a version named with MQTT anywhere in Monit's documents",
  },
  {
    product: "monit",
    from: "monit (1:5.33.0-1)",
    to: "# Older entries",
    not: /mqtt/i,
    about: "MQTT in Debian's monit changelog",
  },
  // Debian's 1:5.33.0-1 entry is a new upstream release with packaging chores; no CVE anywhere in Monit's documents.
  {
    product: "monit",
    not: /CVE-/i,
    about: "a CVE anywhere in Monit's documents",
  },
  {
    product: "monit",
    from: "monit (1:5.33.0-1)",
    to: "monit (1:5.32.0-1)",
    not: /security|vulnerab|Closes/i,
    about: "a security fix or closed bug in Debian's monit 1:5.33.0-1 entry",
  },
  // The FIPS MODE section only says "provided your OpenSSL library supports it".
  {
    product: "monit",
    from: "## FIPS MODE",
    to: "## MONIT HTTPD",
    not: /\d/,
    about: "an OpenSSL version in monit(1)'s FIPS MODE section",
  },
  {
    product: "monit",
    not: /fips[^\n]{0,200}\b\d+\.\d+|\b\d+\.\d+[^\n]{0,200}fips/i,
    about: "a version named with FIPS anywhere in Monit's documents",
  },
  // Monit's documents name the log file and syslog but no rotation (logrotate.d/monit is not among the documents).
  {
    product: "monit",
    not: /rotat/i,
    about: "log rotation anywhere in Monit's documents",
  },
  {
    product: "monit",
    from: "## LOGGING",
    to: "## TERMINAL OUTPUT",
    not: /\b\d+\s*(kB|MB|GB|KB)\b|\bsize\b/i,
    about: "a log size in monit(1)'s LOGGING section",
  },
  // The HTTPD section covers sockets, ports, SSL and authentication; no session lifetime.
  {
    product: "monit",
    from: "## MONIT HTTPD",
    to: "## ALERT MESSAGES",
    not: /idle|session[^\n]{0,60}(timeout|expir)|(timeout|expir)[^\n]{0,60}session/i,
    about: "a session or idle timeout in monit(1)'s MONIT HTTPD section",
  },
  {
    product: "monit",
    not: /session timeout|idle timeout|logout|log out/i,
    about: "a web session timeout anywhere in Monit's documents",
  },
  // Debian's 1:2.6.2-4+deb12u1 entry fixes referrals (#1083098, #1035908); no CVE.
  {
    product: "nfs",
    from: "nfs-utils (1:2.6.2-4+deb12u1)",
    to: "nfs-utils (1:2.6.2-4)",
    not: /CVE|security/i,
    about: "a CVE in Debian's nfs-utils 1:2.6.2-4+deb12u1 entry",
  },
  {
    product: "nfs",
    not: /deb12u1[^\n]{0,200}CVE|CVE[^\n]{0,200}deb12u1/i,
    about: "a CVE named with deb12u1 anywhere in nfs-utils' documents",
  },
  // The 1:1.3.4-3 entry names CVE-2019-3689 with its Debian bug (#940848) and thanks others for other changes.
  {
    product: "nfs",
    from: "nfs-utils (1:1.3.4-3)",
    to: "# Older entries",
    not: /report|discover|credit|found by/i,
    about: "a reporter in Debian's nfs-utils 1:1.3.4-3 entry",
  },
  {
    product: "nfs",
    not: /3689[^\n]{0,200}(report|discover|credit|thank)|(report|discover|credit|thank)[^\n]{0,200}3689/i,
    about: "a reporter named with CVE-2019-3689 anywhere in nfs-utils' documents",
  },
  // nfs(5) gives max_connect's limit (16) and nothing on when it appeared.
  {
    product: "nfs",
    from: "#### max_connect=n",
    to: "#### rdirplus / nordirplus",
    not: /kernel|introduced|added in|available (in|since)|\b\d+\.\d+/i,
    about: "a kernel version in nfs(5)'s max_connect entry",
  },
  {
    product: "nfs",
    not: /max_connect[^\n]{0,200}(kernel|\b\d+\.\d+\.\d+)/i,
    about: "a kernel version named with max_connect anywhere in nfs-utils' documents",
  },
  // Debian's 1:2.6.2-1~exp1 entry says "New upstream version 2.6.2" under the date of the Debian upload.
  {
    product: "nfs",
    not: /2\.6\.2[^\n]{0,100}(released|release date)|released[^\n]{0,100}2\.6\.2/i,
    about: "a release of nfs-utils 2.6.2 anywhere in nfs-utils' documents",
  },
  {
    product: "nfs",
    from: "nfs-utils (1:2.6.2-1~exp1)",
    to: "nfs-utils (1:2.6.1-2)",
    not: /released|release date/i,
    about: "an upstream release date in Debian's nfs-utils 1:2.6.2-1~exp1 entry",
  },
  // idmapd.conf(5) and /etc/idmapd.conf are not among the documents; rpc.idmapd(8) and nfsidmap(8) only point to them.
  {
    product: "nfs",
    not: /\bMethod\s*=|nsswitch/i,
    about: "an idmapd.conf translation method anywhere in nfs-utils' documents",
  },
  {
    product: "nfs",
    from: "# RPC.IDMAPD(8)",
    to: "## SEE ALSO",
    not: /\bmethod\b|static|umich_ldap/i,
    about: "a translation method in rpc.idmapd(8)",
  },
];

void checkBatchKeys({
  batch: "r61",
  products: {
    monit: ["monit"],
    nfs: ["nfs-kernel-server", "nfs-common"],
  },
  probes: ABSENT_PROBES,
});
