import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r36 (eval/real/questions.ts) and nothing else: its documents (OpenSSH's and rsync's manual
 * pages, READMEs, NEWS and changelogs, fetched with apt as the suite fetches them) read as the import reads them,
 * every key of every r36 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for and
 * no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key
 * is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r36-keys.ts          # r36's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r36-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold
 * it). openssh and rsync follow Debian's updates in bookworm (1:9.2p1-2+deb12u10 and 3.5.0+ds1-0+deb12u1 when
 * written), so no probe names an upload after them or the first entry of a Debian changelog. Fourteen probes for the
 * ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // 1:9.2p1-2+deb12u3 only disables async-signal-unsafe code in sshsigdie(); no CVE is named, nor regreSSHion.
  {
    product: "openssh",
    from: "openssh (1:9.2p1-2+deb12u3)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed by openssh 1:9.2p1-2+deb12u3 (its entry)",
  },
  { product: "openssh", not: /CVE-2024-6387|regresshion/i, about: "CVE-2024-6387 (regreSSHion) anywhere" },
  // ObscureKeystrokeTiming came with OpenSSH 9.5: 9.2's pages do not know it.
  { product: "openssh", not: /ObscureKeystrokeTiming|keystroke timing/i, about: "ObscureKeystrokeTiming anywhere" },
  { product: "openssh", not: /chaff/i, about: "chaff packets anywhere" },
  // PerSourcePenalties came with OpenSSH 9.8.
  { product: "openssh", not: /PerSourcePenalt/i, about: "PerSourcePenalties anywhere" },
  // 1:9.2p1-2+deb12u5 fixes CVE-2025-26465 and error paths, closing no bug.
  {
    product: "openssh",
    from: "openssh (1:9.2p1-2+deb12u5)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by openssh 1:9.2p1-2+deb12u5",
  },
  // Dropbear is named nowhere.
  { product: "openssh", not: /dropbear/i, about: "Dropbear (OpenSSH's text)" },
  // 3.2.7-1+deb12u2 fixes the FLAG_GOT_DIR_FLIST collision and a use-after-free, naming no CVE.
  {
    product: "rsync",
    from: "rsync (3.2.7-1+deb12u2)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed by rsync 3.2.7-1+deb12u2 (its entry)",
  },
  {
    product: "rsync",
    not: /deb12u2[^\n]{0,120}CVE-\d|CVE-\d{4}-\d+[^\n]{0,120}deb12u2/,
    about: "a CVE next to deb12u2",
  },
  // --contimeout names no default (the --timeout entry before it does: 0).
  {
    product: "rsync",
    from: "wait for its connection to an rsync daemon",
    to: "--address",
    not: /default|\d/i,
    about: "rsync's default --contimeout (its entry)",
  },
  {
    product: "rsync",
    not: /contimeout[^.\n]{0,100}default|default[^.\n]{0,60}contimeout/i,
    about: "a default next to contimeout anywhere",
  },
  // NEWS begins with 3.5.0 (13 Aug 2026); 3.5.1 is named only as the source of patches and "the release after 3.5.0".
  {
    product: "rsync",
    not: /NEWS for rsync 3\.5\.[1-9]|3\.5\.1[^\n]{0,60}\b(19|20)\d\d\b|\b(19|20)\d\d\b[^\n]{0,60}3\.5\.1(?!\d)/,
    about: "a date next to rsync 3.5.1",
  },
  // lsyncd is named nowhere.
  { product: "rsync", not: /lsyncd/i, about: "lsyncd (rsync's text)" },
  // 3.2.7-1+deb12u1 lists the CVE-2024-12084..12747 patches and closes no bug.
  {
    product: "rsync",
    from: "rsync (3.2.7-1+deb12u1)",
    to: "\n -- ",
    not: /closes|#\d{5,}/i,
    about: "Debian bug closed by rsync 3.2.7-1+deb12u1",
  },
];

void checkBatchKeys({
  batch: "r36",
  products: { openssh: ["openssh-client", "openssh-server"], rsync: ["rsync"] },
  probes: ABSENT_PROBES,
});
