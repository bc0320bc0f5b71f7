import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r44 (eval/real/questions.ts) and nothing else: its documents (GnuPG's gpg(1) and gpg-agent(1)
 * manual pages, upstream NEWS, DETAILS and KEYSERVER notes, Debian changelog and NEWS and gpg-agent's README.Debian;
 * aria2's aria2c(1) manual page, README, NEWS, git changelog and Debian changelog, fetched with apt as the suite fetches
 * them) read as the import reads them, every key of every r44 question looked up with the suite's `containsKey` in
 * those products' text, and each absent question's likely answer looked for where it would be written (it must not be
 * there). No answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered, or the
 * batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r44-keys.ts          # r44's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r44-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * gnupg 2.2.40-1.1+deb12u2 and aria2 1.36.0-1 are bookworm's versions when written. Twenty probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // aria2c(1)'s --dscp entry explains how to take values from ip.h but gives no default; no other document names one.
  {
    product: "aria2",
    from: "#### --dscp=<DSCP>",
    to: "#### --rlimit-nofile=<NUM>",
    not: /default/i,
    about: "a default in aria2c(1)'s --dscp entry",
  },
  { product: "aria2", not: /dscp[^\n]{0,300}(default|\bis \d)/i, about: "a DSCP default anywhere" },
  // --rlimit-nofile lists when it takes effect (posix, below the hard limit, above the soft limit), with no default.
  {
    product: "aria2",
    from: "#### --rlimit-nofile=<NUM>",
    to: "#### --enable-color",
    not: /default/i,
    about: "a default in aria2c(1)'s --rlimit-nofile entry",
  },
  {
    product: "aria2",
    not: /(rlimit|nofile)[^\n]{0,200}(default|\b\d{3,}\b)/i,
    about: "an open-file limit value next to rlimit-nofile anywhere",
  },
  // The 1.36.0 NEWS, the git log of 2019-2021 and Debian's 1.36.0-1 upload name no CVE (CVE-2019-3500 is 1.34.0-4's).
  {
    product: "aria2",
    from: "aria2 1.36.0\n============",
    to: "commit 21f476588c5deedbfef87073d3860b78abed3991",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in aria2's 1.36.0 NEWS",
  },
  {
    product: "aria2",
    from: "commit 21f476588c5deedbfef87073d3860b78abed3991",
    to: "aria2 (1.35.0-3)",
    not: /CVE/i,
    about: "a CVE in aria2's git changelog or Debian's 1.36.0-1 upload",
  },
  // --min-tls-version names its values and default, no version; the git log and NEWS never mention it; Debian's old
  // "disabling tls 1.1" line is about an https problem, not this option.
  {
    product: "aria2",
    from: "#### --min-tls-version=<VERSION>",
    to: "#### --multiple-interface",
    not: /since|as of|\b1\.\d+\.\d+\b|release/i,
    about: "a version in aria2c(1)'s --min-tls-version entry",
  },
  {
    product: "aria2",
    not: /(min-tls|TLSv1\.2)[^\n]{0,200}\b1\.\d+\.\d+\b|\b1\.\d+\.\d+\b[^\n]{0,200}(min-tls|TLSv1\.2)/i,
    about: "a version next to min-tls-version or TLSv1.2 anywhere",
  },
  // The secret token section says only that validation takes "at least a certain amount of time".
  {
    product: "aria2",
    from: "### RPC authorization secret token",
    to: "### Methods",
    not: /\b\d+ ?(ms|milliseconds?|seconds?|sec)\b/i,
    about: "a delay in aria2c(1)'s RPC secret token section",
  },
  {
    product: "aria2",
    not: /(secret|token)[^\n]{0,160}\b\d+ ?(ms|milliseconds?|seconds?)\b/i,
    about: "a token validation delay anywhere",
  },
  // -x gives only its default (1); no "Possible Values" range, and the README does not bound it either.
  {
    product: "aria2",
    from: "#### -x, --max-connection-per-server=<NUM>",
    to: "#### --max-file-not-found",
    not: /Possible Values|at most|up to|\b16\b|\d+ ?- ?\d+/i,
    about: "a range or maximum in aria2c(1)'s -x entry",
  },
  {
    product: "aria2",
    not: /(max-connection-per-server|connections per server|connections to one server)[^\n]{0,200}(maximum (value|is)|at most|up to \d|\b1 ?- ?16\b)/i,
    about: "a -x maximum anywhere",
  },
  // CVE-2025-68973 appears only in Debian's 2.2.40-1.1+deb12u2 upload; the upstream NEWS ends with 2.2.40 (2022).
  {
    product: "gnupg",
    not: /68973[^\n]{0,200}\b2\.\d+\.\d+\b(?!-)|\b2\.\d+\.\d+\b(?!-)[^\n]{0,200}68973/,
    about: "an upstream version next to CVE-2025-68973",
  },
  {
    product: "gnupg",
    from: "Noteworthy changes in version 2.2.40 (2022-10-10)",
    to: "Noteworthy changes in version 2.2.39 (2022-09-02)",
    not: /CVE|68973|gpg\.fail/i,
    about: "CVE-2025-68973 in NEWS's 2.2.40 section",
  },
  // gpg(1) calls ed25519/cv25519 the "future default" without a version; NEWS only changes the default to rsa3072.
  {
    product: "gnupg",
    from: "#### --default-new-key-algo string",
    to: "####",
    not: /\b2\.\d+\.\d+\b|since|as of/i,
    about: "a version in gpg(1)'s --default-new-key-algo entry",
  },
  {
    product: "gnupg",
    not: /default (key )?algorithm (to|is|now)[^\n]{0,40}(ed25519|cv25519|ECC|curve)|(ed25519|cv25519|\bECC\b)[^\n]{0,60}\b(is|as|now|becomes?) (the )?(new )?default/i,
    about: "ed25519 or ECC named the default key algorithm anywhere",
  },
  // KEYSERVER defines <count> as the number of keys returned, with no bound.
  {
    product: "gnupg",
    from: "Format of keyserver colon listings",
    to: "Details:",
    not: /maximum|at most|limit|no more than/i,
    about: "a bound on the number of keys in KEYSERVER's format description",
  },
  {
    product: "gnupg",
    not: /(keyserver|search)[^\n]{0,120}(at most|maximum of|no more than|up to) \d+ keys/i,
    about: "a maximum number of keys per keyserver response anywhere",
  },
  // gpg-agent(1)'s --ssh-fingerprint-digest says OpenSSH moved from MD5 to SHA256 but not which one gpg-agent uses.
  {
    product: "gnupg",
    from: "#### --ssh-fingerprint-digest",
    to: "#### --auto-expand-secmem",
    not: /default/i,
    about: "a default in gpg-agent(1)'s --ssh-fingerprint-digest entry",
  },
  {
    product: "gnupg",
    not: /ssh-fingerprint-digest[^\n]{0,200}default|default[^\n]{0,100}ssh (key )?fingerprint/i,
    about: "a default ssh fingerprint digest anywhere",
  },
];

void checkBatchKeys({
  batch: "r44",
  products: { gnupg: ["gnupg", "gpg", "gpg-agent"], aria2: ["aria2"] },
  probes: ABSENT_PROBES,
});
