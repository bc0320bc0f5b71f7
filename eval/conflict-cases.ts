/**
 * The conflict check's cases: a branch's own messages and the parent's messages after the branch
 * point, with the contradictions planted in them (a phrase of the branch's statement and one of the
 * parent's). Everything else in a case is an agreement, a paraphrase or an unrelated statement that
 * must not be flagged. Written by hand with varied phrasing (not one template): changed numbers,
 * dates, names, decisions and negations, and paraphrases that are not contradictions.
 */

export interface ConflictCase {
  name: string;
  branch: string[];
  parent: string[];
  /** [a phrase of the branch statement, a phrase of the parent statement] per planted contradiction. */
  conflicts: [string, string][];
}

export const CONFLICT_CASES: ConflictCase[] = [
  {
    name: "launch date moved",
    branch: ["When should we launch?", "Let's plan the public launch for May 3."],
    parent: ["Heads up: the public launch slipped to May 10.", "Marketing still needs the press kit."],
    conflicts: [["launch for May 3", "slipped to May 10"]],
  },
  {
    name: "budget figure",
    branch: ["The pilot budget is $40,000.", "Procurement needs two quotes."],
    parent: ["Finance came back: we have $55k for the pilot budget.", "Thanks, noted."],
    conflicts: [["$40,000", "$55k"]],
  },
  {
    name: "owner changed (names)",
    branch: ["Priya owns the data migration.", "The migration starts after the freeze."],
    parent: ["Update: Tomasz owns the data migration now; Priya moved to search."],
    conflicts: [["Priya owns", "Tomasz owns"]],
  },
  {
    name: "database decision",
    branch: ["We decided to use Postgres for the billing service."],
    parent: ["After the load test, billing service will use CockroachDB instead."],
    conflicts: [["Postgres", "CockroachDB"]],
  },
  {
    name: "negated commitment",
    branch: ["We will support offline mode in the first release."],
    parent: ["Offline mode will not be supported in the first release."],
    conflicts: [["support offline mode", "not be supported"]],
  },
  {
    name: "replica count",
    branch: ["The cache cluster runs three replicas.", "Each replica has 16 GB of memory."],
    parent: ["We scaled the cache cluster to five replicas last night."],
    conflicts: [["three replicas", "five replicas"]],
  },
  {
    name: "paraphrase, same date (no conflict)",
    branch: ["The kickoff meeting is on March 12."],
    parent: ["Reminder that we kick off on the 12th of March.", "Bring your laptops."],
    conflicts: [],
  },
  {
    name: "paraphrase, same owner (no conflict)",
    branch: ["Dana Ruiz is responsible for the audit."],
    parent: ["The audit is led by Dana Ruiz."],
    conflicts: [],
  },
  {
    name: "unrelated numbers (no conflict)",
    branch: ["The API rate limit is 500 requests per minute."],
    parent: ["The API gateway listens on port 8443.", "Deploys happen on Tuesday."],
    conflicts: [],
  },
  {
    name: "server host identifier",
    branch: ["The staging database lives on pg-02.internal."],
    parent: ["Staging database was moved; it now lives on pg-07.internal."],
    conflicts: [["pg-02.internal", "pg-07.internal"]],
  },
  {
    name: "meeting time",
    branch: ["The weekly sync is at 10am on Mondays."],
    parent: ["From now on the weekly sync is at 2pm."],
    conflicts: [["10am", "2pm"]],
  },
  {
    name: "agreement with extra detail (no conflict)",
    branch: ["The release candidate is v2.4.0."],
    parent: ["QA signed off on v2.4.0 as the release candidate.", "Ship notes are in the wiki."],
    conflicts: [],
  },
  {
    name: "negation paraphrase (no conflict)",
    branch: ["The admin API is not public."],
    parent: ["The admin API stays private to the VPN."],
    conflicts: [],
  },
  {
    name: "deadline day",
    branch: ["The vendor contract is due Friday."],
    parent: ["Legal says the vendor contract deadline is Wednesday."],
    conflicts: [["due Friday", "Wednesday"]],
  },
  {
    name: "headcount",
    branch: ["We need 4 engineers for the mobile rewrite."],
    parent: ["The mobile rewrite gets 6 engineers after the reorg."],
    conflicts: [["4 engineers", "6 engineers"]],
  },
  {
    name: "two facts, one changed",
    branch: ["The office is in Lyon.", "The lease runs for 3 years."],
    parent: ["Good news: the lease runs for 3 years as planned.", "The office is in Grenoble, not Lyon."],
    conflicts: [["office is in Lyon", "Grenoble"]],
  },
  {
    name: "ticket identifier",
    branch: ["The outage is tracked in OPS-4471."],
    parent: ["Correction: the outage is tracked in OPS-4490."],
    conflicts: [["OPS-4471", "OPS-4490"]],
  },
  {
    name: "cancelled event",
    branch: ["The customer workshop will take place in Berlin."],
    parent: ["The customer workshop has been cancelled."],
    conflicts: [["workshop will take place", "cancelled"]],
  },
  {
    name: "small talk around an agreement (no conflict)",
    branch: ["Good morning!", "Coffee first, then planning.", "The retro is on Thursday."],
    parent: ["Sounds good to me.", "Let me think about that for a second.", "Yes, Thursday works for the retro."],
    conflicts: [],
  },
  {
    name: "percentage target",
    branch: ["Our uptime target is 99.9%."],
    parent: ["Leadership raised the uptime target to 99.95%."],
    conflicts: [["99.9%", "99.95%"]],
  },
  {
    name: "latency figure",
    branch: ["Search latency should stay under 200 ms at p95."],
    parent: ["We agreed to relax search latency to 350 ms at p95."],
    conflicts: [["200 ms", "350 ms"]],
  },
  {
    name: "different subjects, same attribute (no conflict)",
    branch: ["Billing runs in eu-west-1."],
    parent: ["Analytics runs in us-east-2."],
    conflicts: [],
  },
  {
    name: "vendor choice",
    branch: ["We're going with Stripe for payments."],
    parent: ["Payments will go through Adyen; Stripe was too expensive for us."],
    conflicts: [["Stripe for payments", "Adyen"]],
  },
  {
    name: "ISO date",
    branch: ["The code freeze starts 2026-11-30."],
    parent: ["Code freeze starts on 2026-12-07 because of the holiday."],
    conflicts: [["2026-11-30", "2026-12-07"]],
  },
  {
    name: "same fact restated with a cue (no conflict)",
    branch: ["The launch code is ORCHID-7."],
    parent: ["Just to confirm, the launch code is still ORCHID-7."],
    conflicts: [],
  },
  {
    name: "support then dropped",
    branch: ["The app will support Windows 10."],
    parent: ["We dropped Windows 10 support."],
    conflicts: [["support Windows 10", "dropped Windows 10"]],
  },
  {
    name: "price per seat",
    branch: ["The team plan costs 12 dollars per seat."],
    parent: ["We set the team plan price at $15 per seat."],
    conflicts: [["12 dollars", "$15"]],
  },
  {
    name: "unrelated statements, shared word (no conflict)",
    branch: ["The design review is on Monday.", "Marta will present the mockups."],
    parent: ["The security review found two issues.", "Jonas fixes the login bug."],
    conflicts: [],
  },
  {
    name: "location of event",
    branch: ["The offsite will be held in Porto."],
    parent: ["We booked the offsite in Lisbon."],
    conflicts: [["Porto", "Lisbon"]],
  },
  {
    name: "assistant answer in branch",
    branch: ["How many shards does the index use?", "The search index uses 8 shards."],
    parent: ["We re-sharded: the search index uses 12 shards now."],
    conflicts: [["8 shards", "12 shards"]],
  },
  {
    name: "two changes at once",
    branch: ["The beta opens on June 2.", "Sam leads the beta onboarding."],
    parent: ["Beta opening moved to June 16.", "Onboarding for the beta is now led by Alex."],
    conflicts: [
      ["June 2", "June 16"],
      ["Sam leads", "Alex"],
    ],
  },
  {
    name: "agreement written differently (no conflict)",
    branch: ["Retention for audit logs is 90 days."],
    parent: ["We keep audit logs for 90 days."],
    conflicts: [],
  },
  {
    name: "negation of a decision",
    branch: ["We will migrate the reports to the new warehouse this quarter."],
    parent: ["We won't migrate the reports to the new warehouse this quarter."],
    conflicts: [["will migrate", "won't migrate"]],
  },
  {
    name: "batch size",
    branch: ["The import job processes 500 rows per batch."],
    parent: ["The import job now processes 2,000 rows per batch."],
    conflicts: [["500 rows", "2,000 rows"]],
  },
  {
    name: "independent additions (no conflict)",
    branch: ["The onboarding email goes out on day one."],
    parent: ["The invoice template uses the new logo.", "Kai joins the support rota in May."],
    conflicts: [],
  },
  {
    name: "version pinned",
    branch: ["Pin Node to 20.11 for the build images."],
    parent: ["The build images are pinned to Node 22.3 now."],
    conflicts: [["20.11", "22.3"]],
  },
  {
    name: "two facts in a sentence, the parent changes one",
    branch: ["The workshop is on 12 May and the fee is 80 dollars per seat."],
    parent: ["Correction: the fee is 95 dollars per seat.", "The workshop is still on May 12th."],
    conflicts: [["fee is 80 dollars", "fee is 95 dollars"]],
  },
  {
    name: "paraphrased amount and time (no conflict)",
    branch: ["The catering deposit is 1.5k euros, payable before 3 pm."],
    parent: ["We paid the catering deposit of EUR 1,500 at 15:00."],
    conflicts: [],
  },
  {
    name: "a year on one side only (no conflict), another year (conflict)",
    branch: ["The audit closes on 2027-02-26.", "The licence renewal is on 2026-09-01."],
    parent: ["The audit closes on 26 February.", "The licence renewal is on 1 September 2027."],
    conflicts: [["2026-09-01", "1 September 2027"]],
  },
  {
    name: "a denial of the same plan, worded apart",
    branch: ["The mobile app will ship with push alerts."],
    parent: ["Push alerts won't ship in the mobile app after all."],
    conflicts: [["ship with push alerts", "won't ship"]],
  },
  {
    name: "a state denied",
    branch: ["The vendor contract is blocked by legal."],
    parent: ["Good news: the vendor contract isn't blocked anymore."],
    conflicts: [["is blocked", "isn't blocked"]],
  },
  {
    name: "denials about different subjects (no conflict)",
    branch: ["The iOS build does not include the map view."],
    parent: ["The web client doesn't need a login page."],
    conflicts: [],
  },
  {
    name: "a contact address changed",
    branch: ["Send the invoices to billing@northwind.example."],
    parent: ["Invoices now go to accounts@northwind.example."],
    conflicts: [["billing@northwind.example", "accounts@northwind.example"]],
  },
  {
    name: "a version one digit apart",
    branch: ["The runtime is pinned to Python 3.11.4."],
    parent: ["We pinned the runtime to Python 3.11.14."],
    conflicts: [["3.11.4", "3.11.14"]],
  },
  {
    name: "a ticket id with its digits swapped",
    branch: ["The outage is tracked in OPS-764."],
    parent: ["The outage is tracked in OPS-746."],
    conflicts: [["OPS-764", "OPS-746"]],
  },
  {
    name: "a region code changed",
    branch: ["The backups are stored in ap-south-2."],
    parent: ["Backups are stored in eu-north-1 from now on."],
    conflicts: [["ap-south-2", "eu-north-1"]],
  },
  {
    name: "who signs off, a name in different places",
    branch: ["The budget request was approved by Marta."],
    parent: ["Greta approves the budget request."],
    conflicts: [["approved by Marta", "Greta approves"]],
  },
  {
    name: "a name as the value, the same name reworded (no conflict)",
    branch: ["The offsite is in Ghent."],
    parent: ["Our offsite will be held in Ghent.", "Hotel rooms are booked."],
    conflicts: [],
  },
  {
    name: "a carrier changed",
    branch: ["We fly with Lufthansa to the summit."],
    parent: ["For the summit we fly with KLM."],
    conflicts: [["Lufthansa", "KLM"]],
  },
  {
    name: "a choice between two options",
    branch: ["We will lease the delivery vans."],
    parent: ["We decided to buy the delivery vans."],
    conflicts: [["lease the delivery vans", "buy the delivery vans"]],
  },
  {
    name: "a list with one item changed",
    branch: ["The tour visits Bruges, Antwerp and Liège."],
    parent: ["The tour visits Bruges, Antwerp and Namur."],
    conflicts: [["Liège", "Namur"]],
  },
  {
    name: "a cost revised while another fact is kept",
    branch: ["The scanner costs 1,240 euros.", "It ships in two weeks."],
    parent: ["It still ships in two weeks.", "The scanner costs 1,290 euros after the price change."],
    conflicts: [["1,240 euros", "1,290 euros"]],
  },
  {
    name: "a rate a few tenths apart",
    branch: ["The loan rate is 4.1%."],
    parent: ["The bank set the loan rate at 4.6%."],
    conflicts: [["4.1%", "4.6%"]],
  },
  {
    name: "a count as a word and as digits",
    branch: ["The team has nine designers."],
    parent: ["The team has 10 designers now."],
    conflicts: [["nine designers", "10 designers"]],
  },
  {
    name: "a count as a word and as digits, the same (no conflict)",
    branch: ["The jury has seven members."],
    parent: ["There are 7 members on the jury."],
    conflicts: [],
  },
  {
    name: "the same attribute of different subjects (no conflict)",
    branch: ["The design budget is 30k euros."],
    parent: ["The hiring budget is 45k euros."],
    conflicts: [],
  },
  {
    name: "versions qualify the subject (no conflict)",
    branch: ["Version 2.0 removes the legacy importer."],
    parent: ["Version 2.1 removes the XML exporter."],
    conflicts: [],
  },
  {
    name: "two facts in one sentence, one differs",
    branch: ["The workshop runs for 3 days and costs 600 euros."],
    parent: ["The workshop runs for 3 days and costs 650 euros."],
    conflicts: [["600 euros", "650 euros"]],
  },
  {
    name: "approved by a person, the same person active, another person",
    branch: ["The refund policy was signed off by Tobias.", "The new policy was approved by Lena."],
    parent: ["Tobias signs off the refund policy.", "Lina approves the new policy."],
    conflicts: [["approved by Lena", "Lina approves"]],
  },
  {
    name: "a decision against, then going ahead",
    branch: ["The board voted against the warehouse expansion."],
    parent: ["The board is going ahead with the warehouse expansion."],
    conflicts: [["against the warehouse expansion", "going ahead with the warehouse expansion"]],
  },
  {
    name: "a word shared by two things (no conflict)",
    branch: ["The deploy pipeline has 4 stages."],
    parent: ["The water pipeline has 6 stages of filtering."],
    conflicts: [],
  },
  {
    name: "denials with different objects and subjects (no conflict)",
    branch: ["We are not renewing the Zendesk licence."],
    parent: ["The sales team isn't hiring contractors this year."],
    conflicts: [],
  },
  {
    name: "a set of cities, one changed",
    branch: ["The roadshow stops in Austin, Denver and Boston."],
    parent: ["The roadshow stops in Austin, Denver and Chicago."],
    conflicts: [["Boston", "Chicago"]],
  },
  {
    name: "two facts in one sentence, a name differs and a date agrees",
    branch: ["The venue is the Riverside Hall and the gala is on 14 November."],
    parent: ["The venue is the Harbour Hall and the gala is on Nov 14."],
    conflicts: [["Riverside Hall", "Harbour Hall"]],
  },
  {
    name: "a percentage in a sentence of its own, another fact kept",
    branch: ["Inflation is forecast at 2.5%.", "The central bank meets in June."],
    parent: ["The central bank meets in June.", "Inflation is now forecast at 2.8%."],
    conflicts: [["2.5%", "2.8%"]],
  },
  {
    name: "a denial about another subject sharing the words (no conflict)",
    branch: ["The Lisbon store is open on Sunday.", "The press budget isn't approved."],
    parent: ["The Madrid store is not open on Sunday.", "The events budget is approved."],
    conflicts: [],
  },
  {
    name: "a release train and a real train (no conflict), a denial of the same fact (conflict)",
    branch: ["The release train leaves on Thursday.", "The data import is blocked on the security review."],
    parent: ["The night train to Vienna doesn't leave on Thursday.", "The data import is no longer blocked."],
    conflicts: [["is blocked on the security review", "no longer blocked"]],
  },
];

