/**
 * Vocabulary of the synthetic project history: systems, people, vendors, the planted-fact
 * templates (one attribute of one system each) and the filler sentences around them. Fillers
 * share words with the questions on purpose (same systems, same attribute words, other values).
 */

export type System = { name: string; kind: string; code: string };
export const SYSTEMS: System[] = [
  { name: "Kestrel", kind: "cluster", code: "kes" },
  { name: "Heron", kind: "gateway", code: "her" },
  { name: "Falcon", kind: "billing service", code: "fal" },
  { name: "Wren", kind: "mobile app", code: "wre" },
  { name: "Puffin", kind: "search index", code: "puf" },
  { name: "Merlin", kind: "auth service", code: "mer" },
  { name: "Condor", kind: "data pipeline", code: "con" },
  { name: "Egret", kind: "notification service", code: "egr" },
  { name: "Plover", kind: "scheduler", code: "plo" },
  { name: "Starling", kind: "dashboard", code: "sta" },
  { name: "Ibis", kind: "payments service", code: "ibi" },
  { name: "Tern", kind: "ingest service", code: "ter" },
];

export const PEOPLE = [
  "Ingrid Solberg",
  "Tomas Novak",
  "Priya Raman",
  "Daniel Okafor",
  "Mei Zhou",
  "Lucas Moreau",
  "Aisha Bello",
  "Jonas Berg",
  "Sofia Marquez",
  "Ravi Chandran",
  "Hannah Fischer",
  "Omar Haddad",
  "Elena Petrova",
  "Kenji Watanabe",
];
/** First names of accountable owners; they appear only in planted facts. */
export const OWNERS = ["Freya", "Mateo", "Nadia", "Oskar", "Yuki", "Leila", "Bruno", "Anya"];
export const VENDORS = [
  "Tessellate Cloud",
  "Bluepeak Analytics",
  "Norrland Telecom",
  "Quayside Security",
  "Lumen Metrics",
];
export const FEATURES = [
  "lazy sync",
  "bulk export",
  "smart retries",
  "price preview",
  "offline mode",
  "batch invoicing",
  "fuzzy matching",
  "push digests",
];
export const WORDS = [
  "AMBER",
  "COBALT",
  "SAFFRON",
  "JUNIPER",
  "ONYX",
  "TEAL",
  "RUSSET",
  "IVORY",
  "MAGENTA",
  "OCHRE",
  "SLATE",
  "CITRINE",
];
export const FLOWERS = [
  "Marigold",
  "Bluebell",
  "Foxglove",
  "Larkspur",
  "Yarrow",
  "Snowdrop",
  "Primrose",
  "Thistle",
  "Heather",
  "Clover",
];
export const REGIONS = ["nordics-west", "iberia-south", "alps-central", "baltic-east", "celtic-north"];

/** Placeholders: {S} the system ("the Kestrel cluster"), {V} the value, {P} a person, {F} a feature, {X} a vendor. */
export type FactTemplate = {
  id: string;
  fact: string;
  question: string;
  /** Sentences that share the question's words but state no value. */
  mentions: string[];
};

