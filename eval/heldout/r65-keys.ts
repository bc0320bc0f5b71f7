import { checkBatchKeys, type AbsentProbe } from "./batch-keys";

/**
 * The key check of batch r65 (eval/real/questions.ts) and nothing else: its documents (rdiff-backup's rdiff-backup(1),
 * rdiff-backup-old(1), rdiff-backup-statistics(1) and rdiff-backup-delete(1) manual pages, the upstream
 * CHANGELOG.adoc, FAQ.adoc, README.adoc, examples.adoc, migration.adoc and credits.adoc, Debian changelog, NEWS.Debian
 * and README.Debian; duplicity's duplicity(1) and rdiffdir(1) manual pages, the upstream changelog (changelog.gz),
 * Debian changelog and NEWS.Debian, README-LOG.md and examples/system-backup, fetched with apt as the suite fetches
 * them) read as the import reads them, every key of every r65 question looked up with the suite's `containsKey` in
 * those products' text, and each absent question's likely answer looked for where it would be written (it must not be
 * there). No answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be answered, or the
 * batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r65-keys.ts          # r65's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r65-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */

/**
 * Where each absent question's answer would be written, and what it would look like (the passage must not hold it).
 * rdiff-backup 2.2.2-1 and duplicity 0.8.22-1+b3 are bookworm's versions when written. Twenty probes for the ten
 * absent questions, in the batch's order.
 */
const ABSENT_PROBES: AbsentProbe[] = [
  // duplicity(1) describes --backend-retry-delay without a default; neither changelog names one.
  {
    product: "duplicity",
    from: "##### --backend-retry-delay number",
    to: "##### --cf-backend",
    not: /\d|default/i,
    about: "a default in duplicity(1)'s --backend-retry-delay entry",
  },
  {
    product: "duplicity",
    not: /backend-retry-delay[^\n]{0,300}(default|\b\d+ ?(s|sec|seconds?)\b)/i,
    about: "a --backend-retry-delay default anywhere in duplicity's documents",
  },
  // Debian's 0.8.22-1 entry ships requirements.txt (#1007215); no CVE anywhere in duplicity's documents.
  {
    product: "duplicity",
    from: "duplicity (0.8.22-1)",
    to: "duplicity (0.8.21-1)",
    not: /CVE|security|vulnerab/i,
    about: "a CVE in Debian's duplicity 0.8.22-1 entry",
  },
  {
    product: "duplicity",
    not: /CVE/,
    about: "a CVE anywhere in duplicity's documents",
  },
  // Debian's changelog goes from 0.8.18-1 to 0.8.20-1: 0.8.19 was never uploaded (upstream's rel.0.8.19 is dated).
  {
    product: "duplicity",
    not: /0\.8\.19-1|duplicity \(0\.8\.19/,
    about: "a Debian duplicity 0.8.19-1 upload anywhere in duplicity's documents",
  },
  {
    product: "duplicity",
    from: "duplicity (0.8.20-1)",
    to: "duplicity (0.8.18-1)",
    not: /0\.8\.19/,
    about: "a 0.8.19 upload between Debian's 0.8.20-1 and 0.8.18-1 entries",
  },
  // duplicity(1) lists the tiers (Hot|Cool|Archive) and names no default.
  {
    product: "duplicity",
    from: "##### --azure-blob-tier",
    to: "##### --azure-max-single-put-size",
    not: /default/i,
    about: "a default in duplicity(1)'s --azure-blob-tier entry",
  },
  {
    product: "duplicity",
    not: /azure-blob-tier[^\n]{0,200}default|default[^\n]{0,100}\b(Hot|Cool|Archive)\b/,
    about: "a default Azure tier anywhere in duplicity's documents",
  },
  // duplicity(1) only says --no-compression turns GZip off; no compression level is named anywhere.
  {
    product: "duplicity",
    not: /compress(ion)?[ -]level|level[^\n]{0,40}(gzip|compress)|gzip[^\n]{0,40}(-[1-9]\b|level)/i,
    about: "a gzip compression level anywhere in duplicity's documents",
  },
  {
    product: "duplicity",
    from: "##### --no-compression",
    to: "##### --no-encryption",
    not: /\d|level/i,
    about: "a compression level in duplicity(1)'s --no-compression entry",
  },
  // The v2.1.1a0 section of CHANGELOG.adoc is the one without a date.
  {
    product: "rdiff-backup",
    from: "== New in v2.1.1a0",
    to: "=== Changes",
    not: /\d{4}[-/]\d{1,2}[-/]\d{1,2}|\b(19|20)\d\d\b/,
    about: "a release date in the v2.1.1a0 heading",
  },
  {
    product: "rdiff-backup",
    not: /2\.1\.1a0[^\n]{0,60}\d{4}|\d{4}[^\n]{0,60}2\.1\.1a0/,
    about: "a date next to v2.1.1a0 anywhere in rdiff-backup's documents",
  },
  // Debian's 1.2.8-8 entry says only "to fix security issue (Closes: #928885)"; no CVE anywhere.
  {
    product: "rdiff-backup",
    from: "rdiff-backup (1.2.8-8)",
    to: "# Older entries have been removed",
    not: /CVE|CAN-\d/,
    about: "a CVE in Debian's rdiff-backup 1.2.8-8 entry",
  },
  {
    product: "rdiff-backup",
    not: /CVE/,
    about: "a CVE anywhere in rdiff-backup's documents",
  },
  // Both manual pages describe --max-file-size without a default.
  {
    product: "rdiff-backup",
    from: "#### --max-file-size sizeinbytes",
    to: "#### --min-file-size",
    not: /default|\d/i,
    about: "a default in rdiff-backup(1)'s --max-file-size entry",
  },
  {
    product: "rdiff-backup",
    from: "#### --max-file-size size\n",
    to: "#### --min-file-size size",
    not: /default|\d/i,
    about: "a default in rdiff-backup-old(1)'s --max-file-size entry",
  },
  // The v2.2.2 section names only its fix (closes #813) and its author, no reporter.
  {
    product: "rdiff-backup",
    from: "== New in v2.2.2",
    to: "== New in v2.2.1",
    not: /report|thanks|suggest/i,
    about: "a reporter in the v2.2.2 section",
  },
  {
    product: "rdiff-backup",
    not: /#813[^\n]{0,200}(report|thanks)|(report|thanks)[^\n]{0,200}#813/i,
    about: "a reporter of #813 anywhere in rdiff-backup's documents",
  },
  // Only Python 3.5 (v2.1.0a0) and 3.6 (v2.1.2b1) are dropped; README.adoc requires 3.7 or higher.
  {
    product: "rdiff-backup",
    not: /(stop|drop|remov|no longer)[^\n]{0,80}Python 3\.7|Python 3\.7[^\n]{0,80}(no longer|dropped|removed|unsupported|deprecat)/i,
    about: "dropped Python 3.7 support anywhere in rdiff-backup's documents",
  },
  {
    product: "rdiff-backup",
    from: "== New in v2.2.2",
    to: "== New in v2.1.1a0",
    not: /3\.7/,
    about: "Python 3.7 in the 2.1.2 to 2.2.2 sections",
  },
];

void checkBatchKeys({
  batch: "r65",
  products: { "rdiff-backup": ["rdiff-backup"], duplicity: ["duplicity"] },
  probes: ABSENT_PROBES,
});
