import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r66 (eval/real/questions.ts) and nothing else: its documents (SANE's scanimage(1), saned(8),
 * sane-find-scanner(1), sane(7), sane-dll(5), sane-net(5), sane-usb(5), sane-scsi(5), sane-escl(5), sane-pixma(5),
 * sane-epson2(5), sane-genesys(5), sane-fujitsu(5), sane-test(5), sane-plustek(5), sane-canon_dr(5), sane-avision(5)
 * and sane-hp5590(5) manual pages, installed saned.conf, net.conf and dll.conf, upstream NEWS (NEWS.gz), Debian
 * changelog, sane-utils' README.Debian, README and README.linux; PowerDNS Recursor's installed recursor.conf,
 * pdns_recursor(1) and rec_control(1) manual pages and Debian changelog, fetched with apt as the suite fetches them)
 * read as the import reads them, every key of every r66 question looked up with the suite's `containsKey` in those
 * products' text, and each absent question's likely answer looked for where it would be written (it must not be
 * there). No answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered, or the
 * batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r66-keys.ts          # r66's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r66-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * sane-utils and libsane-common 1.2.1-2 and pdns-recursor 4.8.8-1+deb12u1 are bookworm's versions when written.
 * Twenty probes for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // sane-genesys(5) says only that 0 keeps the lamp on; no default is given, nor is one in NEWS.
  {
    product: "sane",
    from: "#### --lamp-off-time number",
    to: "#### --threshold percent",
    not: /default|\b[1-9]\d* ?(min|mins|minutes?)\b/i,
    about: "a default in sane-genesys(5)'s --lamp-off-time entry",
  },
  {
    product: "sane",
    not: /lamp-off-time[^\n]{0,300}default|default[^\n]{0,100}lamp-off-time/i,
    about: "a --lamp-off-time default anywhere in SANE's documents",
  },
  // rec_control(1) describes --timeout without a default; recursor.conf has no rec_control timeout.
  {
    product: "pdns-recursor",
    from: "#### --timeout=<num>",
    to: "## COMMANDS",
    not: /default|\d/i,
    about: "a default in rec_control(1)'s --timeout entry",
  },
  {
    product: "pdns-recursor",
    not: /rec_control[^\n]{0,200}timeout[^\n]{0,100}\b\d+ ?(s|sec|seconds?)\b/i,
    about: "a rec_control timeout in seconds anywhere in the Recursor's documents",
  },
  // Debian's 1.2.1-1 entry drops and refreshes patches and build dependencies; no CVE.
  {
    product: "sane",
    from: "sane-backends (1.2.1-1)",
    to: "sane-backends (1.1.1-6)",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in Debian's sane-backends 1.2.1-1 entry",
  },
  {
    product: "sane",
    not: /1\.2\.1[^\n]{0,200}CVE|CVE[^\n]{0,200}1\.2\.1/,
    about: "a CVE named with 1.2.1 anywhere in SANE's documents",
  },
  // sane-escl(5) lists models, mDNS service names and files, no port; escl.conf is not among the documents.
  {
    product: "sane",
    from: "# sane-escl(5)",
    to: "## AUTHORS",
    not: /\bport\b|:\d{2,5}\b/i,
    about: "a port in sane-escl(5)",
  },
  {
    product: "sane",
    not: /escl[^\n]{0,200}\bport\b[^\n]{0,40}\b\d{2,5}\b/i,
    about: "an eSCL port number anywhere in SANE's documents",
  },
  // Debian's 4.8.2-1 entry says only "New upstream version 4.8.2".
  {
    product: "pdns-recursor",
    from: "pdns-recursor (4.8.2-1)",
    to: "pdns-recursor (4.8.1-1)",
    not: /CVE|security|advisory/i,
    about: "a CVE in Debian's pdns-recursor 4.8.2-1 entry",
  },
  {
    product: "pdns-recursor",
    not: /4\.8\.2[^\n]{0,200}CVE/,
    about: "a CVE named with 4.8.2 anywhere in the Recursor's documents",
  },
  // Debian's changelog goes from 4.8.2-1 straight to 4.8.4-1: 4.8.3 was never uploaded.
  {
    product: "pdns-recursor",
    not: /4\.8\.3/,
    about: "4.8.3 anywhere in the Recursor's documents",
  },
  {
    product: "pdns-recursor",
    from: "pdns-recursor (4.8.4-1)",
    to: "pdns-recursor (4.8.1-1)",
    not: /4\.8\.3/,
    about: "a 4.8.3 upload between Debian's 4.8.4-1 and 4.8.1-1 entries",
  },
  // NEWS goes from 1.1.1 (2022-01-18) straight back to 1.0.32; sane-fujitsu(5) names SANE 1.1.2, never 1.1.0.
  {
    product: "sane",
    not: /(?<![\d.])1\.1\.0(?!\d)/,
    about: "sane-backends 1.1.0 anywhere in SANE's documents",
  },
  {
    product: "sane",
    from: "## New with 1.1.1 (released 2022-01-18)",
    to: "## New with 1.0.32",
    not: /1\.1\.0/,
    about: "a 1.1.0 section between NEWS's 1.1.1 and 1.0.32 sections",
  },
  // recursor.conf describes structured-logging without a version; Debian's changelog never names it.
  {
    product: "pdns-recursor",
    not: /structured[- ]logging[^\n]{0,300}\b\d\.\d+(\.\d+)?\b/i,
    about: "a version with structured-logging anywhere in the Recursor's documents",
  },
  {
    product: "pdns-recursor",
    from: "pdns-recursor (4.8.8-1+deb12u1)",
    to: "# Older entries have been removed",
    not: /structured/i,
    about: "structured logging in Debian's pdns-recursor changelog",
  },
  // sane-epson2(5) describes --threshold without a default or a range.
  {
    product: "sane",
    from: "The --threshold switch",
    to: "The --mirror option",
    not: /default|\d/i,
    about: "a default in sane-epson2(5)'s --threshold paragraph",
  },
  {
    product: "sane",
    from: "# sane-epson2(5)",
    to: "## CONFIGURATION FILE",
    not: /threshold[^\n]{0,200}default/i,
    about: "a --threshold default anywhere in sane-epson2(5)'s options",
  },
  // Debian's 4.8.8-1+deb12u1 entry backports the 4.9.8 patch and closes #1083285; nobody is credited.
  {
    product: "pdns-recursor",
    from: "pdns-recursor (4.8.8-1+deb12u1)",
    to: "pdns-recursor (4.8.8-1)",
    not: /report|thank|found|discover|credit/i,
    about: "a reporter in Debian's 4.8.8-1+deb12u1 entry",
  },
  {
    product: "pdns-recursor",
    not: /25590[^\n]{0,200}(report|thank|found|discover|credit)/i,
    about: "a reporter named with CVE-2024-25590 anywhere in the Recursor's documents",
  },
];

void checkBatchKeys({
  batch: "r66",
  products: { sane: ["sane-utils", "libsane-common"], "pdns-recursor": ["pdns-recursor"] },
  probes: ABSENT_PROBES,
});
