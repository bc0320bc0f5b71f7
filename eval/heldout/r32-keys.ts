import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r32 (eval/real/questions.ts) and nothing else: its documents (libvirt's and
 * Tomcat's, fetched with apt as the suite fetches them) read as the import reads them, every key of every
 * r32 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r32-keys.ts          # r32's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r32-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). tomcat10-docs follows Tomcat's security releases in bookworm, so no probe names a
 * release after 10.1.60 or the first line of Debian's changelog. Sixteen probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // libvirtd.conf's table in remote.html lists listen_*, *_port, unix_sock_*, TLS files and DN lists: no max_clients.
  {
    product: "libvirt",
    not: /max_clients|max(imum)? (number of )?(concurrent )?clients/i,
    about: "libvirtd's default max_clients",
  },
  // NEWS begins with v9.0.0 (2023-01-16); Debian's changelog with 9.0.0-4+deb12u2.
  { product: "libvirt", not: /(?<![\d.])9\.1\.0(?!\d)/, about: "libvirt 9.1.0 released" },
  // 8.10.0 has new features, improvements and bug fixes, no Security heading; Debian's 8.10.0 uploads name no CVE.
  {
    product: "libvirt",
    from: "v8.10.0 (2022-12-01)",
    to: "v8.9.0 (2022-11-01)",
    not: /CVE|\*\*Security\*\*/,
    about: "CVE fixed in libvirt 8.10.0 (its NEWS section)",
  },
  {
    product: "libvirt",
    from: "libvirt (8.10.0-3)",
    to: "libvirt (8.9.0-1)",
    not: /CVE/,
    about: "CVE fixed in libvirt 8.10.0 (Debian's 8.10.0 uploads)",
  },
  // 9.0.0-4+deb12u2 adds two backports (an AppArmor rule and a NIC fix) and closes a bug, naming no CVE.
  {
    product: "libvirt",
    from: "libvirt (9.0.0-4+deb12u2)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed by Debian's libvirt 9.0.0-4+deb12u2",
  },
  // Keepalive is named nowhere: not in remote.html's table of libvirtd.conf settings, the daemons page or NEWS.
  { product: "libvirt", not: /keep-?alive/i, about: "libvirtd's default keepalive_interval" },
  // ajp.html is not among the documents; security-howto names the secret and requiredSecret attributes only.
  { product: "tomcat", not: /secretRequired/i, about: "Tomcat's default secretRequired" },
  // security-howto's Server paragraph: -1 disables the shutdown port; its number is written nowhere.
  {
    product: "tomcat",
    from: "#### Server",
    to: "#### Listeners",
    not: /\d{2,}/,
    about: "Tomcat's default shutdown port (the Server paragraph)",
  },
  { product: "tomcat", not: /(?<![\d.])8005(?!\d)/, about: "Tomcat's default shutdown port (8005 anywhere)" },
  // 10.1.2's section names Bugzilla numbers and no CVE; Debian's tomcat10 never packaged 10.1.2.
  {
    product: "tomcat",
    from: "2022-11-14 Tomcat 10.1.2 (markt)",
    to: "2022-10-11 Tomcat 10.1.1 (markt)",
    not: /CVE/,
    about: "CVE fixed in Tomcat 10.1.2 (its changelog section)",
  },
  {
    product: "tomcat",
    not: /(?<![\d.])10\.1\.2(?![\d.])[^\n]{0,300}CVE|CVE[^\n]{0,300}(?<![\d.])10\.1\.2(?![\d.])/,
    about: "CVE fixed in Tomcat 10.1.2 (a CVE near 10.1.2 anywhere)",
  },
  { product: "tomcat", not: /tomcat10 \(10\.1\.2-/, about: "a Debian upload of Tomcat 10.1.2" },
  // Jetty is named in neither product's documents.
  { product: "tomcat", not: /jetty/i, about: "Jetty's default port (Tomcat's text)" },
  { product: "libvirt", not: /jetty/i, about: "Jetty's default port (libvirt's text)" },
  // 10.1.55-1~deb12u1 lists sixteen CVEs and closes no bug (10.1.60-1~deb12u1 closes two).
  {
    product: "tomcat",
    from: "tomcat10 (10.1.55-1~deb12u1)",
    to: "\n -- ",
    not: /closes|bug|#\d/i,
    about: "Debian bug closed by tomcat10 10.1.55-1~deb12u1",
  },
  { product: "tomcat", not: /10\.1\.55[^\n]{0,200}#\d{6,7}/, about: "a Debian bug number near 10.1.55" },
];

void checkBatchKeys({
  batch: "r32",
  products: { libvirt: ["libvirt-doc"], tomcat: ["tomcat10-docs"] },
  probes: ABSENT_PROBES,
});
