import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r54 (eval/real/questions.ts) and nothing else: its documents (Redis's /etc/redis/redis.conf
 * and /etc/redis/sentinel.conf as Debian installs them, README.md, the 7.0 release notes (changelog.gz), Debian changelog
 * and the redis-server systemd unit; hostapd's example hostapd.conf and hostapd.eap_user, README, README-WPS,
 * README-MULTI-AP, upstream ChangeLog (changelog.gz), Debian README.Debian, NEWS and changelog and the hostapd(8) and
 * hostapd_cli(1) manual pages, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r54 question looked up with the suite's `containsKey` in those products' text, and each absent question's likely
 * answer looked for where it would be written (it must not be there). No answer is asked for and no baseline is ranked:
 * the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent
 * question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r54-keys.ts          # r54's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r54-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * redis-server/redis-sentinel 5:7.0.15-1~deb12u10 and hostapd 2:2.10-12+deb12u3 are bookworm's versions when written.
 * Twenty-one probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // redis.conf's cluster section speaks of hash slots being covered or not, never of how many there are.
  {
    product: "redis",
    not: /16384|16,384|16 ?K slots/i,
    about: "the number of hash slots anywhere in Redis's documents",
  },
  {
    product: "redis",
    not: /hash slots?[^\n]{0,80}\b\d{3,}\b|\b\d{3,}\b[^\n]{0,40}hash slots?/i,
    about: "a count next to 'hash slot' anywhere in Redis's documents",
  },
  // 7.0.3's upgrade urgency is MODERATE (bug fixes only); Debian's 5:7.0.3-1 is a plain new upstream release.
  {
    product: "redis",
    from: "Redis 7.0.3 Released",
    to: "Redis 7.0.2 Released",
    not: /CVE|security/i,
    about: "a CVE in the 7.0.3 release notes",
  },
  {
    product: "redis",
    from: "redis (5:7.0.3-1)",
    to: "redis (5:7.0.2-2)",
    not: /CVE/,
    about: "a CVE in Debian's 5:7.0.3-1 entry",
  },
  // The README says contributions are released under the BSD license; 7.0 (the documents' series) predates any change.
  {
    product: "redis",
    not: /SSPL|RSAL|source[- ]available/i,
    about: "the SSPL or RSALv2 anywhere in Redis's documents",
  },
  {
    product: "redis",
    not: /licen[cs]e[^\n]{0,80}(chang|switch|moved|relicens)|relicens/i,
    about: "a license change anywhere in Redis's documents",
  },
  // The release notes are 7.0's; Debian's changelog only links to the 7.2 branch's release notes once.
  {
    product: "redis",
    not: /7\.2\.\d|Redis 7\.2\b/,
    about: "a Redis 7.2 release anywhere in Redis's documents",
  },
  {
    product: "redis",
    from: "Redis 7.0 release notes",
    to: "Redis 7.0.15",
    not: /7\.2/,
    about: "a 7.2 section before the newest 7.0 release",
  },
  // redis-cli(1) is not among the documents; the README only shows an interactive session.
  {
    product: "redis",
    not: /redis-cli[^\n]{0,120}time-?out|time-?out[^\n]{0,120}redis-cli/i,
    about: "a redis-cli timeout anywhere in Redis's documents",
  },
  {
    product: "redis",
    from: "Playing with Redis",
    to: "Installing Redis",
    not: /time-?out|seconds/i,
    about: "a timeout in the README's redis-cli section",
  },
  // hostapd.conf's control interface is a UNIX domain socket directory; no UDP control interface is described.
  {
    product: "hostapd",
    not: /8877|ctrl_?iface[^\n]{0,80}UDP|UDP[^\n]{0,80}(ctrl_?iface|control interface)/i,
    about: "a UDP control interface anywhere in hostapd's documents",
  },
  {
    product: "hostapd",
    from: "# Interface for separate control program",
    to: "##### IEEE 802.11 related configuration",
    not: /UDP|port \d|\d{4,5}/i,
    about: "a port in hostapd.conf's control interface settings",
  },
  // Debian's 2:2.10-12 prevents units from starting without a config and enables 802.11ax; no security fix.
  {
    product: "hostapd",
    from: "wpa (2:2.10-12)",
    to: "wpa (2:2.10-11)",
    not: /CVE|secur/i,
    about: "a CVE in Debian's 2:2.10-12 entry",
  },
  // The ChangeLog starts at v2.10; "802.11" must not count, hence the look-behind.
  {
    product: "hostapd",
    not: /(?<![\d.])v?2\.11(?!\d)/,
    about: "a hostapd 2.11 release anywhere in hostapd's documents",
  },
  {
    product: "hostapd",
    from: "ChangeLog for hostapd",
    to: "2022-01-16 - v2.10",
    not: /v2\.\d|20\d\d-\d\d-\d\d/,
    about: "a release above v2.10 at the head of the ChangeLog",
  },
  // 6 GHz appears in hostapd.conf's HE and ACS settings and v2.10's "including 6 GHz support", never with a kernel.
  {
    product: "hostapd",
    not: /6 ?GHz[^\n]{0,120}(kernel|Linux)|(kernel|Linux)[^\n]{0,120}6 ?GHz/i,
    about: "a kernel requirement for 6 GHz anywhere in hostapd's documents",
  },
  {
    product: "hostapd",
    from: "2022-01-16 - v2.10",
    to: "2019-08-07 - v2.9",
    not: /kernel|Linux ?\d/i,
    about: "a kernel version in the v2.10 ChangeLog section",
  },
  // v2.10 cites the w1.fi advisory 2022-1 for the SAE and EAP-pwd side channels, with no CVE; Debian's entries none.
  {
    product: "hostapd",
    from: "2022-01-16 - v2.10",
    to: "2019-08-07 - v2.9",
    not: /CVE/,
    about: "a CVE in the v2.10 ChangeLog section",
  },
  {
    product: "hostapd",
    from: "wpa (2:2.10-1)",
    to: "wpa (2:2.9.0+git20211116",
    not: /CVE/,
    about: "a CVE in Debian's 2:2.10-1 entry",
  },
  {
    product: "hostapd",
    not: /CVE-2022-2330[34]/,
    about: "the SAE/EAP-pwd side-channel CVEs anywhere in hostapd's documents",
  },
  {
    product: "hostapd",
    not: /(SAE|EAP-pwd|side.channel)[^\n]{0,80}CVE-2022|CVE-2022[^\n]{0,80}(SAE|EAP-pwd|side.channel)/i,
    about: "a 2022 CVE next to SAE, EAP-pwd or side channels anywhere in hostapd's documents",
  },
];

void checkBatchKeys({
  batch: "r54",
  products: { redis: ["redis-server", "redis-sentinel"], hostapd: ["hostapd"] },
  probes: ABSENT_PROBES,
});
