import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r64 (eval/real/questions.ts) and nothing else: its documents (hdparm's hdparm(8) and
 * hdparm.conf(5) manual pages, the installed /etc/hdparm.conf, the upstream Changelog (changelog.gz), Debian changelog,
 * README.Debian, README.acoustic and wiper/README.txt; quota's quota(1), quotasync(1), warnquota.conf(5), quotatab(5),
 * quotagrpadmins(5), edquota(8), repquota(8), setquota(8), quotacheck(8), quotaon(8), warnquota(8), rpc.rquotad(8),
 * convertquota(8) and quota_nld(8) manual pages, the upstream changelog, Debian changelog, quotadoc.sgml, the example
 * warnquota.conf, README.Debian, README.ldap-support and README.mailserver, fetched with apt as the suite fetches them)
 * read as the import reads them, every key of every r64 question looked up with the suite's `containsKey` in those
 * products' text, and each absent question's likely answer looked for where it would be written (it must not be
 * there). No answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered, or the
 * batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r64-keys.ts          # r64's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r64-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * hdparm 9.65+ds-1 and quota 4.06-1+b2 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Debian's 9.65+ds-1 entry packages the new upstream release (#1018078), Rules-Requires-Root and a new uploader; no
  // CVE anywhere in hdparm's documents.
  {
    product: "hdparm",
    from: "hdparm (9.65+ds-1)",
    to: "hdparm (9.60+ds-1)",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in Debian's hdparm 9.65+ds-1 entry",
  },
  {
    product: "hdparm",
    not: /CVE/,
    about: "a CVE anywhere in hdparm's documents",
  },
  // The upstream Changelog only names the new flag (9.63); hdparm(8) does not document any --sanitize-* option.
  {
    product: "hdparm",
    from: "# HDPARM(8)",
    to: "## SEE ALSO",
    not: /sanitize/i,
    about: "a --sanitize-* option in hdparm(8)",
  },
  {
    product: "hdparm",
    not: /overwrite-passes[^\n]{0,200}(default|\b\d+\b)|(default|\b\d+ passes)[^\n]{0,200}overwrite-passes/i,
    about: "a default pass count next to --sanitize-overwrite-passes anywhere in hdparm's documents",
  },
  // /etc/hdparm.conf lists keywords for -a to -Z and the security options, but none for -J; hdparm.conf(5) refers to
  // hdparm(8) for the options.
  {
    product: "hdparm",
    from: "## This is the default configuration for hdparm for Debian.",
    to: "#/dev/cdroms/cdrom0",
    not: /idle3|wdidle|\bidle\b|-J\b/i,
    about: "an idle3 keyword in /etc/hdparm.conf",
  },
  {
    product: "hdparm",
    from: "# hdparm.conf(5)",
    to: "## AUTHOR",
    not: /idle3|wdidle|-J\b/i,
    about: "an idle3 keyword in hdparm.conf(5)",
  },
  // hdparm(8)'s -H says only that the temperature is reported as within the operating range or not.
  {
    product: "hdparm",
    from: "#### -H",
    to: "#### -i",
    not: /\d/,
    about: "a temperature range in hdparm(8)'s -H entry",
  },
  {
    product: "hdparm",
    not: /celsius|fahrenheit|°|\bdeg(rees?)? ?[CF]\b/i,
    about: "a temperature in degrees anywhere in hdparm's documents",
  },
  // NVMe is named nowhere.
  {
    product: "hdparm",
    not: /nvme/i,
    about: "NVMe anywhere in hdparm's documents",
  },
  {
    product: "hdparm",
    from: "hdparm-9.65:",
    to: "hdparm-9.50:",
    not: /nvm|pcie|pci express/i,
    about: "NVMe support in the recent upstream Changelog sections",
  },
  // rpc.rquotad(8) has "-p port: Listen on alternate port port" and no default; the changelog names no port number.
  {
    product: "quota",
    from: "rpc.rquotad - remote quota server",
    to: "## SEE ALSO",
    not: /\b\d{2,5}\b/,
    about: "a port number in rpc.rquotad(8)",
  },
  {
    product: "quota",
    not: /(rquotad|rquota)[^\n]{0,120}\bport\b[^\n]{0,60}\b\d{2,5}\b|\bport\b[^\n]{0,60}\b\d{2,5}\b[^\n]{0,120}rquotad/i,
    about: "an rquotad port number anywhere in quota's documents",
  },
  // The 4.06 section lists fixes with their authors; no CVE anywhere in quota's documents.
  {
    product: "quota",
    not: /CVE/,
    about: "a CVE anywhere in quota's documents",
  },
  {
    product: "quota",
    from: "Changes in quota-tools from 4.05 to 4.06",
    to: "Changes in quota-tools from 4.04 to 4.05",
    not: /security|vulnerab/i,
    about: "a security fix in the 4.06 section",
  },
  // The upstream changelog has no dates; Debian's changelog holds only the 4.06-1 upload.
  {
    product: "quota",
    from: "Changes in quota-tools from 4.04 to 4.05",
    to: "Changes in quota-tools from 4.03 to 4.04",
    not: /\b(19|20)\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d/,
    about: "a date in the 4.05 section",
  },
  {
    product: "quota",
    not: /4\.05[^\n]{0,100}\b(19|20)\d\d\b|\b(19|20)\d\d\b[^\n]{0,100}4\.05/,
    about: "a year next to 4.05 anywhere in quota's documents",
  },
  // The example warnquota.conf lists LDAP_TLS's possible values without a default; warnquota.conf(5) does not name it.
  {
    product: "quota",
    from: "# TLS handling for the connection",
    to: "# end of example warnquota.conf file",
    not: /default/i,
    about: "a default for LDAP_TLS in the example warnquota.conf",
  },
  {
    product: "quota",
    from: "# WARNQUOTA.CONF(5)",
    to: "## EXAMPLE",
    not: /LDAP_TLS|StartTLS/i,
    about: "LDAP_TLS in warnquota.conf(5)",
  },
  // quotacheck(8) has no option for parallel scans.
  {
    product: "quota",
    from: "# quotacheck(8)",
    to: "## AUTHOR",
    not: /parallel|thread|jobs|concurren/i,
    about: "a parallel-scan option in quotacheck(8)",
  },
  {
    product: "quota",
    not: /quotacheck[^\n]{0,120}parallel|parallel[^\n]{0,120}quotacheck/i,
    about: "parallel quotacheck anywhere in quota's documents",
  },
];

void checkBatchKeys({
  batch: "r64",
  products: { hdparm: ["hdparm"], quota: ["quota"] },
  probes: ABSENT_PROBES,
});
