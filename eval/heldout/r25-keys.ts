import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r25 (eval/real/questions.ts) and nothing else: its documents (WeeChat's and
 * MPD's, fetched with apt as the suite fetches them) read as the import reads them, every key of every
 * r25 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r25-keys.ts          # r25's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r25-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Fourteen probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The ChangeLog and the release notes begin with 3.8; Debian's changelog with 3.8-1.
  { product: "weechat", not: /(?<![\w.])3\.8\.1\b/, about: "WeeChat 3.8.1 released" },
  {
    product: "weechat",
    from: "== Version 3.8 (",
    to: "== Version 3.7.1 (",
    not: /CVE-/,
    about: "CVE fixed in WeeChat 3.8 (its ChangeLog section)",
  },
  {
    product: "weechat",
    from: "weechat (3.8-1)",
    to: "\nweechat (",
    not: /CVE-|closes|#\d{5,}/i,
    about: "CVE fixed in WeeChat 3.8 / bug closed by weechat 3.8-1 (Debian's 3.8-1)",
  },
  // The ChangeLog names issues and CVEs, never a reporter; nor does Debian's 3.2.1-1 entry.
  {
    product: "weechat",
    from: "== Version 3.2.1 (",
    to: "== Version 3.2 (",
    not: /report|thank|discover|found by/i,
    about: "reporter of the relay WebSocket crash fixed in 3.2.1 (its ChangeLog section)",
  },
  {
    product: "weechat",
    from: "weechat (3.2.1-1)",
    to: "\nweechat (",
    not: /report|thank|discover|found by/i,
    about: "reporter of the relay WebSocket crash fixed in 3.2.1 (Debian's 3.2.1-1)",
  },
  // Irssi is named twice in the FAQ, its settings never.
  { product: "weechat", not: /scrollback_lines/i, about: "Irssi's scrollback_lines default (WeeChat's text)" },
  { product: "mpd", not: /scrollback_lines|irssi/i, about: "Irssi's scrollback_lines default (MPD's text)" },
  // The NEWS begins with 0.23.12; Debian's changelog with 0.23.12-1.
  { product: "mpd", not: /(?<![\w.])0\.23\.13\b/, about: "MPD 0.23.13 released" },
  // MPD's documents name no CVE at all (so none for 0.23.11 either).
  { product: "mpd", not: /CVE-/, about: "CVE fixed in MPD 0.23.11 (no CVE anywhere)" },
  // The httpd output's settings table gives a port setting but no default for it.
  {
    product: "mpd",
    from: "### httpd",
    to: "### null",
    not: /default|\b\d{4,5}\b/i,
    about: "MPD httpd output's default port (the plugin's entry)",
  },
  // Nor on any line naming httpd and a port number elsewhere (the NEWS items name none).
  {
    product: "mpd",
    not: /httpd[^\n]*port[^\n]*\b\d{4,5}\b|\b\d{4,5}\b[^\n]*port[^\n]*httpd/i,
    about: "MPD httpd output's default port (any line naming it)",
  },
  {
    product: "mpd",
    from: "### lame",
    to: "### null",
    not: /default/i,
    about: "MPD lame encoder's default quality (the plugin's entry)",
  },
  {
    product: "mpd",
    from: "ver 0.23.12 (",
    to: "ver 0.23.11 (",
    not: /report|thank|found by|\bby [A-Z]/i,
    about: "reporter of the tags race condition crash fixed in 0.23.12 (its NEWS section)",
  },
  {
    product: "mpd",
    from: "mpd (0.23.12-1)",
    to: "\nmpd (",
    not: /report|thank|race/i,
    about: "reporter of the tags race condition crash fixed in 0.23.12 (Debian's 0.23.12-1)",
  },
];

void checkBatchKeys({
  batch: "r25",
  products: { weechat: ["weechat-doc", "weechat-core"], mpd: ["mpd"] },
  probes: ABSENT_PROBES,
});
