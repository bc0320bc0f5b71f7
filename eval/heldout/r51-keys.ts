import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r51 (eval/real/questions.ts) and nothing else: its documents (OpenDKIM's opendkim.conf(5),
 * opendkim(8) and opendkim-lua(3) manual pages, README, README.opendkim, RELEASE_NOTES (changelog.gz), Debian
 * changelog, NEWS, README.Debian, FEATURES and KNOWNBUGS; lldpd's lldpd(8) and lldpcli(8) manual pages, README.md,
 * NEWS, git changelog, Debian changelog and README.Debian, fetched with apt as the suite fetches them) read as the
 * import reads them, every key of every r51 question looked up with the suite's `containsKey` in those products' text,
 * and each absent question's likely answer looked for where it would be written (it must not be there). No answer is
 * asked for and no baseline is ranked: the integrator scores the batch once with `npm run eval -- --suite real`. Exit
 * 1 when a key is missing, an absent question turns out to be answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r51-keys.ts          # r51's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r51-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/** Where opendkim.conf(5)'s parameter list begins and ends. */
const ODK_PARAMETERS = "## PARAMETERS";
const ODK_NOTES = "## NOTES";

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * opendkim 2.11.0~beta2-8+deb12u1 and lldpd 1.0.16-1+deb12u1 are bookworm's versions when written. Twenty-one probes
 * for the ten absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // opendkim.conf(5) has no ATPS parameters at all (only NEWS.Debian names ATPSDomains, with no default or hash).
  {
    product: "opendkim",
    from: ODK_PARAMETERS,
    to: ODK_NOTES,
    not: /ATPS/,
    about: "an ATPS parameter in opendkim.conf(5)",
  },
  {
    product: "opendkim",
    not: /ATPSHashAlgorithm|ATPS[^\n]{0,80}hash/i,
    about: "an ATPS hash algorithm anywhere in OpenDKIM's documents",
  },
  // Debian's 2.11.0~beta2-8 entry names the RSA_Sign fix with its Debian bug, no CVE (the CVE of +deb12u1 is another).
  {
    product: "opendkim",
    from: "opendkim (2.11.0~beta2-8) unstable",
    to: "opendkim (2.11.0~beta2-7) unstable",
    not: /CVE/,
    about: "a CVE in Debian's 2.11.0~beta2-8 entry",
  },
  {
    product: "opendkim",
    not: /RSA_Sign[^\n]{0,200}CVE|CVE[^\n]{0,200}RSA_Sign/,
    about: "a CVE next to RSA_Sign anywhere in OpenDKIM's documents",
  },
  // README.Debian says the UNIX socket is the default and that Socket can move it, never where it is.
  {
    product: "opendkim",
    from: "Notes for Postfix users",
    to: "Changing group ownership of socket",
    not: /local:\/|\.sock\b|\/run\//,
    about: "a socket path in README.Debian's Postfix notes",
  },
  {
    product: "opendkim",
    not: /opendkim\.sock|\/run\/opendkim|\/var\/run\/opendkim|\/var\/spool\/postfix\/opendkim/,
    about: "Debian's opendkim socket path anywhere in OpenDKIM's documents",
  },
  // Neither manual page nor README gives a thread count; the release notes mention pthreads and thread safety only.
  {
    product: "opendkim",
    from: ODK_PARAMETERS,
    to: ODK_NOTES,
    not: /\bthreads?\b/i,
    about: "a thread setting in opendkim.conf(5)",
  },
  {
    product: "opendkim",
    not: /\bthreads?\b[^\n]{0,80}\b\d+\b|\b\d+\b[^\n]{0,40}\b(worker )?threads\b/i,
    about: "a thread count anywhere in OpenDKIM's documents",
  },
  // ARC (RFC 8617) is OpenARC's business: OpenDKIM's documents never name it.
  {
    product: "opendkim",
    from: ODK_PARAMETERS,
    to: ODK_NOTES,
    not: /\bARC\b|8617|ARC-Seal/i,
    about: "an ARC option in opendkim.conf(5)",
  },
  {
    product: "opendkim",
    not: /\bARC\b|RFC ?8617|ARC-Seal|ARC-Message-Signature/,
    about: "ARC anywhere in OpenDKIM's documents",
  },
  // lldpcli(8) names tx-interval, tx-hold and the MED fast start only; no reinitialization delay anywhere.
  {
    product: "lldpd",
    from: "# LLDPCLI(8)",
    to: "## SEE ALSO",
    not: /reinit|re-init/i,
    about: "a reinitialization delay in lldpcli(8)",
  },
  {
    product: "lldpd",
    not: /reinit|re-init|reinitiali[sz]ation/i,
    about: "a reinitialization delay anywhere in lldpd's documents",
  },
  // lldpcli(8)'s custom-tlv entries describe add and replace and nothing about a maximum count.
  {
    product: "lldpd",
    from: "lldp custom-tlv [add",
    to: "configure med fast-start",
    not: /maximum|at most|up to|limit/i,
    about: "a custom TLV limit in lldpcli(8)",
  },
  {
    product: "lldpd",
    not: /custom[- ]?tlvs?[^\n]{0,100}(maximum|at most|up to|limit)/i,
    about: "a custom TLV limit anywhere in lldpd's documents",
  },
  // 1.0.15's NEWS section, git changelog section and Debian upload name no CVE.
  {
    product: "lldpd",
    from: "lldpd (1.0.15)",
    to: "lldpd (1.0.14)",
    not: /CVE/,
    about: "a CVE in NEWS's 1.0.15 section",
  },
  {
    product: "lldpd",
    from: "1.0.15 [",
    to: "1.0.14 [",
    not: /CVE|security/i,
    about: "a CVE in the git changelog's 1.0.15 section",
  },
  {
    product: "lldpd",
    from: "lldpd (1.0.15-1)",
    to: "lldpd (1.0.14-1)",
    not: /CVE/,
    about: "a CVE in Debian's 1.0.15-1 upload",
  },
  // lldpd(8) says how to enable the AgentX subagent, never which OID subtree it registers.
  {
    product: "lldpd",
    from: "# LLDPD(8)",
    to: "## FILTERING NEIGHBORS",
    not: /\bOID\b|subtree|1\.0\.8802/i,
    about: "an OID subtree in lldpd(8)",
  },
  {
    product: "lldpd",
    not: /1\.0\.8802|1\.3\.6\.1|\biso\(|lldpMIB|subtree/i,
    about: "the LLDP-MIB's OID anywhere in lldpd's documents",
  },
  // lldpcli(8)'s tx-hold entry gives the default (4) and the resulting TTL, no range.
  {
    product: "lldpd",
    from: "configure lldp tx-hold hold",
    to: "lldp status rx-and-tx",
    not: /maximum|at most|up to|between|range|\bmax\b/i,
    about: "a tx-hold upper bound in lldpcli(8)",
  },
  {
    product: "lldpd",
    not: /tx-?hold[^\n]{0,120}(maximum|at most|up to|between|range|\bmax\b)/i,
    about: "a tx-hold upper bound anywhere in lldpd's documents",
  },
];

void checkBatchKeys({
  batch: "r51",
  products: { opendkim: ["opendkim"], lldpd: ["lldpd"] },
  probes: ABSENT_PROBES,
});
