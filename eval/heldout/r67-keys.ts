import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r67 (eval/real/questions.ts) and nothing else: its documents (OpenSMTPD's smtpd.conf(5),
 * table(5), smtpctl(8), smtpd(8), makemap(8), aliases(5), forward(5), newaliases(8), sendmail(8) and smtp(1) manual
 * pages, installed smtpd.conf, upstream changelog (changelog.gz), Debian changelog, NEWS.Debian and README.Debian;
 * radvd's radvd.conf(5) and radvd(8) manual pages, upstream changelog (changelog.gz), Debian changelog, README.Debian,
 * INTRO.html and examples/radvd.conf.example, fetched with apt as the suite fetches them) read as the import reads
 * them, every key of every r67 question looked up with the suite's `containsKey` in those products' text, and each
 * absent question's likely answer looked for where it would be written (it must not be there). No answer is asked for
 * and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a
 * key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r67-keys.ts          # r67's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r67-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * opensmtpd 6.8.0p2-4+b4 and radvd 1:2.19-1+b1 are bookworm's versions when written. Twenty probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The changelog's v2.19 entry says only "bug fixes" and "cleanups"; Debian's 1:2.19-1 entry names no CVE either.
  {
    product: "radvd",
    from: "Release v2.19",
    to: "Release v2.18",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in the changelog's v2.19 entry",
  },
  {
    product: "radvd",
    from: "radvd (1:2.19-1)",
    to: "radvd (1:2.18-3)",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in Debian's radvd 1:2.19-1 entry",
  },
  // AdvRDNSSPreference was removed from the manual pages in 2011; radvd.conf(5) has no such option or default.
  {
    product: "radvd",
    from: "## RDNSS SPECIFIC OPTIONS",
    to: "## DNSSL SPECIFIC OPTIONS",
    not: /Preference/i,
    about: "an RDNSS preference option in radvd.conf(5)",
  },
  {
    product: "radvd",
    not: /AdvRDNSSPreference[^\n]{0,200}default|default[^\n]{0,100}AdvRDNSSPreference/i,
    about: "an AdvRDNSSPreference default anywhere in radvd's documents",
  },
  // smtpd.conf(5) says only that queue files are stored compressed; no algorithm is named anywhere.
  {
    product: "opensmtpd",
    from: "#### queue compression",
    to: "#### queue encryption",
    not: /zlib|gzip|lz4|zstd|deflate|bzip|xz|algorithm/i,
    about: "a compression algorithm in smtpd.conf(5)'s queue compression entry",
  },
  {
    product: "opensmtpd",
    not: /compress[^\n]{0,200}(zlib|gzip|lz4|zstd|deflate|bzip)|(zlib|lz4|zstd|deflate|bzip)[^\n]{0,200}compress/i,
    about: "a queue compression algorithm anywhere in OpenSMTPD's documents",
  },
  // Debian's 6.6.4p1-1 entry quotes the OpenBSD errata without a CVE; the upstream changelog stops at 6.6.3p1.
  {
    product: "opensmtpd",
    from: "opensmtpd (6.6.4p1-1)",
    to: "opensmtpd (6.6.2p1-1)",
    not: /CVE/i,
    about: "a CVE in Debian's opensmtpd 6.6.4p1-1 entry",
  },
  {
    product: "opensmtpd",
    not: /6\.6\.4p1[^\n]{0,300}CVE|CVE-2020-8794/i,
    about: "a CVE named with 6.6.4p1 anywhere in OpenSMTPD's documents",
  },
  // smtpd.conf(5) limits mails per session and recipients per transaction, never sessions per client.
  {
    product: "opensmtpd",
    not: /max-sessions|sessions per|per (client|source|address|ip)|concurren|simultaneous/i,
    about: "a per-client session limit anywhere in OpenSMTPD's documents",
  },
  {
    product: "opensmtpd",
    from: "#### smtp limit max-mails count",
    to: "#### smtp max-message-size size",
    not: /session[^\n]{0,100}(client|source|address)/i,
    about: "a session limit per client among smtpd.conf(5)'s smtp limit settings",
  },
  // The changelog's 2011/10/04 entry describes CVE-2011-3601 to 3605 without crediting anyone.
  {
    product: "radvd",
    from: "4) A number of buffer overread flaws",
    to: "5) A temporary denial of service flaw",
    not: /reported|thank|credit|discovered by|found by|<[^>\n]+>/i,
    about: "a reporter in the changelog's CVE-2011-3604 paragraph",
  },
  {
    product: "radvd",
    not: /3604[^\n]{0,200}(report|thank|credit)|(report|thank|credit)[^\n]{0,200}3604/i,
    about: "a reporter named with CVE-2011-3604 anywhere in radvd's documents",
  },
  // radvd.conf(5) describes AdvVersionLow and AdvVersionHigh together, without a default.
  {
    product: "radvd",
    from: "#### AdvVersionLow, AdvVersionHigh",
    to: "## EXAMPLES",
    not: /default/i,
    about: "a default in radvd.conf(5)'s AdvVersionLow, AdvVersionHigh entry",
  },
  {
    product: "radvd",
    not: /AdvVersionHigh[^\n]{0,200}default/i,
    about: "an AdvVersionHigh default anywhere in radvd's documents",
  },
  // The changelog's newest release is v2.19 (2020/09/23); Debian's changelog stops at 1:2.19-1.
  {
    product: "radvd",
    not: /(?<![\d.])2\.20(?![\d])/,
    about: "2.20 anywhere in radvd's documents",
  },
  {
    product: "radvd",
    from: "radvd (1:2.19-1)",
    to: "# Older entries have been removed",
    not: /2\.2\d/,
    about: "a 2.2x upload in Debian's radvd changelog",
  },
  // Neither Debian's changelog nor any manual page mentions AppArmor.
  {
    product: "opensmtpd",
    not: /apparmor/i,
    about: "AppArmor anywhere in OpenSMTPD's documents",
  },
  {
    product: "opensmtpd",
    from: "opensmtpd (6.8.0p2-4)",
    to: "# Older entries have been removed",
    not: /profile|confine/i,
    about: "a security profile in Debian's opensmtpd changelog",
  },
  // smtpd.conf(5) gives the queue's expiry (queue ttl) and bounce warnings, never a retry interval or schedule.
  {
    product: "opensmtpd",
    not: /retr(y|ies|ied)|re-?attempt/i,
    about: "a retry interval anywhere in OpenSMTPD's documents",
  },
  {
    product: "opensmtpd",
    from: "#### queue ttl delay",
    to: "#### smtp ciphers control",
    not: /interval|every \d|backoff|back-off/i,
    about: "a retry schedule in smtpd.conf(5)'s queue ttl entry",
  },
];

void checkBatchKeys({
  batch: "r67",
  products: { opensmtpd: ["opensmtpd"], radvd: ["radvd"] },
  probes: ABSENT_PROBES,
});