export const FACTS: FactTemplate[] = [
  {
    id: "rollback",
    fact: "The rollback password for {S} is {V}.",
    question: "What is the rollback password for {S}?",
    mentions: [
      "The rollback password for {S} is kept in the team vault.",
      "Nobody on the call remembered where the rollback password for {S} is documented.",
      "Rotating the rollback password is on the checklist for {S} again.",
    ],
  },
  {
    id: "stagingdb",
    fact: "The staging database for {S} runs on host {V}.",
    question: "Which host runs the staging database for {S}?",
    mentions: [
      "The staging database for {S} was slow again this week.",
      "We should rebuild the staging database host before the next demo of {S}.",
    ],
  },
  {
    id: "pool",
    fact: "{P} set the maximum connection pool size for {S} to {V} connections.",
    question: "What maximum connection pool size was set for {S}?",
    mentions: [
      "Connection pool exhaustion on {S} showed up in the dashboards.",
      "The maximum connection pool size for {S} is still the library default.",
    ],
  },
  {
    id: "flag",
    fact: "The feature flag that disables {F} in {S} is called {V}.",
    question: "What is the feature flag that disables {F} in {S} called?",
    mentions: [
      "Feature flags in {S} need an owner and an expiry date.",
      "We flipped the feature flag for {F} during the demo of {S}.",
    ],
  },
  {
    id: "backup",
    fact: "Nightly backups of {S} are written to the bucket {V}.",
    question: "Which bucket are nightly backups of {S} written to?",
    mentions: [
      "The nightly backups of {S} took longer than usual.",
      "Backup retention for {S} is under review and the bucket policy will change.",
    ],
  },
  {
    id: "phone",
    fact: "The out-of-hours escalation number for {S} is {V}.",
    question: "What is the out-of-hours escalation number for {S}?",
    mentions: [
      "Out-of-hours escalation for {S} goes through the on-call rota.",
      "The escalation number for {S} was missing from the old runbook.",
    ],
  },
  {
    id: "cert",
    fact: "The TLS certificate of {S} expires on {V}.",
    question: "When does the TLS certificate of {S} expire?",
    mentions: [
      "Renewing the TLS certificate of {S} is automated now.",
      "An expired TLS certificate took down a partner integration last year.",
    ],
  },
  {
    id: "ratelimit",
    fact: "The public rate limit of {S} was raised to {V} requests per minute.",
    question: "To how many requests per minute was the public rate limit of {S} raised?",
    mentions: [
      "Partners keep asking about the public rate limit of {S}.",
      "Raising the rate limit of {S} needs sign-off from security.",
    ],
  },
  {
    id: "account",
    fact: "Deployments of {S} use the service account {V}.",
    question: "Which service account do deployments of {S} use?",
    mentions: [
      "The service account permissions for {S} are too broad.",
      "Deployments of {S} failed twice because of an expired service account token.",
    ],
  },
  {
    id: "codename",
    fact: "The next major release of {S} has the codename {V}.",
    question: "What codename does the next major release of {S} have?",
    mentions: [
      "Nobody likes the codename scheme for releases of {S}.",
      "The next major release of {S} slipped by two weeks.",
    ],
  },
  {
    id: "kms",
    fact: "Data at rest in {S} is encrypted with the key alias {V}.",
    question: "Which key alias encrypts data at rest in {S}?",
    mentions: [
      "Encryption of data at rest in {S} was confirmed in the audit.",
      "The key rotation schedule for {S} is owned by security.",
    ],
  },
  {
    id: "contract",
    fact: "The support contract for {S} with {X} was signed for {V} per year.",
    question: "For how much per year was the support contract for {S} signed?",
    mentions: [
      "The support contract for {S} comes up for renewal soon.",
      "{X} asked to extend the support contract to more systems.",
    ],
  },
  {
    id: "owner",
    fact: "The accountable owner of {S} since the reorganisation is {V}.",
    question: "Who is the accountable owner of {S}?",
    mentions: [
      "The accountable owner of {S} changed twice this year.",
      "Ownership of {S} will be reviewed after the reorganisation.",
    ],
  },
  {
    id: "latency",
    fact: "The agreed p99 latency budget for {S} is {V} milliseconds.",
    question: "What p99 latency budget was agreed for {S}?",
    mentions: [
      "The p99 latency of {S} spiked during the load test.",
      "We still have no agreed latency budget for the batch endpoints of {S}.",
    ],
  },
  {
    id: "window",
    fact: "The monthly maintenance window for {S} starts at {V} UTC on the first Sunday.",
    question: "At what time does the monthly maintenance window for {S} start?",
    mentions: [
      "The monthly maintenance window for {S} was too short last time.",
      "Customers were not told about the maintenance window for {S}.",
    ],
  },
  {
    id: "errorcode",
    fact: "Clients of {S} receive error code {V} when their quota is exhausted.",
    question: "Which error code do clients of {S} receive when their quota is exhausted?",
    mentions: [
      "Quota exhaustion on {S} is rare but confusing for clients.",
      "The error codes of {S} are not documented for clients yet.",
    ],
  },
  {
    id: "dr",
    fact: "The disaster recovery copy of {S} lives in the {V} region.",
    question: "In which region does the disaster recovery copy of {S} live?",
    mentions: [
      "The disaster recovery drill for {S} is planned for next quarter.",
      "The recovery copy of {S} was out of date during the last drill.",
    ],
  },
  {
    id: "commit",
    fact: "The memory regression in {S} was traced to commit {V}.",
    question: "To which commit was the memory regression in {S} traced?",
    mentions: [
      "Another memory regression in {S} was reported by QA.",
      "Memory usage of {S} grows slowly between deploys.",
    ],
  },
  {
    id: "license",
    fact: "The license key for the monitoring agent on {S} is {V}.",
    question: "What is the license key for the monitoring agent on {S}?",
    mentions: [
      "The monitoring agent on {S} needs a license upgrade.",
      "License costs for the monitoring agent went up this year.",
    ],
  },
  {
    id: "dlq",
    fact: "Failed jobs from {S} are moved to the dead-letter queue {V}.",
    question: "Which dead-letter queue receives failed jobs from {S}?",
    mentions: [
      "The dead-letter queue of {S} keeps growing.",
      "Failed jobs from {S} are retried three times before anyone looks.",
    ],
  },
];

