import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r48 (eval/real/questions.ts) and nothing else: its documents (XZ Utils' xz(1), xzgrep(1),
 * xzdiff(1), xzless(1) and lzmainfo(1) manual pages, README, FAQ, history, NEWS, git changelog, Debian changelog and
 * README.Debian; zstd's zstd(1), pzstd(1) and zstdgrep(1) manual pages, README.md, upstream changelog and Debian
 * changelog, fetched with apt as the suite fetches them) read as the import reads them, every key of every r48 question
 * looked up with the suite's `containsKey` in those products' text, and each absent question's likely answer looked for
 * where it would be written (it must not be there). No answer is asked for and no baseline is ranked: the integrator
 * scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out
 * to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r48-keys.ts          # r48's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r48-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/** Where Debian's xz-utils changelog begins in the product's text, and where its second entry begins. */
const XZ_DEBIAN = "xz-utils (5.4.1-1+deb12u2) bookworm-security";
const XZ_DEBIAN_U1 = "xz-utils (5.4.1-1+deb12u1) bookworm";

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * xz-utils 5.4.1-1+deb12u2 and zstd 1.5.4+dfsg2-5+deb12u1 are bookworm's versions when written. Twenty probes for the
 * ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // Debian's 1.4.8+dfsg-2 entry describes the umask/chmod window and closes #982519, naming no CVE; no CVE of 2021 at all.
  {
    product: "zstd",
    from: "libzstd (1.4.8+dfsg-2) unstable",
    to: "libzstd (1.4.8+dfsg-1) unstable",
    not: /CVE/,
    about: "a CVE in Debian's 1.4.8+dfsg-2 entry",
  },
  {
    product: "zstd",
    not: /CVE-2021/,
    about: "a 2021 CVE anywhere in zstd's documents",
  },
  // Nothing of 2024 in xz's documents: the NEWS ends at 5.4.1, Debian's changelog names CVE-2022-1271 (xzgrep's
  // "malicious filenames"), CVE-2025-31115, CVE-2026-34743 and a GHSA.
  {
    product: "xz",
    not: /CVE-2024|backdoor|\b5\.6\.[01]\b/i,
    about: "the 2024 backdoor anywhere in xz's documents",
  },
  {
    product: "xz",
    from: XZ_DEBIAN,
    to: "# Older entries",
    not: /CVE-2024|3094|backdoor|compromis/i,
    about: "the backdoor in Debian's xz-utils changelog",
  },
  // xz(1)'s nice= entry gives the range 2-273 and "The default depends on the preset"; nowhere a value per preset.
  {
    product: "xz",
    from: "##### nice=nice",
    to: "##### depth=depth",
    not: /default (is|of|value)[^\n.]{0,20}\d|\d+ by default/i,
    about: "a default in xz(1)'s nice= entry",
  },
  {
    product: "xz",
    not: /nice(_len)?\s*=\s*(?:[4-9]|\d{2,})\b|-6e?\b[^\n]{0,80}\bnice\b[^\n]{0,30}\d/,
    about: "a nice value for a preset anywhere in xz's documents",
  },
  // zstd(1)'s --fast entry gives only the default (1); the changelog says a minimum level exists (ZSTD_minCLevel()).
  {
    product: "zstd",
    from: "--fast[=#]:",
    to: "-T#, --threads=#:",
    not: /maximum|minimum|at most|up to|-\d{2,}|\b\d{3,}\b/i,
    about: "a bound in zstd(1)'s --fast entry",
  },
  {
    product: "zstd",
    not: /--fast=?\d{2,}|ZSTD_minCLevel\(\)[^\n]{0,40}(is|returns|=) ?-?\d|minimum (negative )?(compression )?level (is|of) -?\d/i,
    about: "the most negative level anywhere in zstd's documents",
  },
  // xz(1)'s -T entry calls the -T0 soft limit "system-specific"; the NEWS gives only the 32-bit cap (1400 MiB).
  {
    product: "xz",
    from: "#### -T threads, --threads=threads",
    to: "### Custom compressor filter chains",
    not: /\d+ ?(%|MiB|GiB)|quarter|half of/i,
    about: "a value in xz(1)'s -T entry",
  },
  {
    product: "xz",
    not: /64-bit[^\n]{0,120}(default|soft) (memory usage )?limit[^\n]{0,80}\d|(\d+ ?%|quarter|half) of (the )?(total )?(physical )?(memory|RAM)/i,
    about: "a 64-bit default -T0 limit anywhere in xz's documents",
  },
  // The zstd documents never give the frame magic number; zstd(1) never says "magic".
  {
    product: "zstd",
    not: /0x ?FD ?2F ?B5 ?28|28 ?B5 ?2F ?FD|magic (number|bytes?)[^\n]{0,60}(0x|\\x)[0-9a-f]/i,
    about: "the .zst magic number anywhere in zstd's documents",
  },
  {
    product: "zstd",
    from: "# ZSTD(1)",
    to: "# PZSTD(1)",
    not: /magic/i,
    about: "magic bytes in zstd(1)",
  },
  // The README's benchmark table has zstd, zlib, brotli, quicklz, lzo1x, lz4, lzf and snappy; no xz or lzma row.
  {
    product: "zstd",
    from: "| Compressor name",
    to: "The negative compression levels",
    not: /\bxz\b|lzma/i,
    about: "an xz row in the README's benchmark table",
  },
  {
    product: "zstd",
    not: /\b(xz|lzma)\b[^\n]{0,40}\|\s*\d\.\d{3}/i,
    about: "an xz ratio anywhere in zstd's documents",
  },
  // Debian's +deb12u2 entry names only the GHSA (and its Debian bug); the +deb12u1 CVE is another fix.
  {
    product: "xz",
    from: XZ_DEBIAN,
    to: XZ_DEBIAN_U1,
    not: /CVE-/,
    about: "a CVE in Debian's +deb12u2 entry",
  },
  {
    product: "xz",
    not: /GHSA-5qpq-xqfv-j9pg[^\n]{0,120}CVE|CVE-\d+-\d+[^\n]{0,120}GHSA/,
    about: "the GHSA's CVE anywhere in xz's documents",
  },
  // The changelog's "v1.4.6" heading is the only undated release header of the 1.x series; Debian skipped 1.4.6.
  {
    product: "zstd",
    from: "v1.4.6\n",
    to: "v1.4.5",
    not: /\b(19|20)\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/,
    about: "a date in the changelog's v1.4.6 block",
  },
  {
    product: "zstd",
    not: /1\.4\.6[^\n]{0,40}\b(19|20)\d\d\b|1\.4\.6[^\n]{0,20}\((Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/,
    about: "a date for 1.4.6 anywhere in zstd's documents",
  },
  // zstd(1)'s windowLog entry gives the range (10 to 30 or 31), and sends to --show-default-cparams for a level's values.
  {
    product: "zstd",
    from: "#### windowLog=wlog, wlog=wlog",
    to: "#### hashLog=hlog, hlog=hlog",
    not: /default|level 3/i,
    about: "a default in zstd(1)'s windowLog entry",
  },
  {
    product: "zstd",
    not: /(level 3|default level|level \(3\))[^\n]{0,120}(windowLog|wlog)|(windowLog|wlog)[^\n]{0,120}(level 3|default level)/i,
    about: "level 3's windowLog anywhere in zstd's documents",
  },
];

void checkBatchKeys({
  batch: "r48",
  products: { xz: ["xz-utils"], zstd: ["zstd"] },
  probes: ABSENT_PROBES,
});
