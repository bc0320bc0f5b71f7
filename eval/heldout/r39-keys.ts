import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r39 (eval/real/questions.ts) and nothing else: its documents (lftp's and socat's manual pages,
 * upstream NEWS and CHANGES, READMEs, FAQs, EXAMPLES, security tips, socat's two HTML tutorials and Debian's changelogs,
 * fetched with apt as the suite fetches them) read as the import reads them, every key of every r39 question looked up
 * with the suite's `containsKey` in those products' text, and each absent question's likely answer looked for where it
 * would be written (it must not be there). No answer is asked for and no baseline is ranked: the integrator scores the
 * batch once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r39-keys.ts          # r39's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r39-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * lftp 4.9.2-2+b1 and socat 1.7.4.4-2 are bookworm's versions when written. Eighteen probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // lftp(1)'s net:timeout entry only says "sets the network protocol timeout"; the NEWS names no value for it.
  {
    product: "lftp",
    from: "#### net:timeout",
    to: "pget:default-n",
    not: /default|\d/i,
    about: "lftp's default net:timeout (its entry)",
  },
  {
    product: "lftp",
    not: /net:timeout[^\n]{0,120}\d|(default|defaults to)[^\n]{0,80}net:timeout/i,
    about: "a value next to net:timeout anywhere",
  },
  // xfer:max-redirections: "maximum number of redirections ... 0 prohibits redirections", no default; the NEWS only
  // says the setting is new (2.3.0).
  {
    product: "lftp",
    from: "#### xfer:max-redirections",
    to: "#### xfer:parallel",
    not: /default|\b[1-9]\d*\b/i,
    about: "lftp's default xfer:max-redirections (its entry)",
  },
  {
    product: "lftp",
    not: /max-redirections[^\n]{0,120}\b[1-9]\d*\b/i,
    about: "a number next to max-redirections anywhere",
  },
  // The NEWS begins with 4.9.2 (2020-08-13); no 4.9.3 is named anywhere.
  { product: "lftp", not: /(?<![\d.])4\.9\.3(?![\d])/, about: "lftp 4.9.3 anywhere" },
  // FileZilla is named nowhere.
  { product: "lftp", not: /filezilla/i, about: "FileZilla (lftp's text)" },
  // net:max-retries: "0 means unlimited. 1 means no retries", no default; the NEWS only says it was fixed or limits
  // upload attempts.
  {
    product: "lftp",
    from: "#### net:max-retries",
    to: "#### net:no-proxy",
    not: /default|\b([2-9]|\d{2,})\b/i,
    about: "lftp's default net:max-retries (its entry)",
  },
  {
    product: "lftp",
    not: /net:max-retries[^\n]{0,80}(default|\b([2-9]|\d{2,})\b)|default[^\n]{0,80}net:max-retries/i,
    about: "a default next to net:max-retries anywhere",
  },
  // socat(1)'s -T entry states no default (-t's entry, just above, does); CHANGES only says -T was new in 1.5.0.0.
  {
    product: "socat",
    from: "#### -T<timeout>",
    to: "#### -u",
    not: /default|never|infinite|no timeout/i,
    about: "socat's default -T (its entry)",
  },
  {
    product: "socat",
    not: /inactivity timeout[^\n]{0,120}(default|\d+(\.\d+)? ?s(ec|econds)?\b)/i,
    about: "a default next to the inactivity timeout anywhere",
  },
  // Advisory 8 (1.7.3.1) names no CVE, advisory 7 names MSVR-1499 only.
  {
    product: "socat",
    from: "Socat security advisory 8",
    to: "Socat security advisory 7",
    not: /CVE/,
    about: "a CVE in socat security advisory 8",
  },
  {
    product: "socat",
    not: /advisory 8[^\n]{0,200}CVE|CVE-\d{4}-\d+[^\n]{0,200}advisory 8/i,
    about: "a CVE next to advisory 8 anywhere",
  },
  // Only SOCKS4 and SOCKS4A addresses exist in 1.7.4.4; SOCKS5 is named nowhere.
  { product: "socat", not: /socks\s*v?5/i, about: "SOCKS5 (socat's text)" },
  { product: "socat", not: /socks5/i, about: "SOCKS5 (socat's text, written together)" },
  // ncat is named nowhere (only nc(1) under SEE ALSO).
  { product: "socat", not: /\bncat\b/i, about: "ncat (socat's text)" },
  { product: "socat", not: /keep-open/i, about: "ncat's --keep-open (socat's text)" },
  // 1.7.4.3-1 only says "New upstream release."
  {
    product: "socat",
    from: "socat (1.7.4.3-1)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by socat 1.7.4.3-1",
  },
  { product: "socat", not: /1\.7\.4\.3-1[^\n]{0,200}#\d{5,}/, about: "a bug number next to 1.7.4.3-1 anywhere" },
];

void checkBatchKeys({
  batch: "r39",
  products: { lftp: ["lftp"], socat: ["socat"] },
  probes: ABSENT_PROBES,
});
