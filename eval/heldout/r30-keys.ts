import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r30 (eval/real/questions.ts) and nothing else: its documents (ProFTPD's and
 * Kea's, fetched with apt as the suite fetches them) read as the import reads them, every key of every
 * r30 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r30-keys.ts          # r30's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r30-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage
 * must not hold it). Kea's manual pages keep typographic quotes ("logger’s"), so the passage of the
 * debuglevel option is cut out with the curly apostrophe. Fifteen probes for the nine absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // ProFTPD's NEWS begins with 1.3.8; Debian's changelog names 1.3.8a once ("ProFTPD before 1.3.8a"), undated.
  {
    product: "proftpd",
    not: /1\.3\.8a\s*-\s*Released|1\.3\.8a[^\n]{0,40}\breleased\b|\(1\.3\.8a/i,
    about: "ProFTPD 1.3.8a released (a dated entry anywhere)",
  },
  {
    product: "proftpd",
    not: /(?<![\w.])1\.3\.(8[b-z]|9)\b/,
    about: "ProFTPD releases after 1.3.8a named anywhere",
  },
  // 1.3.8rc3 is features and bug fixes, with no CVE in NEWS or the release notes.
  {
    product: "proftpd",
    from: "1.3.8rc3 - Released 23-Apr-2022",
    to: "1.3.8rc2 - Released",
    not: /CVE/,
    about: "CVE fixed in ProFTPD 1.3.8rc3 (its NEWS section)",
  },
  {
    product: "proftpd",
    from: "1.3.8rc3\n---------",
    to: "1.3.8rc2\n---------",
    not: /CVE|vulnerab|security/i,
    about: "CVE fixed in ProFTPD 1.3.8rc3 (its release notes section)",
  },
  // TimeoutLogin is named (mod_core's "See also", NEWS's bug titles) but its directive page is not among the documents.
  {
    product: "proftpd",
    not: /TimeoutLogin[^\n]{0,80}\d|\blog ?in[^\n]{0,40}time ?out[^\n]{0,40}\b\d+ ?(s\b|sec|min)/i,
    about: "ProFTPD's default TimeoutLogin (a number near it anywhere)",
  },
  // mod_delay's page is not among the documents; NEWS names the DelayTable without a path.
  {
    product: "proftpd",
    not: /DelayTable[^\n]{0,100}\/|proftpd\.delay/i,
    about: "ProFTPD's default DelayTable path",
  },
  // 1.3.8+dfsg-4+deb12u3 patches two CVEs and closes no bug.
  {
    product: "proftpd",
    from: "proftpd-dfsg (1.3.8+dfsg-4+deb12u3)",
    to: "\n -- ",
    not: /closes|bug#|#\d/i,
    about: "Debian bug closed by proftpd-dfsg 1.3.8+dfsg-4+deb12u3",
  },
  // Kea's ChangeLog begins with 2.2.0; Debian's changelog with 2.2.0-6.
  { product: "kea", not: /(?<![\w.])2\.2\.1\b/, about: "Kea 2.2.1 released" },
  // The only CVEs in the ChangeLog are 1.6.0's (Debian's 1.7.5-1 lists the same three); 1.8.0's section names none.
  {
    product: "kea",
    from: "Kea 1.8.0 (stable) released on Aug 26, 2020",
    to: "Kea 1.7.10 (development)",
    not: /CVE|\[sec\]/,
    about: "CVE fixed in Kea 1.8.0 (its ChangeLog section)",
  },
  { product: "kea", not: /CVE(?![:-]2019-647[234])/, about: "CVE fixed in Kea 1.8.0 (no CVE but 1.6.0's anywhere)" },
  // debuglevel is given a range (0 to 99) and no default.
  {
    product: "kea",
    from: "When a logger’s severity is set to DEBUG",
    to: "The output_options (list) Logger",
    not: /default/i,
    about: "Kea's default debuglevel (its entry)",
  },
  {
    product: "kea",
    not: /debug ?level[^\n]{0,60}\bdefault|\bdefault[^\n]{0,60}debug ?level/i,
    about: "Kea's default debuglevel (a default near it anywhere)",
  },
  // A TSIG key's algorithm lists the supported ones, with no default.
  {
    product: "kea",
    from: "- algorithm - specifies which hashing algorithm",
    to: "- digest-bits",
    not: /default/i,
    about: "D2's default TSIG algorithm (its entry)",
  },
  {
    product: "kea",
    not: /\bdefault[^\n]{0,60}\bHMAC|\bHMAC-?[\w.-]*[^\n]{0,40}\b(is|as) (the )?default/i,
    about: "D2's default TSIG algorithm (an HMAC named a default anywhere)",
  },
  {
    product: "kea",
    from: "### 13.3.3. TSIG Key List",
    to: "### 13.3.4. Forward DDNS",
    not: /algorithm[^\n]{0,60}\b(defaults?|omitted|not specified|unless)/i,
    about: "D2's default TSIG algorithm (the TSIG key list section)",
  },
];

void checkBatchKeys({
  batch: "r30",
  products: { proftpd: ["proftpd-doc"], kea: ["kea-doc", "kea-common"] },
  probes: ABSENT_PROBES,
});