/** Filler sentences for any document. {S}/{S2} systems, {P}/{P2} people, {N} numbers, {D} a date, {T} a ticket, {X} a vendor, {F} a feature. */
export const FILLERS = [
  "{P} walked through the current state of {S} and the open questions.",
  "{S} handled {N} requests per second at peak without errors.",
  "Latency on {S} improved by {PCT} after the cache change in v{VER}.",
  "{P} will pair with {P2} on {T} next sprint.",
  "The dependency between {S} and {S2} is still not documented.",
  "QA found {SMALL} regressions in the build of {S} from {D}.",
  "{P} asked whether {S2} could absorb the extra load from {S}.",
  "Error rates on {S} stayed below {PCT} during the rollout.",
  "{P} shared a draft of the runbook for {S}.",
  "The migration of {S} to the new network is {PCT} complete.",
  "Customers reported slow responses from {S} on {D}.",
  "The deploy pipeline of {S} now runs in {SMALL} minutes.",
  "The cost of {S} went up by {MONEY} last month, mostly storage.",
  "The on-call rota for {S} is covered until the end of the month.",
  "{P} raised a concern about the test coverage of {S}, which is at {PCT}.",
  "The alert threshold for {S} was lowered to reduce noise.",
  "{P} approved the change request {T} for {S} on {D}.",
  "Load tests against {S} are scheduled for {D}.",
  "{S} now exposes health checks on a separate port.",
  "Logs from {S} reach the central store with a delay of about {SMALL} seconds.",
  "The team behind {S2} asked for a clearer contract with {S}.",
  "We need to follow up with {X} about the pricing change.",
  "{P} will write up the findings by Friday.",
  "The retry policy of {S} was changed to exponential backoff.",
  "Support tickets about {S} dropped by {PCT} since {MONTH}.",
  "{P} thinks the schema of {S} needs a cleanup before the {F} work starts.",
  "The {F} feature depends on an API change in {S2}.",
  "{P} noted that {T} is blocked on a review from {P2}.",
  "Dashboards for {S} were rebuilt to show saturation and error budget.",
  "The staging environment was unavailable for {SMALL} hours on {D}.",
  "A junior engineer joined the team working on {S} this month.",
  "The documentation for {S} is out of date in several places.",
  "{P} demoed the {F} prototype to the product team.",
  "We decided to keep {S} on version {VER} until the migration is done.",
  "{X} confirmed the new quota for our account on {D}.",
  "There were {SMALL} pages for {S} over the weekend, all false alarms.",
  "The canary for {S} ran for {SMALL} hours before the full rollout.",
  "{P2} pointed out that the timeout between {S} and {S2} is too aggressive.",
  "The data contract for {F} was agreed with the analytics team.",
  "Disk usage on {S} is at {PCT} and growing by {SMALL} percent a week.",
  "{P} will check the access logs of {S} for the audit.",
  "The benchmark of {S} showed {N} operations per second on the new instances.",
  "Security asked for a review of the secrets used by {S}.",
  "{S} and {S2} share a database, which makes upgrades risky.",
  "{P} proposed splitting {S} into two deployable units.",
  "The release notes for v{VER} of {S} were published on {D}.",
  "We lost about {SMALL} minutes of metrics from {S} during the upgrade.",
  "Product wants {F} in {S} before the end of {MONTH}.",
  "{P} reviewed the incident timeline with {P2}.",
  "The backlog for {S} has {N} open items, most of them minor.",
];
