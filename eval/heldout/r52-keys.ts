import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r52 (eval/real/questions.ts) and nothing else: its documents (strongSwan's strongswan.conf(5),
 * swanctl.conf(5), swanctl(8), ipsec.conf(5), ipsec.secrets(5) and ipsec(8) manual pages, README, NEWS (changelog.gz),
 * Debian NEWS and changelog; ClamAV's clamd.conf(5), clamd(8), clamonacc(8), clamdtop(1), freshclam.conf(5),
 * freshclam(1), clamscan(1) and sigtool(1) manual pages, NEWS.md, README.md, README.Debian, Debian changelog and the
 * example clamd.conf and freshclam.conf, fetched with apt as the suite fetches them) read as the import reads them,
 * every key of every r52 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for and no
 * baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is
 * missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r52-keys.ts          # r52's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r52-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * strongSwan 5.9.8-5+deb12u6 and ClamAV 1.4.6+dfsg-0+deb12u1 are bookworm's versions when written. Twenty probes
 * for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // NEWS's 5.9.7 section lists key derivation, retransmit and plugin changes, no vulnerability; Debian has no 5.9.7 upload.
  {
    product: "strongswan",
    from: "strongswan-5.9.7\n",
    to: "strongswan-5.9.6\n",
    not: /CVE|vulnerab/i,
    about: "a CVE in NEWS's 5.9.7 section",
  },
  {
    product: "strongswan",
    not: /5\.9\.7[^\n]{0,200}CVE-\d|CVE-\d{4}-\d+[^\n]{0,200}5\.9\.7/,
    about: "a CVE next to 5.9.7 anywhere in strongSwan's documents",
  },
  // 5.9.8 predates ML-KEM: the proposals entry names no such keyword, and no document names ML-KEM or Kyber at all.
  {
    product: "strongswan",
    from: "#### connections.<conn>.proposals [default]",
    to: "#### connections.<conn>.vips []",
    not: /ML-?KEM|kyber|quantum|\bkem\b/i,
    about: "a post-quantum key exchange keyword in swanctl.conf(5)'s proposals entry",
  },
  {
    product: "strongswan",
    not: /ML-?KEM|mlkem|kyber/i,
    about: "ML-KEM or Kyber anywhere in strongSwan's documents",
  },
  // IKE is UDP only in these documents: no RFC 8229 TCP encapsulation, no TCP port for IKE.
  {
    product: "strongswan",
    not: /8229|IKE[- ]over[- ]TCP|TCP[- ]encapsulation|IKE-?TCP/i,
    about: "IKE over TCP anywhere in strongSwan's documents",
  },
  {
    product: "strongswan",
    from: "#### connections.<conn>.local_port [500]",
    to: "#### connections.<conn>.proposals [default]",
    not: /\bTCP\b/,
    about: "a TCP port among swanctl.conf(5)'s IKE port entries",
  },
  // The README's end entity certificate section uses --lifetime 1826 and never says what pki --issue defaults to.
  {
    product: "strongswan",
    from: "### Generating a Host or User End Entity Certificate",
    to: "### Generating a CRL",
    not: /default|if (you )?omit/i,
    about: "a default certificate lifetime in the README's certificate section",
  },
  {
    product: "strongswan",
    not: /\b1095\b|--issue[^\n]{0,200}default|default[^\n]{0,100}certificate lifetime/i,
    about: "pki --issue's default lifetime anywhere in strongSwan's documents",
  },
  // ipsec.secrets(5) and swanctl.conf(5) say how a PSK is written, not how long it may be.
  {
    product: "strongswan",
    from: "#### [ <selectors> ] : PSK <secret>",
    to: "#### : RSA <private key file>",
    not: /maximum|at most|length|characters long|\d+ (bytes|characters)/i,
    about: "a PSK length limit in ipsec.secrets(5)",
  },
  {
    product: "strongswan",
    from: "#### secrets.ike<suffix>",
    to: "#### secrets.ppk<suffix>",
    not: /maximum|at most|length|\d+ (bytes|characters)/i,
    about: "a PSK length limit in swanctl.conf(5)'s ike secrets",
  },
  // NEWS.md names "currently supported versions" and the LTS series 1.0 and 0.103, never an end-of-life date.
  {
    product: "clamav",
    not: /end[- ]of[- ]life|\bEOL\b|supported until|support (ends|until)|(security )?(fixes|patches|updates) until/i,
    about: "an end-of-life date anywhere in ClamAV's documents",
  },
  {
    product: "clamav",
    from: "## 1.4.0\n",
    to: "## 1.3.1\n",
    not: /\bLTS\b|long[- ]term/i,
    about: "1.4 as a long-term-support series in NEWS.md's 1.4.0 section",
  },
  // README.Debian says the generated files use FHS paths for logfiles, never which; the example uses /tmp/clamd.log.
  {
    product: "clamav",
    not: /\/var\/log\/clamav/,
    about: "Debian's clamd log path anywhere in ClamAV's documents",
  },
  {
    product: "clamav",
    from: "CLAMAV-DAEMON",
    to: "CLAMSCAN",
    not: /\.log\b|LogFile /,
    about: "a log file path in README.Debian's clamav-daemon section",
  },
  // Debian's 1.4.3+dfsg-1~deb12u2 entry only reverts the move to usr/lib.
  {
    product: "clamav",
    from: "clamav (1.4.3+dfsg-1~deb12u2)",
    to: "clamav (1.4.3+dfsg-1~deb12u1)",
    not: /CVE/,
    about: "a CVE in Debian's 1.4.3+dfsg-1~deb12u2 entry",
  },
  {
    product: "clamav",
    not: /1\.4\.3\+dfsg-1~deb12u2[^\n]{0,300}CVE-/,
    about: "a CVE next to 1.4.3+dfsg-1~deb12u2 anywhere in ClamAV's documents",
  },
  // clamd's TCPSocket and TCPAddr entries have no TLS counterpart; no document pairs clamd with TLS.
  {
    product: "clamav",
    from: "# clamd.conf(5)",
    to: "## NOTES",
    not: /\bTLS\b|TCPSocket[^\n]{0,200}(SSL|encrypt)/i,
    about: "a TLS option in clamd.conf(5)",
  },
  {
    product: "clamav",
    not: /clamd[^\n]{0,100}\bTLS\b|\bTLS\b[^\n]{0,100}(clamd|TCPSocket|TCP socket)/i,
    about: "TLS for clamd anywhere in ClamAV's documents",
  },
  // clamd.conf(5) excludes on-access scans by UID, the root UID or user name only.
  {
    product: "clamav",
    from: "#### OnAccessExcludeRootUID BOOL",
    to: "#### OnAccessMaxFileSize SIZE",
    not: /\bgroups?\b|\bGID\b/i,
    about: "a group exclusion among clamd.conf(5)'s on-access exclusions",
  },
  {
    product: "clamav",
    not: /OnAccessExclude(GID|Group|Gname)|ExcludeGID|exclude[^\n]{0,40}\b(group ID|GID)\b/i,
    about: "an on-access group exclusion anywhere in ClamAV's documents",
  },
];

void checkBatchKeys({
  batch: "r52",
  products: {
    strongswan: ["libstrongswan", "strongswan-swanctl", "strongswan-starter"],
    clamav: ["clamav", "clamav-base", "clamav-daemon", "clamav-freshclam"],
  },
  probes: ABSENT_PROBES,
});
