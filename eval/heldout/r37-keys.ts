import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r37 (eval/real/questions.ts) and nothing else: its documents (tmux's and fail2ban's manual
 * pages, CHANGES and ChangeLog, READMEs, NEWS and changelogs, fetched with apt as the suite fetches them) read as the import reads them, every key of every r37 question looked up with the suite's
 * `containsKey` in those products' text, and each absent question's likely answer looked for where it would be
 * written (it must not be there). No answer is asked for and no baseline is ranked: the integrator scores the batch
 * once with `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r37-keys.ts          # r37's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r37-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold
 * it). tmux 3.3a-3 and fail2ban 1.0.2-2 are bookworm's versions (no security updates when written). Fifteen probes
 * for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // 3.1c's CHANGES entry and Debian's 3.1b-2 describe the SGR/CSI stack overflow; tmux's text names no CVE at all.
  { product: "tmux", not: /CVE/, about: "any CVE in tmux's text" },
  // message-limit's entry states no default; CHANGES only says it became a server option.
  {
    product: "tmux",
    from: "Set the number of error or information messages",
    to: "prompt-history-limit",
    not: /default|\d/i,
    about: "tmux's default message-limit (its entry)",
  },
  {
    product: "tmux",
    not: /message-limit[^\n]{0,120}\b\d{2,}\b|\b\d{2,}\b[^\n]{0,60}message-limit/i,
    about: "a number next to message-limit anywhere",
  },
  // display-panes-time's entry states no default; display-panes only says it is used when -d is not given.
  {
    product: "tmux",
    from: "Set the time in milliseconds for which the indicators shown by the",
    to: "display-time",
    not: /default|\d/i,
    about: "tmux's default display-panes-time (its entry)",
  },
  {
    product: "tmux",
    not: /display-panes-time[^\n]{0,120}\d{3,}/i,
    about: "a number next to display-panes-time anywhere",
  },
  // byobu and the tmux plugin manager are named nowhere.
  { product: "tmux", not: /byobu/i, about: "byobu (tmux's text)" },
  { product: "tmux", not: /\btpm\b|plugin manager|tmux-plugins/i, about: "TPM (tmux's text)" },
  // The ChangeLog begins with 1.0.2 (2022/11/09); the README announces v1.0.1.dev1.
  { product: "fail2ban", not: /(?<![\d.])1\.0\.3(?!\d)/, about: "fail2ban 1.0.3 anywhere" },
  // 1.0.2-1 only says "New upstream release".
  {
    product: "fail2ban",
    from: "fail2ban (1.0.2-1)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by fail2ban 1.0.2-1",
  },
  // bantime.maxtime is described nowhere (the stock jail.conf, not among the documents, leaves it empty).
  {
    product: "fail2ban",
    not: /bantime\.maxtime[ \t]*=[ \t]*[^\s#]/,
    about: "a value given to bantime.maxtime",
  },
  { product: "fail2ban", not: /maxtime[^\n]{0,100}\d/i, about: "a number next to maxtime anywhere" },
  // The [Init] timeout entry of jail.conf(5) states no default; no document sets "timeout = N".
  {
    product: "fail2ban",
    from: "The maximum period of time in seconds that a command can",
    to: "Commands specified",
    not: /default|\d/i,
    about: "fail2ban's default action timeout (its entry)",
  },
  { product: "fail2ban", not: /\btimeout\s*=\s*\d/i, about: "a timeout = N setting anywhere" },
  // CrowdSec is named nowhere.
  { product: "fail2ban", not: /crowdsec/i, about: "CrowdSec (fail2ban's text)" },
  { product: "fail2ban", not: /local API|LAPI/, about: "a local API (fail2ban's text)" },
];

void checkBatchKeys({
  batch: "r37",
  products: { tmux: ["tmux"], fail2ban: ["fail2ban"] },
  probes: ABSENT_PROBES,
});
