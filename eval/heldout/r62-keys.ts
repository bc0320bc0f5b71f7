import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r62 (eval/real/questions.ts) and nothing else: its documents (ufw's ufw(8) and ufw-framework(8)
 * manual pages, upstream README and changelog, Debian's README.Debian, changelog and changelog.Debian.pre-0.27.1,
 * /etc/default/ufw, /etc/ufw/sysctl.conf and the before.rules template; nginx's nginx(8) manual page, upstream CHANGES
 * (changelog.gz), Debian changelog and NEWS, the installed nginx.conf, sites-available/default, mime.types,
 * proxy_params, fastcgi_params, snippets/fastcgi-php.conf and /etc/default/nginx, and nginx-doc's php, upstream,
 * drupal, wordpress and virtual_hosts, fetched with apt as the suite fetches them) read as the import reads them, every
 * key of every r62 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for and no
 * baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is
 * missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r62-keys.ts          # r62's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r62-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * ufw 0.36.2-1 and nginx 1.22.1-9+deb12u12 are bookworm's versions when written. Eighteen probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // ufw's 0.36.2 section lists WSL, unhexlify, vrrp, ro.po, -h and get_rules fixes; no CVE anywhere in ufw's documents.
  {
    product: "ufw",
    from: "ufw (0.36.2) RELEASED",
    to: "ufw (0.36.1) RELEASED",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in ufw's 0.36.2 changelog section",
  },
  {
    product: "ufw",
    not: /CVE-\d/,
    about: "a CVE anywhere in ufw's documents",
  },
  // The upstream changelog ends with 0.36.2 (18 May 2023).
  {
    product: "ufw",
    not: /\b0\.37\b/,
    about: "ufw 0.37 anywhere in ufw's documents",
  },
  // Debian bug 1034568 is named twice (the 0.36.2 item and the 0.36.2-1 upload) without a reporter.
  {
    product: "ufw",
    from: "mitigate odd length string with unhexlify",
    to: "support vrrp protocol",
    not: /report|thanks/i,
    about: "a reporter on ufw's unhexlify item",
  },
  {
    product: "ufw",
    from: "ufw (0.36.2-1) unstable",
    to: "ufw (0.36.1-4.1)",
    not: /report/i,
    about: "a reporter in Debian's 0.36.2-1 entry",
  },
  // ufw(8) lists tcp, udp, ah, esp, gre, vrrp, ipv6 and igmp; sctp is named nowhere.
  {
    product: "ufw",
    not: /sctp/i,
    about: "sctp anywhere in ufw's documents",
  },
  {
    product: "ufw",
    from: "ufw supports several different protocols.",
    to: "Rules for traffic not destined for the host itself",
    not: /sctp|dccp|udplite/i,
    about: "another protocol in ufw(8)'s protocol list",
  },
  // The upstream CHANGES end with 1.22.1; Debian's changelog backports fixes from 1.30.x but names no HTTP/3 or QUIC.
  {
    product: "nginx",
    not: /HTTP\/3|\bQUIC\b|ngx_http_v3/i,
    about: "HTTP/3 or QUIC anywhere in nginx's documents",
  },
  // client_max_body_size appears only in two Bugfix items of the CHANGES; no default size is given.
  {
    product: "nginx",
    not: /client_max_body_size[^\n]{0,120}(default|\b\d+ ?[kKmMgG]\b)|default[^\n]{0,120}client_max_body_size/i,
    about: "a client_max_body_size default anywhere in nginx's documents",
  },
  {
    product: "nginx",
    not: /\b(Request Entity Too Large|413)\b[^\n]{0,200}\b\d+ ?(m|megabytes?|MB)\b/i,
    about: "a body size limit named with the 413 error in nginx's documents",
  },
  // The upstream CHANGES begin with 1.22.1 (19 Oct 2022); no 1.22.2 anywhere.
  {
    product: "nginx",
    not: /\b1\.22\.2\b/,
    about: "nginx 1.22.2 anywhere in nginx's documents",
  },
  // The 1.22.1 Security item names CVE-2022-41741 and CVE-2022-41742 without a reporter or a Thanks line.
  {
    product: "nginx",
    from: "Changes with nginx 1.22.1",
    to: "Changes with nginx 1.22.0",
    not: /Thanks|report/i,
    about: "a reporter in nginx 1.22.1's CHANGES section",
  },
  {
    product: "nginx",
    not: /41741[^\n]{0,300}(Thanks|reported|discovered|found by)|(Thanks|reported|discovered|found by)[^\n]{0,300}41741/i,
    about: "a reporter named with CVE-2022-41741 anywhere in nginx's documents",
  },
  // proxy_read_timeout appears once, in an old Bugfix item about send_timeout; no default is given.
  {
    product: "nginx",
    not: /proxy_read_timeout[^\n]{0,120}(default|\b\d+ ?(s|sec|seconds?)\b)|default[^\n]{0,120}proxy_read_timeout/i,
    about: "a proxy_read_timeout default anywhere in nginx's documents",
  },
  {
    product: "nginx",
    from: "proxy_set_header Host $host;",
    to: "X-Forwarded-Proto",
    not: /timeout/i,
    about: "a timeout in Debian's proxy_params",
  },
  // Debian's 1.22.1-9+deb12u8 entry backports max_headers and says what it limits, not its default.
  {
    product: "nginx",
    from: "backport max_headers directive from upstream nginx",
    to: "nginx (1.22.1-9+deb12u7)",
    not: /default|max_headers[^\n]{0,60}\b\d{2,}\b/i,
    about: "a max_headers default in Debian's deb12u8 entry",
  },
  {
    product: "nginx",
    not: /max_headers[^\n]{0,80}(default|\b\d{2,}\b)/i,
    about: "a max_headers value anywhere in nginx's documents",
  },
  {
    product: "nginx",
    from: "worker_connections 768;",
    to: "Basic Settings",
    not: /max_headers/,
    about: "a max_headers setting in the stock nginx.conf",
  },
];

void checkBatchKeys({
  batch: "r62",
  products: { ufw: ["ufw"], nginx: ["nginx", "nginx-common", "nginx-doc"] },
  probes: ABSENT_PROBES,
});
