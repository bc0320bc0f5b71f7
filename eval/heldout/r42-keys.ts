import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r42 (eval/real/questions.ts) and nothing else: its documents (e2fsprogs' manual pages, upstream
 * NEWS and Debian changelog, memcached's manual page, protocol description, upstream ChangeLog, Debian changelog and
 * NEWS, TLS and LRU notes, fetched with apt as the suite fetches them) read as the import reads them, every key of every
 * r42 question looked up with the suite's `containsKey` in those products' text, and each absent question's likely
 * answer looked for where it would be written (it must not be there). No answer is asked for and no baseline is ranked:
 * the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent
 * question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r42-keys.ts          # r42's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r42-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * e2fsprogs 1.47.0-2+b2 and memcached 1.6.18-1+deb12u1 are bookworm's versions when written. Twenty probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // -Y appears only in protocol.txt's Authentication section ("see -Y option"); memcached(1) does not list it, and no
  // document names an authentication file or its path.
  {
    product: "memcached",
    from: "Authentication\n--------------",
    to: "Storage commands\n----------------",
    not: /\/etc\/|\/var\/|default|\.conf|file/i,
    about: "a default -Y file in protocol.txt's Authentication section",
  },
  { product: "memcached", not: /-Y,|--auth-file|auth_file|authfile/i, about: "a -Y option entry anywhere" },
  // The TLS notes say only that by default all TCP ports are secured; no port number is given for TLS.
  {
    product: "memcached",
    from: "Securing Memcached with TLS",
    to: "Design\n------",
    not: /port (is|of|number)? ?\d|\b\d{3,5}\b(?!\.)/i,
    about: "a TLS port number in the TLS notes' requirements",
  },
  {
    product: "memcached",
    not: /(TLS|SSL)[^\n]{0,120}\bport\b[^\n]{0,40}\b\d{3,5}\b|\bport\b[^\n]{0,40}\b\d{3,5}\b[^\n]{0,80}(TLS|SSL)/i,
    about: "a port number next to TLS anywhere",
  },
  // protocol.txt gives only the bounds of lru_crawler sleep (0 disables, 1000000 is the max); the settings table row
  // names the unit, no default; memcached(1) has no crawler option.
  {
    product: "memcached",
    from: "lru_crawler sleep <microseconds>",
    to: "lru_crawler tocrawl",
    not: /default/i,
    about: "a default in the lru_crawler sleep command's description",
  },
  {
    product: "memcached",
    not: /lru_crawler_sleep[^\n]{0,120}default|default[^\n]{0,120}(crawler|crawl)[^\n]{0,40}sleep/i,
    about: "a default next to the crawler's sleep anywhere",
  },
  // Debian's /etc/memcached.conf is not among the documents (NEWS.Debian only points at /etc/memcached*.conf for -u);
  // memcached(1) says the binary listens on INADDR_ANY.
  { product: "memcached", not: /127\.0\.0\.1|localhost|::1\b/i, about: "a loopback address anywhere" },
  {
    product: "memcached",
    not: /memcached\.conf[^\n]{0,200}(-l\b|listen)|(-l\b|listen)[^\n]{0,200}memcached\.conf/i,
    about: "a listen setting next to memcached.conf",
  },
  // protocol.txt introduces the meta commands without a version; the upstream ChangeLog stops in 2010 and Debian's
  // changelog only links to release notes.
  {
    product: "memcached",
    from: "Meta Commands\n-------------",
    to: "Expiration times\n----------------",
    not: /\b1\.\d+\.\d+\b|version|release/i,
    about: "a version in protocol.txt's Meta Commands section",
  },
  {
    product: "memcached",
    not: /\bmeta\b[^\n]{0,160}\b1\.\d+\.\d+|\b1\.\d+\.\d+\b[^\n]{0,160}\bmeta\b/i,
    about: "a version next to the meta commands anywhere",
  },
  // NEWS's 1.47.0 section and Debian's 1.47.0 uploads name no CVE (the last one named is CVE-2022-1304, in 1.46.6).
  {
    product: "e2fsprogs",
    from: "E2fsprogs 1.47.0 (February 5, 2023)",
    to: "E2fsprogs 1.46.6 (February 1, 2023)",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in NEWS's 1.47.0 section",
  },
  {
    product: "e2fsprogs",
    from: "e2fsprogs (1.47.0-2)",
    to: "e2fsprogs (1.46.6-1)",
    not: /CVE|security/i,
    about: "a CVE in Debian's 1.47.0 uploads",
  },
  // e2fsck.conf(5) describes max_count_problems without a default; the only number is 16 in the logging example.
  {
    product: "e2fsprogs",
    from: "#### max_count_problems",
    to: "#### no_optimize_extents",
    not: /default|\b\d+\b/i,
    about: "a default in e2fsck.conf(5)'s max_count_problems entry",
  },
  {
    product: "e2fsprogs",
    not: /max_count_problems[^\n]{0,160}default|default[^\n]{0,160}max_count_problems/i,
    about: "a default next to max_count_problems anywhere",
  },
  // mke2fs(8) and tune2fs(8) describe orphan_file_size without a default; NEWS and Debian's changelog give no size.
  {
    product: "e2fsprogs",
    from: "##### orphan_file_size=size",
    to: "##### discard",
    not: /default|\b\d+ ?(blocks|KiB|MiB|kB|MB|k|M)\b/i,
    about: "a default in mke2fs(8)'s orphan_file_size entry",
  },
  {
    product: "e2fsprogs",
    not: /orpha?n_?file[^\n]{0,160}(default size|\b\d+ ?(blocks|KiB|MiB|kB|MB)\b)/i,
    about: "an orphan file size anywhere",
  },
  // mke2fs(8) and tune2fs(8) say only that 0 means the default interval and that it must be less than 300 seconds.
  {
    product: "e2fsprogs",
    from: "##### mmp_update_interval=interval",
    to: "##### stride=stride-size",
    not: /default interval (is|of)|\b(5|10|60) seconds/i,
    about: "a default interval in mke2fs(8)'s mmp_update_interval entry",
  },
  {
    product: "e2fsprogs",
    not: /MMP[^\n]{0,200}(default[^\n]{0,20}\b(is|of|to)\b[^\n]{0,20}\d|\b(5|10|60) seconds)|default MMP[^\n]{0,60}\d/i,
    about: "a default MMP interval anywhere",
  },
  // mke2fs.conf(5)'s flex_bg_size and mke2fs(8)'s -G say only that the count must be a power of 2; NEWS gives no default.
  {
    product: "e2fsprogs",
    from: "#### flex_bg_size",
    to: "#### options",
    not: /default is|defaults to|\b16\b/i,
    about: "a default in mke2fs.conf(5)'s flex_bg_size entry",
  },
  {
    product: "e2fsprogs",
    not: /flex_?bg[^\n]{0,120}(default|by default)[^\n]{0,60}\b\d+\b|\b\d+\b[^\n]{0,60}groups? per flex_?bg/i,
    about: "a default flex_bg size anywhere",
  },
];

void checkBatchKeys({
  batch: "r42",
  products: { e2fsprogs: ["e2fsprogs"], memcached: ["memcached"] },
  probes: ABSENT_PROBES,
});
