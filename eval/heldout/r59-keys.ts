import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r59 (eval/real/questions.ts) and nothing else: its documents (SSSD's sssd.conf(5), sssd(8),
 * sssd-simple(5) and sssd-sudo(5) manual pages and Debian changelog from sssd-common, sssd-ldap(5) and
 * sssd-ldap-attributes(5) from sssd-ldap, sssd-ad(5), sssd-ipa(5) and sssd-krb5(5) from sssd-ad, sssd-ipa and sssd-krb5,
 * sss_cache(8) and sss_override(8) from sssd-tools; Pacemaker's upstream ChangeLog (changelog.gz), Debian changelog,
 * pacemaker-controld(7), pacemaker-schedulerd(7), pacemaker-fenced(7) and pacemakerd(8) from pacemaker, the installed
 * /etc/default/pacemaker from pacemaker-common, crm_mon(8), crm_resource(8) and stonith_admin(8) from
 * pacemaker-cli-utils, fetched with apt as the suite fetches them) read as the import reads them, every key of every
 * r59 question looked up with the suite's `containsKey` in those products' text, and each absent question's likely
 * answer looked for where it would be written (it must not be there). No answer is asked for and no baseline is
 * ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an
 * absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r59-keys.ts          # r59's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r59-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * sssd 2.8.2-4+deb12u1 and pacemaker 2.1.5-1+deb12u1 are bookworm's versions when written. Twenty probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Debian's 2.8.2-4+deb12u1 entry names the CVE and its Debian bug (#1070369), nobody who found it.
  {
    product: "sssd",
    from: "sssd (2.8.2-4+deb12u1)",
    to: "sssd (2.8.2-4)",
    not: /report|discover|found by|credit|thank/i,
    about: "a reporter in Debian's sssd 2.8.2-4+deb12u1 entry",
  },
  {
    product: "sssd",
    not: /3758[^\n]{0,200}(report|discover|credit|thank)|(report|discover|credit|thank)[^\n]{0,200}3758/i,
    about: "a reporter named with CVE-2023-3758 anywhere in SSSD's documents",
  },
  // sssd-kcm(8) is not among the documents; sssd.conf(5) names KCM only in client_idle_timeout's default.
  {
    product: "sssd",
    not: /max_ccaches|max_uid_ccaches|\[kcm\]/i,
    about: "a KCM cache limit or [kcm] section anywhere in SSSD's documents",
  },
  {
    product: "sssd",
    from: "#### client_idle_timeout",
    to: "#### offline_timeout",
    not: /ccache/i,
    about: "a KCM ccache limit where sssd.conf(5) names KCM",
  },
  // sssd-ad(5) gives ad_use_ldaps's ports and default, no version; the Debian changelog never names LDAPS.
  {
    product: "sssd",
    from: "#### ad_use_ldaps (bool)",
    to: "#### ad_allow_remote_domain_local_groups",
    not: /\b\d+\.\d+\b|introduced|added in|available (in|since)/i,
    about: "a version in sssd-ad(5)'s ad_use_ldaps entry",
  },
  {
    product: "sssd",
    not: /ldaps[^\n]{0,200}\b\d+\.\d+\.\d+\b|\b\d+\.\d+\.\d+\b[^\n]{0,200}ad_use_ldaps/i,
    about: "an SSSD version named with LDAPS anywhere in SSSD's documents",
  },
  // The HBAC options of sssd-ipa(5) are the search base and the refresh times; the deny-rule option is gone in 2.x.
  {
    product: "sssd",
    not: /treat_deny/i,
    about: "ipa_hbac_treat_deny_as anywhere in SSSD's documents",
  },
  {
    product: "sssd",
    from: "#### ipa_hbac_refresh (integer)",
    to: "#### ipa_server_mode (boolean)",
    not: /deny/i,
    about: "a deny-rule setting among sssd-ipa(5)'s HBAC options",
  },
  // sssd-krb5(5) documents krb5_auth_timeout (6 seconds) but no krb5_child timeout; sssd.conf(5) only p11_child's.
  {
    product: "sssd",
    not: /krb5_child/i,
    about: "krb5_child anywhere in SSSD's documents",
  },
  {
    product: "sssd",
    from: "#### krb5_auth_timeout (integer)",
    to: "#### krb5_validate (boolean)",
    not: /child/i,
    about: "a child process timeout in sssd-krb5(5)'s krb5_auth_timeout entry",
  },
  // The upstream ChangeLog ends with 2.1.5 (Dec 7 2022); Debian's entries end with 2.1.5-1+deb12u1.
  {
    product: "pacemaker",
    not: /2\.1\.[6-9]/,
    about: "Pacemaker 2.1.6 or later anywhere in Pacemaker's documents",
  },
  {
    product: "pacemaker",
    from: "* Wed Dec 7 2022 Ken Gaillot <kgaillot@redhat.com> Pacemaker-2.1.5",
    to: "- Features added since Pacemaker-2.1.4",
    not: /\b2023\b|2\.1\.6/,
    about: "a later release above the 2.1.5 section",
  },
  // Debian's 2.1.5-1+deb12u1 entry backports a migration regression fix (#1040165); no CVE.
  {
    product: "pacemaker",
    from: "pacemaker (2.1.5-1+deb12u1)",
    to: "pacemaker (2.1.5-1)",
    not: /CVE|security/i,
    about: "a CVE in Debian's pacemaker 2.1.5-1+deb12u1 entry",
  },
  {
    product: "pacemaker",
    not: /deb12u1[^\n]{0,200}CVE|CVE[^\n]{0,200}deb12u1/i,
    about: "a CVE named with deb12u1 anywhere in Pacemaker's documents",
  },
  // The 1.1.17 section announces cluster-ipc-limit without a value; pacemaker-based(7) is not among the documents.
  {
    product: "pacemaker",
    from: '+ New "cluster-ipc-limit" cluster option',
    to: "+ Failures are now tracked",
    not: /default|\d/i,
    about: "a cluster-ipc-limit value where the ChangeLog introduces it",
  },
  {
    product: "pacemaker",
    not: /cluster-ipc-limit\s*=|cluster-ipc-limit[^\n]{0,80}\b\d+\b/i,
    about: "a cluster-ipc-limit default anywhere in Pacemaker's documents",
  },
  // Resource meta-attributes (Pacemaker Explained) are not among the documents; the ChangeLog names only the configure
  // option --with-resource-stickiness-default, without a value.
  {
    product: "pacemaker",
    not: /stickiness[^\n]{0,120}\b\d+\b|stickiness\s*=|stickiness[^\n]{0,40}INFINITY/i,
    about: "a resource-stickiness value anywhere in Pacemaker's documents",
  },
  {
    product: "pacemaker",
    from: "+ configure: --with-resource-stickiness-default",
    to: "+ configure: --with-concurrent-fencing-default",
    not: /\d/,
    about: "a resource-stickiness value where the ChangeLog names its configure default",
  },
  // The 2.0.5 section lists the CVE among its changes; neither ChangeLog credits anybody for it.
  {
    product: "pacemaker",
    from: "- Changes since Pacemaker-2.0.4",
    to: "* Mon Jun 15 2020",
    not: /report|discover|credit|thank/i,
    about: "a reporter in the 2.0.5 changes that hold CVE-2020-25654",
  },
  {
    product: "pacemaker",
    not: /25654[^\n]{0,200}(report|discover|credit|thank)|(report|discover|credit|thank)[^\n]{0,200}25654/i,
    about: "a reporter named with CVE-2020-25654 anywhere in Pacemaker's documents",
  },
];

void checkBatchKeys({
  batch: "r59",
  products: {
    sssd: ["sssd-common", "sssd-ldap", "sssd-ad", "sssd-ipa", "sssd-krb5", "sssd-tools"],
    pacemaker: ["pacemaker", "pacemaker-common", "pacemaker-cli-utils"],
  },
  probes: ABSENT_PROBES,
});
