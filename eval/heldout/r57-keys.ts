import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r57 (eval/real/questions.ts) and nothing else: its documents (FreeRADIUS's example
 * configuration radiusd.conf, clients.conf, proxy.conf, README.rst, mods-available/eap, ldap and sql,
 * sites-available/default, inner-tunnel and tls, its unlang(5), users(5), radclient(1), radiusd(8) and radmin(8) manual
 * pages, upstream changelog and Debian changelog and NEWS; autofs's auto.master(5), autofs(5), autofs.conf(5),
 * automount(8) and autofs(8) manual pages, installed default autofs.conf, upstream CHANGELOG (changelog.gz), Debian
 * changelog, README.amd-maps, README.replicated-server and README.v5.release, fetched with apt as the suite fetches
 * them) read as the import reads them, every key of every r57 question looked up with the suite's `containsKey` in
 * those products' text, and each absent question's likely answer looked for where it would be written (it must not be
 * there). No answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered, or the
 * batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r57-keys.ts          # r57's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r57-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * freeradius 3.2.1+dfsg-4+deb12u1 and autofs 5.1.8-2+deb12u2 are bookworm's versions when written. Nineteen probes for
 * the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Debian's 3.2.1+dfsg-4+deb12u1 entry adds gbp.conf and cherry-picks the TLS-Client-Cert-Common-Name fix; no CVE.
  {
    product: "freeradius",
    from: "freeradius (3.2.1+dfsg-4+deb12u1)",
    to: "freeradius (3.2.1+dfsg-4)",
    not: /CVE|security/i,
    about: "a CVE in Debian's freeradius 3.2.1+dfsg-4+deb12u1 entry",
  },
  {
    product: "freeradius",
    not: /deb12u1[^\n]{0,200}CVE|CVE[^\n]{0,200}deb12u1/i,
    about: "a CVE named with deb12u1 anywhere in FreeRADIUS's documents",
  },
  // mods-available/sqlippool is not among the documents; sites-available/default only says leases are refreshed.
  {
    product: "freeradius",
    not: /lease_duration|lease[^\n]{0,60}\b\d+ ?(s|sec|seconds?|minutes?|hours?)\b/i,
    about: "a sqlippool lease duration anywhere in FreeRADIUS's documents",
  },
  {
    product: "freeradius",
    from: "Refresh leases when we see a start or alive",
    to: "}",
    not: /\d/,
    about: "a lease time where sites-available/default calls sqlippool",
  },
  // TEAP is named nowhere: neither the 3.2.0 and 3.2.1 changelog sections nor the eap module.
  {
    product: "freeradius",
    not: /TEAP/,
    about: "TEAP anywhere in FreeRADIUS's documents",
  },
  {
    product: "freeradius",
    from: "FreeRADIUS 3.2.1",
    to: "freeradius (3.2.1+dfsg-4+deb12u1)",
    not: /TEAP|EAP-T[^LT]/,
    about: "a new EAP method named TEAP in the upstream changelog",
  },
  // radmin(8) only says the socket filename comes from the "listen" section; sites-available/control-socket is not
  // among the documents.
  {
    product: "freeradius",
    not: /\.sock\b/,
    about: "a .sock file name anywhere in FreeRADIUS's documents",
  },
  {
    product: "freeradius",
    from: "# RADMIN(8)",
    to: "## SEE ALSO",
    not: /\/run\/|\.sock\b|socket[^\n]{0,40}\/var\//,
    about: "a socket path under /run or /var in radmin(8)",
  },
  // The upstream changelog holds only 3.2.1 and 3.2.0; Debian's entries name Debian upload dates of 3.0.19 and later.
  {
    product: "freeradius",
    not: /3\.0\.0\b/,
    about: "FreeRADIUS 3.0.0 anywhere in FreeRADIUS's documents",
  },
  // Debian's 5.1.8-2+deb12u2 entry fixes the IN6 macro call and the interface probe (#1041051); no CVE anywhere.
  {
    product: "autofs",
    from: "autofs (5.1.8-2+deb12u2)",
    to: "autofs (5.1.8-2+deb12u1)",
    not: /CVE|security/i,
    about: "a CVE in Debian's autofs 5.1.8-2+deb12u2 entry",
  },
  {
    product: "autofs",
    not: /CVE/,
    about: "a CVE anywhere in autofs's documents",
  },
  // The upstream CHANGELOG ends with 5.1.8 (19/10/2021).
  {
    product: "autofs",
    not: /5\.1\.9/,
    about: "autofs 5.1.9 anywhere in autofs's documents",
  },
  {
    product: "autofs",
    from: "19/10/2021 autofs-5.1.8",
    to: "25/01/2021 autofs-5.1.7",
    not: /\b20(22|23|24)\b/,
    about: "a later release date in the 5.1.8 section",
  },
  // Debian's /etc/default/autofs (USE_MISC_DEVICE, OPTIONS) is not among the documents; auto.master(5) names only its
  // MASTER_MAP_NAME variable.
  {
    product: "autofs",
    not: /\bOPTIONS ?=|DAEMONOPTIONS/,
    about: "an OPTIONS variable assignment anywhere in autofs's documents",
  },
  {
    product: "autofs",
    from: "The default location of the master map is",
    to: "Access to mounts in maps is governed by a key.",
    not: /\bOPTIONS\b|--debug/,
    about: "an OPTIONS variable where auto.master(5) names /etc/default/autofs",
  },
  // README.replicated-server orders hosts by proximity and response time and names no timeout; the CHANGELOG only says
  // UDP RPC timeout handling was improved.
  {
    product: "autofs",
    from: "Supported forms for mount paths are",
    to: "in 2 above.",
    not: /\d+ ?(ms|s|sec|seconds?)\b|timeout/i,
    about: "a probe timeout in README.replicated-server",
  },
  {
    product: "autofs",
    not: /(rpc|ping|probe)[^\n]{0,80}\b\d+ ?(ms|s|sec|seconds?)\b|\b\d+ ?(ms|s|sec|seconds?)\b[^\n]{0,80}(rpc|ping|probe)/i,
    about: "an RPC ping or probe time anywhere in autofs's documents",
  },
  // auto.master(5) shows one example (authtype="DIGEST-MD5") and points to autofs_ldap_auth.conf(5), which is not among
  // the documents.
  {
    product: "autofs",
    not: /authtype[^\n]{0,200}(GSSAPI|EXTERNAL|PLAIN|LOGIN|ANONYMOUS)|(GSSAPI|EXTERNAL|PLAIN|LOGIN)[^\n]{0,200}authtype/i,
    about: "an authtype value other than the DIGEST-MD5 example anywhere in autofs's documents",
  },
  {
    product: "autofs",
    from: "## LDAP AUTHENTICATION, ENCRYPTED AND CERTIFIED CONNECTIONS",
    to: "## EXAMPLE",
    not: /GSSAPI|EXTERNAL|PLAIN|LOGIN|CRAM-MD5/,
    about: "a list of SASL mechanisms in auto.master(5)'s LDAP authentication section",
  },
];

void checkBatchKeys({
  batch: "r57",
  products: { freeradius: ["freeradius", "freeradius-config", "freeradius-common"], autofs: ["autofs"] },
  probes: ABSENT_PROBES,
});
