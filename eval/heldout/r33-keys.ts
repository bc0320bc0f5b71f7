import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r33 (eval/real/questions.ts) and nothing else: its documents (MIT Kerberos's and
 * Network UPS Tools', fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r33 question looked up with the suite's `containsKey` in those products' text, and each absent
 * question's likely answer looked for where it would be written (it must not be there). No answer is asked for
 * and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit 1
 * when a key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r33-keys.ts          # r33's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r33-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not
 * hold it). krb5-doc follows Debian's security uploads in bookworm (1.20.1-2+deb12u5 when written), so no probe
 * names an upload after it or the first line of Debian's changelog. Eighteen probes for the ten absent
 * questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // krb5.conf describes udp_preference_limit (TCP before UDP above the limit) without a default value.
  {
    product: "krb5",
    from: "#### udp_preference_limit",
    to: "#### verify_ap_req_nofail",
    not: /\d|default/i,
    about: "krb5's default udp_preference_limit (its entry)",
  },
  { product: "krb5", not: /(?<![\d.])1465(?!\d)/, about: "krb5's default udp_preference_limit (1465 anywhere)" },
  // The README holds the 1.20 and 1.20.1 release notes only; 1.21 is named as the release adding allow_des3 and
  // allow_rc4 (backported by Debian), never with a date.
  { product: "krb5", not: /Major changes in 1\.21/, about: "krb5 1.21's release notes" },
  {
    product: "krb5",
    not: /1\.21[^\n]{0,60}\d{4}-\d{2}-\d{2}|\d{4}-\d{2}-\d{2}[^\n]{0,60}1\.21(?![\d.])/,
    about: "a date next to krb5 1.21",
  },
  // 1.20's notes and tickets name no CVE (CVE-2022-42898 is 1.20.1's); nor does Debian's 1.20-1 upload.
  {
    product: "krb5",
    from: "Major changes in 1.20 (2022-05-26)",
    to: "Acknowledgements",
    not: /CVE/,
    about: "CVE fixed in krb5 1.20 (its release notes)",
  },
  {
    product: "krb5",
    from: "krb5 (1.20-1)",
    to: "\n -- ",
    not: /CVE/,
    about: "CVE fixed in krb5 1.20 (Debian's 1.20-1 upload)",
  },
  // 1.20.1-2+deb12u2 lists CVE-2024-37370 and CVE-2024-37371 and closes no bug.
  {
    product: "krb5",
    from: "krb5 (1.20.1-2+deb12u2)",
    to: "\n -- ",
    not: /closes|bug|#\d/i,
    about: "Debian bug closed by krb5 1.20.1-2+deb12u2",
  },
  // Heimdal is named nowhere (the KCM defaults name org.h5l.kcm, nothing about its database).
  { product: "krb5", not: /heimdal/i, about: "Heimdal's default KDC database (Kerberos's text)" },
  { product: "krb5", not: /\bhdb\b|heimdal\.db/i, about: "Heimdal's hdb database anywhere" },
  // 2.8.0's release notes name no CVE, nor do Debian's 2.8.0 uploads.
  {
    product: "nut",
    from: "Release notes for NUT 2.8.0",
    to: "Release notes for NUT 2.7.4",
    not: /CVE/,
    about: "CVE fixed in NUT 2.8.0 (its release notes)",
  },
  {
    product: "nut",
    from: "nut (2.8.0-7)",
    to: "nut (2.7.4-14)",
    not: /CVE/,
    about: "CVE fixed in NUT 2.8.0 (Debian's 2.8.0 uploads)",
  },
  // NEWS begins with 2.8.0; 2.8.1 is named nowhere.
  { product: "nut", not: /(?<![\d.])2\.8\.1(?![\d])/, about: "NUT 2.8.1 released" },
  // The FAQ only says to raise DEADTIME in upsmon.conf; upsmon.conf(5) is not among the documents.
  {
    product: "nut",
    from: "## 13. What’s this about data stale?",
    to: "## 14.",
    not: /DEADTIME[^\n]{0,200}\d/,
    about: "upsmon's default DEADTIME (the FAQ entry)",
  },
  { product: "nut", not: /DEADTIME\s+\d|DEADTIME[^\n]{0,80}default/i, about: "upsmon's default DEADTIME anywhere" },
  // apcupsd is named as a daemon the apcupsd-ups driver bridges to; its NIS port never.
  { product: "nut", not: /(?<!\d)3551(?!\d)|NISPORT|network information server/i, about: "apcupsd's NIS port" },
  {
    product: "nut",
    not: /apcupsd[^\n]{0,200}port \d|port \d[^\n]{0,200}apcupsd/i,
    about: "a port number next to apcupsd",
  },
  // 2.8.0-2 only updates the symbols file.
  {
    product: "nut",
    from: "nut (2.8.0-2)",
    to: "\n -- ",
    not: /closes|bug|#\d/i,
    about: "Debian bug closed by nut 2.8.0-2",
  },
  { product: "nut", not: /nut \(2\.8\.0-2\)[^]{0,150}#\d{6,7}/, about: "a Debian bug number just after nut 2.8.0-2" },
];

void checkBatchKeys({
  batch: "r33",
  products: { krb5: ["krb5-doc"], nut: ["nut-doc"] },
  probes: ABSENT_PROBES,
});
