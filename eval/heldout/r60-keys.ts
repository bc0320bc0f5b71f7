import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r60 (eval/real/questions.ts) and nothing else: its documents (OpenLDAP's slapd.conf(5),
 * slapd-config(5), slapd.access(5), slapd-mdb(5), slapd-ldap(5), slapd-meta(5), slapo-ppolicy(5), slapo-syncprov(5),
 * slapo-accesslog(5), slapo-dynlist(5), slapd(8), slapcat(8) and slappasswd(8) manual pages, upstream changelog
 * (changelog.gz), Debian changelog, NEWS.Debian and README.Debian and installed /etc/default/slapd; vsftpd's
 * vsftpd.conf(5) manual page, installed /etc/vsftpd.conf, FAQ, README.ssl, TUNING, SECURITY/DESIGN, README.Debian,
 * NEWS.Debian and Debian changelog, fetched with apt as the suite fetches them) read as the import reads them, every
 * key of every r60 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for and no
 * baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is
 * missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r60-keys.ts          # r60's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r60-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * slapd 2.5.13+dfsg-5 and vsftpd 3.0.3-13+b2 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Debian's 2.5.13+dfsg-5 entry fixes the sha2-contrib autopkgtest and disables a flaky test; no CVE.
  {
    product: "slapd",
    from: "openldap (2.5.13+dfsg-5)",
    to: "openldap (2.5.13+dfsg-4)",
    not: /CVE|security/i,
    about: "a CVE in Debian's openldap 2.5.13+dfsg-5 entry",
  },
  {
    product: "slapd",
    not: /2\.5\.13\+dfsg-5[^\n]{0,200}CVE|CVE[^\n]{0,200}2\.5\.13\+dfsg-5/i,
    about: "a CVE named with 2.5.13+dfsg-5 anywhere in OpenLDAP's documents",
  },
  // slapo-syncprov(5) gives syncprov-sessionlog's argument, never a default number of operations.
  {
    product: "slapd",
    from: "#### syncprov-sessionlog <ops>",
    to: "#### syncprov-sessionlog-source",
    not: /default|\b\d+\b/i,
    about: "a default size where slapo-syncprov(5) describes syncprov-sessionlog",
  },
  {
    product: "slapd",
    not: /sessionlog[^\n]{0,200}default|default[^\n]{0,200}sessionlog/i,
    about: "a sessionlog default anywhere in OpenLDAP's documents",
  },
  // The upstream changelog starts at 2.5.4 (2021/04/29), the initial release for general use; 2.5.0 is never named.
  {
    product: "slapd",
    not: /2\.5\.0\b/,
    about: "OpenLDAP 2.5.0 anywhere in OpenLDAP's documents",
  },
  {
    product: "slapd",
    from: "OpenLDAP 2.5.4 Release",
    to: "openldap (2.5.13+dfsg-5)",
    not: /2\.5\.[0-3]\b/,
    about: "an earlier 2.5 release after 2.5.4 in the upstream changelog",
  },
  // Debian's 2.5.12+dfsg-1 entry names the CVE and the ITS; upstream's 2.5.12 section only says the filter value is
  // escaped properly. Neither names who found it.
  {
    product: "slapd",
    from: "Fixed SQL injection in back-sql",
    to: " -- Ryan Tandy",
    not: /report|found by|discover|credit/i,
    about: "a reporter in Debian's 2.5.12+dfsg-1 entry",
  },
  {
    product: "slapd",
    not: /(CVE-2022-29155|ITS#9815)[^\n]{0,200}(report|thank|found by|discover|credit)/i,
    about: "a reporter named with CVE-2022-29155 or ITS#9815 anywhere in OpenLDAP's documents",
  },
  // slapd-ldap(5) and slapd-meta(5) describe idle-timeout without a default.
  {
    product: "slapd",
    from: "##### idle-timeout <time>",
    to: "##### keepalive",
    not: /default|\d/i,
    about: "a default idle-timeout in slapd-ldap(5)",
  },
  {
    product: "slapd",
    from: "after it has been idle for the specified time. The value can be specified as",
    to: "#### keepalive",
    not: /default|\d/i,
    about: "a default idle-timeout in slapd-meta(5)",
  },
  // allow_writeable_chroot is named nowhere: NEWS.Debian for 2.3.5-1 points to the FAQ, which suggests chown and chmod.
  {
    product: "vsftpd",
    not: /writ(e)?able_chroot/i,
    about: "allow_writeable_chroot anywhere in vsftpd's documents",
  },
  {
    product: "vsftpd",
    from: "Starting with this version, vsftpd refuses",
    to: "for details.",
    not: /allow_|=YES/,
    about: "an option to allow a writable chroot in NEWS.Debian's 2.3.5-1 entry",
  },
  // vsftpd.conf(5) documents ssl_sslv2, ssl_sslv3 and ssl_tlsv1 only.
  {
    product: "vsftpd",
    not: /tlsv1_[123]|TLS ?v?1\.[123]/i,
    about: "a TLS 1.1, 1.2 or 1.3 option anywhere in vsftpd's documents",
  },
  {
    product: "vsftpd",
    from: "#### ssl_tlsv1",
    to: "#### strict_ssl_read_eof",
    not: /1_2|1\.2/,
    about: "a TLS 1.2 setting next to ssl_tlsv1 in vsftpd.conf(5)",
  },
  // utf8_filesystem is only a commented "#utf8_filesystem=YES" in the sample vsftpd.conf; vsftpd.conf(5) omits it.
  {
    product: "vsftpd",
    from: "# VSFTPD.CONF(5)",
    to: "## AUTHOR",
    not: /utf8|utf-8/i,
    about: "utf8_filesystem in vsftpd.conf(5)",
  },
  {
    product: "vsftpd",
    not: /utf8_filesystem[^\n]{0,80}(default|NO\b)|default[^\n]{0,80}utf8/i,
    about: "a utf8_filesystem default anywhere in vsftpd's documents",
  },
  // /etc/pam.d/vsftpd and /etc/ftpusers are not among the documents; README.Debian only says not to use pam_ftp.so.
  {
    product: "vsftpd",
    not: /ftpusers|pam_listfile/i,
    about: "ftpusers or pam_listfile anywhere in vsftpd's documents",
  },
  {
    product: "vsftpd",
    from: "The PAM configuration file for vsftpd",
    to: "handling of anonymous users.",
    not: /\/etc\/\w|deny|listfile/i,
    about: "a deny file in README.Debian's PAM paragraph",
  },
  // Debian's 3.0.3-13 entry fixes a NO_PAM build, a dependency and a manpage typo; no CVE anywhere.
  {
    product: "vsftpd",
    from: "vsftpd (3.0.3-13)",
    to: "Older entries have been removed",
    not: /CVE|security/i,
    about: "a CVE in Debian's vsftpd 3.0.3-13 entry",
  },
  {
    product: "vsftpd",
    not: /CVE/,
    about: "a CVE anywhere in vsftpd's documents",
  },
];

void checkBatchKeys({
  batch: "r60",
  products: { slapd: ["slapd"], vsftpd: ["vsftpd"] },
  probes: ABSENT_PROBES,
});
