import type { RealSource } from "./fetch";

/** The five kinds of the real-document suite. */
export type RealKind = "prose" | "table" | "release" | "two-place" | "absent";

/** A question checked by hand against the document's text: every key must appear in the answer; none for absent ones. */
export type RealQuestion = {
  kind: RealKind;
  question: string;
  keys: string[];
  doc?: string;
  phrased?: boolean;
  /** Written after the suite's rules were tuned, before the next round of tuning: the check that those rules generalise. */
  fresh?: boolean;
  /** A held-out batch written before the round of rules that followed it, on documents the suite did not use yet; reported apart. */
  batch?: string;
};

const SQLITE = "usr/share/doc/sqlite3/";
const GIT = "usr/share/doc/git-doc/";
const PYTHON = "usr/share/doc/python3.11/html/";
const POSTGRES = "usr/share/doc/postgresql-doc-15/html/";
const APACHE = "usr/share/doc/apache2-doc/manual/en/";
const HAPROXY = "usr/share/doc/haproxy/";
const POSTFIX = "usr/share/doc/postfix/";
const RSYSLOG = "usr/share/doc/rsyslog-doc/html/";
const CHRONY = "usr/share/doc/chrony/";
const SQUID = "usr/share/doc/squid-common/";
const EXIM = "usr/share/doc/exim4-doc-html/spec_html/";
const MUTT = "usr/share/doc/mutt/";
const DNSMASQ = "usr/share/doc/dnsmasq-base/";
const BIND = "usr/share/doc/bind9-doc/";
const TOR = "usr/share/doc/tor/";
const OPENVPN = "usr/share/doc/openvpn/";
const LIGHTTPD = "usr/share/doc/lighttpd/";
const ZSH = "usr/share/doc/zsh-common/";
const NANO = "usr/share/doc/nano/";
const NTPSEC = "usr/share/doc/ntpsec/";
const NTPSEC_DOC = "usr/share/doc/ntpsec-doc/html/";
const DOVECOT = "usr/share/doc/dovecot-core/";
const PRIVOXY = "usr/share/doc/privoxy/";
const EXIFTOOL = "usr/share/doc/libimage-exiftool-perl/";
const VIM = "usr/share/doc/vim/html/";
const VIM_DOC = "usr/share/doc/vim-doc/";
const CUPS = "usr/share/cups/doc-root/help/";
const CUPS_DOC = "usr/share/doc/cups-common/";
const KNOT = "usr/share/doc/knot-doc/";
const FETCHMAIL = "usr/share/doc/fetchmail/";
const PGBACKREST = "usr/share/doc/pgbackrest-doc/";
const STUNNEL = "usr/share/doc/stunnel4/";
const BORG = "usr/share/doc/borgbackup/html/";
const BORG_DOC = "usr/share/doc/borgbackup-doc/";
const BIRD = "usr/share/doc/bird2/";
const WEECHAT_DOC = "usr/share/doc/weechat-doc/html/";
const WEECHAT = "usr/share/doc/weechat-core/";
const MPD = "usr/share/doc/mpd/";
const ICECAST = "usr/share/doc/icecast2/";
const GRAPHVIZ = "usr/share/doc/graphviz/html/";
const GRAPHVIZ_DOC = "usr/share/doc/graphviz-doc/";
const LYNX = "usr/share/doc/lynx-common/";
const TINC = "usr/share/doc/tinc/";
const KRESD = "usr/share/doc/knot-resolver/";
const NEWSBOAT = "usr/share/doc/newsboat/";
const ICINGA_DOC = "usr/share/doc/icinga2/markdown/";
const ICINGA = "usr/share/doc/icinga2-common/";
const RADICALE = "usr/share/doc/radicale/";
const PROFTPD = "usr/share/doc/proftpd-doc/";
const KEA_DOC = "usr/share/doc/kea/html/arm/";
const KEA = "usr/share/doc/kea-common/";
const SUPERVISOR_DOC = "usr/share/doc/supervisor/html/";
const SUPERVISOR = "usr/share/doc/supervisor-doc/";
const COTURN = "usr/share/doc/coturn/";
const LIBVIRT = "usr/share/doc/libvirt-doc/";
const TOMCAT_DOC = "usr/share/tomcat10-docs/docs/";
const TOMCAT = "usr/share/doc/tomcat10-docs/";
const KRB5 = "usr/share/doc/krb5-doc/";
const NUT = "usr/share/doc/nut-doc/";
const MAN = "usr/share/man/";
const UNBOUND = "usr/share/doc/unbound/";
const SMARTMONTOOLS = "usr/share/doc/smartmontools/";
const MOSQUITTO = "usr/share/doc/mosquitto/";
const SUDO = "usr/share/doc/sudo/";
const OPENSSH = "usr/share/doc/openssh-client/";
const RSYNC = "usr/share/doc/rsync/";
const TMUX = "usr/share/doc/tmux/";
const FAIL2BAN = "usr/share/doc/fail2ban/";
const VARNISH = "usr/share/doc/varnish/";
const SYSSTAT = "usr/share/doc/sysstat/";
const LFTP = "usr/share/doc/lftp/";
const SOCAT = "usr/share/doc/socat/";
const WGET = "usr/share/doc/wget/";
const SCREEN = "usr/share/doc/screen/";
const CRYPTSETUP = "usr/share/doc/cryptsetup/";
const CRYPTSETUP_BIN = "usr/share/doc/cryptsetup-bin/";
const MDADM = "usr/share/doc/mdadm/";
const E2FSPROGS = "usr/share/doc/e2fsprogs/";
const MEMCACHED = "usr/share/doc/memcached/";
const LOGROTATE = "usr/share/doc/logrotate/";
const MSMTP = "usr/share/doc/msmtp/";
const GNUPG = "usr/share/doc/gnupg/";
const ARIA2 = "usr/share/doc/aria2/";
const CURL = "usr/share/doc/curl/";
const LIBCURL_DOC = "usr/share/doc/libcurl4/";
const JQ = "usr/share/doc/jq/";
const NFTABLES = "usr/share/doc/nftables/";
const IPROUTE2 = "usr/share/doc/iproute2/";
const NMAP = "usr/share/doc/nmap/";
const TCPDUMP = "usr/share/doc/tcpdump/";
const XZ = "usr/share/doc/xz-utils/";
const ZSTD = "usr/share/doc/zstd/";
const KEEPALIVED = "usr/share/doc/keepalived/";
const IPVSADM = "usr/share/doc/ipvsadm/";
const COLLECTD = "usr/share/doc/collectd-core/";
const NSD = "usr/share/doc/nsd/";
const OPENDKIM = "usr/share/doc/opendkim/";
const LLDPD = "usr/share/doc/lldpd/";
const STRONGSWAN = "usr/share/doc/libstrongswan/";
const CLAMAV = "usr/share/doc/clamav-base/";
const LVM2 = "usr/share/doc/lvm2/";
const SPAMASSASSIN = "usr/share/doc/spamassassin/";
const REDIS = "usr/share/doc/redis-server/";
const HOSTAPD = "usr/share/doc/hostapd/";
const SAMBA = "usr/share/doc/samba/";
const SAMBA_COMMON = "usr/share/doc/samba-common/";
const FRR = "usr/share/doc/frr/";
const FRR_DOC = "usr/share/doc/frr/html/";
const ISC_DHCP = "usr/share/doc/isc-dhcp-server/";
const BTRFS = "usr/share/doc/btrfs-progs/";
const FREERADIUS = "usr/share/doc/freeradius/";
const FREERADIUS_CONF = "etc/freeradius/3.0/";
const AUTOFS = "usr/share/doc/autofs/";
const RSNAPSHOT = "usr/share/doc/rsnapshot/";
const RSPAMD = "usr/share/doc/rspamd/";
const RSPAMD_CONF = "etc/rspamd/";
const SSSD = "usr/share/doc/sssd-common/";
const PACEMAKER = "usr/share/doc/pacemaker/";
const SLAPD = "usr/share/doc/slapd/";
const VSFTPD = "usr/share/doc/vsftpd/";
const MONIT = "usr/share/doc/monit/";
const NFS_SERVER = "usr/share/doc/nfs-kernel-server/";
const NFS_COMMON = "usr/share/doc/nfs-common/";
const UFW = "usr/share/doc/ufw/";
const NGINX = "usr/share/doc/nginx-common/";
const NGINX_DOC = "usr/share/doc/nginx/";
const NGINX_CONF = "etc/nginx/";
const NTFS3G = "usr/share/doc/ntfs-3g/";
const COROSYNC = "usr/share/doc/corosync/";
const HDPARM = "usr/share/doc/hdparm/";
const QUOTA = "usr/share/doc/quota/";
const RDIFF_BACKUP = "usr/share/doc/rdiff-backup/";
const DUPLICITY = "usr/share/doc/duplicity/";
const SANE = "usr/share/doc/libsane-common/";
const SANE_UTILS = "usr/share/doc/sane-utils/";
const PDNS_RECURSOR = "usr/share/doc/pdns-recursor/";
const OPENSMTPD = "usr/share/doc/opensmtpd/";
const RADVD = "usr/share/doc/radvd/";

/**
 * The suite's documents: SQLite's manual (reference pages with defaults, the limits page, the file
 * format's tables, four release notes, a quick-start tutorial, the copyright-release PDF), three
 * Git manual pages (asciidoc: a definition list of options, a tutorial, a FAQ) and Debian's
 * release table (distro-info-data's CSV). About 315,000 characters.
 */
export const REAL_SOURCES: readonly RealSource[] = [
  ...[
    "limits.html",
    "pragma.html",
    "datatype3.html",
    "lang_datefunc.html",
    "wal.html",
    "quickstart.html",
    "fileformat2.html",
    "releaselog/3_40_0.html",
    "releaselog/3_39_0.html",
    "releaselog/3_38_0.html",
    "releaselog/3_37_0.html",
    "copyright-release.pdf",
  ].map((p) => ({ pkg: "sqlite3-doc", path: SQLITE + p })),
  ...["git-gc.txt", "gittutorial.txt", "gitfaq.txt"].map((p) => ({ pkg: "git-doc", path: GIT + p })),
  { pkg: "distro-info-data", path: "usr/share/distro-info/debian.csv" },
  // Another product: Python 3.11's manual (HTML reference pages with defaults and tables, the 3.11 release notes).
  ...[
    "library/struct.html",
    "library/zlib.html",
    "library/gzip.html",
    "library/json.html",
    "library/time.html",
    "library/logging.html",
    "library/http.server.html",
    "whatsnew/3.11.html",
  ].map((p) => ({ pkg: "python3.11-doc", path: PYTHON + p })),
  // A third product (batch r6): PostgreSQL 15's manual (the limits appendix, numeric types' table,
  // two server-configuration pages of parameters with defaults, the 15.0 release notes, two tutorial pages).
  ...[
    "limits.html",
    "datatype-numeric.html",
    "runtime-config-autovacuum.html",
    "runtime-config-wal.html",
    "release-15.html",
    "tutorial-concepts.html",
    "tutorial-fk.html",
    // Batch r6b: other sections, added after round 6's rules.
    "runtime-config-connection.html",
    "datatype-datetime.html",
    "release-15-1.html",
  ].map((p) => ({ pkg: "postgresql-doc-15", path: POSTGRES + p })),
  // A fourth product (batch r8): the Apache HTTP Server 2.4 manual as Debian ships it (apache2-doc):
  // directive reference pages (core, the MPMs' common directives, event, mod_proxy, mod_log_config,
  // mod_reqtimeout), the 2.2 release notes, the 2.4 release notes (which the package's en/ folder
  // holds in Brazilian Portuguese), and two how-to pages (.htaccess, authentication).
  ...[
    "mod/core.html",
    "mod/mpm_common.html",
    "mod/event.html",
    "mod/mod_proxy.html",
    "mod/mod_log_config.html",
    "mod/mod_reqtimeout.html",
    "new_features_2_2.html",
    "new_features_2_4.html",
    "howto/htaccess.html",
    "howto/auth.html",
  ].map((p) => ({ pkg: "apache2-doc", path: APACHE + p })),
  // A fifth product (batch r9): HAProxy 2.6's manuals as Debian ships them (haproxy-doc): the
  // configuration manual (one 2.6 MB HTML page, about 1.2 million characters of text), the
  // management guide and the starter guide (HTML rendered from plain text: wrapped lines, keyword
  // sections, indented lists), and the Lua API reference as its reStructuredText source (.rst.txt).
  ...["html/configuration.html", "html/management.html", "html/intro.html", "lua/_sources/index.rst.txt"].map((p) => ({
    pkg: "haproxy-doc",
    path: HAPROXY + p,
  })),
  // Batch r10: release notes as Debian ships them, gzip-compressed and imported as they are: Apache
  // httpd's CHANGES ("*) mod_x: ..." items under "Changes with Apache 2.4.x"), SQLite's release
  // history page (HTML) and PostgreSQL 15's Debian changelog (upstream security notes per upload).
  { pkg: "apache2-doc", path: "usr/share/doc/apache2-doc/changelog.gz" },
  { pkg: "sqlite3-doc", path: "usr/share/doc/sqlite3-doc/changelog.html.gz" },
  { pkg: "postgresql-doc-15", path: "usr/share/doc/postgresql-doc-15/changelog.Debian.gz" },
  // A sixth product (batch r11): Postfix 3.7's documentation as Debian ships it (postfix-doc): the
  // parameter reference postconf(5) (one 845 KB HTML page, a default per parameter), the
  // architecture overview, the basic configuration, tuning and postscreen guides, the 3.7 release
  // notes (RELEASE_NOTES.gz, plain text) and the change log (changelog.gz: Postfix's HISTORY,
  // dated entries since 1998, about 960,000 characters unpacked).
  ...[
    "html/postconf.5.html",
    "html/OVERVIEW.html",
    "html/BASIC_CONFIGURATION_README.html",
    "html/TUNING_README.html",
    "html/POSTSCREEN_README.html",
    "RELEASE_NOTES.gz",
  ].map((p) => ({ pkg: "postfix-doc", path: POSTFIX + p })),
  { pkg: "postfix-doc", path: "usr/share/doc/postfix-doc/changelog.gz" },
  // Two more products (batch r13): rsyslog 8.2302's manual (rsyslog-doc: the omfile, imfile and
  // imtcp module pages, each parameter a small "type | default | mandatory | legacy directive"
  // table; the queues concept page; the reliable forwarding tutorial) and chrony 4.3's plain-text
  // documents as Debian ships them, gzip-compressed (the FAQ, the upstream NEWS since 1.x and
  // Debian's changelog, its upload lines naming reporters and closed bugs).
  ...[
    "configuration/modules/omfile.html",
    "configuration/modules/imfile.html",
    "configuration/modules/imtcp.html",
    "concepts/queues.html",
    "tutorials/reliable_forwarding.html",
  ].map((p) => ({ pkg: "rsyslog-doc", path: RSYSLOG + p })),
  ...["FAQ.gz", "NEWS.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "chrony", path: CHRONY + p })),
  // Two more products (batch r14): Squid 5.7 as Debian ships it (squid-common: squid.conf.documented,
  // every directive with its "#Default:" line, gzip-compressed plain text; the Squid 5 release notes
  // in HTML; the upstream ChangeLog since Squid 2 and Debian's changelog, both gzip-compressed) and
  // four chapters of Exim 4.96's specification (exim4-doc-html: the main configuration options and
  // the smtp transport's, each a "Use | Type | Default" row before its prose; retry configuration;
  // some common configuration settings).
  ...["squid.conf.documented.gz", "RELEASENOTES.html", "changelog.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "squid-common",
    path: SQUID + p,
  })),
  ...[
    "ch-main_configuration.html",
    "ch-the_smtp_transport.html",
    "ch-retry_configuration.html",
    "ch-some_common_configuration_settings.html",
  ].map((p) => ({ pkg: "exim4-doc-html", path: EXIM + p })),
  // Two more products (batch r15): Mutt 2.2.12 as Debian ships it (mutt: the manual's reference
  // chapter in HTML, every configuration variable a "Type: ... Default: ..." line before its prose;
  // the performance tuning chapter; the upstream NEWS since 1.5, one dated entry per release, and
  // Debian's changelog, both gzip-compressed) and dnsmasq 2.90's documents (dnsmasq-base: plain text:
  // the FAQ, the upstream CHANGELOG, undated "version 2.x" sections, and Debian's changelog, all
  // gzip-compressed; the setup guide in HTML).
  ...["html/reference.html", "html/tuning.html", "NEWS.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "mutt",
    path: MUTT + p,
  })),
  ...["FAQ.gz", "changelog.gz", "changelog.Debian.gz", "setup.html"].map((p) => ({
    pkg: "dnsmasq-base",
    path: DNSMASQ + p,
  })),
  // Two more products (batch r16): BIND 9.18.49's Administrator Reference Manual as Debian ships it
  // (bind9-doc, Sphinx HTML: the configuration reference, every statement a "Grammar: ... Blocks: ...
  // Tags: ..." block before prose stating its default, and a statements table; the 9.18 release
  // notes, one "Notes for BIND 9.18.x" section per release, undated, each item naming its CVE,
  // reporter and GitLab issue; the introduction chapter; the history of BIND; Debian's changelog,
  // gzip-compressed, its security uploads listing CVEs) and tor 0.4.9.11 (tor: the tor(1) manual in
  // HTML, every option's prose ending in "(Default: ...)"; Debian's changelog, gzip-compressed).
  ...["arm/reference.html", "arm/notes.html", "arm/chapter1.html", "arm/history.html", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "bind9-doc", path: BIND + p }),
  ),
  ...["tor.html", "changelog.Debian.gz"].map((p) => ({ pkg: "tor", path: TOR + p })),
  // Two more products (batch r17): OpenVPN 2.6.14 as Debian ships it (openvpn: the openvpn(8) manual in
  // HTML, options' prose stating "(default ...)"; the upstream changelog, one "Overview of changes in
  // 2.6.x" section per release with GitHub/Trac references; Debian's changelog, its security uploads
  // listing CVEs, both gzip-compressed) and lighttpd 1.4.69's documents (lighttpd-doc, plain text,
  // gzip-compressed: the configuration reference, every option followed by a "Default:" line; the
  // performance tuning guide, prose).
  ...["openvpn.8.html", "changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "openvpn", path: OPENVPN + p })),
  ...["configuration.txt.gz", "performance.txt.gz"].map((p) => ({ pkg: "lighttpd-doc", path: LIGHTTPD + p })),
  // Two more products (batch r18): zsh 5.9 as Debian ships it (zsh-doc: the manual's Options and
  // Parameters chapters in texi2html HTML, options marked <D> when on by default, a table of single
  // letter options and aliases, parameters' prose stating "The default is ..."; zsh-common: the
  // upstream NEWS, one "Changes from 5.x to 5.y" section per release naming CVEs and reporters, and
  // Debian's changelog, both gzip-compressed) and GNU nano 7.2 (nano: the manual in HTML, command-line
  // options and nanorc settings stating "The default value is ..."; the upstream NEWS, one dated,
  // named entry per release, and Debian's changelog, both gzip-compressed).
  ...["html/Options.html", "html/Parameters.html"].map((p) => ({ pkg: "zsh-doc", path: ZSH + p })),
  ...["NEWS.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "zsh-common", path: ZSH + p })),
  ...["nano.html", "NEWS.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "nano", path: NANO + p })),
  // Two more products (batch r19): NTPsec 1.2.2 as Debian ships it (ntpsec-doc: the ntp.conf(5)
  // manual in asciidoc HTML, options' prose stating their defaults and tables of values, and the
  // NTS quick start guide; ntpsec: the upstream NEWS, one dated section per release naming CVEs, and
  // Debian's changelog, both gzip-compressed) and Dovecot 2.3.19.1 (dovecot-core: the wiki's service
  // configuration and Pigeonhole Sieve configuration pages, plain text, settings stating their
  // defaults; the upstream NEWS, one dated "v2.3.x" entry per release, and Debian's changelog, its
  // security uploads listing CVEs, all gzip-compressed).
  ...["ntp_conf.html", "NTS-QuickStart.html"].map((p) => ({ pkg: "ntpsec-doc", path: NTPSEC_DOC + p })),
  ...["NEWS.adoc.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "ntpsec", path: NTPSEC + p })),
  ...["wiki/Services.txt.gz", "wiki/Pigeonhole.Sieve.Configuration.txt.gz", "NEWS.gz", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "dovecot-core", path: DOVECOT + p }),
  ),
  // Two more products (batch r20): Privoxy 3.0.34 as Debian ships it (privoxy: the user manual's main
  // configuration file chapter in HTML, every option a "Specifies / Type of value / Default value /
  // Effect if unset / Notes" entry; the "What's New in this Release" page, the 3.0.34 changes naming
  // reporters and SourceForge bugs; Debian's changelog, gzip-compressed; the upstream ChangeLog is left
  // out: it is Latin-1, which the import refuses as binary) and ExifTool 12.57 (libimage-exiftool-perl:
  // the EXIF and GPS tag name tables in HTML, "Tag ID | Tag Name | Writable | Group | Values / Notes"
  // rows and value tables such as Compression, LightSource and Flash; the FAQ; the upstream version
  // history since 1.00, one dated entry per version, and Debian's changelog, both gzip-compressed).
  ...["user-manual/config.html", "user-manual/whatsnew.html", "changelog.Debian.gz"].map((p) => ({
    pkg: "privoxy",
    path: PRIVOXY + p,
  })),
  ...["html/TagNames/EXIF.html", "html/TagNames/GPS.html", "html/faq.html", "changelog.gz", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "libimage-exiftool-perl", path: EXIFTOOL + p }),
  ),
  // Two more products (batch r21): Vim 9.0 as Debian ships it (vim-doc: the help files in HTML, the
  // options reference, every option a "'name' 'abbr' type (default ...)" line before its prose, and
  // the startup chapter; the list of 9.0 patches, one "SIZE NAME FIXES" row per patch, and Debian's
  // changelog, its security uploads naming patches and CVEs, both gzip-compressed) and CUPS 2.4.2
  // (cups-server-common: the web interface's help pages in HTML, the cupsd.conf, cups-files.conf and
  // client.conf manual pages, directives' prose stating "The default is ...", and the firewall and
  // encryption pages; cups-common: the upstream CHANGES, one dated "Changes in CUPS v2.4.x" section
  // naming issues and CVEs, and Debian's changelog, both gzip-compressed).
  ...["options.html", "starting.html"].map((p) => ({ pkg: "vim-doc", path: VIM + p })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "vim-doc", path: VIM_DOC + p })),
  ...[
    "man-cupsd.conf.html",
    "man-cups-files.conf.html",
    "man-client.conf.html",
    "firewalls.html",
    "encryption.html",
  ].map((p) => ({ pkg: "cups-server-common", path: CUPS + p })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "cups-common", path: CUPS_DOC + p })),
  // Two more products (batch r22): Knot DNS 3.2.6 as Debian ships it (knot-doc: the Sphinx HTML manual's
  // configuration reference, every option a "key: value" grammar line before its prose and a "Default:"
  // line, the configuration chapter and the operation chapter; the upstream NEWS, one dated "Knot DNS
  // 3.x.y" section per release, undated items under FEATURES / IMPROVEMENTS / BUGFIXES, and Debian's
  // changelog, both gzip-compressed) and fetchmail 6.4.37 (fetchmail: the FAQ and the features list in
  // HTML; the upstream NEWS, one dated "fetchmail-6.x.y" section per release naming CVEs, reporters and
  // Debian bugs, and Debian's changelog, both gzip-compressed).
  ...["reference.html", "configuration.html", "operation.html", "changelog.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "knot-doc",
    path: KNOT + p,
  })),
  ...["fetchmail-FAQ.html", "fetchmail-features.html", "NEWS.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "fetchmail",
    path: FETCHMAIL + p,
  })),
  // Two more products (batch r23): pgBackRest 2.45 as Debian ships it (pgbackrest-doc: the HTML
  // configuration reference, every option a one-line summary, prose and a fenced "default: / allowed: /
  // example:" block; the release notes, one dated "v2.x Release Notes" section per release whose items
  // name contributors, reviewers and reporters; the FAQ and the user guide; Debian's changelog,
  // gzip-compressed) and stunnel 5.68 (stunnel4: the stunnel(8) manual in HTML, options' prose followed
  // by a "default:" line; the upstream NEWS, one "### Version 5.x, YYYY.MM.DD" section per release
  // thanking reporters; Debian's changelog and NEWS.Debian, gzip-compressed).
  ...[
    "html/configuration.html",
    "html/release.html",
    "html/faq.html",
    "html/user-guide.html",
    "changelog.Debian.gz",
  ].map((p) => ({ pkg: "pgbackrest-doc", path: PGBACKREST + p })),
  ...["stunnel.html", "NEWS.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({
    pkg: "stunnel4",
    path: STUNNEL + p,
  })),
  // Two more products (batch r24): BorgBackup 1.2.4 as Debian ships it (borgbackup-doc: the Sphinx HTML
  // manual's general usage page, environment variables and file locations with their defaults, and the
  // create, prune and compact command pages, options with "(default: ...)"; the FAQ; the change log, one
  // "Version 1.x.y (YYYY-MM-DD)" section per release naming CVEs and issues; Debian's changelog and
  // NEWS.Debian, gzip-compressed) and BIRD 2.0.12 (bird2-doc: the user's guide's configuration and
  // protocols chapters in HTML, options' prose stating "Default: ..."; bird2: the upstream NEWS, one dated
  // "Version 2.0.x" section per release, and Debian's changelog, both gzip-compressed).
  ...[
    "usage/general.html",
    "usage/create.html",
    "usage/prune.html",
    "usage/compact.html",
    "faq.html",
    "changes.html",
  ].map((p) => ({ pkg: "borgbackup-doc", path: BORG + p })),
  ...["changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({ pkg: "borgbackup-doc", path: BORG_DOC + p })),
  ...["bird-3.html", "bird-6.html"].map((p) => ({ pkg: "bird2-doc", path: BIRD + p })),
  ...["NEWS.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "bird2", path: BIRD + p })),
  // Two more products (batch r25): WeeChat 3.8 as Debian ships it (weechat-doc: the user's guide in
  // Asciidoctor HTML, one 1 MB page whose option reference gives every option a "description / type /
  // values / default value" list, and the FAQ; weechat-core: the upstream ChangeLog, one dated "Version
  // 3.x" section per release naming issues and CVEs, the release notes (ReleaseNotes.adoc, plain text)
  // and Debian's changelog, all gzip-compressed) and Music Player Daemon 0.23.12 (mpd: the Sphinx HTML
  // user's manual, settings in "Setting | Description" tables stating "Default is ...", the plugin
  // reference and the mpd.conf(5) page; the upstream NEWS, one dated "ver 0.x (YYYY/MM/DD)" section per
  // release, and Debian's changelog, both gzip-compressed).
  ...["weechat_user.en.html", "weechat_faq.en.html"].map((p) => ({ pkg: "weechat-doc", path: WEECHAT_DOC + p })),
  ...["changelog.gz", "ReleaseNotes.adoc.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "weechat-core",
    path: WEECHAT + p,
  })),
  ...["html/user.html", "html/plugins.html", "html/mpd.conf.5.html", "changelog.gz", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "mpd", path: MPD + p }),
  ),
  // Two more products (batch r26): Icecast 2.4.4 as Debian ships it (icecast2: the HTML manual's config
  // file reference, each setting of icecast.xml described, some with "The default is ..."; the listener
  // and source authentication page, the basic setup page and the Changes page, one "Version 2.4.x"
  // section per release naming CVEs and a reporter; the upstream NEWS, one "Icecast 2.x" section per
  // release, the upstream ChangeLog, dated commit entries naming releases and CVEs, and Debian's
  // changelog, all three gzip-compressed) and Graphviz 2.42.2 (graphviz-doc: the node, edge and graph
  // attributes page, one "Name | Used By | Type | Default | Minimum | Notes" table and a description per
  // attribute, the node shapes page with the HTML-like labels' attributes and their defaults, and the
  // FAQ in HTML; the upstream changelog, dated "Release 2.x" entries, and Debian's changelog, both
  // gzip-compressed).
  ...["config-file.html", "auth.html", "basic-setup.html", "changes.html"].map((p) => ({
    pkg: "icecast2",
    path: ICECAST + p,
  })),
  ...["NEWS.gz", "changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "icecast2", path: ICECAST + p })),
  ...["info/attrs.html", "info/shapes.html", "FAQ.html"].map((p) => ({ pkg: "graphviz-doc", path: GRAPHVIZ + p })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "graphviz-doc", path: GRAPHVIZ_DOC + p })),
  // Two more products (batch r27): Lynx 2.9.0dev.12 as Debian ships it (lynx-common: the help pages'
  // description of every lynx.cfg setting, one entry per setting with its description and a "Default
  // value" line, and the Lynx user's guide, both gzip-compressed HTML; the upstream CHANGES, one dated
  // "YYYY-MM-DD (2.x.y)" section per release naming reporters, Debian bugs and CVEs, and Debian's
  // changelog, both gzip-compressed) and tinc 1.0.36 (tinc: the manual's main and host configuration
  // variables, each "Name = <value> (default)", the runtime options, the security issues and the error
  // messages pages in HTML; the upstream NEWS, one dated "Version 1.0.x" section per release naming
  // CVEs and contributors, and Debian's changelog, both gzip-compressed).
  ...["lynx_help/body.html.gz", "lynx_help/Lynx_users_guide.html.gz", "changelog.gz", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "lynx-common", path: LYNX + p }),
  ),
  ...[
    "tinc.html/Main-configuration-variables.html",
    "tinc.html/Host-configuration-variables.html",
    "tinc.html/Runtime-options.html",
    "tinc.html/Security-issues.html",
    "tinc.html/Error-messages.html",
    "NEWS.gz",
    "changelog.Debian.gz",
  ].map((p) => ({ pkg: "tinc", path: TINC + p })),
  // Two more products (batch r28): Knot Resolver 5.6.0 as Debian ships it (knot-resolver-doc: the Sphinx
  // HTML manual's pages on the cache, the server side of networking, DoT and DoH, DNSSEC, query policies,
  // logging, run-time reconfiguration and upgrading, configuration functions stating "(default: ...)",
  // each page led by the manual's whole table of contents; knot-resolver: the upstream NEWS, one
  // dated "Knot Resolver 5.x.y (YYYY-MM-DD)" section per release under Security / Improvements /
  // Bugfixes naming CVEs and merge requests, and Debian's changelog, both gzip-compressed) and Newsboat
  // 2.21 (newsboat: the manual in HTML, every configuration command a "Syntax / Default / Example" entry
  // before its prose, and the FAQ; the upstream changelog, one dated "## 2.x - YYYY-MM-DD" section per
  // release naming contributors and issues, and Debian's changelog, both gzip-compressed).
  ...[
    "daemon-bindings-cache.html",
    "daemon-bindings-net_server.html",
    "daemon-bindings-net_tlssrv.html",
    "config-dnssec.html",
    "modules-policy.html",
    "config-logging-monitoring.html",
    "daemon-scripting.html",
    "upgrading.html",
  ].map((p) => ({ pkg: "knot-resolver-doc", path: KRESD + p })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "knot-resolver", path: KRESD + p })),
  ...["newsboat.html", "faq.html", "changelog.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "newsboat",
    path: NEWSBOAT + p,
  })),
  // Two more products (batch r29): Icinga 2.13.6 as Debian ships it (icinga2-doc: the manual's chapters as
  // gzip-compressed Markdown: the object types reference, every object's attributes in an indented
  // "Name | Type | Description" table whose descriptions state "Defaults to ...", the features chapter and
  // the language reference with its tables of constants and their defaults; icinga2-common: the upstream
  // CHANGELOG.md, one dated "## 2.x.y (YYYY-MM-DD)" section per release naming CVEs, GitHub issues and
  // contributors, and Debian's changelog, both gzip-compressed) and Radicale 3.1.8 (radicale: the
  // documentation in HTML, every configuration option a heading, its prose and a "Default: ..." line;
  // the upstream changelog, undated "3.x.y" sections, some with a code name; Debian's changelog and
  // NEWS.Debian, all three gzip-compressed).
  ...["09-object-types.md.gz", "14-features.md.gz", "17-language-reference.md.gz"].map((p) => ({
    pkg: "icinga2-doc",
    path: ICINGA_DOC + p,
  })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "icinga2-common", path: ICINGA + p })),
  ...["DOCUMENTATION.html", "changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({
    pkg: "radicale",
    path: RADICALE + p,
  })),
  // Two more products (batch r30): ProFTPD 1.3.8 as Debian ships it (proftpd-doc: the mod_core and mod_tls
  // module pages in HTML, every directive a "Syntax: ... Default: ... Context: ... Module: ... Compatibility:
  // ..." line before its prose; the upstream NEWS, one "1.3.x - Released DD-Mon-YYYY" section per release
  // listing bugs and GitHub issues, some naming CVEs; the 1.3.8 release notes (new and changed directives per
  // release candidate) and Debian's changelog, its bookworm uploads listing CVEs, all three gzip-compressed)
  // and Kea 2.2.0 (kea-doc: four chapters of the Sphinx HTML administrator reference manual, each page led by
  // the manual's whole table of contents: lease expiration, parameters with "the default value is ...",
  // congestion handling, the DHCP-DDNS server and logging; kea-common: the upstream ChangeLog, numbered
  // entries under "Kea 2.x.y (...) released on Month D, YYYY" lines, back to BIND 10, a few naming CVEs, and
  // Debian's changelog, both gzip-compressed).
  ...["modules/mod_core.html", "contrib/mod_tls.html", "NEWS.gz", "RELEASE_NOTES.gz", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "proftpd-doc", path: PROFTPD + p }),
  ),
  ...["lease-expiration.html", "congestion-handling.html", "ddns.html", "logging.html"].map((p) => ({
    pkg: "kea-doc",
    path: KEA_DOC + p,
  })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "kea-common", path: KEA + p })),
  // Two more products (batch r31): Supervisor 4.2.5 as Debian ships it (supervisor-doc: six pages of the
  // Sphinx HTML manual: the configuration file, every option of every section followed by "Default: ...",
  // "Required: ..." and "Introduced: ..." lines; running supervisord and supervisorctl (command-line options,
  // actions, signals); logging, with its table of activity log levels; subprocesses and their states; events,
  // with the tables of the event protocol and every event type; the XML-RPC API, with tables of return codes;
  // the upstream changelog, one dated "x.y.z (YYYY-MM-DD)" section per release back to 1.0.5, a few naming
  // CVEs, and Debian's changelog, both gzip-compressed) and coturn 4.6.1 (coturn: the plain-text READMEs of
  // turnserver, turnadmin and turnutils, every command-line option with its default in its prose; the upstream
  // ChangeLog, one "Version x.y.z 'Code name':" section per release under a date line (DD/MM/YYYY since 2018,
  // MM/DD/YYYY before), a few naming CVEs, and Debian's changelog, its uploads listing CVEs; all gzip-compressed).
  ...["configuration.html", "running.html", "logging.html", "subprocess.html", "events.html", "api.html"].map((p) => ({
    pkg: "supervisor-doc",
    path: SUPERVISOR_DOC + p,
  })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "supervisor-doc", path: SUPERVISOR + p })),
  ...["README.turnserver.gz", "README.turnadmin.gz", "README.turnutils.gz", "changelog.gz", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "coturn", path: COTURN + p }),
  ),
  // Two more products (batch r32): libvirt 9.0.0 as Debian ships it (libvirt-doc: six pages of the HTML
  // documentation: remote access, with its "Line | Default | Meaning" table of libvirtd.conf settings; connection
  // URIs, the remote transports' extra parameters and their defaults; logging in the library and the daemon;
  // the debug logs knowledge-base article; the daemons page (monolithic, modular, proxy, logging and locking
  // daemons, their sockets and systemd units); the network XML format, attributes stating their defaults and
  // "Since x.y.z"; the upstream NEWS, one dated "vX.Y.Z (YYYY-MM-DD)" section per release back to 0.0.1 under
  // New features / Improvements / Bug fixes / Security, a few naming CVEs; Debian's changelog, its uploads
  // listing backports, closed bugs and CVEs; both gzip-compressed) and Apache Tomcat 10.1.60 (tomcat10-docs: the
  // HTTP connector and Context configuration references in HTML, every attribute an "Attribute | Description" row
  // stating its default, with the connector comparison chart and the context naming table; the security
  // considerations page; the changelog page, one "YYYY-MM-DD Tomcat 10.1.x (manager)" section per release back
  // to 10.1.0-M1, some "not released", items under Catalina / Coyote / Jasper / ... naming Bugzilla numbers;
  // Debian's changelog, gzip-compressed, its security uploads listing CVEs, back to tomcat9).
  ...[
    "html/remote.html",
    "html/uri.html",
    "html/logging.html",
    "html/kbase/debuglogs.html",
    "html/daemons.html",
    "html/formatnetwork.html",
    "NEWS.gz",
    "changelog.Debian.gz",
  ].map((p) => ({ pkg: "libvirt-doc", path: LIBVIRT + p })),
  ...["config/http.html", "config/context.html", "security-howto.html", "changelog.html"].map((p) => ({
    pkg: "tomcat10-docs",
    path: TOMCAT_DOC + p,
  })),
  { pkg: "tomcat10-docs", path: TOMCAT + "changelog.Debian.gz" },
  // Two more products (batch r33): MIT Kerberos 1.20.1 as Debian ships it (krb5-doc: six pages of the Sphinx HTML
  // documentation: the krb5.conf and kdc.conf references, every relation a heading before prose stating "The
  // default value is ..." and "New in release 1.x", with the encryption types and keysalt tables; the MIT Kerberos
  // defaults page, "Description | Default | Environment" tables of paths and ports; the encryption types page, with
  // its "enctype | weak? | krb5 | Windows" compatibility table; account lockout; the kadmin reference, commands and
  // their options with defaults; the upstream README, the 1.20 and 1.20.1 release notes, dated, with changes by
  // ticket ID; Debian's changelog, its bookworm uploads listing CVEs and backported changes; both gzip-compressed)
  // and Network UPS Tools 2.8.0 (nut-doc: four chapters of the DocBook HTML user manual, one page each: configuration
  // notes (drivers, upsd, upsmon, shutdowns, redundant setups), scheduling with upssched, securing NUT (ports,
  // permissions, SSL with OpenSSL or NSS, chroot), the overview; the variables appendix, "Name | Description |
  // Example value" tables of the naming scheme; the FAQ, 57 numbered questions; the upstream NEWS, undated "Release
  // notes for NUT 2.x.y - what's new since ..." sections back to 1.2.1, one naming a CVE; Debian's changelog, both
  // gzip-compressed).
  ...[
    "admin/conf_files/krb5_conf.html",
    "admin/conf_files/kdc_conf.html",
    "mitK5defaults.html",
    "admin/enctypes.html",
    "admin/lockout.html",
    "admin/admin_commands/kadmin_local.html",
    "README.gz",
    "changelog.Debian.gz",
  ].map((p) => ({ pkg: "krb5-doc", path: KRB5 + p })),
  ...[
    "html/user-manual/ar01s02.html",
    "html/user-manual/ar01s06.html",
    "html/user-manual/ar01s07.html",
    "html/user-manual/ar01s10.html",
    "html/user-manual/apcs02.html",
    "html/FAQ.html",
    "NEWS.gz",
    "changelog.Debian.gz",
  ].map((p) => ({ pkg: "nut-doc", path: NUT + p })),
  // Two more products (batch r34): Unbound 1.17.1 as Debian ships it (unbound: four manual pages in troff, read as
  // the import reads them: unbound.conf(5), every server, remote-control, stub, forward, auth, view, module, DNSCrypt,
  // ECS, cachedb, dnstap and RPZ option followed by "Default is ...", with Debian's backported options; unbound(8),
  // unbound-control(8) (commands and statistics counters) and unbound-checkconf(8); the upstream changelog, a
  // developer log of dated "D Month YYYY: name" entries back to December 2006, release tags ("Tag for 1.17.1 release",
  // "became release 1.16.0 on ...") and a few CVEs among them; Debian's changelog, its bookworm uploads listing CVEs
  // and closed bugs; Debian's NEWS, the control interface moved to a unix socket; all gzip-compressed) and
  // smartmontools 7.3 (smartmontools: the smartd.conf(5), smartctl(8), smartd(8) and update-smart-drivedb(8) manual
  // pages, directives and options stating their defaults in prose; the upstream NEWS, one "Date YYYY-MM-DD" /
  // "Summary: smartmontools release x.y" section per release back to 2002, no CVE; Debian's NEWS and changelog, its
  // uploads closing bugs; all gzip-compressed).
  ...["man5/unbound.conf.5.gz", "man8/unbound.8.gz", "man8/unbound-control.8.gz", "man8/unbound-checkconf.8.gz"].map(
    (p) => ({ pkg: "unbound", path: MAN + p }),
  ),
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({ pkg: "unbound", path: UNBOUND + p })),
  ...["man5/smartd.conf.5.gz", "man8/smartctl.8.gz", "man8/smartd.8.gz", "man8/update-smart-drivedb.8.gz"].map((p) => ({
    pkg: "smartmontools",
    path: MAN + p,
  })),
  ...["NEWS.gz", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "smartmontools",
    path: SMARTMONTOOLS + p,
  })),
  // Two more products (batch r35): Eclipse Mosquitto 2.0.11 as Debian ships it (mosquitto: five manual pages in troff
  // generated from DocBook, read as the import reads them: mosquitto.conf(5), every general, listener, certificate and
  // PSK TLS, and bridge option followed by "Defaults to ..." or "The default ...", with the bridge topic remapping
  // table; mosquitto(8) (options, MQTT v5 support, the $SYS broker status topics, signals, files); mosquitto_passwd(1)
  // with the MQTT v3.1.1 and v5 CONNACK codes; mqtt(7) and mosquitto-tls(7); the upstream README in Markdown; the
  // upstream ChangeLog, one "x.y.z - YYYY-MM-DD" section per release (to 1.6.10 "x.y.z - YYYYMMDD") back to 0.2
  // in December 2009, items under Security / Broker / Client library / Clients / Build, a few naming CVEs; Debian's
  // changelog, its bookworm uploads listing CVEs; both gzip-compressed) and sudo 1.9.13p3 (sudo: five manual pages in
  // mdoc troff: sudoers(5), every Defaults flag, integer, string and list stating "This flag is on by default" or
  // "The default is ..." as Debian builds it, with the event and I/O log formats, examples and security notes;
  // sudo(8), sudo.conf(5), visudo(8) and sudo_logsrvd.conf(5), an INI-style reference of its server, relay, iolog,
  // eventlog, syslog and logfile sections with their defaults; the upstream NEWS, undated "What's new in Sudo 1.x.y"
  // sections back to 1.7.0, a few naming CVEs; the upgrade notes and the troubleshooting FAQ in Markdown; Debian's
  // NEWS and changelog, its bookworm uploads listing CVEs and closed bugs; all gzip-compressed).
  ...[
    "man5/mosquitto.conf.5.gz",
    "man8/mosquitto.8.gz",
    "man1/mosquitto_passwd.1.gz",
    "man7/mqtt.7.gz",
    "man7/mosquitto-tls.7.gz",
  ].map((p) => ({ pkg: "mosquitto", path: MAN + p })),
  ...["README.md", "changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "mosquitto", path: MOSQUITTO + p })),
  ...[
    "man5/sudoers.5.gz",
    "man8/sudo.8.gz",
    "man5/sudo.conf.5.gz",
    "man8/visudo.8.gz",
    "man5/sudo_logsrvd.conf.5.gz",
  ].map((p) => ({ pkg: "sudo", path: MAN + p })),
  ...["NEWS.gz", "UPGRADE.md.gz", "TROUBLESHOOTING.md.gz", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "sudo",
    path: SUDO + p,
  })),
  // Two more products (batch r36): OpenSSH 9.2p1 as Debian bookworm ships it (openssh-client and openssh-server: six
  // manual pages in mdoc troff, read as the import reads them: ssh_config(5) and sshd_config(5), every client and
  // server keyword stating "The default is ..." as Debian builds it, with Debian-specific defaults and aliases;
  // ssh(1) (options, escape characters, forwarding, files), ssh-keygen(1) (key types and sizes, certificates, moduli
  // generation), sshd(8) (options, authorized_keys and known_hosts formats) and ssh-agent(1); Debian's README
  // (PermitRootLogin, X11 and agent forwarding notes), NEWS (the configuration changes of each upstream release back
  // to 3.x) and changelog (its bookworm uploads listing CVEs and closed bugs, the upstream release notes of each new
  // version); all gzip-compressed, in openssh-client's doc directory, which openssh-server links to) and rsync (rsync:
  // the 3.5.0 that bookworm-security now ships in place of 3.2.7: four manual pages in man troff generated from
  // Markdown: rsync(1), every option with its defaults, the filter rules, the environment; rsyncd.conf(5), every
  // global and module parameter with its default, log format escapes, the security checklist and authentication
  // strength notes; rsync-ssl(1) and rrsync(1); the upstream NEWS in Markdown, one "NEWS for rsync x.y.z (D Mon
  // YYYY)" section per release back to 2.5.0 in 2001, some naming CVEs; Debian's NEWS and changelog, its bookworm
  // and trixie uploads listing CVEs and closed bugs).
  ...["man5/ssh_config.5.gz", "man1/ssh.1.gz", "man1/ssh-keygen.1.gz", "man1/ssh-agent.1.gz"].map((p) => ({
    pkg: "openssh-client",
    path: MAN + p,
  })),
  ...["man5/sshd_config.5.gz", "man8/sshd.8.gz"].map((p) => ({ pkg: "openssh-server", path: MAN + p })),
  ...["README.Debian.gz", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "openssh-client",
    path: OPENSSH + p,
  })),
  ...["man1/rsync.1.gz", "man5/rsyncd.conf.5.gz", "man1/rsync-ssl.1.gz", "man1/rrsync.1.gz"].map((p) => ({
    pkg: "rsync",
    path: MAN + p,
  })),
  ...["NEWS.md.gz", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "rsync",
    path: RSYNC + p,
  })),
  // Two more products (batch r37): tmux 3.3a as Debian bookworm ships it (tmux: the tmux(1) manual page in mdoc troff,
  // read as the import reads it: command-line flags, the default key bindings, every command, and every server,
  // session, window and pane option, a few stating "The default is ..."; the buffers, environment and examples
  // sections; the upstream CHANGES (installed as changelog.gz), one "CHANGES FROM x TO y" section per release back to
  // 0.8, dated up to 2.6 and undated since; Debian's NEWS (server protocol changes) and changelog; all
  // gzip-compressed. Its README and example_tmux.conf have no extension the import takes) and fail2ban 1.0.2
  // (fail2ban: three manual pages in man troff: jail.conf(5), the fail2ban.conf [Definition] items with their
  // defaults, every jail option, backends, actions, action tags and filter definitions; fail2ban-client(1), every
  // command; fail2ban-regex(1); the upstream README in Markdown; Debian's README.Debian and NEWS; the upstream
  // ChangeLog in Markdown, one "ver. x.y.z (YYYY/MM/DD) - name" section per release back to 0.1.2 in 2004, a few
  // naming CVEs; Debian's changelog, its uploads closing bugs; all gzip-compressed; and run-rootless.txt, running
  // fail2ban as an unprivileged user with xt_recent. The stock /etc/fail2ban/jail.conf is not importable as .conf).
  { pkg: "tmux", path: MAN + "man1/tmux.1.gz" },
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({
    pkg: "tmux",
    path: TMUX + p,
  })),
  ...["man5/jail.conf.5.gz", "man1/fail2ban-client.1.gz", "man1/fail2ban-regex.1.gz"].map((p) => ({
    pkg: "fail2ban",
    path: MAN + p,
  })),
  ...[
    "README.md.gz",
    "README.Debian.gz",
    "NEWS.Debian.gz",
    "changelog.gz",
    "changelog.Debian.gz",
    "run-rootless.txt",
  ].map((p) => ({ pkg: "fail2ban", path: FAIL2BAN + p })),
  // Two more products (batch r38): Varnish Cache 7.1.1 as Debian bookworm ships it (varnish: five manual pages in man
  // troff generated from reStructuredText, read as the import reads them: varnishd(1), its options, hash algorithms,
  // storage backends, jails and every run-time parameter with its units, default, minimum, maximum and flags as
  // bulleted lists; vcl-backend(7) and vcl-probe(7), backend and health-probe attributes with a few defaults;
  // vmod_std(3), the standard VMOD's functions; varnishncsa(1), options, the default log format and formatters; the
  // upstream changes.rst (reStructuredText, no extension the import knows: plain text), one "Varnish Cache x.y.z
  // (YYYY-MM-DD)" section per release back to 4.1 and "Changes from x to y" sections before that back to 1.0.3, a
  // few naming VSV advisories or a CVE; Debian's NEWS and changelog, its uploads naming CVEs, VSV advisories and
  // closed bugs; all gzip-compressed) and sysstat 12.6.1 (sysstat: three manual pages in man troff: sar(1), installed
  // as sar.sysstat.1, every report option with its fields, the environment; iostat(1); sysstat(5), the sa1/sa2
  // configuration variables; the upstream README and FAQ in Markdown; the upstream CHANGES (installed as
  // changelog.gz), one "YYYY/MM/DD: Version x.y.z" section per release back to 1.0 in March 1999; Debian's
  // changelog, naming CVEs and closed bugs; all gzip-compressed; and README.Debian, plain text without a known
  // extension, on enabling data collection).
  ...[
    "man1/varnishd.1.gz",
    "man7/vcl-backend.7.gz",
    "man7/vcl-probe.7.gz",
    "man3/vmod_std.3.gz",
    "man1/varnishncsa.1.gz",
  ].map((p) => ({ pkg: "varnish", path: MAN + p })),
  ...["changes.rst.gz", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "varnish", path: VARNISH + p })),
  ...["man1/sar.sysstat.1.gz", "man1/iostat.1.gz", "man5/sysstat.5.gz"].map((p) => ({
    pkg: "sysstat",
    path: MAN + p,
  })),
  ...["README.md.gz", "FAQ.md.gz", "changelog.gz", "changelog.Debian.gz", "README.Debian"].map((p) => ({
    pkg: "sysstat",
    path: SYSSTAT + p,
  })),
  // Two more products (batch r39): lftp 4.9.2 as Debian bookworm ships it (lftp 4.9.2-2+b1: the lftp(1) manual page in man
  // troff, read as the import reads it (it still says it documents 4.8.1): every command with its options as tables,
  // every setting with its type, a few stating "Default is ...", the environment and files; the upstream NEWS (installed
  // as changelog.gz), one "Version x.y.z - YYYY-MM-DD" section per release back to 0.4.1 (the oldest undated), one
  // naming a CVE; Debian's changelog, its uploads naming CVEs and closed bugs; the upstream README; all gzip-compressed;
  // and the FAQ, plain text without a known extension) and socat 1.7.4.4 (socat 1.7.4.4-2: the socat(1) manual page in
  // man troff generated from yodl: options, every address type, every address option group, a few options stating
  // "Default is ...", examples, diagnostics, environment variables and bugs; the upstream CHANGES (installed as
  // changelog.gz), undated "V 1.x.y.z" sections back to 1.0.3.0 under Corrections / Porting / Security / New features,
  // security advisories with their CVEs; Debian's changelog (only the uploads since 1.7.3.3); the README (building and
  // platform notes) and EXAMPLES, both gzip-compressed; the FAQ and the security tips, plain text without a known
  // extension; and the OpenSSL tunnel and multicast tutorials in HTML. The HTML copy of the manual page is left out,
  // and xio.help is Latin-1, which the import refuses as binary).
  { pkg: "lftp", path: MAN + "man1/lftp.1.gz" },
  ...["changelog.gz", "changelog.Debian.gz", "README.gz", "FAQ"].map((p) => ({ pkg: "lftp", path: LFTP + p })),
  { pkg: "socat", path: MAN + "man1/socat.1.gz" },
  ...[
    "changelog.gz",
    "changelog.Debian.gz",
    "README.gz",
    "EXAMPLES.gz",
    "FAQ",
    "SECURITY",
    "socat-openssltunnel.html",
    "socat-multicast.html",
  ].map((p) => ({ pkg: "socat", path: SOCAT + p })),
  // Two more products (batch r40): GNU Wget 1.21.3 as Debian bookworm ships it (wget 1.21.3-1+deb12u1: the wget(1)
  // manual page in pod2man troff, read as the import reads it: every option under its section (startup, logging,
  // download, directories, HTTP, HTTPS, HSTS, WARC, FTP, FTPS, recursive retrieval, accept/reject), a few stating
  // "The default is ...", the environment, exit status (its numbered list reads without the numbers), files and bugs;
  // the upstream NEWS, one "Changes in Wget x.y" or "Noteworthy changes in release x.y.z (YYYY-MM-DD)" section per
  // release back to Geturl 1.1, a few naming CVEs; Debian's changelog (only the uploads since 1.20.3-1, the new
  // upstream ones naming the upstream release date); all gzip-compressed; and the README, AUTHORS and MAILING-LIST, plain text without a
  // known extension. The upstream ChangeLog, about 900,000 characters unpacked, is left out) and GNU screen 4.9.0
  // (screen 4.9.0-4: the screen(1) manual page in man troff: command-line options, the default key bindings (a tbl
  // table whose multi-line cells partly fall apart), every .screenrc command with its initial setting, string escapes,
  // flow control, titles, the virtual terminal, input translation, environment, files and bugs; the FAQ (questions and
  // answers from 1993-94); the upstream ChangeLog (installed as changelog.gz), "Version x.y.z (DD/MM/YYYY)" sections
  // from 4.9.0 back to 4.2.0, then an older life story back to 2.0a; the "What's new in screen-3.9.x" notes; Debian's
  // changelog (the uploads since 4.7.0-1, naming CVEs and closed bugs), NEWS and README.Debian (socket directory
  // permissions, setuid multiuser mode, TERM over ssh); all gzip-compressed; and the README and the example user
  // screenrc, plain text without a known extension).
  { pkg: "wget", path: MAN + "man1/wget.1.gz" },
  ...["NEWS.gz", "changelog.Debian.gz", "README", "AUTHORS", "MAILING-LIST"].map((p) => ({
    pkg: "wget",
    path: WGET + p,
  })),
  { pkg: "screen", path: MAN + "man1/screen.1.gz" },
  ...[
    "FAQ.gz",
    "changelog.gz",
    "NEWS.3.9.gz",
    "changelog.Debian.gz",
    "NEWS.Debian.gz",
    "README.Debian.gz",
    "README",
    "examples/screenrc",
  ].map((p) => ({ pkg: "screen", path: SCREEN + p })),
  // Two more products (batch r41): cryptsetup 2.6.1 as Debian bookworm ships it (cryptsetup-bin and cryptsetup
  // 2:2.6.1-4~deb12u2: three manual pages in man troff generated from AsciiDoc, read as the import reads them:
  // cryptsetup(8), the actions of plain dm-crypt, LUKS, loop-AES, TCRYPT, BITLK and FVAULT2 volumes, return codes and
  // notes on passphrase processing, RNGs, authenticated encryption and LUKS2 header locking; cryptsetup-luksFormat(8)
  // and cryptsetup-open(8), their options with a few defaults and the PBKDF cost limits; crypttab(5), Debian's format,
  // every option, the keyscript environment, check scripts and examples; the upstream FAQ in Markdown, eleven sections
  // of numbered items; the 2.6.0 release notes; Debian's README (swap, key file modes, keyscripts, remote unlocking,
  // header backup, GRUB and LUKS2), cryptsetup-bin's NEWS (the Debian-side changes of defaults back to 2006) and the
  // changelog (the uploads since 2:2.1.0-6, upstream highlights, CVEs and closed bugs); all gzip-compressed) and mdadm
  // 4.2 (mdadm 4.2-5: three manual pages in man troff: mdadm(8), every mode and option with a few defaults, the monitor
  // events with their syslog priorities, grow mode, incremental mode, environment, files and device names; md(4), the
  // RAID levels and RAID10 layouts, resync, scrubbing, bitmaps, bad block lists, the write hole, failfast, the sysfs
  // interface and kernel parameters with their defaults; mdadm.conf(5), every keyword and the CREATE, POLICY and SYSFS
  // settings; Debian's FAQ, questions numbered 0 to 26, its NEWS (metadata and chunk size defaults, mdrun's removal) and
  // changelog (the uploads since 4.1-3, closing bugs, no CVE); the upstream changelog, undated "Changes Prior to release
  // 3.x" highlights from 3.3 back to 3.0; all gzip-compressed).
  ...["man8/cryptsetup.8.gz", "man8/cryptsetup-luksFormat.8.gz", "man8/cryptsetup-open.8.gz"].map((p) => ({
    pkg: "cryptsetup-bin",
    path: MAN + p,
  })),
  { pkg: "cryptsetup-bin", path: CRYPTSETUP_BIN + "NEWS.Debian.gz" },
  { pkg: "cryptsetup", path: MAN + "man5/crypttab.5.gz" },
  ...["FAQ.md.gz", "README.Debian.gz", "changelog.Debian.gz", "v2.6.0-ReleaseNotes.gz"].map((p) => ({
    pkg: "cryptsetup",
    path: CRYPTSETUP + p,
  })),
  ...["man8/mdadm.8.gz", "man4/md.4.gz", "man5/mdadm.conf.5.gz"].map((p) => ({ pkg: "mdadm", path: MAN + p })),
  ...["FAQ.gz", "NEWS.Debian.gz", "changelog.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "mdadm",
    path: MDADM + p,
  })),
  // Two more products (batch r42): e2fsprogs 1.47.0 as Debian bookworm ships it (e2fsprogs 1.47.0-2+b2: six manual
  // pages in man troff, read as the import reads them: mke2fs(8), every option and extended option with a few defaults,
  // the usage types by size, the environment; mke2fs.conf(5), the [options], [defaults], [fs_types] and [devices]
  // stanzas and every per-type relation; e2fsck(8), its options and extended options, the exit codes and signals;
  // e2fsck.conf(5), the [options], [defaults], [problems] and [scratch_files] relations with their defaults and the
  // log file name expansions; tune2fs(8), its options, extended options, mount options and settable features; ext4(5),
  // the feature flags, the ext2/ext3/ext4 mount options with a few defaults, file attributes and the kernel version
  // of each feature; the upstream NEWS, one "E2fsprogs x.y.z (Month D, YYYY)" section per release back to 1.02 (about
  // 400,000 characters), a few naming CVEs; Debian's changelog (only the uploads since 1.45.3-1, naming CVEs and closed
  // bugs); all gzip-compressed) and memcached 1.6.18 (memcached 1.6.18-1+deb12u1: the memcached(1) manual page in man
  // troff, its options with their defaults; the protocol description (protocol.txt), plain text with the classic,
  // meta and admin commands, the error strings, the general, settings, item, slab and connection statistics as ASCII
  // tables, the UDP frame header; the upstream ChangeLog (installed as changelog.gz), dated entries from 2003 to 2010
  // and a few "[Version x.y.z released]" lines; Debian's changelog (the uploads since 1.5.17-1, naming CVEs) and NEWS;
  // all gzip-compressed; the TLS design notes, gzip-compressed, and the segmented LRU notes, plain text).
  ...[
    "man8/mke2fs.8.gz",
    "man5/mke2fs.conf.5.gz",
    "man8/e2fsck.8.gz",
    "man5/e2fsck.conf.5.gz",
    "man8/tune2fs.8.gz",
    "man5/ext4.5.gz",
  ].map((p) => ({ pkg: "e2fsprogs", path: MAN + p })),
  ...["NEWS.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "e2fsprogs", path: E2FSPROGS + p })),
  { pkg: "memcached", path: MAN + "man1/memcached.1.gz" },
  ...["protocol.txt.gz", "new_lru.txt", "tls.txt.gz", "changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map(
    (p) => ({ pkg: "memcached", path: MEMCACHED + p }),
  ),
  // Two more products (batch r43): logrotate 3.21.0 as Debian bookworm ships it (logrotate 3.21.0-1: the logrotate(8)
  // manual page in man troff, read as the import reads it: the options, the configuration file example and every
  // directive grouped by rotation, frequency, file selection, files and folders, compression, file names, mail, include
  // and scripts, with a few defaults, the taboo extensions and the state file; the upstream ChangeLog.md (installed as
  // changelog.gz), one "## [x.y.z] - YYYY-MM-DD" section per release back to 2.0.1, a few naming CVEs; Debian's
  // changelog (the uploads since 3.15.1-1) and NEWS (the su change of 3.8.0-1), all gzip-compressed; Debian's
  // /etc/logrotate.conf and the systemd logrotate.service and logrotate.timer units, plain text) and msmtp 1.8.23
  // (msmtp 1.8.23-1: the msmtp(1) manual page in man troff, its options, every configuration command with a few
  // defaults, examples and the files and environment; the Texinfo manual as msmtp.info, plain text, the same commands
  // plus the TLS, authentication, DSN, logging, server information and RMQS chapters and the msmtpd chapter; the
  // upstream NEWS, "Version x.y.z:" sections back to 0.6.0, undated; the upstream changelog, a git log with dates and
  // diffstats from 1.6.0 (December 2014) to 1.8.23; Debian's changelog (the uploads since 1.8.5-1) and NEWS (SetGID,
  // AppArmor); all gzip-compressed; Debian's README.Debian and the system-wide configuration example, plain text).
  { pkg: "logrotate", path: MAN + "man8/logrotate.8.gz" },
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({ pkg: "logrotate", path: LOGROTATE + p })),
  ...["etc/logrotate.conf", "lib/systemd/system/logrotate.service", "lib/systemd/system/logrotate.timer"].map((p) => ({
    pkg: "logrotate",
    path: p,
  })),
  { pkg: "msmtp", path: MAN + "man1/msmtp.1.gz" },
  { pkg: "msmtp", path: "usr/share/info/msmtp.info.gz" },
  ...[
    "NEWS.gz",
    "changelog.gz",
    "changelog.Debian.gz",
    "NEWS.Debian.gz",
    "README.Debian",
    "examples/msmtprc-system.example",
  ].map((p) => ({ pkg: "msmtp", path: MSMTP + p })),
  // Two more products (batch r44): GnuPG 2.2.40 as Debian bookworm ships it (gnupg, gpg and gpg-agent
  // 2.2.40-1.1+deb12u2: the gpg(1) and gpg-agent(1) manual pages in man troff, read as the import reads them: every
  // command and option with many "Defaults to" values, the key-listing, import, export and keyserver options, the
  // trust models, the agent's cache, passphrase and socket options, its files (trustlist.txt, sshcontrol,
  // private-keys-v1.d) and signals; the upstream NEWS, one "Noteworthy changes in version x.y.z (YYYY-MM-DD)" section
  // per release back to 1.9.x and a plain-text tail of 1.x notes, a few naming CVEs; DETAILS, the org-mode description
  // of the colon listing fields, status codes and HKP; KEYSERVER, the keyserver colon listing format; Debian's
  // changelog (the uploads since 2.2.26, naming CVEs and closed bugs) and NEWS (the keys.openpgp.org default, the end
  // of ~/.gnupg/options); all gzip-compressed but KEYSERVER; gpg-agent's README.Debian on systemd and ssh-agent
  // emulation, plain text) and aria2 1.36.0 (aria2 1.36.0-1: the aria2c(1) manual page in man troff, every option with
  // its "Default:" value, the exit status codes, environment, files, the RPC interface with its methods and
  // notifications and the console readout; the README as reStructuredText with features, the dependency table, build
  // notes and BitTorrent, Metalink and netrc notes; the 1.36.0 NEWS; the upstream changelog, a git log with dates from
  // October 2019 to August 2021; Debian's changelog, uploads back to 0.x naming CVEs and closed bugs; all
  // gzip-compressed).
  { pkg: "gpg", path: MAN + "man1/gpg.1.gz" },
  { pkg: "gpg-agent", path: MAN + "man1/gpg-agent.1.gz" },
  ...["NEWS.gz", "DETAILS.gz", "KEYSERVER", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({
    pkg: "gnupg",
    path: GNUPG + p,
  })),
  { pkg: "gpg-agent", path: "usr/share/doc/gpg-agent/README.Debian" },
  { pkg: "aria2", path: MAN + "man1/aria2c.1.gz" },
  ...["README.rst.gz", "NEWS.gz", "changelog.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "aria2",
    path: ARIA2 + p,
  })),
  // Two more products (batch r45): curl 7.88.1 as Debian bookworm ships it (curl 7.88.1-10+deb12u15: the curl(1) manual
  // page in man troff, read as the import reads them: every command-line option with its protocols, defaults and "Added
  // in" versions, the URL globbing, progress meter, --write-out variables, environment, proxy protocol prefixes and
  // exit codes; the upstream changelog, curl's git log grouped by release from 7.85.0 (August 2022) to 7.88.1 (February
  // 2023) with dates; Debian's changelog, the uploads back to 7.65.1 and the bookworm security uploads naming CVEs and
  // closed bugs; and from libcurl4-doc 7.88.1-10+deb12u15 the FAQ (plain text, numbered questions on curl and libcurl,
  // licensing and PHP/CURL), KNOWN_BUGS (numbered known problems by area) and the Markdown notes HTTP-COOKIES (the
  // cookie file format and the cookie engine) and SSLCERTS (certificate verification and the CA store); all
  // gzip-compressed) and jq 1.6 (jq 1.6-2.1+deb12u3: the jq(1) manual page in man troff, the invocation options and
  // exit statuses, the filters and builtins, conditionals, regular expressions, math, I/O, streaming, assignment,
  // modules and JQ_COLORS; the README on building from source, Markdown, plain; the upstream ChangeLog, a git log
  // grouped by day from May 2013 to July 2015; Debian's changelog, the uploads since 1.6-1 with the bookworm security
  // fixes naming CVEs; gzip-compressed but the README).
  { pkg: "curl", path: MAN + "man1/curl.1.gz" },
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "curl", path: CURL + p })),
  ...["FAQ.gz", "KNOWN_BUGS.gz", "HTTP-COOKIES.md.gz", "SSLCERTS.md.gz"].map((p) => ({
    pkg: "libcurl4-doc",
    path: LIBCURL_DOC + p,
  })),
  { pkg: "jq", path: MAN + "man1/jq.1.gz" },
  ...["README", "changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "jq", path: JQ + p })),
  // Two more products (batch r46): nftables 1.0.6 as Debian bookworm ships it (nftables 1.0.6-2+deb12u2: the nft(8)
  // manual page in man troff, read as the import reads them: the command-line options, the input file format (include
  // files, symbolic variables), the address families and their hooks, tables, chains with the standard priority names
  // and values, rules, sets, maps, elements, flowtables, stateful objects (ct helper, ct timeout, ct expectation,
  // counter, quota), the data types, the primary and payload expressions, the statements (verdicts, log, reject,
  // limit, NAT, tproxy, synproxy, queue, dup, fwd, set and map) with their option tables, error reporting and exit
  // statuses; Debian's changelog, the uploads from 0.9.1-2 (2019) to the bookworm updates 1.0.6-2+deb12u1 and +deb12u2
  // naming closed bugs; the README.Debian on the default rules file and the systemd service; and the examples' README;
  // gzip-compressed but the READMEs) and iproute2 6.1.0 (iproute2 6.1.0-3: the manual pages ip(8) with its global
  // options and exit statuses, ip-address(8), ip-link(8) with every link type's parameters, ip-route(8) with route
  // types, tables and metrics, ip-rule(8) with the default routing policy database, ip-neighbour(8) with the neighbour
  // states, ss(8) with its socket options, state filters and expressions, tc-netem(8) and tc-fq_codel(8) with their
  // parameters and defaults, in man troff; Debian's changelog, the uploads back to 5.x with the closed bugs; and the
  // README.Debian, plain; gzip-compressed but the README).
  { pkg: "nftables", path: MAN + "man8/nft.8.gz" },
  ...["changelog.Debian.gz", "README.Debian", "examples/README"].map((p) => ({ pkg: "nftables", path: NFTABLES + p })),
  ...["ip", "ip-address", "ip-link", "ip-route", "ip-rule", "ip-neighbour", "ss", "tc-netem", "tc-fq_codel"].map(
    (m) => ({
      pkg: "iproute2",
      path: MAN + "man8/" + m + ".8.gz",
    }),
  ),
  ...["changelog.Debian.gz", "README.Debian"].map((p) => ({ pkg: "iproute2", path: IPROUTE2 + p })),
  // Two more products (batch r47): nmap 7.93 as Debian bookworm ships it (nmap 7.93+dfsg1-1: the nmap(1) manual page in
  // man troff, read as the import reads them: the options summary, target specification, host discovery with its
  // default probes and ports, the six port states, the scan techniques, port specification and scan order, service and
  // version detection, OS detection, NSE, timing and performance with the -T templates' values, firewall/IDS evasion and
  // spoofing, the output formats, miscellaneous options and runtime interaction; the nping(1) manual page with its probe
  // modes, the ICMP type and code and ARP type mnemonics, IPv4, IPv6 and Ethernet options, Echo mode, timing and the
  // verbosity and debugging levels; the upstream CHANGELOG, every release from 7.93 (September 2022) back to the 1990s,
  // most with dates; Debian's changelog, the uploads from 7.80+dfsg1-1 (2019) to 7.93+dfsg1-1 with the license
  // rollback to 7.80; all gzip-compressed) and tcpdump 4.99.3 (tcpdump 4.99.3-1: the tcpdump(8) manual page in man troff
  // with its options, examples and output formats; the README in Markdown; the upstream changelog, release summaries
  // from 4.99.3 (January 2023) back to 3.x naming CVEs; Debian's changelog, the uploads back to 4.9.3~git20190901-1, and
  // NEWS.Debian on the privilege drop to user tcpdump and the move to /usr/bin; README.Debian on the AppArmor profile;
  // gzip-compressed but README.Debian), with libpcap 1.10.3's pcap-filter(7) (libpcap0.8 1.10.3-1: the filter
  // expression syntax tcpdump reads) and pcap-tstamp(7) and pcap-savefile(5) (libpcap0.8-dev 1.10.3-1: the time stamp
  // types and precision; the savefile format with its header tables), in man troff, gzip-compressed.
  ...["nmap", "nping"].map((m) => ({ pkg: "nmap", path: MAN + "man1/" + m + ".1.gz" })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "nmap", path: NMAP + p })),
  { pkg: "tcpdump", path: MAN + "man8/tcpdump.8.gz" },
  ...["README.md.gz", "changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz", "README.Debian"].map((p) => ({
    pkg: "tcpdump",
    path: TCPDUMP + p,
  })),
  { pkg: "libpcap0.8", path: MAN + "man7/pcap-filter.7.gz" },
  ...["man7/pcap-tstamp.7.gz", "man5/pcap-savefile.5.gz"].map((p) => ({ pkg: "libpcap0.8-dev", path: MAN + p })),
  // Two more products (batch r48): XZ Utils 5.4.1 as Debian bookworm ships it (xz-utils 5.4.1-1+deb12u2: five manual
  // pages in man troff, read as the import reads them: xz(1), the operation modes and modifiers, the presets with their
  // dictionary, CPU and memory tables (and the --extreme ones), the block, memory limit and thread options, the custom
  // filter chains (LZMA1/LZMA2 options with their defaults, the match finders, the BCJ filters and their alignment
  // table, Delta), robot mode with its version, memory and list columns, exit status, environment (XZ_DEFAULTS,
  // XZ_OPT), the LZMA Utils compatibility tables and examples; xzgrep(1), xzdiff(1), xzless(1) and lzmainfo(1); the
  // upstream README (overview, version numbering, bug reports, translations), FAQ and history of LZMA Utils, plain
  // text; the NEWS, one "x.y.z (YYYY-MM-DD)" section per release from 5.4.1 back to 5.0.0; the upstream ChangeLog
  // (installed as changelog.gz), a git log with authors, dates and diffstats from 5.2.0 (December 2014) to 5.4.1
  // (January 2023), about 300,000 characters; Debian's changelog (the uploads since 5.2.5-1.0 with the bookworm
  // security updates naming a CVE and a GHSA) and README.Debian (LZMA Utils compatibility links, XZ_DEFAULTS); all
  // gzip-compressed but README.Debian) and Zstandard 1.5.4 (zstd 1.5.4+dfsg2-5+deb12u1: the zstd(1) manual page in man
  // troff, the operation modes and modifiers with their defaults, environment variables, the dictionary builder,
  // benchmark and the advanced --zstd options with their ranges; pzstd(1) (help2man) and zstdgrep(1); the README.md
  // with its benchmark table, dictionary how-to and build notes; the upstream CHANGELOG (installed as changelog.gz),
  // one "vX.Y.Z (Mon DD, YYYY)" block per release from v1.5.4 back to v0.1.0, most dated; Debian's changelog of
  // libzstd, the uploads since 1.4.2+dfsg-1 with the bookworm LTS security upload; all gzip-compressed).
  ...["xz", "xzgrep", "xzdiff", "xzless", "lzmainfo"].map((m) => ({
    pkg: "xz-utils",
    path: MAN + "man1/" + m + ".1.gz",
  })),
  ...[
    "README.gz",
    "faq.txt.gz",
    "history.txt.gz",
    "NEWS.gz",
    "changelog.gz",
    "changelog.Debian.gz",
    "README.Debian",
  ].map((p) => ({ pkg: "xz-utils", path: XZ + p })),
  ...["zstd", "pzstd", "zstdgrep"].map((m) => ({ pkg: "zstd", path: MAN + "man1/" + m + ".1.gz" })),
  ...["README.md.gz", "changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "zstd", path: ZSTD + p })),
  // Two more products (batch r49): Keepalived 2.2.7 as Debian bookworm ships it (keepalived 1:2.2.7-1+b2: the
  // keepalived.conf(5) manual page in man troff, read as the import reads them: include files and their checks,
  // parameter syntax, scripts, quoted strings, the global definitions block with its defaults (in commented example
  // configuration), linkbeat interfaces, static track groups, addresses, routes and rules, track files and processes,
  // BFD instances, VRRP scripts, sync groups, garp groups and instances, interface up/down delays, LVS virtual server
  // groups and virtual servers with their real servers and health checkers (HTTP_GET, SSL_GET, TCP_CHECK, SMTP_CHECK,
  // DNS_CHECK, MISC_CHECK, BFD_CHECK, PING_CHECK, UDP_CHECK, FILE_CHECK), conditional configuration, parameter
  // substitution, sequence and list blocks; keepalived(8) with its options, the --debug option tables, exit statuses,
  // namespaces and signals; genhash(1); the upstream README and TODO; the upstream ChangeLog (installed as
  // changelog.gz), one dated entry per release from keepalived-2.0.20 (January 2020) back to 0.3.5 (July 2001), marked
  // deprecated in June 2020, about 500,000 characters; Debian's changelog, the uploads from 1:2.0.10-1 to 1:2.2.7-1;
  // gzip-compressed but the README) and ipvsadm 1.31 (ipvsadm 1:1.31-1+b1: the ipvsadm(8), ipvsadm-save(8) and
  // ipvsadm-restore(8) manual pages in man troff: the commands, the scheduling algorithms, persistence, the
  // packet-forwarding methods, weights and connection thresholds, the synchronization daemon's parameters and defaults,
  // examples and the DoS defense notes; the upstream README, plain; Debian's NEWS (debconf configuration removed,
  // autosaving of rules disabled) and changelog, the uploads back to lvs 0.9.7-1 (2000); gzip-compressed but the README).
  ...["man5/keepalived.conf.5.gz", "man8/keepalived.8.gz", "man1/genhash.1.gz"].map((p) => ({
    pkg: "keepalived",
    path: MAN + p,
  })),
  ...["README", "TODO.gz", "changelog.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "keepalived",
    path: KEEPALIVED + p,
  })),
  ...["ipvsadm", "ipvsadm-save", "ipvsadm-restore"].map((m) => ({ pkg: "ipvsadm", path: MAN + "man8/" + m + ".8.gz" })),
  ...["README", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "ipvsadm", path: IPVSADM + p })),
  // Two more products (batch r50): collectd 5.12.0 as Debian bookworm ships it (collectd-core 5.12.0-14: the
  // collectd.conf(5) manual page in man troff (pod2man), read as the import reads it: the config syntax, the global
  // options (Interval, MaxReadInterval, Timeout, ReadThreads, the write queue limits, Include and its nesting limit),
  // one section per plugin (aggregation to zookeeper: network with its multicast groups, port and security levels,
  // rrdtool and rrdcached, ping, df, logfile, syslog, unixsock, statsd, write_graphite, write_prometheus and the rest,
  // each with its options and defaults), the threshold configuration, the filter chains with their matches and
  // targets, and ignorelists, about 400,000 characters; collectd(1), collectdmon(1),
  // collectd-threshold(5), collectd-exec(5), collectd-unixsock(5) and types.db(5); the upstream README (the plugin
  // list, operation notes, prerequisites); the upstream ChangeLog (installed as changelog.gz), one "YYYY-MM-DD, Version
  // X.Y.Z" entry per release from 5.12.0 (September 2020) back to 1.0 (July 2005), about 240,000 characters;
  // Debian's changelog (the uploads from 5.9.2-1 to 5.12.0-14), NEWS (Python 3, the version 5 and 4 migrations),
  // README.Debian and README.Debian.plugins (each plugin's library dependencies); gzip-compressed but
  // README.Debian.plugins) and NSD 4.6.1 (nsd 4.6.1-1: the nsd.conf(5) manual page in man troff: the server options
  // with their defaults, remote control, zone verification, patterns, zone options with the access control lists and
  // IXFR storage, keys, tls-auth and dnstap clauses, and the comparison with BIND9's named.conf; nsd(8) with its
  // options and signals, nsd-control(8) with its commands, cookie secret rollover and statistic counters,
  // nsd-checkconf(8) and nsd-checkzone(8); the upstream README (building, configure options, running, AXFR access,
  // TSIG, zone expiry, log messages, interfaces, tuning, zone verification) and RELNOTES, one undated "FEATURES / BUG
  // FIXES" section per release from 4.6.1 back to 1.0-ALPHA2, about 95,000 characters; UPGRADING (NSD 3 to 4 and 2
  // to 3) and NSD-FOR-BIND-USERS, plain text; Debian's changelog, the uploads from 4.2.4-1 to 4.6.1-1; gzip-compressed
  // but UPGRADING).
  ...[
    "man5/collectd.conf.5.gz",
    "man1/collectd.1.gz",
    "man1/collectdmon.1.gz",
    "man5/collectd-threshold.5.gz",
    "man5/collectd-exec.5.gz",
    "man5/collectd-unixsock.5.gz",
    "man5/types.db.5.gz",
  ].map((p) => ({ pkg: "collectd-core", path: MAN + p })),
  ...[
    "README.gz",
    "changelog.gz",
    "changelog.Debian.gz",
    "NEWS.Debian.gz",
    "README.Debian.gz",
    "README.Debian.plugins",
  ].map((p) => ({ pkg: "collectd-core", path: COLLECTD + p })),
  ...[
    "man5/nsd.conf.5.gz",
    "man8/nsd.8.gz",
    "man8/nsd-control.8.gz",
    "man8/nsd-checkconf.8.gz",
    "man8/nsd-checkzone.8.gz",
  ].map((p) => ({ pkg: "nsd", path: MAN + p })),
  ...["README.gz", "RELNOTES.gz", "UPGRADING", "NSD-FOR-BIND-USERS.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "nsd",
    path: NSD + p,
  })),
  // Two more products (batch r51): OpenDKIM 2.11.0 as Debian bookworm ships it (opendkim 2.11.0~beta2-8+deb12u1: the
  // opendkim.conf(5) manual page in man troff, read as the import reads it: the file's syntax, the Boolean, integer,
  // string and dataset defaults, then one entry per parameter (AllowSHA1Only to WeakSyntaxChecks, about 135: the
  // signing and verifying selection, KeyTable and SigningTable, the header lists, the On- actions with their defaults,
  // LDAP, logging, reporting, resolver and Lua script settings), about 44,000 characters; opendkim(8) with the data set
  // types, its options, the sign-or-verify decision, reloading on SIGUSR1, MTA macros and file permissions; and
  // opendkim-lua(3); the upstream README (dependencies, runtime issues, sendmail rewriting) and README.opendkim (socket
  // selection, the configuration walk-through, Postfix notes, complex signing configurations, large keys, debug
  // features, upgrading from 1.x, data sets, mailing lists); RELEASE_NOTES (installed as changelog.gz), one dated
  // entry per release from 2.11.0 back to 1.0.0 (August 2009), about 80,000 characters; Debian's changelog (the
  // uploads from 2.11.0~alpha-13 to 2.11.0~beta2-8+deb12u1), NEWS and README.Debian (keys, Postfix, socket group,
  // start order after a database); FEATURES and KNOWNBUGS; gzip-compressed but KNOWNBUGS) and lldpd 1.0.16 (lldpd
  // 1.0.16-1+deb12u1: the lldpd(8) and lldpcli(8) manual pages in mdoc troff: the daemon's options with the debug
  // tokens, LLDP-MED classes and the neighbor filtering table; lldpcli's options and commands with their defaults
  // (tx-interval, tx-hold, max-neighbors, agent type, port ID, MED location, policy and power, Dot3 power, inventory);
  // the upstream README.md (installation with privilege separation, Docker, macOS, Android, older kernels and VLANs,
  // troubleshooting Intel cards); NEWS, one section per release from 1.0.16 back to 0.1; the git changelog (installed
  // as changelog.gz), every commit per dated release from 1.0.16 (November 2022) back to 0.2.1 (November 2008), about
  // 184,000 characters; Debian's changelog (the uploads from 1.0.4-1 to 1.0.16-1+deb12u1) and README.Debian;
  // gzip-compressed but README.Debian).
  ...["man5/opendkim.conf.5.gz", "man8/opendkim.8.gz", "man3/opendkim-lua.3.gz"].map((p) => ({
    pkg: "opendkim",
    path: MAN + p,
  })),
  ...[
    "README.gz",
    "README.opendkim.gz",
    "changelog.gz",
    "changelog.Debian.gz",
    "NEWS.Debian.gz",
    "README.Debian.gz",
    "FEATURES.gz",
    "KNOWNBUGS",
  ].map((p) => ({ pkg: "opendkim", path: OPENDKIM + p })),
  ...["man8/lldpd.8.gz", "man8/lldpcli.8.gz"].map((p) => ({ pkg: "lldpd", path: MAN + p })),
  ...["README.md.gz", "NEWS.gz", "changelog.gz", "changelog.Debian.gz", "README.Debian"].map((p) => ({
    pkg: "lldpd",
    path: LLDPD + p,
  })),
  // Two more products (batch r52): strongSwan 5.9.8 as Debian bookworm ships it (libstrongswan, strongswan-swanctl and
  // strongswan-starter 5.9.8-5+deb12u6: the strongswan.conf(5) manual page in man troff, read as the import reads it:
  // the file's syntax, section references and includes, then one entry per key with its default in brackets (aikgen to
  // swanctl: charon's global options, retransmission, DoS protection and cookies, fragmentation, logging, every plugin's
  // settings from addrblock to xauth-pam, libimcv, manager, medsrv, pki, sec-updater, starter, sw-collector), the logger
  // configuration with subsystems and levels, job priority management, IKE_SA_INIT dropping, load tests and the IKEv2
  // retransmission table, about 95,000 characters; swanctl.conf(5) with the connections, children, secrets, pools and
  // authorities settings and their defaults; swanctl(8) with its commands; ipsec.conf(5) with the conn, ca and config
  // setup parameters and the SA expiry and rekeying tables; ipsec.secrets(5) and ipsec(8); the upstream README (the
  // swanctl quick start cases, generating certificates and CRLs with pki); the upstream NEWS (installed as
  // changelog.gz), one undated "strongswan-X.Y.Z" section per release from 5.9.8 back to 2.0.0, about 174,000
  // characters; Debian's NEWS (the systemd unit renaming in 5.8.0, the default proposals trimmed in 5.6.1,
  // strongswan.d, pluto's removal) and changelog (the uploads from 5.6.x to 5.9.8-5+deb12u6); gzip-compressed) and
  // ClamAV 1.4.6 (clamav, clamav-base, clamav-daemon and clamav-freshclam 1.4.6+dfsg-0+deb12u1: the clamd.conf(5) and
  // freshclam.conf(5) manual pages in man troff, one entry per directive with its type and default (logging, sockets,
  // threads and timeouts, scan options, alerts, the size and recursion limits, on-access scanning); clamd(8) with its
  // socket commands and signals, clamonacc(8), clamdtop(1), freshclam(1) with its return codes, clamscan(1) with its
  // options and defaults, sigtool(1); the upstream NEWS.md, one section per release from 1.4.6 back to 0.99 and older
  // notes, about 262,000 characters; README.md; Debian's README.Debian (configuration, MTA integration with Exim,
  // Postfix and sendmail, freshclam, clamav-milter, AppArmor) and changelog (the uploads from 0.103.x to
  // 1.4.6+dfsg-0+deb12u1); the example clamd.conf and freshclam.conf (plain text, commented); gzip-compressed but the
  // two examples). Both are updated in bookworm-security: the documents are the versions named here.
  ...["man5/strongswan.conf.5.gz"].map((p) => ({ pkg: "libstrongswan", path: MAN + p })),
  ...["man5/swanctl.conf.5.gz", "man8/swanctl.8.gz"].map((p) => ({ pkg: "strongswan-swanctl", path: MAN + p })),
  ...["man5/ipsec.conf.5.gz", "man5/ipsec.secrets.5.gz", "man8/ipsec.8.gz"].map((p) => ({
    pkg: "strongswan-starter",
    path: MAN + p,
  })),
  ...["README.gz", "changelog.gz", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "libstrongswan",
    path: STRONGSWAN + p,
  })),
  ...["man5/clamd.conf.5.gz", "man8/clamd.8.gz", "man8/clamonacc.8.gz", "man1/clamdtop.1.gz"].map((p) => ({
    pkg: "clamav-daemon",
    path: MAN + p,
  })),
  ...["man5/freshclam.conf.5.gz", "man1/freshclam.1.gz"].map((p) => ({ pkg: "clamav-freshclam", path: MAN + p })),
  ...["man1/clamscan.1.gz", "man1/sigtool.1.gz"].map((p) => ({ pkg: "clamav", path: MAN + p })),
  ...["NEWS.md.gz", "README.md.gz", "README.Debian.gz", "changelog.Debian.gz"].map((p) => ({
    pkg: "clamav-base",
    path: CLAMAV + p,
  })),
  { pkg: "clamav-daemon", path: "usr/share/doc/clamav-daemon/examples/clamd.conf.sample" },
  { pkg: "clamav-freshclam", path: "usr/share/doc/clamav-freshclam/examples/freshclam.conf.sample" },
  // Two more products (batch r53): LVM2 2.03.16 as Debian bookworm ships it (lvm2 2.03.16-2: the lvmraid(7),
  // lvmthin(7), lvmcache(7), lvmvdo(7) and lvmsystemid(7) manual pages in man troff, read as the import reads them: the
  // RAID levels with their device minimums, synchronization and scrubbing, device failure, activation modes and
  // automatic repair, dm-integrity, write-mostly tuning, takeover and reshaping with the RAID5 and RAID6 variants; thin
  // pools step by step, the pool metadata spare and repair, activation skip, autoextension, data and metadata
  // exhaustion, zeroing, discards and chunk sizes; dm-cache and dm-writecache with their block sizes, memory use,
  // tunables, cache modes, policies, chunk sizes and migration threshold; VDO pools with their memory and storage needs;
  // the system ID sources and VG access types; lvcreate(8) with its usage lines and every option (chunk sizes, stripes
  // per RAID level, zeroing, region size, integrity), lvm(8) with the built-in commands, valid names, allocation and
  // environment variables, pvmove(8) and lvm.conf(5); the upstream WHATS_NEW (installed as changelog.gz), one "Version
  // X.Y.Z - date" section per release from 2.03.16 (18th May 2022) back to 2.00.09 (March 2004), about 300,000
  // characters; Debian's changelog, the uploads from 2.03.02-4 to 2.03.16-2; gzip-compressed) and SpamAssassin 4.0.1
  // (spamassassin, spamd and spamc 4.0.1-1~deb12u1: the Mail::SpamAssassin::Conf(3pm) manual page in man troff
  // (pod2man): the file format, the user preferences (scoring, welcomelist and blocklist, tagging, language, network
  // test, learning and miscellaneous options with their defaults), the privileged rule definitions, the administrator
  // settings, preprocessing and template tags, about 113,000 characters; spamassassin(1p), sa-learn(1p) with the Bayes
  // files, expiry and training advice, sa-update(1p) with its options and exit codes, the DKIM and TxRep plugin pages,
  // spamd(8p) with its options and defaults and spamc(1) with its options, configuration file and exit codes; the
  // upstream README and UPGRADE (the 4.0.0 changes); the upstream changelog (the svn log from "4.0.0 RELEASED", December
  // 2022, to March 2024, installed as changelog.gz); Debian's changelog (the uploads from 3.4.2-2 to 4.0.1-1~deb12u1),
  // NEWS and README.Debian (sa-update and sa-compile, plugins, spamd, configuration files, RBLs); gzip-compressed).
  ...[
    "man7/lvmraid.7.gz",
    "man7/lvmthin.7.gz",
    "man7/lvmcache.7.gz",
    "man7/lvmvdo.7.gz",
    "man7/lvmsystemid.7.gz",
    "man8/lvcreate.8.gz",
    "man8/lvm.8.gz",
    "man8/pvmove.8.gz",
    "man5/lvm.conf.5.gz",
  ].map((p) => ({ pkg: "lvm2", path: MAN + p })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "lvm2", path: LVM2 + p })),
  ...[
    "man3/Mail::SpamAssassin::Conf.3pm.gz",
    "man1/spamassassin.1p.gz",
    "man1/sa-learn.1p.gz",
    "man1/sa-update.1p.gz",
    "man3/Mail::SpamAssassin::Plugin::DKIM.3pm.gz",
    "man3/Mail::SpamAssassin::Plugin::TxRep.3pm.gz",
  ].map((p) => ({ pkg: "spamassassin", path: MAN + p })),
  ...["README.gz", "UPGRADE.gz", "NEWS.Debian.gz", "README.Debian.gz", "changelog.gz", "changelog.Debian.gz"].map(
    (p) => ({ pkg: "spamassassin", path: SPAMASSASSIN + p }),
  ),
  { pkg: "spamd", path: MAN + "man8/spamd.8p.gz" },
  { pkg: "spamc", path: MAN + "man1/spamc.1.gz" },
  // Two more products (batch r54): Redis 7.0.15 as Debian bookworm ships it (redis-server and redis-sentinel
  // 5:7.0.15-1~deb12u10: Debian's /etc/redis/redis.conf, the upstream example configuration with Debian's paths, read as
  // the import reads it (plain text, one commented directive after another: includes and modules, network and protected
  // mode, TLS, general settings, snapshotting, replication, key tracking, ACL rules and command categories, clients,
  // memory management and eviction policies, lazy freeing, threaded I/O, OOM control, append only mode, shutdown,
  // cluster, slow log, latency monitoring and tracking, keyspace event classes, the listpack and buffer limits, LFU
  // tuning with its hit table, active defragmentation, CPU pinning), about 107,000 characters; /etc/redis/sentinel.conf
  // with the Sentinel directives and their defaults; the upstream README.md (building, running, the source layout); the
  // 7.0 release notes (installed as changelog.gz), one section per release from 7.0.15 (9 January 2024) back to 7.0 RC1
  // (31 January 2022) with its upgrade urgency, security fixes by CVE, breaking changes and new configuration options;
  // Debian's changelog, the uploads from 5:5.0.5-2 to 5:7.0.15-1~deb12u10 with their CVEs; and Debian's systemd unit for
  // redis-server with its hardening; gzip-compressed but the two configurations and the unit) and hostapd 2.10 (hostapd
  // 2:2.10-12+deb12u3: the example hostapd.conf, about 129,000 characters of commented parameters with their defaults and
  // ranges: driver and logging, control interface, IEEE 802.11 basics, ACS, rates, MAC ACLs, WMM and TX queue tables,
  // 802.11n/ac/ax capabilities, IEEE 802.1X, MACsec, the integrated EAP server and TLS, the RADIUS client and server,
  // WPA/WPA2/WPA3 key management and ciphers, rekeying, PMF, SAE, OWE, FILS, 802.11r fast transition, WPS, DPP,
  // 802.11v/u, Hotspot 2.0, MBO, OCE, airtime policy and multiple BSSes; the example hostapd.eap_user; the upstream README
  // (IEEE 802.1X and WPA background), README-WPS (PIN and push-button enrollment with hostapd_cli) and README-MULTI-AP;
  // the upstream ChangeLog (installed as changelog.gz), one "date - vX.Y" section per release from v2.10 (2022-01-16)
  // back to v0.2.0 (2004); Debian's README.Debian (the masked unit, hostapd@.service, ifupdown), NEWS and changelog (the
  // wpa uploads from 2:2.8-3 to 2:2.10-12+deb12u3); the hostapd(8) and hostapd_cli(1) manual pages in man troff;
  // gzip-compressed but the two examples and README.Debian). Both are updated in bookworm's security and point releases:
  // the documents are the versions named here.
  { pkg: "redis-server", path: "etc/redis/redis.conf" },
  { pkg: "redis-sentinel", path: "etc/redis/sentinel.conf" },
  ...["README.md.gz", "changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "redis-server", path: REDIS + p })),
  { pkg: "redis-server", path: "lib/systemd/system/redis-server.service" },
  ...[
    "examples/hostapd.conf",
    "examples/hostapd.eap_user",
    "README.gz",
    "README-WPS.gz",
    "README-MULTI-AP.gz",
    "README.Debian",
    "NEWS.Debian.gz",
    "changelog.gz",
    "changelog.Debian.gz",
  ].map((p) => ({ pkg: "hostapd", path: HOSTAPD + p })),
  ...["man8/hostapd.8.gz", "man1/hostapd_cli.1.gz"].map((p) => ({ pkg: "hostapd", path: MAN + p })),
  // Two more products (batch r55): Samba 4.17.12 as Debian bookworm ships it (samba, samba-common and samba-common-bin
  // 2:4.17.12+dfsg-0+deb12u4: the smb.conf(5) manual page in man troff (DocBook-generated), read as the import reads
  // it: how configuration changes are applied, the file format, the [global], [homes] and [printers] sections,
  // usershares, variable substitutions, name mangling, registry-based configuration and identity mapping, then one
  // entry per parameter ("name (G)" or "name (S)", its description, then "Default:" and "Example:" lines) from abort
  // shutdown script to wreplsrv:periodic_interval, about 384,000 characters; testparm(1), smbpasswd(8), smbd(8) with
  // its options, TDB files and signals, nmbd(8) and smbstatus(1) with its JSON output; the upstream WHATSNEW.txt, the
  // release notes of every 4.17 release from 4.17.12 (October 10, 2023) back to 4.17.0 (September 13, 2022) with
  // their security defects, smb.conf changes tables and bug lists; Debian's NEWS (the samba service split, the 4.4.1
  // security hardening hints, SWAT's removal, the passdb backend and printing defaults), README.Debian (NTP and BIND9
  // integration) and changelog (the uploads from 2:4.11.1+dfsg-1 to 2:4.17.12+dfsg-0+deb12u4); gzip-compressed but
  // README.Debian) and FRRouting 8.4.4 (frr and frr-doc 8.4.4-1.1~deb12u2: the user guide's HTML pages as Sphinx
  // renders them, navigation, table of contents and footer included: BGP (about 219,000 characters: invocation
  // options, route selection, best path, distance, dampening, MED, graceful restart, long-lived graceful restart,
  // networks, aggregation, redistribution, update delay, peers and their options, filtering, peer groups, AS path
  // lists, communities, extended and large communities, roles, L3VPN, VRF route leaking, EVPN, conditional
  // advertisement, debugging, RPKI, show commands and configuration examples), OSPFv2 (fundamentals, LSAs, routers,
  // areas, interfaces with their timer defaults, redistribution, graceful restart, opaque LSAs), BFD (bfdd's options,
  // peer and profile settings with their defaults, BGP, IS-IS, OSPF and PIM integration), VRRP (macvlan setup,
  // interface commands, autoconfiguration, troubleshooting), Basic Commands (config methods, logging, VTY, profiles
  // and upgrade behaviour, common invocation options, modules) and Basic Setup (the daemons file, VTY ports,
  // systemd, operations, network namespaces); Debian's README.Debian and changelog (the uploads from 7.2-1 to
  // 8.4.4-1.1~deb12u2, older entries removed); gzip-compressed changelog). Both are updated in bookworm-security:
  // the documents are the versions named here.
  ...["man5/smb.conf.5.gz", "man1/testparm.1.gz", "man8/smbpasswd.8.gz"].map((p) => ({
    pkg: "samba-common-bin",
    path: MAN + p,
  })),
  ...["man8/smbd.8.gz", "man8/nmbd.8.gz", "man1/smbstatus.1.gz"].map((p) => ({ pkg: "samba", path: MAN + p })),
  { pkg: "samba-common", path: SAMBA_COMMON + "WHATSNEW.txt.gz" },
  ...["NEWS.Debian.gz", "README.Debian", "changelog.Debian.gz"].map((p) => ({ pkg: "samba", path: SAMBA + p })),
  ...["bgp.html", "ospfd.html", "bfd.html", "vrrp.html", "basic.html", "setup.html"].map((p) => ({
    pkg: "frr-doc",
    path: FRR_DOC + p,
  })),
  ...["README.Debian", "changelog.Debian.gz"].map((p) => ({ pkg: "frr", path: FRR + p })),
  // Two more products (batch r56): ISC DHCP 4.4.3-P1 as Debian bookworm ships it (isc-dhcp-server, isc-dhcp-common and
  // isc-dhcp-client 4.4.3-P1-2: the dhcpd.conf(5) manual page in man troff, read as the import reads it: examples,
  // address pools, dynamic allocation, ping-based conflict prevention, failover (startup, the peer declaration with its
  // ports, MCLT, split and hba, load balancing, auto-partner-down and the pool balance percentages and times), client
  // classing, subclasses, class lease limits and spawning classes, dynamic DNS updates (the interim and standard schemes,
  // dual stack mixed mode, static client protection, TSIG keys and zones), events, declarations, allow and deny, then
  // one entry per parameter ("The X statement", its syntax, its meaning and default) from abandon-lease-time to
  // vendor-option-space, about 134,000 characters; dhcpd.leases(5), dhcpd(8) with its options, ports, configuration
  // overview and OMAPI objects, dhcp-options(5) with the DHCPv4 and DHCPv6 options, relay agent, FQDN and NetWare/IP
  // suboptions and option definitions, and dhclient.conf(5) with its timing statements and defaults; the upstream
  // RELNOTES (installed as changelog.gz), one "Changes since X" section per release from 4.4.3-P1 (October 5, 2022)
  // back to 3.0 beta, with the security fixes by CVE and the default behaviour changes, about 220,000 characters; the
  // upstream README (building, firewall rules, Linux notes, support); Debian's NEWS (end of life, AppArmor, failover peer
  // names, domain-search, next-server), README.Debian and changelog (the uploads from 4.4.1-2.1 to 4.4.3-P1-2);
  // gzip-compressed but README.Debian) and btrfs-progs 6.2 (btrfs-progs 6.2-1+deb12u2: the btrfs(5) manual page in man
  // troff (Sphinx-generated): the mount options with their defaults and the versions that added them, filesystem
  // features, swapfile and hibernation support, checksum algorithms with their relative speed table, compression and its
  // levels, the sysfs interface, exclusive operations, filesystem limits, bootloader support, file attributes, zoned mode,
  // the control device, multiple profiles, seeding devices, RAID56 status and the storage model with hardware
  // considerations, about 81,000 characters; mkfs.btrfs(8) with its options, features, profiles table and layouts,
  // btrfs-balance(8) with filters, ENOSPC and examples, btrfs-filesystem(8), btrfs-subvolume(8), btrfs-scrub(8),
  // btrfs-quota(8) with the qgroup concepts, btrfs-device(8) with the device stats, btrfs-replace(8) and btrfs-check(8);
  // the upstream CHANGES (installed as changelog.gz), one "btrfs-progs-X.Y (date)" section per release from 6.2
  // (2023-02-28) back to 3.12 (2013-11-25); Debian's changelog, the uploads from 5.2-1 to 6.2-1+deb12u2;
  // gzip-compressed). Both may be updated in bookworm's point releases: the documents are the versions named here.
  ...["man5/dhcpd.conf.5.gz", "man5/dhcpd.leases.5.gz", "man8/dhcpd.8.gz"].map((p) => ({
    pkg: "isc-dhcp-server",
    path: MAN + p,
  })),
  { pkg: "isc-dhcp-common", path: MAN + "man5/dhcp-options.5.gz" },
  { pkg: "isc-dhcp-client", path: MAN + "man5/dhclient.conf.5.gz" },
  ...["changelog.gz", "README.gz", "NEWS.Debian.gz", "README.Debian", "changelog.Debian.gz"].map((p) => ({
    pkg: "isc-dhcp-server",
    path: ISC_DHCP + p,
  })),
  ...[
    "man5/btrfs.5.gz",
    "man8/mkfs.btrfs.8.gz",
    "man8/btrfs-balance.8.gz",
    "man8/btrfs-filesystem.8.gz",
    "man8/btrfs-subvolume.8.gz",
    "man8/btrfs-scrub.8.gz",
    "man8/btrfs-quota.8.gz",
    "man8/btrfs-device.8.gz",
    "man8/btrfs-replace.8.gz",
    "man8/btrfs-check.8.gz",
  ].map((p) => ({ pkg: "btrfs-progs", path: MAN + p })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "btrfs-progs", path: BTRFS + p })),
  // Two more products (batch r57): FreeRADIUS 3.2.1 as Debian bookworm ships it (freeradius, freeradius-config and
  // freeradius-common 3.2.1+dfsg-4+deb12u1: the example configuration under /etc/freeradius/3.0, read as the import reads
  // it (plain text, the settings and their long comments): radiusd.conf (paths, request limits, logging, the security
  // section, the thread pool), clients.conf (clients, secrets, TCP limits), proxy.conf (home servers with their timers
  // and status checks, CoA retransmission, home server pools and their load-balancing types, realms and regex realms),
  // README.rst (upgrading to 3.2 from v2: moved and renamed settings, changed, new and deleted modules, RadSec,
  // Cleartext-Password, unlang changes), mods-available/eap (EAP types, the common TLS settings, TLS versions, session
  // cache, OCSP, TTLS, PEAP, MS-CHAPv2, EAP-FAST), mods-available/ldap (server, identity, user and group lookups,
  // client loading, connection options, TLS, the connection pool), mods-available/sql (dialects, drivers, tables, the
  // pool), sites-available/default (listen sections and the authorize, authenticate, accounting, session, post-auth
  // and proxy sections), sites-available/inner-tunnel and sites-available/tls (RadSec listeners and home servers); the
  // unlang(5), users(5), radclient(1), radiusd(8) (installed as freeradius.8) and radmin(8) manual pages in man troff;
  // the upstream changelog (3.2.1, 3 October 2022, and 3.2.0, 21 April 2022), Debian's changelog (the uploads from
  // 3.0.19+dfsg-1 to 3.2.1+dfsg-4+deb12u1, older entries removed) and NEWS; gzip-compressed but the configuration) and
  // autofs 5.1.8 (autofs 5.1.8-2+deb12u2: the auto.master(5) manual page (map types and formats, master map options,
  // the -hosts and -null maps, LDAP maps and authentication), autofs(5) (the sun map format, substitutions, program
  // maps, multi-mounts, replicated servers, the amd map format with its selectors and options), autofs.conf(5) (the
  // autofs, LDAP and amd settings with their program defaults), automount(8) (options and signals) and autofs(8) in man
  // troff; the installed default autofs.conf (/usr/share/autofs/conffiles/autofs.conf, the commented settings with
  // Debian's values); the upstream CHANGELOG (installed as changelog.gz), one "DD/MM/YYYY autofs-X.Y.Z" section per
  // release from 5.1.8 (19/10/2021) back to 4.1.4 beta1 (2005), about 72,000 characters; Debian's changelog (the uploads
  // from 5.1.5-2 to 5.1.8-2+deb12u2); README.amd-maps, README.replicated-server (host selection rules) and
  // README.v5.release (the differences between versions 4 and 5); gzip-compressed but the configuration and two READMEs).
  // FreeRADIUS's basenames "default", "eap", "ldap", "sql" and "tls" name the files as the package installs them.
  ...[
    "radiusd.conf",
    "clients.conf",
    "proxy.conf",
    "README.rst",
    "mods-available/eap",
    "mods-available/ldap",
    "mods-available/sql",
    "sites-available/default",
    "sites-available/inner-tunnel",
    "sites-available/tls",
  ].map((p) => ({ pkg: "freeradius-config", path: FREERADIUS_CONF + p })),
  ...["man5/unlang.5.gz", "man5/users.5.gz", "man1/radclient.1.gz", "man8/freeradius.8.gz", "man8/radmin.8.gz"].map(
    (p) => ({ pkg: "freeradius-common", path: MAN + p }),
  ),
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({
    pkg: "freeradius",
    path: FREERADIUS + p,
  })),
  ...[
    "man5/auto.master.5.gz",
    "man5/autofs.5.gz",
    "man5/autofs.conf.5.gz",
    "man8/automount.8.gz",
    "man8/autofs.8.gz",
  ].map((p) => ({ pkg: "autofs", path: MAN + p })),
  { pkg: "autofs", path: "usr/share/autofs/conffiles/autofs.conf" },
  ...["changelog.gz", "changelog.Debian.gz", "README.amd-maps.gz", "README.replicated-server", "README.v5.release"].map(
    (p) => ({ pkg: "autofs", path: AUTOFS + p }),
  ),
  // Two more products (batch r58): rsnapshot 1.4.5 as Debian bookworm ships it (rsnapshot 1.4.5-1: the rsnapshot(1)
  // manual page (options, every configuration parameter with its default, the verbose levels table, backup points and
  // per-point options, backup_script and backup_exec, crontab examples, exit values, notes and authors) and
  // rsnapshot-diff(1) in man troff (POD-generated); the rsnapshot HOWTO in HTML (a DocBook-made tutorial with a table of
  // contents: installation, configuration of each parameter, automation with cron, how rotation works, restoring
  // backups for root only or for all users over read-only NFS); the installed /etc/rsnapshot.conf (the commented
  // settings with Debian's values, tab-separated); the upstream ChangeLog (installed as changelog.gz), one
  // "VERSION X.Y.Z (date)" section per release from 1.4.5 (Dec 27 2022) back to 0.9.2 (2003), about 30,000 characters,
  // a few releases without a date; Debian's changelog (the uploads from 1.4.2-2 to 1.4.5-1, older entries removed),
  // NEWS.Debian (the alpha/beta/gamma/delta renaming, the pre-1.2 configuration format), README.Debian, the upstream
  // README.md and Upgrading_from_1.1 (the rsync_long_args change of 1.2.0); gzip-compressed but the configuration, the
  // HOWTO and README.Debian) and rspamd 3.4 (rspamd 3.4-1: the upstream ChangeLog (installed as changelog.gz), one
  // "X.Y: DD Mon YYYY" section per release from 3.4 (01 Nov 2022) back to 0.7 with "[Feature]", "[Fix]", "[Conf]",
  // "[Rework]" and "[Project]" items, the 1.5.x and older sections without dates, about 305,000 characters; Debian's
  // changelog (the uploads from 1.9.4-2 to 3.4-1, older entries removed) and NEWS.Debian; the rspamc(1) and
  // rspamd_stats(8) manual pages in man troff; the stock UCL configuration under /etc/rspamd read as plain text:
  // rspamd.conf (the workers and their bind sockets), options.inc (global options and limits, the DNS section),
  // logging.inc, actions.conf (the score thresholds), statistic.conf (the Bayes classifier and an autolearn sample),
  // worker-controller.inc, worker-proxy.inc (milter mode and its upstream) and worker-fuzzy.inc, and the module
  // settings modules.d/greylist.conf, dkim_signing.conf, arc.conf, antivirus.conf (a commented ClamAV sample),
  // fuzzy_check.conf, mx_check.conf and clickhouse.conf; gzip-compressed but the configuration). Both may be updated
  // in bookworm's point releases: the documents are the versions named here.
  ...["man1/rsnapshot.1.gz", "man1/rsnapshot-diff.1.gz"].map((p) => ({ pkg: "rsnapshot", path: MAN + p })),
  { pkg: "rsnapshot", path: "etc/rsnapshot.conf" },
  ...[
    "html/rsnapshot-HOWTO.en.html",
    "changelog.gz",
    "changelog.Debian.gz",
    "NEWS.Debian.gz",
    "README.Debian",
    "README.md.gz",
    "Upgrading_from_1.1.gz",
  ].map((p) => ({ pkg: "rsnapshot", path: RSNAPSHOT + p })),
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({ pkg: "rspamd", path: RSPAMD + p })),
  ...["man1/rspamc.1.gz", "man8/rspamd_stats.8.gz"].map((p) => ({ pkg: "rspamd", path: MAN + p })),
  ...[
    "rspamd.conf",
    "options.inc",
    "logging.inc",
    "actions.conf",
    "statistic.conf",
    "worker-controller.inc",
    "worker-proxy.inc",
    "worker-fuzzy.inc",
    "modules.d/greylist.conf",
    "modules.d/dkim_signing.conf",
    "modules.d/arc.conf",
    "modules.d/antivirus.conf",
    "modules.d/fuzzy_check.conf",
    "modules.d/mx_check.conf",
    "modules.d/clickhouse.conf",
  ].map((p) => ({ pkg: "rspamd", path: RSPAMD_CONF + p })),
  // Two more products (batch r59): SSSD 2.8.2 as Debian bookworm ships it (sssd-common, sssd-ldap, sssd-ad, sssd-ipa,
  // sssd-krb5 and sssd-tools 2.8.2-4+deb12u1: the sssd.conf(5) manual page in man troff, read as the import reads it:
  // the file format and conf.d snippets, the debug levels and options usable in all sections, the [sssd] section, the
  // services sections (general, NSS, PAM, sudo, autofs, SSH, PAC responder, session recording) and the domain sections
  // (cache timeouts, providers, DNS resolver timeouts, case sensitivity, subdomain inheritance, auto private groups,
  // proxy and application domains), trusted domain, certificate mapping and prompting sections, one entry per option
  // ("name (type)", its description, then "Default:"), about 84,000 characters; sssd-ldap(5) (connection, search base,
  // TLS, SASL and Kerberos options, access control, sudo and autofs options, failover, service discovery and the ID
  // mapping with its slices), sssd-ldap-attributes(5) (the user, group, netgroup, host, service, sudo rule, autofs,
  // IP host and network attribute names with their defaults), sssd-ad(5) (AD domains, sites, access filters, GPO-based
  // access control with its PAM service maps and implicit-deny tables, machine account password renewal, LDAPS, dynamic
  // DNS updates, the modified default options, failover and ID mapping), sssd-ipa(5) (IPA servers, dynamic DNS, search
  // bases, HBAC, SELinux and desktop profile refresh, views and overrides, modified defaults), sssd-krb5(5) (KDCs,
  // credential caches, FAST, kdcinfo, ticket lifetimes and renewal), sssd(8) with its options and signals,
  // sssd-simple(5), sssd-sudo(5) (the sudo rule caching mechanism and tuning), sss_cache(8) and sss_override(8); Debian's
  // changelog, the uploads from 2.2.0-1 to 2.8.2-4+deb12u1 (older entries removed); gzip-compressed) and Pacemaker 2.1.5
  // (pacemaker, pacemaker-common and pacemaker-cli-utils 2.1.5-1+deb12u1: the upstream ChangeLog (installed as
  // changelog.gz), one "* Day Mon D YYYY Name <mail> Pacemaker-X.Y.Z" section per release from 2.1.5 (Dec 7 2022) back
  // to 0.6.0 (2008) with features, fixes and API changes, about 236,000 characters; Debian's changelog (the uploads from
  // 2.0.3-1 to 2.1.5-1+deb12u1, older entries removed); the pacemaker-controld(7), pacemaker-schedulerd(7) and
  // pacemaker-fenced(7) manual pages in man troff, the cluster options and fence device parameters as
  // "#### name = type [default]" headings with their descriptions; pacemakerd(8) and the crm_mon(8), crm_resource(8) and
  // stonith_admin(8) manual pages (help2man output, every one titled "PACEMAKER(8)"); the installed
  // /etc/default/pacemaker, the commented environment variables for logging, node start state, panic actions,
  // Pacemaker Remote, TLS and IPC, read as plain text). Both may be updated in bookworm's point releases: the documents
  // are the versions named here.
  ...["man5/sssd.conf.5.gz", "man8/sssd.8.gz", "man5/sssd-simple.5.gz", "man5/sssd-sudo.5.gz"].map((p) => ({
    pkg: "sssd-common",
    path: MAN + p,
  })),
  { pkg: "sssd-common", path: SSSD + "changelog.Debian.gz" },
  ...["man5/sssd-ldap.5.gz", "man5/sssd-ldap-attributes.5.gz"].map((p) => ({ pkg: "sssd-ldap", path: MAN + p })),
  { pkg: "sssd-ad", path: MAN + "man5/sssd-ad.5.gz" },
  { pkg: "sssd-ipa", path: MAN + "man5/sssd-ipa.5.gz" },
  { pkg: "sssd-krb5", path: MAN + "man5/sssd-krb5.5.gz" },
  ...["man8/sss_cache.8.gz", "man8/sss_override.8.gz"].map((p) => ({ pkg: "sssd-tools", path: MAN + p })),
  ...["changelog.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "pacemaker", path: PACEMAKER + p })),
  ...[
    "man7/pacemaker-controld.7.gz",
    "man7/pacemaker-schedulerd.7.gz",
    "man7/pacemaker-fenced.7.gz",
    "man8/pacemakerd.8.gz",
  ].map((p) => ({ pkg: "pacemaker", path: MAN + p })),
  { pkg: "pacemaker-common", path: "etc/default/pacemaker" },
  ...["man8/crm_mon.8.gz", "man8/crm_resource.8.gz", "man8/stonith_admin.8.gz"].map((p) => ({
    pkg: "pacemaker-cli-utils",
    path: MAN + p,
  })),
  // Two more products (batch r62): ufw 0.36.2 as Debian bookworm ships it (ufw 0.36.2-1: the ufw(8) manual page in man
  // troff (the commands, the simple and full rule syntax with its protocols and port lists, rate limiting, routing
  // rules, remote management, application profiles and their .INI syntax, the logging levels, the reports and the notes
  // on the installed defaults, IPv6, tunnels, IPSec and VRRP) and ufw-framework(8) (the framework's files, ufw-init and
  // its arguments, the rules files, connection tracking modules, kernel parameters, masquerading, port redirection and
  // egress filtering examples, connection helpers, libvirt bridging); the upstream README (requirements, layout, the
  // chains and their order, advanced configuration, the default ruleset, IPv6, testing); Debian's README.Debian
  // (enabling, upgrades, the preseeding questions and the services they know with their ports); the upstream changelog
  // (installed as changelog.gz), one "ufw (X.Y) RELEASED" section per release from 0.36.2 (18 May 2023) back to 0.25,
  // about 22,000 characters; Debian's changelog (the uploads from 0.36-2 to 0.36.2-1, older entries removed) and the
  // older Ubuntu-era changelog.Debian.pre-0.27.1 (the import reads it as a section-1 manual page because of its
  // ".1.gz" ending); the installed /etc/default/ufw (the policies, IPv6, MANAGE_BUILTINS, IPT_SYSCTL and IPT_MODULES
  // with their comments), /etc/ufw/sysctl.conf (the kernel tunables ufw applies) and the template of
  // /etc/ufw/before.rules from /usr/share/ufw/iptables (the default IPv4 rules: loopback, conntrack, ICMP, DHCP,
  // non-local traffic, mDNS and UPnP), read as plain text; gzip-compressed but the configuration and README.Debian) and
  // nginx 1.22.1 (nginx, nginx-common and nginx-doc 1.22.1-9+deb12u12: the nginx(8) manual page in man troff (options,
  // the signal table, debugging log, files, history); the upstream CHANGES (installed as changelog.gz), one "Changes
  // with nginx X.Y.Z    DD Mon YYYY" section per release from 1.22.1 (19 Oct 2022) back to 0.1.0 (04 Oct 2004) with
  // "Feature:", "Change:", "Bugfix:" and "Security:" items and their "Thanks to" credits, about 317,000 characters;
  // Debian's changelog (the uploads from 1.14.2-3 to 1.22.1-9+deb12u12, older entries removed, with the CVEs
  // backported) and NEWS.Debian (the document root, logrotate, log permissions, SSLv3, dynamic modules, the $host
  // workaround of the *_params files); the installed configuration read as plain text: /etc/nginx/nginx.conf,
  // sites-available/default, mime.types, proxy_params, fastcgi_params, snippets/fastcgi-php.conf and /etc/default/nginx;
  // nginx-doc's php (PHP-FPM and php-cgi setup), upstream (upstream blocks) and the commented examples drupal,
  // wordpress and virtual_hosts, plain text; gzip-compressed but the configuration and nginx-doc's files). Both may be
  // updated in bookworm's point releases (nginx often, through bookworm-security): the documents are the versions named
  // here.
  ...["man8/ufw.8.gz", "man8/ufw-framework.8.gz"].map((p) => ({ pkg: "ufw", path: MAN + p })),
  ...["README.gz", "README.Debian", "changelog.gz", "changelog.Debian.gz", "changelog.Debian.pre-0.27.1.gz"].map(
    (p) => ({ pkg: "ufw", path: UFW + p }),
  ),
  ...["etc/default/ufw", "etc/ufw/sysctl.conf", "usr/share/ufw/iptables/before.rules"].map((path) => ({
    pkg: "ufw",
    path,
  })),
  { pkg: "nginx", path: MAN + "man8/nginx.8.gz" },
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({ pkg: "nginx-common", path: NGINX + p })),
  ...[
    "nginx.conf",
    "sites-available/default",
    "mime.types",
    "proxy_params",
    "fastcgi_params",
    "snippets/fastcgi-php.conf",
  ].map((p) => ({ pkg: "nginx-common", path: NGINX_CONF + p })),
  { pkg: "nginx-common", path: "etc/default/nginx" },
  ...["php", "upstream", "examples/drupal", "examples/wordpress", "examples/virtual_hosts"].map((p) => ({
    pkg: "nginx-doc",
    path: NGINX_DOC + p,
  })),
  // Two more products (batch r63): NTFS-3G 2022.10.3 as Debian bookworm ships it (ntfs-3g 1:2022.10.3-1+deb12u4: the
  // ntfs-3g(8) manual page in man troff (the driver and its lowntfs-3g variant, Windows hibernation and fast restart,
  // access handling, filename namespaces, alternate data streams, every mount option with its default, user mapping
  // files, examples and exit codes); mkntfs(8) (basic, advanced and output options, cluster and sector sizes, the MFT
  // zone multiplier table), ntfsclone(8) (sparse files, the special image format, metadata-only cloning, rescue mode,
  // serial numbers, examples over ssh and the web), ntfsresize(8) (shrinking, enlarging, partitioning, info and expand
  // modes, bad sectors), ntfsundelete(8) (scan, undelete and copy modes, caveats, the scan flags table),
  // ntfsrecover(8) (the Windows log file and its transactions), ntfsfix(8), ntfslabel(8) (labels and serial
  // numbers), ntfswipe(8), ntfs-3g.probe(8) (its exit codes), ntfssecaudit(8), ntfsusermap(8), ntfsdecrypt(8) (EFS
  // and its encryption modes) and ntfsfallocate(8); the upstream changelog (installed as changelog.gz), a text dump of
  // the "Changelog for the Advanced Versions" web page, one "Version X (Mon D, YYYY)" section per advanced release from
  // 2014.2.15AR.1 (Apr 7, 2014) back to 1.810-SA-1 (Sep 5, 2007), about 37,000 characters; Debian's changelog (the
  // uploads from 1:2017.3.23AR.4-1 to 1:2022.10.3-1+deb12u4, older entries removed, with the CVEs fixed); the upstream
  // README (building, usage, the ntfsprogs utilities) and README.Debian; gzip-compressed but README.Debian) and Corosync
  // 3.1.7 (corosync 3.1.7-1+deb12u2: the corosync.conf(5) manual page in man troff, read as the import reads it: the
  // top-level directives, the interface, totem, logging, quorum, nodelist, system, resources and nozzle options with
  // their defaults (knet links, crypto, MTU, the token and membership timers, logging destinations and priorities,
  // scheduling), adding and removing a node, address resolution, about 34,000 characters; votequorum(5) (expected
  // votes, two_node, wait_for_all, last man standing, auto tie breaker, allow downscale, expected votes tracking),
  // cmap_keys(7) (the icmap and stats keys), corosync_overview(7) (quickstart, keys, IPv6, security), corosync(8),
  // corosync-cfgtool(8), corosync-keygen(8), corosync-quorumtool(8) (with its exit codes) and corosync-cmapctl(8); the
  // installed /etc/corosync/corosync.conf (Debian's commented sample), read as plain text; Debian's changelog (the
  // uploads from 3.0.2-1 to 3.1.7-1+deb12u2, older entries removed; the upstream ChangeLog, a git log of about 1,000,000
  // characters, is left out); gzip-compressed but the configuration). Both may be updated in bookworm's point releases
  // (both often through bookworm-security): the documents are the versions named here. ntfs-3g comes first so that the
  // second "changelog.Debian.gz" is named after corosync.
  ...[
    "man8/ntfs-3g.8.gz",
    "man8/mkntfs.8.gz",
    "man8/ntfsclone.8.gz",
    "man8/ntfsresize.8.gz",
    "man8/ntfsundelete.8.gz",
    "man8/ntfsrecover.8.gz",
    "man8/ntfsfix.8.gz",
    "man8/ntfslabel.8.gz",
    "man8/ntfswipe.8.gz",
    "man8/ntfs-3g.probe.8.gz",
    "man8/ntfssecaudit.8.gz",
    "man8/ntfsusermap.8.gz",
    "man8/ntfsdecrypt.8.gz",
    "man8/ntfsfallocate.8.gz",
  ].map((p) => ({ pkg: "ntfs-3g", path: MAN + p })),
  ...["changelog.gz", "changelog.Debian.gz", "README.gz", "README.Debian"].map((p) => ({
    pkg: "ntfs-3g",
    path: NTFS3G + p,
  })),
  ...[
    "man5/corosync.conf.5.gz",
    "man5/votequorum.5.gz",
    "man7/cmap_keys.7.gz",
    "man7/corosync_overview.7.gz",
    "man8/corosync.8.gz",
    "man8/corosync-cfgtool.8.gz",
    "man8/corosync-keygen.8.gz",
    "man8/corosync-quorumtool.8.gz",
    "man8/corosync-cmapctl.8.gz",
  ].map((p) => ({ pkg: "corosync", path: MAN + p })),
  { pkg: "corosync", path: "etc/corosync/corosync.conf" },
  { pkg: "corosync", path: COROSYNC + "changelog.Debian.gz" },
  // Two more products (batch r64): hdparm 9.65 as Debian bookworm ships it (hdparm 9.65+ds-1: the hdparm(8) manual page
  // in man troff (every get/set option with its value encodings: read-ahead, APM levels, 32-bit I/O, DMA, the DCO and
  // HPA options, the firmware download and sector read/write/repair options, the WD idle3 timer, acoustic management,
  // the standby timeout encoding, logical sector sizes, timing tests, TRIM ranges, transfer modes, and the ATA security
  // feature set with its passwords and modes), about 37,000 characters; hdparm.conf(5) (Debian's configuration file,
  // its blocks and the udev and pm-utils helpers); the installed /etc/hdparm.conf, read as plain text (the commented
  // keywords with their example values, the security keywords and the device blocks); the upstream Changelog (installed
  // as changelog.gz), one "hdparm-X.Y:" section per release from 9.65 back to 2.0 with no dates, about 27,000
  // characters; Debian's changelog (every upload from 3.1-2 (1996) to 9.65+ds-1, about 33,000 characters); README.Debian
  // (the APM and spindown defaults on boot, power and battery, and the 2005 tuning notes), README.acoustic (automatic
  // acoustic management) and wiper/README.txt (the TRIM wiper script, its filesystems and the btrfs warning);
  // gzip-compressed but the configuration and the two READMEs) and quota 4.06 (quota 4.06-1+b2: the quota(1) and
  // quotasync(1) manual pages in man troff, warnquota.conf(5) (the mail settings and their defaults, the LDAP settings
  // and the formatting sequences), quotatab(5) and quotagrpadmins(5), edquota(8), repquota(8) (its output columns and
  // formats), setquota(8), quotacheck(8), quotaon(8) (with its XFS notes), warnquota(8), rpc.rquotad(8), convertquota(8)
  // and quota_nld(8) (titled "RQUOTAD(8)" in its source); the upstream changelog (installed as changelog.gz), one
  // "Changes in quota-tools from X to Y" section per release from 4.06 back to 1.1, the later ones with contributors in
  // parentheses and no dates, about 56,000 characters; Debian's changelog (the 4.06-1 upload only, older entries
  // removed); quotadoc.sgml (the linuxdoc SGML of the quota formats and their on-disk structures, read as plain text);
  // the example warnquota.conf under /usr/share/doc/quota (the commented settings and LDAP options), README.Debian,
  // README.ldap-support and README.mailserver; gzip-compressed but the example configuration and the READMEs). Both may
  // be updated in bookworm's point releases: the documents are the versions named here. hdparm comes first so that the
  // second "changelog.gz" and "changelog.Debian.gz" are named after quota.
  ...["man8/hdparm.8.gz", "man5/hdparm.conf.5.gz"].map((p) => ({ pkg: "hdparm", path: MAN + p })),
  { pkg: "hdparm", path: "etc/hdparm.conf" },
  ...["changelog.gz", "changelog.Debian.gz", "README.Debian", "README.acoustic", "wiper/README.txt.gz"].map((p) => ({
    pkg: "hdparm",
    path: HDPARM + p,
  })),
  ...[
    "man1/quota.1.gz",
    "man1/quotasync.1.gz",
    "man5/warnquota.conf.5.gz",
    "man5/quotatab.5.gz",
    "man5/quotagrpadmins.5.gz",
    "man8/edquota.8.gz",
    "man8/repquota.8.gz",
    "man8/setquota.8.gz",
    "man8/quotacheck.8.gz",
    "man8/quotaon.8.gz",
    "man8/warnquota.8.gz",
    "man8/rpc.rquotad.8.gz",
    "man8/convertquota.8.gz",
    "man8/quota_nld.8.gz",
  ].map((p) => ({ pkg: "quota", path: MAN + p })),
  ...[
    "changelog.gz",
    "changelog.Debian.gz",
    "quotadoc.sgml.gz",
    "warnquota.conf",
    "README.Debian",
    "README.ldap-support",
    "README.mailserver",
  ].map((p) => ({ pkg: "quota", path: QUOTA + p })),
  // Two more products (batch r65): rdiff-backup 2.2.2 as Debian bookworm ships it (rdiff-backup 2.2.2-1: the
  // rdiff-backup(1) manual page in man troff (Asciidoctor-generated: the new command line of actions and sub-options,
  // generic options, the compression, creation, filesystem, restrict, selection, statistics, timestamp and user/group
  // options, restoring, time formats, remote operation with the remote schema and its placeholders, file selection
  // with globs and file lists, users and groups, files, environment and return codes), about 42,000 characters;
  // rdiff-backup-old(1) (the deprecated command line, one option per entry, with its own restoring, time formats,
  // remote operation, file selection, statistics and exit status sections), rdiff-backup-statistics(1) and
  // rdiff-backup-delete(1); the upstream CHANGELOG.adoc (AsciiDoc, read as plain text: one "== New in vX.Y.Z
  // (date)" section per release from v2.2.2 (2022-12-28) back to v0.1 (2001/7/15), the 2.x ones with CHG, NEW, FIX,
  // DOC and DEV items and their authors, one section without a date), about 98,000 characters; the FAQ.adoc
  // (verbosity levels, compatibility, Windows, Mac OS X, CIFS, quoted filenames, statistics fields, bandwidth,
  // memory, NFS, failed backups, free space, error messages, time zones, roll-back, file systems, case-aware file
  // systems, sub-path restores, integration, custom SSH ports, the deprecated-CLI warning), README.adoc
  // (installation per distribution, basic usage, troubleshooting, contributing), examples.adoc (backing up,
  // restoring, removing old increments, file selection and listing, old and new command lines side by side),
  // migration.adoc (1.x to 2.x side by side, virtualenvs per version, the old-to-new CLI tables) and credits.adoc;
  // Debian's changelog (the uploads from 1.2.8-8 to 2.2.2-1, older entries removed), NEWS.Debian (the 1.x/2.x
  // protocol incompatibility between Buster and Bullseye) and README.Debian; gzip-compressed but credits.adoc and
  // README.Debian) and duplicity 0.8.22 (duplicity 0.8.22-1+b3: the duplicity(1) manual page in man troff (actions,
  // every option with its default where it has one, the environment variables, the URL formats of every backend,
  // time formats, file selection, one "A NOTE ON ..." section per backend (Amazon S3, Azure, Box, Dropbox, the
  // multi backend with its query parameters, Par2, PyDrive, GDrive, rclone, the SSH backends, SSL certificate
  // verification, Swift, PCA, MediaFire, symmetric encryption and signing), known issues, operation and data formats,
  // requirements), about 81,000 characters, and rdiffdir(1); the upstream changelog (installed as changelog.gz,
  // Markdown made by gitchangelog: one "## rel.0.8.X (date)" section per release from 0.8.22 (2022-03-04) back to
  // 0.8.01 (2019-07-14), with New, Changes, Fix and Other items and their authors in brackets), about 85,000
  // characters; Debian's changelog (the uploads from 0.8.04-1 to 0.8.22-1, older entries removed) and NEWS.Debian
  // (from 0.6.04-1 (2009) to 0.8.22-1: the archive dir, forced cleanup, paramiko, locales, restricted shells,
  // Backblaze, Python 3, requirements.txt); README-LOG.md (the machine-readable log output) and the example script
  // examples/system-backup (a commented bash wrapper around duplicity over scp); gzip-compressed but README-LOG.md and
  // the example script). Both may be updated in bookworm's point releases: the documents are the versions named here.
  // rdiff-backup comes first so that the second "changelog.Debian.gz" and "NEWS.Debian.gz" are named after duplicity.
  ...[
    "man1/rdiff-backup.1.gz",
    "man1/rdiff-backup-old.1.gz",
    "man1/rdiff-backup-statistics.1.gz",
    "man1/rdiff-backup-delete.1.gz",
  ].map((p) => ({ pkg: "rdiff-backup", path: MAN + p })),
  ...[
    "CHANGELOG.adoc.gz",
    "FAQ.adoc.gz",
    "README.adoc.gz",
    "examples.adoc.gz",
    "migration.adoc.gz",
    "credits.adoc",
    "changelog.Debian.gz",
    "NEWS.Debian.gz",
    "README.Debian",
  ].map((p) => ({ pkg: "rdiff-backup", path: RDIFF_BACKUP + p })),
  ...["man1/duplicity.1.gz", "man1/rdiffdir.1.gz"].map((p) => ({ pkg: "duplicity", path: MAN + p })),
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz", "README-LOG.md", "examples/system-backup"].map((p) => ({
    pkg: "duplicity",
    path: DUPLICITY + p,
  })),
  // Two more products (batch r66): SANE 1.2.1 as Debian bookworm ships it (sane-utils and libsane-common 1.2.1-2,
  // built from sane-backends: the scanimage(1) manual page in man troff (the device, format, batch and buffer
  // options, the way --help describes a backend's options, the ~/.sane/pass file), saned(8) (options with their
  // defaults, the saned.conf settings and access list, the inetd, xinetd and systemd set-ups with their sample
  // units) and sane-find-scanner(1); sane(7) (terminology, the general information, the frontends, one entry per
  // backend for scanners, cameras and the miscellaneous ones, changing the top-level backend, files and the problems
  // walk-through), sane-dll(5) (device names, dll.conf, dll.d and aliases, the debug levels table), sane-net(5),
  // sane-usb(5) (libusb access, permissions, "usb VENDOR PRODUCT" lines, the USB3 workaround), sane-scsi(5) (the
  // "scsi" lines, FreeBSD, Linux and Solaris notes, one subsection per SCSI adapter, the command timeout), and the
  // backend pages sane-escl(5), sane-pixma(5) (models, read-only button options, pixma.conf and the BJNP and MFNP
  // ports and timeouts, firewalling, debug levels), sane-epson2(5) (the models and connections table, every scan
  // option, the configuration file), sane-genesys(5) (calibration, extra and software options, limitations),
  // sane-fujitsu(5) and sane-canon_dr(5) (options, configuration lines, buffer sizes, debug levels),
  // sane-test(5) (the test options one group at a time), sane-plustek(5) (the supported devices tables per vendor,
  // the plustek.conf options), sane-avision(5) and sane-hp5590(5) (device options with their defaults, read-out
  // options, a scanbd example); the installed /etc/sane.d/saned.conf, net.conf and dll.conf, read as plain text;
  // the upstream NEWS (installed as NEWS.gz), "## New with X.Y.Z (released YYYY-MM-DD)" Markdown sections from 1.2.1
  // (2023-02-05) back to 1.0.28, then "New with X.Y.Z, released YYYY-MM-DD:" text sections back to 1.0.2 and undated
  // ones to 0.3, about 67,000 characters; Debian's changelog (the uploads from 1.0.29-1~experimental1 to 1.2.1-2,
  // older entries removed), sane-utils' README.Debian (the saned user and group, inetd, systemd and standalone
  // set-ups), the upstream README (building, configure options with their defaults) and README.linux (USB
  // permissions, SCSI adapters); gzip-compressed but the configuration and README.Debian) and PowerDNS Recursor 4.8.8
  // (pdns-recursor 4.8.8-1+deb12u1: the installed /etc/powerdns/recursor.conf, the generated template, one
  // "# name<TAB>description" block per setting with its default commented out and Debian's few values set, read as
  // plain text, about 61,000 characters; the pdns_recursor(1) and rec_control(1) manual pages in man troff (options,
  // the control commands); Debian's changelog, the uploads from 4.2.0-1 to 4.8.8-1+deb12u1 (older entries removed,
  // with the CVEs fixed and the settings 4.8.6 introduced); gzip-compressed but the configuration). Both may be
  // updated in bookworm's point releases (pdns-recursor through bookworm-security): the documents are the versions
  // named here. SANE comes first; its "changelog.Debian.gz", "NEWS.gz", "README.gz" and "README.Debian" are named
  // after their packages in the suite, as earlier batches hold those names.
  ...["man1/scanimage.1.gz", "man8/saned.8.gz", "man1/sane-find-scanner.1.gz"].map((p) => ({
    pkg: "sane-utils",
    path: MAN + p,
  })),
  { pkg: "sane-utils", path: "etc/sane.d/saned.conf" },
  { pkg: "sane-utils", path: SANE_UTILS + "README.Debian" },
  ...[
    "man7/sane.7.gz",
    "man5/sane-dll.5.gz",
    "man5/sane-net.5.gz",
    "man5/sane-usb.5.gz",
    "man5/sane-scsi.5.gz",
    "man5/sane-escl.5.gz",
    "man5/sane-pixma.5.gz",
    "man5/sane-epson2.5.gz",
    "man5/sane-genesys.5.gz",
    "man5/sane-fujitsu.5.gz",
    "man5/sane-test.5.gz",
    "man5/sane-plustek.5.gz",
    "man5/sane-canon_dr.5.gz",
    "man5/sane-avision.5.gz",
    "man5/sane-hp5590.5.gz",
  ].map((p) => ({ pkg: "libsane-common", path: MAN + p })),
  ...["etc/sane.d/net.conf", "etc/sane.d/dll.conf"].map((path) => ({ pkg: "libsane-common", path })),
  ...["NEWS.gz", "changelog.Debian.gz", "README.gz", "README.linux.gz"].map((p) => ({
    pkg: "libsane-common",
    path: SANE + p,
  })),
  { pkg: "pdns-recursor", path: "etc/powerdns/recursor.conf" },
  ...["man1/pdns_recursor.1.gz", "man1/rec_control.1.gz"].map((p) => ({ pkg: "pdns-recursor", path: MAN + p })),
  { pkg: "pdns-recursor", path: PDNS_RECURSOR + "changelog.Debian.gz" },
  // Two more products (batch r67): OpenSMTPD 6.8.0p2 as Debian bookworm ships it (opensmtpd 6.8.0p2-4+b4: the
  // smtpd.conf(5) manual page in mdoc troff, read as the import reads it: the action directive with its local and relay
  // delivery options and relay URL protocols, admd, bounce, ca, filters, include, the listen on options, the match
  // options, mda wrappers, mta, pki, proc, queue, smtp and srs settings with their defaults, tables, mail filtering
  // phases and decisions, format specifiers and four example configurations, about 30,000 characters; table(5) (list
  // and mapping tables, aliasing, domain, credentials, netaddr, userinfo, source, mailaddr and addrname tables),
  // smtpctl(8) (the control commands, the monitor and show queue fields, route flags, trace subsystems, message and
  // envelope IDs), smtpd(8), makemap(8), aliases(5), forward(5), newaliases(8), Debian's sendmail(8) and smtp(1); the
  // installed /etc/smtpd.conf, read as plain text; the upstream changelog (installed as changelog.gz), Markdown
  // "# Release X (YYYY-MM-DD)" sections from 6.6.3p1 (2020-02-10) back to 6.6.0p1 only; Debian's changelog (the uploads
  // from 6.0.3p1-6 to 6.8.0p2-4, older entries removed), NEWS.Debian (the 6.4.2p1-1 and 5.4.1p1-1 configuration format
  // warnings) and README.Debian (the configuration file's location); gzip-compressed but the configuration and
  // README.Debian) and radvd 2.19 (radvd 1:2.19-1+b1: the radvd.conf(5) manual page in man troff (the interface,
  // prefix, route, RDNSS, DNSSL and ABRO options, each with its "Default:" line, examples, files and RFCs) and radvd(8)
  // (options, logging methods, files, authors); the upstream changelog (installed as changelog.gz), "YYYY/MM/DD<TAB>"
  // entries with the releases among them, from "Release v2.19" (2020/09/23) back to 2000, tab-indented, about 29,000
  // characters; Debian's changelog (the uploads from 1:2.18-1 to 1:2.19-1, older entries removed), README.Debian, the
  // INTRO.html introduction and the commented examples/radvd.conf.example; gzip-compressed but the last three). Both
  // products' documents are small (about 134,000 characters in all): the packages ship no larger manuals. OpenSMTPD comes
  // first; its "changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz" and "README.Debian" (and radvd's) are named
  // after their packages in the suite, as earlier batches hold those names.
  ...[
    "man5/smtpd.conf.5.gz",
    "man5/table.5.gz",
    "man8/smtpctl.8.gz",
    "man8/smtpd.8.gz",
    "man8/makemap.8.gz",
    "man5/aliases.5.gz",
    "man5/forward.5.gz",
    "man8/newaliases.8.gz",
    "man8/sendmail.8.gz",
    "man1/smtp.1.gz",
  ].map((p) => ({ pkg: "opensmtpd", path: MAN + p })),
  { pkg: "opensmtpd", path: "etc/smtpd.conf" },
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz", "README.Debian"].map((p) => ({
    pkg: "opensmtpd",
    path: OPENSMTPD + p,
  })),
  ...["man5/radvd.conf.5.gz", "man8/radvd.8.gz"].map((p) => ({ pkg: "radvd", path: MAN + p })),
  ...["changelog.gz", "changelog.Debian.gz", "README.Debian", "INTRO.html", "examples/radvd.conf.example"].map((p) => ({
    pkg: "radvd",
    path: RADVD + p,
  })),
  // Two more products (batch r60): OpenLDAP 2.5.13 as Debian bookworm ships it (slapd 2.5.13+dfsg-5: the slapd.conf(5)
  // manual page in man troff, read as the import reads it: the global options with their defaults (limits, threads,
  // indexing, logging levels, SASL and security factors), the TLS options, the general backend and database options,
  // syncrepl and its parameters, about 68,000 characters; slapd-config(5), the same settings as cn=config attributes
  // ("olc" names); slapd.access(5) (access directives, the who and what clauses, access levels and privileges, operation
  // requirements); slapd-mdb(5) (LMDB backend settings: map size, readers, read transactions, environment flags),
  // slapd-ldap(5) and slapd-meta(5) (the proxy backends: cached connections, identity assertion, TLS, rewriting),
  // slapo-ppolicy(5) (the password policy overlay, its pwdPolicy attributes and operational attributes), slapo-syncprov(5),
  // slapo-accesslog(5) (the audit schema), slapo-dynlist(5), slapd(8) (options and listener URLs), slapcat(8) and
  // slappasswd(8); the upstream CHANGES (installed as changelog.gz), one "OpenLDAP 2.5.X Release (YYYY/MM/DD)" section
  // per release from 2.5.13 (2022/07/14) back to 2.5.4 (2021/04/29); Debian's changelog (the uploads from
  // 2.4.48+dfsg-1 to 2.5.13+dfsg-5, older entries removed, with the CVEs fixed), NEWS.Debian (the 2.5 upgrade, the
  // ppolicy pwdChangedTime issue, OpenSLP, slapd.d and LDBM) and README.Debian (initial configuration, cn=config
  // administration, MDB sizing, logging, SASL, running under another user, modifications compared to upstream, the
  // migration to 2.5 and its known issues); the installed /etc/default/slapd read as plain text; gzip-compressed but
  // the defaults file) and vsftpd 3.0.3 (vsftpd 3.0.3-13+b2: the vsftpd.conf(5) manual page in man troff, the boolean,
  // numeric and string options one "#### name" heading each with its "Default:" line and the version that added some;
  // the installed /etc/vsftpd.conf (Debian's sample, the commented settings and the values it sets); the FAQ, README.ssl,
  // TUNING and SECURITY/DESIGN; Debian's README.Debian (local users, PAM, virtual users, SSL certificates, capabilities,
  // the init script, containers), NEWS.Debian (the writable chroot refusal of 2.3.5-1 and the seccomp sandbox of
  // 3.0.2-20) and changelog (the 3.0.3-13 upload only, older entries removed); gzip-compressed but the configuration,
  // README.Debian, README.ssl and TUNING). The upstream Changelog of vsftpd is not among the documents: it is
  // ISO-8859-1 text and the import refuses it as binary. Both may be updated in bookworm's point releases: the
  // documents are the versions named here.
  ...[
    "man5/slapd.conf.5.gz",
    "man5/slapd-config.5.gz",
    "man5/slapd.access.5.gz",
    "man5/slapd-mdb.5.gz",
    "man5/slapd-ldap.5.gz",
    "man5/slapd-meta.5.gz",
    "man5/slapo-ppolicy.5.gz",
    "man5/slapo-syncprov.5.gz",
    "man5/slapo-accesslog.5.gz",
    "man5/slapo-dynlist.5.gz",
    "man8/slapd.8.gz",
    "man8/slapcat.8.gz",
    "man8/slappasswd.8.gz",
  ].map((p) => ({ pkg: "slapd", path: MAN + p })),
  ...["changelog.gz", "changelog.Debian.gz", "NEWS.Debian.gz", "README.Debian.gz"].map((p) => ({
    pkg: "slapd",
    path: SLAPD + p,
  })),
  { pkg: "slapd", path: "etc/default/slapd" },
  { pkg: "vsftpd", path: MAN + "man5/vsftpd.conf.5.gz" },
  { pkg: "vsftpd", path: "etc/vsftpd.conf" },
  ...[
    "FAQ.gz",
    "README.ssl",
    "TUNING",
    "SECURITY/DESIGN.gz",
    "README.Debian",
    "NEWS.Debian.gz",
    "changelog.Debian.gz",
  ].map((p) => ({ pkg: "vsftpd", path: VSFTPD + p })),
  // Two more products (batch r61): Monit 5.33.0 as Debian bookworm ships it (monit 1:5.33.0-1: the monit(1) manual
  // page in man troff (POD-generated), read as the import reads it: options and arguments, the control file and its
  // service types, logging, daemon and init modes, include files, SSL options, the HTTP interface (Unix socket, TCP
  // port, SSL, authentication by certificates, cleartext, PAM and htpasswd, read-only users), alert messages with the
  // event table, reminders, the mail-format and mail servers, the event queue, service methods, poll time with the
  // cron-style tables, groups, monitoring modes, reboot modes, restart limits, dependencies, the limits table with
  // its defaults, fault tolerance and every service test (resources, I/O, checksum, timestamp, size, content,
  // filesystem flags, space, inodes, disk I/O, permissions, uid, gid, pid, ppid, uptime, security attributes, file
  // descriptors, program status and output, network interfaces, ping and connection tests with the protocol options),
  // M/Monit, configuration examples, files, environment and signals, about 146,000 characters; the installed
  // /etc/monit/monitrc (Debian's commented control file: poll cycle, log, id and state files, the limits and their
  // defaults, SSL, mail servers, the event queue, M/Monit, the default mail-format, the HTTP interface and sample
  // service checks); README.Debian (configuration snippets, apt hooks, start delay, systemd); NEWS.Debian and Debian's
  // changelog (the uploads from 1:5.26.0-1 to 1:5.33.0-1, older entries removed); gzip-compressed but the control
  // file and README.Debian; no upstream changelog is installed) and nfs-utils 2.6.2 (nfs-kernel-server and nfs-common
  // 1:2.6.2-4+deb12u1: from nfs-kernel-server the exports(5) manual page (machine name formats, RPCSEC_GSS, the
  // general export options and their defaults, user ID mapping, subdirectory exports, extra export tables),
  // exportfs(8), rpc.mountd(8) (installed as mountd.8), rpc.nfsd(8) (installed as nfsd.8), nfsd(7) (the nfsd
  // filesystem and its caches), nfsdcld(8) and nfsdcltrack(8) in man troff, Debian's changelog (the uploads from
  // 1:1.3.4-3 to 1:2.6.2-4+deb12u1, older entries removed), its NEWS.Debian (NFSv2 removal, the sync default) and
  // the shipped default for /etc/default/nfs-kernel-server (conffiles/nfs-kernel-server.default); from nfs-common
  // the nfs(5) manual page (the mount options for all versions, for NFSv2 and v3 and for NFSv4 with their defaults,
  // transport methods, NFS over UDP on fast links, data and metadata coherence, locking, security, firewalls), about
  // 63,000 characters, nfs.conf(5), nfsmount.conf(5), rpc.statd(8) (statd.8), sm-notify(8), rpc.gssd(8) (gssd.8),
  // rpc.idmapd(8) (idmapd.8), nfsidmap(8), nfs.systemd(7), showmount(8) and nfsstat(8), its NEWS.Debian (the
  // /etc/default options converted to /etc/nfs.conf.d) and the shipped /etc/nfs.conf (conffiles/nfs.conf, the
  // sections with their commented defaults; gzip-compressed but the two conffiles). The two NEWS.Debian files of
  // nfs-utils are named after their packages when read with Monit's. Both may be updated in bookworm's point releases:
  // the documents are the versions named here.
  { pkg: "monit", path: MAN + "man1/monit.1.gz" },
  { pkg: "monit", path: "etc/monit/monitrc" },
  ...["README.Debian", "NEWS.Debian.gz", "changelog.Debian.gz"].map((p) => ({ pkg: "monit", path: MONIT + p })),
  ...[
    "man5/exports.5.gz",
    "man8/exportfs.8.gz",
    "man8/mountd.8.gz",
    "man8/nfsd.8.gz",
    "man7/nfsd.7.gz",
    "man8/nfsdcld.8.gz",
    "man8/nfsdcltrack.8.gz",
  ].map((p) => ({ pkg: "nfs-kernel-server", path: MAN + p })),
  ...["changelog.Debian.gz", "NEWS.Debian.gz"].map((p) => ({ pkg: "nfs-kernel-server", path: NFS_SERVER + p })),
  { pkg: "nfs-kernel-server", path: "usr/share/nfs-kernel-server/conffiles/nfs-kernel-server.default" },
  ...[
    "man5/nfs.5.gz",
    "man5/nfs.conf.5.gz",
    "man5/nfsmount.conf.5.gz",
    "man8/statd.8.gz",
    "man8/sm-notify.8.gz",
    "man8/gssd.8.gz",
    "man8/idmapd.8.gz",
    "man8/nfsidmap.8.gz",
    "man7/nfs.systemd.7.gz",
    "man8/showmount.8.gz",
    "man8/nfsstat.8.gz",
  ].map((p) => ({ pkg: "nfs-common", path: MAN + p })),
  { pkg: "nfs-common", path: NFS_COMMON + "NEWS.Debian.gz" },
  { pkg: "nfs-common", path: "usr/share/nfs-common/conffiles/nfs.conf" },
];

/**
 * 84 questions, each read against its passage (keys copied from the text). Kinds: a fact stated in
 * prose; a table cell or a parameter's default; a release-note fact; a question with two
 * constraints (an entity and a version, date or field) where a neighbour holds another value; and
 * absent (nothing in the documents answers it).
 */
const LEXICAL_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  { kind: "prose", question: "How many tables can a join contain at most in SQLite?", keys: ["64"] },
  { kind: "prose", question: "What was the BLOB type affinity originally called?", keys: ["NONE"] },
  { kind: "prose", question: "How many bytes does SQLite use to store a REAL value?", keys: ["8-byte"] },
  { kind: "prose", question: "What affinity does a declared type of STRING get?", keys: ["NUMERIC"] },
  {
    kind: "prose",
    question: "Julian day numbers count days since noon in Greenwich on which date?",
    keys: ["4714 B.C."],
  },
  { kind: "prose", question: "In which version did the Write-Ahead Log option become available?", keys: ["3.7.0"] },
  {
    kind: "prose",
    question: "How much slower than the rollback journal might WAL be for read-mostly applications?",
    keys: ["1% or 2%"],
  },
  {
    kind: "prose",
    question: "Above what transaction size will rollback journal modes likely be faster than WAL?",
    keys: ["100 megabytes"],
  },
  { kind: "prose", question: "What is the maximum database size of SQLite in terabytes?", keys: ["281 terabytes"] },
  {
    kind: "prose",
    question: "What is the theoretical maximum number of rows in a table?",
    keys: ["18446744073709551616"],
  },
  {
    kind: "prose",
    question: "What command creates a new database named test.db in the quick start?",
    keys: ["sqlite3 test.db"],
  },
  {
    kind: "prose",
    question: "Which editor does Git use by default when neither VISUAL nor EDITOR is set?",
    keys: ["vi"],
  },
  { kind: "prose", question: "What does http.postBuffer change?", keys: ["size of the buffer"] },
  {
    kind: "prose",
    question: "What is the usual way to undo a buggy change that is already in the main branch?",
    keys: ["git revert"],
  },
  {
    kind: "prose",
    question: "Which attribute specifies the working tree encoding for files on Windows?",
    keys: ["working-tree-encoding"],
  },
  {
    kind: "prose",
    question: "Which command deletes the branch crazy-idea even if its changes are not merged?",
    keys: ["git branch -D crazy-idea"],
  },
  {
    kind: "prose",
    question: "Which command did Bob use to clone Alice's repository?",
    keys: ["git clone /home/alice/project myrepo"],
  },
  {
    kind: "prose",
    question: "Which website is the SQLite software available from according to the copyright release?",
    keys: ["http://www.sqlite.org/"],
  },
  {
    kind: "prose",
    question: "Why are precompiled binaries excluded from the definition of SQLite software?",
    keys: ["compiling"],
  },
  {
    kind: "prose",
    question: "Which 16-byte string does every valid SQLite database file begin with?",
    keys: ["SQLite format 3"],
  },
  // A table cell or a default.
  { kind: "table", question: "What is the default value of SQLITE_MAX_LENGTH?", keys: ["1,000,000,000"] },
  { kind: "table", question: "What is the default setting for SQLITE_MAX_COLUMN?", keys: ["2000"] },
  { kind: "table", question: "What is the default value of SQLITE_MAX_FUNCTION_ARG?", keys: ["100"] },
  { kind: "table", question: "What is SQLITE_MAX_COMPOUND_SELECT's default?", keys: ["500"] },
  { kind: "table", question: "What is the default value of SQLITE_MAX_LIKE_PATTERN_LENGTH?", keys: ["50000"] },
  { kind: "table", question: "What is SQLITE_MAX_ATTACHED set to by default?", keys: ["10"] },
  { kind: "table", question: "What is SQLITE_MAX_PAGE_COUNT normally set to?", keys: ["1073741823"] },
  { kind: "table", question: "What is the default value of SQLITE_MAX_EXPR_DEPTH?", keys: ["1000"] },
  { kind: "table", question: "What is the default suggested cache size of PRAGMA cache_size?", keys: ["-2000"] },
  { kind: "table", question: "What is the default journal size limit?", keys: ["-1"] },
  { kind: "table", question: "How many errors does PRAGMA integrity_check return at most by default?", keys: ["100"] },
  { kind: "table", question: "What is the default isolation level for SQLite?", keys: ["SERIALIZABLE"] },
  { kind: "table", question: "What is the default MASK of PRAGMA optimize?", keys: ["0xfffe"] },
  { kind: "table", question: "At which offset of the database header is the schema cookie stored?", keys: ["40"] },
  { kind: "table", question: "What is the offset of the Application ID in the database header?", keys: ["68"] },
  { kind: "table", question: "How many bytes is the database file header?", keys: ["100"] },
  { kind: "table", question: "What does a database text encoding value of 2 mean?", keys: ["UTF-16le"] },
  { kind: "table", question: "Which b-tree page type flag value means a leaf table b-tree page?", keys: ["13"] },
  { kind: "table", question: "How large is the b-tree page header of interior pages?", keys: ["12 bytes"] },
  { kind: "table", question: "When was Debian Buster released?", keys: ["2019-07-06"] },
  { kind: "table", question: "What is the codename of Debian version 9?", keys: ["Stretch"] },
  { kind: "table", question: "When does LTS support for Debian Bullseye end?", keys: ["2026-08-31"] },
  { kind: "table", question: "What is the default prune date of git gc?", keys: ["2 weeks ago"] },
  { kind: "table", question: "Which config variable overrides the prune date of git gc?", keys: ["gc.pruneExpire"] },
  // Release notes.
  { kind: "release", question: "Which SQLite release added support for RIGHT and FULL OUTER JOIN?", keys: ["3.39.0"] },
  {
    kind: "release",
    question: "Which algorithm replaced RC4 in SQLite's pseudo-random number generator?",
    keys: ["Chacha20"],
  },
  {
    kind: "release",
    question: "Which compile-time option limits the size of memory allocations?",
    keys: ["SQLITE_MAX_ALLOCATION_SIZE"],
  },
  { kind: "release", question: "What was the printf() SQL function renamed to?", keys: ["format()"] },
  { kind: "release", question: "Which compile-time option disables the JSON interface?", keys: ["-DSQLITE_OMIT_JSON"] },
  { kind: "release", question: "On which date was SQLite 3.40.0 released?", keys: ["2022-11-16"] },
  {
    kind: "release",
    question: "Which extension was added that might recover content from a corrupt database file?",
    keys: ["recovery extension"],
  },
  {
    kind: "release",
    question: "Which interface helps localize an SQL error to a specific character in the input SQL text?",
    keys: ["sqlite3_error_offset()"],
  },
  {
    kind: "release",
    question: "Which new typedef represents the name of a database file?",
    keys: ["sqlite3_filename"],
  },
  {
    kind: "release",
    question: "What does the query planner use to speed up large analytic queries?",
    keys: ["Bloom filter"],
  },
  {
    kind: "release",
    question: "Which CLI command keeps multiple database connections open at the same time?",
    keys: [".connection"],
  },
  {
    kind: "release",
    question: "Which command-line option disables dot-commands that might cause side-effects beyond the database file?",
    keys: ["--safe"],
  },
  { kind: "release", question: "Which flag option was added to sqlite3_open_v2()?", keys: ["SQLITE_OPEN_EXRESCODE"] },
  {
    kind: "release",
    question: "Which new binary comparison operators are equivalent to IS and IS NOT?",
    keys: ["IS NOT DISTINCT FROM"],
  },
  { kind: "release", question: "Which alias was added for a columnar output mode of the CLI?", keys: [".mode qbox"] },
  { kind: "release", question: "Which parameter of the generate_series function is now required?", keys: ["START"] },
  // Two constraints: an entity and a version, date or field; a neighbour holds another value.
  {
    kind: "two-place",
    question: "By how much did the microoptimizations of SQLite 3.39.0 reduce CPU cycles?",
    keys: ["2.3%"],
  },
  {
    kind: "two-place",
    question: "How many fewer CPU cycles do the performance optimizations of SQLite 3.40.0 use?",
    keys: ["1%"],
  },
  { kind: "two-place", question: "What was the default page size before SQLite version 3.12.0?", keys: ["1024"] },
  {
    kind: "two-place",
    question: "What default did SQLITE_MAX_VARIABLE_NUMBER have for versions prior to 3.32.0?",
    keys: ["999"],
  },
  { kind: "two-place", question: "What is the hard upper bound on SQLITE_MAX_FUNCTION_ARG?", keys: ["127"] },
  {
    kind: "two-place",
    question: "Above which value can the maximum number of attached databases not be increased?",
    keys: ["125"],
  },
  { kind: "two-place", question: "What is the default maximum trigger recursion depth?", keys: ["1000"] },
  { kind: "two-place", question: "When does Debian Bookworm reach its end of life (eol)?", keys: ["2026-07-11"] },
  { kind: "two-place", question: "When was Debian Lenny released?", keys: ["2009-02-14"] },
  { kind: "two-place", question: "When was Debian Trixie created?", keys: ["2023-06-10"] },
  { kind: "two-place", question: "When does the extended LTS (eol-elts) of Debian Buster end?", keys: ["2029-06-30"] },
  {
    kind: "two-place",
    question: "What does a b-tree page type value of 5 mean?",
    keys: ["interior table b-tree page"],
  },
  { kind: "two-place", question: "What did SQLite 3.38.0 add to the date and time functions?", keys: ["unixepoch()"] },
  { kind: "two-place", question: "Which PRAGMA statement was added in SQLite 3.37.0?", keys: ["PRAGMA table_list"] },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of SQLITE_MAX_SCHEMA_RETRY_MS?", keys: [] },
  { kind: "absent", question: "Which SQLite release added the sqlite3_vtab_rowid_hint() interface?", keys: [] },
  { kind: "absent", question: "When was Debian Hurricane released?", keys: [] },
  { kind: "absent", question: "What is the default of gc.cruftPackExpiry in Git?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in SQLite 3.40.1?", keys: [] },
  { kind: "absent", question: "What is the default port of the SQLite network server?", keys: [] },
  { kind: "absent", question: "Who signed the SQLite copyright release on 2019-03-14?", keys: [] },
  { kind: "absent", question: "What is the maximum number of triggers per table in SQLite 2.8?", keys: [] },
  { kind: "absent", question: "What is the default value of the PRAGMA quantum_mode setting?", keys: [] },
  { kind: "absent", question: "Which Git release introduced the git teleport command?", keys: [] },
];

/**
 * Questions added in round 4, asked as a user would (the first 84 mostly reuse the documents' words:
 * BM25 finds 97% of them).
 */
const PHRASED_QUESTIONS: RealQuestion[] = [
  // Phrased as a user asks (not copied from the text): synonyms, the entity named differently from
  // its heading, a default among neighbours' defaults, table cells by row and column in other
  // words, release-note facts on an item's second line, two places, plausible absent entities.
  // Python 3.11's manual unless the question names SQLite or Debian. Keys checked with grep.
  {
    kind: "prose",
    question: "Which date does Python's time module treat as the start of the epoch?",
    keys: ["January 1, 1970"],
  },
  {
    kind: "prose",
    question: "On average how much quicker is Python 3.11 than 3.10 on the standard benchmarks?",
    keys: ["1.25x"],
  },
  { kind: "prose", question: "What does the memLevel argument of zlib decide?", keys: ["amount of memory"] },
  { kind: "prose", question: "Is an Adler-32 checksum quicker to compute than a CRC32?", keys: ["much more quickly"] },
  {
    kind: "prose",
    question: "What exception do I get when serialising NaN to JSON with allow_nan turned off?",
    keys: ["ValueError"],
  },
  { kind: "prose", question: "JSON is a subset of which YAML version?", keys: ["YAML 1.2"] },
  {
    kind: "prose",
    question: "How can I make Python's built-in web server accept connections on one address only?",
    keys: ["-b/--bind"],
  },
  {
    kind: "prose",
    question: "Which clock functions does time.sleep() prefer on Unix, and at what resolution?",
    keys: ["clock_nanosleep()", "1 nanosecond"],
  },
  {
    kind: "prose",
    question: "How many columns can a SQLite table have unless the build changes the limit?",
    keys: ["2000"],
  },
  { kind: "prose", question: "How long may a string or blob be in SQLite out of the box?", keys: ["1,000,000,000"] },
  { kind: "table", question: "Which C type does the struct format code H stand for?", keys: ["unsigned short"] },
  { kind: "table", question: "Which C type is packed by the struct code Q?", keys: ["unsigned long long"] },
  {
    kind: "table",
    question: "Which byte order does the '<' prefix select in struct format strings?",
    keys: ["little-endian"],
  },
  { kind: "table", question: "What number stands for the ERROR logging level?", keys: ["40"] },
  { kind: "table", question: "Which logging level has the numeric value 20?", keys: ["INFO"] },
  { kind: "table", question: "What range of values can tm_wday take in a struct_time?", keys: ["[0, 6]"] },
  { kind: "table", question: "At which index of a struct_time is the day of the year?", keys: ["tm_yday", "7"] },
  { kind: "table", question: "Which strftime directive prints the abbreviated month name?", keys: ["%b"] },
  {
    kind: "table",
    question: "Which function turns a local-time struct_time back into seconds since the epoch?",
    keys: ["mktime()"],
  },
  { kind: "table", question: "Which Python type does a JSON array decode to?", keys: ["list"] },
  {
    kind: "table",
    question: "In which file mode does logging.basicConfig open its log file unless told otherwise?",
    keys: ["'a'"],
  },
  { kind: "table", question: "Which port does python -m http.server listen on if I don't give one?", keys: ["8000"] },
  { kind: "table", question: "How hard does zlib.compress compress when no level is passed?", keys: ["-1"] },
  { kind: "table", question: "What window size (wbits) does zlib use when you don't choose one?", keys: ["15"] },
  {
    kind: "table",
    question: "Which HTTP version does the http.server request handler announce unless changed?",
    keys: ["'HTTP/1.0'"],
  },
  { kind: "table", question: "What content type do http.server's error pages have by default?", keys: ["'text/html'"] },
  {
    kind: "table",
    question: "How many frames does a logging call skip by default (stacklevel)?",
    keys: ["defaults to 1"],
  },
  { kind: "table", question: "What codename did Debian 11 get?", keys: ["Bullseye"] },
  { kind: "table", question: "When did Debian 8 come out?", keys: ["2015-04-26"] },
  { kind: "release", question: "Which module for reading TOML arrived in Python 3.11?", keys: ["tomllib"] },
  {
    kind: "release",
    question: "Which CVE does the new limit on int to str conversion digits mitigate?",
    keys: ["CVE-2020-10735"],
  },
  {
    kind: "release",
    question: "Which asyncio context manager added in 3.11 bounds how long an operation may take?",
    keys: ["timeout()"],
  },
  { kind: "release", question: "What alias for timezone.utc did the datetime module gain?", keys: ["datetime.UTC"] },
  { kind: "release", question: "Which math function for cube roots is new in Python 3.11?", keys: ["math.cbrt()"] },
  {
    kind: "release",
    question: "Which bpo issue tracked the fine-grained error locations in tracebacks?",
    keys: ["bpo-43950"],
  },
  { kind: "release", question: "Who wrote the PEP that lets exceptions carry notes?", keys: ["Zac Hatfield-Dodds"] },
  {
    kind: "release",
    question: "Which environment variable stops Python prepending the script's directory to the module search path?",
    keys: ["PYTHONSAFEPATH"],
  },
  {
    kind: "release",
    question: "Which new logging function returns level names mapped to their numbers?",
    keys: ["getLevelNamesMapping()"],
  },
  {
    kind: "release",
    question: "Which code does the internal _sha3 module use now instead of the Keccak Code Package?",
    keys: ["tiny_sha3"],
  },
  {
    kind: "release",
    question: "Which PEP describes the format option that turns negative zero into positive zero?",
    keys: ["PEP 682"],
  },
  {
    kind: "release",
    question: "Which Windows installer option appends the install directories to the path instead of prepending them?",
    keys: ["AppendPath"],
  },
  {
    kind: "release",
    question: "Which hashing algorithm do str and bytes use for hash() since 3.11?",
    keys: ["siphash13"],
  },
  { kind: "release", question: "Who contributed asyncio's TaskGroup class?", keys: ["Yury Selivanov"] },
  {
    kind: "two-place",
    question: "What compression level does the gzip command line interface use by default?",
    keys: ["6"],
  },
  { kind: "two-place", question: "What compression level does gzip.open use by default?", keys: ["The default is 9"] },
  { kind: "two-place", question: "In which Python version did zlib.compress get its wbits parameter?", keys: ["3.11"] },
  {
    kind: "two-place",
    question: "In which version was the defaults parameter added to logging.Formatter?",
    keys: ["3.10"],
  },
  {
    kind: "two-place",
    question: "Which separators does json.dumps use when an indent is given?",
    keys: ["(',', ': ')"],
  },
  { kind: "two-place", question: "What level does logging.disable() default to since Python 3.7?", keys: ["CRITICAL"] },
  { kind: "two-place", question: "What changed in Python 3.11 about the sqlite3 authorizer?", keys: ["passing None"] },
  {
    kind: "two-place",
    question: "What format does time.strptime assume when none is given?",
    keys: ["%a %b %d %H:%M:%S %Y"],
  },
  { kind: "absent", question: "What is the default compression level of the bz2 module?", keys: [] },
  { kind: "absent", question: "What numeric value does the TRACE logging level have?", keys: [] },
  { kind: "absent", question: "Which module for parsing YAML was added in Python 3.11?", keys: [] },
  { kind: "absent", question: "What is the default value of zlib's Z_TURBO_LEVEL?", keys: [] },
  { kind: "absent", question: "Which struct format character packs a 128-bit integer?", keys: [] },
  { kind: "absent", question: "What is the default timeout of gzip.open?", keys: [] },
  { kind: "absent", question: "Which port does http.server use for HTTPS by default?", keys: [] },
];

/**
 * 20 questions in a user's words (prose and release-note facts), written and checked by hand
 * against the text BEFORE the round of rules that followed them (round 4), over documents the
 * suite already fetches: SQLite's WAL page and release notes 3.37-3.40, Python 3.11's release
 * notes. Reported apart (`fresh`) so the rules are seen to generalise beyond the questions they
 * were tuned on.
 */
const FRESH_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question: "How big does the WAL file get before SQLite checkpoints it on its own?",
    keys: ["1000 pages"],
  },
  { kind: "prose", question: "Why won't WAL mode work on a network drive?", keys: ["same machine"] },
  { kind: "prose", question: "How many processes can write to a WAL database at the same time?", keys: ["one writer"] },
  {
    kind: "prose",
    question: "What can go wrong with a WAL transaction bigger than a gigabyte?",
    keys: ["disk-full error"],
  },
  {
    kind: "prose",
    question: "Since which version does WAL cope with big transactions as well as the rollback journal?",
    keys: ["3.11.0"],
  },
  {
    kind: "prose",
    question: "What is moving the WAL's content back into the database file called?",
    keys: ["checkpoint"],
  },
  { kind: "release", question: "Which random number algorithm replaced RC4 in SQLite?", keys: ["Chacha20"] },
  { kind: "release", question: "Can SQLite run inside a web browser now, and how?", keys: ["WASM"] },
  {
    kind: "release",
    question: "Which command-line switch of the sqlite3 shell blocks dot-commands with side effects?",
    keys: ["--safe"],
  },
  {
    kind: "release",
    question: "How do I keep several databases open at once in the SQLite shell?",
    keys: [".connection"],
  },
  {
    kind: "release",
    question: "Is there something new to salvage data from a damaged database file?",
    keys: ["recovery extension"],
  },
  {
    kind: "release",
    question: "Which new type stands for a database file's name in the C API?",
    keys: ["sqlite3_filename"],
  },
  {
    kind: "release",
    question: "Which comparison operators did SQLite add for compatibility with PostgreSQL?",
    keys: ["IS NOT DISTINCT FROM"],
  },
  { kind: "release", question: "What makes large analytic queries faster in SQLite 3.38?", keys: ["Bloom filter"] },
  {
    kind: "release",
    question: "Is there a context manager that switches the working directory and switches back afterwards?",
    keys: ["chdir()"],
  },
  {
    kind: "release",
    question: "Which new operator function simply calls the object it is given?",
    keys: ["operator.call"],
  },
  { kind: "release", question: "Who contributed the asyncio Runner class?", keys: ["Andrew Svetlov"] },
  { kind: "release", question: "Which new enum has members that must be strings?", keys: ["StrEnum"] },
  { kind: "release", question: "What does os.urandom use on Windows in 3.11?", keys: ["BCryptGenRandom()"] },
  {
    kind: "release",
    question: "How much quicker is catching an exception in Python 3.11?",
    keys: ["about 10%"],
  },
];

/**
 * Batch r6: 41 questions over PostgreSQL 15's manual, written and checked by hand against the text
 * BEFORE round 6 changed any rule, on documents the suite did not read before. Every question names
 * PostgreSQL (the suite also holds SQLite's WAL, limits and release notes); `phrased` marks those
 * asked in a user's words rather than the manual's. Reported apart as the held-out figure.
 */
const R6_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "What does PostgreSQL call the set of databases run by one server instance?",
    keys: ["database cluster"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How much disk space does a PostgreSQL numeric value take?",
    keys: ["two bytes for each group of four decimal digits"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "What is the largest precision I can declare for a numeric column in PostgreSQL?",
    keys: ["1000"],
    phrased: true,
  },
  { kind: "prose", question: "How does the PostgreSQL numeric type round ties?", keys: ["away from zero"] },
  {
    kind: "prose",
    question: "What is it called when Postgres stops weather rows from pointing at cities that don't exist?",
    keys: ["referential integrity"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "How large is the pointer that stays in the heap tuple when PostgreSQL stores a value out of line in TOAST?",
    keys: ["18-byte"],
  },
  {
    kind: "prose",
    question: "Which float(p) precisions select the real type in PostgreSQL?",
    keys: ["float(1) to float(24)"],
  },
  {
    kind: "prose",
    question: "Besides turning autovacuum on, what else has to be enabled for it to work in PostgreSQL?",
    keys: ["track_counts"],
    phrased: true,
  },
  // A table cell or a default.
  { kind: "table", question: "What is the maximum number of columns per table in PostgreSQL?", keys: ["1,600"] },
  { kind: "table", question: "How long can a PostgreSQL identifier be?", keys: ["63 bytes"], phrased: true },
  {
    kind: "table",
    question: "How many parameters can a single PostgreSQL query take at most?",
    keys: ["65,535"],
    phrased: true,
  },
  { kind: "table", question: "What is the maximum field size in PostgreSQL?", keys: ["1 GB"] },
  { kind: "table", question: "How much room does a bigint need in PostgreSQL?", keys: ["8 bytes"], phrased: true },
  { kind: "table", question: "What is the range of the smallint type in PostgreSQL?", keys: ["-32768 to +32767"] },
  {
    kind: "table",
    question: "How many autovacuum workers can PostgreSQL run at once out of the box?",
    keys: ["three"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How long does PostgreSQL's autovacuum wait between runs on a database by default?",
    keys: ["1min"],
    phrased: true,
  },
  { kind: "table", question: "What is the default checkpoint_timeout in PostgreSQL?", keys: ["5min"] },
  {
    kind: "table",
    question: "How big may PostgreSQL let the WAL grow between automatic checkpoints unless configured otherwise?",
    keys: ["max_wal_size", "1 GB"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default of autovacuum_vacuum_insert_threshold in PostgreSQL?",
    keys: ["1000 tuples"],
  },
  { kind: "table", question: "What is the default autovacuum_analyze_scale_factor in PostgreSQL?", keys: ["0.1"] },
  // Release notes (PostgreSQL 15.0).
  { kind: "release", question: "When was PostgreSQL 15 released?", keys: ["2022-10-13"] },
  {
    kind: "release",
    question: "Which SQL command that adjusts one table to match another was added in PostgreSQL 15?",
    keys: ["MERGE"],
  },
  {
    kind: "release",
    question: "What were pg_start_backup() and pg_stop_backup() renamed to?",
    keys: ["pg_backup_start()"],
  },
  { kind: "release", question: "What is the new default of hash_mem_multiplier in PostgreSQL 15?", keys: ["2.0"] },
  {
    kind: "release",
    question: "Which role lets someone who is not a superuser run CHECKPOINT since PostgreSQL 15?",
    keys: ["pg_checkpoint"],
    phrased: true,
  },
  {
    kind: "release",
    question: "How do I get the PostgreSQL 15 server to write its log as JSON?",
    keys: ["jsonlog"],
    phrased: true,
  },
  { kind: "release", question: "Who removed the exclusive backup mode in PostgreSQL 15?", keys: ["David Steele"] },
  {
    kind: "release",
    question: "Which PostgreSQL 15 setting makes WAL replay read needed blocks ahead of time?",
    keys: ["recovery_prefetch"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Why can't I use plpython2u any more in Postgres 15?",
    keys: ["Python 2.x is no longer supported"],
    phrased: true,
  },
  // Two constraints: an entity and a version, platform, row or column; a neighbour holds another value.
  {
    kind: "two-place",
    question: "What default did log_autovacuum_min_duration get in PostgreSQL 15?",
    keys: ["10 minutes"],
  },
  {
    kind: "two-place",
    question: "How did commit_delay behave in PostgreSQL releases before 9.3?",
    keys: ["affected only commits"],
  },
  {
    kind: "two-place",
    question: "What does dynamic_shared_memory_type default to on Solaris as of PostgreSQL 15?",
    keys: ["sysv"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which wal_sync_method does PostgreSQL use by default on Linux?",
    keys: ["fdatasync"],
  },
  {
    kind: "two-place",
    question: "Which values fit in a PostgreSQL column declared NUMERIC(3, 1)?",
    keys: ["-99.9 and 99.9"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "How many partition keys does PostgreSQL allow, and can that be raised?",
    keys: ["32", "recompiling"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of autovacuum_sleep_interval in PostgreSQL?", keys: [] },
  { kind: "absent", question: "How many triggers can a PostgreSQL table have at most?", keys: [] },
  { kind: "absent", question: "Which PostgreSQL release added the tinyint type?", keys: [] },
  { kind: "absent", question: "What is the default wal_compression_level in PostgreSQL 15?", keys: [] },
  { kind: "absent", question: "Who added the MERGE command's RETURNING clause in PostgreSQL 15?", keys: [] },
  {
    kind: "absent",
    question: "How much memory may each autovacuum worker use in PostgreSQL unless told otherwise?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r6b: 21 questions over other sections of PostgreSQL 15's manual (connection settings,
 * date/time types, the 15.1 release notes), written and checked by hand AFTER round 6's rules and
 * before running them: the check that those rules generalise.
 */
const R6B_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question: "Which setting decides which network interfaces PostgreSQL accepts connections on?",
    keys: ["listen_addresses"],
    phrased: true,
  },
  { kind: "prose", question: "What is the PostgreSQL Unix-domain socket file named?", keys: [".s.PGSQL.nnnn"] },
  {
    kind: "prose",
    question: "Why is simply updating to PostgreSQL 15.1 enough to clean up leaked temporary-table files?",
    keys: ["postmaster start"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How big is each of the files PostgreSQL splits a large table into?",
    keys: ["1GB per file"],
    phrased: true,
  },
  { kind: "table", question: "Which TCP port does the PostgreSQL server listen on by default?", keys: ["5432"] },
  {
    kind: "table",
    question: "How many clients can be connected to PostgreSQL at the same time unless I change it?",
    keys: ["100 connections"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many connection slots does PostgreSQL keep for superusers by default?",
    keys: ["three connections"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What are the default permissions of PostgreSQL's Unix-domain socket?",
    keys: ["0777"],
  },
  { kind: "table", question: "What is the storage size of the PostgreSQL interval type?", keys: ["16 bytes"] },
  {
    kind: "table",
    question: "What is the latest year a PostgreSQL date column can hold?",
    keys: ["5874897 AD"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which algorithm does PostgreSQL hash passwords with by default?",
    keys: ["scram-sha-256"],
    phrased: true,
  },
  { kind: "release", question: "When was PostgreSQL 15.1 released?", keys: ["2022-11-10"] },
  {
    kind: "release",
    question: "Do I need a dump and restore to move to PostgreSQL 15.1?",
    keys: ["not required"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Who fixed the mis-ordering of WAL operations for GIN indexes in PostgreSQL 15.1?",
    keys: ["Matthias van de Meent"],
  },
  {
    kind: "release",
    question: "Before 15.1, what happened when logical replication tried to write into a foreign-table partition?",
    keys: ["would crash"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What does a tcp_keepalives_idle of 0 mean on Windows in PostgreSQL?",
    keys: ["2 hours"],
  },
  {
    kind: "two-place",
    question: "What is the default of unix_socket_directories on Windows in PostgreSQL?",
    keys: ["the default is empty"],
  },
  {
    kind: "two-place",
    question: "Which day does PostgreSQL read the date input 1/8/1999 as in DMY mode?",
    keys: ["August 1"],
    phrased: true,
  },
  { kind: "absent", question: "What is the default value of max_client_connections_per_ip in PostgreSQL?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in PostgreSQL 15.1?", keys: [] },
  { kind: "absent", question: "How many bytes does the PostgreSQL datetime2 type need?", keys: [] },
];

/**
 * Batch r7: 10 absent questions over documents the suite already fetches (PostgreSQL, Python,
 * SQLite, Git, Debian's release table): plausible things the text does not state (a limit never
 * given, a setting or statement that does not exist, an author or time zone never named), written
 * and checked against the text (grep of the unpacked files) AFTER round 7's honest-status rules and
 * before running them: the check that those rules generalise.
 */
const R7_QUESTIONS: RealQuestion[] = [
  { kind: "absent", question: "How many savepoints can a PostgreSQL transaction hold at most?", keys: [] },
  {
    kind: "absent",
    question: "How long does Python's http.server wait for a slow client before closing the connection?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which PostgreSQL setting limits how many connections a single user may open?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which SQLite release added the MERGE statement?", keys: [] },
  {
    kind: "absent",
    question: "How many worker processes does Python's http.server start to serve requests?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "What is the largest precision SQLite's DECIMAL type supports?", keys: [] },
  { kind: "absent", question: "In which Git release did gc.auto get its current default?", keys: [] },
  { kind: "absent", question: "Which time zone are the dates of Debian's release table given in?", keys: [] },
  { kind: "absent", question: "Who wrote Python's struct module?", keys: [] },
  { kind: "absent", question: "What is the default value of PRAGMA wal_autocheckpoint_bytes in SQLite?", keys: [] },
];

/**
 * Batch r8: 40 questions over the Apache HTTP Server 2.4 manual (apache2-doc), a product the suite did
 * not read before, written and checked by hand against the text (grep of the unpacked files, as the
 * import reads them) before running Canopy on them; absent ones checked absent over every document
 * of the suite. Every question names Apache (the suite also holds PostgreSQL's and Python's servers);
 * `phrased` marks those asked in a user's words rather than the manual's. Two release questions read
 * new_features_2_4.html, which Debian's en/ folder ships in Portuguese (identifiers and versions only).
 */
const R8_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "Why should I keep Apache settings out of .htaccess files when I can edit the main config?",
    keys: ["performance and security"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How can I check whether Apache reads my .htaccess file at all?",
    keys: ["nonsense word"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "What does Apache send back when a client is too slow to finish sending its request headers?",
    keys: ["408 REQUEST TIME OUT"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which program do I use to create the password file for Apache Basic authentication?",
    keys: ["htpasswd"],
  },
  {
    kind: "prose",
    question: "Is it safe to use Apache's Basic authentication without SSL?",
    keys: ["unencrypted"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How many users can I put in one Apache password file before logins get slow?",
    keys: ["a few hundred entries"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "By default, how does Apache combine several Require directives?",
    keys: ["RequireAny"],
  },
  {
    kind: "prose",
    question: "Which operating system APIs made Apache's event MPM possible?",
    keys: ["epoll", "kqueue"],
  },
  {
    kind: "prose",
    question: "Which signal do I send Apache so that it reopens its log files and rereads its configuration?",
    keys: ["SIGHUP"],
    phrased: true,
  },
  // A table cell or a directive's default.
  {
    kind: "table",
    question: "How long does Apache wait for the next request on a kept-alive connection?",
    keys: ["KeepAliveTimeout 5"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the biggest request body Apache accepts unless I change it?",
    keys: ["1073741824"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default of LimitRequestFields in Apache?",
    keys: ["LimitRequestFields", "100"],
  },
  { kind: "table", question: "What is the default ListenBackLog in Apache httpd?", keys: ["511"] },
  {
    kind: "table",
    question: "How many kilobytes of free memory may an Apache allocator keep before it calls free(), out of the box?",
    keys: ["2048"],
    phrased: true,
  },
  { kind: "table", question: "What does Apache's ServerTokens directive default to?", keys: ["ServerTokens Full"] },
  {
    kind: "table",
    question: "In an Apache access log format, which code records how long the request took in microseconds?",
    keys: ["%D"],
    phrased: true,
  },
  {
    kind: "table",
    question: "After an Apache proxy backend fails, how long is it left alone before requests are sent to it again?",
    keys: ["retry", "60"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default lbmethod of an Apache mod_proxy balancer?",
    keys: ["byrequests"],
  },
  { kind: "table", question: "What is Apache's default LogLevel?", keys: ["LogLevel warn"] },
  {
    kind: "table",
    question: "How many byte ranges will Apache serve for one request before it sends the whole file instead?",
    keys: ["MaxRanges", "200"],
    phrased: true,
  },
  {
    kind: "table",
    question: "By default, how long may a client take to send its request headers to Apache?",
    keys: ["header=20-40"],
    phrased: true,
  },
  // Release notes and version facts.
  {
    kind: "release",
    question: "What was Apache's mod_imap module renamed to in 2.2?",
    keys: ["mod_imagemap"],
  },
  {
    kind: "release",
    question: "Which version of the Perl-compatible regex library does Apache 2.2 bundle?",
    keys: ["5.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Since Apache 2.2, which httpd switch prints the modules the configuration actually loads, shared ones too?",
    keys: ["-M"],
    phrased: true,
  },
  { kind: "release", question: "What is mod_access called since Apache 2.2?", keys: ["mod_authz_host"] },
  {
    kind: "release",
    question: "Which module new in Apache 2.2 lets it forward requests to Tomcat?",
    keys: ["mod_proxy_ajp"],
    phrased: true,
  },
  {
    kind: "release",
    question: "What was Apache's MaxRequestWorkers directive called before version 2.3.13?",
    keys: ["MaxClients"],
  },
  {
    kind: "release",
    question: "Since Apache 2.2, how do I cap how long a graceful stop waits for requests still running?",
    keys: ["GracefulShutdownTimeout"],
    phrased: true,
  },
  { kind: "release", question: "Since which Apache 2.4 release is mod_brotli available?", keys: ["2.4.26"] },
  { kind: "release", question: "Since which Apache 2.4 release is mod_md available?", keys: ["2.4.30"] },
  // Two constraints: a directive and an MPM, a context, a version or a table; a neighbour holds another value.
  {
    kind: "two-place",
    question: "How many child processes do Apache's worker and event MPMs start by default?",
    keys: ["StartServers 3"],
  },
  { kind: "two-place", question: "What is Apache's default ThreadLimit with mpm_winnt?", keys: ["1920"] },
  {
    kind: "two-place",
    question: "What is the compiled-in ceiling on threads per child process when Apache runs the event MPM?",
    keys: ["ThreadLimit 100000"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "In Apache mod_proxy, what is the default timeout of a balancer, as opposed to a worker?",
    keys: ["to not wait"],
  },
  {
    kind: "two-place",
    question: "Up to which Apache release did the server accept request bodies of any size by default?",
    keys: ["2.4.53"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "How many extra balancers can be added to an Apache virtual host after configuration by default?",
    keys: ["BalancerGrowth 5"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What MinSpareThreads default does Apache use with mpm_netware?",
    keys: ["MinSpareThreads 10"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of KeepAliveMaxIdleConnections in Apache httpd?", keys: [] },
  {
    kind: "absent",
    question: "How many virtual hosts can a single Apache httpd server hold at most?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Apache httpd release added support for HTTP/3?", keys: [] },
  {
    kind: "absent",
    question: "How big can an Apache access log grow before the server rotates it by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Who wrote Apache's mod_reqtimeout module?", keys: [] },
];

/**
 * Batch r9: 37 questions over HAProxy 2.6's manuals (haproxy-doc), written and checked by hand against
 * the text as the import reads it (keys lie within one line of the wrapped text) after batch r8 and
 * before running Canopy on them; absent ones checked absent over every document of the suite. Every
 * question names HAProxy (the suite also holds Apache's proxy and load balancer). Release questions
 * read the version history the manuals state (HAProxy ships no release notes but a gzipped changelog).
 */
const R9_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "Which signal do I send HAProxy to stop it without cutting the connections it is serving?",
    keys: ["SIGUSR1"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "In HAProxy's master-worker mode, which signal makes the master reload the configuration?",
    keys: ["SIGUSR2"],
  },
  {
    kind: "prose",
    question:
      "Roughly how many concurrent connections can HAProxy serve with the usual limit of 1024 file descriptors?",
    keys: ["about 500"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How much memory does each open connection cost in HAProxy?",
    keys: ["about 33 kB"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How much of the CPU time goes to HAProxy itself rather than the kernel with keep-alive HTTP traffic?",
    keys: ["30%"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Can my HAProxy Lua script resolve host names while HAProxy is serving traffic?",
    keys: ["cannot perform DNS solves"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Why is HAProxy's leastconn algorithm not recommended for HTTP?",
    keys: ["short sessions"],
  },
  // A table cell or a keyword's default.
  { kind: "table", question: "What is HAProxy's default tune.bufsize?", keys: ["16384"] },
  {
    kind: "table",
    question: "How many header lines can a request have before HAProxy rejects it, unless I change it?",
    keys: ["default value is 101"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How long can a client reuse its cached TLS session with HAProxy by default?",
    keys: ["defaults to 300"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many failed health checks in a row does it take for HAProxy to mark a server as down?",
    keys: ["defaults to 3"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How often does HAProxy health-check a server unless told otherwise?",
    keys: ["2000 ms"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the largest weight a HAProxy server can be given?",
    keys: ["maximal value is 256"],
  },
  {
    kind: "table",
    question: "In HAProxy's CSV statistics, which column counts the retried connections to a server?",
    keys: ["wretr"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which HAProxy check_status value means a layer 7 health check timed out?",
    keys: ["L7TOUT"],
  },
  {
    kind: "table",
    question: "What error does a client get from HAProxy when no backend server is available?",
    keys: ["503"],
    phrased: true,
  },
  { kind: "table", question: "In HAProxy's time format, how many milliseconds is one day?", keys: ["86400000ms"] },
  // Version history.
  {
    kind: "release",
    question: "In which HAProxy version was HTTP compression moved into a filter?",
    keys: ["HAProxy 1.7"],
  },
  {
    kind: "release",
    question: "Since which HAProxy release can it pass requests straight to a FastCGI application such as PHP-FPM?",
    keys: ["HAProxy 2.1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Up to which HAProxy version did PROXY protocol v2 health checks send a PROXY command instead of LOCAL?",
    keys: ["version 2.1"],
  },
  {
    kind: "release",
    question: "In which HAProxy release will the bind option process be removed?",
    keys: ["2.7"],
  },
  { kind: "release", question: "How many bug fixes does HAProxy 1.5.14 contain?", keys: ["126 fixes"] },
  {
    kind: "release",
    question: "How long does HAProxy keep maintaining a branch with an odd second digit, like 2.5?",
    keys: ["about a year"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Before which HAProxy version did the version banner spell the name with a hyphen?",
    keys: ["prior to 2.4"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Before HAProxy 2.4, which header did it add to the last response before closing an idle connection?",
    keys: ["connection: close"],
  },
  // Two constraints: a parameter and a direction, a protocol and a mode, a platform; a neighbour holds another value.
  {
    kind: "two-place",
    question: "How many successful health checks in a row bring a HAProxy server back up?",
    keys: ["defaults to 2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "How many HTTPS requests per second did HAProxy serve over TLS resumed connections in its sizing figures?",
    keys: ["13100"],
  },
  {
    kind: "two-place",
    question: "How many concurrent end-to-end TLS connections can HAProxy hold per GB of RAM?",
    keys: ["about 5000"],
  },
  {
    kind: "two-place",
    question: "When short TCP connections saturate a core, how much of HAProxy's CPU time is spent in the system?",
    keys: ["85% system"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "During a HAProxy reload, which signal tells the old process to listen again if the new one fails to bind?",
    keys: ["SIGTTIN"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "What is the per-process hard limit on file descriptors on Linux by default, according to HAProxy's guide?",
    keys: ["1048576"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of tune.h2.max-header-size in HAProxy?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in HAProxy 2.6.12?", keys: [] },
  {
    kind: "absent",
    question: "How much does a HAProxy Enterprise subscription cost?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many backends can a single HAProxy process hold at most?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which port does HAProxy's Prometheus exporter listen on by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Who wrote HAProxy's Lua API documentation?", keys: [] },
];

/** Every question of the suite; `phrased` marks those asked in a user's words. */
/**
 * Batch r10: 36 questions over release notes as Debian ships them, gzip-compressed (Apache httpd's
 * CHANGES, SQLite's release history page, PostgreSQL 15's Debian changelog), written and checked
 * by hand against the unpacked text (zcat | grep) BEFORE running Canopy on them: versions, PR,
 * CVE and ticket numbers, contributors and dates; two places (a version and a module where
 * neighbouring versions hold the same module's other entries); a reason stated in an entry; and
 * absent (a credit, CVE, date or bug number the notes never give).
 */
const R10_QUESTIONS: RealQuestion[] = [
  // Release notes.
  {
    kind: "release",
    question: 'Which PR number goes with the Apache mod_cache fix for a "Vary: *" set via "Header always"?',
    keys: ["70289"],
  },
  {
    kind: "release",
    question: "Which httpd release took out the experimental TLS module built on rustls?",
    keys: ["2.4.63"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Who contributed systemd socket activation support to Apache's mod_systemd?",
    keys: ["Paul Querna"],
  },
  {
    kind: "release",
    question: "Which CVE made every RewriteCond expr test come out true in Apache 2.4.64?",
    keys: ["CVE-2025-54090"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Who is credited with CVE-2025-59775, the NTLM leak on Windows through UNC SSRF in Apache?",
    keys: ["Orange Tsai"],
  },
  {
    kind: "release",
    question: "Since mod_md 2.6.1, how long does Apache wait by default before retrying a failed certificate renewal?",
    keys: ["30 seconds"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which Apache version did mod_md's MDServerStatus become disabled by default?",
    keys: ["2.4.69"],
  },
  {
    kind: "release",
    question: "Since which Apache version can the error log show milliseconds, and with which format specifier?",
    keys: ["2.4.68", "%{m}t"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which media types were added to Apache's conf/mime.types in 2.4.67?",
    keys: ["vnd.sqlite3", "HEIC", "HEIF"],
  },
  {
    kind: "release",
    question:
      "Which environment variable lets a CGI script set Content-Length again after Apache 2.4.59's response-splitting fix?",
    keys: ["ap_trust_cgilike_cl"],
    phrased: true,
  },
  { kind: "release", question: "When was SQLite 3.35.0 released?", keys: ["2021-03-12"] },
  {
    kind: "release",
    question: "Since which SQLite release can I write substring() instead of substr()?",
    keys: ["3.34.0"],
    phrased: true,
  },
  { kind: "release", question: "Which SQLite version added support for generated columns?", keys: ["3.31.0"] },
  {
    kind: "release",
    question: "Which SQLite ticket is the bug where COMMIT said it succeeded although it had failed?",
    keys: ["810dc8038872e212"],
    phrased: true,
  },
  { kind: "release", question: "Which CVE did SQLite 3.39.2 fix?", keys: ["CVE-2022-35737"] },
  {
    kind: "release",
    question: "Which server parameter did PostgreSQL 15.19 add to restrict logical decoding output plugins?",
    keys: ["output_plugin_libraries"],
  },
  {
    kind: "release",
    question: "How does Postgres 15.14 stop a malicious dump from running psql meta-commands during the restore?",
    keys: ["\\restrict"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "I'm on Debian's PostgreSQL 15.7: what script do I run so that existing databases get the pg_stats_ext visibility fix?",
    keys: ["fix-CVE-2024-4317.sql"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Who found that pgcrypto silently left data unencrypted when OpenSSL refused the cipher, fixed in PostgreSQL 15.19?",
    keys: ["Shishir Sharma"],
    phrased: true,
  },
  { kind: "release", question: "When was the postgresql-15 15.18 package uploaded to Debian?", keys: ["12 May 2026"] },
  // Two constraints: a version and a module; neighbouring versions hold the same module's other entries.
  { kind: "two-place", question: "What did Apache 2.4.70 fix in mod_dav_lock?", keys: ["dav_size_indirect()"] },
  {
    kind: "two-place",
    question: "What's the CVE for the Digest authentication timing attack that Apache 2.4.67 fixed?",
    keys: ["CVE-2026-33006"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which version of the HTTP/2 module shipped with httpd 2.4.66?",
    keys: ["2.0.35"],
    phrased: true,
  },
  { kind: "two-place", question: "Which CVE in Apache 2.4.68 concerned mod_dav_fs?", keys: ["CVE-2026-42535"] },
  { kind: "two-place", question: "What day did SQLite 3.35.2 come out?", keys: ["2021-03-17"], phrased: true },
  {
    kind: "two-place",
    question: "Which CVE was the MERGE row-security fix in PostgreSQL 15.4?",
    keys: ["CVE-2023-39418"],
  },
  // A reason or behaviour stated in an entry.
  { kind: "prose", question: "Why did mod_md remove its tailscale support?", keys: ["change their APIs"] },
  {
    kind: "prose",
    question:
      "What does mod_http2 do since Apache 2.4.69 when a client sends a graceful GOAWAY while its streams are still being processed?",
    keys: ["drains open streams"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Why was the EXISTS-to-IN optimization backed out in SQLite 3.36.0?",
    keys: ["slow down queries"],
  },
  {
    kind: "prose",
    question: "Why did PostgreSQL 15.10 put struct ResultRelInfo back to its previous size?",
    keys: ["timescaledb"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question: "Who reported the Apache bug that made every RewriteCond expr test evaluate to true?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE did Apache 2.4.70 fix?", keys: [] },
  { kind: "absent", question: "Who reported CVE-2025-4207, fixed in PostgreSQL 15.13?", keys: [] },
  { kind: "absent", question: "Which SQLite version added the octet_length() SQL function?", keys: [] },
  { kind: "absent", question: "What date did Apache httpd 2.4.58 come out?", keys: [], phrased: true },
  {
    kind: "absent",
    question: "Which Debian bug number did the Romanian debconf translation of postgresql-15 close?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r11, held out: 35 questions over Postfix 3.7's documentation (postfix-doc), a product the
 * suite did not use before, written blind (keys copied from the text, before Canopy ran on it).
 */
const R11_QUESTIONS: RealQuestion[] = [
  // Fact in prose (the overview, the tuning and postscreen guides).
  {
    kind: "prose",
    question: "What does the Postfix tuning guide call pausing before reporting an error to an SMTP client?",
    keys: ["tar pitting"],
  },
  {
    kind: "prose",
    question: "If I send mail with sendmail while Postfix isn't running, which program puts it in the maildrop queue?",
    keys: ["postdrop"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which CVE was discovered through postscreen's tlsproxy implementation?",
    keys: ["CVE-2011-0411"],
  },
  {
    kind: "prose",
    question: "Roughly how much of all spam comes from zombies and other spambots, according to the postscreen howto?",
    keys: ["90%"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "With a destination concurrency of 100, two MX hosts and one of them down, what throughput does Postfix's tuning guide say I'd be limited to?",
    keys: ["6 messages per second"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which header file defines the exit status codes that Postfix's pipe(8) mailer expects?",
    keys: ["sysexits.h"],
  },
  {
    kind: "prose",
    question: "My Mac runs out of process slots when I raise Postfix's limits: what kern.maxproc does the guide set?",
    keys: ["2048"],
    phrased: true,
  },
  // A parameter's default (postconf(5)).
  { kind: "table", question: "What is the default value of Postfix's message_size_limit?", keys: ["10240000"] },
  {
    kind: "table",
    question: "How big can a local mailbox get by default before Postfix stops delivering to it, in bytes?",
    keys: ["51200000"],
    phrased: true,
  },
  { kind: "table", question: "What is the default maximal_backoff_time in Postfix?", keys: ["4000s"] },
  {
    kind: "table",
    question: "How many bytes of message header does Postfix keep by default before it discards the rest?",
    keys: ["102400"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default postscreen_greet_wait, normally and under overload?",
    keys: ["6s", "2s"],
  },
  { kind: "table", question: "What is the default smtpd_timeout, normally and under overload?", keys: ["300s", "10s"] },
  {
    kind: "table",
    question: "How many connections can one SMTP client keep open to Postfix at the same time by default?",
    keys: ["50"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many recipients will the Postfix SMTP server take for one delivery by default?",
    keys: ["1000"],
    phrased: true,
  },
  { kind: "table", question: "What is the default postscreen_cache_retention_time?", keys: ["7d"] },
  // Release notes (RELEASE_NOTES) and the change log.
  {
    kind: "release",
    question:
      "Who first reported the Postfix 3.7 bug that flagged messages as corrupt with \"Unexpected record type 'X'\"?",
    keys: ["Frank Brendel"],
  },
  {
    kind: "release",
    question:
      "I set bare newlines to reject: which reply code should I configure so Postfix also disconnects the client?",
    keys: ["521"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which two parameters gave Postfix 3.7.6 basic OpenSSL configuration file support?",
    keys: ["tls_config_file", "tls_config_name"],
  },
  {
    kind: "release",
    question:
      "Do I have to turn on disconnecting clients that break SMTP pipelining myself, or from which Postfix version is it on by default?",
    keys: ["3.9"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Who reported the hash collision attack risk that made Postfix randomize its in-memory hash tables?",
    keys: ["Pascal Junod"],
  },
  {
    kind: "release",
    question: "How many records can a DNS reply have before Postfix drops and logs it as over-size?",
    keys: ["100 records"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which license is Postfix now also distributed under, beside the IBM Public License 1.0?",
    keys: ["Eclipse Public License 2.0"],
  },
  // Two constraints: a neighbouring parameter, date or version holds a confusable value.
  { kind: "two-place", question: "What is the default lmtp_connect_timeout?", keys: ["0s"] },
  {
    kind: "two-place",
    question: "How long does postscreen trust a client that passed the PREGREET test before testing it again?",
    keys: ["1d"],
    phrased: true,
  },
  { kind: "two-place", question: "What was the default queue_run_delay before Postfix 2.4?", keys: ["1000s"] },
  {
    kind: "two-place",
    question: "Who reported the defect from Postfix 2.3 that the change log entry dated 20231102 fixed?",
    keys: ["Stephan Bosch"],
  },
  { kind: "two-place", question: "When did postscreen get STARTTLS support?", keys: ["December 2010"], phrased: true },
  {
    kind: "two-place",
    question:
      "By default how long does the Postfix SMTP client allow for sending DATA and getting the server's reply to it?",
    keys: ["120s"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "Which Postfix version added built-in MTA-STS policy support?", keys: [] },
  {
    kind: "absent",
    question: "What CVE number did the SMTP smuggling bug fixed in Postfix 3.7.10 get?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was Postfix 3.7.11 released?", keys: [] },
  {
    kind: "absent",
    question: "What port does the policyd-spf policy server listen on by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Who reported the SMTP smuggling problem to the Postfix author?", keys: [] },
  {
    kind: "absent",
    question: "How many messages per day can one Postfix server handle with the default settings?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r13, held out: 37 questions over two products the suite did not use before, rsyslog's
 * manual (rsyslog-doc) and chrony's FAQ, NEWS and Debian changelog (chrony), written blind (keys
 * copied from the text, before Canopy ran on them).
 */
const R13_QUESTIONS: RealQuestion[] = [
  // Fact in prose (the forwarding tutorial, the queues page, omfile and imfile, chrony's FAQ).
  {
    kind: "prose",
    question:
      "Plain TCP syslog is not fully reliable: which protocol does rsyslog's forwarding tutorial say to use for a truly reliable solution?",
    keys: ["RELP"],
  },
  {
    kind: "prose",
    question: "Which rsyslog version must the client run at least for the reliable forwarding setup?",
    keys: ["3.12.0"],
  },
  {
    kind: "prose",
    question: "How much bigger can rsyslog's gzip log files get when I turn on the extra-hardened zip headers?",
    keys: ["four to five times"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How much memory should I assume one syslog message takes in an rsyslog queue?",
    keys: ["512 bytes"],
    phrased: true,
  },
  { kind: "prose", question: "What do the names of rsyslog imfile's state files begin with?", keys: ["imfile-state:"] },
  {
    kind: "prose",
    question: "How many servers should a chrony NTP client have for reliable operation?",
    keys: ["at least three servers"],
  },
  {
    kind: "prose",
    question: "What's the largest number of clients chronyd can keep records for at the same time?",
    keys: ["16777216"],
    phrased: true,
  },
  // A parameter's default (rsyslog's parameter tables, the queues page, chrony's FAQ).
  { kind: "table", question: "What is the default dynaFileCacheSize of rsyslog's omfile?", keys: ["10"] },
  {
    kind: "table",
    question: "How large is the buffer rsyslog's omfile writes output through, by default?",
    keys: ["4 KiB"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default Severity that rsyslog's imfile assigns to the lines it reads?",
    keys: ["notice"],
  },
  {
    kind: "table",
    question: "By default how many TCP connections at once will rsyslog's imtcp accept?",
    keys: ["200"],
    phrased: true,
  },
  { kind: "table", question: "What is the default MaxFrameSize of rsyslog's imtcp?", keys: ["200000"] },
  { kind: "table", question: "What is the default RateLimit.Burst of rsyslog's imtcp?", keys: ["10000"] },
  { kind: "table", question: "What is the default MaxSubmitAtOnce of rsyslog's imfile?", keys: ["1024"] },
  {
    kind: "table",
    question: "How big is each file rsyslog writes for a disk queue by default?",
    keys: ["10mb"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the shortest polling interval chrony uses for a server by default?",
    keys: ["64 seconds"],
    phrased: true,
  },
  // Release notes (chrony's NEWS and Debian changelog).
  { kind: "release", question: "Which CVE was fixed in chrony 3.5.1?", keys: ["CVE-2020-14367"] },
  {
    kind: "release",
    question: "Which chrony version lets me replace the maxdelaydevratio filter with a quantile-based one?",
    keys: ["4.3"],
    phrased: true,
  },
  { kind: "release", question: "What did chrony 4.1 increase the PPS lock limit to?", keys: ["40%"] },
  { kind: "release", question: "Support for which keys did chrony 4.0 drop?", keys: ["RIPEMD"] },
  {
    kind: "release",
    question: "Who reported the extpps problem fixed in chrony's Debian upload 4.3-2+deb12u2?",
    keys: ["Jan Lübbe"],
  },
  {
    kind: "release",
    question: "Who noticed that chrony's AppArmor profile kept chronyd from reading gpsd's sockets?",
    keys: ["Ryan Govostes"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian bug was closed when chrony's network up/down hook scripts were made to always succeed?",
    keys: ["1011533"],
    phrased: true,
  },
  // Two constraints: a neighbouring parameter, version or mode holds a confusable value.
  {
    kind: "two-place",
    question: "In which chrony version did the default maxdelay change to 3 seconds?",
    keys: ["2.0"],
  },
  {
    kind: "two-place",
    question: "Where did chronyd keep its pid file by default before it moved into /var/run/chrony?",
    keys: ["/var/run/chronyd.pid"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What is the default MaxLinesAtOnce of rsyslog's imfile in polling mode?",
    keys: ["10240"],
  },
  {
    kind: "two-place",
    question: "Which mode does rsyslog's imfile default to when it is loaded with a legacy $ModLoad statement?",
    keys: ["polling"],
  },
  {
    kind: "two-place",
    question: "What is the default dirCreateMode module parameter of rsyslog's omfile?",
    keys: ["0700"],
  },
  {
    kind: "two-place",
    question: "With GnuTLS, how deep a certificate chain does rsyslog's imtcp verify if I don't set a depth?",
    keys: ["5"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Since which rsyslog version does imtcp refuse expired TLS certificates by default?",
    keys: ["8.2012.0"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of rsyslog omfile's rotation.maxFiles parameter?", keys: [] },
  {
    kind: "absent",
    question: "Which port does rsyslog's RELP input module imrelp listen on by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Who reported the waitsync bug fixed in chrony 4.3?", keys: [] },
  { kind: "absent", question: "Which Debian bug did chrony's 4.3-1 upload close?", keys: [] },
  {
    kind: "absent",
    question: "How many lines per second can rsyslog's imfile read in inotify mode?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE was fixed in chrony 4.2?", keys: [] },
  {
    kind: "absent",
    question: "How fast will chronyd slew the clock at most if I leave maxslewrate unset?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r14, held out: 37 questions over two products the suite did not use before, Squid 5.7
 * (squid-common: the documented squid.conf, the release notes, the ChangeLog and Debian's
 * changelog) and Exim 4.96's specification (exim4-doc-html: main configuration, the smtp
 * transport, retry configuration, common settings), written blind (keys copied from the text,
 * before Canopy ran on them; scored once by the integrator).
 */
const R14_QUESTIONS: RealQuestion[] = [
  // Fact in prose (Exim's common settings and retry chapters, squid.conf's directive notes).
  {
    kind: "prose",
    question: "For large or complicated mailing lists, which specialized list software does the Exim manual recommend?",
    keys: ["Majordomo", "Mailman"],
  },
  {
    kind: "prose",
    question: "If my exim configuration has no retry rules at all, what happens to deliveries that fail temporarily?",
    keys: ["permanent"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Which option should an intermittently connected Exim client start its queue run with so that the queue is scanned twice, routing first?",
    keys: ["-qq"],
  },
  {
    kind: "prose",
    question: "Which exim command line option tests which retry rule will be used for a given address?",
    keys: ["-brt"],
  },
  {
    kind: "prose",
    question: "In what size chunks does squid keep objects in its memory cache?",
    keys: ["4 KB"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "What is the standard UDP port for ICP according to squid's configuration reference?",
    keys: ["3130"],
  },
  {
    kind: "prose",
    question:
      "When I tell squid to rotate its logs from the command line, which signal does the running process normally get?",
    keys: ["USR1"],
    phrased: true,
  },
  // A directive's or option's default (squid.conf's "#Default:" lines, Exim's "Use | Type | Default" rows).
  { kind: "table", question: "What is the default cache_mem in squid?", keys: ["256 MB"] },
  {
    kind: "table",
    question: "By default, how big can an object be and still be stored in squid's disk cache?",
    keys: ["4 MB"],
    phrased: true,
  },
  { kind: "table", question: "What is squid's default dns_timeout?", keys: ["30 seconds"] },
  {
    kind: "table",
    question: "How large may the headers of an HTTP request that squid receives be by default?",
    keys: ["64 KB"],
    phrased: true,
  },
  {
    kind: "table",
    question: "At most how many recipients does exim's smtp transport put in one SMTP transaction by default?",
    keys: ["100"],
    phrased: true,
  },
  { kind: "table", question: "What is exim's default message_size_limit?", keys: ["50M"] },
  {
    kind: "table",
    question: "How many incoming SMTP connections will the exim daemon accept at the same time by default?",
    keys: ["20"],
    phrased: true,
  },
  { kind: "table", question: "What is the default queue_run_max in exim?", keys: ["5"] },
  { kind: "table", question: "What is exim's default ignore_bounce_errors_after?", keys: ["10w"] },
  // Release notes (Squid 5's release notes, its ChangeLog and Debian's changelog).
  {
    kind: "release",
    question: "Which squid.conf directive did Squid 5 remove in favour of the Happy Eyeballs algorithm?",
    keys: ["dns_v4_first"],
  },
  {
    kind: "release",
    question: "Which Squid 5 directive replaced collapsed_forwarding_shared_entries_limit?",
    keys: ["shared_transient_entries_limit"],
  },
  {
    kind: "release",
    question: "Which Squid release put libxml2 back as the preferred ESI parser?",
    keys: ["Squid-5.5"],
    phrased: true,
  },
  { kind: "release", question: "When was squid 5.7 released?", keys: ["05 Sep 2022"] },
  {
    kind: "release",
    question: "Which CVE led Debian to build squid without ESI support?",
    keys: ["CVE-2024-45802"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Under which bug number does squid's ChangeLog list OpenSSL 3.0 support?",
    keys: ["5133"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which squid version was sslflags=CONDITIONAL_AUTH added to http_port?",
    keys: ["squid-5.0.4"],
  },
  // Two constraints: a neighbouring directive, platform, product or upload holds a confusable value.
  {
    kind: "two-place",
    question: "If I'm not on Debian, how many old log generations does squid keep by default when rotating?",
    keys: ["10"],
    phrased: true,
  },
  { kind: "two-place", question: "What is squid's default maximum_object_size_in_memory?", keys: ["512 KB"] },
  {
    kind: "two-place",
    question: "How long does squid remember that a DNS lookup failed, by default?",
    keys: ["1 minutes"],
    phrased: true,
  },
  { kind: "two-place", question: "What is the default connect_timeout of exim's smtp transport?", keys: ["5m"] },
  {
    kind: "two-place",
    question: "How long does exim keep positive callout cache data for a domain by default?",
    keys: ["7d"],
  },
  { kind: "two-place", question: "What is the default smtp_accept_max_nonmail in exim?", keys: ["10"] },
  { kind: "two-place", question: "Which Debian bug did squid's 5.7-2+deb12u4 upload close?", keys: ["1118341"] },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question: "How often does squid check a cache_peer's monitor URL by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE was fixed in squid's Debian upload 5.7-2?", keys: [] },
  { kind: "absent", question: "When was squid 5.8 released?", keys: [] },
  { kind: "absent", question: "Who reported squid bug 5133 about OpenSSL 3.0 support?", keys: [] },
  {
    kind: "absent",
    question: "In which Exim release did the smtp transport gain the hosts_try_fastopen option?",
    keys: [],
  },
  { kind: "absent", question: "What is the default batch_max of exim's lmtp transport?", keys: [] },
  {
    kind: "absent",
    question: "Which Debian bug report did the LTS team's July 2026 squid security upload close?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r15, held out: 37 questions over two products the suite did not use before, Mutt 2.2.12
 * (mutt: the manual's reference and tuning chapters, NEWS and Debian's changelog) and dnsmasq 2.90
 * (dnsmasq-base: the FAQ, the setup guide, the CHANGELOG and Debian's changelog), written blind
 * (keys copied from the text, before Canopy ran on them; scored once by the integrator).
 */
const R15_QUESTIONS: RealQuestion[] = [
  // Fact in prose (Mutt's variable descriptions and tuning chapter, dnsmasq's FAQ and setup guide).
  { kind: "prose", question: "What is the largest value mutt allows for wrap_headers?", keys: ["998"] },
  {
    kind: "prose",
    question:
      "According to mutt's manual, how long may an IMAP server let an idle connection sit before it is allowed to drop it?",
    keys: ["30 minutes"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "When I read mail over IMAP, how many of the messages I have opened does mutt keep around during a session?",
    keys: ["usually 10"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which ports have to get through the firewall for dnsmasq's DHCP server to work?",
    keys: ["67 and 68"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which networking mode does dnsmasq use when neither bind-interfaces nor bind-dynamic is specified?",
    keys: ["wildcard"],
  },
  {
    kind: "prose",
    question:
      "Before handing out an address, how long does dnsmasq's DHCP server wait to see whether anybody answers a ping?",
    keys: ["between two and three"],
    phrased: true,
  },
  { kind: "prose", question: "Which syslog facility does dnsmasq log its debugging information to?", keys: ["local0"] },
  {
    kind: "prose",
    question: "Which capabilities must a Linux vserver be given for dnsmasq's DHCP function?",
    keys: ["NET_ADMIN", "NET_RAW"],
  },
  // A configuration variable's default (Mutt's "Type: ... Default: ..." lines).
  { kind: "table", question: "What is the default header_cache_pagesize in mutt?", keys: ["16384"] },
  {
    kind: "table",
    question: "Which cipher does mutt encrypt S/MIME messages with unless I pick another one?",
    keys: ["aes256"],
    phrased: true,
  },
  { kind: "table", question: "What is mutt's default send_charset?", keys: ["us-ascii:iso-8859-1:utf-8"] },
  {
    kind: "table",
    question: "In which file does mutt keep the server certificates I trust, out of the box?",
    keys: ["~/.mutt_certificates"],
    phrased: true,
  },
  { kind: "table", question: "What is the default sendmail command in mutt?", keys: ["/usr/sbin/sendmail -oem -oi"] },
  { kind: "table", question: "What is mutt's default score_threshold_flag?", keys: ["9999"] },
  {
    kind: "table",
    question:
      "How many seconds does mutt sit waiting for a keypress before it gives up and goes to check for new mail?",
    keys: ["600"],
    phrased: true,
  },
  { kind: "table", question: "What is the default value of mutt's attribution variable?", keys: ["On %d, %n wrote:"] },
  // Release notes (Mutt's NEWS and Debian changelog, dnsmasq's CHANGELOG).
  { kind: "release", question: "Which mutt version added $imap_fetch_chunk_size?", keys: ["1.12.0"] },
  {
    kind: "release",
    question: "Since which mutt release does it watch local mailboxes with inotify on Linux?",
    keys: ["1.11.0"],
    phrased: true,
  },
  { kind: "release", question: "When was mutt 2.2.8 released?", keys: ["2022-11-05"] },
  {
    kind: "release",
    question: "Who provided the patch that replaced cyrus-sasl with gsasl in mutt's Debian package?",
    keys: ["Bastian Germann"],
  },
  {
    kind: "release",
    question: "Who found the dnsmasq bug, fixed in 2.89, that could mangle the DNS cache's internal data?",
    keys: ["Timo van Roermund"],
    phrased: true,
  },
  { kind: "release", question: "Which dnsmasq version added the --use-stale-cache option?", keys: ["2.88"] },
  {
    kind: "release",
    question: "What did dnsmasq 2.90 set the default maximum DNS UDP packet size to?",
    keys: ["1232"],
  },
  {
    kind: "release",
    question:
      "Which CVE applies to dnsmasq using random source ports even when a source address or interface is given?",
    keys: ["CVE-2021-3448"],
  },
  // Two constraints: a neighbouring release, upload, limit or patch holds a confusable value.
  {
    kind: "two-place",
    question: "In which release was mutt's $ssl_force_tls default reverted to unset?",
    keys: ["1.13.4"],
  },
  {
    kind: "two-place",
    question: "Which Debian bug did mutt's 2.2.9-1+deb12u1 security upload close?",
    keys: ["1051563"],
  },
  {
    kind: "two-place",
    question:
      "Before dnsmasq 2.85, which range did it take random DNS source ports from when min-port and max-port were not configured?",
    keys: ["1024", "65535"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "How many iterations of an NSEC3 record will dnsmasq 2.90's DNSSEC validation allow?",
    keys: ["150"],
  },
  {
    kind: "two-place",
    question: "In which dnsmasq version did the default DHCPv6 lease time change to one day?",
    keys: ["2.82"],
  },
  {
    kind: "two-place",
    question: "Which CVE does dnsmasq's Debian patch for the NSEC bitmap parsing infinite loop fix?",
    keys: ["CVE-2026-4890"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of mutt's $imap_idle_timeout?", keys: [] },
  { kind: "absent", question: "When was mutt 2.2.13 released?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in mutt's Debian upload 2.2.7-1?", keys: [] },
  { kind: "absent", question: "Who reported CVE-2021-32055 to the mutt developers?", keys: [] },
  { kind: "absent", question: "Which Debian bug did dnsmasq's 2.90-4~deb12u2 security upload close?", keys: [] },
  {
    kind: "absent",
    question: "How many names does dnsmasq keep in its DNS cache if I don't set a size?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "On which port does dnsmasq serve network-boot files by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r16, held out: 37 questions over two products the suite did not use before, BIND 9.18.49
 * (bind9-doc: the ARM's configuration reference, release notes, introduction and history chapters,
 * Debian's changelog) and tor 0.4.9.11 (tor: the tor(1) manual in HTML and Debian's changelog),
 * written blind (keys copied from the text, before Canopy ran on them; scored once by the integrator).
 */
const R16_QUESTIONS: RealQuestion[] = [
  // Fact in prose (BIND's history, introduction and reference prose; tor's option descriptions).
  {
    kind: "prose",
    question: "Who wrote the very first DNS server program, years before BIND existed?",
    keys: ["Paul Mockapetris"],
    phrased: true,
  },
  { kind: "prose", question: "When was BIND version 9 released?", keys: ["September 2000"] },
  {
    kind: "prose",
    question: "Why are there exactly thirteen root name servers?",
    keys: ["512-byte UDP message"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "About how much memory does each client waiting on a recursive lookup cost a BIND server?",
    keys: ["20 kilobytes"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "At or below what amount of memory does BIND's max-cache-size stop working reliably?",
    keys: ["100 MB"],
  },
  {
    kind: "prose",
    question: "What range of values does tor accept for ConstrainedSockSize?",
    keys: ["2048", "262144"],
  },
  {
    kind: "prose",
    question: "How much bandwidth must I give a tor relay at the very least to run it on the public network?",
    keys: ["75 KBytes"],
    phrased: true,
  },
  { kind: "prose", question: "Which Linux kernel version does tor's KIST scheduler need at least?", keys: ["2.6.39"] },
  // A statement's or an option's default (BIND's "The default is ..." prose, tor's "(Default: ...)").
  { kind: "table", question: "What is the default transfer-message-size in BIND?", keys: ["20480"] },
  { kind: "table", question: "What is BIND's default max-refresh-time?", keys: ["2419200"] },
  {
    kind: "table",
    question: "Which hash function does named use to generate DNS server cookies unless told otherwise?",
    keys: ["siphash24"],
    phrased: true,
  },
  { kind: "table", question: "What is the default session-keyalg in BIND?", keys: ["hmac-sha256"] },
  { kind: "table", question: "What is tor's default HeartbeatPeriod?", keys: ["6 hours"] },
  {
    kind: "table",
    question: "On which ports does tor warn me by default that my connection isn't encrypted?",
    keys: ["23,109,110,143"],
    phrased: true,
  },
  { kind: "table", question: "What is the default MaxOnionQueueDelay in tor?", keys: ["1750 msec"] },
  {
    kind: "table",
    question: "When does a tor relay's bandwidth accounting period begin if I don't configure it?",
    keys: ["month 1 0:00"],
    phrased: true,
  },
  // Release notes (BIND's 9.18 notes and Debian changelog, tor's Debian changelog).
  {
    kind: "release",
    question: "Which CVE was assigned to the GSS-API resource leak fixed in BIND 9.18.49?",
    keys: ["CVE-2026-3039"],
  },
  {
    kind: "release",
    question: "Who reported the BIND issue of resolver server lists growing too large (CVE-2026-3592)?",
    keys: ["Shuhan Zhang"],
  },
  {
    kind: "release",
    question:
      "Which BIND 9.18 release stopped using a random number generator whose state an attacker could recover to predict query IDs and ports?",
    keys: ["9.18.41"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Since which BIND 9.18 release is Python 3.10 or newer required for the system test suite?",
    keys: ["9.18.45"],
  },
  {
    kind: "release",
    question: "Which Debian upload of tor turned on the proof-of-work defence, making the binary GPL-licensed?",
    keys: ["0.4.8.4-2"],
    phrased: true,
  },
  { kind: "release", question: "Which Debian bug did the tor 0.4.8.13-2 upload close?", keys: ["1073748"] },
  {
    kind: "release",
    question: "Who is thanked for the tor apparmor profile change allowing reads of everything below /etc/tor/?",
    keys: ["alexey"],
  },
  { kind: "release", question: "When was bind9 1:9.18.41-1~deb12u1 uploaded to Debian?", keys: ["22 Oct 2025"] },
  // Two constraints: a neighbouring option, threshold, release or upload holds a confusable value.
  { kind: "two-place", question: "What is tor's default HiddenServicePoWQueueBurst?", keys: ["2500"] },
  {
    kind: "two-place",
    question: "What is the shortest time BIND can be set to wait for the first message on a new TCP connection?",
    keys: ["2.5 seconds"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: 'What is the default "high" threshold of BIND\'s fetch-quota-params?',
    keys: ["0.3"],
  },
  { kind: "two-place", question: "Which CVE did BIND 9.18.47 fix?", keys: ["CVE-2026-1519"] },
  { kind: "two-place", question: "Which tor Debian upload dropped the 64b5638b backport patch?", keys: ["0.4.9.6-1"] },
  {
    kind: "two-place",
    question: "What limit did BIND 9.18.47 put on NSEC3 iterations when validating referrals to unsigned delegations?",
    keys: ["set at 150"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of BIND's max-zone-ttl-cache option?", keys: [] },
  { kind: "absent", question: "When was BIND 9.18.50 released?", keys: [] },
  { kind: "absent", question: "Which CVE did tor's Debian upload 0.4.8.12-1 fix?", keys: [] },
  {
    kind: "absent",
    question: "Who reported the BIND 9.18.46 bug where a stale answer could be served when following CNAME chains?",
    keys: [],
  },
  { kind: "absent", question: "Which Debian bug did bind9's 1:9.18.49-1~deb12u1 upload close?", keys: [] },
  // Absent when written; answerable since r34 imported unbound.conf(5) ("tls-port ... default 853").
  {
    kind: "table",
    question: "If I switch to Unbound, which port does it answer DNS over TLS on by default?",
    keys: ["853"],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How much RAM does the BIND manual recommend for a resolver serving 10,000 clients?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r17, held out: 37 questions over two products the suite did not use before, OpenVPN 2.6.14
 * (openvpn: the openvpn(8) manual, the upstream changelog and Debian's) and lighttpd 1.4.69
 * (lighttpd-doc: the configuration reference and the performance tuning guide), written blind (keys
 * copied from the text, before Canopy ran on them; scored once by the integrator).
 */
const R17_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "Which three modules does lighttpd load automatically since 1.4.0?",
    keys: ["mod_indexfile", "mod_dirlisting", "mod_staticfile"],
  },
  {
    kind: "prose",
    question: "How do I stop lighttpd from advertising its version number in responses?",
    keys: ['server.tag = "lighttpd"'],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which old PDF viewer is the reason distro configs turn off partial downloads for PDFs?",
    keys: ["Adobe Acrobat"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "What can go wrong if mod_auth is loaded after mod_fastcgi in lighttpd?",
    keys: ["disable authentication"],
  },
  {
    kind: "prose",
    question: "After how many failed tries does OpenVPN start slowing down its reconnection attempts?",
    keys: ["5 retries"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "What is OpenVPN's --max-routes-per-client meant to help contain?",
    keys: ["DoS attacks"],
  },
  {
    kind: "prose",
    question: "Which ssl.read-ahead setting does lighttpd recommend for slow embedded systems?",
    keys: ['ssl.read-ahead = "disable"'],
  },
  { kind: "prose", question: "Should lighttpd's server.max-worker normally be changed?", keys: ["CPU bottlenecks"] },
  // A table cell or a parameter's default.
  { kind: "table", question: "What is the default of lighttpd's server.max-keep-alive-requests?", keys: ["128"] },
  { kind: "table", question: "What is the default of lighttpd's server.max-write-idle?", keys: ["360"] },
  {
    kind: "table",
    question: "How big can a POST request to lighttpd be by default?",
    keys: ["2097152"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which mechanism does lighttpd use by default to wait for network events?",
    keys: ["poll"],
    phrased: true,
  },
  { kind: "table", question: "What port does OpenVPN's --socks-proxy use when none is given?", keys: ["1080"] },
  { kind: "table", question: "What is the default of OpenVPN's --max-routes-per-client?", keys: ["256"] },
  {
    kind: "table",
    question: "How long do the peers get to finish the TLS key exchange before OpenVPN gives up on it?",
    keys: ["60 seconds"],
    phrased: true,
  },
  { kind: "table", question: "Which HTTP version does OpenVPN speak to an HTTP proxy by default?", keys: ["1.0"] },
  // Release notes and changelogs.
  {
    kind: "release",
    question: "Which CVE did OpenVPN 2.6.14 fix for servers using --tls-crypt-v2?",
    keys: ["CVE-2025-2704"],
  },
  {
    kind: "release",
    question: "Who discovered the tls-crypt-v2 ASSERT() bug fixed in OpenVPN 2.6.14?",
    keys: ["internal QA"],
  },
  {
    kind: "release",
    question: "Which OpenVPN release fixed the http-proxy bug that stopped proxy credentials being cached?",
    keys: ["2.6.12"],
  },
  { kind: "release", question: "When was Debian's openvpn 2.6.3-1+deb12u2 uploaded?", keys: ["11 Nov 2023"] },
  {
    kind: "release",
    question: "Which CVE was the division by zero triggered by OpenVPN's --fragment option?",
    keys: ["CVE-2023-46849"],
  },
  {
    kind: "release",
    question: "Who contributed the Romanian translation of the openvpn Debian package's prompts?",
    keys: ["Remus-Gabriel Chelu"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian bug was closed by adding CAP_SETPCAP to openvpn's systemd unit?",
    keys: ["1074504"],
  },
  {
    kind: "release",
    question: "In which release did OpenVPN start telling systemd-ask-password not to time out?",
    keys: ["2.6.13"],
    phrased: true,
  },
  // Two constraints: an entity and a version, date or field.
  {
    kind: "two-place",
    question: "In Debian's openvpn 2.6.3-1+deb12u2 upload, what was CVE-2023-46850 about?",
    keys: ["send buffer"],
  },
  {
    kind: "two-place",
    question: "Which CVE is the use-after-free in tls_wrap_reneg() fixed in openvpn 2.6.14-0+deb12u2?",
    keys: ["CVE-2026-13117"],
  },
  {
    kind: "two-place",
    question: "On what date was openvpn 2.6.3-1+deb12u3 uploaded to Debian?",
    keys: ["02 Apr 2025"],
  },
  { kind: "two-place", question: "Which Debian upload of openvpn patched CVE-2025-13086?", keys: ["2.6.3-1+deb12u4"] },
  {
    kind: "two-place",
    question: "With --connect-retry, what is the longest OpenVPN will wait between attempts if no max is given?",
    keys: ["300"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which GitHub issue was the AUTH_FAIL trailing CR/NL fix in OpenVPN 2.6.12?",
    keys: ["#568"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "Which OpenVPN release added WireGuard support?", keys: [] },
  { kind: "absent", question: "When was lighttpd 1.4.69 released?", keys: [] },
  { kind: "absent", question: "Who maintains the lighttpd package in Debian?", keys: [] },
  { kind: "absent", question: "Does lighttpd support HTTP/3 over QUIC?", keys: [] },
  {
    kind: "absent",
    question: "How much does an OpenVPN Access Server licence cost per user?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which lighttpd version first shipped mod_webdav?", keys: [] },
  {
    kind: "absent",
    question: "What TCP port does OpenVPN's management interface listen on if I don't choose one?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r18, held out: 37 questions over two products the suite did not use before, zsh 5.9
 * (zsh-doc: the Options and Parameters chapters; zsh-common: the upstream NEWS and Debian's changelog)
 * and GNU nano 7.2 (nano: the manual, the upstream NEWS and Debian's changelog), written blind (keys
 * copied from the text, before Canopy ran on them; scored once by the integrator).
 */
const R18_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "How much bigger than SAVEHIST can zsh's history file grow before zsh rewrites it to trim it?",
    keys: ["20%"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which three nano options bring back Pico's wrapping, scrolling and blank line since nano 4.0?",
    keys: ["--breaklonglines", "--jumpyscrolling", "--emptyline"],
  },
  {
    kind: "prose",
    question: "How can I make nano hard-wrap lines at the same column Pico does?",
    keys: ["--fill=-6"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which file does zsh still source at startup when the RCS option is unset?",
    keys: ["/etc/zsh/zshenv"],
  },
  {
    kind: "prose",
    question: "Which zsh option can help avoid corrupting the history file when my home directory is on NFS?",
    keys: ["HIST_FCNTL_LOCK"],
    phrased: true,
  },
  { kind: "prose", question: "What is the largest value zsh's RANDOM parameter can produce?", keys: ["32767"] },
  {
    kind: "prose",
    question: "In nano, how do I type a character by entering its Unicode code in hexadecimal?",
    keys: ["M-V"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Can I start nano in restricted mode just by the name I invoke it under?",
    keys: ["rnano"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is the default value of nano's fill setting?", keys: ["-8"] },
  { kind: "table", question: "What is the default value of nano's set errorcolor?", keys: ["bold,white,red"] },
  {
    kind: "table",
    question: "Which colours does nano use by default to highlight a search match?",
    keys: ["black,lightyellow"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What does zsh's prompt look like by default if I never set PS1?",
    keys: ["%m%#"],
    phrased: true,
  },
  { kind: "table", question: "What is the default of zsh's TMPPREFIX parameter?", keys: ["/tmp/zsh"] },
  { kind: "table", question: "Which zsh option does the single letter option -J stand for?", keys: ["AUTO_CD"] },
  {
    kind: "table",
    question: "How deeply can zsh shell functions nest before zsh raises an error, typically?",
    keys: ["500"],
    phrased: true,
  },
  { kind: "table", question: "Which zsh option is HIST_APPEND an alias of?", keys: ["APPEND_HISTORY"] },
  // Release notes and changelogs.
  { kind: "release", question: "Which GNU nano release introduced the --zero option?", keys: ["6.0"] },
  { kind: "release", question: "On what date was GNU nano 5.0 released?", keys: ["2020.07.29"] },
  { kind: "release", question: "In which nano release was support for Slang removed?", keys: ["5.5"] },
  { kind: "release", question: "Who reported zsh's CVE-2021-45444?", keys: ["RyotaK"] },
  {
    kind: "release",
    question: "Since which zsh version can I give prompt colours as hex triplets on true colour terminals?",
    keys: ["5.7.1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian bug was closed by making the zsh package update /etc/shells with dpkg triggers?",
    keys: ["1023317"],
  },
  {
    kind: "release",
    question: "Who provided the patches in Debian's nano 7.2-1+deb12u1 upload for the minor security issues?",
    keys: ["Benno Schulenberg"],
  },
  {
    kind: "release",
    question: "Which pager does Debian's zsh use by default instead of more?",
    keys: ["/usr/bin/pager"],
    phrased: true,
  },
  // Two constraints: an entity and a version, date, mode or field.
  {
    kind: "two-place",
    question: "With nano's --minibar in effect, after how long does --quickblank make a message disappear?",
    keys: ["0.8 seconds"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What is zsh's default PS4 execution trace prompt outside sh and ksh emulation?",
    keys: ["+%N:%i>"],
  },
  {
    kind: "two-place",
    question: "Which CVE fixed in zsh 5.6 was about shebang lines longer than 64 characters?",
    keys: ["CVE-2018-13259"],
  },
  { kind: "two-place", question: "When was Debian's nano 5.4-2+deb11u2 uploaded?", keys: ["02 Dec 2022"] },
  {
    kind: "two-place",
    question: "Which option that nano 5.5 had added to mark search results was removed in nano 5.6?",
    keys: ["markmatch"],
  },
  {
    kind: "two-place",
    question: "In zsh's sh/ksh emulation set of single letter options, what does -f stand for?",
    keys: ["NO_GLOB"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of zsh's KEYTIMEOUT?", keys: [] },
  {
    kind: "absent",
    question: "How many commands does zsh keep in its history list if I never set HISTSIZE?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "What is the default interval of nano's autosave setting?", keys: [] },
  { kind: "absent", question: "Which CVE numbers did Debian's nano 7.2-1+deb12u1 upload fix?", keys: [] },
  { kind: "absent", question: "Which zsh release added the zsh/json module?", keys: [] },
  { kind: "absent", question: "Which GNU nano release added Language Server Protocol support?", keys: [] },
  { kind: "absent", question: "Which Debian bug was closed by the zsh 5.9-5 upload?", keys: [] },
];

/**
 * Batch r19, held out: 37 questions over two products the suite did not use before, NTPsec 1.2.2
 * (ntpsec-doc: the ntp.conf(5) manual and the NTS quick start guide; ntpsec: the upstream NEWS and
 * Debian's changelog) and Dovecot 2.3.19.1 (dovecot-core: the wiki's service and Pigeonhole Sieve
 * configuration pages, the upstream NEWS and Debian's changelog), written blind (keys copied from the
 * text, before Canopy ran on them; scored once by the integrator).
 */
const R19_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "What code does an NTPsec server put in a kiss-of-death packet when a cryptographic violation occurs?",
    keys: ["CRYP"],
  },
  {
    kind: "prose",
    question: "How many levels deep can I nest includefile directives in NTPsec's ntp.conf?",
    keys: ["depth of five"],
    phrased: true,
  },
  { kind: "prose", question: "Where does the name of NTPsec's flake restrict flag come from?", keys: ["Bob Braden"] },
  {
    kind: "prose",
    question: "With NTS working, what number should I see in the t column of NTPsec's ntpq -p output?",
    keys: ["should be 8"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which C library function do Dovecot's dns-client processes use internally for lookups?",
    keys: ["gethostbyname"],
  },
  {
    kind: "prose",
    question: "Why does Dovecot run its auth-worker processes as root out of the box?",
    keys: ["/etc/shadow"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How does Dovecot's Sieve plugin order the scripts of a sieve_before directory?",
    keys: ["file names"],
  },
  {
    kind: "prose",
    question: "Since which Pigeonhole version does Dovecot's Sieve support trace debugging?",
    keys: ["0.4.14"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "How big does the clock offset have to get before NTPsec steps the clock instead of slewing it, by default?",
    keys: ["0.128"],
    phrased: true,
  },
  { kind: "table", question: "What is the default mindepth of NTPsec's MRU list?", keys: ["600 entries"] },
  {
    kind: "table",
    question: "Which AEAD algorithm does NTPsec's NTS use on the wire by default?",
    keys: ["AES_SIV_CMAC_256"],
  },
  {
    kind: "table",
    question: "Which field of NTPsec's usestats records holds the resident set size?",
    keys: ["ru_maxrss"],
  },
  {
    kind: "table",
    question: "What permissions does Dovecot give a UNIX socket listener if I don't set its mode?",
    keys: ["0700"],
    phrased: true,
  },
  { kind: "table", question: "What is the default of Dovecot's sieve_max_actions?", keys: ["32"] },
  {
    kind: "table",
    question: "How large can a Sieve script be before Dovecot's Sieve compiler refuses it?",
    keys: ["1M"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What does Dovecot's process_limit default to for the imap and pop3 services?",
    keys: ["1024"],
  },
  // Release notes and changelogs.
  {
    kind: "release",
    question: "What's the earliest NTPsec version that fully supports NTS as the final RFC defines it?",
    keys: ["1.2.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which CVE was the ntpkeygen '#' character fix in NTPsec 1.2.1?",
    keys: ["CVE-2021-22212"],
  },
  {
    kind: "release",
    question: "Who gets the credit for the cookie crash fix in ntpsec's bookworm security update?",
    keys: ["Hal Murray"],
    phrased: true,
  },
  {
    kind: "release",
    question: "How many days' worth of cookie keys does the NTS server save since NTPsec 1.2.2?",
    keys: ["10 days"],
  },
  { kind: "release", question: "Which Dovecot release added the process_shutdown_filter setting?", keys: ["v2.3.19"] },
  { kind: "release", question: "Who first discovered Dovecot's CVE-2017-14461?", keys: ["Nikolic"] },
  {
    kind: "release",
    question: "Which Debian bug did dovecot 1:2.3.19.1+dfsg1-2.1 close by no longer using the deprecated crypt module?",
    keys: ["1028513"],
  },
  {
    kind: "release",
    question: "What cap did dovecot's deb12u7 security update put on IMAP LIST pattern matching?",
    keys: ["20000"],
    phrased: true,
  },
  // Two constraints: an entity and a version, upload, clock type or neighbouring option.
  {
    kind: "two-place",
    question: "How many packets does NTPsec send in a burst with iburst, when the server is unreachable?",
    keys: ["six packets"],
  },
  {
    kind: "two-place",
    question: "If my NTPsec refclock is a dial-up modem clock, what's the longest poll interval it uses by default?",
    keys: ["4.5 hours"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What is the default allowed average rate for KoD packets in NTPsec's limit command?",
    keys: ["0.5"],
  },
  {
    kind: "two-place",
    question: "Before Pigeonhole v0.3.0, what did sieve_max_redirects = 0 mean in Dovecot?",
    keys: ["unlimited"],
  },
  {
    kind: "two-place",
    question: "Which CVE about the OTP driver was fixed in Debian's dovecot 1:2.3.19.1+dfsg1-2.1+deb12u2?",
    keys: ["CVE-2026-27855"],
  },
  {
    kind: "two-place",
    question: "Which CVE fixed in Dovecot v2.3.11 concerned the NTLM implementation?",
    keys: ["CVE-2020-12673"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "Which CVE did Debian's ntpsec 1.2.2+dfsg1-1+deb12u1 security upload fix?", keys: [] },
  { kind: "absent", question: "Which NTPsec release added PTP support?", keys: [] },
  { kind: "absent", question: "Who reported CVE-2021-22212 to the NTPsec project?", keys: [] },
  { kind: "absent", question: "When was Dovecot v2.3.20 released?", keys: [] },
  {
    kind: "absent",
    question: "How much CPU time does Dovecot allow a Sieve script by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How much memory can a Dovecot process use by default before it hits default_vsz_limit?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the dovecot 1:2.3.19.1+dfsg1-2.1+deb12u5 upload close?", keys: [] },
];

/**
 * Batch r20, held out: 37 questions over two products the suite did not use before, Privoxy 3.0.34
 * (privoxy: the main configuration file chapter, the "What's New" page and Debian's changelog) and
 * ExifTool 12.57 (libimage-exiftool-perl: the EXIF and GPS tag tables, the FAQ, the upstream version
 * history and Debian's changelog), written blind (keys copied from the text, checked with
 * `containsKey` against the imported text by eval/heldout/r20-keys.ts, Canopy not run on them; scored
 * once by the integrator).
 */
const R20_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "What header can a browser send to make Privoxy skip filtering for a single request?",
    keys: ["X-Filter: No"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "If I put Squid and Privoxy on the same box, in which order does the Privoxy manual recommend chaining them?",
    keys: ["browser -> squid -> privoxy"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Which Privoxy option should come first in the config file when it is set, because it is used while the file is read?",
    keys: ["user-manual"],
  },
  {
    kind: "prose",
    question: "How many bytes of padding does ExifTool add at the end of an XMP record by default?",
    keys: ["2424 bytes"],
  },
  {
    kind: "prose",
    question: "My JPEG got smaller after I edited its tags with exiftool; does that mean the picture lost quality?",
    keys: ["does not modify the image data"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "In which ExifTool version was the -validate feature officially released?",
    keys: ["10.97"],
  },
  {
    kind: "prose",
    question: "What date and time layout does ExifTool expect when I write an EXIF date?",
    keys: ["YYYY:mm:dd HH:MM:SS"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is the default ca-directory for Privoxy's HTTPS inspection?", keys: ["./CA"] },
  {
    kind: "table",
    question:
      "What file name does Privoxy use for the CA key it signs generated certificates with, unless I change it?",
    keys: ["cacert.pem"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Out of the box, which address and port does Privoxy listen on?",
    keys: ["127.0.0.1:8118"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Which status code does Privoxy return for all blocked pages when handle-as-empty-doc-returns-ok is unset?",
    keys: ["403"],
  },
  { kind: "table", question: "What is the tag ID of the EXIF Orientation tag in ExifTool's tables?", keys: ["0x0112"] },
  {
    kind: "table",
    question: "Which number does the EXIF Compression tag use for Zstandard?",
    keys: ["34926"],
    phrased: true,
  },
  { kind: "table", question: "In ExifTool's EXIF LightSource values, what does the value 11 mean?", keys: ["Shade"] },
  {
    kind: "table",
    question: "In ExifTool's GPS tags, what does the value 'K' of GPSDestDistanceRef stand for?",
    keys: ["Kilometers"],
  },
  // Release notes.
  {
    kind: "release",
    question: "Who reported the chunk-encoded response problem (SF support request #1739) fixed in Privoxy 3.0.34?",
    keys: ["withoutname"],
  },
  {
    kind: "release",
    question: "Which action added in Privoxy 3.0.34 creates tags based on the content of the request body?",
    keys: ["client-body-tagger"],
  },
  {
    kind: "release",
    question: "When did Debian package Privoxy 3.0.34?",
    keys: ["05 Feb 2023"],
    phrased: true,
  },
  { kind: "release", question: "Which ExifTool version added WEBP write support?", keys: ["12.46"] },
  { kind: "release", question: "In which ExifTool version did JPEG XL support become official?", keys: ["12.25"] },
  {
    kind: "release",
    question: "When did the very first ExifTool release come out?",
    keys: ["Nov. 19, 2003"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian bug did the libimage-exiftool-perl 12.51+dfsg-1 upload close?",
    keys: ["#1023889"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are Privoxy's default receive-buffer-size and buffer-limit?",
    keys: ["5000", "4096"],
  },
  {
    kind: "two-place",
    question:
      "How long does Privoxy wait on a silent socket if I never set socket-timeout, and how long does a temporarily enabled client tag stay on by default?",
    keys: ["300 seconds", "60"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which function's fix in Privoxy 3.0.34 was reported by Celejar, and which SF bug number did it fix?",
    keys: ["gif_deanimate", "#795"],
  },
  {
    kind: "two-place",
    question: "When was Debian's privoxy 3.0.33-4 uploaded, and which Debian bug did it close?",
    keys: ["28 Jan 2023", "#1024071"],
  },
  {
    kind: "two-place",
    question: "Which ExifTool version patched the security vulnerability in the DjVu reader, and when was it released?",
    keys: ["12.24", "Apr. 13, 2021"],
  },
  {
    kind: "two-place",
    question:
      "Which CVE did Debian's libimage-exiftool-perl 12.16+dfsg-2 upload patch, and who reported it on Launchpad?",
    keys: ["CVE-2021-22204", "William Bowling"],
  },
  {
    kind: "two-place",
    question: "What are the EXIF tag IDs of DateTimeOriginal and CreateDate?",
    keys: ["0x9003", "0x9004"],
  },
  {
    kind: "two-place",
    question: "What do the EXIF Flash values 0x10 and 0x18 mean?",
    keys: ["Off, Did not fire", "Auto, Did not fire"],
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question: "What is the largest request header Privoxy accepts by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE was fixed in Privoxy 3.0.34?", keys: [] },
  { kind: "absent", question: "When was Privoxy 3.0.35 released?", keys: [] },
  { kind: "absent", question: "Who reported the security issue patched in ExifTool 12.29?", keys: [] },
  {
    kind: "absent",
    question: "Which LightSource number stands for a D60 illuminant in EXIF?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was ExifTool 13.00 released?", keys: [] },
  { kind: "absent", question: "Which Debian bug did the libimage-exiftool-perl 12.57+dfsg-1 upload close?", keys: [] },
];

/**
 * Batch r21, held out: 37 questions over two products the suite did not use before, Vim 9.0 (vim-doc:
 * the options reference and the startup chapter, the list of 9.0 patches and Debian's changelog) and
 * CUPS 2.4.2 (cups-server-common: the cupsd.conf, cups-files.conf and client.conf manual pages, the
 * firewall and encryption help pages; cups-common: the upstream CHANGES and Debian's changelog),
 * written blind (keys copied from the text, checked with `containsKey` against the imported text by
 * eval/heldout/r21-keys.ts, Canopy not run on them; scored once by the integrator).
 */
const R21_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "Which server's configuration file format is the cupsd.conf format based on?",
    keys: ["Apache HTTP Server"],
  },
  {
    kind: "prose",
    question:
      "When CUPS meets a printer certificate it has never seen before, how does it decide whether to trust it out of the box?",
    keys: ["Trust On First Use"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "I edited cupsd.conf on a Linux server; what do I use to make the scheduler pick up the change?",
    keys: ["systemctl"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "In which directory does CUPS look for certificates managed by Let's Encrypt?",
    keys: ["/etc/letsencrypt/live"],
  },
  {
    kind: "prose",
    question: "How far can I raise Vim's 'history' setting at most?",
    keys: ["10000"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Starting with which Vim version do older Vims keep viminfo items with a timestamp without using them?",
    keys: ["7.4.1131"],
  },
  {
    kind: "prose",
    question: "I have no vimrc at all; which script sets up Vim's defaults for me then?",
    keys: ["defaults.vim"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is the default value of MaxJobs in cupsd.conf?", keys: ["500"] },
  { kind: "table", question: "What is the default MaxJobTime of the CUPS scheduler?", keys: ["10800"] },
  {
    kind: "table",
    question: "Which ports have to be open outbound so CUPS can send raw jobs to a JetDirect printer?",
    keys: ["9100-9102"],
    phrased: true,
  },
  { kind: "table", question: "What is the default RemoteRoot user name in cups-files.conf?", keys: ["remroot"] },
  { kind: "table", question: "What is the default value of 'undolevels' in Vim on Unix?", keys: ["1000"] },
  {
    kind: "table",
    question: "How long does Vim wait with nothing typed before it writes the swap file, unless I change it?",
    keys: ["4000"],
    phrased: true,
  },
  { kind: "table", question: "What is the default of Vim's 'synmaxcol' option?", keys: ["3000"] },
  { kind: "table", question: "What value does defaults.vim set the 'history' option to?", keys: ["200"] },
  // Release notes.
  { kind: "release", question: "When was CUPS 2.4.0 released?", keys: ["29th November 2021"] },
  {
    kind: "release",
    question: "Which CVE did CUPS 2.4.2 fix in the certificate string comparison for Local authorization?",
    keys: ["CVE-2022-26691"],
  },
  {
    kind: "release",
    question: "Which CVE was the authentication bypass with AuthType Negotiate fixed in Debian's cups 2.4.2-3+deb12u9?",
    keys: ["CVE-2025-58060"],
  },
  {
    kind: "release",
    question: "In which CUPS release was dark mode support added to the web interface?",
    keys: ["v2.4b1"],
  },
  {
    kind: "release",
    question: "Which Vim patch made it recognise hare files?",
    keys: ["9.0.0005"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which CVE did Debian fix in vim 2:9.0.1378-2 by backporting patch 9.0.1499?",
    keys: ["CVE-2023-2426"],
  },
  {
    kind: "release",
    question: "When did Debian upload Vim 9.0.1378 (the 2:9.0.1378-1 package)?",
    keys: ["04 Mar 2023"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are the default JobRetryLimit and JobRetryInterval in cupsd.conf?",
    keys: ["5", "30"],
  },
  {
    kind: "two-place",
    question: "Out of the box, how much does CUPS write to its error log and to its access log?",
    keys: ["warn", "actions"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which CVE about a use-after-free in cupsdAcceptClient() did Debian's cups 2.4.2-3+deb12u1 fix, and which Debian bug did it close?",
    keys: ["CVE-2023-34241", "#1038885"],
  },
  {
    kind: "two-place",
    question: "For my printer firewall rules: which port does mDNS use, and which one does LPD use?",
    keys: ["5353", "515"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are the defaults of Vim's 'helpheight' and 'previewheight'?",
    keys: ["20", "12"],
  },
  {
    kind: "two-place",
    question:
      "Which Vim patch fixed the divide by zero with 'smoothscroll' set and a narrow window, and which CVE was it?",
    keys: ["9.0.1247", "CVE-2023-0512"],
  },
  {
    kind: "two-place",
    question: "What are the default values of 'maxfuncdepth' and 'maxmempattern' in Vim?",
    keys: ["100", "1000"],
  },
  {
    kind: "two-place",
    question: "When was CUPS v2.3.3op2 released, and which CVE did it fix?",
    keys: ["February 1, 2021", "CVE-2020-10001"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of LogDebugHistory in cupsd.conf?", keys: [] },
  { kind: "absent", question: "When did CUPS 2.4.3 come out?", keys: [], phrased: true },
  { kind: "absent", question: "Which CVE did Debian's cups 2.4.2-3+deb12u4 upload fix?", keys: [] },
  {
    kind: "absent",
    question: "If I leave DigestOptions out of client.conf, which value does CUPS use?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was Vim 9.1 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Vim patch 9.0.0005 fix?", keys: [] },
  { kind: "absent", question: "Which Debian bug did the vim 2:9.0.1378-2+deb12u2 upload close?", keys: [] },
];

/**
 * Batch r22, held out: 40 questions over two products the suite did not use before, Knot DNS 3.2.6
 * (knot-doc: the configuration reference, the configuration and operation chapters, the upstream NEWS
 * and Debian's changelog) and fetchmail 6.4.37 (fetchmail: the FAQ, the features list, the upstream
 * NEWS and Debian's changelog), written blind (keys copied from the text, checked with `containsKey`
 * against the imported text by eval/heldout/r22-keys.ts, Canopy not run on them; scored once by the
 * integrator).
 */
const R22_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "Leaving the mod- sections aside, how many fixed sections can a Knot DNS configuration file hold?",
    keys: ["16"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "My secondary keeps failing to refresh a zone from its primary. How long can the wait between Knot's retries grow at most?",
    keys: ["two hours"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which configuration file does knotd read when it is started with neither -c nor -C?",
    keys: ["/etc/knot/knot.conf"],
  },
  {
    kind: "prose",
    question: "How far back in time does Knot put the inception of the RRSIG signatures it issues?",
    keys: ["90 minutes"],
  },
  {
    kind: "prose",
    question: "Since which fetchmail version does a failed server certificate check abort the connection by default?",
    keys: ["v6.4.0"],
  },
  {
    kind: "prose",
    question:
      "I run fetchmail with keep and would like old messages on the server purged after a few weeks; which contributed script could do that?",
    keys: ["mold-remover.py"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "My IMAP server has no IDLE extension. How does fetchmail imitate it there?",
    keys: ["NOOP"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is the default rrsig-lifetime in a Knot DNSSEC policy?", keys: ["14d"] },
  {
    kind: "table",
    question: "If my Knot policy does not name an algorithm, which one signs the zone?",
    keys: ["ecdsap256sha256"],
    phrased: true,
  },
  {
    kind: "table",
    question: "On which port does Knot answer DNS over QUIC in XDP mode unless I set another?",
    keys: ["853"],
    phrased: true,
  },
  { kind: "table", question: "What is the default of udp-max-payload in Knot's server section?", keys: ["1232"] },
  { kind: "table", question: "What is the default journal-db-mode of Knot DNS?", keys: ["robust"] },
  {
    kind: "table",
    question: "What is the default journal-db-max-size on a 64-bit Knot server?",
    keys: ["20G"],
  },
  { kind: "table", question: "Which port does the fetchmail FAQ give for POP3 over SSL?", keys: ["995"] },
  // Release notes.
  { kind: "release", question: "On what date was Knot DNS 3.2.0 released?", keys: ["2022-08-22"] },
  {
    kind: "release",
    question: "From which Knot version on can kdig print its answers as JSON?",
    keys: ["3.2.2"],
    phrased: true,
  },
  { kind: "release", question: "Which fetchmail release fixed CVE-2021-36386?", keys: ["6.4.20"] },
  {
    kind: "release",
    question:
      "Who found the bug where fetchmail deleted a message from the server although softbounce was on, fixed in 6.4.34?",
    keys: ["Horváth Zsolt"],
    phrased: true,
  },
  { kind: "release", question: "Which Debian bug did the knot 3.2.0-3 upload close?", keys: ["#1018944"] },
  {
    kind: "release",
    question: "On which day did the fetchmail 6.4.37-1 package reach Debian?",
    keys: ["27 Feb 2023"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "How long does Knot wait between key rollover steps by default, and how early does it refresh a signature before it expires by default?",
    keys: ["1h", "propagation-delay + zone-max-ttl"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are the default kasp-db-max-size and timer-db-max-size in Knot?",
    keys: ["500M", "100M"],
  },
  {
    kind: "two-place",
    question:
      "What is the default dnskey-management of a Knot policy, and in which release did the incremental mode arrive?",
    keys: ["full", "3.2.0"],
  },
  {
    kind: "two-place",
    question: "Which Knot release added the per-zone ds-push option, and what is its default?",
    keys: ["3.2.3", "not set"],
  },
  {
    kind: "two-place",
    question: "Which fetchmail release fixed CVE-2021-39272, and who reported it?",
    keys: ["6.4.22", "Andrew C. Aitchison"],
  },
  {
    kind: "two-place",
    question: "When did fetchmail 6.4.22 come out upstream, and which Debian bug was closed by the 6.4.22-1 package?",
    keys: ["2021-09-13", "#993163"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "I need firewall holes for fetchmail: which port is plain IMAP and which is IMAP over SSL?",
    keys: ["143", "993"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are the defaults of Knot's cds-cdnskey-publish and cds-digest-type?",
    keys: ["rollover", "sha256"],
  },
  {
    kind: "two-place",
    question: "What is the lowest value quic-max-clients accepts, and what does it default to?",
    keys: ["128", "10000"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which OpenSSL versions does fetchmail 6.4.35 warn about, and which wolfSSL versions does it reject?",
    keys: ["1.1.1s", "5.5.1"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Knot DNS 3.2.7 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Knot DNS 3.2.6 fix?", keys: [] },
  {
    kind: "absent",
    question: "Who reported that a generated catalog zone was not updated when Knot was reloaded (#834)?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the knot 3.2.6-1 upload close?", keys: [] },
  { kind: "absent", question: "What is the default of tcp-backlog in Knot's server section?", keys: [] },
  { kind: "absent", question: "When did fetchmail 6.4.38 come out?", keys: [] },
  {
    kind: "absent",
    question: "What CVE number was given to the softbounce bug that fetchmail 6.4.34 fixed?",
    keys: [],
  },
  { kind: "absent", question: "Which Debian bug did the fetchmail 6.4.35-1 upload close?", keys: [] },
  {
    kind: "absent",
    question: "Who brought the German translation up to date for fetchmail 6.4.36?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "fetchmail 6.4.30 raised its wolfSSL minimum to pull in a security fix; which CVE was that fix for?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r23, held out: 40 questions over two products the suite did not use before, pgBackRest 2.45
 * (pgbackrest-doc: the configuration reference, the release notes, the FAQ, the user guide and Debian's
 * changelog) and stunnel 5.68 (stunnel4: the stunnel(8) manual, the upstream NEWS, Debian's changelog
 * and NEWS.Debian), written blind (keys copied from the text, checked with `containsKey` against the
 * imported text by eval/heldout/r23-keys.ts, Canopy not run on them; scored once by the integrator).
 */
const R23_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "What file format convention do pgBackRest configuration files follow?",
    keys: ["Windows INI convention"],
  },
  {
    kind: "prose",
    question:
      "Our database host is busy. What share of its CPUs does the pgBackRest guide say a backup should use at most?",
    keys: ["25%"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "The WAL files in my pgBackRest repository have a long hex string tacked on after the segment name. What is that string?",
    keys: ["SHA1 checksum"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which RFC is the reason that S3 bucket names used by pgBackRest must not contain dots?",
    keys: ["RFC-2818"],
  },
  {
    kind: "prose",
    question: "Could I put stunnel in front of an FTP daemon? What stops it?",
    keys: ["multiple ports"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Since stunnel 5.18, how often are its hardcoded DH parameters replaced with autogenerated temporary ones?",
    keys: ["24 hours"],
  },
  {
    kind: "prose",
    question: "logrotate has moved stunnel's log file away; which signal makes stunnel close and reopen it?",
    keys: ["SIGUSR1"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is the default archive-get-queue-max in pgBackRest?", keys: ["128MiB"] },
  {
    kind: "table",
    question: "I enabled pgBackRest's TLS server without choosing a port. Which port will it listen on?",
    keys: ["8432"],
    phrased: true,
  },
  { kind: "table", question: "What is the default manifest-save-threshold of pgBackRest?", keys: ["1GiB"] },
  {
    kind: "table",
    question:
      "With asynchronous archiving on and nothing configured for it, in which directory does pgBackRest keep its transient queue data?",
    keys: ["/var/spool/pgbackrest"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which compression level does pgBackRest use with compress-type bz2 when compress-level is not set?",
    keys: ["bz2 - 9"],
  },
  {
    kind: "table",
    question: "How big is the stack of each thread stunnel creates, unless configured otherwise?",
    keys: ["65536 bytes"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which elliptic curves does stunnel offer out of the box when it is linked against OpenSSL 1.1.1?",
    keys: ["X25519:P-256:X448:P-521:P-384"],
    phrased: true,
  },
  // Release notes.
  { kind: "release", question: "When was pgBackRest v2.45 released?", keys: ["March 20, 2023"] },
  {
    kind: "release",
    question:
      "Who reported the problem behind pgBackRest 2.45 no longer writing recovery.signal by default when restoring an offline backup?",
    keys: ["Marcel Borger"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Support for which PostgreSQL versions was removed in pgBackRest 2.44?",
    keys: ["9.0/9.1/9.2"],
  },
  { kind: "release", question: "Which Debian bug did the pgbackrest 2.31-1 upload close?", keys: ["#970724"] },
  {
    kind: "release",
    question: "Which Debian bug does the stunnel4 3:5.68-2+deb12u1 upload close?",
    keys: ["#1041545"],
  },
  {
    kind: "release",
    question: "Since which stunnel version can session resumption be switched off per service?",
    keys: ["5.60"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are the default db-timeout and protocol-timeout in pgBackRest?",
    keys: ["1800", "1830"],
  },
  {
    kind: "two-place",
    question:
      "On what date was the pgBackRest release that added the TLS server published, and which address does that server listen on by default?",
    keys: ["January 3, 2022", "localhost"],
  },
  {
    kind: "two-place",
    question:
      "When pgBackRest bundles files, how much does it aim to put in one bundle, and above what size does a file stay out of the bundles?",
    keys: ["20MiB", "2MiB"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "When was pgBackRest v2.27 released, and which compression format did it add besides bzip2?",
    keys: ["May 26, 2020", "Zstandard"],
  },
  {
    kind: "two-place",
    question:
      "In which stunnel release did the default failover change from rr to prio, and on what date did that release come out?",
    keys: ["5.45", "2018.05.21"],
  },
  {
    kind: "two-place",
    question:
      "By default, how long does stunnel give a connection to the remote host to succeed, and what is the oldest protocol version it will negotiate?",
    keys: ["10 seconds", "TLSv1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which CVE did the stunnel4 3:5.56+dfsg-8 upload fix, and which Debian bug did it close?",
    keys: ["CVE-2021-20230", "#982578"],
  },
  {
    kind: "two-place",
    question:
      "Who reported the Windows local privilege escalation fixed in stunnel 5.55, and on what date was 5.55 released?",
    keys: ["Rich Mirch", "2019.06.10"],
  },
  {
    kind: "two-place",
    question: "What is stunnel's default logId type, and in which version did logId gain the process type?",
    keys: ["sequential", "5.39"],
  },
  {
    kind: "two-place",
    question: "Where do pgBackRest's log files and its lock files go if I leave the paths alone?",
    keys: ["/var/log/pgbackrest", "/tmp/pgbackrest"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was pgBackRest v2.46 released?", keys: [] },
  { kind: "absent", question: "What is the default of pgBackRest's repo-s3-storage-class option?", keys: [] },
  { kind: "absent", question: "Which CVE did pgBackRest 2.38 fix?", keys: [] },
  {
    kind: "absent",
    question: "Who reported the protocol error on a short read of a remote file that pgBackRest 2.42 fixed?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the pgbackrest 2.45-1 upload close?", keys: [] },
  { kind: "absent", question: "When was stunnel 5.69 released?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in stunnel 5.68?", keys: [] },
  {
    kind: "absent",
    question: "How long does stunnel keep an idle connection open by default before dropping it?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the stunnel4 3:5.68-1 upload close?", keys: [] },
  {
    kind: "absent",
    question: "Who reported the EWOULDBLOCK errors in protocol negotiation that stunnel 5.68 fixed?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r24, held out: 40 questions over two products the suite did not use before, BorgBackup 1.2.4
 * (borgbackup-doc: the general usage page, the create, prune and compact pages, the FAQ, the change
 * log, Debian's changelog and NEWS.Debian) and BIRD 2.0.12 (bird2-doc: the configuration and protocols
 * chapters of the user's guide; bird2: the upstream NEWS and Debian's changelog), written blind (keys
 * copied from the text, checked with `containsKey` against the imported text by
 * eval/heldout/r24-keys.ts, Canopy not run on them; scored once by the integrator).
 */
const R24_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "borg create pegs one CPU core at 100% and never uses a second one. Why is that?",
    keys: ["single-threaded"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which kind of file systems, FAT for example, does the Borg manual strongly recommend against?",
    keys: ["non-journaling"],
  },
  {
    kind: "prose",
    question: "When borg prints a disk size in kB, how many bytes is one kB?",
    keys: ["1000 bytes"],
    phrased: true,
  },
  { kind: "prose", question: "Which return code does borg exit with when it is killed by signal N?", keys: ["128+N"] },
  {
    kind: "prose",
    question: "Which RFC describes the generalized TTL security mechanism behind BIRD's BGP ttl security option?",
    keys: ["RFC 5082"],
  },
  {
    kind: "prose",
    question: "What maximum message length does standard BGP use, according to the BIRD user's guide?",
    keys: ["4096 bytes"],
  },
  {
    kind: "prose",
    question:
      "On a wired Babel interface BIRD decides whether a neighbour is up from the hellos it received recently. Out of how many recent hellos?",
    keys: ["16 hellos"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question: "If I don't pass -c to borg create, every how many seconds does it write a checkpoint?",
    keys: ["1800"],
    phrased: true,
  },
  { kind: "table", question: "What is the default --umask of borg commands?", keys: ["0077"] },
  {
    kind: "table",
    question:
      "What minimum saved space does borg compact require before it compacts a segment, when --threshold is left out?",
    keys: ["10%"],
    phrased: true,
  },
  { kind: "table", question: "What are the default --chunker-params of borg create?", keys: ["buzhash,19,23,21,4095"] },
  {
    kind: "table",
    question: "What is the default long lived stale time of BIRD's BGP long-lived graceful restart?",
    keys: ["3600 seconds"],
  },
  {
    kind: "table",
    question: "How often does BIRD's Babel send Hello messages on an interface when I leave the hello interval alone?",
    keys: ["4 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question: "By default, how long may one I/O loop cycle of BIRD take before a warning is logged (watchdog warning)?",
    keys: ["5 s"],
  },
  // Release notes.
  { kind: "release", question: "When was Borg 1.2.4 released?", keys: ["2023-03-24"] },
  { kind: "release", question: "Which CVE did the security fix in Borg 1.1.3 address?", keys: ["CVE-2017-15914"] },
  {
    kind: "release",
    question: "Our server still has an old Python. What is the oldest Python that borg 1.2 runs on?",
    keys: ["3.8"],
    phrased: true,
  },
  { kind: "release", question: "When was BIRD 2.0.9 released?", keys: ["2022-02-09"] },
  {
    kind: "release",
    question: "Since which BIRD release has the default Linux kernel metric been 32?",
    keys: ["2.0.0"],
    phrased: true,
  },
  { kind: "release", question: "Which Debian bug did the bird2 2.0.9-2 upload close?", keys: ["#1009237"] },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are the default --stdin-user and --stdin-group of borg create?",
    keys: ["root", "wheel"],
  },
  {
    kind: "two-place",
    question:
      "Who discovered the manifest spoofing vulnerability that Borg 1.0.9 fixed, and on what date was 1.0.9 released?",
    keys: ["Marian Beermann", "2016-12-20"],
  },
  {
    kind: "two-place",
    question: "Which two CVE numbers were assigned to the security flaws fixed in Borg 1.0.9?",
    keys: ["CVE-2016-10099", "CVE-2016-10100"],
  },
  {
    kind: "two-place",
    question:
      "Which compression does borg create use when I give no -C, and which upstream issue number made it the default?",
    keys: ["lz4", "#2179"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Where do borg's cache and its key files end up if I don't set any BORG_* directory variables?",
    keys: ["$BORG_BASE_DIR/.cache/borg", "$BORG_CONFIG_DIR/keys"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which Debian bug did the borgbackup 1.1.16-3 upload close, and who provided the patch?",
    keys: ["#989271", "Helmut Grohne"],
  },
  {
    kind: "two-place",
    question: "What are the default hold time and connect retry time of a BGP session in BIRD?",
    keys: ["240 seconds", "120 seconds"],
  },
  {
    kind: "two-place",
    question:
      "With BIRD's RIP left at its defaults, how many seconds pass between periodic updates, and after how many seconds without an announcement does a route expire?",
    keys: ["30", "180"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which BIRD release added BGP roles (RFC 9234), and what local role does BIRD assign when none is configured?",
    keys: ["2.0.11", "No local role assigned"],
  },
  {
    kind: "two-place",
    question:
      "While a BFD session is down, how often does BIRD send control packets by default, and what is the default detection multiplier?",
    keys: ["1 s", "5"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Borg 1.2.5 released?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in Borg 1.2.4?", keys: [] },
  {
    kind: "absent",
    question: "What does borg create's --files-changed option default to?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the borgbackup 1.2.4-1 upload close?", keys: [] },
  {
    kind: "absent",
    question: "We're comparing borg with restic. What pack size does restic use by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was BIRD 2.0.13 released?", keys: [] },
  { kind: "absent", question: "Which CVE did BIRD 2.0.10 fix?", keys: [] },
  {
    kind: "absent",
    question: "Who reported the Babel bug that the bird2 2.0.9-2 upload patched?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "If I never set dead count on an OSPF interface in BIRD, what value does it get?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "What is the default BGP hold time in FRRouting's bgpd?", keys: [] },
];

/**
 * Batch r25, held out: 40 questions over two products the suite did not use before, WeeChat 3.8
 * (weechat-doc: the user's guide and the FAQ; weechat-core: the upstream ChangeLog, the release notes
 * and Debian's changelog) and Music Player Daemon 0.23.12 (mpd: the user's manual, the plugin
 * reference, the mpd.conf(5) page, the upstream NEWS and Debian's changelog), written blind (keys
 * copied from the text, checked with `containsKey` against the imported text by
 * eval/heldout/r25-keys.ts, Canopy not run on them; scored once by the integrator).
 */
const R25_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: 'The "Wee" in WeeChat, what is it actually short for?',
    keys: ["Wee Enhanced Environment"],
    phrased: true,
  },
  { kind: "prose", question: "How many triggers does WeeChat create by default?", keys: ["5 triggers"] },
  {
    kind: "prose",
    question: "Which cipher block mode does WeeChat use when it encrypts secured data in sec.conf?",
    keys: ["CFB"],
  },
  {
    kind: "prose",
    question: "I switched on volume_normalization in MPD. What kind of audio does that normalization actually handle?",
    keys: ["16 bit PCM"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      'MPD says "Failed to initialize io_uring" with "Cannot allocate memory". What memlock limit does its manual suggest?',
    keys: ["64 MB"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Where can I ask the MPD people for help on IRC?",
    keys: ["Libera.Chat"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "According to MPD's manual, what is the sample format used on Super Audio CDs called?",
    keys: ["Direct Stream Digital"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question: "Out of the box, how many lines of history does WeeChat keep per buffer?",
    keys: ["4096"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "What is the default number of PBKDF2 iterations that WeeChat's relay asks clients for (relay.network.password_hash_iterations)?",
    keys: ["100000"],
  },
  {
    kind: "table",
    question: "Once I set a /secure passphrase, which cipher encrypts the data in sec.conf unless I change it?",
    keys: ["aes256"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What timestamp format do WeeChat's log files use if I leave logger.file.time_format alone?",
    keys: ["%Y-%m-%d %H:%M:%S"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many songs can MPD's playlist hold if I never touch max_playlist_length?",
    keys: ["16384"],
    phrased: true,
  },
  { kind: "table", question: "What is the default port of MPD's snapcast output plugin?", keys: ["1704"] },
  { kind: "table", question: "What is the default audio_buffer_size in MPD?", keys: ["4 MB"] },
  // Release notes.
  { kind: "release", question: "When was WeeChat 3.8 released?", keys: ["2023-01-08"] },
  { kind: "release", question: "Which CVE did WeeChat 3.4.1 fix?", keys: ["CVE-2022-28352"] },
  {
    kind: "release",
    question: "My aspell.conf got ignored after upgrading WeeChat. In which version was the aspell plugin renamed?",
    keys: ["2.5"],
    phrased: true,
  },
  { kind: "release", question: "When was MPD 0.23 released?", keys: ["2021/10/14"] },
  {
    kind: "release",
    question: "Which MPD release lowered its real-time priority from 50 to 40?",
    keys: ["0.22"],
    phrased: true,
  },
  { kind: "release", question: "Which Debian bug did the mpd 0.23.10-1 upload close?", keys: ["#1023872"] },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are the default SASL mechanism and SASL timeout of an IRC server in WeeChat?",
    keys: ["plain", "15"],
  },
  {
    kind: "two-place",
    question:
      "Which CVE did WeeChat 3.2.1 fix in the relay plugin, and which Debian bug did the weechat 3.2.1-1 upload close for it?",
    keys: ["CVE-2021-40516", "#993803"],
  },
  {
    kind: "two-place",
    question: "What are the default ssl_priorities and ssl_dhkey_size of an IRC server in WeeChat?",
    keys: ["NORMAL:-VERS-SSL3.0", "2048"],
  },
  {
    kind: "two-place",
    question: "Which three CVEs were fixed in WeeChat 2.7.1?",
    keys: ["CVE-2020-9760", "CVE-2020-9759", "CVE-2020-8955"],
  },
  {
    kind: "two-place",
    question:
      "Where does WeeChat keep its config files and its data files when XDG_CONFIG_HOME and XDG_DATA_HOME aren't set?",
    keys: ["$HOME/.config/weechat", "$HOME/.local/share/weechat"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "When WeeChat loses an IRC server, how many seconds does it wait before reconnecting, and what is the longest the autoreconnect delay can grow to?",
    keys: ["10", "600"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "With MPD's resource limits left alone, after how many idle seconds is a client dropped, and how many clients may be connected at once?",
    keys: ["60", "100"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which protocol and which user name does MPD's shout output use by default?",
    keys: ["icecast2", "source"],
  },
  {
    kind: "two-place",
    question:
      "Where did MPD 0.23.11 move the simple database's default file, and who uploaded mpd 0.23.11-1 to Debian?",
    keys: ["~/.cache/mpd/db", "Florian Schlichting"],
  },
  {
    kind: "two-place",
    question:
      "If I use MPD's fluidsynth decoder without settings, what sample rate and which soundfont file does it use?",
    keys: ["48000", "/usr/share/sounds/sf2/FluidR3_GM.sf2"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was WeeChat 3.8.1 released?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in WeeChat 3.8?", keys: [] },
  {
    kind: "absent",
    question: "Who reported the relay WebSocket crash that WeeChat 3.2.1 fixed?",
    keys: [],
  },
  {
    kind: "absent",
    question: "I'm moving over from Irssi. What is Irssi's default scrollback_lines?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the weechat 3.8-1 upload close?", keys: [] },
  { kind: "absent", question: "When was MPD 0.23.13 released?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in MPD 0.23.11?", keys: [] },
  {
    kind: "absent",
    question: "I'm streaming with MPD's httpd output. Which port does it listen on if I don't set one?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "What is the default quality setting of MPD's lame encoder?", keys: [] },
  { kind: "absent", question: "Who reported the tags race condition crash fixed in MPD 0.23.12?", keys: [] },
];

/**
 * Batch r26, written blind of lib/ and never asked of Canopy by its author: Icecast 2.4.4 and
 * Graphviz 2.42.2 (sources above). Kinds as in R25_QUESTIONS.
 */
const R26_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "I moved Icecast's log files away. How do I get Icecast to open fresh ones without restarting it?",
    keys: ["HUP"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "If I put a shoutcast-mount inside a listen-socket on port 8000, which other port do Shoutcast source clients end up using?",
    keys: ["one higher"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which library does Icecast use to issue its URL authentication requests?",
    keys: ["libcurl"],
  },
  {
    kind: "prose",
    question:
      "With htpasswd listener auth in Icecast, how do I stop two people from listening with the same username at once?",
    keys: ["allow_duplicate_users"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How many points per inch does Graphviz take for its device-independent units?",
    keys: ["72"],
  },
  {
    kind: "prose",
    question: "Is there a mailing list where I can talk about Graphviz with other users?",
    keys: ["graphviz-interest"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "When I render a graph to PNG without setting bgcolor, what color does the background come out?",
    keys: ["white"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "My MP3 source sends song titles with accents. Which character set does Icecast assume for that metadata unless I tell it otherwise?",
    keys: ["Latin1"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "My Icecast URL auth script should let a listener in. Which response header does Icecast look for by default?",
    keys: ["icecast-auth-user: 1"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which mountpoint do Shoutcast DSP source clients stream to on Icecast if I never set shoutcast-mount?",
    keys: ["/stream"],
    phrased: true,
  },
  { kind: "table", question: "What is the default nodesep in Graphviz?", keys: ["0.25"] },
  {
    kind: "table",
    question: "Which font does Graphviz use for labels if I never pick one?",
    keys: ["Times-Roman"],
    phrased: true,
  },
  { kind: "table", question: "What is the default node shape in Graphviz?", keys: ["ellipse"] },
  { kind: "table", question: "What is the default dpi of a Graphviz graph?", keys: ["96.0"] },
  // Release notes.
  { kind: "release", question: "Which CVE did Icecast 2.4.4 fix?", keys: ["CVE-2018-18820"] },
  {
    kind: "release",
    question: "Who brought the URL-auth buffer overflow fixed in Icecast 2.4.4 to the Icecast developers' attention?",
    keys: ["Nick Rolfe"],
  },
  {
    kind: "release",
    question: "Which Icecast release turned off SSLv3?",
    keys: ["2.4.1"],
    phrased: true,
  },
  { kind: "release", question: "When was Graphviz 2.42.0 released?", keys: ["July 4, 2019"] },
  {
    kind: "release",
    question: "Since which Graphviz version can I get JSON output with -Tjson?",
    keys: ["2.40.0"],
    phrased: true,
  },
  { kind: "release", question: "Which CVE did the graphviz 2.42.2-5 upload fix?", keys: ["CVE-2020-18032"] },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are Icecast's default stream queue size and default burst size?",
    keys: ["512k", "64 kbytes"],
  },
  {
    kind: "two-place",
    question: "Which CVE did Icecast 2.4.2 fix, and which Debian bug did the icecast2 2.4.2-1 upload close for it?",
    keys: ["CVE-2015-3026", "#782120"],
  },
  {
    kind: "two-place",
    question: "What is the default type of an Icecast mount, and what is the default of its public setting?",
    keys: ["normal", "-1"],
  },
  {
    kind: "two-place",
    question: "When was Icecast 2.4.3 released, and which CVE did it address?",
    keys: ["2015-12-24", "CVE-2005-0837"],
  },
  {
    kind: "two-place",
    question: "Why did Debian's icecast2 package go back from WolfSSL to OpenSSL, and which bug report was that?",
    keys: ["memleak", "#969018"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In which Icecast version did the logsize tag appear, and what does Icecast do with a log file that reaches logsize when logarchive is off?",
    keys: ["2.3.1", "logfile.old"],
  },
  {
    kind: "two-place",
    question: "How big is a Graphviz node by default, in inches: its width and its height?",
    keys: ["0.75", "0.5"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are the default fillcolor of a node and of a cluster in Graphviz?",
    keys: ["lightgrey", "black"],
  },
  {
    kind: "two-place",
    question: "On what date was the cylinder shape added to Graphviz, and in which release did it ship?",
    keys: ["February 13, 2016", "2.40.0"],
  },
  {
    kind: "two-place",
    question: "What did Debian's graphviz 2.42.2-7+deb12u1 update fix, and which bug did it close?",
    keys: ["broken scale", "#1075904"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Icecast 2.4.5 released?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in Icecast 2.4.0?", keys: [] },
  {
    kind: "absent",
    question: "Who reported the stream_auth crash (CVE-2015-3026) fixed in Icecast 2.4.2?",
    keys: [],
  },
  {
    kind: "absent",
    question: "How big can an Icecast log file grow before it gets cycled, if I never set logsize?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE did the icecast2 2.4.4-4 upload fix?", keys: [] },
  { kind: "absent", question: "When was Graphviz 2.44.0 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Graphviz 2.40.0 fix?", keys: [] },
  { kind: "absent", question: "What is the default value of Graphviz's ratio attribute?", keys: [] },
  {
    kind: "absent",
    question: "Who reported the broken scale bug fixed in graphviz 2.42.2-7+deb12u1?",
    keys: [],
  },
  {
    kind: "absent",
    question: "I draw some diagrams in Mermaid too. Which direction do Mermaid flowcharts run by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r27, written blind of lib/ and never asked of Canopy by its author: Lynx 2.9.0dev.12 and
 * tinc 1.0.36 (sources above). Kinds as in R25_QUESTIONS.
 */
const R27_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "A status-line message in Lynx disappeared before I could read it. How do I get recent ones back?",
    keys: ["LYNXMESSAGES:"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Since which version does Lynx have an include facility for its configuration file?",
    keys: ["2.8.1"],
  },
  {
    kind: "prose",
    question: "Which university did the Lynx browser come out of?",
    keys: ["University of Kansas"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "What is the file name of the Lynx Trace Log in the home directory?",
    keys: ["Lynx.trace"],
  },
  {
    kind: "prose",
    question: "Which version of tinc did Peter Gutmann's security analysis cover?",
    keys: ["1.0.1"],
  },
  {
    kind: "prose",
    question:
      'tincd logs "Creating metasocket failed: Address family not supported" on my box. What can I put in tinc.conf to stop that?',
    keys: ["AddressFamily = ipv4"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I run tincd with --chroot and now it can't resolve hostnames. What file do I have to copy into the chroot?",
    keys: ["/etc/resolv.conf"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is the default REDIRECTION_LIMIT in Lynx?", keys: ["10"] },
  {
    kind: "table",
    question: "How many seconds will Lynx wait on a connect before giving up, if I never set CONNECT_TIMEOUT?",
    keys: ["18000"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Does Lynx label transfer sizes KB or KiB out of the box?",
    keys: ["KiB"],
    phrased: true,
  },
  { kind: "table", question: "What is the default SESSION_LIMIT in lynx.cfg?", keys: ["250"] },
  { kind: "table", question: "What is the default KeyExpire of tinc?", keys: ["3600"] },
  {
    kind: "table",
    question: "Which port does a tinc daemon listen on if I don't give it one?",
    keys: ["655"],
    phrased: true,
  },
  { kind: "table", question: "What is tinc's default Mode?", keys: ["router"] },
  // Release notes.
  { kind: "release", question: "When was Lynx 2.8.9rel.1 released?", keys: ["2018-07-08"] },
  {
    kind: "release",
    question: "I like Lynx's new Minimal user mode. Which release brought it in?",
    keys: ["2.9.0dev.11"],
    phrased: true,
  },
  { kind: "release", question: "Which CVE did Lynx 2.8.8dev.5 fix?", keys: ["CVE-2010-2810"] },
  { kind: "release", question: "When was tinc 1.0.36 released?", keys: ["August 26 2019"] },
  { kind: "release", question: "Which CVE did tinc 1.0.21 fix?", keys: ["CVE-2013-1428"] },
  {
    kind: "release",
    question: "Since which tinc version can I split my configuration into a conf.d directory?",
    keys: ["1.0.24"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are Lynx's default MAX_COOKIES_DOMAIN and MAX_COOKIES_GLOBAL?",
    keys: ["50", "500"],
  },
  {
    kind: "two-place",
    question:
      "Which CVE did Debian's lynx 2.9.0dev.9-1 upload fix, and on what date was upstream Lynx 2.9.0dev.9 released?",
    keys: ["CVE-2021-38165", "2021-08-07"],
  },
  {
    kind: "two-place",
    question:
      "Which HTTP version does Lynx negotiate by default, and in which release did HTTP_PROTOCOL make it configurable?",
    keys: ["1.0", "2.8.9dev.7"],
  },
  {
    kind: "two-place",
    question: "What is the default MAX_URI_SIZE in Lynx, and which release introduced the parameter?",
    keys: ["8192", "2.8.8dev.4"],
  },
  {
    kind: "two-place",
    question: "How many pages does Lynx keep cached in memory out of the box, and which switch changes that?",
    keys: ["10", "-cache"],
    phrased: true,
  },
  { kind: "two-place", question: "What are tinc's default Cipher and Digest?", keys: ["aes-256-cbc", "sha256"] },
  {
    kind: "two-place",
    question:
      "When did tinc switch its default cipher and digest to AES256 and SHA256: which version, and what was its release date?",
    keys: ["1.0.30", "October 30 2016"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which three CVEs did tinc 1.0.35 fix?",
    keys: ["CVE-2018-16737", "CVE-2018-16738", "CVE-2018-16758"],
  },
  {
    kind: "two-place",
    question:
      "How long does tinc let a connection sit idle before probing it, and what is the longest it waits before retrying a lost connection?",
    keys: ["60", "900"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "When tincd generates keys and I give no size, how many bits does it use, and where does --logfile write if I give no file?",
    keys: ["2048", "/var/log/tinc.netname.log"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Lynx 2.9.0 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Lynx 2.9.0dev.10 fix?", keys: [] },
  {
    kind: "absent",
    question: "Who found the bug where Lynx sent the user and password in the SNI, fixed in 2.9.0dev.9?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which gzip binary does Lynx's directory editor run if I never set GZIP_PATH?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "I sometimes use ELinks instead of Lynx. Which key opens ELinks' main menu?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was tinc 1.0.37 released?", keys: [] },
  { kind: "absent", question: "Which CVE did tinc 1.0.36 fix?", keys: [] },
  {
    kind: "absent",
    question: "If I leave ProcessPriority out of tinc.conf, what priority does tincd run at?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the tinc 1.0.36-1 upload close?", keys: [] },
  { kind: "absent", question: "What is WireGuard's default ListenPort?", keys: [] },
];

/**
 * Batch r28, written blind of lib/ and never asked of Canopy by its author: Knot Resolver 5.6.0 and
 * Newsboat 2.21 (sources above). Kinds as in R27_QUESTIONS.
 */
const R28_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question: "Newsboat's predecessor Newsbeuter had a punning name. Which German word was it a pun on?",
    keys: ["wildbeuter"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "I think I found a security hole in Newsboat. Where should I send the report?",
    keys: ["security@newsboat.org"],
    phrased: true,
  },
  { kind: "prose", question: "How many different flags can one Newsboat article carry at most?", keys: ["52"] },
  {
    kind: "prose",
    question: "Since which Knot Resolver version is DNSSEC validation on by default?",
    keys: ["4.0"],
  },
  {
    kind: "prose",
    question:
      "I'm giving Knot Resolver a dedicated machine for a large deployment. How much of the machine's free memory should go to the cache?",
    keys: ["90%"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Where is the control socket of a Knot Resolver 5 instance started by systemd?",
    keys: ["/run/knot-resolver/control/"],
  },
  {
    kind: "prose",
    question:
      "Which HTTP status does Knot Resolver's DoH answer with when a query's Content-Type is not application/dns-message?",
    keys: ["415"],
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is Newsboat's default reload-time?", keys: ["60"] },
  {
    kind: "table",
    question: "How many seconds does Newsboat wait on a slow feed download before giving up, if I leave it alone?",
    keys: ["30"],
    phrased: true,
  },
  {
    kind: "table",
    question: "When I open all unread articles in the browser, how many tabs will Newsboat open at most by default?",
    keys: ["10"],
    phrased: true,
  },
  { kind: "table", question: "What is the default datetime-format of Newsboat's article list?", keys: ["%b %d"] },
  {
    kind: "table",
    question: "What is Knot Resolver's default per-client TCP pipeline limit?",
    keys: ["100"],
  },
  {
    kind: "table",
    question: "Which net.listen() kind selects Knot Resolver's newer DNS-over-HTTPS implementation?",
    keys: ["doh2"],
  },
  {
    kind: "table",
    question: "In strict mode, which glue records does Knot Resolver still accept?",
    keys: ["mandatory glue"],
  },
  // Release notes.
  { kind: "release", question: "When was Newsboat 2.10 released?", keys: ["2017-09-20"] },
  {
    kind: "release",
    question: "I like wrap-scroll in Newsboat. Which release brought that setting in?",
    keys: ["2.20"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Since which Newsboat release does it honour TMPDIR for its temporary files?",
    keys: ["2.13"],
    phrased: true,
  },
  { kind: "release", question: "Which CVE did Knot Resolver 5.5.3 fix?", keys: ["CVE-2022-40188"] },
  {
    kind: "release",
    question: "Which Knot Resolver release added support for the PROXYv2 protocol?",
    keys: ["5.5.0"],
  },
  { kind: "release", question: "When was Knot Resolver 5.6.0 released?", keys: ["2023-01-26"] },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "What is the longest TTL Knot Resolver keeps records for now if I don't set cache.max_ttl, and in which release was that default lowered from six days?",
    keys: ["1 day", "5.6.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which CVE was later assigned to the NSEC3 regression fixed in Knot Resolver 5.3.2, and which Debian upload of knot-resolver says it includes that fix?",
    keys: ["CVE-2021-40083", "5.4.1-1"],
  },
  {
    kind: "two-place",
    question: "Which three CVEs did Debian's knot-resolver 5.6.0-1+deb12u1 security upload fix?",
    keys: ["CVE-2023-50868", "CVE-2023-50387", "CVE-2023-46317"],
  },
  {
    kind: "two-place",
    question: "When was Newsboat 2.21 released upstream, and on what date was it uploaded to Debian?",
    keys: ["2020-09-20", "15 Oct 2020"],
  },
  {
    kind: "two-place",
    question: "To what size did Knot Resolver lower its default EDNS buffer, and in which release?",
    keys: ["1232", "5.2.0"],
  },
  {
    kind: "two-place",
    question:
      "If I give net.listen() only an address, which port does Knot Resolver bind, and which port makes it assume DNS-over-TLS?",
    keys: ["53", "853"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "How many search phrases does Newsboat remember by default, and in which file does it keep them?",
    keys: ["100", "history.search"],
  },
  {
    kind: "two-place",
    question:
      "Which CVE did Newsboat 2.10 fix for bookmark-cmd parameters, and which one for podcast file names played through Podbeuter?",
    keys: ["CVE-2017-12904", "CVE-2017-14500"],
  },
  {
    kind: "two-place",
    question:
      "Which browser does Newsboat launch when I have no browser setting and no $BROWSER, and since which release does it look at $BROWSER first?",
    keys: ["lynx", "2.14"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In which release did Newsboat stop shipping its own Inoreader API keys, and which two settings must I fill in instead?",
    keys: ["2.20", "inoreader-app-id", "inoreader-app-key"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Knot Resolver 5.6.1 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Knot Resolver 5.5.2 fix?", keys: [] },
  { kind: "absent", question: "Who reported CVE-2022-40188, fixed in Knot Resolver 5.5.3?", keys: [] },
  {
    kind: "absent",
    question:
      "For how many milliseconds does Knot Resolver ignore a nameserver that gives no useful answers, if I never call cache.ns_tout()?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which port does dnsdist's built-in web server listen on by default?", keys: [] },
  { kind: "absent", question: "When was Newsboat 2.22 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Newsboat 2.18 fix?", keys: [] },
  {
    kind: "absent",
    question: "What User-Agent string does Newsboat send when I leave the user-agent setting empty?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the newsboat 2.21-1 upload close?", keys: [] },
  {
    kind: "absent",
    question: "I used to read my feeds in Liferea. How often does Liferea update feeds by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r29, written blind of lib/ and never asked of Canopy by its author: Icinga 2.13.6 and
 * Radicale 3.1.8 (sources above). Kinds as in R28_QUESTIONS.
 */
const R29_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "I'm putting Radicale behind nginx under /radicale/. Which request header tells Radicale the path it lives under?",
    keys: ["X-Script-Name"],
    phrased: true,
  },
  { kind: "prose", question: "Where does Radicale send its log output?", keys: ["stderr"] },
  {
    kind: "prose",
    question: "How old is Radicale? In what year did its first lines go into version control?",
    keys: ["2008"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which signal makes Icinga 2 reopen its log files after logrotate has rotated them?",
    keys: ["USR1"],
  },
  {
    kind: "prose",
    question: "On Debian, which group does my web server user need to join to query Icinga 2's Livestatus socket?",
    keys: ["nagios"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How often does Icinga 2 update the icinga_programstatus table in the IDO database?",
    keys: ["10 seconds"],
  },
  {
    kind: "prose",
    question: "Since which Icinga 2 version is the library directive no longer needed to load libraries?",
    keys: ["2.9"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question: "How long does Radicale keep an old sync-token before deleting it, if I don't change anything?",
    keys: ["2592000"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Where does Radicale look for the htpasswd users file if no path is configured?",
    keys: ["/etc/radicale/users"],
  },
  {
    kind: "table",
    question: "When an Icinga agent loses its connection, how long is the replay log for its endpoint kept by default?",
    keys: ["1d"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How often does Icinga 2 re-send a notification for an unresolved problem by default?",
    keys: ["30 minutes"],
  },
  {
    kind: "table",
    question: "Which Redis port does Icinga 2's Icinga DB feature connect to unless I set one?",
    keys: ["6380"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many checks does Icinga 2 run at the same time at most by default?",
    keys: ["512"],
  },
  {
    kind: "table",
    question: "Which syslog facility does Icinga 2's SyslogLogger log to by default?",
    keys: ["FacilityUser"],
  },
  // Release notes.
  { kind: "release", question: "When was Icinga 2.13.6 released?", keys: ["2022-11-08"] },
  {
    kind: "release",
    question: "My newly signed Icinga node certificates no longer last 15 years. Which release changed that?",
    keys: ["2.13.3"],
    phrased: true,
  },
  { kind: "release", question: "Which CVE did Icinga 2.12.3 fix?", keys: ["CVE-2020-29663"] },
  {
    kind: "release",
    question: "In which Icinga 2 release did the configuration language get the ternary operator?",
    keys: ["2.12.0"],
  },
  {
    kind: "release",
    question: "Which Radicale release added the multifilesystem_nolock storage backend?",
    keys: ["3.1.0"],
  },
  {
    kind: "release",
    question:
      "I want to check my Radicale storage for errors with --verify-storage. Since which version is that option available?",
    keys: ["2.1.5"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "Which two CVEs did Icinga 2.12.5 fix?",
    keys: ["CVE-2021-32739", "CVE-2021-32743"],
  },
  {
    kind: "two-place",
    question: "Which CVE did Debian's icinga2 2.13.6-2+deb12u2 update fix, and which Debian bug did it close?",
    keys: ["CVE-2024-49369", "1087384"],
  },
  {
    kind: "two-place",
    question:
      "If I don't set them, how often does Icinga check a host that is in a hard state, and how often does it retry while the host is in a soft state?",
    keys: ["5m", "1m"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are the default upper and lower flapping thresholds of an Icinga 2 host?",
    keys: ["30.0", "25.0"],
  },
  {
    kind: "two-place",
    question:
      "What is the ApiListener's default minimum TLS version, and in which Icinga 2 release did TLS 1.3 support arrive?",
    keys: ["TLSv1.2", "2.13.0"],
  },
  {
    kind: "two-place",
    question:
      "Which password hashing does Radicale expect in my htpasswd file if I don't say, and since which release has that been the default?",
    keys: ["md5", "3.0.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which address and port does Radicale's built-in server bind to by default, and in which release did that become the default?",
    keys: ["localhost:5232", "3.0.0"],
  },
  {
    kind: "two-place",
    question: "When was Icinga 2.13.5 released upstream, and on what date was it uploaded to Debian?",
    keys: ["2022-08-11", "11 Aug 2022"],
  },
  {
    kind: "two-place",
    question: "Which two Debian bugs did the radicale 3.1.8-2 upload close?",
    keys: ["1017764", "1017433"],
  },
  {
    kind: "two-place",
    question:
      "Which CVE covers the root privilege escalation through Icinga 2's prepare-dirs script, and which release fixed it?",
    keys: ["CVE-2017-16933", "2.8.2"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Radicale 3.1.9 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Radicale 3.1.6 fix?", keys: [] },
  {
    kind: "absent",
    question:
      "I set Radicale's rights backend to from_file but didn't give a file. Which path does it read the rules from by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the radicale 3.1.8-1 upload close?", keys: [] },
  { kind: "absent", question: "When was Icinga 2.13.7 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Icinga 2.13.3 fix?", keys: [] },
  {
    kind: "absent",
    question:
      "How many anonymous clients will Icinga's ApiListener accept at once if I leave max_anonymous_clients unset?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which socket event engine does Icinga 2 use by default on Linux?", keys: [] },
  {
    kind: "absent",
    question: "We also run Zabbix. Which port does the Zabbix agent listen on by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Who reported CVE-2020-29663, fixed in Icinga 2.12.3?", keys: [] },
];

/**
 * Batch r30, written blind of lib/ and never asked of Canopy by its author: ProFTPD 1.3.8 and Kea 2.2.0
 * (sources above). Kinds as in R29_QUESTIONS, but for one absent question dropped in session 54 (39 asked): it
 * asked a vsftpd default that r60's vsftpd.conf(5) states.
 */
const R30_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      'Clients that go over my ProFTPD MaxInstances limit just see "Connection reset by peer". Which directive should I set a bit lower so they get a proper FTP error instead?',
    keys: ["MaxClients"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which port range does the ProFTPD manual suggest for PassivePorts?",
    keys: ["49152", "65534"],
  },
  {
    kind: "prose",
    question:
      "Files uploaded to my ProFTPD server never come out executable. Which FTP command can users send to fix the permissions afterwards?",
    keys: ["SITE CHMOD"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which RFC describes the TLS session tickets that ProFTPD's mod_tls supports?",
    keys: ["5077"],
  },
  { kind: "prose", question: "Which library does Kea's logging system build on?", keys: ["log4cplus"] },
  {
    kind: "prose",
    question: "When Kea's packet queue is full during a burst of DHCP traffic, which packets does it drop?",
    keys: ["oldest"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On Linux, how many characters long can the UNIX socket path of Kea's DHCP-DDNS control socket typically be?",
    keys: ["107"],
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is ProFTPD's default CommandBufferSize?", keys: ["512"] },
  {
    kind: "table",
    question:
      "How long can an FTP client sit idle on ProFTPD before it gets disconnected, if I don't configure anything?",
    keys: ["600"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which elliptic curve does ProFTPD's mod_tls use for ECDH by default?",
    keys: ["prime256v1"],
  },
  {
    kind: "table",
    question: "How many seconds does ProFTPD's mod_tls give a client to finish the TLS handshake by default?",
    keys: ["300"],
  },
  {
    kind: "table",
    question: "What is the default limit on how long a single lease reclamation cycle may run in Kea?",
    keys: ["250"],
  },
  {
    kind: "table",
    question:
      "I set KEA_LOGGER_DESTINATION to plain syslog so I can see Kea's startup messages. Which syslog facility will they go to?",
    keys: ["local0"],
    phrased: true,
  },
  {
    kind: "table",
    question: "On which port does Kea's DHCP-DDNS server (D2) listen for requests by default?",
    keys: ["53001"],
  },
  // Release notes.
  { kind: "release", question: "When was ProFTPD 1.3.8 released?", keys: ["04-Dec-2022"] },
  { kind: "release", question: "Which release candidate of ProFTPD 1.3.7 fixed CVE-2019-18217?", keys: ["1.3.7rc2"] },
  {
    kind: "release",
    question:
      "My old 1024-bit DH parameters stopped being accepted after a ProFTPD upgrade. Which release raised the minimum DH parameter size?",
    keys: ["1.3.8rc1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which CVE did Debian's proftpd-dfsg 1.3.8+dfsg-4+deb12u4 update fix?",
    keys: ["CVE-2024-48651"],
  },
  { kind: "release", question: "When was Kea 2.2.0 released?", keys: ["July 27, 2022"] },
  {
    kind: "release",
    question:
      "After an upgrade Kea started replacing odd characters in client hostnames. In which release did hostname sanitizing become enabled by default?",
    keys: ["1.7.5"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "What are ProFTPD's default SyslogFacility and SyslogLevel?",
    keys: ["daemon", "notice"],
  },
  {
    kind: "two-place",
    question:
      'If I just write "FSCachePolicy on" in ProFTPD, how many entries does the cache hold at most and how long is an entry kept?',
    keys: ["3000", "3 seconds"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Since which ProFTPD release does mod_tls use the server's cipher preference by default, and when was that release published?",
    keys: ["1.3.7rc1", "12-Oct-2019"],
  },
  {
    kind: "two-place",
    question:
      "Since which release has ProFTPD's default greeting left out its version number, and which ServerIdent variable puts the version back?",
    keys: ["1.3.6rc3", "%{version}"],
  },
  {
    kind: "two-place",
    question: "Which CVE is the Terrapin attack, and which Debian upload of proftpd-dfsg patched it for bookworm?",
    keys: ["CVE-2023-48795", "1.3.8+dfsg-4+deb12u3"],
  },
  {
    kind: "two-place",
    question:
      "By default, how long does Kea hold a reclaimed lease for its old client, and how often does it flush reclaimed leases whose hold time is over (in seconds)?",
    keys: ["3600", "25"],
  },
  {
    kind: "two-place",
    question: "What is the default capacity of Kea's packet queue, and in which release was it lowered from 500?",
    keys: ["64", "1.8.0"],
  },
  {
    kind: "two-place",
    question:
      "Since which Kea version can each DNS server in the DHCP-DDNS configuration have its own TSIG key, and when was that version released?",
    keys: ["2.0.0", "September 29, 2021"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "From which release does Kea's DHCP-DDNS handle dual-stack clients that share one DHCID record, and on what date did that release come out?",
    keys: ["2.1.2", "Jan 26, 2022"],
  },
  {
    kind: "two-place",
    question: "Which three CVEs did Kea 1.6.0 fix?",
    keys: ["2019-6472", "2019-6473", "2019-6474"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was ProFTPD 1.3.8a released?", keys: [] },
  { kind: "absent", question: "Which CVE did ProFTPD 1.3.8rc3 fix?", keys: [] },
  {
    kind: "absent",
    question:
      "How long does ProFTPD give a client to log in before it drops the connection, if I never set TimeoutLogin?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "I'd like to move ProFTPD's mod_delay table onto a tmpfs. Where does it keep its DelayTable by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the proftpd-dfsg 1.3.8+dfsg-4+deb12u3 upload close?", keys: [] },
  { kind: "absent", question: "When was Kea 2.2.1 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Kea 1.8.0 fix?", keys: [] },
  {
    kind: "absent",
    question: "If I set a Kea logger's severity to DEBUG but leave out debuglevel, which debug level does it log at?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Which hashing algorithm does Kea's DHCP-DDNS server assume for a TSIG key whose entry leaves out the algorithm?",
    keys: [],
  },
];

/**
 * Batch r31, written blind of lib/ and never asked of Canopy by its author: Supervisor 4.2.5 and coturn
 * 4.6.1 (sources above). Kinds as in R30_QUESTIONS.
 */
const R31_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "After logrotate moves supervisord's log files away, which signal should its postrotate script send so that supervisord starts writing to fresh files?",
    keys: ["SIGUSR2"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which environment variable can a program check to find out that it was started by Supervisor?",
    keys: ["SUPERVISOR_ENABLED"],
  },
  {
    kind: "prose",
    question:
      "Supervisor can't stop my mysqld_safe-launched database properly because the real server is a different process that writes a pidfile. What helper does Supervisor ship for this case?",
    keys: ["pidproxy"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which token must a program write on its stdout to put that stream into Supervisor's capture mode?",
    keys: ["<!--XSUPERVISOR:BEGIN-->"],
  },
  {
    kind: "prose",
    question:
      "Since I turned on stale-nonce in coturn, clients now and then get an error back and have to retry with a new nonce. Which error code is that?",
    keys: ["438"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which ALPN labels does coturn recognise in a TLS or DTLS ClientHello?",
    keys: ["stun.turn", "stun.nat-discovery"],
  },
  {
    kind: "prose",
    question: "In coturn's TURN REST API, what is put in front of the user name to make the temporary username?",
    keys: ["timestamp"],
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What priority does a Supervisor [program:x] section get if none is set?", keys: ["999"] },
  {
    kind: "table",
    question: "Where does supervisord put the AUTO log files of my programs if I never set childlogdir?",
    keys: ["tempfile.gettempdir"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which output code marks debug-level lines in supervisord's activity log?",
    keys: ["DEBG"],
  },
  {
    kind: "table",
    question: "Which statecode does Supervisor's getState() XML-RPC method return while supervisord is shutting down?",
    keys: ["-1"],
  },
  {
    kind: "table",
    question: "I want to telnet into coturn's management console on the server itself. Which port is it on by default?",
    keys: ["5766"],
    phrased: true,
  },
  {
    kind: "table",
    question: "On which port does coturn serve its Prometheus metrics by default?",
    keys: ["9641"],
  },
  {
    kind: "table",
    question: "What is coturn's default maximum allocation lifetime, in seconds?",
    keys: ["3600"],
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Which Supervisor release fixed CVE-2017-11610, the hole that let an authenticated XML-RPC client run shell commands?",
    keys: ["3.3.3"],
  },
  {
    kind: "release",
    question:
      "A security scanner flags CVE-2019-12105 on our Supervisor install. In which release did Supervisor respond to that CVE?",
    keys: ["4.0.4"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Since a Supervisor upgrade, my program that exits with status 2 gets restarted when it used to be left alone. Which exit codes did Supervisor count as expected by default before the change?",
    keys: ["0,2"],
    phrased: true,
  },
  { kind: "release", question: "Which coturn release fixed CVE-2020-26262?", keys: ["4.5.2"] },
  { kind: "release", question: "What is the code name of coturn 4.6.0?", keys: ["Gorst"] },
  {
    kind: "release",
    question:
      "My old coturn config with no-loopback-peers is rejected after an upgrade. In which coturn release was that option replaced?",
    keys: ["4.5.1.0"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "Which Supervisor release added the option that keeps supervisord's log off stdout when it runs in the foreground, and when was that release published?",
    keys: ["4.2.0", "2020-04-30"],
  },
  {
    kind: "two-place",
    question:
      "What is the default listen backlog of a Supervisor [fcgi-program:x] socket, and since which version can it be configured?",
    keys: ["socket.SOMAXCONN", "3.4.0"],
  },
  {
    kind: "two-place",
    question:
      "Since which Supervisor release is /etc/supervisor/supervisord.conf among the places searched for the configuration file, and on what date did that release come out?",
    keys: ["3.3.0", "2016-05-14"],
  },
  {
    kind: "two-place",
    question:
      "A Supervisor test broke when glibc changed the value of SOMAXCONN. Which Debian upload of supervisor patched that, and which Debian bug did it close?",
    keys: ["4.2.0-2", "966940"],
  },
  {
    kind: "two-place",
    question:
      "With Supervisor's defaults, how many seconds does supervisord wait for a stopped program to exit before it sends SIGKILL, and how many failed start attempts does it make before giving up on a program?",
    keys: ["10", "3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which UDP port range do I have to open in the firewall for coturn's relay endpoints if I keep the defaults?",
    keys: ["49152", "65535"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "On which ports does coturn listen by default for plain UDP/TCP clients and for TLS/DTLS clients?",
    keys: ["3478", "5349"],
  },
  {
    kind: "two-place",
    question: "Which three CVEs did Debian's coturn 4.5.1.3-1 upload fix?",
    keys: ["CVE-2020-6061", "CVE-2020-6062", "CVE-2020-4067"],
  },
  {
    kind: "two-place",
    question:
      "In which coturn release was the HTTPS web admin interface disabled by default, and on which port does the web admin listen when it is enabled without a port?",
    keys: ["4.5.1.0", "8080"],
  },
  {
    kind: "two-place",
    question:
      "Which coturn release stopped logging STUN binding requests by default, and which option turns that logging back on?",
    keys: ["4.5.2", "--log-binding"],
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "How many events can a Supervisor event listener pool queue up if I leave buffer_size out of its section?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was Supervisor 4.2.6 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Supervisor 4.2.5 fix?", keys: [] },
  { kind: "absent", question: "Which Debian bug did the supervisor 4.2.5-1 upload close?", keys: [] },
  {
    kind: "absent",
    question:
      "We're moving our programs from Supervisor to systemd units. What is systemd's default RestartSec between restarts?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many concurrent allocations may a single user hold on coturn if I don't set user-quota?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was coturn 4.6.2 released?", keys: [] },
  { kind: "absent", question: "Which CVE did coturn 4.6.0 fix?", keys: [] },
  { kind: "absent", question: "In which coturn release did TLS 1.3 support arrive?", keys: [] },
  {
    kind: "absent",
    question: "We're also evaluating eturnal as a TURN server. Which port does eturnal listen on by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r32, written blind of lib/ and never asked of Canopy by its author: libvirt 9.0.0 and Apache Tomcat
 * 10.1.60 (sources above). Kinds as in R31_QUESTIONS.
 */
const R32_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "My socket-activated libvirt daemon keeps exiting a while after the last client disconnects, and the log filters I set with virt-admin are lost each time. After how long idle does it shut itself down?",
    keys: ["120 seconds"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which signal makes libvirtd write the contents of its debug buffer to its log outputs without crashing?",
    keys: ["USR2"],
  },
  {
    kind: "prose",
    question: "What is the shortest DHCP lease time a libvirt virtual network accepts, apart from an infinite lease?",
    keys: ["2 minutes"],
  },
  {
    kind: "prose",
    question:
      "I want virsh and my scripts to connect to qemu:///system without passing -c every time. Which environment variable should I set?",
    keys: ["LIBVIRT_DEFAULT_URI"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which umask does Tomcat run with by default on Unix-like systems?",
    keys: ["0027"],
  },
  {
    kind: "prose",
    question: "What value did Tomcat 4.1.x to 8.0.x send in the Server response header by default?",
    keys: ["Apache-Coyote/1.1"],
  },
  {
    kind: "prose",
    question:
      "We accept multipart uploads on Tomcat and worry about heap usage. With the default part limits and the default maxConnections, how much memory does the documentation say multipart processing can need?",
    keys: ["400MB"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question: "What are the default permissions of libvirtd's UNIX socket for read-only connections?",
    keys: ["0777"],
  },
  {
    kind: "table",
    question:
      "I'm setting up TLS for libvirtd and never set ca_file. Where will it look for the trusted CA certificate?",
    keys: ["/etc/pki/CA/cacert.pem"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Which SSH authentication methods does libvirt's libssh or libssh2 transport try by default, and in which order?",
    keys: ["agent", "privkey", "password", "keyboard-interactive"],
  },
  {
    kind: "table",
    question:
      "Our Tomcat HTTPS connector uses a JKS keystore but nobody set certificateKeystorePassword. Which password does Tomcat try?",
    keys: ["changeit"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default maxPostSize of a Tomcat HTTP connector, in bytes?",
    keys: ["2097152"],
  },
  {
    kind: "table",
    question:
      "According to Tomcat's connector comparison chart, since which Tomcat version has the NIO2 connector existed?",
    keys: ["8.0.x"],
  },
  {
    kind: "table",
    question:
      "What base file name does Tomcat expect for version 42 of a web application deployed at the context path /foo/bar?",
    keys: ["foo#bar##42"],
  },
  // Release notes.
  { kind: "release", question: "Which libvirt release fixed CVE-2021-3667?", keys: ["7.6.0"] },
  { kind: "release", question: "When was libvirt 8.0.0 released?", keys: ["2022-01-14"] },
  {
    kind: "release",
    question:
      "Our old virtualization host still has a sheepdog storage pool defined. In which libvirt release was the sheepdog backend removed?",
    keys: ["8.8.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "After a Tomcat 10.1 update, multipart requests with many parts stopped being cut off at 10 parts. Which release raised the default maxPartCount?",
    keys: ["10.1.43"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Tomcat 10.1 release added the rejectSuspiciousURIs connector option?",
    keys: ["10.1.0-M7"],
  },
  {
    kind: "release",
    question:
      "Our scanner flags the HTTP/2 Rapid Reset attack on Debian 12's Tomcat 10. Which CVE is that, as Debian's tomcat10 security update of October 2023 names it?",
    keys: ["CVE-2023-44487"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "On which TCP ports do libvirt's TLS listener and its unencrypted TCP listener run by default?",
    keys: ["16514", "16509"],
  },
  {
    kind: "two-place",
    question:
      "Which libvirt helper prints a certificate's Distinguished Name in the form tls_allowed_dn_list expects, and in which libvirt release was it added?",
    keys: ["virt-pki-query-dn", "7.10.0"],
  },
  {
    kind: "two-place",
    question: "Which CVEs did Debian's libvirt 9.0.0-4+deb12u1 upload fix?",
    keys: ["CVE-2024-1441", "CVE-2024-2496", "CVE-2024-2494", "CVE-2023-3750"],
  },
  {
    kind: "two-place",
    question:
      "When my remote libvirt URI has no mode= parameter, how does the client choose between the per-driver daemons and libvirtd, and which libvirt.conf setting changes that default for every connection?",
    keys: ["auto", "remote_mode"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "libvirt's release notes announced passt support for QEMU guests. On what date did that release come out, and which Debian upload disabled the feature for bookworm?",
    keys: ["2023-01-16", "9.0.0-2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "My Tomcat connector has no connectionTimeout attribute. How many milliseconds will it wait for the request line, and what value does the standard server.xml shipped with Tomcat set instead?",
    keys: ["60000", "20000"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which Tomcat 10.1 milestone removed the APR/Native connector, and on what date was it released?",
    keys: ["10.1.0-M5", "2021-09-10"],
  },
  {
    kind: "two-place",
    question:
      "Which Tomcat 10.1 release added the connector attribute that controls how %5c sequences in request paths are handled, and what is that attribute's default?",
    keys: ["10.1.35", "decode"],
  },
  {
    kind: "two-place",
    question: "Which Debian upload brought Tomcat 10.1.34 to bookworm, and on what date was it made?",
    keys: ["10.1.34-0+deb12u1", "16 Jan 2025"],
  },
  {
    kind: "two-place",
    question:
      "If a Tomcat TLS certificate names neither a keystore file nor a keystore type, and no javax.net.ssl system property is set, which file and which keystore type does Tomcat use?",
    keys: [".keystore", "JKS"],
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "libvirtd starts refusing clients when many of our tools connect at once. How many concurrent client connections does it allow by default (max_clients)?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was libvirt 9.1.0 released?", keys: [] },
  { kind: "absent", question: "Which CVE did libvirt 8.10.0 fix?", keys: [] },
  { kind: "absent", question: "Which CVE did Debian's libvirt 9.0.0-4+deb12u2 upload fix?", keys: [] },
  {
    kind: "absent",
    question:
      "Our libvirt clients sit behind a flaky VPN link. How often does libvirtd send keepalive messages to its clients by default (keepalive_interval)?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of the AJP connector's secretRequired attribute in Tomcat?",
    keys: [],
  },
  { kind: "absent", question: "On which port does Tomcat's shutdown port listen by default?", keys: [] },
  { kind: "absent", question: "Which CVE did Tomcat 10.1.2 fix?", keys: [] },
  {
    kind: "absent",
    question: "We're comparing Tomcat with Jetty for a small service. Which HTTP port does Jetty listen on by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the tomcat10 10.1.55-1~deb12u1 upload close?", keys: [] },
];

/**
 * Batch r33, written blind of lib/ and never asked of Canopy by its author: MIT Kerberos 1.20.1 and Network UPS
 * Tools 2.8.0 (sources above). Kinds as in R32_QUESTIONS.
 */
const R33_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "We run a primary KDC and three replicas, and our lockout policy allows 10 failed attempts. Since lockout state isn't replicated, how many password guesses could an attacker make before the principal is locked out on every KDC?",
    keys: ["40"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which principal flag must be set for Kerberos account lockout to work?",
    keys: ["requires_preauth"],
  },
  {
    kind: "prose",
    question: "In the [logging] section of kdc.conf, which logging specification disables logging entirely?",
    keys: ["DEVICE=/dev/null"],
  },
  {
    kind: "prose",
    question:
      "One of our UPSes feeds equipment that must never be powered off when upsdrvctl shutdown runs. Which sdorder value should its ups.conf section get?",
    keys: ["-1"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "When creating a certificate for upsd with openssl req and no -days option, what expiration may it default to?",
    keys: ["30 days"],
  },
  {
    kind: "prose",
    question:
      "Our upsstats web page shows temperatures in Celsius but we want Fahrenheit. What does the NUT FAQ say to change?",
    keys: ["TEMPF"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Where is NUT's hardware compatibility list (driver.list) installed on Debian systems?",
    keys: ["/usr/share/nut/driver.list"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "Some of our workstations' clocks drift. By default, how many seconds off can a client's clock be before the Kerberos library treats a message as invalid?",
    keys: ["300"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which port does kprop use by default, and which environment variable overrides it?",
    keys: ["754", "KPROP_PORT"],
  },
  {
    kind: "table",
    question: "What is the default kdc_max_dgram_reply_size in kdc.conf?",
    keys: ["4096"],
  },
  {
    kind: "table",
    question: "What is the default iprop_ulogsize, the number of update log entries kept for incremental propagation?",
    keys: ["1000"],
  },
  {
    kind: "table",
    question:
      "According to the enctype compatibility table, since which krb5 release has camellia256-cts-cmac been supported?",
    keys: ["1.9"],
  },
  {
    kind: "table",
    question:
      "Which NUT variable holds the remaining battery runtime, in seconds, at which the UPS switches to low battery?",
    keys: ["battery.runtime.low"],
  },
  {
    kind: "table",
    question:
      "I'd like to know the battery level my UPS waits for before powering the load back on after a shutdown. Which NUT variable exposes that minimum charge?",
    keys: ["battery.charge.restart"],
    phrased: true,
  },
  // Release notes.
  { kind: "release", question: "When was krb5 1.20.1 released?", keys: ["2022-11-15"] },
  {
    kind: "release",
    question:
      "Our 32-bit KDC may be exposed to the integer overflows in PAC parsing that krb5 1.20.1 fixed. Which CVE is that?",
    keys: ["CVE-2022-42898"],
    phrased: true,
  },
  { kind: "release", question: "Which CVE did Debian's krb5 1.20.1-2+deb12u1 upload fix?", keys: ["CVE-2023-36054"] },
  { kind: "release", question: "Which NUT release fixed CVE-2012-2944?", keys: ["2.6.4"] },
  {
    kind: "release",
    question:
      "Our shutdown script looks for the power-off flag file at /etc/killpower. In which NUT release was POWERDOWNFLAG reverted to that path?",
    keys: ["2.7.3"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which NUT release added SSL support through the Mozilla NSS library?",
    keys: ["2.7.1"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "On which ports do the MIT Kerberos KDC and the admin server (kadmind) listen by default?",
    keys: ["88", "749"],
  },
  {
    kind: "two-place",
    question:
      "Users say their Kerberos tickets run out after a day. What lifetime does the client library request by default, and what is the KDC's default maximum ticket life for a realm?",
    keys: ["1 day", "24 hours"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "After a Debian 12 krb5 update, a legacy service that only has RC4 keys stopped getting tickets with RC4 session keys. Which Debian upload made that change, and which krb5.conf flag permits arcfour-hmac session keys again?",
    keys: ["1.20.1-2+deb12u4", "allow_rc4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which CVEs did Debian's krb5 1.20.1-2+deb12u3 upload fix?",
    keys: ["CVE-2024-26462", "CVE-2025-24528"],
  },
  {
    kind: "two-place",
    question: "When was krb5 1.20 released, and which realm relation did it add to stop the KDC from issuing PACs?",
    keys: ["2022-05-26", "disable_pac"],
  },
  {
    kind: "two-place",
    question:
      "For the KCM credential cache type, which Unix domain socket does the library use by default, and which bootstrap service name does it use on macOS?",
    keys: ["/var/run/.heim_org.h5l.kcm-socket", "org.h5l.kcm"],
  },
  {
    kind: "two-place",
    question:
      "On which TCP port does upsd listen by default, and which IPv4 address does it bind to when upsd.conf has no LISTEN directive?",
    keys: ["3493", "127.0.0.1"],
  },
  {
    kind: "two-place",
    question:
      "In which NUT release did the synchronous driver flag appear, and what is its default value as of NUT 2.8.0?",
    keys: ["2.7.3", "auto"],
  },
  {
    kind: "two-place",
    question:
      "I'm locking down a NUT server. Which file mode should upsd.conf and upsd.users get, and which mode does the security chapter give the state directory /var/state/ups?",
    keys: ["640", "0770"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which Debian upload of nut skipped the flaky autopkgtests so that NUT could ship in bookworm, and on what date was it made?",
    keys: ["2.8.0-7", "25 Jan 2023"],
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "Our PKINIT requests are large and I want to know when the Kerberos library switches to TCP first. What is the default udp_preference_limit in krb5.conf?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was krb5 1.21 released?", keys: [] },
  { kind: "absent", question: "Which CVE did krb5 1.20 fix?", keys: [] },
  { kind: "absent", question: "Which Debian bug did the krb5 1.20.1-2+deb12u2 upload close?", keys: [] },
  {
    kind: "absent",
    question: "We also run a Heimdal KDC next to our MIT realm. Where does Heimdal keep its KDC database by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE did NUT 2.8.0 fix?", keys: [] },
  { kind: "absent", question: "When was NUT 2.8.1 released?", keys: [] },
  {
    kind: "absent",
    question:
      "Our UPS sits on a flaky serial link and upsmon keeps declaring it dead. What is upsmon's default DEADTIME, in seconds?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "A few of our APC units are managed by apcupsd instead of NUT. Which TCP port does apcupsd's network information server listen on by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the nut 2.8.0-2 upload close?", keys: [] },
];

/**
 * Batch r34, written blind of lib/ and never asked of Canopy by its author: Unbound 1.17.1 and smartmontools 7.3
 * (sources above), both read from Debian's gzip-compressed troff manual pages, NEWS and changelogs. Kinds as in
 * R33_QUESTIONS.
 */
const R34_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "We push Unbound configuration changes several times a day and don't want to lose the warm cache on every reload. Which unbound-control command reloads the server while trying to keep the RRset and message cache?",
    keys: ["reload_keep_cache"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Which Unbound access-control action gives a netblock both recursive and nonrecursive access, for example for an administration host that examines the cache?",
    keys: ["allow_snoop"],
  },
  {
    kind: "prose",
    question: "How many bytes of random contents does each file listed in Unbound's tls-session-ticket-keys hold?",
    keys: ["80 bytes"],
  },
  {
    kind: "prose",
    question:
      "According to unbound.conf's description of jostle-timeout, about how many queries per second per thread can short queries reach with the default settings?",
    keys: ["2560"],
  },
  {
    kind: "prose",
    question:
      "A disk just logged read errors and I want smartd to check every disk right away instead of waiting for its next polling cycle. Which signal do I send it?",
    keys: ["USR1"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our disks sit in a software RAID and should give up on unreadable sectors quickly instead of stalling the array. To what SCT Error Recovery Control read and write times do the smartmontools manual pages say RAID configurations are typically set?",
    keys: ["70,70"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which OpenPGP/GPG key ID does update-smart-drivedb use to verify a downloaded drive database?",
    keys: ["721042C5"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "Our resolver sits behind a firewall that drops fragmented UDP. What EDNS buffer size does Unbound advertise by default?",
    keys: ["1232"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Half of our upstream nameservers are reached over a long-latency radio link and the first query to them often times out. How many milliseconds does Unbound wait for an unknown server to reply by default?",
    keys: ["376"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "By default, after how long does Unbound's RFC 5011 trust anchor tracking remove a missing trust anchor (keep-missing)?",
    keys: ["366 days"],
  },
  {
    kind: "table",
    question: "If we start smartd without -i, how many seconds pass between its checks of our disks?",
    keys: ["1800"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "What SCSI operation code does smartctl use by default for ATA disks behind a Cypress USB to PATA bridge (-d usbcypress)?",
    keys: ["0x24"],
  },
  {
    kind: "table",
    question:
      "By default, how many of the most recent entries of the Extended SMART self-test log does smartctl -l xselftest print?",
    keys: ["25"],
  },
  {
    kind: "table",
    question:
      "In smartctl's standby (spindown) timer values for -s standby,N, what timeout does the value 252 specify?",
    keys: ["21 minutes"],
  },
  // Release notes.
  { kind: "release", question: "On what date did Unbound 1.16.0 become a release?", keys: ["2 June 2022"] },
  {
    kind: "release",
    question:
      "A scanner flags our resolver for CVE-2022-3204, the Non-Responsive Delegation Attack. In which Unbound release was the patch for it released?",
    keys: ["1.16.3"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which CVE is the DNSBomb attack fixed by Debian's unbound 1.17.1-2+deb12u3 upload?",
    keys: ["CVE-2024-33655"],
  },
  { kind: "release", question: "When was smartmontools 7.2 released?", keys: ["2020-12-30"] },
  {
    kind: "release",
    question:
      "Our servers send smartd's warning mails through GNU mailutils 3.12. Which smartmontools release fixed the smartd code execution vulnerability that occurs with mailutils versions older than 3.13?",
    keys: ["7.3"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which Debian smartmontools upload re-introduced update-smart-drivedb, now validating the downloaded file with GPG?",
    keys: ["7.0-1"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "On which port does Unbound's remote control listen by default, and which utility generates the self-signed certificates and keys it uses?",
    keys: ["8953", "unbound-control-setup"],
  },
  {
    kind: "two-place",
    question: "Which CVEs did Debian's unbound 1.17.1-2+deb12u2 upload fix?",
    keys: ["CVE-2023-50387", "CVE-2023-50868"],
  },
  {
    kind: "two-place",
    question: "What are Unbound's default cache-max-ttl and cache-max-negative-ttl, in seconds?",
    keys: ["86400", "3600"],
  },
  {
    kind: "two-place",
    question:
      "In Unbound's upstream changelog, on what date was the 1.17.1 release tagged, and on what date was 1.17.1-1 uploaded to Debian?",
    keys: ["5 January 2023", "12 Jan 2023"],
  },
  {
    kind: "two-place",
    question:
      "We want Unbound to serve DNS-over-TLS and DNS-over-HTTPS to our clients. Which port numbers do tls-port and https-port use by default?",
    keys: ["853", "443"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "If the -C and -U directives are not given in smartd.conf, which attribute IDs does smartd check for current pending sectors and for offline uncorrectable sectors?",
    keys: ["197", "198"],
  },
  {
    kind: "two-place",
    question:
      "Without the -A and -s options, in which files does smartd write an ATA disk's attribute log and its state information?",
    keys: ["attrlog.MODEL-SERIAL.ata.csv", "smartd.MODEL-SERIAL.ata.state"],
  },
  {
    kind: "two-place",
    question:
      "When was smartmontools 7.1 released upstream, and on what date was smartmontools 7.1-1 uploaded to Debian?",
    keys: ["2019-12-30", "04 Jan 2020"],
  },
  {
    kind: "two-place",
    question: "Which Debian bugs did the smartmontools 7.3-1 upload close?",
    keys: ["979547", "1006630"],
  },
  {
    kind: "two-place",
    question:
      "We run smartd with --capabilities to drop privileges, and our warning mails go through exim. Which option value adds the capabilities exim needs, and with which MTA does the smartd page say mail works even with all capabilities dropped?",
    keys: ["--capabilities=mail", "postfix"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Unbound 1.18.0 released?", keys: [] },
  {
    kind: "absent",
    question:
      "Our resolver box has eight cores. How many threads does Unbound start when num-threads is not set in unbound.conf?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE did Debian's unbound 1.17.1-2+deb12u1 upload fix?", keys: [] },
  { kind: "absent", question: "On which port does Unbound's DNSCrypt service listen by default?", keys: [] },
  {
    kind: "absent",
    question:
      "Some of our Kubernetes clusters run CoreDNS in front of Unbound. What maximum TTL does CoreDNS's cache plugin apply by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was smartmontools 7.4 released?", keys: [] },
  { kind: "absent", question: "Which CVE did smartmontools 7.3 fix?", keys: [] },
  {
    kind: "absent",
    question:
      "If a machine is power-cycled during the read-scan that follows a selective self-test and we never set '-t pending', after how many minutes does the scan resume by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "We also run hddtemp as a daemon on our storage nodes. On which TCP port does hddtemp listen by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was smartmontools 5.35 released?", keys: [] },
];

/**
 * Batch r35, written blind of lib/ and never asked of Canopy by its author: Eclipse Mosquitto 2.0.11 and sudo
 * 1.9.13p3 (sources above), read from Debian's gzip-compressed troff (DocBook-generated and mdoc) manual pages,
 * Markdown notes, NEWS and changelogs. Kinds as in R34_QUESTIONS.
 */
const R35_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "While debugging our broker I want Mosquitto to print out its current subscription tree and where retained messages exist. Which signal do I send it?",
    keys: ["SIGUSR2"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "According to the Mosquitto documentation, what maximum payload size, in bytes, does MQTT impose?",
    keys: ["268435455"],
  },
  {
    kind: "prose",
    question:
      'When Mosquitto is started as root and the configured user is "mosquitto" but no such user exists, which user does the broker change to instead?',
    keys: ["nobody"],
  },
  {
    kind: "prose",
    question:
      'I defined a bash alias in my .bash_profile, but running it with sudo -i just says "command not found". Which bash shell option should I set so that sudo -i sees my aliases?',
    keys: ["expand_aliases"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "After how many characters are the arguments truncated in the SUDO_COMMAND variable that sudo sets?",
    keys: ["4096"],
  },
  {
    kind: "prose",
    question:
      "Since version 1.9.3 sudo tries to recover from a syntax error in the sudoers file. Which plugin option in sudo.conf restores the historic behavior of refusing to run?",
    keys: ["error_recovery=false"],
  },
  {
    kind: "prose",
    question:
      'After a system upgrade our sudo_logsrvd fails with "X509_verify_cert: CA cert does not include key usage extension" on our old self-signed certificates. Which server setting can we set to false to disable that certificate verification?',
    keys: ["tls_verify"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "Some of our sensors use persistent sessions and stay offline for days. How many QoS 1 and 2 messages per client will Mosquitto queue by default before it starts dropping new ones?",
    keys: ["1000"],
    phrased: true,
  },
  {
    kind: "table",
    question: "By default, how often does Mosquitto publish updates to the $SYS status hierarchy?",
    keys: ["10 seconds"],
  },
  {
    kind: "table",
    question:
      "What is Mosquitto's default max_inflight_messages, the number of outgoing QoS 1 or 2 messages that can be in flight simultaneously?",
    keys: ["20"],
  },
  { kind: "table", question: "Which password hash does mosquitto_passwd use by default?", keys: ["sha512-pbkdf2"] },
  {
    kind: "table",
    question:
      "On our Debian 12 servers, once I've typed my password for sudo, for how many minutes can I keep running sudo before it asks for the password again?",
    keys: ["15"],
    phrased: true,
  },
  { kind: "table", question: "What is the default value of the sudoers lecture option?", keys: ["never"] },
  {
    kind: "table",
    question:
      "At which syslog priority does sudoers log, by default, a user who is not allowed to run a command or whose authentication failed?",
    keys: ["alert"],
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Which Mosquitto release began restricting the topic hierarchy to 200 levels to prevent a possible stack overflow?",
    keys: ["1.6.6"],
  },
  {
    kind: "release",
    question:
      "A security scan of an old broker flags CVE-2017-9868, a persistence file readable by all local users. Which Mosquitto release fixed it?",
    keys: ["1.4.13"],
    phrased: true,
  },
  { kind: "release", question: "When was Mosquitto 2.0.0 released?", keys: ["2020-12-03"] },
  {
    kind: "release",
    question:
      "Which sudo release fixed the buffer overflow that occurs when the pwfeedback option is enabled on systems with uni-directional pipes?",
    keys: ["1.8.31"],
  },
  {
    kind: "release",
    question:
      'We\'re checking our fleet for the sudo heap overflow CVE-2021-3156 ("Baron Samedit"). Which upstream sudo release fixed it?',
    keys: ["1.9.5p2"],
    phrased: true,
  },
  { kind: "release", question: "Which CVE did Debian's sudo 1.9.13p3-1+deb12u2 upload fix?", keys: ["CVE-2025-32462"] },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "By default, with what base and what cap does a Mosquitto bridge back off between reconnection attempts (restart_timeout)?",
    keys: ["5 seconds", "30 seconds"],
  },
  {
    kind: "two-place",
    question: "Which MQTT protocol version and which TLS version does a Mosquitto bridge use by default?",
    keys: ["mqttv311", "tlsv1.2"],
  },
  {
    kind: "two-place",
    question:
      "We upgraded to Mosquitto 2.0 and start the broker without a configuration file; now other machines on the LAN cannot connect. On which port does it listen in that case, and bound to which interface?",
    keys: ["1883", "loopback"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Debian's mosquitto 2.0.11-1.2+deb12u2 upload cherry-picked an upstream fix for a crash on a bridge using a remapped topic and one that stops SUBACKs with missing reason codes. Which CVEs are those two?",
    keys: ["CVE-2024-3935", "CVE-2024-10525"],
  },
  {
    kind: "two-place",
    question:
      "When was Mosquitto 1.5.6 released, and which CVE that it fixed let malformed data in a password file be treated as valid?",
    keys: ["20190206", "CVE-2018-12551"],
  },
  {
    kind: "two-place",
    question:
      "We're opening our firewall for a central sudo log server. On which ports does sudo_logsrvd listen by default for plaintext and for TLS connections?",
    keys: ["30343", "30344"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "By default, up to how many bytes long are the syslog messages that the sudoers plugin creates, and up to how many bytes long are those that sudo_logsrvd creates?",
    keys: ["980", "960"],
  },
  {
    kind: "two-place",
    question:
      "We're turning on log_output for our administrators. In which directory does sudoers store the I/O logs by default, and with which file mode are the log files created?",
    keys: ["/var/log/sudo-io", "0600"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which upstream sudo release fixed the potential double free when matching a sudoers rule with a per-command chroot (CHROOT=dir), and which CVE tracks it?",
    keys: ["1.9.13p2", "CVE-2023-27320"],
  },
  {
    kind: "two-place",
    question:
      "Debian added use_pty to sudo's default configuration. Which old CVE did that fix, and which Debian bug did the change close?",
    keys: ["CVE-2005-4890", "657784"],
  },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "When was Mosquitto 2.0.12 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Mosquitto 2.0.3 fix?", keys: [] },
  {
    kind: "absent",
    question:
      "Our browser dashboards should connect to Mosquitto over WebSockets. Which port does a websockets listener use by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "We're also evaluating EMQX as a broker. On which port does the EMQX dashboard listen by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the mosquitto 2.0.11-1.2+deb12u1 upload close?", keys: [] },
  { kind: "absent", question: "When was sudo 1.9.14 released?", keys: [] },
  { kind: "absent", question: "Which CVE did Debian's sudo 1.9.13p3-1+deb12u1 upload fix?", keys: [] },
  { kind: "absent", question: "What is the default command_timeout in sudoers?", keys: [] },
  {
    kind: "absent",
    question:
      "Some of our BSD machines use doas instead of sudo. For how long does doas remember a successful authentication when the persist option is set?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the sudo 1.9.13p3-1+deb12u2 upload close?", keys: [] },
];

/**
 * Batch r36, written blind of lib/ and never asked of Canopy by its author: OpenSSH 9.2p1 and rsync 3.5.0 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff (mdoc and man) manual pages, Markdown
 * NEWS, READMEs and changelogs. Kinds as in R35_QUESTIONS.
 */
const R36_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "I edited /etc/ssh/sshd_config and want the running daemon to pick up the change without killing existing sessions. Which signal makes sshd reread its configuration file?",
    keys: ["SIGHUP"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Up to what length may a single line in an OpenSSH authorized_keys file be?",
    keys: ["8 kilobytes"],
  },
  {
    kind: "prose",
    question:
      "On Debian, programs I start from ssh-agent never see my LD_LIBRARY_PATH or TMPDIR. Which permission bit is ssh-agent installed with that causes this?",
    keys: ["set-group-id"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      'As of which Debian openssh version are new installations set to "PermitRootLogin without-password" instead of "yes"?',
    keys: ["6.6p1-1"],
  },
  {
    kind: "prose",
    question:
      "When a current rsync client built with openssl logs in to a current rsync daemon, which challenge-response digest do they negotiate by default?",
    keys: ["sha512"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We run a public anonymous rsync mirror and don't want the daemon waiting on dead clients forever. What per-module timeout, in seconds, does the rsyncd.conf manual suggest for anonymous daemons?",
    keys: ["600"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "With --delay-updates, in which directory does rsync put the updated files until they are renamed into place at the end of the transfer, when no --partial-dir is given?",
    keys: [".~tmp~"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "Bots keep opening connections to port 22 without ever logging in. How many concurrent unauthenticated connections does sshd tolerate by default before it starts dropping new ones, i.e. what is the default MaxStartups?",
    keys: ["10:30:100"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many KDF rounds does ssh-keygen use by default when saving a private key?",
    keys: ["16 rounds"],
  },
  {
    kind: "table",
    question:
      "Our cron jobs run ssh with BatchMode enabled. On Debian, after how many seconds without data from the server does the client then send a keepalive request through the encrypted channel?",
    keys: ["300"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is sshd's default PerSourceNetBlockSize?",
    keys: ["32:128"],
  },
  {
    kind: "table",
    question:
      'Our rsync daemon enforces "max connections" on several modules. Which file does it use for the record locking behind that limit, unless told otherwise?',
    keys: ["/var/run/rsyncd.lock"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the rsync daemon's default log format?",
    keys: ["%o %h [%a] %m (%u) %f %l"],
  },
  {
    kind: "table",
    question:
      "A transfer of tens of millions of files dies on the server with a memory allocation error. How large may a single allocation made by rsync be by default?",
    keys: ["1GB"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Our audit found that DisableForwarding in sshd_config did not actually turn off X11 and agent forwarding on bookworm. Which CVE was that, fixed in a later Debian update?",
    keys: ["CVE-2025-32728"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which Debian bookworm openssh upload fixed the remote code execution through ssh-agent's PKCS#11 support over a forwarded agent socket (CVE-2023-38408)?",
    keys: ["9.2p1-2+deb12u1"],
  },
  {
    kind: "release",
    question: "Which Debian openssh upload fixed the ssh-agent double free CVE-2021-28041?",
    keys: ["8.4p1-5"],
  },
  { kind: "release", question: "When was rsync 3.2.7 released?", keys: ["20 Oct 2022"] },
  {
    kind: "release",
    question:
      "To check which of our rsync servers got the big round of security fixes we look at the protocol number they advertise. Which rsync release raised the protocol number to 32?",
    keys: ["3.4.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which rsync release added rrsync's -no-overwrite option?",
    keys: ["3.3.0"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question: "Which CVEs did Debian's openssh 1:9.2p1-2+deb12u8 upload fix?",
    keys: ["CVE-2025-61984", "CVE-2025-61985"],
  },
  {
    kind: "two-place",
    question:
      "We're setting a key policy. How many bits does an RSA key made by ssh-keygen have when -b is not given, and what is the smallest RSA key sshd accepts by default?",
    keys: ["3072", "1024"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      'A scanner reports our Debian 12 SSH servers as vulnerable to the "Terrapin attack". Which CVE is that, and which Debian openssh upload fixed it?',
    keys: ["CVE-2023-48795", "9.2p1-2+deb12u2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      'Which CVE covers sshd wrongly matching an authorized_keys principals="" option against certificate principals that contain a comma, and which Debian bug did its fix close?',
    keys: ["CVE-2026-35414", "1132576"],
  },
  {
    kind: "two-place",
    question:
      "Where does sshd look by default for the Diffie-Hellman groups used in group-exchange key exchange, and where does it write its PID?",
    keys: ["/etc/ssh/moduli", "/run/sshd.pid"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We're opening the firewall for our rsync servers: which port does a plain rsync daemon listen on by default, and which port does rsync-ssl connect to when none is given?",
    keys: ["873", "874"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "When was rsync 3.4.0 released, and which CVE is the heap buffer overflow in checksum parsing that it fixed?",
    keys: ["15 Jan 2025", "CVE-2024-12084"],
  },
  {
    kind: "two-place",
    question:
      "Our old scripts use rsync's Debian-only --copy-devices and --noatime options. Under which names did rsync 3.2.0 integrate them?",
    keys: ["--write-devices", "--open-noatime"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Debian's rsync 3.2.7-1+deb12u5 upload fixed an integer overflow in the compressed-token decoder and an out-of-bounds array read in the receiver's recv_files(). Which CVEs are those two?",
    keys: ["CVE-2026-43618", "CVE-2026-43620"],
  },
  {
    kind: "two-place",
    question:
      "We connect to a TLS-fronted rsync daemon with rsync-ssl using stunnel. Which environment variable names the CA certificate to verify the server against, and which stunnel executable name does the script look for first in $PATH?",
    keys: ["RSYNC_SSL_CA_CERT", "stunnel4"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      'Which CVE did Debian\'s openssh 1:9.2p1-2+deb12u3 upload fix (the "regreSSHion" signal handler race in sshd)?',
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We'd like to blunt keystroke-timing analysis of our interactive SSH sessions. At what interval does ssh's ObscureKeystrokeTiming send its chaff packets by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our sshd is hammered by password-guessing bots. For how long does sshd's PerSourcePenalties block a source address after a failed authentication by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the openssh 1:9.2p1-2+deb12u5 upload close?", keys: [] },
  {
    kind: "absent",
    question:
      "A few of our routers run Dropbear instead of OpenSSH. Which Dropbear command-line option disables password logins for root?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE did Debian's rsync 3.2.7-1+deb12u2 upload fix?", keys: [] },
  {
    kind: "absent",
    question: "How many seconds does rsync wait by default for a connection to an rsync daemon (--contimeout)?",
    keys: [],
  },
  { kind: "absent", question: "When was rsync 3.5.1 released?", keys: [] },
  {
    kind: "absent",
    question:
      "We're considering lsyncd to trigger rsync whenever files change. How many seconds does lsyncd collect events before it starts rsync by default?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the rsync 3.2.7-1+deb12u1 upload close?", keys: [] },
];

/**
 * Batch r37, written blind of lib/ and never asked of Canopy by its author: tmux 3.3a and fail2ban 1.0.2 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff (mdoc and man) manual pages, CHANGES,
 * ChangeLog, NEWS, READMEs and changelogs. Kinds as in R36_QUESTIONS.
 */
const R37_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "A cleanup script wiped /tmp and took our tmux server's socket with it, though the server itself is still running. Which signal do I send the tmux server process to make it recreate the socket?",
    keys: ["SIGUSR1"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How much scrollback does tmux keep for each window out of the box?",
    keys: ["2000 lines"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "How long, in milliseconds, do tmux status line messages stay on screen by default (the display-time option)?",
    keys: ["750"],
  },
  {
    kind: "prose",
    question:
      "Since an upgrade of fail2ban on Debian, banned hosts get an error back instead of their packets silently vanishing. With what do the iptables actions reject them by default instead of dropping?",
    keys: ["icmp-port-unreachable"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Where does Debian's fail2ban package install its Python libraries, instead of upstream's /usr/lib/fail2ban?",
    keys: ["/usr/share/fail2ban"],
  },
  {
    kind: "prose",
    question:
      "Which fail2ban jail did Debian comment out because using it would let an attacker trivially cause a denial of service?",
    keys: ["named-refused-udp"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our fail2ban jail reads the systemd journal, but failures logged in user session journals are never seen. Which backend setting makes it include the user session files?",
    keys: ["journalflags=1"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is tmux's default escape-time?", keys: ["500 milliseconds"] },
  {
    kind: "table",
    question:
      "The clock and load average in my tmux status bar look stale. How often does tmux redraw the status line unless told otherwise?",
    keys: ["15 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "A cron script starts a detached tmux session with new-session -d. What size does its window get when nothing else is configured?",
    keys: ["80x24"],
    phrased: true,
  },
  {
    kind: "table",
    question: "By default, after how many seconds does fail2ban purge old bans from its database (dbpurgeage)?",
    keys: ["86400"],
  },
  {
    kind: "table",
    question: "Which ban action do fail2ban jails use by default (banaction)?",
    keys: ["iptables-multiport"],
  },
  {
    kind: "table",
    question:
      "We back up fail2ban's state so bans survive a rebuild. Where does fail2ban keep its persistent database unless configured otherwise?",
    keys: ["/var/lib/fail2ban/fail2ban.sqlite3"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our web server logs client hostnames rather than IP addresses. What does fail2ban do with such hostnames by default, i.e. what is the default usedns setting?",
    keys: ["warn"],
    phrased: true,
  },
  // Release notes.
  { kind: "release", question: "When was tmux 2.6 released?", keys: ["05 October 2017"] },
  {
    kind: "release",
    question:
      "We'd like a colleague to attach read-only to our tmux session without sharing the account. Which tmux release introduced the access control list for users connecting to the server socket?",
    keys: ["3.3"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which Debian tmux upload cherry-picked the fix for the stack overflow in CSI parsing (OpenBSD 6.8 errata 003)?",
    keys: ["3.1b-2"],
  },
  { kind: "release", question: "When was fail2ban 1.0.2 released?", keys: ["2022/11/09"] },
  {
    kind: "release",
    question:
      "A scanner flags the remote code execution through fail2ban's mail-whois action when mailutils is used (CVE-2021-32749). Which upstream fail2ban release fixed it?",
    keys: ["1.0.1"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which fail2ban release introduced the ignorecache option, which caches the result of the ignoreip, ignoreself and ignorecommand checks?",
    keys: ["0.10.4"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "I want my tmux sockets somewhere other than /tmp. Which environment variable sets their parent directory, and what is the per-user directory inside it called?",
    keys: ["TMUX_TMPDIR", "tmux-UID"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "When was tmux 1.9 released, and which Debian upload's NEWS entry warned that the server protocol version changed from 7 to 8?",
    keys: ["20 February 2014", "1.9-1"],
  },
  {
    kind: "two-place",
    question:
      "Debian's tmux 3.3-2 cherry-picked a fix for a crash when run-shell is used in the configuration file. Which upstream commit was it, and which upstream bugfix release carries the same fix?",
    keys: ["18838fbc87", "3.3a"],
  },
  {
    kind: "two-place",
    question:
      "We want to run the tmux server under a process supervisor, so it has to stay in the foreground. Which tmux release added the flag for that, and which server option does that flag switch off?",
    keys: ["3.2", "exit-empty"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which system-wide configuration file does tmux load at startup, and in which tmux release was ~/.config/tmux/tmux.conf added to the configuration search path?",
    keys: ["/etc/tmux.conf", "3.1"],
  },
  {
    kind: "two-place",
    question:
      "Which fail2ban release introduced the prefregex filter option, and which release added the <CIDR> and <SUBNET> tags for failregex?",
    keys: ["0.10.0", "0.10.5"],
  },
  {
    kind: "two-place",
    question: "Where are fail2ban's control socket and its PID file by default?",
    keys: ["/var/run/fail2ban/fail2ban.sock", "/var/run/fail2ban/fail2ban.pid"],
  },
  {
    kind: "two-place",
    question:
      "Debian's fail2ban 0.11.2-5 upload reverted a security fix because bookworm's mailutils already carries the proper fix. Which CVE was that, and which Debian bug did the revert close?",
    keys: ["CVE-2021-32749", "991449"],
  },
  {
    kind: "two-place",
    question:
      "We'd rather not run fail2ban as root. Which variable in /etc/default/fail2ban names the unprivileged user, and which kernel module's /proc list does the ban action then write to instead of calling iptables?",
    keys: ["FAIL2BAN_USER", "xt_recent"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "With fail2ban-client, how do I lift every ban at once in all jails and the database, and which option makes the list of a jail's banned IPs also show when each ban happened?",
    keys: ["unban --all", "--with-time"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "Which CVE tracks the tmux stack overflow with colon-separated SGR sequences containing empty arguments, fixed in 3.1c?",
    keys: [],
  },
  {
    kind: "absent",
    question: "How many messages does tmux keep in each client's message log by default (message-limit)?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "When I press prefix q, the pane numbers vanish before I can pick one. For how many milliseconds does tmux show them by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Some of our admins run byobu on top of tmux. Which function key opens byobu's configuration menu?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "We manage our tmux plugins with TPM. Which key, pressed after the prefix, makes TPM install the plugins listed in .tmux.conf?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "When was fail2ban 1.0.3 released?", keys: [] },
  { kind: "absent", question: "Which Debian bug did the fail2ban 1.0.2-1 upload close?", keys: [] },
  {
    kind: "absent",
    question: "What is fail2ban's default bantime.maxtime, the ceiling that incremented ban times cannot exceed?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "A slow firewall command in our custom fail2ban action keeps getting killed. After how many seconds does fail2ban kill an action command by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "We're comparing fail2ban with CrowdSec. On which port does the CrowdSec local API listen by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r38, written blind of lib/ and never asked of Canopy by its author: Varnish Cache 7.1.1 and sysstat 12.6.1 as
 * Debian bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages, the upstream
 * changes.rst, CHANGES, README and FAQ, Debian's NEWS, README and changelogs. Kinds as in R37_QUESTIONS.
 */
const R38_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "Our varnishncsa daemon holds back log lines for requests that are still in flight. Which signal makes it write out the outstanding transactions right away?",
    keys: ["SIGUSR1"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our alerting should notice when the varnishd child crashed and left a core file behind. Which value does the varnishd master process OR into its exit code when a core was dumped?",
    keys: ["0x80"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I edited the file that our VCL reads with std.fileread(), yet Varnish keeps returning the old text. When does std.fileread() actually read the file?",
    keys: ["first call"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      'On a fresh Debian server, running sar without arguments fails with "Cannot open /var/log/sysstat/saXX: No such file or directory". Which command turns on sysstat\'s data collection?',
    keys: ["dpkg-reconfigure sysstat"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our capacity report takes the kB figures of sar and iostat as thousands of bytes. How many bytes does one of their kilobytes really hold?",
    keys: ["1024"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We load the output of sadf -d into a database and the timestamps carry a time zone suffix. In which time zone does sadf print its timestamps by default?",
    keys: ["UTC"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      'Started from cron, sadc sometimes dies with "flock: Resource temporarily unavailable". What does that error mean?',
    keys: ["another sadc"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "Our backend sends no caching headers and our VCL never sets beresp.ttl. For how many seconds does Varnish cache those objects?",
    keys: ["120.000"],
    phrased: true,
  },
  {
    kind: "table",
    question: "If varnishd is started without any -s option, what storage does it use and how big is it?",
    keys: ["default,100m"],
  },
  {
    kind: "table",
    question: "How long does Varnish wait between two backend health probes when a probe does not set .interval?",
    keys: ["five seconds"],
  },
  {
    kind: "table",
    question:
      "varnishd is started as root with the unix jail. Which user does the worker process run as unless workuser is given?",
    keys: ["vcache"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What starting time does sar use for -s when no time is given with it?",
    keys: ["08:00:00"],
  },
  {
    kind: "table",
    question:
      "Once sysstat's collection is enabled, how often does it take a sample of system activity unless told otherwise?",
    keys: ["10 minutes"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How big is one block in the bread/s and bwrtn/s columns of sar -b?",
    keys: ["512 bytes"],
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Varnish Cache 7.1.0 renamed cookie.format_rfc1123() to cookie.format_date(). On which date did 7.1.0 come out?",
    keys: ["2022-03-15"],
  },
  {
    kind: "release",
    question:
      "I'd like to bucket requests by taking the remainder of a number in VCL. Since which Varnish Cache release does VCL have a modulus operator?",
    keys: ["6.6.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian varnish upload fixed CVE-2025-30346, the HTTP/1 client-side desync?",
    keys: ["7.1.1-1.1+deb12u1"],
  },
  {
    kind: "release",
    question: "sysstat 12.6.0 added the softnet network backlog metric to sar. What is the date of that release?",
    keys: ["2022/05/29"],
  },
  {
    kind: "release",
    question:
      "After an upgrade, sar and iostat suddenly print colored numbers in my terminal. Which sysstat release made colored output the default?",
    keys: ["12.4.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Debian's sysstat 12.6.1-1 upload fixed a size_t overflow in sa_common.c on 32-bit systems. Under which CVE is that flaw tracked?",
    keys: ["CVE-2022-39377"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "What is Varnish's default worker thread stack size (thread_pool_stack) on 64-bit systems, and which release raised it to make room for the PCRE2 JIT compiler?",
    keys: ["80k", "7.0.0"],
  },
  {
    kind: "two-place",
    question:
      "Where does Debian's varnish packaging keep the secret for the management port, and when varnishd runs without -S, in which file does it write the secret it generates?",
    keys: ["/etc/varnish/secret", "_.secret"],
  },
  {
    kind: "two-place",
    question:
      "Which Varnish Cache release added the thread pool watchdog, and what happens to the worker process when no queued work has been released for the watchdog's duration?",
    keys: ["6.2.0", "panics itself"],
  },
  {
    kind: "two-place",
    question:
      "Which Varnish security advisory does the 7.1.1 release fix, and which CVE does Debian's changelog give for that upload?",
    keys: ["VSV00009", "CVE-2022-38150"],
  },
  {
    kind: "two-place",
    question:
      'What does varnishd\'s "default" storage type resolve to, and in which Varnish Cache release was that storage type introduced?',
    keys: ["umem", "6.0.0"],
  },
  {
    kind: "two-place",
    question:
      "None of our backend declarations set timeouts. How long does Varnish try to connect to a backend, and how long does it wait for the first byte of the response, by default?",
    keys: ["3.500", "60.000"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "CVE-2019-19725 is a double free in check_file_actlst. Which Debian sysstat upload really fixed it, and under which upstream version does sysstat's CHANGES list that fix?",
    keys: ["12.2.0-2", "12.3.1"],
  },
  {
    kind: "two-place",
    question:
      "We need a month of sar history. Which HISTORY value keeps a whole month's worth, and since which sysstat version does sa1 no longer build a month-by-month directory tree when HISTORY is above 28?",
    keys: ["28", "11.0.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which system crontab files does Debian's sysstat package install, and from which Debian upload on does the package prefer systemd timers over those cron jobs?",
    keys: ["/etc/cron.d/sysstat", "12.4.0-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our disk names change between reboots, which breaks our sar -d graphs. Which -j keyword gives a stable identifier for each disk, and which sysstat version added stable identifier support?",
    keys: ["SID", "12.1.7"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "Our backend definition has no .max_connections line. How many simultaneous connections will Varnish open to that backend by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Which CVE identifier belongs to the VSV00016 request smuggling vulnerability fixed in Debian's varnish 7.1.1-2+deb12u1?",
    keys: [],
  },
  {
    kind: "absent",
    question: "We plan to move from 7.1 to the next feature release. On which date did Varnish Cache 7.2.0 come out?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "We terminate TLS with Hitch in front of Varnish. How many worker processes does Hitch start by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Debian's varnish 7.1.1-1 packaged the new upstream bugfix release. Which report in Debian's bug tracker did that upload mark as closed?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our sysstat data files keep piling up uncompressed. After how many days does sysstat compress daily data files by default (COMPRESSAFTER)?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default DELAY_RANGE, in seconds, that the sa2 script waits before generating its reports?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "sar -q PSI prints nothing on one of our older hosts. From which Linux kernel version on are pressure-stall statistics available?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "A scanner flags CVE-2023-33204, another overflow in sysstat's sa_common.c, on our bookworm hosts. Which Debian sysstat upload fixed it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Some of our admins prefer atop to sar. How often does atop's daily logging take a sample by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r39, written blind of lib/ and never asked of Canopy by its author: lftp 4.9.2 and socat 1.7.4.4 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages, the upstream NEWS,
 * CHANGES, READMEs, FAQs, EXAMPLES and security tips, socat's two HTML tutorials and Debian's changelogs. Kinds as in
 * R38_QUESTIONS.
 */
const R39_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "lftp's mirror never fetches the files whose names start with a dot from one FTP server, although ls -a shows them there. Which setting should I change?",
    keys: ["list-options"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I typed exit in lftp while a long mirror job was still running in the background. What does lftp do with that job instead of killing it?",
    keys: ["nohup"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "My multi-connection lftp download of a big ISO with pget broke off halfway. To resume it with pget -c, which file has to be present beside the partial download?",
    keys: [".lftp-pget-status"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "A socat I started in the background from my interactive shell gets stopped, together with its children, after roughly five minutes. What does socat's FAQ tell me to run?",
    keys: ["-tostop"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm building socat on AIX, configure finds no flock() prototype and the flock options are missing. What do I have to change in config.h?",
    keys: ["HAVE_FLOCK"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm creating the self-signed server certificate for an encrypted socat link between two hosts and want to skip all the openssl req prompts. Which one must I fill in, and with what?",
    keys: ["Common Name"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We keep socat on a jump host that has untrusted users, but our own admins still need it. Which owner, group and mode do socat's security notes suggest for the binary?",
    keys: ["socatgrp", "750"],
    phrased: true,
  },
  // A table cell or a setting's default.
  { kind: "table", question: "What is lftp's default sftp:max-packets-in-flight?", keys: ["16"] },
  {
    kind: "table",
    question:
      "When I leave an lftp session alone for a while it drops its connection to the server. After how much idle time does that happen by default?",
    keys: ["3 minutes"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I bootstrap lftp's BitTorrent DHT with torrent --dht-bootstrap and give only a host name. Which port does lftp send the query to?",
    keys: ["6881"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "On our IPv4-only network lftp always tries IPv6 addresses first. In which order does it query address families unless configured otherwise?",
    keys: ["inet6 inet"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "When one side of my socat relay closes, socat hangs on for a moment before it exits. How long does it wait for the other direction by default?",
    keys: ["0.5 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which HTTP proxy port does socat's PROXY address connect to when proxyport is not given?",
    keys: ["8080"],
  },
  {
    kind: "table",
    question:
      "Our socat client uses retry=10 to reach a flaky backend. How long does it pause between two connection attempts unless told otherwise?",
    keys: ["1 second"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Since an lftp upgrade, logins to our old FTP server fail because lftp now tries to negotiate encryption on plain ftp:// connections. Which lftp release turned TLS on by default for FTP?",
    keys: ["4.9.0"],
    phrased: true,
  },
  { kind: "release", question: "Which Debian lftp upload brought the fix for CVE-2018-10916?", keys: ["4.8.4-1"] },
  {
    kind: "release",
    question:
      "Years ago lftp's get started failing with an error instead of overwriting a local file that already exists. Since which lftp version is that the default?",
    keys: ["4.0.7"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "A scanner reports CVE-2014-0019, the buffer overflow in socat's PROXY-CONNECT address, on an old appliance. Which socat release fixed it?",
    keys: ["1.7.2.3"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "After a socat upgrade, our TCP6-LISTEN relay rejects its range option written as [::1/128]. In which socat release did the IPv6 range syntax change?",
    keys: ["1.7.3.3"],
    phrased: true,
  },
  { kind: "release", question: "Which Debian bug did the socat 1.7.4.1-1 upload close?", keys: ["979720"] },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "Which lftp release made ftp:prefer-epsv default to no again, and which earlier release had made lftp prefer EPSV by default?",
    keys: ["4.8.1", "4.7.0"],
  },
  {
    kind: "two-place",
    question:
      "Our internal FTPS server has a self-signed certificate and lftp rejects it. Since which lftp release are server certificates verified by default, and which setting do I switch off for just that host?",
    keys: ["4.2.0", "ssl:verify-certificate"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "My home directory has no ~/.lftp. Where does lftp then keep the bookmarks I add, and since which release does it fall back to XDG directories?",
    keys: ["~/.local/share/lftp/bookmarks", "4.4.1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I don't want the FTP password on lftp's command line, where ps shows it. Which environment variable can hold it instead, and since which lftp release does open accept the option that reads it?",
    keys: ["LFTP_PASSWORD", "4.5.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "According to Debian's changelog, which upstream lftp version fixes CVE-2010-2251, and on which date was that upstream version released?",
    keys: ["4.0.6", "2010-03-25"],
  },
  {
    kind: "two-place",
    question:
      "Since which lftp release can it download torrents, and which setting decides the share ratio at which it stops seeding a completed torrent?",
    keys: ["4.0.0", "torrent:stop-on-ratio"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which socat release fixed the heap overflow that an oversized -b buffer size could cause, and what is the -b block size by default?",
    keys: ["1.7.4.0", "8192"],
  },
  {
    kind: "two-place",
    question:
      "Our socat UDP-LISTEN relay with fork spawns an unbounded number of children under load. Which address option caps them, and from which socat release on does UDP-LISTEN actually respect it?",
    keys: ["max-children", "1.7.3.2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "For a socat relay in a hardened setup, which log level do socat's security tips recommend, and which message severities does that level print?",
    keys: ["-d -d", "notice"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Following socat's multicast guide, which address option makes a receiver join the group 224.1.0.1, and which option keeps a multicast peer from receiving the packets it has just sent itself?",
    keys: ["ip-add-membership", "ip-multicast-loop=0"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "lftp waits a long time before giving up on a server that stopped answering. How many seconds is net:timeout by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many HTTP redirections does lftp follow by default (xfer:max-redirections)?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We're planning the step from lftp 4.9.2 to the next bugfix release. On which date did lftp 4.9.3 come out?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Some colleagues use FileZilla instead of lftp. How many simultaneous transfers does FileZilla allow by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of lftp's net:max-retries setting?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is socat's total inactivity timeout (-T) when the option is not given, in seconds?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which CVE identifier was assigned to socat security advisory 8, fixed in 1.7.3.1?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our outbound proxy only speaks SOCKS5. Since which socat version is there an address type for SOCKS5 servers?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "For some tests we use ncat instead of socat. Which ncat option keeps it listening after the first client disconnects?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which Debian bug did the socat 1.7.4.3-1 upload close?", keys: [] },
];

/**
 * Batch r40, written blind of lib/ and never asked of Canopy by its author: GNU Wget 1.21.3 and GNU screen 4.9.0 as
 * Debian bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages, wget's upstream
 * NEWS, README, AUTHORS and MAILING-LIST, screen's FAQ, upstream ChangeLog, 3.9 release notes, README, example
 * screenrc and Debian's README, NEWS and changelogs. Kinds as in R39_QUESTIONS.
 */
const R40_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "I started a long wget with -b from an SSH session and didn't give it -o. Where do I find what it printed?",
    keys: ["wget-log"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I use wget --use-askpass without naming a program and WGET_ASKPASS isn't set in my environment. Which other variable does wget then take the prompt command from?",
    keys: ["SSH_ASKPASS"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I mailed a bug report to bug-wget@gnu.org without subscribing and it still isn't in the archive. How long does the moderation of such messages usually take?",
    keys: ["around a day"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      'When I press Ctrl-Z in an emacs started with "screen emacs", its window just vanishes. What does screen\'s FAQ give as the reason?',
    keys: ["orphaned"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Inside screen, Shift+PageUp in my xterm no longer scrolls back. What does Debian's README tell me to add to .screenrc so that xterm's own scrollback works again?",
    keys: ["ti@:te@"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "After I killed a hung screen process with kill -9, who and w still list me on terminals that no longer exist. Which records does screen leave behind in that case?",
    keys: ["utmp"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "To enable multiuser mode for screen on Debian, with which owner and mode does README.Debian register /usr/bin/screen through dpkg-statoverride?",
    keys: ["4755"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "Our nightly wget fetch from a flaky mirror keeps retrying. How many attempts does wget make by default before it gives up on a file?",
    keys: ["20 times"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "A wget transfer stalls with no data arriving and wget just sits there. After how many seconds of silence does its default read timeout abort the read?",
    keys: ["900"],
    phrased: true,
  },
  { kind: "table", question: "What value does wget assume for --waitretry when it is not set?", keys: ["10 seconds"] },
  {
    kind: "table",
    question: "I pass --ftps-implicit to wget and no port in the URL. Which port does it connect to?",
    keys: ["990"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "screen's messages vanish from the status line before I manage to read them. For how long is a message shown by default?",
    keys: ["5 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which octal mode does screen give each new window's pseudo-tty when no defmode command is given?",
    keys: ["0622"],
  },
  {
    kind: "table",
    question:
      "I've switched on silence monitoring for the window running a long build. How long must that window stay quiet before screen tells me, if I don't change the timeout?",
    keys: ["30 seconds"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "An audit flags the cookie injection bug CVE-2018-0494 on an old box with wget. From which wget release on is it fixed?",
    keys: ["1.19.5"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Files wget downloads used to carry their origin URL in extended attributes, and after an upgrade they no longer do unless I ask. Which wget release stopped turning --xattr on by default?",
    keys: ["1.20.1"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which Debian upload of wget backports the fix for CVE-2024-38428, the mishandling of semicolons in the userinfo part of a URL?",
    keys: ["1.21.3-1+deb12u1"],
  },
  {
    kind: "release",
    question: "Which screen release fixed the logfile permissions problem CVE-2017-5618?",
    keys: ["4.5.1"],
  },
  {
    kind: "release",
    question:
      "Old notes of ours mention recreating screen's fifo when it disappears. Since which screen release does it use sockets instead of fifos?",
    keys: ["4.6.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which upstream screen release fixed the out-of-bounds access after OSC 49 that was assigned CVE-2020-9366?",
    keys: ["4.8.0"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "Our backend answers 503 under load and wget gives up instead of retrying. Since which wget release is there an option to treat such response codes as transient, and which two codes does the manual give as examples?",
    keys: ["1.19.1", "503", "429"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Since an upgrade wget no longer decompresses gzip-encoded pages on its own. Which wget release made Content-Encoding support experimental and off by default, and which option asks the server for gzip again?",
    keys: ["1.19.4", "--compression"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "A legacy mirroring script relied on wget recreating an FTP server's symbolic links locally, and that stopped. Which wget release quit creating local symlinks by default, and which option setting gives me links instead of the linked-to files?",
    keys: ["1.16", "--retr-symlinks=no"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Since which wget release are server certificates verified by default, and in which later release did --check-certificate=quiet arrive to suppress the warnings about invalid certificates?",
    keys: ["1.10", "1.17.1"],
  },
  {
    kind: "two-place",
    question: "Who contributed HTTP/1.1 support to wget, and in which wget release was HTTP/1.1 first supported?",
    keys: ["Giuseppe Scrivano", "1.13.3"],
  },
  {
    kind: "two-place",
    question:
      "I'd like to recreate my split-region arrangement in screen from a file. Since which release does screen have the layout command, and which file does layout dump write to when I give it no name?",
    keys: ["4.2.0", "layout-dump"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Since which screen release can the log file's name be given on the command line, and which option does screen 4.9 use for it?",
    keys: ["4.5.0", "-Logfile"],
  },
  {
    kind: "two-place",
    question:
      "For CVE-2021-26937, the crash on a crafted UTF-8 sequence, which Debian upload of screen first carried a fix, and which upstream release includes it?",
    keys: ["4.8.0-4", "4.9.0"],
  },
  {
    kind: "two-place",
    question:
      "On Debian, screen complains about the permissions of its socket directory. Which directory is that, and which environment variable lets me point screen at another one?",
    keys: ["/run/screen", "SCREENDIR"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "After closing a few screen windows my window numbers have gaps (0, 3, 7). Which command renumbers them without gaps, and since which screen release does it exist?",
    keys: ["collapse", "4.3.0"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "We archive sites with wget --warc-file. How large can one WARC file grow before wget starts the next one, if I don't pass --warc-max-size?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "In which wget 1.x release was HTTP/2 support added?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Our scanner wants a CVE number for the buffer overflow that wget 1.20.3 fixed. Which CVE was it?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "On which date was wget 1.19.5 released?", keys: [] },
  {
    kind: "absent",
    question:
      "We're thinking of moving our scripts to wget2. How many download threads does wget2 run in parallel by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I use screen's zombie keys so that dead windows get reconnected. What is zombie_timeout set to if I never configure it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which screen release fixed CVE-2023-24626, the signal-sending flaw in setuid installations?",
    keys: [],
  },
  { kind: "absent", question: "Which Debian bugs were closed by the screen 4.9.0-1 upload?", keys: [] },
  {
    kind: "absent",
    question: "We're still on screen 4.9.0. When did the 4.9.1 bugfix release come out?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I added the blanker command to my .screenrc but set no idle timeout. After how many seconds of inactivity does screen start the blanker by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r41, written blind of lib/ and never asked of Canopy by its author: cryptsetup 2.6.1 and mdadm 4.2 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (cryptsetup(8),
 * cryptsetup-luksFormat(8), cryptsetup-open(8), crypttab(5), mdadm(8), md(4), mdadm.conf(5)), cryptsetup's FAQ, 2.6.0
 * release notes, Debian README, NEWS and changelog, and mdadm's Debian FAQ, NEWS and changelog and upstream changelog.
 * Kinds as in R40_QUESTIONS.
 */
const R41_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "I mailed the unsubscribe address of the cryptsetup mailing list and nothing has come back yet. How long can the list server take to reply?",
    keys: ["15 minutes"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "cryptsetup complains that it cannot lock the LUKS2 metadata inside my minimal container. In which directory does it keep the lock files for block devices by default?",
    keys: ["/run/cryptsetup"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "According to Debian's README for cryptsetup, which file mode should a stored key file have?",
    keys: ["400"],
  },
  {
    kind: "prose",
    question:
      'Booting stops in the busybox shell after mdadm prints "No devices listed in conf file found". What does Debian\'s mdadm FAQ suggest appending to the kernel command line?',
    keys: ["rootdelay=10"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "The monthly check of my RAID1 reports a nonzero mismatch_cnt although the data look fine. What does md(4) name as the most likely cause of such mismatches on RAID1?",
    keys: ["swap"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I created a RAID1 on two 4 TB disks and mdadm gave it a write-intent bitmap without my asking. From which device size on does mdadm add an internal bitmap by itself?",
    keys: ["100G"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      'The alert mails from mdadm arrive from plain "root" with no domain and our mail server rejects them. Which mdadm.conf line sets the sender address?',
    keys: ["MAILFROM"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "I keep mistyping the passphrase when I unlock a LUKS disk by hand. How many attempts does cryptsetup open give me by default?",
    keys: ["3 tries"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the smallest Argon2 memory cost that cryptsetup luksFormat accepts?",
    keys: ["32 KiB"],
  },
  {
    kind: "table",
    question: "I'd like to keep a detached LUKS2 header on a small USB stick. How large is a LUKS2 header by default?",
    keys: ["16MB"],
    phrased: true,
  },
  {
    kind: "table",
    question: "In Debian's crypttab, which filesystem does the tmp option create when no filesystem type is given?",
    keys: ["ext4"],
  },
  {
    kind: "table",
    question: "I'm creating a RAID5 with mdadm and didn't pass -c. Which chunk size will the array get?",
    keys: ["512K"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default md/stripe_cache_size of a RAID5 or RAID6 array, in pages per device?",
    keys: ["256"],
  },
  {
    kind: "table",
    question:
      "mdadm --monitor runs as a daemon on my file server. How long does it wait between two polls of the arrays if I don't pass --delay?",
    keys: ["60 seconds"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "A scanner reports CVE-2021-4122 (decryption through LUKS2 reencryption crash recovery) against our cryptsetup. In which upstream release was it fixed?",
    keys: ["2.4.3"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "I need to read a Mac's FileVault2-encrypted USB disk on Linux. From which cryptsetup release on is FileVault2 supported?",
    keys: ["2.6.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which Debian cryptsetup upload did the default LUKS key size change from 128 to 256 bits?",
    keys: ["1.1.0-1"],
  },
  {
    kind: "release",
    question: "Which mdadm release introduced hot-replace of a member device with --replace?",
    keys: ["3.3"],
  },
  {
    kind: "release",
    question:
      "A RAID0 built from disks of different sizes won't assemble after a kernel upgrade. Which Debian mdadm upload first added support for RAID0 layouts?",
    keys: ["4.1-4"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "With which Debian mdadm upload did the default metadata format of newly created arrays change from 0.90 to 1.2?",
    keys: ["3.1.4-1+8efb9d1"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "Since which cryptsetup release is Argon2id the default PBKDF for LUKS2, and within which range does luksFormat keep a memory cost that it benchmarks?",
    keys: ["2.4.0", "64 MiB", "1 GiB"],
  },
  {
    kind: "two-place",
    question:
      "Our old script calls cryptsetup-reencrypt, which is missing on bookworm. Which release removed that tool, and since which release can a LUKS2 device be reencrypted while it is mounted?",
    keys: ["2.5.0", "2.2.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "An old /etc/crypttab of ours still says retry=5 for a disk. What is that option called now, and in which Debian upload was it renamed?",
    keys: ["tries", "1.0.2+1.0.3-rc2-2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "The crypttab entries the installer wrote all carry discard. Since which Debian release does the installer add it, and which cryptsetup open option does the same when I unlock by hand?",
    keys: ["Debian 10", "--allow-discards"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Since which cryptsetup version is aes-xts-plain64 the default for LUKS, and which hash do the 2.6.0 release notes say plain mode still uses by default?",
    keys: ["1.6.0", "RIPEMD160"],
  },
  {
    kind: "two-place",
    question:
      "mdadm --monitor reports RebuildNN events at fixed steps of the rebuild. What is the default step, and since which mdadm release can it be changed?",
    keys: ["20", "3.0.3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We want GRUB to load the kernel straight off a RAID1 created with mdadm's default metadata. Which grub-pc version does Debian's NEWS say is needed, and how far from the start of each member does that default format put the superblock?",
    keys: ["1.98+20100720-1", "4K"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "A resync crawls while the server is busy. Which per-array sysfs file sets the guaranteed minimum resync speed, and what is the system-wide default minimum in KiB/s?",
    keys: ["sync_speed_min", "1000"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'd like arrays named like /dev/md_home instead of md127. Since which mdadm version are such names supported, and what must the CREATE line in mdadm.conf say to enable them?",
    keys: ["3.3", "names=yes"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Since which Linux version can each member of an md array keep a bad block list, and which CREATE setting in mdadm.conf stops mdadm from reserving space for it?",
    keys: ["3.5", "bbl=no"],
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "My 16 MiB key file is refused by cryptsetup. What is the compiled-in maximum key file size in Debian's build?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which CVE does the upstream cryptsetup 2.6.1 release fix?", keys: [] },
  {
    kind: "absent",
    question:
      "I want the boot to stop waiting for the USB stick that holds my key file after 30 seconds. What does the keyfile-timeout= option of Debian's crypttab default to?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "A LUKS2 reencryption runs very slowly. Which hotzone size does cryptsetup reencrypt use when I don't pass --hotzone-size?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which PIM value does cryptsetup assume for a VeraCrypt volume when --veracrypt-pim is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Our audit wants the CVE numbers fixed by mdadm 4.2. Which CVEs does that release fix?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "What is the default group_thread_cnt of an md RAID5 array?", keys: [] },
  {
    kind: "absent",
    question: "On Debian, at what day and time does the cron job start checkarray's monthly parity check of my arrays?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Our server has no local MTA. Which mdadm.conf keyword points mdadm's alert mails at our SMTP relay?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which mdadm release first supported the RAID5 Partial Parity Log?", keys: [] },
];

/**
 * Batch r42, written blind of lib/ and never asked of Canopy by its author: e2fsprogs 1.47.0 and memcached 1.6.18 as
 * Debian bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (mke2fs(8),
 * mke2fs.conf(5), e2fsck(8), e2fsck.conf(5), tune2fs(8), ext4(5), memcached(1)), e2fsprogs' upstream NEWS and Debian
 * changelog, and memcached's protocol description, upstream ChangeLog, Debian changelog and NEWS, TLS notes and LRU
 * notes. Kinds as in R41_QUESTIONS.
 */
const R42_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "Our application builds memcached keys out of full request URLs and the long ones get refused. How long may a memcached key be?",
    keys: ["250 characters"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I stored an item with an expiry of 45 days given as a number of seconds and it was gone right away. Beyond what span does memcached read an expiration value as an absolute Unix time instead of an offset?",
    keys: ["30 days"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We want to build memcached with --enable-tls on an older distribution. Which OpenSSL version is the minimum it needs?",
    keys: ["1.1.0g"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "A job creates one directory per build under a common parent and mkdir started failing. Without the dir_nlink feature, how many subdirectories can one ext4 directory hold?",
    keys: ["64,998"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our dual-boot laptop keeps its hardware clock in local time. By how much may the superblock timestamps be off before e2fsck treats them as wrong, by default?",
    keys: ["24 hours"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How long may the mount option string be that tune2fs -E mount_opts stores in the superblock?",
    keys: ["63 bytes"],
  },
  {
    kind: "prose",
    question:
      "Before the large_dir feature, roughly how many entries could a single ext4 directory hold with a 4KB block size, according to e2fsprogs' NEWS?",
    keys: ["10M"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question: "What slab growth factor does memcached use when -f is not given?",
    keys: ["1.25"],
  },
  {
    kind: "table",
    question:
      "One client pipelines thousands of gets and the other clients of our memcached wait. How many requests in a row does memcached handle from one connection before serving the others, if -R is left alone?",
    keys: ["20"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Which counter in memcached's general stats tells how many connections were closed because they sat idle past their timeout?",
    keys: ["idle_kicks"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "When e2fsck repacks an indexed directory, what percentage of each leaf node does it leave empty unless e2fsck.conf says otherwise?",
    keys: ["20 percent"],
  },
  {
    kind: "table",
    question:
      "My fstab line for an ext4 data disk has no commit= option. Every how many seconds does the journal commit then?",
    keys: ["5 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question: "I'm formatting a volume with bigalloc and didn't pass -C. Which cluster size will mke2fs choose?",
    keys: ["16 times the block size"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "If enable_periodic_fsck is set to true in mke2fs.conf, after how many days is a check of the new file system forced?",
    keys: ["180 days"],
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Our vulnerability scanner reports CVE-2019-5094 (a quota code overrun in e2fsck) for an old image. Which upstream e2fsprogs release fixed it?",
    keys: ["1.45.4"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Since which e2fsprogs release does mke2fs give file systems larger than 128 GB a 1GB journal instead of 128 MB?",
    keys: ["1.43.2"],
  },
  {
    kind: "release",
    question:
      "After an upgrade apt tells me e2fslibs is gone. Which Debian e2fsprogs upload dropped that transitional package?",
    keys: ["1.46.1-1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian memcached upload fixed CVE-2019-15026, the stack-based buffer overread in conn_to_str?",
    keys: ["1.5.17-1"],
  },
  {
    kind: "release",
    question:
      "On which date does memcached's ChangeLog record that the cas operation by Dustin Sallings was incorporated?",
    keys: ["2007-10-03"],
  },
  {
    kind: "release",
    question:
      "I'd like to run stats sizes on a busy production memcached without it locking the cache. From which version on is that safe?",
    keys: ["1.4.27"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "I'm opening the firewall for memcached. Which TCP port does it listen on by default, and which field of stats settings shows the TCP port it is actually using?",
    keys: ["11211", "tcpport"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which memcached option makes the daemon switch to another user when started as root, and since which Debian upload does the package create its own system user for that?",
    keys: ["--user", "1.4.20-1"],
  },
  {
    kind: "two-place",
    question:
      "Our deploy script sends shutdown to memcached and gets an error. Which command-line flag allows that command, and which signal does shutdown graceful raise?",
    keys: ["--enable-shutdown", "SIGUSR1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Once memcached is built with TLS support, which long option turns TLS on at runtime, and from which memcached version is TLS available at all?",
    keys: ["--enable-ssl", "1.5.13"],
  },
  {
    kind: "two-place",
    question:
      "I want memcached's split HOT/WARM/COLD LRUs. Which -o option enables them, and which stats settings field reports the share of slab memory kept for the HOT LRU?",
    keys: ["lru_maintainer", "hot_lru_pct"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "File systems I create on bookworm lack metadata_csum_seed. Which Debian e2fsprogs upload stopped mke2fs from enabling it by default, and since which Linux kernel version does ext4 support the feature?",
    keys: ["1.47.0-2", "4.4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "If I press Ctrl-C during an e2fsck run, which exit code do my scripts see, and which e2fsck.conf option turns that into 0 when the file system isn't flagged as having errors?",
    keys: ["32", "allow_cancellation"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We make many small ext4 images of a few hundred megabytes for VMs. Which inode size does mke2fs give such small file systems by default nowadays, and since which e2fsprogs release?",
    keys: ["256", "1.46.4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which program does tune2fs(8) recommend over mount-count-dependent checking, and which line in /etc/e2scrub.conf enables its automatic runs?",
    keys: ["e2scrub", "periodic_e2scrub=1"],
  },
  {
    kind: "two-place",
    question:
      "I want our servers' forced checks to fall on different reboots with tune2fs -c random. Between which values does that pick the maximum mount count, and since which e2fsprogs release is random accepted?",
    keys: ["20 and 40", "1.46.2"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "I want token authentication on memcached with -Y. In which file does Debian's package expect the username and password list by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which TCP port does memcached's TLS listener use by default when TLS is enabled?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "The LRU crawler adds latency on our cache. How many microseconds does it sleep between items by default if I never send lru_crawler sleep?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "After installing memcached on Debian, which address does the shipped /etc/memcached.conf make it listen on?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "Which memcached release first shipped the meta commands mg, ms and md?", keys: [] },
  {
    kind: "absent",
    question: "Our security team asks which CVE the e2fsprogs 1.47.0 release fixed. Which one is it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "e2fsck prints thousands of identical problem reports to our slow serial console. If max_count_problems is not set, how many reports of one type are printed before the rest are squelched?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "How large is the orphan file that mke2fs creates when orphan_file is enabled and no orphan_file_size is given?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We enabled mmp on a shared-storage ext4 volume. Which MMP update interval, in seconds, does mke2fs use when mmp_update_interval is left at 0?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "How many block groups does mke2fs pack into one flex_bg group when neither -G nor flex_bg_size in mke2fs.conf is given?",
    keys: [],
  },
];

/**
 * Batch r43, written blind of lib/ and never asked of Canopy by its author: logrotate 3.21.0 and msmtp 1.8.23 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (logrotate(8), msmtp(1)),
 * msmtp's Texinfo manual (msmtp.info), logrotate's upstream ChangeLog, Debian changelog and NEWS, Debian's
 * logrotate.conf and systemd units, and msmtp's upstream NEWS and git changelog, Debian changelog, NEWS and
 * README.Debian and the system-wide configuration example. Kinds as in R41_QUESTIONS.
 */
const R43_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "Our archive directory lives on a different disk, so we switched a log to renamecopy. What extension does logrotate tack onto the temporary file it renames the log to first?",
    keys: [".tmp"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Past which date must the system clock be for the %s specifier in logrotate's dateformat to work correctly?",
    keys: ["Sep 9th 2001"],
  },
  {
    kind: "prose",
    question:
      "I run logrotate with --log and would like my postrotate script to append its own lines to that same log. On which file descriptor does the script find it?",
    keys: ["descriptor 3"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "msmtpd hands mail to our own delivery script, and when the upstream relay is unreachable the client is told the message failed permanently. Which exit code should the script return so msmtpd answers with a temporary failure instead?",
    keys: ["75"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "msmtp runs in a container whose TMPDIR is not writable, yet most messages still go out. With which options does msmtp create a temporary file at all?",
    keys: ["--read-recipients", "--read-envelope-from"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "According to msmtp's changelog, roughly how long is an Office 365 OAuth token, the reason passwordeval was taught to read longer passwords?",
    keys: ["2000 characters"],
  },
  {
    kind: "prose",
    question: "Which RFC defines the Remote Message Queue Starting requests that msmtp --rmqs sends?",
    keys: ["RFC 1985"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "Compressing our rotated logs eats a lot of CPU at night. Which option does logrotate hand to gzip when compressoptions is not set?",
    keys: ["-6"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is logrotate's default dateformat for logs rotated hourly?",
    keys: ["-%Y%m%d%H"],
  },
  {
    kind: "table",
    question:
      "On a freshly installed Debian machine, how much old log history does the stock /etc/logrotate.conf keep by default?",
    keys: ["4 weeks"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Log rotation never seems to happen on my laptop when it runs on battery. Which setting in Debian's logrotate.service is responsible?",
    keys: ["ConditionACPower"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Which time format does msmtp use for the timestamps in its log file when logfile_time_format is left empty?",
    keys: ["%b %d %H:%M:%S"],
  },
  {
    kind: "table",
    question:
      "I route msmtp through a local SOCKS proxy with proxy_host but never set proxy_port. Which port does msmtp connect to on the proxy?",
    keys: ["1080"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I turned on syslog in my msmtprc but nothing shows up in the mail log. Which syslog facility does msmtp use unless told otherwise?",
    keys: ["LOG_USER"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Our older servers reject the ignoreduplicates directive in a shared logrotate snippet. Which logrotate release introduced it?",
    keys: ["3.21.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which Debian logrotate upload's NEWS entry warns that directories writable by the world, or by a group other than root, are skipped unless su is used?",
    keys: ["3.8.0-1"],
  },
  {
    kind: "release",
    question: "In which logrotate release did the systemd timer's trigger fuzz change from 12h to 1h?",
    keys: ["3.15.0"],
  },
  {
    kind: "release",
    question:
      "We build msmtp on a system that has LibreSSL's libtls but no GnuTLS. From which msmtp version can it use libtls?",
    keys: ["1.8.14"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which msmtp version fixed the msmtpd security problem where mail addresses beginning with '-' could be taken as options of the pipe command?",
    keys: ["1.8.19"],
  },
  {
    kind: "release",
    question: "In which Debian msmtp upload was the separate msmtp-gnome binary package removed?",
    keys: ["1.8.11-1"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "Security asks about CVE-2022-1348, the logrotate state file denial of service. Which upstream logrotate release fixed it, and which Debian upload brought the fix?",
    keys: ["3.20.0", "3.20.1-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Where does logrotate keep its state file by default, and since which logrotate release does it lock that file to prevent two runs at once?",
    keys: ["/var/lib/logrotate/status", "3.17.0"],
  },
  {
    kind: "two-place",
    question:
      "I want to know when logs really roll over on bookworm: which rotation interval does the shipped logrotate.conf set, and how much leeway does logrotate.timer give systemd in when it fires?",
    keys: ["weekly", "1h"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "After an upgrade logrotate skips a log file that has a second hard link. Which directive makes it rotate such files again, and since which logrotate release are they skipped by default?",
    keys: ["allowhardlink", "3.19.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We'd like our rotated logs compressed with zstd. Since which logrotate release are Zstandard-compressed files supported, and which directive names the compression program to run?",
    keys: ["3.18.0", "compresscmd"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our relay rejects msmtp's EHLO greeting. What does msmtp send as the EHLO argument by default, and since which msmtp version may the domain command use %H for the host name?",
    keys: ["localhost", "1.8.16"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "AppArmor blocks the helper our msmtp passwordeval calls. In which file does Debian want local rules for the msmtp profile, and which Debian upload added a debconf question to disable the profile?",
    keys: ["/etc/apparmor.d/local/usr.bin.msmtp", "1.8.15-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "msmtpq is no longer under /usr/share/doc/msmtp/examples. Where does Debian install it now, and which environment variable tells the script where its queue directory is?",
    keys: ["/usr/libexec/msmtp", "MSMTPQ_Q"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "On which address does msmtpd listen unless --interface is given, and since which msmtp version can msmtpd require authentication with --auth?",
    keys: ["127.0.0.1", "1.8.17"],
  },
  {
    kind: "two-place",
    question:
      "Which hash type should a tls_fingerprint value in msmtprc be, and from which msmtp version on are fingerprints of that type supported?",
    keys: ["SHA256", "1.6.5"],
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "We use the shred directive for rotated logs holding personal data. How many overwrite passes does logrotate ask shred for if shredcycles is not set?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many levels deep may logrotate's include directives be nested before it refuses to read further?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We want xz-compressed archives of our logs. Which logrotate release added built-in support for xz compression?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our nightly backups start at 01:00. At what time of day does Debian's logrotate.timer trigger the daily rotation?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE did the logrotate 3.21.0 release fix?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "msmtp sometimes hangs for a long time when our relay is unreachable. After how many seconds does it give up by default if no timeout command is set?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many concurrent SMTP sessions does msmtpd accept at most?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our compliance tool wants the CVE identifier for the msmtpd pipe-command option injection fixed in msmtp 1.8.19. Which CVE is it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "In which msmtp release was OpenSSL support removed altogether?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our msmtp aliases file maps aliases to other aliases several times over. How many levels of recursive alias expansion does msmtp follow before it stops?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r44, written blind of lib/ and never asked of Canopy by its author: GnuPG 2.2.40 and aria2 1.36.0 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (gpg(1), gpg-agent(1),
 * aria2c(1)), GnuPG's upstream NEWS, DETAILS and KEYSERVER notes, Debian changelog and NEWS and gpg-agent's
 * README.Debian, and aria2's README, NEWS, git changelog and Debian changelog. Kinds as in R41_QUESTIONS.
 */
const R44_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "We package aria2 internally and want to plan our rebuilds around upstream. On which day of the month does aria2 normally ship its minor releases?",
    keys: ["15th of every month"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I restore sessions by assigning my own download IDs with aria2's --gid. How long does such an ID have to be?",
    keys: ["16 characters"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "gpg-agent won't go away when I kill it with TERM while a signing request is still pending. How many TERM signals force the shutdown?",
    keys: ["3 of these signals"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On a Debian desktop with systemd I'd like ssh to use gpg-agent as its agent. What should SSH_AUTH_SOCK point to?",
    keys: ["S.gpg-agent.ssh"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm writing a backup script for my GnuPG home. In which directory does gpg-agent keep the secret keys, one file per keygrip?",
    keys: ["private-keys-v1.d"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our firewall only lets out web traffic and plain hkp:// key lookups fail. On which port does the HKP keyserver protocol's HTTP server listen?",
    keys: ["11371"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I created a key without saying when it should expire. According to GnuPG's NEWS, after how long do new keys expire by default?",
    keys: ["2 years"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "How long after I last used my key does gpg-agent forget the cached passphrase, if gpg-agent.conf doesn't say otherwise?",
    keys: ["600 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the largest value gpg accepts for --s2k-count?",
    keys: ["65011712"],
  },
  {
    kind: "table",
    question: "In gpg's --with-colons key listing, what does the validity letter w in field 2 mean?",
    keys: ["well known private part"],
  },
  {
    kind: "table",
    question:
      "I turned on aria2's RPC server for a web front end and left everything else alone. Which port should the front end connect to?",
    keys: ["6800"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "aria2 refuses to cut my 30 MB file into many ranges even with -s 16. What minimum split size does it use unless I pass -k?",
    keys: ["20M"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Before a big download starts, aria2 sits for minutes writing to my old ext3 disk. Which file allocation method does it use when none is configured?",
    keys: ["prealloc"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Our cron wrapper reports that aria2c exited with status 24. What does that exit status mean?",
    keys: ["authorization failed"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "A scanner flags CVE-2022-34903, the garbled NOTATION_DATA status lines, on one of our hosts. Which upstream GnuPG release fixed it?",
    keys: ["2.2.36"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which GnuPG 2.2 release did gpg's default key algorithm change to rsa3072?",
    keys: ["2.2.22"],
  },
  {
    kind: "release",
    question: "Our bookworm servers need the fix for CVE-2025-68973 in GnuPG. Which Debian gnupg2 upload carries it?",
    keys: ["2.2.40-1.1+deb12u2"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "The audit says aria2's --log could leak metadata and passwords (CVE-2019-3500). Which Debian aria2 upload first patched that?",
    keys: ["1.34.0-4"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which aria2 release fixed the segfault on 32-bit architectures where time_t is 64 bits?",
    keys: ["1.36.0"],
  },
  {
    kind: "release",
    question:
      "On what date was the pull request that flushes OS write buffers before aria2 saves its control file merged, according to aria2's changelog?",
    keys: ["2020-06-25"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "I want gpg-agent to drop my passphrase after a while even if I keep using it. What is its default maximum cache lifetime, and which signal makes it flush every cached passphrase at once?",
    keys: ["7200 seconds", "SIGHUP"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm forwarding ports on my router for aria2's torrents. Which TCP ports does it listen on by default, and which option changes the UDP port that DHT and the UDP trackers share?",
    keys: ["6881-6999", "--dht-listen-port"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which request path does aria2's JSON-RPC interface answer on, and which option sets the token every RPC call has to carry?",
    keys: ["/jsonrpc", "--rpc-secret"],
  },
  {
    kind: "two-place",
    question:
      "Since an upgrade, keys fetched with gpg --recv-keys arrive without anyone else's signatures. Which keyserver does Debian's GnuPG use by default, and which keyserver-options value brings back the old import behaviour?",
    keys: ["keys.openpgp.org", "no-self-sigs-only"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "After an upgrade, SHA-1 based third-party signatures no longer count in my web of trust. Which GnuPG release introduced that, and which gpg option overrides it?",
    keys: ["2.2.18", "--allow-weak-key-signatures"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which gpg-agent option makes it run in the foreground on sockets already bound by systemd, and in which GnuPG release did that mode first appear?",
    keys: ["--supervised", "2.1.16"],
  },
  {
    kind: "two-place",
    question:
      "Does gpg fetch a missing signer's key on its own while verifying, by default, and since which release does --auto-key-retrieve try the Web Key Directory before keyservers?",
    keys: ["--no-auto-key-retrieve", "2.2.17"],
  },
  {
    kind: "two-place",
    question:
      "I'm storing credentials in aria2's configuration and a .netrc. Where does aria2 read its configuration file when ~/.aria2/aria2.conf doesn't exist, and which file mode must .netrc have so it isn't ignored?",
    keys: ["XDG_CONFIG_HOME", "600"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which Debian aria2 upload added the missing SFTP support, and which library does aria2's README list as the SFTP dependency?",
    keys: ["1.34.0-3", "libssh2"],
  },
  {
    kind: "two-place",
    question:
      "When aria2 crashes I lose my queue. Which option writes unfinished downloads to a file, and which option makes it write that file periodically rather than only at exit?",
    keys: ["--save-session", "--save-session-interval"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "Our QoS policy keys on DSCP marks. Which DSCP value does aria2 put on BitTorrent packets when --dscp is not given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What soft limit on open file descriptors does aria2 set by default through --rlimit-nofile?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Our security team wants to know which CVE aria2 1.36.0 fixed. Which one was it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Since which aria2 release has --min-tls-version defaulted to TLSv1.2 instead of TLSv1.1?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Batched RPC calls to aria2 feel slow and I read that token checking is deliberately delayed. How many milliseconds does aria2 spend validating the RPC secret on each call?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I'd like to open as many connections to one mirror as aria2 allows. What is the highest value -x (--max-connection-per-server) accepts?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "We build GnuPG from upstream sources, not Debian's. Which upstream GnuPG release fixed CVE-2025-68973?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "In which GnuPG release did ed25519/cv25519 become the default algorithm for new keys?",
    keys: [],
  },
  {
    kind: "absent",
    question: "How many keys at most may a keyserver return in one machine-readable colon listing response?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "The pinentry shows an SSH key fingerprint when ssh uses gpg-agent. Which hash does gpg-agent use for that fingerprint if --ssh-fingerprint-digest is not set?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r45, written blind of lib/ and never asked of Canopy by its author: curl 7.88.1 and jq 1.6 as Debian bookworm
 * ships them (sources above), read from Debian's gzip-compressed troff manual pages (curl(1), jq(1)), curl's upstream
 * changelog and Debian changelog, libcurl4-doc's FAQ, KNOWN_BUGS, HTTP-COOKIES and SSLCERTS, and jq's README, upstream
 * ChangeLog and Debian changelog. Kinds as in R41_QUESTIONS.
 */
const R45_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "My curl --retry loop waits longer and longer between attempts against a flaky mirror. At what delay does curl stop doubling the wait between retries?",
    keys: ["10 minutes"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On our build box curl ignores my ~/.curlrc and picks up a different config. Which environment variable names the first place curl looks for its default .curlrc?",
    keys: ["CURL_HOME"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our export compliance team needs an export classification for the curl we ship. Which ECCN does the curl FAQ believe applies to curl?",
    keys: ["5D002"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "curl -O sftp://host/file.txt looks in the server's root directory, not in my home directory. How should the SFTP URL be written to name a file in my home directory?",
    keys: ["~/file.txt"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm writing a cookie jar by hand for curl -b. How many TAB-separated fields does each cookie line of that file have?",
    keys: ["seven"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'd like my own jq helper definitions available in every jq program without an import line. Which file does jq source into the main program when it exists as a file?",
    keys: ["$HOME/.jq"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which version of bison is needed to build jq from the latest git sources?",
    keys: ["3.0 or newer"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "A NAT box between us and the server drops idle TCP connections. If I don't pass --keepalive-time, how long does curl let a connection sit idle before it sends keepalive probes?",
    keys: ["60 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "When curl follows redirects with -L, how many redirects does it follow at most unless --max-redirs is given?",
    keys: ["50 redirects"],
  },
  {
    kind: "table",
    question: "Our deploy job's curl call fails with exit code 60. What does that exit code mean?",
    keys: ["Peer certificate cannot be authenticated"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Which permissions does curl give a file it creates on an SFTP or SCP server when --create-file-mode is not used?",
    keys: ["0644"],
  },
  {
    kind: "table",
    question:
      "I abort stalled downloads with curl --speed-limit 1000 and nothing else. For how many seconds must the transfer stay below that speed before curl gives up?",
    keys: ["30"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the largest number of spaces jq's --indent accepts?",
    keys: ["8"],
  },
  {
    kind: "table",
    question:
      "I only want to change the string colour in JQ_COLORS and keep the rest as it is. What does jq's default colour scheme use for strings?",
    keys: ["0;32"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "On dual-stack hosts our curl --connect-timeout seemed to fire at half the configured value. Which curl release fixed the connect timeout being halved?",
    keys: ["7.88.1"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "A scanner flags CVE-2024-8096, curl mishandling OCSP stapling with GnuTLS, on our bookworm hosts. Which Debian curl upload imported the fix?",
    keys: ["7.88.1-10+deb12u8"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which curl version was the --http3-only option added?",
    keys: ["7.88.0"],
  },
  {
    kind: "release",
    question: "Our bookworm servers need the fix for CVE-2025-48060 in jq. Which Debian jq upload cherry-picked it?",
    keys: ["1.6-2.1+deb12u1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "According to jq's ChangeLog, on what date was $__loc__ added?",
    keys: ["2015-03-30"],
  },
  {
    kind: "release",
    question:
      "Files I download on Windows with curl -R get a modification time one hour off. Since which curl version should that be fixed, given a modern compiler?",
    keys: ["7.53.0"],
    phrased: true,
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "Our API rate-limits us with HTTP 429. Does curl's --retry treat that response code as a transient error, and which option replaces its doubling backoff with a fixed wait between retries?",
    keys: ["429", "--retry-delay"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm fetching thousands of files with curl -Z. How many transfers does it run at the same time by default, and since which curl version can I change that with --parallel-max?",
    keys: ["50", "7.66.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "On our CI runners curl ignores the upper-case HTTP_PROXY we export. Which proxy variable does curl only read in lower case, and which proxy scheme prefix makes it resolve host names through a SOCKS5 proxy?",
    keys: ["http_proxy", "socks5h://"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What do curl's exit codes 28 and 47 mean?",
    keys: ["Operation timeout", "Too many redirects"],
  },
  {
    kind: "two-place",
    question:
      "Our scanner flags CVE-2024-2398, the leak when HTTP/2 server push brings too many headers, in bookworm's curl. Which Debian upload fixed it, and above how many received headers does libcurl abort the push?",
    keys: ["7.88.1-10+deb12u6", "1000"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our internal services use a private CA and I can't touch the system store. Which environment variable makes the curl command line tool use my own CA bundle, and which file name does curl search for on Windows?",
    keys: ["CURL_CA_BUNDLE", "curl-ca-bundle.crt"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I want a jq validation filter to stop with a message on stderr when the input is bad. Which builtin prints its input to stderr and stops the program, and what exit status does it use when none is given?",
    keys: ["halt_error", "5"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Where does jq search for modules when -L is not given, and in which file besides foo/bar.jq does it look for a dependency with relative path foo/bar?",
    keys: ["$ORIGIN/../lib/jq", "foo/bar/bar.jq"],
  },
  {
    kind: "two-place",
    question:
      "Our log shipper wants record-separated JSON and I'm feeding it from jq --seq. Which MIME type scheme does --seq follow, and which ASCII character does jq print before each value?",
    keys: ["application/json-seq", "RS"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Since the latest jq security update on bookworm, a filter that repeats a string a huge number of times fails. What error message does it print now, and which CVE was that fix for?",
    keys: ["result too long", "CVE-2026-32316"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "I'd like to run as many parallel transfers as curl allows. What is the highest value curl's --parallel-max accepts?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "We build curl from upstream sources, not Debian's. Which upstream curl release fixed CVE-2025-0167?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Uploads through our proxy hit curl's known bug where an Expect: 100-continue request gets an HTTP 417 back. In which curl release was that bug fixed?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What User-Agent string does the curl command line tool send when -A is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the largest cookie, in bytes, that curl's cookie engine accepts from a Set-Cookie header?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "jq chokes on a deeply nested JSON document from our API. How many levels of nesting does jq 1.6's parser allow at most?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our IDs are 64-bit integers and some come out of jq changed. What is the largest integer jq can represent exactly?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which JQ_COLORS field sets the colour of object keys, and what is its default?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which Oniguruma version does jq 1.6 need for its regular expression support?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Our scripts rely on $__loc__. In which jq release did it first appear?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r46, written blind of lib/ and never asked of Canopy by its author: nftables 1.0.6 and iproute2 6.1.0 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (nft(8); ip(8),
 * ip-address(8), ip-link(8), ip-route(8), ip-rule(8), ip-neighbour(8), ss(8), tc-netem(8), tc-fq_codel(8)), the two
 * Debian changelogs, nftables' README.Debian and examples README, and iproute2's README.Debian. Kinds as in
 * R41_QUESTIONS.
 */
const R46_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "I'm moving a server from iptables to nftables and ran nft flush ruleset the way I used to run iptables -F. What does flushing the whole ruleset leave in place for packet filtering?",
    keys: ["no packet filtering will happen anymore"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      'My nftables.conf has include "/etc/nftables.d/*.nft" and the order of the files matters. In which order does nft load the files matched by a wildcard include?',
    keys: ["alphabetical order"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I enabled nftables.service on a fresh Debian 12 box. Which file is the default rules file of Debian's nftables package?",
    keys: ["/etc/nftables.conf"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm building an ECMP route with lots of nexthop entries in a single ip route add. How many IPv4 nexthops does iproute2's internal buffer allow in one go?",
    keys: ["253 IPv4"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which file does iproute2's ip route read to map routing table names to table numbers?",
    keys: ["/etc/iproute2/rt_tables"],
  },
  {
    kind: "prose",
    question:
      "Running plain ss on our web server doesn't show nginx listening on port 443. Which sockets does iproute2's ss list when no option is given?",
    keys: ["non-listening sockets"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I want to use tc with the ATM-based queue on Debian. Which package does iproute2's README.Debian say to install first?",
    keys: ["libatm1"],
    phrased: true,
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "I rate-limit SSH with nftables using limit rate 3/minute and no burst. How many packets does the token bucket hold by default?",
    keys: ["by default five"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which syslog level does an nftables log statement use when no level is given?",
    keys: ["warn [default]"],
  },
  {
    kind: "table",
    question:
      "Our IDS reads packets from an nftables queue statement written without a to clause. Which queue number does nftables put the packets into by default?",
    keys: ["default is 0"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "ip address flush keeps going round on a box with thousands of addresses. How many times does iproute2's ip try the flush by default before giving up?",
    keys: ["The default is 10"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What size is the netlink socket receive buffer of iproute2's ip when -rcvbuf is not given?",
    keys: ["1MB"],
  },
  {
    kind: "table",
    question:
      "I put fq_codel on our uplink with tc and didn't set a limit. What is the default hard limit on fq_codel's queue size?",
    keys: ["10240 packets"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our geneve tunnel peer listens on a non-standard port. Which UDP destination port does ip link use for a geneve device unless dstport is given?",
    keys: ["6081"],
    phrased: true,
  },
  // Release notes.
  {
    kind: "release",
    question:
      "After a kernel update on bookworm, nft refused to load rules into bound chains because of a new kernel check. Which Debian nftables upload fixed the incorrect bytecode generation behind it?",
    keys: ["1.0.6-2+deb12u2"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Since upgrading from Debian 11 to Debian 12, nft list shows our sets in a different format. Which Debian bug number tracks that regression in nftables' set listing?",
    keys: ["1038724"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which Debian nftables upload did the package switch to libeditreadline?",
    keys: ["0.9.8-1"],
  },
  {
    kind: "release",
    question:
      "On bookworm, typing ip mo runs ip monitor as expected. Which Debian iproute2 upload made 'ip mo' resolve to 'ip monitor'?",
    keys: ["6.1.0-3"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian iproute2 upload backported the fix for ip route get with a netmask?",
    keys: ["5.10.0-4"],
  },
  {
    kind: "release",
    question: "Since which Debian iproute2 upload does the package install the dcb and vdpa tools?",
    keys: ["5.13.0-1"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "Before pushing a new ruleset I want nft to validate it without applying anything, and afterwards I need the handles to delete single rules. Which nft options do those two things?",
    keys: ["--check", "--handle"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Our deploy script checks the exit status of nft -f. What do nftables' exit statuses 2 and 3 mean?",
    keys: ["memory allocation errors", "unable to open Netlink socket"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I want shorter conntrack timeouts only for DNS traffic with an nftables ct timeout object. Which sysctl prefix shows the system-wide TCP timeout defaults, and which UDP state names can have their own timeout?",
    keys: ["net.netfilter.nf_conntrack_tcp_timeout_", "unreplied"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "In nftables, in which hook do flowtables reside, and which address families can a flowtable belong to?",
    keys: ["ingress hook", "ip, ip6, or inet"],
  },
  {
    kind: "two-place",
    question:
      "We use a bare reject in nftables. Which ICMP code is sent by default, and in which hooks is reject allowed in the bridge family?",
    keys: ["port-unreachable", "input or prerouting"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm adding policy routing rules with ip rule and need to stay clear of the built-in ones. Which priorities do the default rules for the main and default tables have?",
    keys: ["32766", "32767"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "According to ip-route(8), which table ID does the main routing table have, and which table IDs are reserved for built-in use?",
    keys: ["ID 254", "0, 253, 254, and 255"],
  },
  {
    kind: "two-place",
    question:
      "I'm adding tagged addresses with ip addr add ... label. How long may an address label be at most, and what valid lifetime does an address get when valid_lft is not given?",
    keys: ["15 characters", "Defaults to forever"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are tc fq_codel's default target and interval?",
    keys: ["5ms", "100ms"],
  },
  {
    kind: "two-place",
    question:
      "Our provisioning script runs iproute2's ip and branches on its exit status. When does ip exit with 1 and when with 2?",
    keys: ["1 if there is a syntax error", "reported by the kernel exit status is 2"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "We generate nftables chain names from customer IDs. What is the maximum length of a table or chain name in nftables?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many elements can an nftables set hold when no size is given?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "My nftables set has a timeout flag but no gc-interval. What garbage collection interval does nft use by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our generated nftables ruleset jumps from chain to chain quite deep. How many nested jumps does nftables allow before the ruleset is rejected?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Debian's nftables 1.0.6-2 patched the handling of invalid octal strings. Which upstream nftables release fixed that bug?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "I'm creating a VXLAN device with ip link add ... type vxlan and no dstport. Which UDP port does it use by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How long do learnt FDB entries of an iproute2 VXLAN device live when ageing is not set?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "I'm emulating a slow WAN link with tc qdisc add ... netem delay 200ms and packets start dropping. How many packets does netem queue by default when no limit is given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Neighbour entries on our router stay reachable longer than expected. How long does an iproute2 neighbour entry stay in the reachable state by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Our scanner flags CVE-2022-3527 in iproute2 on bookworm. Which Debian iproute2 upload fixed it?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r47, written blind of lib/ and never asked of Canopy by its author: nmap 7.93 and tcpdump 4.99.3 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (nmap(1), nping(1);
 * tcpdump(8); libpcap's pcap-filter(7), pcap-tstamp(7) and pcap-savefile(5)), nmap's upstream CHANGELOG and Debian
 * changelog, and tcpdump's upstream changelog, Debian changelog, NEWS.Debian, README.md and README.Debian. Kinds as in
 * R41_QUESTIONS.
 */
const R47_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "Our load balancer name has four A records, but nmap only scanned one of them. Which option makes nmap scan every address the hostname resolves to?",
    keys: ["--resolve-all"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "The firewall team sees odd TCP packets to 443 and 80 when I run a root nmap ping sweep with no -P options. Which discovery probes does nmap send by default, written as the equivalent options?",
    keys: ["-PE -PS443 -PA80 -PP"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "A full UDP scan of one Linux server has been running since yesterday. According to the nmap manual, how long can a 65,536-port UDP scan take against Linux's one-per-second ICMP limit?",
    keys: ["more than 18 hours"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On Debian, sudo tcpdump -w /root/caps/web.pcap fails with permission denied because tcpdump switches to its own user. How do I make it keep running as root like it used to?",
    keys: ["-Z root"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I capture with tcpdump -i any on a box plugged into a mirror port and never see other hosts' unicast traffic. Does the any pseudo-interface capture in promiscuous mode?",
    keys: ["will not be done in promiscuous mode"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "My tcpdump filter 'host a or host b and port 53' doesn't match what I expected. How do and and or rank against each other in pcap filter expressions?",
    keys: ["equal precedence"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "What protocol do Nping's Echo client and Echo server use to communicate over their side channel?",
    keys: ["Nping Echo Protocol"],
  },
  // A table cell or a setting's default.
  {
    kind: "table",
    question:
      "We run nmap -sV across the whole fleet without tuning anything. Which version intensity does it use when --version-intensity isn't given?",
    keys: ["The default is 7"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Scans of a lossy WAN site take ages and I suspect retransmissions. Without a -T template, how many probe retransmissions does nmap allow per port by default?",
    keys: ["allow ten retransmissions"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which UDP port does nmap's -PU discovery probe go to when no port list is given?",
    keys: ["40125"],
  },
  {
    kind: "table",
    question:
      "Our tcpdump -w captures fill the disk quickly even though I only need headers. How many bytes of each packet does tcpdump keep when I don't pass -s?",
    keys: ["262144 bytes"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "nmap -O keeps retrying against devices it can't identify. How many OS detection tries does nmap make by default when conditions are favorable for a fingerprint submission?",
    keys: ["tries five times"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I need a firewall rule for an nping echo server on our edge box. Which TCP port does the Echo side channel use unless told otherwise?",
    keys: ["9929"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which ESP decryption algorithm does tcpdump's -E option assume when none is given?",
    keys: ["The default is des-cbc"],
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Our jump host's nmap rejects --unique, which I wanted for overlapping target lists. In which nmap release did --unique appear?",
    keys: ["7.92"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "A colleague says nmap can trade UDP accuracy for speed against hosts that rate-limit ICMP. Which nmap release added --defeat-icmp-ratelimit?",
    keys: ["7.40"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "After moving to a newer Debian, apt can't find zenmap anymore. Which Debian nmap upload dropped the zenmap package?",
    keys: ["7.80+dfsg1-2"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "I just want tcpdump to count the packets matching a filter in a pcap, but our old tcpdump 4.9 doesn't know --count. Which tcpdump release added it?",
    keys: ["4.99.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian tcpdump upload fixed CVE-2020-8037 in the PPP printer?",
    keys: ["4.9.3-7"],
  },
  {
    kind: "release",
    question: "In which tcpdump release was the default snapshot size increased to 256K?",
    keys: ["4.6.0"],
  },
  // Two things asked at once.
  {
    kind: "two-place",
    question:
      "For our nightly scan job I want normal, XML and grepable output in one go, and I want to keep adding to the same files rather than overwriting them. Which two nmap options do that?",
    keys: ["-oA", "--append-output"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm estimating scan time for a quick sweep. How many ports per protocol does a default nmap scan cover, and how many does -F cut that to?",
    keys: ["most common 1,000 ports", "reduced to 100"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We scan the lab with -T5 and some slow hosts and NSE results just disappear. What host timeout and what script timeout does the T5 template set?",
    keys: ["host timeout to 15 minutes", "script timeout to 10 minutes"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "If I run nping against a host with neither -c nor --delay, how many rounds does it send and how long does it wait between probes?",
    keys: ["5 rounds", "the default delay is one second"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "tcpdump is capturing to a file on a Linux box during an incident. Which signal makes it report its packet counts without stopping, and which one forces the -w buffer out to the file?",
    keys: ["SIGUSR1", "SIGUSR2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "How long are the per-file header and the per-packet header of a libpcap savefile?",
    keys: ["24 octets", "16 octets"],
  },
  {
    kind: "two-place",
    question:
      "In a pcap-filter primitive, which type qualifier is assumed when none is given, and which direction qualifier is assumed when none is given?",
    keys: ["host is assumed", "src or dst' is assumed"],
  },
  {
    kind: "two-place",
    question:
      "Old runbooks use nmap -sP for ping sweeps. What is the option called now, and in which nmap release did that name first appear?",
    keys: ["-sn", "5.10BETA1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Running tcpdump with no -i on a multi-homed server picked the wrong NIC. How does tcpdump choose the interface when none is given, and which option lists the interfaces it can capture on?",
    keys: ["lowest numbered, configured up interface", "--list-interfaces"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Debian 11 shipped nmap 7.80 although 7.91 had already been packaged. Which Debian upload rolled back to 7.80, and which Debian bug tracks whether Nmap's newer license is DFSG-free?",
    keys: ["7.91+dfsg1+really7.80+dfsg1-1", "1025650"],
    phrased: true,
  },
  // Absent: nothing in the documents answers these.
  {
    kind: "absent",
    question:
      "I'm padding nmap probes with --data-length to see how our IDS handles large packets. What is the largest --data-length value nmap accepts?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our cron wrapper checks nmap's exit status to spot failed scans. Which exit code does nmap return when a target hostname cannot be resolved?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the maximum number of decoys nmap's -D option accepts?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which IP TTL does nmap put in its raw probe packets when --ttl is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "tcpdump reports packets dropped by kernel on our busy 10G link. What capture buffer size does tcpdump use on Linux when -B isn't given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our vulnerability scanner flags CVE-2023-1801 (the SMB printer) in tcpdump on bookworm. Which Debian tcpdump upload fixes it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I can match Geneve traffic by VNI with 'geneve 0xb' in a tcpdump filter. Which pcap-filter primitive matches VXLAN packets by their VNI?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "In which tcpdump release was the -Q option for choosing the capture direction introduced?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which time stamp type does tcpdump use on Linux when -j is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default value of nmap's --max-rtt-timeout when no timing template is given?",
    keys: [],
  },
];

/**
 * Batch r48, written blind of lib/ and never asked of Canopy by its author: XZ Utils 5.4.1 and Zstandard 1.5.4 as
 * Debian bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (xz(1), xzgrep(1),
 * xzdiff(1), xzless(1), lzmainfo(1); zstd(1), pzstd(1), zstdgrep(1)), XZ Utils' README, FAQ, history, NEWS, git
 * changelog, Debian changelog and README.Debian, and zstd's README.md, upstream changelog and Debian changelog. Kinds as
 * in R41_QUESTIONS.
 */
const R48_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  {
    kind: "prose",
    question:
      "xz keeps skipping one of our log files with a warning because the file has two hard links. Apart from --force, which option makes xz compress it anyway on a current xz?",
    keys: ["--keep"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We append filler after concatenated .xz archives so they fill whole 512-byte tape blocks. What must that padding be made of, and what multiple must its size be, for xz to still accept the file?",
    keys: ["null bytes", "four bytes"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "A Makefile I'm not allowed to edit runs zstd without any level flag. Is there an environment variable I can set to change the compression level it uses?",
    keys: ["ZSTD_CLEVEL"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "A few of the samples I feed to zstd --train are multi-megabyte files. How much of each of those big samples does the trainer actually use?",
    keys: ["128 KiB"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I run xz -9 -T8 on a 100 MiB file and it still only keeps one core busy. Why, and how large are the blocks xz cuts at -9?",
    keys: ["192 MiB"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "What was the shell-script wrapper with a gzip-like command line called that shipped in the very first LZMA Utils release?",
    keys: ["lzmash"],
  },
  {
    kind: "prose",
    question:
      "On a Debian box I'd like the old lzma, unlzma and lzcat commands to work for every user out of the box. What command sets that up?",
    keys: ["update-alternatives --config lzma"],
    phrased: true,
  },
  // Table cell or default value.
  {
    kind: "table",
    question:
      "Our build VM only has 256 MiB of RAM. How much memory does xz need to compress at -8 in single-threaded mode?",
    keys: ["370 MiB"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "We're porting old scripts that ran lzma -3 from LZMA Utils 4.32. What dictionary size did LZMA Utils use at level -3?",
    keys: ["512 KiB"],
    phrased: true,
  },
  {
    kind: "table",
    question: "For xz's ARM64 BCJ filter, what alignment does the filter table in xz(1) say is best?",
    keys: ["4096-byte"],
  },
  {
    kind: "table",
    question: "When I just run xz with its default preset, which match finder does the LZMA2 encoder end up using?",
    keys: ["bt4"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default size limit of a dictionary built with zstd --train (the --maxdict default)?",
    keys: ["112640"],
  },
  {
    kind: "table",
    question:
      "A shell script checks XZ_VERSION from xz --robot --version against a minimum. Which number stands for xz 5.0.0 in that format?",
    keys: ["50000002"],
  },
  {
    kind: "table",
    question:
      "In the benchmark table of zstd's README, what compression ratio did zstd 1.5.1 at level -1 reach on the Silesia corpus?",
    keys: ["2.887"],
  },
  // Release notes.
  {
    kind: "release",
    question:
      "Our distribution froze on 2022-12-10. Was XZ Utils 5.4.0 already out by then, and when exactly was it released?",
    keys: ["2022-12-13"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "I'd like to ship binary diffs of our firmware images using zstd's --patch-from. What's the first zstd release that has it?",
    keys: ["1.4.5"],
    phrased: true,
  },
  {
    kind: "release",
    question: "I can't find a zstd 1.5.3 tarball anywhere, only 1.5.2 and 1.5.4. Was 1.5.3 ever actually released?",
    keys: ["unpublished"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian zstd upload marked the zstd binary package as Multi-Arch: foreign?",
    keys: ["1.5.2+dfsg2-1"],
  },
  {
    kind: "release",
    question:
      "Our backup wrapper treats xz exit status 1 as fatal. Since which xz release does a failure to delete the input file after a successful compression give exit status 2 instead?",
    keys: ["5.2.8"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was the default soft memory usage limit for xz --threads=0 committed to XZ Utils?",
    keys: ["2022-04-14"],
  },
  // Two things at once.
  {
    kind: "two-place",
    question:
      "Security is asking about the xzgrep command injection through malicious filenames (CVE-2022-1271). Which upstream XZ Utils release fixed it, and which Debian xz-utils upload carried the fix?",
    keys: ["5.2.6", "5.2.5-2.1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'd like zstd to drop every compressed file into one output directory instead of next to each source file. Which option does that, and in which zstd release did it arrive?",
    keys: ["--output-dir-flat", "1.4.4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "An embedded board has about 100 MiB of RAM free. How much memory does decompressing a file made with xz -9 take, and what memory limit does zstd's decompressor enforce by default?",
    keys: ["65 MiB", "128 MiB"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Both xz-utils and zstd in bookworm got security updates with a +deb12u1 version. Which CVE does each of those two uploads fix?",
    keys: ["CVE-2026-34743", "CVE-2026-124851"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Who does the XZ Utils README name as the project maintainers, and who is credited as author of the zstd manual page?",
    keys: ["Lasse Collin", "Jia Tan", "Yann Collet"],
  },
  {
    kind: "two-place",
    question:
      "I stream xz output over the network and want pending data pushed out regularly. In what unit is the --flush-timeout value given, and in which xz release did the option first appear?",
    keys: ["milliseconds", "5.1.3alpha"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I ran zstd --rm -o all.zst on several files and it stopped to ask me for confirmation. Which flag silences that prompt, and since which zstd release are the originals kept when several inputs are concatenated into one -o output?",
    keys: ["-f", "1.5.4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which Debian xz-utils upload taught xzgrep about zstd, and can xzgrep handle zstd-compressed data piped in on standard input?",
    keys: ["5.2.5-1.0", "not supported"],
  },
  {
    kind: "two-place",
    question:
      "Our nightly dumps are copied with rsync, so I'd like zstd output that only changes locally when the input changes. Which option does that, and which threading mode does it not work with?",
    keys: ["--rsyncable", "--single-thread"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which command from the zstd package searches zstd-compressed logs with grep, and which modern grep alternative does its manual page say reads zstd files natively?",
    keys: ["zstdgrep", "ripgrep"],
    phrased: true,
  },
  // Not in the documents.
  {
    kind: "absent",
    question:
      "Debian's zstd 1.4.8+dfsg-2 closed a window where freshly compressed files were readable by other users. What CVE ID was assigned to that bug?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which Debian xz-utils upload addressed CVE-2024-3094, the liblzma backdoor?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What nice length does xz's LZMA2 encoder use by default at preset -6?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "I want zstd as fast as it can possibly go. What is the highest value --fast accepts, i.e. the most negative compression level?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "On a 64-bit server with 64 GiB of RAM, what default memory limit does xz -T0 apply when it picks the number of threads?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "I'm writing a file-type sniffer. Which magic bytes does a .zst file start with?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I'd like to compare against xz before switching. What compression ratio did xz/lzma reach in the benchmark table of zstd's README?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "The bookworm xz-utils 5.4.1-1+deb12u2 update fixes GHSA-5qpq-xqfv-j9pg. Which CVE ID does that advisory correspond to?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "When was zstd v1.4.6 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "For capacity planning I need the window size zstd picks on a big file at its default level 3. Which windowLog does that level use?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r49, written blind of lib/ and never asked of Canopy by its author: Keepalived 2.2.7 and ipvsadm 1.31 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (keepalived.conf(5),
 * keepalived(8), genhash(1); ipvsadm(8), ipvsadm-save(8), ipvsadm-restore(8)), keepalived's README, TODO, upstream
 * ChangeLog and Debian changelog, and ipvsadm's README, Debian NEWS and changelog. Kinds as in R41_QUESTIONS.
 */
const R49_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "We're worried a connection flood could exhaust memory on our LVS director. According to the ipvsadm documentation, how much memory does each connection entry the director keeps cost?",
    keys: ["128 bytes"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I sent keepalived a USR2 signal to look at its VRRP counters, but nothing showed up in the journal. Where does that output go?",
    keys: ["/tmp/keepalived.stats"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our FTP virtual service behind ipvsadm uses masquerading and we'd rather not make it persistent. What else does the director need for FTP to work?",
    keys: ["ip_vs_ftp"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Clients sometimes get wrong ARP answers for a keepalived VIP, as if some other host were replying for it too. Which kernel interface settings does the keepalived.conf documentation blame, and how should they be set?",
    keys: ["proxy_arp_pvlan"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "According to keepalived's README, which protocol does keepalived implement to offer the fastest network failure detection?",
    keys: ["BFD"],
  },
  {
    kind: "prose",
    question:
      "One of our keepalived MISC_CHECK scripts sometimes hangs, and we never set misc_timeout. How long does keepalived let it run before killing it?",
    keys: ["delay_loop"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'd like keepalived to take a real server out just because a network interface or an address disappears, without writing a script. Is there a built-in checker for that?",
    keys: ["INTERFACE_CHECK"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our IPv6 virtual service under ipvsadm is persistent and we never passed -M. What prefix length are clients grouped by for persistence?",
    keys: ["128"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "We're putting a firewall between the two LVS directors that run the IPVS connection synchronization daemon. Which UDP port do the sync messages use unless we change it?",
    keys: ["8848"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "My keepalived HTTP_GET check takes a backend down whenever the page answers with a 302 redirect. Which HTTP status codes count as healthy when I don't list any?",
    keys: ["200-299"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What DNS query type does keepalived's DNS_CHECK send when no type is configured?",
    keys: ["SOA"],
  },
  {
    kind: "table",
    question:
      "I created a virtual service with ipvsadm -A and forgot the -s option. Which scheduling algorithm is the service using?",
    keys: ["wlc"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "In keepalived.conf, what is the largest value the ${_RANDOM} pre-defined definition can produce when MIN and MAX are not given?",
    keys: ["32767"],
  },
  {
    kind: "table",
    question:
      "We never set delay_loop on our keepalived virtual servers. How often are the real servers polled by the health checkers?",
    keys: ["60"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "We'd like keepalived to health-check our DNS servers natively instead of through a MISC_CHECK script. When was the keepalived release that added a DNS checker published?",
    keys: ["2016-11-20"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "I want a VRRP node to lose priority when haproxy stops running, without a track script calling pgrep every second. When was the keepalived release that introduced process tracking for VRRP published?",
    keys: ["2019-01-06"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "After an upgrade on an old Debian box, the debconf questions about starting ipvsadm at boot vanished. Which Debian ipvsadm version dropped that debconf configuration?",
    keys: ["1.26-1"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Our kernel is new enough for Maglev consistent hashing and we manage LVS with keepalived. When was the keepalived release that added the mh scheduler published?",
    keys: ["2018-08-23"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "keepalived kept segfaulting on our Debian hosts whenever SMTP notifications were turned on (Debian bug #958898). Which Debian keepalived upload fixed it?",
    keys: ["2.1.5-0.1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was the keepalived release that first added VRRP support published?",
    keys: ["2001-08-23"],
  },
  {
    kind: "two-place",
    question:
      "Auditing our keepalived 2.0.10 hosts: which CVE does Debian's changelog name for its 2.0.10 upload, and which CVE does the upstream changelog say the 2.0.10 release resolved?",
    keys: ["CVE-2018-19115", "CVE-2018-19046"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "The switch team wants to know the multicast groups our LVS directors use: where do keepalived's IPv4 VRRP adverts go by default, and which group does the IPVS connection sync daemon use by default?",
    keys: ["224.0.0.18", "224.0.0.81"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Sticky sessions: if I make a service persistent with ipvsadm -p and give no timeout, how long does persistence last, and what persistence_timeout does keepalived default to when it sets up the virtual server instead?",
    keys: ["300", "6 minutes"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "If I don't pick a forwarding method, what does ipvsadm use for a real server, and what does a keepalived virtual_server's lvs_method default to?",
    keys: ["direct routing", "NAT"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "SIGUSR1 now leaves several .data files from keepalived's processes. When was the keepalived release published that made the health-checker process dump its configuration and status on SIGUSR1, and what is the standard name of the checker's .data file?",
    keys: ["2019-03-24", "keepalived_check.data"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "When was the keepalived release that added use_ipvlan published, and which mode do the ipvlan interfaces keepalived creates default to?",
    keys: ["2019-06-25", "bridge"],
  },
  {
    kind: "two-place",
    question:
      "We want to give one real server a huge ipvsadm weight. What is the largest weight ipvsadm accepts, and which Debian ipvsadm upload added the patch raising the weight limit?",
    keys: ["2147483647", "1.29-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Debian's keepalived has no separate genhash binary, but I need a digest for an HTTP_GET url. How do I run genhash through keepalived, and what kind of hash does it print?",
    keys: ["--genhash", "md5"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Debian's ipvsadm no longer saves our LVS rules by itself. What command does Debian tell us to run to save them, and which ipvsadm-save option prints the table without resolving names?",
    keys: ["/etc/init.d/ipvsadm save", "-n"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We want a single keepalived.conf for every node. Which line prefix keeps a line on every node except the one named after it, and which long command-line option sets the id a node is matched against?",
    keys: ["@^", "--config-id"],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What new features did keepalived 2.2.7 add compared with 2.2.4?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Debian's keepalived 1:2.2.4-0.2 upload tightened the DBus policy. Which CVE identifier was that fix for?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "After running ipvsadm --set 0 0 0 I'm not sure what our established-TCP timeout actually is. What is IPVS's built-in default timeout for established TCP connections?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What lookup table size does the IPVS Maglev hashing (mh) scheduler use?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Under which SNMP enterprise OID is the KEEPALIVED-MIB registered?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "My vrrp_script block sets neither rise nor fall. How many consecutive results does keepalived wait for by default before it changes the script's state?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "When I run keepalived --genhash without -p, which port does it connect to?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which ipvsadm release first added SCTP virtual service support?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which Debian stable release was the first to ship keepalived 2.x?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "With ipvsadm's lblcr scheduler, after how many seconds is the most loaded node removed from a server set that hasn't been modified?",
    keys: [],
  },
];

/**
 * Batch r50, written blind of lib/ and never asked of Canopy by its author: collectd 5.12.0 and NSD 4.6.1 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (collectd.conf(5),
 * collectd(1), collectdmon(1), collectd-threshold(5), collectd-exec(5), collectd-unixsock(5), types.db(5); nsd.conf(5),
 * nsd(8), nsd-control(8), nsd-checkconf(8), nsd-checkzone(8)), collectd's README, upstream ChangeLog, Debian changelog,
 * NEWS, README.Debian and README.Debian.plugins, and NSD's README, RELNOTES, UPGRADING, NSD-FOR-BIND-USERS and Debian
 * changelog. Kinds as in R41_QUESTIONS.
 */
const R50_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "The primaries for one of our NSD secondary zones have been unreachable for days, the zone expired and NSD now answers SERVFAIL. The zone file on disk is still fine. How can I get NSD to serve it again anyway?",
    keys: ["xfrd.state"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We're rotating the DNS Cookie secret on our anycast NSD servers. Once the new secret has been made active on every node, how long should we wait before removing the old one?",
    keys: ["one hour"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our collectd setup includes a directory whose files include further directories, and so on. Is there a limit to how deep those Include statements can be nested?",
    keys: ["8 levels"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I built NSD from source and added the root zone to nsd.conf, but NSD won't serve '.' at all. What do I have to change?",
    keys: ["--enable-root-server"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "The script I hooked into collectd's exec plugin as a NotificationExec handler prints debugging lines, but I can't find them anywhere. Where does whatever it writes to standard output go?",
    keys: ["/dev/null"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which cipher does collectd's network plugin use to encrypt data when SecurityLevel is set to Encrypt?",
    keys: ["AES-256"],
  },
  {
    kind: "prose",
    question: "According to NSD's README, which root server is NSD currently used on?",
    keys: ["k.root-servers.net"],
  },
  {
    kind: "table",
    question:
      "There's a firewall between our collectd clients and the central collectd box that receives their metrics over the network plugin. If we never set a port anywhere, which UDP port has to be open?",
    keys: ["25826"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I switched on remote control in nsd.conf and want to reach it with nsd-control from our management host. Which TCP port do I need to allow if I keep the defaults?",
    keys: ["8952"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default RRARows value of collectd's rrdtool plugin?",
    keys: ["1200"],
  },
  {
    kind: "table",
    question:
      "Some clients behind a fussy firewall lose large UDP answers from our NSD server over IPv6. What EDNS buffer size does NSD advertise for IPv6 unless we change it?",
    keys: ["1232"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I'm adding collectd's write_prometheus plugin as a Prometheus scrape target. Which port will the plugin's web server listen on if I leave Port out?",
    keys: ["9103"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our monitoring agent runs as a user outside the collectd group and gets permission denied on collectd's unixsock socket. What file mode does collectd give that socket by default?",
    keys: ["0770"],
    phrased: true,
  },
  {
    kind: "table",
    question: "On which port does NSD serve zones to a zone verifier by default?",
    keys: ["5347"],
  },
  {
    kind: "release",
    question:
      "Our secondaries keep expiring zones far too quickly because a primary publishes a tiny SOA expire value. Which NSD release added the option that puts a floor under the expire time?",
    keys: ["4.3.2"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "After an NSD upgrade our servers stopped answering DNS Cookies, though nobody touched the config. Which NSD release changed the answer-cookie default to no?",
    keys: ["4.3.8"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "collectd's df plugin floods our log with the same stat() error on every interval. When was the collectd release published that added the option to log such errors only once?",
    keys: ["2020-03-15"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "The hddtemp plugin is missing from collectd on our Debian machines after an upgrade. Which Debian collectd upload removed it?",
    keys: ["5.12.0-8"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which NSD release fixed CVE-2020-28935?",
    keys: ["4.3.4"],
  },
  {
    kind: "release",
    question: "On what date was the collectd release that added the infiniband plugin published?",
    keys: ["2020-09-03"],
  },
  {
    kind: "two-place",
    question:
      "When one of collectd's read plugins keeps failing, collectd waits longer and longer between attempts. What is the longest gap it will back off to by default, and what is the default collection interval it starts from?",
    keys: ["86400", "10 seconds"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Can our NSD primary hand incremental transfers to its downstream secondaries instead of full AXFRs? Which zone option makes NSD keep IXFR data to serve, and which NSD release added serving IXFR?",
    keys: ["store-ixfr", "4.5.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Every NSD log line shows up twice in journald on our Debian hosts. Which nsd.conf setting stops NSD from also printing to stderr, and which Debian nsd upload began turning it on?",
    keys: ["log-only-syslog", "4.3.2-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      'We run NSD with database "" to save memory. How often does NSD write secondary zones that changed back to their zone files in that case, and which command makes it write them right away?',
    keys: ["3600", "nsd-control write"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We'd like DNS Cookies on our NSD anycast nodes, with a shared secret. Since which NSD release are cookies supported, and which file holds the cookie secrets unless configured otherwise?",
    keys: ["4.3.7", "nsd_cookiesecrets.txt"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which upstream NSD release fixed CVE-2019-13207, and which Debian nsd upload closed the Debian bug about it?",
    keys: ["4.2.2", "4.2.4-1"],
  },
  {
    kind: "two-place",
    question:
      "Our home-grown collectd Python plugins broke after a Debian upgrade. Which Debian collectd upload moved collectd to Python 3, and which LoadPlugin block option, switched on automatically for the python plugin, makes the interpreter's symbols available to later modules?",
    keys: ["5.9.2-3", "Globals"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "A firewall on the path drops oversized ICMP. How much payload does collectd's ping plugin put in each echo request unless told otherwise, and in which collectd release did the option to change that appear?",
    keys: ["56", "5.6.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Before copying our RRD files I want collectd to push everything it has cached to disk. Which signal can I send the daemon for that, and what timeout does the unixsock FLUSH command assume when I don't pass one?",
    keys: ["SIGUSR1", "-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We want to retire our Etsy statsd daemon and let collectd take the statsd traffic. Which UDP port does collectd's statsd plugin listen on by default, and since which collectd release has that plugin existed?",
    keys: ["8125", "5.4.0"],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What default value does NSD use for the max-refresh-time zone option?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our vulnerability scanner keeps flagging the dname_to_string() buffer overflow that NSD 4.3.7 fixed. Which CVE number was that bug given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "The probes from collectd's ping plugin seem to die a few hops out. If I leave TTL unset, what TTL do its ICMP packets carry?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "collectd keeps crashing on one box and collectdmon brings it back each time. How long does collectdmon wait before each restart?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our NSD secondaries reject signed notifies whenever the clocks drift apart. How many seconds of clock difference (the TSIG fudge) does NSD tolerate?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I'd rather provision zones on our NSD secondaries through catalog zones than with nsd-control addzone. Which NSD release brought catalog zone support?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which Debian stable release was the first to ship collectd 5.12?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which CVE identifiers were fixed in collectd 5.12.0?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which TCP port does collectd's mqtt plugin connect to when no Port is configured?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the largest value NSD accepts for server-count?",
    keys: [],
  },
];

/**
 * Batch r51, written blind of lib/ and never asked of Canopy by its author: OpenDKIM 2.11.0 and lldpd 1.0.16 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (opendkim.conf(5),
 * opendkim(8), opendkim-lua(3); lldpd(8), lldpcli(8)), OpenDKIM's README, README.opendkim, RELEASE_NOTES (installed as
 * changelog.gz), Debian changelog, NEWS, README.Debian, FEATURES and KNOWNBUGS, and lldpd's README.md, NEWS, git
 * changelog, Debian changelog and README.Debian. Kinds as in R41_QUESTIONS.
 */
const R51_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "Postfix logs permission denied when it tries to talk to opendkim over the UNIX socket on our Debian server. Besides putting the postfix user into the opendkim group, what umask does Debian's README say opendkim should use so Postfix can open the socket?",
    keys: ["007"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I edited /etc/opendkim.conf on a busy mail relay and don't want to restart the filter. How do I get the running opendkim to pick up the new settings?",
    keys: ["SIGUSR1"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our Mailman list posts keep going out unsigned because opendkim looks up the author's address, which is from some outside domain, in the signing table. Which setting should I change so it matches on the list's bounce address instead?",
    keys: ["SenderHeaders"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I want to run lldpd in a Docker container the way its README shows. Which Linux capabilities does the container have to be granted?",
    keys: ["NET_RAW", "NET_ADMIN"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our servers hang off a Cisco 2960 and lldpd never shows the switch as a neighbor, apparently because the NIC's VLAN hardware acceleration filters the tagged LLDP frames. What can lldpd itself be told to do on the managed interfaces to work around that?",
    keys: ["promiscuous"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which MTA macro does opendkim check to decide whether the SMTP client authenticated to the MTA?",
    keys: ["auth_type"],
  },
  {
    kind: "prose",
    question: "What user and group does lldpd's privilege separation need to exist, according to its README?",
    keys: ["_lldpd"],
  },
  {
    kind: "table",
    question:
      "If lldpd dies on one of our hosts, how long will the switch keep showing it as a neighbor when lldpd runs with its default timers? That is, what time-to-live does it put in its LLDP frames?",
    keys: ["120"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I enabled lldpd's SNMP subagent but never told it where net-snmp's master agent listens. Which AgentX socket will it try by default?",
    keys: ["/var/agentx/master"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Messages from a sender whose mail server clock runs a little fast get flagged by opendkim as signed in the future. How many seconds of clock difference does opendkim accept by default?",
    keys: ["300"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "opendkim rejected a message with an enormous header block. How many bytes of headers does it allow per message unless configured otherwise?",
    keys: ["65536"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "When our resolver briefly can't fetch a sender's DKIM key because of a transient DNS failure, what does opendkim do with the message if we haven't set anything?",
    keys: ["tempfail"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default value of lldpd's -H option for filtering neighbors?",
    keys: ["15"],
  },
  {
    kind: "table",
    question: "What is the default SignatureAlgorithm in opendkim.conf when it is available?",
    keys: ["rsa-sha256"],
  },
  {
    kind: "release",
    question:
      "A few of our old partners still sign with Yahoo's DomainKeys rather than DKIM. Which OpenDKIM release stopped supporting DomainKeys?",
    keys: ["2.5.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Mail submitted over IPv6 loopback gets signed even though our InternalHosts doesn't list it. Since which OpenDKIM release has ::1 been part of the default internal hosts?",
    keys: ["2.8.4"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "An old lldpd on one box never shows more than four neighbors on a busy port. Which lldpd release raised that built-in per-interface neighbor limit?",
    keys: ["0.9.7"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Our scanner flags CVE-2021-43612, the SONMP heap overflow, on an older lldpd. Which upstream lldpd release fixed it?",
    keys: ["1.0.13"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was OpenDKIM 2.10.3 released?",
    keys: ["2015/05/12"],
  },
  {
    kind: "release",
    question: "According to lldpd's changelog, on what date was lldpd 1.0.0 released?",
    keys: ["2018-04-08"],
  },
  {
    kind: "two-place",
    question:
      "We'd like to add Ed25519 DKIM signatures next to our RSA ones. Which OpenDKIM release added Ed25519 keys, and which OpenSSL version does it need for them?",
    keys: ["2.11.0", "1.1.1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "tcpdump on a server with an Intel X710 card shows no LLDP frames at all; the card's firmware seems to swallow them. What do I write to the i40e debugfs command files to stop the card's own LLDP agent, and which Debian lldpd upload started disabling it automatically?",
    keys: ["lldp stop", "1.0.11-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "For a lab test I want lldpd to send LLDP frames more often than once a second. Which lldpcli setting accepts a millisecond value, and which lldpd release added millisecond intervals?",
    keys: ["tx-interval", "1.0.5"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "A partner still signs with a 768-bit key and opendkim treats their signatures as invalid. What minimum key size does opendkim require by default, and which OpenDKIM release introduced that minimum?",
    keys: ["1024", "2.7.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Outgoing mail bounced because opendkim couldn't sign it with a key that was too small. What does opendkim do by default when it cannot sign a message, and which release added the setting that controls this?",
    keys: ["reject", "2.8.3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which lldpd release first fixed CVE-2020-27827, and which Debian lldpd upload brought more fixes related to it?",
    keys: ["1.0.8", "1.0.9-1"],
  },
  {
    kind: "two-place",
    question:
      "opendkim logs that our private key file is unsafe and won't use it. Which setting makes it refuse such keys rather than just warn, and what permissions does Debian's README say the key file should have?",
    keys: ["RequireSafeKeys", "0600"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our switches need a vendor-specific TLV from each server. Which lldpcli command emits a custom TLV, and which lldpd release first added support for sending custom TLVs?",
    keys: ["custom-tlv", "0.7.15"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "opendkim keeps failing at boot because its SQL data sets live in MariaDB, which isn't up yet. What does Debian's README suggest adding to the service so it starts after the database, and which opendkim.conf setting lets the filter start even when the SQL server can't be reached?",
    keys: ["After=mariadb.service", "SoftStart"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our inventory script breaks because the shape of lldpcli's JSON changes with the number of neighbors. Which output format keeps the structure stable, and since which lldpd release has it been available without a special build option?",
    keys: ["json0", "0.9.8"],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of opendkim's ATPSHashAlgorithm setting?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our auditors want the CVE for the RSA_Sign signedness bug that Debian patched in opendkim 2.11.0~beta2-8. Which CVE number was it given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I need to point Postfix's smtpd_milters at opendkim's UNIX socket on a stock Debian install. What path does Debian's opendkim create the socket at by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many worker threads does opendkim start by default?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Forwarded mail from our lists also needs ARC headers. Which opendkim.conf option turns on ARC sealing?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "What is the default reinitialization delay (reinitDelay) that lldpd uses after an interface is disabled?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We'd like to advertise a dozen custom TLVs on every server port. Is there a maximum number of custom TLVs lldpd will send on one interface?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "A security notice told us to move to lldpd 1.0.15. Which CVE did that release fix?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Under which SNMP OID subtree does lldpd's AgentX subagent register the LLDP-MIB?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the largest value lldpcli accepts for tx-hold?",
    keys: [],
  },
];

/**
 * Batch r52, written blind of lib/ and never asked of Canopy by its author: strongSwan 5.9.8 and ClamAV 1.4.6 as Debian
 * bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (strongswan.conf(5),
 * swanctl.conf(5), swanctl(8), ipsec.conf(5), ipsec.secrets(5), ipsec(8); clamd.conf(5), clamd(8), clamonacc(8),
 * clamdtop(1), freshclam.conf(5), freshclam(1), clamscan(1), sigtool(1)), strongSwan's README, NEWS (changelog.gz),
 * Debian NEWS and changelog, and ClamAV's NEWS.md, README.md, README.Debian, Debian changelog and the two example
 * configuration files. Kinds as in R41_QUESTIONS.
 */
const R52_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "I changed a few logging settings in /etc/strongswan.conf on our VPN gateway and would rather not restart charon and drop every tunnel. Which swanctl command makes the daemon re-read strongswan.conf?",
    keys: ["--reload-settings"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On Debian we still configure our tunnels in ipsec.conf and use the old ipsec command. Since the 5.8.0 packages, which systemd unit do I have to restart so that those ipsec.conf connections are reloaded?",
    keys: ["strongswan-starter"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "A customer's firewall only lets UDP 500 through, and our IKEv2 tunnel breaks right after IKE_SA_INIT because charon moves to port 4500 even though there is no NAT. Which swanctl.conf connection option can I disable to stop that?",
    keys: ["mobike"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "According to ipsec.conf(5), with the default lifetime, margintime and rekeyfuzz, between how many minutes after its establishment does the daemon attempt to rekey an IPsec SA?",
    keys: ["42", "51"],
  },
  {
    kind: "table",
    question:
      "Our RADIUS server sends Disconnect and CoA requests to the strongSwan gateway. On which port does the eap-radius plugin listen for them when DAE is enabled and no port is configured?",
    keys: ["3799"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "An old conn in our ipsec.conf has no ike= line at all. Which IKE cipher suite does the daemon use as the default proposal for it, before adding its own extensive default proposal?",
    keys: ["aes128-sha256-modp3072"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default value of charon.fragment_size in strongswan.conf?",
    keys: ["1280"],
  },
  {
    kind: "release",
    question:
      "Our vulnerability scanner flags CVE-2021-45079, the early EAP-Success authentication bypass, on an older VPN client. Which upstream strongSwan release fixed it?",
    keys: ["5.9.5"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "I want to cap charon's growing retransmission timeouts with retransmit_limit, but an older gateway seems to ignore the setting. Which strongSwan release added retransmit_limit and retransmit_jitter?",
    keys: ["strongswan-5.5.3"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "In which strongSwan release did dots stop being allowed in section names in swanctl.conf and strongswan.conf?",
    keys: ["strongswan-5.7.0"],
  },
  {
    kind: "two-place",
    question:
      "After upgrading strongSwan, Windows 7 clients in their default configuration can no longer connect. Which Diffie-Hellman group was dropped from the default IKEv2 proposal, and starting with which strongSwan version?",
    keys: ["MODP-1024", "5.6.1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We want to move our site-to-site VPNs to route-based XFRM interfaces. Which strongSwan release added support for XFRM interfaces, and since which Linux kernel version are they available?",
    keys: ["strongswan-5.8.0", "4.19"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "A Cisco router keeps narrowing the 0.0.0.0/0 traffic selector we request down to our virtual IP. Which strongswan.conf option sends the vendor ID that stops this, and which strongSwan release added it?",
    keys: ["charon.cisco_flexvpn", "strongswan-5.9.1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which strongswan.conf setting holds the number of half-open IKE_SAs for a single peer IP that activates the cookie mechanism, and in which strongSwan release was this per-IP threshold introduced?",
    keys: ["charon.cookie_threshold_ip", "strongswan-5.9.6"],
  },
  {
    kind: "two-place",
    question:
      "I'm generating CRLs with pki --signcrl for our swanctl setup. If I leave out --lifetime, how long is the new CRL valid, and in which directory does charon store the CRLs it fetched once cache_crls is enabled?",
    keys: ["15 days", "/etc/swanctl/x509crl"],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Our scanner recommends strongSwan 5.9.7 as a security update. Which CVE did the 5.9.7 release fix?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "We need post-quantum protection on our site-to-site tunnels. Which keyword do I add to the proposals in swanctl.conf to use ML-KEM (Kyber) as an additional key exchange?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which TCP port does charon use by default for IKE over TCP (RFC 8229)?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "I issue host certificates for our gateways with pki --issue and sometimes forget the --lifetime option. How long is a certificate valid then?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the maximum length of a pre-shared key (PSK) in ipsec.secrets?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "I'm hooking ClamAV into the Debian exim4 package with clamd on its default Unix socket. What av_scanner line goes into Exim's main configuration?",
    keys: ["clamd:/var/run/clamav/clamd.ctl"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I want a cron job to make the running clamd reload its signature databases without going through clamdscan. Which signal do I send the daemon?",
    keys: ["SIGUSR2"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm writing my own client for clamd's INSTREAM command. How must the length in front of each chunk be encoded, and how do I tell clamd that the stream is finished?",
    keys: ["network byte order", "zero-length chunk"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "A test file buried in archives inside archives goes undetected by clamd. How many levels of nested archives does clamd unpack by default?",
    keys: ["17"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our mail gateway streams attachments to clamd with INSTREAM, and the big ones fail with an INSTREAM size limit exceeded reply. How much data does clamd accept on a stream unless configured otherwise?",
    keys: ["100M"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default value of OnAccessMaxFileSize in clamd.conf?",
    keys: ["5M"],
  },
  {
    kind: "table",
    question:
      "By default, how many database checks per day does freshclam perform (the Checks option of freshclam.conf)?",
    keys: ["12"],
  },
  {
    kind: "release",
    question:
      "Large archives that used to be cut off at 100M are now scanned much deeper since we upgraded ClamAV. Which release raised the default MaxScanSize to 400M?",
    keys: ["0.105.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Malicious OneNote attachments slipped through our old ClamAV install. In which ClamAV release did it start extracting and scanning attachments in OneNote section files?",
    keys: ["1.3.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "After a bookworm point update, the on-access scanner clamonacc no longer starts by itself at boot. Which Debian clamav upload stopped enabling it by default?",
    keys: ["1.0.2+dfsg-1~deb12u1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our VirusEvent command in clamd.conf used %f to pass the infected file's path, and after an update the path is no longer filled in. Which CVE led to %f being disabled, and which environment variable should our script read instead?",
    keys: ["CVE-2024-20328", "CLAM_VIRUSEVENT_FILENAME"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our small VM runs out of memory whenever clamd reloads its signatures, because it loads a second engine while scanning continues. Which clamd.conf option turns that off, and in which ClamAV release did these non-blocking reloads become the default?",
    keys: ["ConcurrentDatabaseReload", "0.103.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We'd like clamd to refuse to start when its virus database is more than a week old. Which clamd.conf option does that, and in which ClamAV release was it introduced?",
    keys: ["FailIfCvdOlderThan", "1.1.0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "How many entries does ClamAV's clean file cache hold by default (CacheSize in clamd.conf), and in which release was the option to customize its size added?",
    keys: ["65536", "1.2.0"],
  },
  {
    kind: "two-place",
    question:
      "Which ClamAV release added the ScanImageFuzzyHash option to clamd.conf, and what is the corresponding clamscan command-line option?",
    keys: ["1.4.0", "--scan-image-fuzzy-hash"],
  },
  {
    kind: "absent",
    question:
      "Our change board needs to know how long we can stay on the ClamAV 1.4 series. Until what date will 1.4 receive security fixes?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "On a stock Debian install with the generated configuration, where does clamav-daemon write clamd's log file?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE was fixed by the Debian upload clamav 1.4.3+dfsg-1~deb12u2?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "clamdscan on our other servers reaches clamd over its TCP socket, and we'd like that traffic encrypted. Which clamd.conf option enables TLS on the TCP socket?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which clamd.conf option excludes processes running under a given group ID from on-access scanning?",
    keys: [],
  },
];

/**
 * Batch r53, written blind of lib/ and never asked of Canopy by its author: LVM2 2.03.16 and SpamAssassin 4.0.1 as
 * Debian bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (lvmraid(7),
 * lvmthin(7), lvmcache(7), lvmvdo(7), lvmsystemid(7), lvcreate(8), lvm(8), pvmove(8), lvm.conf(5);
 * Mail::SpamAssassin::Conf(3pm), spamassassin(1p), sa-learn(1p), sa-update(1p), the DKIM and TxRep plugin pages,
 * spamd(8p), spamc(1)), LVM2's WHATS_NEW (installed as changelog.gz) and Debian changelog, and SpamAssassin's README,
 * UPGRADE, svn changelog, Debian changelog, NEWS and README.Debian. Kinds as in R41_QUESTIONS.
 */
const R53_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "I want to verify that the two legs of our LVM raid1 volume really hold the same data, but without LVM rewriting anything it finds. What command runs that read-only scrub?",
    keys: ["--syncaction check"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I took a thin snapshot of an LV holding an XFS filesystem, and mounting the writable snapshot next to the origin fails with a duplicate UUID complaint. What mount option does the LVM thin provisioning page say to use for that first mount?",
    keys: ["nouuid"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We plan to turn on dm-integrity for our LVM raid1 volumes and need to budget disk space for it. How much extra space does LVM allocate for the integrity metadata, relative to the LV's data?",
    keys: ["4MB"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm evacuating a volume group off a dying disk with pvmove and want all-or-nothing behaviour: if I have to abort halfway, every LV should stay on the old disk. Which pvmove option gives me that?",
    keys: ["--atomic"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Data migration between the SSD cache and the slow disk of our dm-cache LV seems throttled. What is the default migration threshold, in sectors, that LVM caching uses?",
    keys: ["2048"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "We have a wide striped LV that we'd like to turn into raid6 later. What is the largest number of stripes a striped LV can have and still be converted to raid6?",
    keys: ["62"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What chunk sizes does lvcreate accept for a COW (non-thin) snapshot?",
    keys: ["4KiB", "512KiB"],
  },
  {
    kind: "release",
    question:
      "Our old cluster scripts still try to start clvmd, which is gone after the upgrade. In which LVM2 release was clvmd removed?",
    keys: ["2.03.00"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "A security scan of an old storage appliance flags CVE-2010-2526 in its LVM2. Which LVM2 release fixed it?",
    keys: ["2.02.72"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was LVM2 version 2.03.14 released?",
    keys: ["20th October 2021"],
  },
  {
    kind: "two-place",
    question:
      "Our thin pool ran out of space and applications hung for a while before they got I/O errors. How long does a full thin pool queue writes by default, and which lvchange option makes it return errors immediately instead?",
    keys: ["60 seconds", "--errorwhenfull"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We still have some old 'mirror' type LVs around. In which LVM version did raid1 become the default for mirroring, and which version first added LVM support for the kernel RAID targets?",
    keys: ["2.02.100", "2.02.87"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I attached an SSD cache with lvconvert --type cache and didn't choose a policy or a cache mode. Which dm-cache policy and which cache mode am I getting by default?",
    keys: ["smq", "writethrough"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "After a crash the resync of our raid1 LVs seems to work in big chunks. What default region size does lvcreate use for raid and mirror LVs, and which LVM2 release raised the default to that size?",
    keys: ["2MiB", "2.02.171"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which system_id_source does lvmsystemid(7) recommend in place of machineid, and what is the maximum length of an LVM system ID?",
    keys: ["appmachineid", "128 characters"],
  },
  {
    kind: "absent",
    question:
      "Out of the box, at what fill percentage does dmeventd automatically extend a thin pool? That is, what is the default thin_pool_autoextend_threshold?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is pvmove's default progress reporting interval, in seconds, when --interval is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "I'm tuning a dm-writecache LV. If I don't set high_watermark, at what cache usage percentage does writeback start by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What physical extent size does vgcreate use by default when -s is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which CVE did Debian's lvm2 2.03.16-2 upload fix?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "I changed /etc/spamassassin/local.cf on a busy mail server. How do I make the running spamd pick up the new site-wide configuration without stopping it?",
    keys: ["SIGHUP"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On Debian I want to run sa-update by hand to test a rule update. Which user should I run it as, according to Debian's README?",
    keys: ["debian-spamd"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which X-Spam header can never be removed with remove_header or clear_headers in SpamAssassin?",
    keys: ["X-Spam-Checker-Version"],
  },
  {
    kind: "table",
    question:
      "Our spamd children get recycled quite often. By default, how many connections does a spamd child handle before it is replaced by a new one?",
    keys: ["200"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our MTA pipes mail through spamc, and when the scanner is overloaded some messages only come back unscanned after a long wait. How many seconds does spamc wait for spamd's reply by default?",
    keys: ["600"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "We moved our Bayes storage to Redis. How long are the 'seen' entries (the digests of already learned messages) kept before they expire, by default?",
    keys: ["8 days"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default body_part_scan_size in SpamAssassin?",
    keys: ["50000"],
  },
  {
    kind: "release",
    question:
      "Since an upgrade our body rules see text decoded to UTF-8, because normalize_charset is now on by default. Which SpamAssassin release turned it on by default?",
    keys: ["4.0.0"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Our config management still edits the spamd options in /etc/default/spamassassin on Debian. Which Debian spamassassin upload moved spamd into a package of its own?",
    keys: ["4.0.0~0.0svn1883440-2"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was SpamAssassin 4.0.1-rc1 marked as released in the upstream changelog?",
    keys: ["2024-03-17"],
  },
  {
    kind: "two-place",
    question:
      "spamc passes our larger messages through without scanning them. What is spamc's default maximum message size, and what is the largest size it can be raised to?",
    keys: ["500 KB", "256 MB"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We want spamc on our MX hosts to talk to spamd on a separate scanning box. Which port does spamd listen on by default, and without -A, from which IPv4 address does it accept connections?",
    keys: ["783", "127.0.0.1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our auditors list CVE-2020-1930 and CVE-2018-11805 against an old SpamAssassin install. Which Debian spamassassin uploads fixed each of them?",
    keys: ["3.4.4~rc1-1", "3.4.3~rc6-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "Which GPG key IDs does sa-update trust by default, and in which directory does it keep its keyring?",
    keys: ["24F434CE", "/etc/spamassassin/sa-update-keys"],
  },
  {
    kind: "two-place",
    question:
      "We just enabled Bayes and the BAYES_ rules never fire. How many hams and spams must be learned before the Bayes system activates, and how many of each does sa-learn's manual suggest training with at a minimum?",
    keys: ["200", "1000"],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "BAYES_99 seems to push a lot of our mail over the threshold. What score does the stock ruleset assign to BAYES_99?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our vulnerability scanner wants us on spamassassin 4.0.1-1~deb12u1. Which CVE does that Debian update fix?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of SpamAssassin's shortcircuit_min_ham_score setting?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default razor_timeout for SpamAssassin's Razor2 checks?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "sa-update sometimes hangs on a slow mirror in our nightly cron job. What download timeout does sa-update use by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r54, written blind of lib/ and never asked of Canopy by its author: Redis 7.0.15 and hostapd 2.10 as Debian
 * bookworm ships them (sources above), read from Redis's redis.conf and sentinel.conf as Debian installs them, its
 * README.md, 7.0 release notes (installed as changelog.gz), Debian changelog and systemd unit, and hostapd's example
 * hostapd.conf and hostapd.eap_user, README, README-WPS, README-MULTI-AP, upstream ChangeLog, Debian README.Debian,
 * NEWS and changelog and the hostapd(8) and hostapd_cli(1) manual pages. Kinds as in R41_QUESTIONS.
 */
const R54_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "Our app reads from a Redis replica, and during a network split we'd rather get an error than old data. If we turn replica-serve-stale-data off, what error do clients get while the link to the master is down?",
    keys: ["MASTERDOWN"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Deleting a few huge hashes with DEL freezes our Redis for seconds. Which command frees the memory in the background instead of blocking?",
    keys: ["UNLINK"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our Redis unit uses Type=notify with supervised systemd. How exactly does Redis tell systemd that it has finished starting?",
    keys: ["READY=1"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "With cluster-port left at its default of 0, how is the Redis Cluster bus port derived from the client port?",
    keys: ["10000"],
  },
  {
    kind: "table",
    question:
      "Our pub/sub subscribers keep getting disconnected when they fall behind the publishers. What are the default hard and soft output buffer limits for pubsub clients in redis.conf?",
    keys: ["32mb", "8mb"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Under load our Redis started refusing connections with 'max number of clients reached'. How many simultaneous clients does it allow by default?",
    keys: ["10000"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is Redis's default tls-session-cache-size, the number of cached TLS sessions?",
    keys: ["20480"],
  },
  {
    kind: "release",
    question:
      "A scanner flags CVE-2023-45145, the race that let other local processes connect to the Unix socket before its permissions were set. Which Redis release fixed it?",
    keys: ["7.0.14"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Right after upgrading to Redis 7.0.6 our GEODIST and GEOSEARCH results came back with wrong distances. Which release fixed that regression?",
    keys: ["7.0.7"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was Redis 7.0.15 released?",
    keys: ["09 Jan 2024"],
  },
  {
    kind: "two-place",
    question:
      "We're setting up Sentinel with the Debian config. How long must the master be unreachable before a Sentinel considers it subjectively down, and what is the default failover timeout?",
    keys: ["30 seconds", "3 minutes"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We just switched on appendonly. Out of the box, how often does Redis fsync the AOF, and how big must the AOF be before an automatic rewrite can be triggered?",
    keys: ["everysec", "64mb"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our cache filled up to maxmemory and writes started failing with errors. Which eviction policy applies when none is configured, and which setting added in Redis 7.0 caps the memory used by all client connections together?",
    keys: ["noeviction", "maxmemory-clients"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which Redis 7.0 release fixed CVE-2023-28856 (HINCRBYFLOAT), and which one fixed CVE-2023-28425 (MSETNX)?",
    keys: ["7.0.11", "7.0.10"],
  },
  {
    kind: "two-place",
    question:
      "On bookworm our redis-server sometimes crashed with memory allocation errors when started by systemd. Which hardening option did Debian remove from the unit files for that, and which bookworm upload (not the unstable one) removed it?",
    keys: ["ProcSubset=pid", "5:7.0.11-1+deb12u1"],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "We're sizing a Redis Cluster and planning the resharding. Into how many hash slots is the keyspace divided?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE was fixed in Redis 7.0.3?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our legal team is reviewing Redis. In which release did Redis move from the BSD license to the RSALv2/SSPL dual license?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "On what date was Redis 7.2.0 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our health check runs redis-cli against a remote host that sometimes doesn't answer. How long does redis-cli wait for the connection by default before giving up?",
    keys: [],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I installed hostapd on Debian and wrote /etc/hostapd/hostapd.conf, but systemd refuses to start the service because the unit is masked. What do I run to fix that?",
    keys: ["systemctl unmask hostapd"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I want a second access point on the same Debian box, with its configuration in /etc/hostapd/wifi.conf. Which systemd service should I enable for it?",
    keys: ["hostapd@wifi.service"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our router's web UI checks the WPS PIN a user types with hostapd_cli wps_check_pin. What does that command return when the PIN's last (checksum) digit is wrong?",
    keys: ["FAIL-CHECKSUM"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "At a conference our access point stopped accepting new clients. If I remove max_num_sta from hostapd.conf, how many stations does hostapd allow by default?",
    keys: ["2007"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our WPA2 network uses CCMP. If I don't set wpa_group_rekey, how often does hostapd rekey the group (broadcast) key?",
    keys: ["86400"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which group management cipher does hostapd use by default when management frame protection is enabled?",
    keys: ["AES-128-CMAC"],
  },
  {
    kind: "table",
    question:
      "With automatic channel selection on 2.4 GHz and no acs_chan_bias configured, hostapd favours channels 1, 6 and 11. What bias factor does it give them by default?",
    keys: ["0.8"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "An audit lists CVE-2017-13082 (packet number reuse through key reinstallation) against our old access points running hostapd. Which upstream hostapd release fixed it?",
    keys: ["v2.7"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was hostapd v2.10 released?",
    keys: ["2022-01-16"],
  },
  {
    kind: "release",
    question:
      "Our Debian 12 access points use DPP bootstrapping with PKEX, and CVE-2022-37660 says the PKEX code stays active after use. Which Debian hostapd upload fixed it?",
    keys: ["2:2.10-12+deb12u3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm configuring a WPA3-Personal-only network with hostapd. What should ieee80211w and wpa_key_mgmt be set to?",
    keys: ["ieee80211w=2", "wpa_key_mgmt=SAE"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We're adding 802.11r fast roaming between our hostapd APs. How long does a PMK-R0 live by default, and how long is the mobility_domain identifier?",
    keys: ["1209600", "2-octet"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We'd like one hostapd box to act as the RADIUS server for our other access points. Which UDP ports does its integrated RADIUS server use for authentication and for accounting?",
    keys: ["1812", "1813"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our old WEP-only barcode scanners stopped connecting after a hostapd upgrade. Which upstream release dropped WEP from the default build, and which Debian upload turned WEP back on?",
    keys: ["v2.10", "2:2.10-3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "What txop_limit values does the example hostapd.conf set for the WMM video (AC_VI) and voice (AC_VO) access categories?",
    keys: ["94", "47"],
  },
  {
    kind: "absent",
    question:
      "We manage our access points remotely through hostapd's control interface built with UDP support. Which UDP port does that control interface listen on by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE did the Debian hostapd upload 2:2.10-12 fix?",
    keys: [],
  },
  {
    kind: "absent",
    question: "When was hostapd v2.11 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We want to run a 6 GHz access point with hostapd on Debian. What is the minimum Linux kernel version needed for 6 GHz AP mode?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE identifiers cover the SAE and EAP-pwd side-channel fixes in hostapd v2.10?",
    keys: [],
  },
];

/**
 * Batch r55, written blind of lib/ and never asked of Canopy by its author: Samba 4.17.12 and FRRouting 8.4.4 as
 * Debian bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (smb.conf(5),
 * testparm(1), smbpasswd(8), smbd(8), nmbd(8), smbstatus(1)), Samba's WHATSNEW.txt and Debian NEWS, README.Debian and
 * changelog, FRR's user guide HTML pages (BGP, OSPFv2, BFD, VRRP, Basic Commands, Basic Setup) and FRR's Debian
 * README.Debian and changelog. Kinds as in R41_QUESTIONS.
 */
const R55_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "I tweaked a share definition in smb.conf on our file server and didn't restart or signal anything. Will smbd notice the edit on its own, and if so how often does it look for changes?",
    keys: ["three minutes"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "One client's smbd process on our server is wedged and I want to get rid of it without corrupting anything. Which signal should I send it?",
    keys: ["SIGTERM"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our Samba AD DC on Debian should use BIND9 instead of its internal DNS. What file do I have to include from named.conf.local to hook Samba's zones into BIND?",
    keys: ["/var/lib/samba/private/named.conf"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Into which file does nmbd dump its namelists when it receives SIGHUP?",
    keys: ["namelist.debug"],
  },
  {
    kind: "table",
    question:
      "Idle SMB sessions with no open files on our server get dropped, but only after a very long time. Out of the box, after how many minutes of inactivity does Samba consider such a connection dead?",
    keys: ["10080"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our Samba log files keep getting renamed with a .old extension. At what size, in kilobytes, does Samba rotate a log file when max log size isn't set?",
    keys: ["5000"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default rpc server dynamic port range in smb.conf?",
    keys: ["49152-65535"],
  },
  {
    kind: "release",
    question:
      "I'm looking for the old SWAT web interface to manage Samba on a Debian box and can't find any package for it. In which Samba release was SWAT dropped upstream?",
    keys: ["4.1.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was Samba 4.17.0 released?",
    keys: ["September 13, 2022"],
  },
  {
    kind: "release",
    question: "In which Samba 4.17 release was CVE-2023-3347, where SMB2 packet signing was not enforced, fixed?",
    keys: ["4.17.10"],
  },
  {
    kind: "two-place",
    question:
      "I'm auditing which SMB dialects our Samba server will accept when nothing is configured. What are the default lowest and highest protocols the server allows?",
    keys: ["SMB2_02", "SMB3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm writing firewall rules for a Samba file server that also runs nmbd. Which TCP ports does smbd listen on by default, and which UDP port does nmbd answer NetBIOS name queries on?",
    keys: ["445", "139", "137"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our Samba box is joined to Active Directory as a member server. By default, how often does winbindd change the machine account password, and for how many seconds does winbind cache user and group information?",
    keys: ["604800", "300"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our Samba 4.17 AD DC has no Protected Users group yet and I want to create it with samba-tool. Which extra option does samba-tool group add need for it, and what RID must the group end up with?",
    keys: ["--special", "525"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "After moving a very old Samba installation to a new server nobody can authenticate any more. Which passdb backend does Samba use by default now, and starting with which version did that default change from smbpasswd?",
    keys: ["tdbsam", "3.4.0"],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "We export a share to the Macs as a Time Machine target. If I don't limit it, what maximum size does Samba advertise for the Time Machine volume by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "We're thinking about moving from 4.17 to the next Samba feature release. On what date was Samba 4.18.0 released?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default recycle:repository directory of Samba's recycle VFS module?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "A pentest report flags CVE-2021-44142, the vfs_fruit heap overflow, on one of our Debian Samba servers. Which Debian samba upload fixed it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default shadow_copy2:format that the shadow_copy2 VFS module expects for snapshot names?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "I installed FRR on Debian and started the service, but no routing daemon is running at all. Which file do I have to edit to switch bgpd on?",
    keys: ["/etc/frr/daemons"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our new eBGP session to the upstream is Established, but we neither receive nor send any prefixes and show bgp summary prints (Policy) in the prefix columns. Which FRR setting causes this?",
    keys: ["bgp ebgp-requires-policy"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "bgpd crashed overnight on one of our routers. Where does FRR write the crash backtrace so I can attach it to a bug report?",
    keys: ["/var/tmp/frr"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I'd like to telnet straight into bgpd's own VTY on a router instead of going through vtysh. Which TCP port is bgpd's VTY on?",
    keys: ["2605"],
    phrased: true,
  },
  {
    kind: "table",
    question: "By default, how many peers does one FRR BGP instance accept through bgp listen range?",
    keys: ["100"],
  },
  {
    kind: "table",
    question: "What is the default ip ospf retransmit-interval in FRR's ospfd?",
    keys: ["5 seconds"],
  },
  {
    kind: "table",
    question:
      "My telnet sessions to the FRR daemons drop whenever I leave them idle for a while. What's the default VTY exec-timeout?",
    keys: ["10 minutes"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Our security team asks whether the Debian FRR package on our routers already has the fix for CVE-2023-31490. Which Debian frr version first shipped that fix?",
    keys: ["8.4.4-1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which Debian frr upload were the daemon man pages renamed to frr-*?",
    keys: ["7.2.1-1"],
  },
  {
    kind: "release",
    question:
      "With our traditional profile, network statements in BGP used to be announced even when the prefix wasn't in the RIB, and after an upgrade they aren't. From which FRR version on must the network exist in the RIB for both traditional and datacenter defaults?",
    keys: ["7.4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We've enabled RPKI origin validation in bgpd. If I don't tune anything, how often does the router ask the RPKI cache for new data, and after how many seconds does it expire the cache?",
    keys: ["300", "7200"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "An OSPF adjacency between FRR and another vendor's router won't come up and I suspect mismatched timers. What hello interval and what dead interval does FRR's ospfd use by default?",
    keys: ["10 seconds", "40 seconds"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We rely on BGP graceful restart during bgpd upgrades. What is FRR's default graceful-restart restart-time, and in which graceful restart mode does bgpd run globally when nothing is configured?",
    keys: ["120", "helper"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our two FRR routers running VRRP never see each other's advertisements. What is the minimum Linux kernel version FRR's VRRP needs, and which mode must the macvlan devices be in?",
    keys: ["5.1", "bridge"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which Debian frr upload added the frr@ systemd service unit for running inside a network namespace, and which watchfrr option enables network namespaces in /etc/frr/daemons?",
    keys: ["8.4.1-1", "--netns"],
  },
  {
    kind: "absent",
    question:
      "We switched our leaf switches to frr defaults datacenter. What BGP keepalive and hold timers does that profile use by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I created a VRRP instance on an FRR router without setting a priority. What priority does the virtual router get by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What are ospfd's default SPF throttle timers (delay, initial holdtime, maximum holdtime) in FRR?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "When a BGP neighbor restarts gracefully, how long does bgpd keep its stale paths by default? That is, what is the default bgp graceful-restart stalepath-time?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which UDP port does FRR's bfdd use for single-hop BFD sessions?",
    keys: [],
  },
];

/**
 * Batch r56, written blind of lib/ and never asked of Canopy by its author: ISC DHCP 4.4.3-P1 and btrfs-progs 6.2 as
 * Debian bookworm ships them (sources above), read from Debian's gzip-compressed troff manual pages (dhcpd.conf(5),
 * dhcpd.leases(5), dhcpd(8), dhcp-options(5), dhclient.conf(5); btrfs(5), mkfs.btrfs(8), btrfs-balance(8),
 * btrfs-filesystem(8), btrfs-subvolume(8), btrfs-scrub(8), btrfs-quota(8), btrfs-device(8), btrfs-replace(8),
 * btrfs-check(8)), ISC DHCP's RELNOTES (installed as changelog.gz), README, Debian NEWS, README.Debian and changelog,
 * and btrfs-progs' upstream CHANGES (installed as changelog.gz) and Debian changelog. Kinds as in R41_QUESTIONS.
 */
const R56_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "I changed a subnet in dhcpd.conf on our DHCP server and sent the daemon a SIGHUP, but it keeps handing out the old settings. How am I actually supposed to make dhcpd pick up configuration changes?",
    keys: ["SIGTERM"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our PXE clients stopped finding their boot server after we moved to the ISC DHCP package, even though the TFTP service runs on the very same machine as dhcpd. What statement does Debian's NEWS say we now have to set explicitly?",
    keys: ["next-server"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On a freshly installed DHCP server dhcpd refuses to start because there is no lease database yet. What file do I have to create by hand before the first start?",
    keys: ["/var/lib/dhcp/dhcpd.leases"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "With ddns-update-style interim, which DNS record type does the ISC DHCP server use in place of the DHCID record of the standard style?",
    keys: ["TXT"],
  },
  {
    kind: "table",
    question:
      "dhcpd pinged an address before offering it, something answered, and the lease got marked abandoned. If I haven't configured anything, how many seconds does such an abandoned lease stay unavailable?",
    keys: ["86400"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our laptops running dhclient eventually give up looking for a DHCP server and fall back to old leases. With an empty dhclient.conf, how long does the client try before it decides no server can be reached?",
    keys: ["sixty seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default value of dhcp-cache-threshold in dhcpd.conf?",
    keys: ["25"],
  },
  {
    kind: "release",
    question:
      "A vulnerability scan flags CVE-2021-25217, the lease file parsing buffer overrun, on one of our older Debian DHCP servers. Which Debian isc-dhcp upload fixed it?",
    keys: ["4.4.1-2.3"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was ISC DHCP 4.4.3-P1 released?",
    keys: ["October 5, 2022"],
  },
  {
    kind: "release",
    question:
      "After upgrading an ancient dhcpd build we noticed replies are no longer batched until after the lease database commit, because delayed-ack now defaults to 0. What was the default delayed-ack value before ISC changed it?",
    keys: ["28"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We run a dhcpd failover pair and I'm trying to understand how the free leases get rebalanced between them. What are the default max-lease-ownership and max-lease-misbalance percentages?",
    keys: ["10", "15"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm writing the failover peer declaration for two dhcpd servers and would rather leave out port and peer port. Which TCP port do the peers use then, and which split value does the manual call the most reasonable?",
    keys: ["647", "128"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "New clients get their DHCPOFFER noticeably late, and I suspect dhcpd's ping check. How long does the server wait for an ICMP echo reply by default, and which statement lets me give that wait in milliseconds instead?",
    keys: ["1 second", "ping-timeout-ms"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "As of which ISC DHCP release is Dual Stack Mixed Mode DDNS conflict resolution supported, and which two parameters must both be true to enable it?",
    keys: ["4.4.0", "update-conflict-detection", "ddns-dual-stack-mixed-mode"],
  },
  {
    kind: "two-place",
    question:
      "Our bookworm DHCP server does dynamic DNS updates with a TSIG key and AppArmor is enabled. Since which Debian isc-dhcp-server version is there an AppArmor profile, and in which directory should the DDNS keys be stored so that dhcpd can read them?",
    keys: ["4.4.3-P1-1.1", "/etc/dhcp/ddns-keys/"],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "I want dhcpd to push classless static routes to our clients. What is the predefined option name for RFC 3442 classless static routes (option 121) in ISC DHCP?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our dhcpd.leases file grows between rewrites and I'd like to know how often dhcpd compacts it. At what interval does the server rewrite its lease file?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default max-response-delay of an ISC DHCP failover peer declaration when it is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our security team wants to know what the isc-dhcp-server 4.4.3-P1-2 update in bookworm addresses. Which CVE did that Debian upload fix?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which TCP port does dhcpd listen on for OMAPI connections by default when omapi-port is not set?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "I deleted a big btrfs snapshot and df keeps showing the space as used for quite a while. Which command blocks until deleted subvolumes have really been cleaned up?",
    keys: ["btrfs subvolume sync"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm creating a swapfile on our btrfs root by hand, step by step. Which chattr flag do I have to put on the empty file before I preallocate it?",
    keys: ["chattr +C"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which metadata profiles does btrfs(5) recommend using instead of raid5 and raid6 respectively?",
    keys: ["raid1", "raid1c3"],
  },
  {
    kind: "table",
    question:
      "After a power cut we lost roughly the last half minute of writes on a btrfs volume. What is btrfs's default interval for the periodic transaction commit, in seconds?",
    keys: ["30"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What nodesize does mkfs.btrfs use by default?",
    keys: ["16KiB"],
  },
  {
    kind: "table",
    question:
      "Our backup tool makes lots of hardlinks to the same file inside one directory on btrfs. With the default mkfs features, how many hardlinks of a file in a directory does btrfs allow?",
    keys: ["65536"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "When I run btrfs filesystem defragment without -t, extents above what size are left untouched by default?",
    keys: ["32MiB"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was btrfs-progs 6.2 released?",
    keys: ["2023-02-28"],
  },
  {
    kind: "release",
    question:
      "New btrfs filesystems we create come with no-holes and the free space tree turned on, older ones don't have them. Which btrfs-progs release made those the mkfs defaults?",
    keys: ["5.15"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "We heard btrfs device stats -T on bookworm printed wrong values and could hide corruption. Which Debian btrfs-progs upload fixed the tabular output?",
    keys: ["6.2-1+deb12u2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I'm setting up a periodic btrfs scrub on our file server. How often do the docs recommend running it, and roughly what share of the device bandwidth does a scrub use on an idle filesystem?",
    keys: ["month", "80%"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We mount with compress=zstd and didn't give a level. Which zstd level are we getting, and what is the highest zstd level btrfs accepts in the mount option?",
    keys: ["3", "15"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What is the minimum size of a btrfs device without the mixed-bg feature, and what is it with mixed-bg?",
    keys: ["109MiB", "16MiB"],
  },
  {
    kind: "two-place",
    question:
      "I'm creating one btrfs filesystem across two disks and not passing -d or -m to mkfs. Which data profile and which metadata profile will it get by default?",
    keys: ["single", "raid1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "I want a cron job that alerts when any btrfs device error counter is non-zero, using btrfs device stats -c. Which exit status signals non-zero counters, and which one means reading the stats failed on at least one device?",
    keys: ["64", "65"],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "When I start a btrfs balance without filters it warns me and waits before starting. Exactly how many seconds do I get to cancel before the full balance begins?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "We need to run btrfs check on a 40 TB array. How much RAM per terabyte should I plan for btrfs check in its default mode?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE did Debian's btrfs-progs 6.2-1+deb12u2 upload fix?",
    keys: [],
  },
  {
    kind: "absent",
    question: "We're thinking of taking a newer btrfs-progs from backports. On what date was btrfs-progs 6.3 released?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of the bg_reclaim_threshold sysfs knob of a mounted btrfs filesystem?",
    keys: [],
  },
];

/**
 * Batch r57, written blind of lib/ and never asked of Canopy by its author: FreeRADIUS 3.2.1 and autofs 5.1.8 as Debian
 * bookworm ships them (sources above), read from FreeRADIUS's example configuration (radiusd.conf, clients.conf,
 * proxy.conf, README.rst, mods-available/eap, ldap and sql, sites-available/default, inner-tunnel and tls), its
 * unlang(5), users(5), radclient(1), radiusd(8) and radmin(8) manual pages, upstream changelog and Debian changelog and
 * NEWS, and from autofs's auto.master(5), autofs(5), autofs.conf(5), automount(8) and autofs(8) manual pages, installed
 * default autofs.conf, upstream CHANGELOG, Debian changelog, README.amd-maps, README.replicated-server and
 * README.v5.release. Kinds as in R41_QUESTIONS.
 */
const R57_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      'We\'re rebuilding our old FreeRADIUS 2 setup on 3.2, and users-file entries like bob User-Password == "hello" no longer authenticate anyone. Which attribute should those entries use for the known-good password now?',
    keys: ["Cleartext-Password"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Windows laptops doing PEAP against our FreeRADIUS get an Access-Challenge and then never send another Access-Request. The eap config says the server certificate needs special OIDs; which file does it point to for the details?",
    keys: ["xpextensions"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "We proxy user@example.com logins to a partner's RADIUS server and plain PAP works, but their EAP logins fail because our realm strips the domain from the user name. Which realm option should we add in proxy.conf?",
    keys: ["nostrip"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "In FreeRADIUS unlang, what does the break keyword do inside a foreach loop?",
    keys: ["next iteration"],
  },
  {
    kind: "table",
    question:
      "A partner wants to send us RadSec from their proxy and asks which TCP port to open in our firewall. Which port does FreeRADIUS's sample tls virtual server listen on?",
    keys: ["2083"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What max_attributes value does FreeRADIUS's shipped radiusd.conf set in its security section?",
    keys: ["200"],
  },
  {
    kind: "table",
    question:
      "We're trialling EAP-FAST with some old Cisco IP phones. If I uncomment the fast section as shipped, how many seconds is a provisioned PAC valid for?",
    keys: ["604800"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Some of our FreeRADIUS configs date from before 3.0.5 and still set correct_escapes = no. In which FreeRADIUS release was correct_escapes removed?",
    keys: ["3.2.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was FreeRADIUS 3.2.1 released, according to its changelog?",
    keys: ["03 Oct 2022"],
  },
  {
    kind: "release",
    question:
      "On our Debian RADIUS box the freeradius service stopped running as root after an upgrade some years ago. Which Debian freeradius upload synced the service file with upstream so it runs as the unprivileged freerad user?",
    keys: ["3.0.21+dfsg-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "When our FreeRADIUS server gets busy it stops answering new requests for a while. What max_requests does the shipped radiusd.conf set, and how many requests per client does it say the value should allow for?",
    keys: ["16384", "256"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "One of our home servers went silent and FreeRADIUS kept proxying to it for a bit before failing over. In the sample proxy.conf home server, how many seconds is the zombie period, and which kind of status check packets does it send?",
    keys: ["40", "status-server"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We're cleaning up old modules before the upgrade: in which FreeRADIUS release was the otp module removed, and in which release was rlm_python3 marked as stable?",
    keys: ["3.2.0", "3.2.1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In FreeRADIUS's shipped eap module, which EAP type does PEAP use by default inside its tunnel, and which virtual server handles the tunneled request?",
    keys: ["mschapv2", "inner-tunnel"],
  },
  {
    kind: "two-place",
    question:
      "Which port does radclient send coa and disconnect packets to, and which port does it fall back to for auth packets when /etc/services has no radius entry?",
    keys: ["3799", "1812"],
  },
  {
    kind: "absent",
    question:
      "Our scanner flags freeradius 3.2.1+dfsg-4+deb12u1 on our bookworm hosts. Which CVE did that Debian update fix?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "We hand out IP addresses from FreeRADIUS's sqlippool module and leases seem to vanish quickly. What lease_duration does sqlippool use by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "In which FreeRADIUS release was EAP-TEAP support added?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "radmin can't connect on a fresh install and I want to check the socket exists. What is the default path of the FreeRADIUS control socket that radmin connects to?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "On what date was FreeRADIUS 3.0.0 released?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "I'd rather not edit /etc/auto.master directly and want to drop an extra file into /etc/auto.master.d instead. What must that file's name end with for autofs to read it?",
    keys: [".autofs"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our bash program map reads $USER and $HOME, and since an autofs upgrade they're empty because the variables got a prefix. Which autofs.conf setting turns the unprefixed standard variables back on?",
    keys: ["force_standard_program_map_env"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Setuid binaries on the exports we reach through /net (the -hosts map) refuse to run setuid. Which mount options does autofs apply to hosts-map mounts unless told otherwise?",
    keys: ["nosuid,nodev"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our automounted NFS directories unmount after five minutes of idle, yet automount(8) says the default is 10 minutes. What timeout, in seconds, does the installed autofs.conf set?",
    keys: ["300"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is autofs's default map_hash_table_size?",
    keys: ["1024"],
  },
  {
    kind: "table",
    question: "We're migrating amd maps to autofs and never set dismount_interval. What value does it take by default?",
    keys: ["600 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "When one of our NFS servers is down, accesses to its automounted paths hang for ages. With the default mount_wait setting, roughly how long does autofs end up waiting for mount(8)?",
    keys: ["3 minutes"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Our backup scanner walks the automount tree and keeps every mount alive. Which autofs release added support for the strictexpire mount option?",
    keys: ["autofs-5.1.6"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was autofs 5.1.7 released?",
    keys: ["25/01/2021"],
  },
  {
    kind: "release",
    question:
      "I need autofs to chmod the base directory of a mount point, and I see there's a mode option for master map entries. Which autofs release added it?",
    keys: ["autofs-5.1.2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our master map lives in sssd, and at boot automount sometimes starts before sssd can serve it. Which autofs.conf option is meant for exactly that sssd case, and in which autofs release was it added?",
    keys: ["sss_master_map_wait", "autofs-5.1.3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "What is autofs's default timeout for caching failed key lookups, and which long automount option overrides it?",
    keys: ["60", "--negative-timeout"],
  },
  {
    kind: "two-place",
    question:
      "Access to offset mounts of a multi-mount map deadlocks for us, apparently a mount propagation issue with bind mounts. What propagation does autofs give bind mounts when no option is set, and which autofs release added the master map pseudo options to choose it?",
    keys: ["slave", "autofs-5.1.5"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "For our bookworm autofs package: when was upstream autofs 5.1.8 released, and which Debian upload fixed autofs probing an interface that can't send packets?",
    keys: ["19/10/2021", "5.1.8-2+deb12u2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We list three replicated NFS servers with weights in one map entry, but autofs doesn't seem to follow the weights strictly. What does autofs rank first when ordering replicated hosts, and which map entry option makes the weight the only factor?",
    keys: ["proximity", "-use-weight-only"],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "Our security team wants to know what the autofs 5.1.8-2+deb12u2 update in bookworm fixed. Which CVE does it address?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "On what date was autofs 5.1.9 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "I want the automount daemon on our Debian hosts to always start with --debug. Which variable in /etc/default/autofs takes extra automount command-line options?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "autofs probes our replicated NFS servers before choosing one. How many seconds does it wait for a server's RPC ping reply before moving on to the next?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which SASL mechanisms does the authtype attribute of autofs_ldap_auth.conf accept?",
    keys: [],
  },
];

/**
 * Batch r58, written blind of lib/ and never asked of Canopy by its author: rsnapshot 1.4.5 and rspamd 3.4 as Debian
 * bookworm ship them (sources above), read from rsnapshot's rsnapshot(1) and rsnapshot-diff(1) manual pages, HOWTO,
 * installed rsnapshot.conf, upstream ChangeLog, Debian changelog and NEWS, README.Debian, README.md and
 * Upgrading_from_1.1, and from rspamd's upstream ChangeLog, Debian changelog and NEWS, rspamc(1) and rspamd_stats(8)
 * manual pages and its stock configuration (rspamd.conf, options.inc, logging.inc, actions.conf, statistic.conf, the
 * controller, proxy and fuzzy worker files, and modules.d/greylist.conf, dkim_signing.conf, arc.conf, antivirus.conf,
 * fuzzy_check.conf, mx_check.conf and clickhouse.conf). Kinds as in R41_QUESTIONS.
 */
const R58_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "According to the rsnapshot HOWTO, how much disk space did adding a second, completely identical 3 Gigabyte interval take on the author's system?",
    keys: ["15 Megabytes"],
  },
  {
    kind: "prose",
    question:
      "Deleting the oldest snapshot makes our rsnapshot runs start late, so we're turning on lazy deletes. Where does rsnapshot put the oldest snapshot instead of removing it right away?",
    keys: ["_delete.[processid]"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How does the rsnapshot-diff manual page suggest sorting its output by decreasing file size?",
    keys: ["sort -k 2 -rn"],
  },
  {
    kind: "prose",
    question:
      "We still have an old Unix box with an ancient perl that we'd like to back up with rsnapshot itself. What is the oldest Perl the HOWTO says rsnapshot needs?",
    keys: ["5.004"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which arguments does rsnapshot pass to du when du_args is not set?",
    keys: ["-csh"],
  },
  {
    kind: "table",
    question:
      "I installed rsnapshot from the Debian package and haven't touched the config yet. Which directory will my backups be written under?",
    keys: ["/var/cache/rsnapshot/"],
    phrased: true,
  },
  {
    kind: "table",
    question: "In rsnapshot's table of verbose levels, what is level 4 called?",
    keys: ["Extra Verbose"],
  },
  {
    kind: "release",
    question: "On what date was rsnapshot 1.4.4 released?",
    keys: ["Jun 12 2021"],
  },
  {
    kind: "release",
    question:
      "I'd like rsnapshot-diff to print how big each changed file is, and I see it has a flag for that now. Which rsnapshot release added it?",
    keys: ["1.4.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which Debian upload of rsnapshot was the logrotate dependency downgraded to a recommendation?",
    keys: ["1.4.4-2"],
  },
  {
    kind: "two-place",
    question:
      "What LVM snapshot size does the rsnapshot manual page use for linux_lvm_snapshotsize in its example, and what value does the installed rsnapshot.conf show for it?",
    keys: ["2G", "100M"],
  },
  {
    kind: "two-place",
    question:
      "For the rsnapshot in bookworm: when was upstream 1.4.5 released, and which Debian bug did the 1.4.5-1 upload close?",
    keys: ["Dec 27 2022", "#1027053"],
  },
  {
    kind: "two-place",
    question:
      "Our old rsnapshot configs use 'interval hourly 6'. In which rsnapshot release was the interval option renamed to retain, and which Debian upload changed the default backup level names to alpha, beta, gamma and delta?",
    keys: ["1.3.1", "1.4.0-1"],
  },
  {
    kind: "two-place",
    question:
      "Both the rsnapshot man page and the HOWTO tell you to start the bigger backup level's cron job a little before the smaller one. How many minutes earlier does each of their crontab examples start it?",
    keys: ["10 minutes", "30 minutes"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "cron mails us that rsnapshot exited with status 2. What does that exit value mean, and in which rsnapshot release was that exit code introduced?",
    keys: ["warnings", "1.1.5"],
  },
  {
    kind: "absent",
    question: "Which CVE was fixed in rsnapshot 1.4.5?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was rsnapshot 1.4.2 released upstream?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our nightly rsnapshot run saturates the disks and the database on the same host suffers. Which rsnapshot.conf parameter sets the ionice class rsync runs with?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What connection timeout does rsnapshot use by default for ssh when a remote host is unreachable?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Who reported Debian bug #1027053 against rsnapshot?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "I'm setting file ownership for rspamd's directories on Debian, but there's no 'rspamd' user on the box. Which user and group does the Debian package run rspamd as?",
    keys: ["_rspamd"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "In rspamd's antivirus module, which extra variable must be set when the scanner type is savapi?",
    keys: ["product_id"],
  },
  {
    kind: "prose",
    question:
      "I point rspamd_stats at a directory of rotated rspamd logs. How does it treat a log file whose name has no numeric index?",
    keys: ["most recent"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Mail scoring around 12 in rspamd only gets a spam header and is still delivered. From what score does the shipped actions configuration reject?",
    keys: ["15"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many mask bits does rspamd's greylist module apply to IPv4 addresses by default?",
    keys: ["19"],
  },
  {
    kind: "table",
    question:
      "Some large messages seem to give up halfway through scanning in rspamd. How long may a message take to process before rspamd's default timeout hits?",
    keys: ["8s"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "I want to reach the rspamd web interface through an SSH tunnel. Which port does the controller worker bind to in the stock configuration?",
    keys: ["11334"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "We're thinking of wiring pyzor checks into rspamd and I remember it being dropped and brought back at some point. In which rspamd release was pyzor support first added?",
    keys: ["1.9.0"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was rspamd 3.0 released?",
    keys: ["19 Aug 2021"],
  },
  {
    kind: "release",
    question: "Which Debian upload of rspamd replaced luajit with lua on ppc64el?",
    keys: ["3.2-2"],
  },
  {
    kind: "two-place",
    question:
      "Postfix talks to rspamd in milter mode through the proxy worker. Which port does rspamd_proxy listen on in the stock config, and what timeout does the proxy worker set?",
    keys: ["11332", "120s"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We'd like to keep our DKIM and ARC private keys in Redis for rspamd. Under which hash names do the dkim_signing and arc modules look for them by default?",
    keys: ["DKIM_KEYS", "ARC_KEYS"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "What words_decay value does rspamd's options.inc set, and in which rspamd release was the default words_decay increased?",
    keys: ["600", "1.8.1"],
  },
  {
    kind: "two-place",
    question: "When was upstream rspamd 3.4 released, and on what date was Debian's 3.4-1 package uploaded?",
    keys: ["01 Nov 2022", "10 Feb 2023"],
  },
  {
    kind: "two-place",
    question:
      "In which rspamd release did the antivirus module gain avast support, and in which release was Cloudmark support added?",
    keys: ["2.3", "3.2"],
  },
  {
    kind: "absent",
    question: "Which CVE did Debian's rspamd 3.4-1 upload fix?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was rspamd 1.5.0 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our rspamd box has 16 cores but scanning seems single-threaded. How many normal (scanner) worker processes does the stock configuration start?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "On what date was Debian's rspamd 3.3-1 package uploaded?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "/var/log/rspamd/rspamd.log keeps growing on our mail server. At what size does rspamd rotate its log file by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r59, written blind of lib/ and never asked of Canopy by its author: SSSD 2.8.2 and Pacemaker 2.1.5 as Debian
 * bookworm ships them (sources above), read from SSSD's sssd.conf(5), sssd-ldap(5), sssd-ldap-attributes(5),
 * sssd-ad(5), sssd-ipa(5), sssd-krb5(5), sssd(8), sssd-simple(5), sssd-sudo(5), sss_cache(8) and sss_override(8)
 * manual pages and Debian changelog, and from Pacemaker's upstream ChangeLog, Debian changelog, pacemaker-controld(7),
 * pacemaker-schedulerd(7), pacemaker-fenced(7), pacemakerd(8), crm_mon(8), crm_resource(8) and stonith_admin(8) manual
 * pages and installed /etc/default/pacemaker. Kinds as in R41_QUESTIONS.
 */
const R59_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "Our primary LDAP server went down, SSSD switched to the backup, and now the primary is back. How long after selecting a backup server does SSSD start trying to reconnect to the primary servers?",
    keys: ["31 seconds"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Our firewall team is locking down traffic from the Linux clients to the domain controllers. If we turn on ad_use_ldaps in SSSD, which Global Catalog port will it connect to?",
    keys: ["3629"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "In SSSD's simple access provider, in which order are the allow and deny lists evaluated?",
    keys: ["allow,deny"],
  },
  {
    kind: "prose",
    question:
      "I want to see how our logins behave when SSSD loses its servers, without unplugging anything. Which signal makes SSSD simulate being offline?",
    keys: ["SIGUSR1"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Group changes made in LDAP take ages to show up on our clients. By default, for how many seconds does SSSD consider cached entries valid before asking the backend again?",
    keys: ["5400"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default of the SSSD AD provider's ad_maximum_machine_account_password_age option?",
    keys: ["30 days"],
  },
  {
    kind: "table",
    question: "What is the default value of krb5_kdcinfo_lookahead in SSSD?",
    keys: ["3:1"],
  },
  {
    kind: "release",
    question:
      "Our vulnerability scanner flagged CVE-2023-3758 (GPO policy not applied consistently) on bookworm hosts running sssd. Which Debian sssd version fixed it?",
    keys: ["2.8.2-4+deb12u1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian sssd upload switched SSSD to journald for its logging?",
    keys: ["2.3.0-1"],
  },
  {
    kind: "release",
    question: "Which Debian sssd upload started shipping libsubid_sss.so in the sssd-common package?",
    keys: ["2.8.2-2"],
  },
  {
    kind: "two-place",
    question:
      "Some of our hosts are joined to AD and others to FreeIPA, and SSSD updates their DNS records on both. What TTL does SSSD give the client's DNS record by default with the AD provider, and with the IPA provider?",
    keys: ["3600", "1200"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "With SSSD's ID mapping, what are the default values of ldap_idmap_range_min and ldap_idmap_range_max?",
    keys: ["200000", "2000200000"],
  },
  {
    kind: "two-place",
    question: "Which Debian sssd upload migrated the package to PCRE2, and which one added the sssd-idp package?",
    keys: ["2.6.3-1", "2.7.0-1"],
  },
  {
    kind: "two-place",
    question: "Which SASL mechanism does SSSD's AD provider use by default, and which one does its IPA provider use?",
    keys: ["GSS-SPNEGO", "GSSAPI"],
  },
  {
    kind: "two-place",
    question: "How often does SSSD run the smart refresh and the full refresh of sudo rules from LDAP by default?",
    keys: ["900", "21600"],
  },
  {
    kind: "absent",
    question: "Our security team wants to credit whoever found CVE-2023-3758 in SSSD's GPO handling. Who reported it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of the max_ccaches option in SSSD's [kcm] section?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We need LDAPS to our domain controllers and some clients run older SSSD releases. In which SSSD version was the ad_use_ldaps option introduced?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of the ipa_hbac_treat_deny_as option in sssd-ipa?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default value of SSSD's krb5_child_timeout option?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "While debugging we switched the Pacemaker blackbox recorder on at runtime with a signal. Which signal turns it off again?",
    keys: ["SIGUSR2"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "When Pacemaker's node-action-limit is 0, what limit applies to the jobs scheduled per node?",
    keys: ["2x cores"],
  },
  {
    kind: "prose",
    question: "What does Pacemaker append to the GnuTLS cipher priorities for Pacemaker Remote connections?",
    keys: ["+DHE-PSK:+PSK"],
  },
  {
    kind: "table",
    question:
      "I'm opening the firewall between our cluster nodes and a Pacemaker Remote guest. Which TCP port do the nodes connect to by default?",
    keys: ["3121"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default cluster-recheck-interval in Pacemaker?",
    keys: ["15min"],
  },
  {
    kind: "table",
    question: "What is stonith_admin's default operation timeout, in seconds?",
    keys: ["120"],
  },
  {
    kind: "table",
    question: "How often does crm_mon update its display by default?",
    keys: ["5 seconds"],
  },
  {
    kind: "release",
    question: "On what date was Pacemaker 2.1.5 released?",
    keys: ["Dec 7 2022"],
  },
  {
    kind: "release",
    question:
      "An audit asks whether our cluster is exposed to the ACL bypass through direct IPC (CVE-2020-25654). Which Pacemaker release fixed it upstream?",
    keys: ["Pacemaker-2.0.5"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Pacemaker release added the fence-reaction cluster option?",
    keys: ["Pacemaker-2.0.3"],
  },
  {
    kind: "two-place",
    question:
      "After a reboot our cluster waits a long time before a DC is elected. What are Pacemaker's default dc-deadtime and election-timeout?",
    keys: ["20s", "2min"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "How many scheduler inputs resulting in warnings, and how many without errors or warnings, does Pacemaker keep by default?",
    keys: ["5000", "4000"],
  },
  {
    kind: "two-place",
    question: "When was Pacemaker 2.1.0 released, and which release added the shutdown-locks feature?",
    keys: ["Jun 08 2021", "Pacemaker-2.0.4"],
  },
  {
    kind: "two-place",
    question:
      "Our bookworm cluster runs pacemaker 2.1.5-1+deb12u1. Which Debian bug does that update close, and on what date was it uploaded?",
    keys: ["1040165", "09 Jul 2023"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "For a Pacemaker fence device, what are the defaults of pcmk_reboot_timeout and pcmk_host_check?",
    keys: ["60s", "dynamic-list"],
  },
  {
    kind: "absent",
    question: "On what date was Pacemaker 2.1.6 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our scanner wants to know which CVE the pacemaker 2.1.5-1+deb12u1 update in bookworm fixed. Which CVE was it?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of Pacemaker's cluster-ipc-limit cluster option?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Resources move back to their original node after a failover and we'd like them to stay put. What resource-stickiness does Pacemaker use by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Who reported CVE-2020-25654 to the Pacemaker project?",
    keys: [],
  },
];

/**
 * Batch r60, written blind of lib/ and never asked of Canopy by its author: OpenLDAP 2.5.13 and vsftpd 3.0.3 as Debian
 * bookworm ships them (sources above), read from slapd's slapd.conf(5), slapd-config(5), slapd.access(5), slapd-mdb(5),
 * slapd-ldap(5), slapd-meta(5), slapo-ppolicy(5), slapo-syncprov(5), slapo-accesslog(5), slapo-dynlist(5), slapd(8),
 * slapcat(8) and slappasswd(8) manual pages, upstream changelog, Debian changelog, NEWS.Debian and README.Debian and
 * installed /etc/default/slapd, and from vsftpd's vsftpd.conf(5) manual page, installed /etc/vsftpd.conf, FAQ,
 * README.ssl, TUNING, SECURITY/DESIGN, README.Debian, NEWS.Debian and Debian changelog. Kinds as in R41_QUESTIONS.
 */
const R60_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "We're putting slapd behind an HAProxy load balancer and still want the real client IP addresses in our ACLs and logs. Which URL scheme should the listener use for plain LDAP?",
    keys: ["PLDAP"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "In OpenLDAP's ppolicy overlay, which pwdAccountLockedTime value means the account is permanently locked until an administrator unlocks it?",
    keys: ["000001010000Z"],
  },
  {
    kind: "prose",
    question:
      "Our compliance team asks whether the OpenLDAP packages on our Debian servers use OpenSSL for TLS. Which TLS library are Debian's OpenLDAP packages compiled against?",
    keys: ["GnuTLS"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Without any syncprov-checkpoint configured, when does OpenLDAP's syncprov overlay write the in-memory contextCSN to the database?",
    keys: ["shutdown"],
  },
  {
    kind: "table",
    question:
      "Long-running searches from our reporting tool get cut off by the directory server. By default, how many seconds will slapd spend answering a search request?",
    keys: ["3600"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default value of slapd's localSSF setting?",
    keys: ["71"],
  },
  {
    kind: "table",
    question:
      "During maintenance I want to keep the slapd init script from starting the server without editing its configuration. Which file, if it exists, stops the init script from starting slapd on Debian?",
    keys: ["/etc/ldap/noslapd"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default maxreaders of slapd's mdb backend?",
    keys: ["126"],
  },
  {
    kind: "release",
    question: "On what date was OpenLDAP 2.5.13 released?",
    keys: ["2022/07/14"],
  },
  {
    kind: "release",
    question:
      "Our audit flags the back-sql SQL injection, CVE-2022-29155, on our LDAP servers. Which Debian openldap upload fixed it?",
    keys: ["2.5.12+dfsg-1"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Which Debian openldap upload stopped creating the redundant cn=admin,<suffix> entry in the default directory for new installs?",
    keys: ["2.4.51+dfsg-1"],
  },
  {
    kind: "release",
    question: "Which OpenLDAP 2.5 release added tcp-user-timeout support to slapd-ldap?",
    keys: ["2.5.5"],
  },
  {
    kind: "two-place",
    question:
      "Our new Debian LDAP server's database is already filling up its memory map. What maximum size does the Debian package give the automatically created MDB database, and what is slapd-mdb's own default maxsize in bytes?",
    keys: ["1 GiB", "10485760"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We want slapd's messages in their own log file. Which syslog facility does slapd log to by default, and what loglevel does it default to?",
    keys: ["LOCAL4", "stats"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In OpenLDAP's ppolicy overlay, what does pwdMaxRecordedFailure default to when both it and pwdMaxFailure are 0, and which error code does ppolicy_use_lockout add to the Password Policy response?",
    keys: ["5", "AccountLocked"],
  },
  {
    kind: "two-place",
    question:
      "On what date was OpenLDAP 2.5.4 released, and on what date was Debian's openldap 2.5.13+dfsg-1 uploaded?",
    keys: ["2021/04/29", "18 Sep 2022"],
  },
  {
    kind: "two-place",
    question:
      "Our vulnerability scanner lists CVE-2020-36221 and CVE-2021-27212 against slapd. Which Debian openldap uploads fixed each of them?",
    keys: ["2.4.57+dfsg-1", "2.4.57+dfsg-2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "According to Debian's NEWS for slapd, which version switched to the slapd.d LDIF-based configuration by default, and which version dropped OpenSLP support?",
    keys: ["2.4.23-3", "2.4.44+dfsg-1"],
  },
  {
    kind: "two-place",
    question: "What are slapd's defaults for conn_max_pending_auth and for sockbuf_max_incoming (anonymous sessions)?",
    keys: ["1000", "262143"],
  },
  {
    kind: "absent",
    question:
      "Our scanner flags slapd 2.5.13+dfsg-5 on our bookworm hosts. Which CVE did Debian's 2.5.13+dfsg-5 upload fix?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many operations does OpenLDAP's syncprov-sessionlog record by default?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was OpenLDAP 2.5.0 released?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Who reported the back-sql SQL injection CVE-2022-29155 in OpenLDAP?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our back-ldap proxy database keeps connections to the upstream directory open for hours. After how long does slapd-ldap drop an idle cached connection by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "vsftpd fails at login inside our LXC container. Which settings does Debian's README say to put in /etc/vsftpd.conf when running vsftpd in a Linux container or with NIS logins?",
    keys: ["isolate=NO", "isolate_network=NO"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Under which syslog facility does vsftpd log when syslog_enable is set?",
    keys: ["FTPD"],
  },
  {
    kind: "prose",
    question:
      'Anonymous FTP logins fail with "refusing to run with writable root". Which commands does the vsftpd FAQ suggest to fix the ftp user\'s home directory?',
    keys: ["chown root ~ftp", "chmod -w ~ftp"],
    phrased: true,
  },
  {
    kind: "table",
    question: "After how many login failures does vsftpd kill the session by default?",
    keys: ["3"],
  },
  {
    kind: "table",
    question:
      "Our TLS scanner complains about 3DES on our FTP server. Which cipher does vsftpd allow by default when ssl_ciphers isn't set?",
    keys: ["DES-CBC3-SHA"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which rsa_cert_file does Debian's shipped /etc/vsftpd.conf set?",
    keys: ["/etc/ssl/certs/ssl-cert-snakeoil.pem"],
  },
  {
    kind: "release",
    question: "Which Debian vsftpd version set the default of SECCOMP_SANDBOX to 0?",
    keys: ["3.0.2-20"],
  },
  {
    kind: "release",
    question: "In which vsftpd version was the cmds_denied option added?",
    keys: ["v2.1.0"],
  },
  {
    kind: "two-place",
    question:
      "Our FTP users get disconnected after sitting idle for a while. What is vsftpd's compiled-in idle_session_timeout, and which value does Debian's sample vsftpd.conf show for changing it?",
    keys: ["300", "600"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are vsftpd's default local_umask and file_open_mode?",
    keys: ["077", "0666"],
  },
  {
    kind: "two-place",
    question: "As of which vsftpd version is SSL/TLS supported, and as of which version is IPv6 supported?",
    keys: ["2.0.0", "1.2.0"],
  },
  {
    kind: "absent",
    question:
      'With chroot_local_user=YES our users get "refusing to run with writable root". What is the default of vsftpd\'s allow_writeable_chroot option?',
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of vsftpd's ssl_tlsv1_2 option?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default value of vsftpd's utf8_filesystem option?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "root can't log in over FTP even with the right password. Which file does Debian's PAM configuration for vsftpd use to deny FTP logins to system accounts?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE did Debian's vsftpd 3.0.3-13 upload fix?",
    keys: [],
  },
];

/**
 * Batch r61, written blind of lib/ and never asked of Canopy by its author: Monit 5.33.0 and nfs-utils 2.6.2 as Debian
 * bookworm ships them (sources above), read from Monit's monit(1) manual page, installed monitrc, README.Debian,
 * NEWS.Debian and Debian changelog, and from nfs-utils' exports(5), exportfs(8), rpc.mountd(8), rpc.nfsd(8), nfsd(7),
 * nfsdcld(8) and nfsdcltrack(8) manual pages, Debian changelog, NEWS.Debian and default /etc/default/nfs-kernel-server
 * from nfs-kernel-server, and nfs(5), nfs.conf(5), nfsmount.conf(5), rpc.statd(8), sm-notify(8), rpc.gssd(8),
 * rpc.idmapd(8), nfsidmap(8), nfs.systemd(7), showmount(8) and nfsstat(8), NEWS.Debian and the default /etc/nfs.conf
 * from nfs-common. Kinds as in R41_QUESTIONS.
 */
const R61_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "In Monit's fault tolerance syntax (for X cycles, X times within Y cycles), what is the maximum value for cycles?",
    keys: ["64"],
  },
  {
    kind: "prose",
    question:
      "Monit refuses to start and complains about the permissions of my control file. What is the most permissive mode monitrc is allowed to have?",
    keys: ["0700"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How many include files does Monit support before it reports an error?",
    keys: ["1024"],
  },
  {
    kind: "prose",
    question:
      "I dropped a file called projects.conf into /etc/exports.d on our NFS server, but exportfs ignores it. What must the file names in that directory end with?",
    keys: [".exports"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "In which Linux kernel version was the nfsctl system call, once used between nfsd and the user utilities, removed?",
    keys: ["3.1"],
  },
  {
    kind: "prose",
    question:
      "We're stuck running NFS over UDP on a gigabit LAN and worry about corrupted packets. What reassembly timeout does the nfs man page suggest writing to /proc/sys/net/ipv4/ipfrag_time?",
    keys: ["2 seconds"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "ps shows rpc.statd on our NFS server isn't running as root. Which user does it switch to once it drops its root privileges?",
    keys: ["owner of the state directory"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default payload size of the ping requests Monit sends in a ping test?",
    keys: ["64 bytes"],
  },
  {
    kind: "table",
    question:
      "Our Monit check of an Asterisk box goes through a couple of SIP proxies. What Max-Forwards value does Monit's SIP test send unless we set maxforward ourselves?",
    keys: ["70"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which RADIUS secret does Monit's radius protocol test use by default?",
    keys: ["testing123"],
  },
  {
    kind: "table",
    question:
      "A file edited on our NFS server takes a few seconds to show its new size on the clients. With no mount options set, what is the minimum time the client caches a regular file's attributes?",
    keys: ["3-second"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What expiration time does nfsidmap set on the ID mapping keys it creates when no -t option is given?",
    keys: ["600 seconds"],
  },
  {
    kind: "table",
    question:
      "If I export a directory with exportfs and give it no options at all, which export options does it end up with?",
    keys: ["sync,ro,root_squash,wdelay"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Files that root writes from our NFS clients end up owned by a strange numeric user on the server. Which uid does exportfs use for squashed access by default?",
    keys: ["65534"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Monit used to flood us with alerts every time a network link went down. Which Debian monit upload fixed those superfluous alerts?",
    keys: ["5.26.0-6"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was Debian's monit 1:5.33.0-1 package uploaded?",
    keys: ["13 Feb 2023"],
  },
  {
    kind: "release",
    question:
      "Some of our old scripts still call /usr/sbin/monit. Since which Debian package version has the monit binary been installed in /usr/bin instead?",
    keys: ["5.3.1-2"],
    phrased: true,
  },
  {
    kind: "release",
    question: "According to nfs-kernel-server's NEWS.Debian, in which nfs-utils version was NFSv2 support removed?",
    keys: ["2.6.1-1~exp1"],
  },
  {
    kind: "release",
    question:
      "Which CVE was fixed by the Debian nfs-utils change that made statd take its user ID from /var/lib/nfs/sm?",
    keys: ["CVE-2019-3689"],
  },
  {
    kind: "release",
    question:
      "Who is thanked in Debian's nfs-utils changelog for the nfsiostat fix replacing the 'list' reserved word?",
    keys: ["Matthew Ruffell"],
  },
  {
    kind: "two-place",
    question:
      "Monit keeps killing one of our slow check scripts and gives up on a slow-starting daemon. What is the default timeout for a check program, and how many seconds does Monit wait by default for a process's start or stop action to finish?",
    keys: ["300", "30"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "On which port is Monit's web interface usually set up, and what is the default timeout when Monit sends its data to M/Monit?",
    keys: ["2812", "5 seconds"],
  },
  {
    kind: "two-place",
    question:
      "I'm hunting for the file where Monit remembers which services were monitored. Where does Debian's monitrc put Monit's state file, and where does the manual say the state file lives by default?",
    keys: ["/var/lib/monit/state", ".monit.state"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which Debian monit upload added monitoring of the ecdsa and ed25519 SSH host keys, and which upload brought in a new maintainer?",
    keys: ["5.27.0-1", "5.28.0-1"],
  },
  {
    kind: "two-place",
    question:
      "If I don't say which hash to use, which checksum method does Monit use for a file checksum test, and from which HTTP status code on does its HTTP protocol test fail by default?",
    keys: ["MD5", "400"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which port does rpc.nfsd listen on for NFS requests by default, and which is the standard NFS RDMA port?",
    keys: ["2049", "20049"],
  },
  {
    kind: "two-place",
    question:
      "What is the NFS client's default timeo value for NFS over TCP, and for how long does mount(8) retry a foreground NFS mount by default?",
    keys: ["600", "2 minutes"],
  },
  {
    kind: "two-place",
    question:
      "What are rpc.gssd's default timeouts for creating an RPC connection to a server (-T) and for upcall threads (-U)?",
    keys: ["5 seconds", "30 seconds"],
  },
  {
    kind: "two-place",
    question:
      "We want our NFSv4 clients to notice a server failover sooner. What lease-time does the stock /etc/nfs.conf show for nfsd, and what is the largest lease time rpc.nfsd accepts?",
    keys: ["90", "3600"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "From which nfs-utils release does exports(5) say no_subtree_check becomes the default, and which Debian nfs-utils version's NEWS entry announced that exports default to sync?",
    keys: ["1.1.0", "1.0.1-1"],
  },
  {
    kind: "absent",
    question: "In which Monit version was the MQTT protocol test added?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our vulnerability scanner flags monit 1:5.33.0-1 on our bookworm hosts. Which CVE did that Debian upload fix?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which minimum OpenSSL version does Monit require for its FIPS mode?",
    keys: [],
  },
  {
    kind: "absent",
    question: "At what size does Monit rotate its own log file /var/log/monit.log?",
    keys: [],
  },
  {
    kind: "absent",
    question: "After how long does Monit's built-in web interface log out an idle user session by default?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which CVE was fixed by the nfs-utils 1:2.6.2-4+deb12u1 update in bookworm?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Who reported CVE-2019-3689 in nfs-utils?",
    keys: [],
  },
  {
    kind: "absent",
    question: "In which Linux kernel version was the max_connect NFS mount option introduced?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was upstream nfs-utils 2.6.2 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our NFSv4 files show up owned by nobody and I want to check the ID mapping setup. Which translation Method does idmapd.conf use by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r62, written blind of lib/ and never asked of Canopy by its author: ufw 0.36.2 and nginx 1.22.1 as Debian
 * bookworm ships them (sources above), read from ufw's ufw(8) and ufw-framework(8) manual pages, upstream README and
 * changelog, Debian's README.Debian, changelog and changelog.Debian.pre-0.27.1, /etc/default/ufw, /etc/ufw/sysctl.conf
 * and the before.rules template, and from nginx's nginx(8) manual page, upstream CHANGES (changelog.gz), Debian
 * changelog and NEWS, the installed nginx.conf, sites-available/default, mime.types, proxy_params, fastcgi_params,
 * snippets/fastcgi-php.conf and /etc/default/nginx, and nginx-doc's php, upstream, drupal, wordpress and virtual_hosts.
 * Kinds as in R41_QUESTIONS.
 */
const R62_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "We put 'ufw limit ssh/tcp' on our bastion host to slow down password guessing. How many connection attempts from one IP address, within what time window, make ufw start denying them?",
    keys: ["6 or more", "30 seconds"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Passive FTP through our ufw box stopped working after a kernel upgrade because the FTP helper no longer attaches to the data connections by itself. As of which kernel version is automatic conntrack helper assignment disabled, according to ufw's framework documentation?",
    keys: ["4.7"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "How many ports at most can a single ufw rule list when several ports are given?",
    keys: ["15"],
  },
  {
    kind: "prose",
    question:
      "We need to swap in a freshly built nginx binary on a busy web server without dropping connections. Which signal do we send to the nginx master process to upgrade the executable on the fly?",
    keys: ["SIGUSR2"],
    phrased: true,
  },
  { kind: "prose", question: "In which year did development of nginx start, according to nginx(8)?", keys: ["2002"] },
  {
    kind: "prose",
    question:
      "Our auditors want to know how far back the web server logs on our Debian nginx boxes go. For how long does Debian's default logrotate rule for nginx keep the daily logs?",
    keys: ["14 days"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "According to the comment in Debian's nginx proxy_params, since which nginx version are the $is_request_port and $request_port variables available?",
    keys: ["1.30.0"],
  },
  {
    kind: "table",
    question:
      "We ran 'ufw app update --add-new' after installing a package with an application profile and nothing happened. What default application policy does Debian's /etc/default/ufw set?",
    keys: ["SKIP"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "We preseed ufw on new print servers and pick Cups in ufw/allow_known_ports. Which port does that open, according to ufw's README.Debian?",
    keys: ["631"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which UDP destination port does ufw's default before.rules accept for multicast mDNS?",
    keys: ["5353"],
  },
  {
    kind: "table",
    question: "What worker_connections value does Debian's stock /etc/nginx/nginx.conf set?",
    keys: ["768"],
  },
  {
    kind: "table",
    question:
      "Browsers complain about the content type of our .woff2 web fonts served by nginx. Which MIME type does the shipped mime.types map woff2 to?",
    keys: ["font/woff2"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is nginx's default prefix path for the -p option, according to nginx(8) on Debian?",
    keys: ["/usr/share/nginx"],
  },
  {
    kind: "table",
    question:
      "Stopping nginx during maintenance takes a while and we'd like to understand the escalation. What STOP_SCHEDULE value does Debian's /etc/default/nginx show as its example?",
    keys: ["QUIT/5/TERM/5/KILL/5"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was nginx 1.22.1 released?",
    keys: ["19 Oct 2022"],
  },
  {
    kind: "release",
    question:
      "We still have old vhosts with 'listen 443 ssl spdy;'. In which nginx release did the HTTP/2 module replace the SPDY module?",
    keys: ["1.9.5"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Who is thanked in the nginx changelog for the mp4_start_key_frame directive of ngx_http_mp4_module?",
    keys: ["Tracey Jaquith"],
  },
  {
    kind: "release",
    question:
      "fail2ban on our servers needs its ban rules to land above all our other ufw rules. In which ufw release was the prepend command added?",
    keys: ["0.36"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "Who is thanked in ufw's upstream changelog for the 0.36.2 fix that makes ufw-init set the default policy after loading the rules?",
    keys: ["Mauricio Faria de Oliveira"],
  },
  {
    kind: "release",
    question:
      "Installing ufw on bookworm wanted to remove our iptables-persistent package. Which Debian ufw upload added the Breaks on iptables-persistent and netfilter-persistent?",
    keys: ["0.36.2-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We want to annotate our ufw rules and also filter traffic forwarded through the host. In which ufw release did rule comments arrive, and in which did route rules for the FORWARD chain?",
    keys: ["0.35", "0.34"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "When were ufw 0.36 and ufw 0.36.2 released?",
    keys: ["14 Dec 2018", "18 May 2023"],
  },
  {
    kind: "two-place",
    question: "Which IP protocol numbers does ufw(8) give for the esp protocol and for the vrrp protocol?",
    keys: ["50", "112"],
  },
  {
    kind: "two-place",
    question:
      "On our bookworm hosts ufw is ordered against network-pre.target and starts without default dependencies. Which Debian ufw upload added Before and Wants on network-pre.target, and which upload added back DefaultDependencies=no?",
    keys: ["0.36.1-3", "0.36.1-4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In which ufw release was IPv6 enabled by default, and which line of Debian's /etc/default/ufw turns IPv6 support on?",
    keys: ["0.31", "IPV6=yes"],
  },
  {
    kind: "two-place",
    question:
      "We're tuning keep-alive and sendfile on an older nginx config. To what value did nginx 1.19.10 change the default keepalive_requests, and to what did nginx 1.21.4 change the default sendfile_max_chunk?",
    keys: ["1000", "2 megabytes"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "When were nginx 1.0.0 and nginx 1.2.0 released?",
    keys: ["12 Apr 2011", "23 Apr 2012"],
  },
  {
    kind: "two-place",
    question:
      "Files we dropped in /var/www don't show up on the default site of a fresh Debian nginx. Which document root does the stock default site use, and since which Debian nginx upload is that the default root instead of /var/www?",
    keys: ["/var/www/html", "1.6.2-3"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In which upstream nginx release was SSLv3 disabled by default, and in which Debian nginx-common upload was SSLv3 dropped from nginx.conf because of POODLE?",
    keys: ["1.9.1", "1.6.2-5"],
  },
  {
    kind: "two-place",
    question:
      "In which nginx release was accept_mutex turned off by default, and in which was tcp_nodelay turned on by default?",
    keys: ["1.11.3", "0.3.61"],
  },
  { kind: "absent", question: "Which CVE did the ufw 0.36.2 release fix?", keys: [] },
  { kind: "absent", question: "When was ufw 0.37 released?", keys: [] },
  {
    kind: "absent",
    question: "Who reported Debian bug 1034568, the unhexlify odd-length string problem fixed in ufw 0.36.2?",
    keys: [],
  },
  { kind: "absent", question: "In which ufw release was support for the sctp protocol added?", keys: [] },
  { kind: "absent", question: "Which nginx release added HTTP/3 (QUIC) support?", keys: [] },
  {
    kind: "absent",
    question:
      "Uploads to our app behind nginx fail with 413 Request Entity Too Large once they pass some size. What is nginx's default client_max_body_size?",
    keys: [],
    phrased: true,
  },
  { kind: "absent", question: "On what date was nginx 1.22.2 released?", keys: [] },
  { kind: "absent", question: "Who reported CVE-2022-41741 in nginx's ngx_http_mp4_module?", keys: [] },
  { kind: "absent", question: "What is the default value of nginx's proxy_read_timeout directive?", keys: [] },
  {
    kind: "absent",
    question: "What is the default value of the max_headers directive that Debian backported into bookworm's nginx?",
    keys: [],
  },
];

/**
 * Batch r63, written blind of lib/ and never asked of Canopy by its author: NTFS-3G 2022.10.3 and Corosync 3.1.7 as
 * Debian bookworm ships them (sources above), read from ntfs-3g's ntfs-3g(8), mkntfs(8), ntfsclone(8), ntfsresize(8),
 * ntfsundelete(8), ntfsrecover(8), ntfsfix(8), ntfslabel(8), ntfswipe(8), ntfs-3g.probe(8), ntfssecaudit(8),
 * ntfsusermap(8), ntfsdecrypt(8) and ntfsfallocate(8) manual pages, the advanced versions' changelog (changelog.gz),
 * Debian changelog, README and README.Debian, and from Corosync's corosync.conf(5), votequorum(5), cmap_keys(7),
 * corosync_overview(7), corosync(8), corosync-cfgtool(8), corosync-keygen(8), corosync-quorumtool(8) and
 * corosync-cmapctl(8) manual pages, the installed corosync.conf and Debian changelog. Kinds as in R41_QUESTIONS.
 */
const R63_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "The NTFS partition on our dual-boot laptop always gets mounted read-only under Linux. Which command does the ntfs-3g manual say to run in Windows, as an Administrator, to turn off both hibernation and fast restarting?",
    keys: ["powercfg /h off"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I'm pulling what I can off a dying disk with ntfsclone in rescue mode. How will I recognise, inside the clone, the sectors it could not read?",
    keys: ["BadSectoR"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "According to ntfsdecrypt(8), in which special extended attribute are a file's encrypted symmetric keys stored?",
    keys: ["$LOGGED_UTILITY_STREAM"],
  },
  {
    kind: "prose",
    question:
      "According to ntfsresize(8), about how much free space might Windows need left on the volume to boot safely after shrinking?",
    keys: ["50-100 MB"],
  },
  {
    kind: "table",
    question:
      "mkntfs couldn't work out the sector size of the image file I'm formatting. What sector size does it fall back to?",
    keys: ["512 bytes"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which exit code does ntfs-3g.probe return when the volume was not cleanly unmounted?",
    keys: ["15"],
  },
  {
    kind: "table",
    question: "With mkntfs's default MFT zone multiplier, what percentage of the volume size is the MFT zone?",
    keys: ["12.5%"],
  },
  {
    kind: "release",
    question: "Which Debian upload of ntfs-3g fixed CVE-2023-52890?",
    keys: ["2022.10.3-1+deb12u1"],
  },
  {
    kind: "release",
    question:
      "We use lowntfs-3g for its case-insensitive lookups. In which advanced ntfs-3g version was that driver variant, the one built on FUSE's low-level interface, first developed?",
    keys: ["2010.3.6AR.2"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was ntfs-3g advanced version 2014.2.15AR.1 released?",
    keys: ["Apr 7, 2014"],
  },
  {
    kind: "two-place",
    question:
      "I want compressed files on a volume I'm about to create with mkntfs. Which cluster size does mkntfs use when -c is not given, and in which advanced ntfs-3g version was compression restricted to volumes whose cluster size is not greater than 4096?",
    keys: ["4096 bytes", "2009.11.14AC.2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "What is the default delay, in seconds, of ntfs-3g's delay_mtime mount option, and in which advanced version was the delay_mtime option first developed?",
    keys: ["60", "2011.4.12AR.6"],
  },
  {
    kind: "two-place",
    question:
      "Our mount script runs ntfs-3g.probe first. Which exit code means the partition is hibernated, and which ntfs-3g mount option deletes the Windows hibernation file so the volume can be mounted read-write?",
    keys: ["14", "remove_hiberfile"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "We share a USB disk with Windows users and want Linux to refuse file names that Windows can't handle. Which ntfs-3g mount option does that, and in which advanced ntfs-3g version did the driver begin checking Windows file name rules under that option?",
    keys: ["windows_names", "2010.3.6AR.4"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In which advanced ntfs-3g version was the big_writes mount option defined, and up to about what size does the ntfs-3g manual say such big write buffers are generally limited by the system?",
    keys: ["2011.4.12AR.1", "128K"],
  },
  {
    kind: "absent",
    question: "Which CVE did Debian's ntfs-3g 1:2022.10.3-1+deb12u2 update fix?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "I formatted a USB stick with mkntfs and didn't pass -L. What volume label does mkntfs give the new file system by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "How many overwrite passes does ntfswipe make over the unused space by default?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the largest NTFS volume size that ntfs-3g supports?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was ntfs-3g advanced version 2015.3.14AR.1 released?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "We write corosync's log to a file and rotate it with logrotate, but after rotation corosync keeps logging into the old file. Which logrotate option does the corosync.conf manual tell us to use?",
    keys: ["copytruncate"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "On our two-node corosync cluster we only set two_node, yet after a reboot the cluster won't become quorate until both nodes are up. Which votequorum feature does two_node turn on by itself?",
    keys: ["wait_for_all"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "With votequorum's Expected Votes Tracking, in which file is the highest-seen expected votes value kept?",
    keys: ["ev_tracking"],
  },
  {
    kind: "table",
    question:
      "With default settings, how long does a corosync node go without receiving the token before it declares the token lost?",
    keys: ["3000 milliseconds"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "By default, how many token retransmits does corosync attempt before forming a new configuration (token_retransmits_before_loss_const)?",
    keys: ["4 retransmissions"],
  },
  {
    kind: "table",
    question:
      "Our corosync links run over knet and we never set netmtu. What maximum packet length does corosync use by default with the knet transport?",
    keys: ["65536"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "What is the default of the cmap key cfg.shutdown_timeout, the time daemons registered for cfg callbacks get to answer a shutdown request?",
    keys: ["5000 mS"],
  },
  {
    kind: "release",
    question: "Which Debian corosync upload fixed CVE-2025-30472?",
    keys: ["3.1.7-1+deb12u1"],
  },
  {
    kind: "release",
    question:
      "We'd like to tunnel traffic through a libnozzle device with Debian's corosync package. Which Debian upload first enabled nozzle support?",
    keys: ["3.0.3-1"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was Debian's corosync 3.1.7-1 uploaded?",
    keys: ["15 Jan 2023"],
  },
  {
    kind: "two-place",
    question: "What are corosync's default token_coefficient and default token_warning?",
    keys: ["650 milliseconds", "75%"],
  },
  {
    kind: "two-place",
    question:
      "We're turning on encryption between our cluster nodes with secauth. Which cipher does secauth imply, and how large a key does corosync-keygen generate by default?",
    keys: ["aes256", "256 bytes"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "What is votequorum's default last_man_standing_window, and which other feature must be enabled for a last-man-standing cluster to go down from 2 nodes to 1?",
    keys: ["10 seconds", "auto_tie_breaker"],
  },
  {
    kind: "two-place",
    question:
      "Our monitoring runs corosync-quorumtool -s and it sometimes exits with 2. What does that exit code mean, and which cmap key tells votequorum to stop waiting for all nodes at startup?",
    keys: ["Not quorate", "quorum.cancel_wait_for_all"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "What are corosync's default consensus timeout and default join timeout?",
    keys: ["3600 milliseconds", "50 milliseconds"],
  },
  {
    kind: "absent",
    question:
      "Our firewall team wants to know which UDP port corosync listens on out of the box. What is corosync's default mcastport?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "What is the default value of corosync's knet_compression_level?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We set watchdog_device in corosync.conf. What watchdog timeout does corosync program into the device by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which algorithm does corosync-qdevice use by default?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Who reported CVE-2025-30472 in corosync?",
    keys: [],
  },
];

/**
 * Batch r64, written blind of lib/ and never asked of Canopy by its author: hdparm 9.65 and quota 4.06 as Debian bookworm
 * ships them (sources above), read from hdparm's hdparm(8) and hdparm.conf(5) manual pages, installed hdparm.conf,
 * upstream Changelog (changelog.gz), Debian changelog, README.Debian, README.acoustic and wiper/README.txt, and from
 * quota's quota(1), quotasync(1), warnquota.conf(5), quotatab(5), quotagrpadmins(5), edquota(8), repquota(8),
 * setquota(8), quotacheck(8), quotaon(8), warnquota(8), rpc.rquotad(8), convertquota(8) and quota_nld(8) manual pages,
 * upstream changelog, Debian changelog, quotadoc.sgml, example warnquota.conf, README.Debian, README.ldap-support and
 * README.mailserver. Kinds as in R41_QUESTIONS.
 */
const R64_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "Something in our Debian hdparm configuration hangs the machine while it boots. What can I put on the kernel command line so that hdparm is not run at all?",
    keys: ["nohdparm"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "According to the README of hdparm's wiper script, as of which wiper version was btrfs support dropped?",
    keys: ["wiper-2.5"],
  },
  {
    kind: "prose",
    question:
      "I'm about to lock a SATA disk with an ATA security password through hdparm. To what length does hdparm pad the password, and with what?",
    keys: ["32 bytes"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "The hdparm manual says --fibmap falls back to the older FIBMAP ioctl when FIEMAP is missing. Beyond which sizes does it say FIBMAP stops working?",
    keys: ["8 TB", "16 TB"],
  },
  {
    kind: "table",
    question: "What standby timeout does the value 252 give with hdparm -S?",
    keys: ["21 minutes"],
  },
  {
    kind: "table",
    question:
      "The disk in our office PC is noisy when seeking and I'd trade speed for silence. Which hdparm -M value is the quietest setting?",
    keys: ["128"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "On Debian, when /etc/hdparm.conf lists no drives, which APM level (-B) does hdparm apply on boot to a disk that supports APM?",
    keys: ["254"],
  },
  {
    kind: "table",
    question: "In Debian's shipped /etc/hdparm.conf, what value does the commented apm_battery example carry?",
    keys: ["127"],
  },
  {
    kind: "table",
    question: "What is the largest sector count one LBA range may have in hdparm's --trim-sector-ranges option?",
    keys: ["65535"],
  },
  {
    kind: "release",
    question: "Which hdparm release added the --offset option for -t timings?",
    keys: ["hdparm-9.29"],
  },
  {
    kind: "release",
    question:
      "We reformatted some drives to 4096-byte logical sectors with hdparm. Which hdparm release first added the flag that changes the logical sector size?",
    keys: ["hdparm-9.57"],
    phrased: true,
  },
  {
    kind: "release",
    question:
      "There is no longer an /etc/init.d/hdparm script on our Debian machines, only udev rules. Which Debian hdparm upload dropped the init script?",
    keys: ["9.48+ds-1"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Our WD Green disks rack up head load/unload cycles. Which idle3 timeout does the hdparm manual recommend for Linux, and in which hdparm release was the flag that sets it added?",
    keys: ["30 seconds", "hdparm-9.38"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "On what dates were Debian's hdparm uploads 9.65+ds-1 and 9.60+ds-1 made?",
    keys: ["07 Oct 2022", "15 Dec 2020"],
  },
  {
    kind: "two-place",
    question:
      "Which Debian hdparm upload introduced the force_spindown_time option, and what example value does the shipped hdparm.conf give it?",
    keys: ["9.56+ds-2", "24"],
  },
  {
    kind: "two-place",
    question:
      "In which hdparm release was the --fallocate flag added, and on which filesystem types does the manual say it works?",
    keys: ["hdparm-9.17", "ext4", "xfs"],
  },
  {
    kind: "two-place",
    question:
      "My Debian laptop's disk gets a power-saving APM level whenever it runs on battery, though I configured nothing. Which -B level is that default, and which Debian upload went back to -B128 from -B127 because drives misbehaved?",
    keys: ["128", "9.42-1"],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE was fixed by Debian's hdparm 9.65+ds-1 upload?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We want to wipe retired disks with hdparm's sanitize overwrite. How many overwrite passes does --sanitize-overwrite-passes do when no count is given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which keyword of /etc/hdparm.conf sets the WD idle3 timeout (-J) of a drive?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What operating temperature range does hdparm -H treat as within the drive's operating conditions?",
    keys: [],
  },
  {
    kind: "absent",
    question: "In which hdparm release was support for NVMe drives added?",
    keys: [],
  },
  {
    kind: "prose",
    question:
      "Users see quota warnings pop up on their terminals when they go over, but never a note when they drop back under the limits. Which quota_nld option turns those messages on?",
    keys: ["--print-below"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "According to the quota tools' documentation of journaled quota, at least which kernel version is needed for it?",
    keys: ["2.6.11"],
  },
  {
    kind: "prose",
    question:
      "warnquota runs on our mail server, and users whose mail spool is full can't receive its warning anyway, so it just bounces. Which warnquota.conf setting keeps it from mailing users over quota on that device, or on all devices?",
    keys: ["MAILDEV"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Our quota warning mails arrive with a generic subject because our warnquota.conf sets none. What subject does warnquota use by default?",
    keys: ["Disk Quota usage on system"],
    phrased: true,
  },
  {
    kind: "table",
    question: "With repquota's -t option, user and group names longer than how many characters are truncated?",
    keys: ["9 characters"],
  },
  {
    kind: "release",
    question: "In which quota-tools release was the quot tool removed?",
    keys: ["4.06"],
  },
  {
    kind: "release",
    question: "Which quota-tools release added StartTLS support to warnquota, and who contributed it?",
    keys: ["4.03", "Ian Allison"],
  },
  {
    kind: "release",
    question: "Who contributed the quotasync tool to quota-tools, according to its changelog?",
    keys: ["Abhijith Das"],
  },
  {
    kind: "two-place",
    question:
      "warnquota's mails come from an address nobody reads and go through a sendmail path we don't have. According to warnquota.conf(5), what are the default From: address and the default mail command?",
    keys: ["support@localhost", "/usr/lib/sendmail -t"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which quota-tools release added CSV and XML output to repquota, and which long option of repquota chooses the output format?",
    keys: ["4.02", "--output"],
  },
  {
    kind: "two-place",
    question:
      "Our firewall only allows a fixed port for the NFS quota daemon. Which long option makes rpc.rquotad listen on a port of our choosing, and in which quota-tools release could an alternative port first be given?",
    keys: ["--port", "3.10"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "In which quota-tools release did setquota and edquota get project quota support, and which long option of setquota selects project quotas?",
    keys: ["4.04", "--project"],
  },
  {
    kind: "two-place",
    question:
      "I'm setting up quotas from scratch on every mounted filesystem but want / left alone. Which quotacheck long option builds new quota files without reading existing ones, and which one skips the root filesystem when checking all of them?",
    keys: ["--create-files", "--exclude-root"],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "NFS clients need to reach rpc.rquotad through our firewall. Which port does rpc.rquotad listen on when no port option is given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE does quota-tools 4.06 fix?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was quota-tools 4.05 released?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default value of warnquota.conf's LDAP_TLS setting when it is not set?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which quotacheck option makes it scan several filesystems in parallel?",
    keys: [],
  },
];

/**
 * Batch r65, written blind of lib/ and never asked of Canopy by its author: rdiff-backup 2.2.2 and duplicity 0.8.22 as
 * Debian bookworm ships them (sources above), read from rdiff-backup's rdiff-backup(1), rdiff-backup-old(1),
 * rdiff-backup-statistics(1) and rdiff-backup-delete(1) manual pages, upstream CHANGELOG.adoc, FAQ.adoc, README.adoc,
 * examples.adoc, migration.adoc and credits.adoc, Debian changelog, NEWS.Debian and README.Debian, and from duplicity's
 * duplicity(1) and rdiffdir(1) manual pages, upstream changelog, Debian changelog and NEWS.Debian, README-LOG.md and the
 * example script examples/system-backup. Kinds as in R41_QUESTIONS.
 */
const R65_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "After backing up my Linux home directory to a NAS with rdiff-backup, the names in the backup look like ;077y;070ile. What does rdiff-backup turn a capital M into?",
    keys: [";077"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "I already use the new rdiff-backup syntax, yet every backup to our remote server still warns that the command line interface is deprecated. With which API version should I call rdiff-backup to make the warning go away?",
    keys: ["201"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "According to rdiff-backup's FAQ, how much free space in the mirror directory can backing up a file need at most?",
    keys: ["twice the size"],
  },
  {
    kind: "prose",
    question:
      "We push our duplicity backups to Google Drive through an rclone remote. What must always come right after the second colon in the rclone:// URL?",
    keys: ["slash"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "Which location does duplicity search first for the cacert.pem file it uses to verify SSL certificates?",
    keys: ["~/.duplicity/cacert.pem"],
  },
  {
    kind: "prose",
    question:
      "To save money we'd store our duplicity volumes on S3 with Reduced Redundancy Storage. What durability would they get instead of the 99.999999999% of Standard Storage?",
    keys: ["99.99%"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "Since duplicity 0.7 our backups over scp:// to a host whose backup account has the rssh restricted shell fail. What does Debian's duplicity NEWS tell us to use instead?",
    keys: ["sftp://"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default --method of rdiff-backup's compare action?",
    keys: ["meta"],
  },
  {
    kind: "table",
    question:
      "rdiff-backup-statistics only lists a handful of directories from our backup repository. What minimum ratio does it use when none is given?",
    keys: [".05"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What does the return code 4 of rdiff-backup mean?",
    keys: ["FILE ERROR"],
  },
  {
    kind: "table",
    question:
      "Which listening address and port does rdiff-backup use by default for rpdb, the remote debugger set up through RDIFF_BACKUP_DEBUG?",
    keys: ["127.0.0.1:4444"],
  },
  {
    kind: "table",
    question:
      "duplicity leaves a great many files in our S3 bucket. How big is each of the volumes it writes, unless told otherwise?",
    keys: ["200MB"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "When duplicity uploads a blob to Azure in several blocks, which block size does the Azure library use by default?",
    keys: ["4194304"],
  },
  {
    kind: "table",
    question: "Which mailbox does duplicity's IMAP backend use by default?",
    keys: ["INBOX"],
  },
  {
    kind: "release",
    question: "In which rdiff-backup release were repositories first locked against concurrent write actions?",
    keys: ["v2.1.2b0"],
  },
  {
    kind: "release",
    question:
      "At some point rdiff-backup stopped gzipping the increments of our .mkv videos. Which release made files with the mkv extension no longer compressed?",
    keys: ["v2.0.3"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Who made the Debian rdiff-backup 2.0.5-4 upload that fixed the build failure with Python 3.11?",
    keys: ["Bo YU"],
  },
  {
    kind: "release",
    question: "On what date was duplicity 0.8.22 released, according to its changelog?",
    keys: ["2022-03-04"],
  },
  {
    kind: "release",
    question:
      "The files in our local duplicity backup folder used to be readable by their owner only, and since an upgrade they are not. In which duplicity release was the default umask that did this dropped?",
    keys: ["rel.0.8.17"],
    phrased: true,
  },
  {
    kind: "release",
    question: "In which duplicity release was the --extra-clean option removed?",
    keys: ["rel.0.8.11"],
  },
  {
    kind: "two-place",
    question: "On what dates were rdiff-backup v2.2.0 and v2.1.0a0 released?",
    keys: ["2022-12-18", "2021-04-08"],
  },
  {
    kind: "two-place",
    question:
      "Our Buster backup server stopped working with clients we upgraded to Bullseye. Which rdiff-backup version does Buster ship according to Debian's NEWS, and which Debian bug does the changelog say the upload adding that NEWS entry closes?",
    keys: ["1.2.8", "975270"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which character does rdiff-backup's --use-compatible-timestamps put between hours, minutes and seconds instead of a colon, and in which release was the option added?",
    keys: ["hyphen", "v1.3.0"],
  },
  {
    kind: "two-place",
    question:
      "In which release did rdiff-backup first ship the rdiff-backup-statistics utility, and in which release did that utility get its --help and --version options?",
    keys: ["v1.1.5", "v2.1.0a0"],
  },
  {
    kind: "two-place",
    question:
      "Someone backed up a file full of secrets into our rdiff-backup repository. Which tool takes a file out of the repository together with its whole history, and in which release was it created?",
    keys: ["rdiff-backup-delete", "v2.0.1rc0"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "How long can it take before volumes stored by duplicity with --s3-use-glacier can be retrieved, and how long with --s3-use-deep-archive?",
    keys: ["12 hours", "48 hours"],
  },
  {
    kind: "two-place",
    question:
      "For duplicity's S3 multipart uploads, how many chunks per volume does the manual page say a 10MB chunk size gives with a 30MB volsize, and what default chunk size does the changelog give for --s3-multipart-chunk-size?",
    keys: ["3 chunks", "25MB"],
  },
  {
    kind: "two-place",
    question:
      "What redundancy do duplicity's Par2 recovery files get by default, and in which duplicity release was the option for the number of Par2 volumes added?",
    keys: ["10%", "rel.0.8.21"],
  },
  {
    kind: "two-place",
    question:
      "We restore duplicity backups onto an exFAT USB stick without root, so we want files to keep the current user's uid/gid rather than the archive's. Which option does that, and who contributed it?",
    keys: ["--do-not-restore-ownership", "Jacotsu"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "On what dates were Debian's duplicity uploads 0.8.22-1 and 0.8.21-1 made?",
    keys: ["01 May 2022", "25 Dec 2021"],
  },
  {
    kind: "absent",
    question:
      "Our duplicity backups to a flaky WebDAV server fail on short outages. How many seconds does duplicity wait after an error before retrying, when --backend-retry-delay is not given?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE does Debian's duplicity 0.8.22-1 upload fix?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was Debian's duplicity 0.8.19-1 uploaded?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which Azure storage tier does duplicity's --azure-blob-tier use when it is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "duplicity eats a lot of CPU compressing our backups. Which gzip compression level does it use by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "On what date was rdiff-backup v2.1.1a0 released?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Which CVE was the security issue that Debian's rdiff-backup 1.2.8-8 fixed by building against the librsync 2.0 series?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default value of rdiff-backup's --max-file-size option?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We were bitten by the rdiff-backup 2.2.1 source tarball that came without its man pages. Who reported that problem, issue #813?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "In which release did rdiff-backup drop support for Python 3.7?",
    keys: [],
  },
];

/**
 * Batch r66, written blind of lib/ and never asked of Canopy by its author: SANE 1.2.1 and PowerDNS Recursor 4.8.8 as
 * Debian bookworm ships them (sources above), read from SANE's scanimage(1), saned(8), sane-find-scanner(1), sane(7),
 * sane-dll(5), sane-net(5), sane-usb(5), sane-scsi(5) and backend manual pages (escl, pixma, epson2, genesys,
 * fujitsu, test, plustek, canon_dr, avision, hp5590), installed saned.conf, net.conf and dll.conf, upstream NEWS,
 * Debian changelog, README.Debian, README and README.linux, and from PowerDNS Recursor's installed recursor.conf,
 * pdns_recursor(1) and rec_control(1) manual pages and Debian changelog. Kinds as in R41_QUESTIONS.
 */
const R66_QUESTIONS: RealQuestion[] = [
  {
    kind: "prose",
    question:
      "Our saned box sits behind a Linux router that does the firewalling, and I was about to open a data_portrange through it. What does the saned documentation strongly recommend using on such a Linux firewall instead?",
    keys: ["nf_conntrack_sane"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "My Canon LiDE scans fine on the old USB 2 ports, but scanimage can't talk to it when it's plugged into a USB 3 port. Which environment variable does SANE suggest setting?",
    keys: ["SANE_USB_WORKAROUND"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "How many scans does the SANE test backend's simulated automatic document feeder deliver before it reports being empty?",
    keys: ["10 scans"],
  },
  {
    kind: "prose",
    question:
      "Starting with which PowerDNS Recursor version are the files written by rec_control commands such as dump-cache opened by rec_control itself rather than by pdns_recursor?",
    keys: ["4.5.0"],
  },
  {
    kind: "prose",
    question:
      "I want to stop our PowerDNS resolver cleanly, letting its threads finish their current work and free their resources instead of just exiting. Which rec_control command should I use?",
    keys: ["quit-nicely"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "If no home directory is defined, which location does the SANE genesys backend try first for storing its calibration file?",
    keys: ["USERAPPPROFILE"],
  },
  {
    kind: "prose",
    question:
      "I'm feeding a stack of photos through my Canon PIXMA MP150 with scanimage in batch mode and want it to pause until I press the scanner's own button before each page. Which pixma backend option does that?",
    keys: ["button-controlled"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "How long, at most, will our PowerDNS Recursor keep an answer in its record cache before asking again, if we leave that setting alone?",
    keys: ["86400"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Which port does the PowerDNS Recursor's built-in webserver listen on by default?",
    keys: ["8082"],
  },
  {
    kind: "table",
    question:
      "Some of the authoritative servers our resolver talks to are slow. How many milliseconds does the PowerDNS Recursor wait for network I/O by default before giving up?",
    keys: ["1500"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "The lamp on our HP ScanJet 5590 switches off too soon between scans. Without the extended lamp timeout, after how long does the hp5590 backend let the lamp time out?",
    keys: ["15 minutes"],
    phrased: true,
  },
  {
    kind: "table",
    question:
      "Which BJNP timeout does the SANE pixma backend apply to Canon network scanners when bjnp-timeout is not set in pixma.conf?",
    keys: ["1000ms"],
  },
  {
    kind: "table",
    question:
      "Scanning a long report with scanimage feels sluggish. What input buffer size does scanimage use unless told otherwise?",
    keys: ["32KB"],
    phrased: true,
  },
  {
    kind: "table",
    question: "How many entries does the PowerDNS Recursor keep in its packet cache at most, by default?",
    keys: ["500000"],
  },
  {
    kind: "release",
    question: "In which sane-backends release did saned gain the -p/--port option for listening on a custom port?",
    keys: ["1.0.32"],
  },
  {
    kind: "release",
    question:
      "Our HP printer scans over AirPrint (eSCL) on Linux. Which sane-backends release first added the escl backend?",
    keys: ["1.0.29"],
    phrased: true,
  },
  {
    kind: "release",
    question: "On what date was sane-backends 1.2.1 released?",
    keys: ["2023-02-05"],
  },
  {
    kind: "release",
    question:
      "A security audit flags CVE-2020-12867 in the Epson scanner driver on an old workstation. Which sane-backends release fixed it?",
    keys: ["1.0.30"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian pdns-recursor upload enabled DNS-over-TLS?",
    keys: ["4.6.0-1"],
  },
  {
    kind: "release",
    question: "Who added riscv64 support to Debian's pdns-recursor package in the 4.8.0-1 upload?",
    keys: ["Fernandez Montecelo"],
  },
  {
    kind: "two-place",
    question:
      "How long does saned wait for the data connection by default, as saned(8) gives it, and in which sane-backends release did saned start cancelling scans when the data connection appears to have gone away?",
    keys: ["4000ms", "1.0.28"],
  },
  {
    kind: "two-place",
    question:
      "We have a Fujitsu fi-series and a Canon DR-series document scanner, and both hang mid-page. What data buffer size does each of their SANE backends (fujitsu and canon_dr) use by default?",
    keys: ["65536", "4MB"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "When was sane-backends 1.0.32 released upstream, and on what date was Debian's 1.0.32-1 upload made?",
    keys: ["2021-02-14", "01 May 2021"],
  },
  {
    kind: "two-place",
    question:
      "Which TCP port do I open on our firewall for the SANE network daemon, and which port do Canon laser multifunctions use for MFNP network scanning with the pixma backend?",
    keys: ["6566", "8610"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "According to Debian's pdns-recursor changelog, which upstream version fixed CVE-2023-26437, and which CVE does the 4.8.1-1 upload fix?",
    keys: ["4.8.4", "CVE-2023-22617"],
  },
  {
    kind: "two-place",
    question:
      "What is the default of the PowerDNS Recursor's max-nsec3-hash-computations-per-query, and with which Debian upload was that setting introduced?",
    keys: ["600", "4.8.6-1"],
  },
  {
    kind: "two-place",
    question:
      "Which range of UDP source ports does the PowerDNS Recursor bind to for outgoing queries by default: what are the lowest and the highest port?",
    keys: ["1024", "65535"],
  },
  {
    kind: "two-place",
    question: "Which CVEs do Debian's pdns-recursor 4.8.8-1 and 4.8.8-1+deb12u1 uploads fix?",
    keys: ["CVE-2024-25583", "CVE-2024-25590"],
  },
  {
    kind: "two-place",
    question: "On what dates were sane-backends 1.0.25 and 1.0.27 released?",
    keys: ["2015-10-03", "2017-05-22"],
  },
  {
    kind: "two-place",
    question:
      "What is SANE's default timeout for SCSI commands, and what default size does the README give for the SCSI command buffer set with --enable-scsibuffersize?",
    keys: ["120 seconds", "131072"],
  },
  {
    kind: "absent",
    question:
      "The lamp of our Canon LiDE stays on for ages after scanning. After how many minutes does the genesys backend switch the lamp off when --lamp-off-time is left at its default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question:
      "How many seconds does rec_control wait for the PowerDNS Recursor to respond when --timeout is not given?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which CVE does Debian's sane-backends 1.2.1-1 upload fix?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "Our office multifunction printer scans through the eSCL backend. Which TCP port on the scanner does sane-escl connect to by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE does Debian's pdns-recursor 4.8.2-1 upload fix?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was Debian's pdns-recursor 4.8.3-1 uploaded?",
    keys: [],
  },
  {
    kind: "absent",
    question: "On what date was sane-backends 1.1.0 released?",
    keys: [],
  },
  {
    kind: "absent",
    question: "In which PowerDNS Recursor version was the structured-logging setting introduced?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default value of the epson2 backend's --threshold option?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We're reviewing the pdns-recursor security patch Debian shipped in 4.8.8-1+deb12u1. Who found the vulnerability CVE-2024-25590 that it fixes?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batch r67, written blind of lib/ and never asked of Canopy by its author: OpenSMTPD 6.8.0p2 and radvd 2.19 as Debian
 * bookworm ships them (sources above), read from OpenSMTPD's smtpd.conf(5), table(5), smtpctl(8), smtpd(8), makemap(8),
 * aliases(5), forward(5), newaliases(8), sendmail(8) and smtp(1) manual pages, installed smtpd.conf, upstream
 * changelog, Debian changelog, NEWS.Debian and README.Debian, and from radvd's radvd.conf(5) and radvd(8) manual pages,
 * upstream changelog, Debian changelog, README.Debian, INTRO.html and radvd.conf.example. Kinds as in R41_QUESTIONS.
 */
const R67_QUESTIONS: RealQuestion[] = [
  // prose
  {
    kind: "prose",
    question:
      "I'd like to lock radvd into a chroot jail on a Linux router. Which filesystem does it still need to reach, which makes setting up that chroot harder?",
    keys: ["/proc"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "radvd didn't come up on my Debian machine and the terminal showed no error at all. Where does Debian's radvd README tell me to look for the reason?",
    keys: ["/var/log/syslog"],
    phrased: true,
  },
  {
    kind: "prose",
    question: "In radvd's introduction, which EUI-64 identifier is derived from the MAC address 00:07:E9:7B:02:59?",
    keys: ["0207:e9ff:fe7b:259"],
  },
  {
    kind: "prose",
    question:
      "How many bits long is the random message-id that OpenSMTPD's smtpd generates for each message it receives?",
    keys: ["32-bit"],
  },
  {
    kind: "prose",
    question:
      "I sometimes edit my ~/.forward by hand and worry about mail arriving while the file is half written. Apart from writing a temporary file and moving it into place, what can I set so that OpenSMTPD defers the mail instead?",
    keys: ["sticky"],
    phrased: true,
  },
  {
    kind: "prose",
    question:
      "When a filter's proc-exec command in smtpd.conf does not start with a slash, from which directory does OpenSMTPD run it?",
    keys: ["/usr/libexec/opensmtpd"],
  },
  {
    kind: "prose",
    question: "In an OpenSMTPD aliases file, how many digits must the status code of an error: entry have?",
    keys: ["3 digits"],
  },
  // table
  {
    kind: "table",
    question: "What is the default MaxRtrAdvInterval in radvd.conf?",
    keys: ["600 seconds"],
  },
  {
    kind: "table",
    question:
      "If I don't configure it, how long do the addresses that hosts build by SLAAC from a prefix my radvd advertises remain preferred?",
    keys: ["14400 seconds"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What hop limit does radvd tell hosts to put on their outgoing packets unless I change it?",
    keys: ["64"],
    phrased: true,
  },
  {
    kind: "table",
    question: "Out of the box, what's the largest email OpenSMTPD will take before rejecting it as too big?",
    keys: ["35M"],
    phrased: true,
  },
  {
    kind: "table",
    question: "What is the default of smtp limit max-rcpt in OpenSMTPD's smtpd.conf?",
    keys: ["1000"],
  },
  {
    kind: "table",
    question: "Which cipher control string does OpenSMTPD pass to SSL_CTX_set_cipher_list by default (smtp ciphers)?",
    keys: ["HIGH:!aNULL:!MD5"],
  },
  {
    kind: "table",
    question: "Which database format does OpenSMTPD's makemap use when -d is not given?",
    keys: ["hash"],
  },
  // release
  {
    kind: "release",
    question: "On what date was radvd v2.19 released, according to its changelog?",
    keys: ["2020/09/23"],
  },
  {
    kind: "release",
    question:
      "An old audit report flags radvd for CVE-2011-3603, where it could keep running as root when privilege separation failed to initialise. Which radvd release shipped the fix?",
    keys: ["1.8.2"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Who contributed radvd's RFC 6106 DNS Search List (DNSSL) support?",
    keys: ["Pierre Ossman"],
  },
  {
    kind: "release",
    question: "Which OpenSMTPD release was the critical security bugfix for CVE-2020-7247?",
    keys: ["6.6.2p1"],
  },
  {
    kind: "release",
    question:
      "Which Debian bug number was closed by the opensmtpd upload that fixed the hole letting an attacker inject commands into the envelope file and have them executed as root?",
    keys: ["952453"],
    phrased: true,
  },
  {
    kind: "release",
    question: "Which Debian upload of radvd added support for /etc/default/radvd?",
    keys: ["1:2.19-1"],
  },
  // two-place
  {
    kind: "two-place",
    question:
      "How long does a prefix advertised by radvd stay valid for on-link determination if I leave that setting alone, and on what date does radvd's changelog record the default valid and preferred lifetimes being cut from 30/1 days?",
    keys: ["86400 seconds", "2008/03/31"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "Which logging method does radvd use by default, and on what date does radvd's changelog record that logging method being implemented?",
    keys: ["stderr_syslog", "2005/07/24"],
  },
  {
    kind: "two-place",
    question:
      "What's the smallest link MTU radvd lets me advertise (when it isn't 0), and what's the largest reachable time I'm allowed to advertise?",
    keys: ["1280", "3,600,000"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "By default, how long does OpenSMTPD keep a message it temporarily can't deliver before giving up, and after how long does it warn the sender that the message is still queued?",
    keys: ["4d", "4h"],
    phrased: true,
  },
  {
    kind: "two-place",
    question: "When were OpenSMTPD 6.6.0p1 and 6.6.1p1 released?",
    keys: ["2019-10-26", "2019-11-06"],
  },
  {
    kind: "two-place",
    question:
      "On Debian, which file do I create to make smtpd read its configuration from somewhere other than /etc/smtpd.conf, and which Debian upload of opensmtpd introduced that?",
    keys: ["/etc/default/opensmtpd", "6.6.1p1-2"],
    phrased: true,
  },
  {
    kind: "two-place",
    question:
      "On which port does an OpenSMTPD listener with the smtps option listen by default, and which port does smtpd.conf(5) name as the usual submission port?",
    keys: ["465", "587"],
  },
  {
    kind: "two-place",
    question:
      "What is radvd's compiled-in default pidfile, and which Debian upload moved the PIDFile of radvd.service to /run?",
    keys: ["/run/radvd.pid", "1:2.18-1"],
  },
  {
    kind: "two-place",
    question:
      "Which server does OpenSMTPD's smtp(1) client connect to when -s is not given, and which upstream release fixed that client to use the correct default port for SMTPS?",
    keys: ["smtp://localhost:25", "6.6.0p1"],
  },
  {
    kind: "two-place",
    question: "On what dates were radvd v2.18 and v2.17 released?",
    keys: ["2019/02/25", "2017/07/03"],
  },
  // absent
  {
    kind: "absent",
    question: "Which CVE did the radvd 2.19 release fix?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default value of radvd's AdvRDNSSPreference option?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "We turned on queue compression on our OpenSMTPD relay to save disk space. Which compression algorithm does it use for the queue files?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Which CVE identifier was assigned to the out-of-bounds read in smtpd fixed by OpenSMTPD 6.6.4p1?",
    keys: [],
  },
  {
    kind: "absent",
    question: "How many simultaneous SMTP sessions from one client address does OpenSMTPD allow by default?",
    keys: [],
    phrased: true,
  },
  {
    kind: "absent",
    question: "Who reported the radvd buffer over-read flaws tracked as CVE-2011-3604?",
    keys: [],
  },
  {
    kind: "absent",
    question: "What is the default of the ABRO option AdvVersionHigh in radvd.conf?",
    keys: [],
  },
  {
    kind: "absent",
    question: "When was radvd 2.20 released?",
    keys: [],
  },
  {
    kind: "absent",
    question: "Which Debian upload of opensmtpd first shipped an AppArmor profile for smtpd?",
    keys: [],
  },
  {
    kind: "absent",
    question:
      "A message to a slow remote server is stuck in OpenSMTPD's queue. How often does smtpd retry a temporarily failed delivery by default?",
    keys: [],
    phrased: true,
  },
];

/**
 * Batches written blind during issue 36 and held out: their questions are never read, dumped or fitted
 * on (eval/ranker/fit.ts leaves them out; the answer dumps skip them), only scored. r22, r23 and r25
 * were held out until issue 36's nineteenth session read their misses: they are development batches now.
 */
export const HELD_OUT_BATCHES: ReadonlySet<string> = new Set([
  "r21",
  "r24",
  "r26",
  "r27",
  "r28",
  "r29",
  "r30",
  "r31",
  "r32",
  "r33",
  "r34",
  "r35",
  "r36",
  "r37",
  "r38",
  "r39",
  "r40",
  "r41",
  "r42",
  "r43",
  "r44",
  "r45",
  "r46",
  "r47",
  "r48",
  "r49",
  "r50",
  "r51",
  "r52",
  "r53",
  "r54",
  "r55",
  "r56",
  "r57",
  "r58",
  "r59",
  "r60",
  "r61",
  "r62",
  "r63",
  "r64",
  "r65",
  "r66",
  "r67",
]);

export const REAL_QUESTIONS: RealQuestion[] = [
  ...LEXICAL_QUESTIONS,
  ...PHRASED_QUESTIONS.map((q) => ({ ...q, phrased: true })),
  ...FRESH_QUESTIONS.map((q) => ({ ...q, phrased: true, fresh: true })),
  ...R6_QUESTIONS.map((q) => ({ ...q, batch: "r6" })),
  ...R6B_QUESTIONS.map((q) => ({ ...q, batch: "r6b" })),
  ...R7_QUESTIONS.map((q) => ({ ...q, batch: "r7" })),
  ...R8_QUESTIONS.map((q) => ({ ...q, batch: "r8" })),
  ...R9_QUESTIONS.map((q) => ({ ...q, batch: "r9" })),
  ...R10_QUESTIONS.map((q) => ({ ...q, batch: "r10" })),
  ...R11_QUESTIONS.map((q) => ({ ...q, batch: "r11" })),
  ...R13_QUESTIONS.map((q) => ({ ...q, batch: "r13" })),
  ...R14_QUESTIONS.map((q) => ({ ...q, batch: "r14" })),
  ...R15_QUESTIONS.map((q) => ({ ...q, batch: "r15" })),
  ...R16_QUESTIONS.map((q) => ({ ...q, batch: "r16" })),
  ...R17_QUESTIONS.map((q) => ({ ...q, batch: "r17" })),
  ...R18_QUESTIONS.map((q) => ({ ...q, batch: "r18" })),
  ...R19_QUESTIONS.map((q) => ({ ...q, batch: "r19" })),
  ...R20_QUESTIONS.map((q) => ({ ...q, batch: "r20" })),
  ...R21_QUESTIONS.map((q) => ({ ...q, batch: "r21" })),
  ...R22_QUESTIONS.map((q) => ({ ...q, batch: "r22" })),
  ...R23_QUESTIONS.map((q) => ({ ...q, batch: "r23" })),
  ...R24_QUESTIONS.map((q) => ({ ...q, batch: "r24" })),
  ...R25_QUESTIONS.map((q) => ({ ...q, batch: "r25" })),
  ...R26_QUESTIONS.map((q) => ({ ...q, batch: "r26" })),
  ...R27_QUESTIONS.map((q) => ({ ...q, batch: "r27" })),
  ...R28_QUESTIONS.map((q) => ({ ...q, batch: "r28" })),
  ...R29_QUESTIONS.map((q) => ({ ...q, batch: "r29" })),
  ...R30_QUESTIONS.map((q) => ({ ...q, batch: "r30" })),
  ...R31_QUESTIONS.map((q) => ({ ...q, batch: "r31" })),
  ...R32_QUESTIONS.map((q) => ({ ...q, batch: "r32" })),
  ...R33_QUESTIONS.map((q) => ({ ...q, batch: "r33" })),
  ...R34_QUESTIONS.map((q) => ({ ...q, batch: "r34" })),
  ...R35_QUESTIONS.map((q) => ({ ...q, batch: "r35" })),
  ...R36_QUESTIONS.map((q) => ({ ...q, batch: "r36" })),
  ...R37_QUESTIONS.map((q) => ({ ...q, batch: "r37" })),
  ...R38_QUESTIONS.map((q) => ({ ...q, batch: "r38" })),
  ...R39_QUESTIONS.map((q) => ({ ...q, batch: "r39" })),
  ...R40_QUESTIONS.map((q) => ({ ...q, batch: "r40" })),
  ...R41_QUESTIONS.map((q) => ({ ...q, batch: "r41" })),
  ...R42_QUESTIONS.map((q) => ({ ...q, batch: "r42" })),
  ...R43_QUESTIONS.map((q) => ({ ...q, batch: "r43" })),
  ...R44_QUESTIONS.map((q) => ({ ...q, batch: "r44" })),
  ...R45_QUESTIONS.map((q) => ({ ...q, batch: "r45" })),
  ...R46_QUESTIONS.map((q) => ({ ...q, batch: "r46" })),
  ...R47_QUESTIONS.map((q) => ({ ...q, batch: "r47" })),
  ...R48_QUESTIONS.map((q) => ({ ...q, batch: "r48" })),
  ...R49_QUESTIONS.map((q) => ({ ...q, batch: "r49" })),
  ...R50_QUESTIONS.map((q) => ({ ...q, batch: "r50" })),
  ...R51_QUESTIONS.map((q) => ({ ...q, batch: "r51" })),
  ...R52_QUESTIONS.map((q) => ({ ...q, batch: "r52" })),
  ...R53_QUESTIONS.map((q) => ({ ...q, batch: "r53" })),
  ...R54_QUESTIONS.map((q) => ({ ...q, batch: "r54" })),
  ...R55_QUESTIONS.map((q) => ({ ...q, batch: "r55" })),
  ...R56_QUESTIONS.map((q) => ({ ...q, batch: "r56" })),
  ...R57_QUESTIONS.map((q) => ({ ...q, batch: "r57" })),
  ...R58_QUESTIONS.map((q) => ({ ...q, batch: "r58" })),
  ...R59_QUESTIONS.map((q) => ({ ...q, batch: "r59" })),
  ...R60_QUESTIONS.map((q) => ({ ...q, batch: "r60" })),
  ...R61_QUESTIONS.map((q) => ({ ...q, batch: "r61" })),
  ...R62_QUESTIONS.map((q) => ({ ...q, batch: "r62" })),
  ...R63_QUESTIONS.map((q) => ({ ...q, batch: "r63" })),
  ...R64_QUESTIONS.map((q) => ({ ...q, batch: "r64" })),
  ...R65_QUESTIONS.map((q) => ({ ...q, batch: "r65" })),
  ...R66_QUESTIONS.map((q) => ({ ...q, batch: "r66" })),
  ...R67_QUESTIONS.map((q) => ({ ...q, batch: "r67" })),
];