/**
 * Written after the rule was tuned on {@link CONFLICT_CASES}: longer messages, assistant-style
 * answers, several facts per message. Its first run scored precision 100%, recall 70% (names with
 * digits such as "Backblaze B2" lost, "from Omar Haddad" read as an old value, one long
 * comma-joined sentence); the three fixes were general, but these cases are no longer unseen.
 */
export const HELD_OUT_CONFLICT_CASES: ConflictCase[] = [
  {
    name: "assistant summary vs later decision",
    branch: [
      "Can you summarise the storage options?",
      "Sure. For the archive we would use S3 Glacier, retrieval takes about 12 hours, and the monthly cost is around $300.",
    ],
    parent: ["We went with Backblaze B2 for the archive in the end.", "Monthly cost is around $300 either way."],
    conflicts: [["S3 Glacier", "Backblaze B2"]],
  },
  {
    name: "interview schedule",
    branch: ["The final interview with Lena Park is on Thursday at 3pm."],
    parent: ["Lena Park's final interview got pushed to Friday at 3pm."],
    conflicts: [["Thursday", "Friday"]],
  },
  {
    name: "no change, new wording",
    branch: ["Our SLA promises a 4 hour response time for P1 incidents."],
    parent: ["For P1 incidents the response time in the SLA is 4 hours."],
    conflicts: [],
  },
  {
    name: "team size and city",
    branch: ["The Madrid team has 7 people.", "They work on the routing engine."],
    parent: ["The routing engine team in Madrid grew to 9 people."],
    conflicts: [["7 people", "9 people"]],
  },
  {
    name: "feature flag negation",
    branch: ["The new checkout is enabled for all EU customers."],
    parent: ["The new checkout is not enabled for EU customers yet."],
    conflicts: [["enabled for all EU", "not enabled"]],
  },
  {
    name: "unrelated follow-ups",
    branch: ["The logo files are in the brand folder.", "Use the dark variant on slides."],
    parent: ["The quarterly report is due next week.", "Irene reviews the numbers."],
    conflicts: [],
  },
  {
    name: "model choice",
    branch: ["For summaries we settled on gpt-4o-mini."],
    parent: ["Summaries now run on claude-3-haiku because of cost."],
    conflicts: [["gpt-4o-mini", "claude-3-haiku"]],
  },
  {
    name: "timeout value",
    branch: ["Set the upstream timeout to 30 seconds."],
    parent: ["The upstream timeout is 45 seconds after the incident review."],
    conflicts: [["30 seconds", "45 seconds"]],
  },
  {
    name: "release name agreement",
    branch: ["The next release is called Juniper."],
    parent: ["Juniper is the name of the next release.", "It ships in Q3."],
    conflicts: [],
  },
  {
    name: "who approves",
    branch: ["Expenses over $5,000 need approval from Omar Haddad."],
    parent: ["Expenses over $5,000 need approval from Sofia Brandt now."],
    conflicts: [["Omar Haddad", "Sofia Brandt"]],
  },
  {
    name: "two parent messages, one relevant",
    branch: ["The database backup runs at 02:00 every night."],
    parent: ["The web servers restart at 04:00.", "Nightly database backup moved to 03:30."],
    conflicts: [["02:00", "03:30"]],
  },
  {
    name: "plan kept",
    branch: ["We'll run the survey with 200 participants."],
    parent: ["Good call, 200 participants is enough for the survey."],
    conflicts: [],
  },
  {
    name: "country of launch",
    branch: ["The first market is Canada."],
    parent: ["Our first market will be Australia, not Canada."],
    conflicts: [["Canada", "Australia"]],
  },
  {
    name: "hiring freeze negation",
    branch: ["We are hiring two designers this quarter."],
    parent: ["There is a hiring freeze, so we are not hiring designers this quarter."],
    conflicts: [["hiring two designers", "not hiring designers"]],
  },
];
