import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r34 (eval/real/questions.ts) and nothing else: its documents (Unbound's and smartmontools'
 * manual pages, NEWS and changelogs, fetched with apt as the suite fetches them) read as the import reads them, every
 * key of every r34 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for and
 * no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1 when a key
 * is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r34-keys.ts          # r34's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r34-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold
 * it). unbound follows Debian's updates in bookworm (1.17.1-2+deb12u4 when written), so no probe names an upload
 * after it or the first line of Debian's changelog. Seventeen probes for the ten absent questions, in the batch's
 * order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // The upstream changelog ends with the 1.17.1 tag and the fixes after it; 1.18 is named nowhere.
  { product: "unbound", not: /(?<![\d.])1\.18(?![\d])/, about: "Unbound 1.18 anywhere" },
  // unbound.conf gives num-threads no default ("Use 1 for no threading"; the memory example sets 1).
  {
    product: "unbound",
    from: "#### num-threads: <number>",
    to: "#### port:",
    not: /default/i,
    about: "Unbound's default num-threads (its entry)",
  },
  {
    product: "unbound",
    not: /num-threads[^\n]{0,80}default|default[^\n]{0,80}num-threads/i,
    about: "a default next to num-threads anywhere",
  },
  // 1.17.1-2+deb12u1 fixes error log flooding with DNS over TLS (closes #1038243), no CVE.
  {
    product: "unbound",
    from: "unbound (1.17.1-2+deb12u1)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed by unbound 1.17.1-2+deb12u1",
  },
  {
    product: "unbound",
    not: /deb12u1[^\n]{0,120}CVE-\d|CVE-\d{4}-\d+[^\n]{0,120}deb12u1/,
    about: "a CVE next to deb12u1",
  },
  // dnscrypt-port names no port number and no default.
  {
    product: "unbound",
    from: "#### dnscrypt-port: <port number>",
    to: "#### dnscrypt-provider:",
    not: /\d|default/i,
    about: "Unbound's default dnscrypt-port (its entry)",
  },
  {
    product: "unbound",
    not: /dnscrypt[^\n]{0,60}(port|listen)[^\n]{0,40}\d{2,5}/i,
    about: "a port number next to dnscrypt anywhere",
  },
  // CoreDNS is named nowhere (PowerDNS, BIND and Knot only for the NSEC3 iteration limit).
  { product: "unbound", not: /coredns/i, about: "CoreDNS's cache plugin (Unbound's text)" },
  { product: "unbound", not: /kubernetes/i, about: "Kubernetes anywhere in Unbound's text" },
  // NEWS begins with 7.3 (2022-02-28); 7.4 is named nowhere.
  { product: "smartmontools", not: /(?<![\d.])7\.4(?![\d])/, about: "smartmontools 7.4 anywhere" },
  // 7.3's notes name the mailutils code execution fix without a CVE; no CVE is named anywhere.
  {
    product: "smartmontools",
    from: "Summary: smartmontools release 7.3",
    to: "Summary: smartmontools release 7.2",
    not: /CVE|CAN-\d/,
    about: "CVE fixed in smartmontools 7.3 (its notes)",
  },
  { product: "smartmontools", not: /CVE/, about: "a CVE anywhere in smartmontools' text" },
  // '-t pending,N' sets the timer; no default is given (the example uses 45).
  {
    product: "smartmontools",
    from: "pending,N - [ATA only]",
    to: "vendor,N - [ATA only]",
    not: /default/i,
    about: "default pending read-scan timer (its entry)",
  },
  {
    product: "smartmontools",
    not: /pending timer[^.]{0,120}default|default[^.]{0,60}pending timer/i,
    about: "a default next to the pending timer anywhere",
  },
  // hddtemp is named nowhere, nor its port.
  { product: "smartmontools", not: /hddtemp/i, about: "hddtemp (smartmontools' text)" },
  { product: "smartmontools", not: /(?<!\d)7634(?!\d)/, about: "hddtemp's port 7634" },
  // NEWS jumps from 5.34 (2005-04-19) to 5.36 (2006-04-12); 5.35 is named nowhere.
  { product: "smartmontools", not: /(?<![\d.])5\.35(?![\d])/, about: "smartmontools 5.35 anywhere" },
];

void checkBatchKeys({
  batch: "r34",
  products: { unbound: ["unbound"], smartmontools: ["smartmontools"] },
  probes: ABSENT_PROBES,
});
