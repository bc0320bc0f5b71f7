import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 26 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: design-tool SaaS renewal price, Android store submission date, Postgres patch window
 *     time, night-shift support hires, ETL Spark version, nightly backup size, pen-test firm
 *     contact, primary hosting region.
 *   few shared words: note app offline mode (negation), standby database host (identifier),
 *     bug bounty payout, MSP contract end date.
 *   correction: wildcard TLS cert expiry, public API rate limit, billing sprint demo time,
 *     weekend on-call swap.
 *   multi: internal hackathon, CRM migration cutover, laptop refresh order, Kafka cluster sizing,
 *     SOC 2 fieldwork, TestFlight beta launch.
 *   paraphrase: domain renewal, hosting uptime SLA, app download size budget, data team standup,
 *     seed round, microservices migration, legacy API sunset, checkout latency budget, chatbot
 *     ticket deflection, team VPN subscription, staging VM spec, web release cadence.
 *   shared-words: code review counts, yearly outage totals, SMS plan vs usage, Jira seat price vs
 *     bill, crash-free rate per platform, signup target vs actual.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_26: HeldOutConflictCase[] = [
  // ---- close (8) ----
  {
    name: "h26 design tool renewal price",
    branch: [
      "Did finance ever sign off on Sketchboard for next year?",
      "Yep. The annual renewal comes to $4,800 for our designer seats.",
      "Nice, I'll log it under tooling.",
    ],
    parent: [
      "Can someone check whether the DPA for Sketchboard was countersigned?",
      "Procurement tells me we'll be invoiced $5,400 per year to keep using it.",
      "ok thanks",
    ],
    conflicts: [["$4,800", "$5,400"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 android store submission date",
    branch: [
      "Where are we with the Android build?",
      "QA signed off last night. We're submitting to the Play Store on March 14, assuming no crashers turn up.",
      "great",
    ],
    parent: [
      "Marketing wants a date for the launch blog post.",
      "Google Play submission is locked for 21 March - tell them the post can go out the following week.",
      "Will do.",
    ],
    conflicts: [["March 14", "21 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 postgres patch window time",
    branch: [
      "Reminder: the database patching window opens at 02:00 UTC on Sunday.",
      "Should I warn the EU customers?",
      "Yes, post the status page notice on Friday.",
    ],
    parent: [
      "Infra sync notes: Postgres minor upgrades kick off at 3:30 UTC Sunday morning; expect a short read-only period.",
      "Who's watching the replicas?",
      "Tomás.",
    ],
    conflicts: [["02:00 UTC", "3:30 UTC"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 night shift support hires",
    branch: [
      "Good news from recruiting - we're bringing on four new agents for the night shift.",
      "Finally. The overnight queue has been brutal.",
      "They start after the holidays.",
    ],
    parent: [
      "HR confirmed six hires joining overnight support this round.",
      "Do we have enough headsets?",
      "I'll order more.",
    ],
    conflicts: [["four new agents", "six hires"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 etl spark version",
    branch: [
      "Which Spark are we on for the ETL cluster?",
      "The ETL cluster runs Spark 3.4.1 right now, we upgraded it in the spring.",
      "Cool, then the new Delta connector should work.",
    ],
    parent: [
      "Before I bump the connector: our batch jobs are pinned to Spark 3.5.0, right?",
      "Correct, that's what the cluster image ships with.",
      "Great.",
    ],
    conflicts: [["Spark 3.4.1", "Spark 3.5.0"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 nightly backup size",
    branch: [
      "How big is the nightly backup these days?",
      "The nightly backup volume is 750 GB after compression.",
      "Fine, that fits on the new array.",
    ],
    parent: [
      "Storage review: the compressed nightly snapshot now takes up 1.2 TB.",
      "That's more than I expected.",
      "Mostly the analytics schema.",
    ],
    conflicts: [["750 GB", "1.2 TB"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 pen test firm contact",
    branch: [
      "Who's our point of contact at the security firm?",
      "Priya Raman is leading the engagement on their side.",
      "Got it, I'll add her to the shared channel.",
    ],
    parent: [
      "The external auditor running our penetration test is Daniel Okafor, per the statement of work.",
      "Does he need VPN access?",
      "Only to the staging network.",
    ],
    conflicts: [["Priya Raman", "Daniel Okafor"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 primary hosting region",
    branch: [
      "Quick one for the compliance questionnaire: where does production live?",
      "Frankfurt. Everything customer-facing runs there.",
      "Thanks!",
    ],
    parent: [
      "Our primary AWS region is Dublin, with backups replicated elsewhere.",
      "Should we mention that in the sales deck?",
      "Sure, EU prospects care about it.",
    ],
    conflicts: [["Frankfurt", "Dublin"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- few shared words (4) ----
  {
    name: "h26 note app offline mode",
    branch: [
      "For the Jotter launch, the mobile app will support offline mode out of the gate.",
      "Including sync conflicts?",
      "Basic last-write-wins, yes.",
    ],
    parent: [
      "Scope cut from today's planning: offline access isn't shipping in the first release.",
      "Ugh, customers asked for that.",
      "It's top of the list for the follow-up.",
    ],
    conflicts: [["will support offline mode", "isn't shipping in the first release"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h26 standby database host",
    branch: [
      "Failover drill tomorrow. Point the replica health checks at db-prod-07.internal.",
      "Do we need a maintenance banner?",
      "No, it's read traffic only.",
    ],
    parent: [
      "For the runbook: the hot standby Postgres lives on db-prod-01.internal.",
      "Thanks, updating the wiki page too.",
    ],
    conflicts: [["db-prod-07.internal", "db-prod-01.internal"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h26 bug bounty payout",
    branch: [
      "We paid the researcher $2,500 for the XSS report.",
      "Did they agree to the disclosure timeline?",
      "Yes, ninety days.",
    ],
    parent: [
      "Bounty awarded for that cross-site scripting finding: $3,000, sent through HackerOne on Tuesday.",
      "Nice turnaround.",
    ],
    conflicts: [["$2,500", "$3,000"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h26 msp contract end date",
    branch: [
      "Heads up, the contract with our MSP ends June 30, so the new provider has to be onboarded before then.",
      "Do we have a shortlist?",
      "Three vendors, demos next week.",
    ],
    parent: [
      "Legal note: the managed-services agreement expires on 31 July and auto-renews unless we give notice.",
      "How much notice?",
      "Sixty days.",
    ],
    conflicts: [["June 30", "31 July"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- correction (4) ----
  {
    name: "h26 wildcard cert expiry correction",
    branch: [
      "The wildcard TLS cert expires on 12 May.",
      "Sorry, I misread the dashboard - it actually expires on 19 May.",
      "Either way, let's renew it this week.",
    ],
    parent: [
      "Security checklist: the wildcard certificate for the production domain expires 12 May; renewal ticket is open.",
      "Who owns it?",
      "Platform team.",
    ],
    conflicts: [["19 May", "12 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h26 public api rate limit update",
    branch: [
      "Customers on the free tier get 100 requests per minute on the public API.",
      "Update: platform raised the free-tier limit to 200 requests per minute this morning.",
      "Docs need changing then.",
    ],
    parent: [
      "A customer asked about throttling. Free tier is 100 requests per minute on the public API, right?",
      "Yes, that's what we tell them.",
    ],
    conflicts: [["200 requests per minute", "100 requests per minute"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h26 billing sprint demo moved",
    branch: [
      "Billing sprint demo is Thursday 3pm, I'll prep the slides.",
      "Can you include the proration fix?",
      "Sure.",
    ],
    parent: [
      "Sprint review for billing: Thursday 3pm in the big room.",
      "PM says they moved it to 4:30pm, same day, because of the board call.",
      "ok noted",
    ],
    conflicts: [["Thursday 3pm", "4:30pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h26 weekend on-call swap",
    branch: [
      "Marcus has the pager this weekend, so ping him for anything Sev-2 or higher.",
      "Is the escalation policy updated?",
      "Yes.",
    ],
    parent: [
      "Marcus is on call this weekend.",
      "Actually, he swapped with Lena, so Lena has the pager Saturday and Sunday.",
      "Thanks for the heads up.",
    ],
    conflicts: [["Marcus has the pager", "Lena has the pager"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---- multi (6) ----
  {
    name: "h26 internal hackathon plan",
    branch: [
      "Planning update: the internal hackathon runs Friday 9 August, we've got 45 people signed up, and the food budget is $600.",
      "Do we need prizes?",
      "Gift cards, I'll sort it.",
    ],
    parent: [
      "Confirmed with ops - hackathon on Fri Aug 9 (forty-five registrants so far), with the food budget capped at $800.",
      "Can we use the rooftop?",
      "If it doesn't rain.",
    ],
    conflicts: [["$600", "$800"]],
    paraphrases: [
      ["Friday 9 August", "Fri Aug 9"],
      ["45 people", "forty-five registrants"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h26 crm migration cutover",
    branch: [
      "So for the CRM migration, cutover from Salesforce to HubSpot is Saturday 5 October starting at 22:00, with roughly 120,000 contact records to move.",
      "Is the dedupe script done?",
      "Almost.",
    ],
    parent: [
      "Runbook summary: we start the CRM move at 10pm on Saturday, October 5, and there are about 95,000 contacts in scope.",
      "Who's on the bridge call?",
      "Me and Ruth.",
    ],
    conflicts: [["120,000 contact records", "95,000 contacts"]],
    paraphrases: [
      ["22:00", "10pm"],
      ["Saturday 5 October", "Saturday, October 5"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h26 laptop refresh order",
    branch: [
      "IT is ordering 30 MacBook Airs for the laptop refresh at $1,099 each, arriving the week of 18 November.",
      "Are we keeping the old ones as loaners?",
      "A few of them.",
    ],
    parent: [
      "Laptop refresh PO: thirty units, $1,199 apiece, delivery the week of Nov 18.",
      "Approved by the CFO already?",
      "Yes.",
    ],
    conflicts: [["$1,099 each", "$1,199 apiece"]],
    paraphrases: [
      ["30 MacBook Airs", "thirty units"],
      ["18 November", "Nov 18"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h26 kafka cluster sizing",
    branch: [
      "The new Kafka cluster will have 6 brokers, 3x replication, and 7 days of retention.",
      "Enough headroom for the clickstream topic?",
      "Should be.",
    ],
    parent: [
      "Kafka plan as approved: six brokers, replication factor 3, retention 14 days, all on storage-optimised instances.",
      "sounds good",
    ],
    conflicts: [["7 days of retention", "retention 14 days"]],
    paraphrases: [
      ["6 brokers", "six brokers"],
      ["3x replication", "replication factor 3"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h26 soc 2 fieldwork",
    branch: [
      "SOC 2 fieldwork starts on Monday 3 March, lasts two weeks, and the auditor's fee is $18,000.",
      "Do they need badge access?",
      "Just for the first day.",
    ],
    parent: [
      "Per the engagement letter, SOC 2 fieldwork kicks off March 3 (a Monday), runs three weeks, and costs $18k all in.",
      "The evidence folder is shared with them already.",
    ],
    conflicts: [["two weeks", "three weeks"]],
    paraphrases: [
      ["$18,000", "$18k"],
      ["Monday 3 March", "March 3 (a Monday)"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h26 testflight beta launch",
    branch: [
      "TestFlight beta opens Tuesday at 09:00 with 250 testers on build 4.2.0.",
      "Release notes ready?",
      "Drafting now.",
    ],
    parent: [
      "Beta goes live Tuesday 9am - build 4.2.1, for the 250 external testers.",
      "Crash reporting enabled?",
      "Yes.",
    ],
    conflicts: [["build 4.2.0", "build 4.2.1"]],
    paraphrases: [["09:00", "9am"]],
    shapes: ["multi"],
  },

  // ---- paraphrase, no conflict (12) ----
  {
    name: "h26 domain renewal date",
    branch: ["When does tinyledger.io renew?", "Registrar says 2025-04-01, auto-renew is on."],
    parent: [
      "Finance asked about the domain: it renews on April 1st, 2025 and the card on file is the company Amex.",
      "Thanks.",
    ],
    conflicts: [],
    paraphrases: [["2025-04-01", "April 1st, 2025"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 hosting uptime sla",
    branch: [
      "What uptime does the new host guarantee?",
      "Their SLA is 99.9% monthly, with service credits below that.",
    ],
    parent: [
      "Contract review: the hosting provider commits to three nines of availability each month.",
      "Pretty standard.",
    ],
    conflicts: [],
    paraphrases: [["99.9%", "three nines"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 app download size budget",
    branch: [
      "The iOS download has to stay under 150 MB so people can install over cellular.",
      "Noted, I'll keep an eye on the asset catalog.",
    ],
    parent: [
      "Perf budget doc: app bundle size limit of 150 megabytes for cellular downloads.",
      "Who enforces it?",
      "CI fails the build if we go over.",
    ],
    conflicts: [],
    paraphrases: [["150 MB", "150 megabytes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 data team standup time",
    branch: ["Data team standup moves to 09:15 starting Monday.", "Same Zoom link?", "Yep."],
    parent: ["Calendar updated: data standup at 9:15 am from Monday on.", "Works for me."],
    conflicts: [],
    paraphrases: [["09:15", "9:15 am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 seed round size",
    branch: ["We closed the seed at $2.5M, led by Northwind Ventures.", "Congrats!!"],
    parent: [
      "Investor update draft: we raised 2.5 million dollars in our seed round, with Northwind Ventures leading.",
      "Looks good, send it.",
    ],
    conflicts: [],
    paraphrases: [["$2.5M", "2.5 million dollars"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 microservices migration count",
    branch: [
      "How many services are left on the old orchestrator?",
      "Twelve microservices, mostly the reporting stack.",
    ],
    parent: [
      "Migration tracker: 12 services still on Nomad; the goal is to move them this quarter.",
      "Reporting first?",
      "Yes.",
    ],
    conflicts: [],
    paraphrases: [["Twelve microservices", "12 services"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 legacy api sunset",
    branch: [
      "Legacy v1 API sunset is 2024-11-30. After that it returns 410 Gone.",
      "Did we email integrators?",
      "Twice.",
    ],
    parent: ["Customer success is asking: the v1 endpoints go away on 30 Nov 2024, correct?", "Correct."],
    conflicts: [],
    paraphrases: [["2024-11-30", "30 Nov 2024"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 checkout latency budget",
    branch: [
      "The p99 latency budget for the checkout service is 50 ms.",
      "And we're within it?",
      "Mostly, except during flash sales.",
    ],
    parent: ["SLO doc: checkout p99 must stay below 50 milliseconds.", "Alert thresholds set accordingly."],
    conflicts: [],
    paraphrases: [["50 ms", "50 milliseconds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 chatbot ticket deflection",
    branch: [
      "Since the chatbot went live, about half of incoming tickets get resolved without an agent.",
      "That's huge.",
    ],
    parent: [
      "Monthly report: bot deflection rate is 50% of inbound support tickets.",
      "Let's put that in the board deck.",
    ],
    conflicts: [],
    paraphrases: [["half of incoming tickets", "50% of inbound support tickets"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 team vpn subscription",
    branch: ["The VPN service is $45/month for the whole team.", "Cheaper than I thought."],
    parent: ["Expense report line: team VPN subscription, 45 dollars a month, billed to the ops card.", "Approved."],
    conflicts: [],
    paraphrases: [["$45/month", "45 dollars a month"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 staging vm spec",
    branch: [
      "Spinning up the staging VM now: 2 vCPUs and 4 GB RAM, Ubuntu 22.04.",
      "Enough for the smoke tests?",
      "Should be.",
    ],
    parent: [
      "Ticket says the staging box gets two virtual CPUs with 4 gigabytes of memory.",
      "And the OS?",
      "Ubuntu 22.04 LTS.",
    ],
    conflicts: [],
    paraphrases: [
      ["2 vCPUs", "two virtual CPUs"],
      ["4 GB RAM", "4 gigabytes of memory"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h26 web release cadence",
    branch: ["Going forward we ship the web app fortnightly, on Wednesdays.", "Hotfixes still anytime?", "Yes."],
    parent: ["Eng all-hands recap: web releases every two weeks, Wednesday afternoons.", "Cool."],
    conflicts: [],
    paraphrases: [["fortnightly", "every two weeks"]],
    shapes: ["paraphrase"],
  },

  // ---- shared-words, no conflict (6) ----
  {
    name: "h26 code review counts",
    branch: ["Review stats for October: Ana reviewed 42 pull requests.", "She's carrying the team."],
    parent: ["And Ben reviewed 37 pull requests in October, mostly infra.", "We should balance that out."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h26 yearly outage totals",
    branch: ["Postmortem summary: we had 3 major outages in 2023.", "Ouch."],
    parent: ["For the reliability slide - we had 1 major outage in 2024.", "Nice improvement."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h26 sms plan vs usage",
    branch: ["Our Twilio plan allows 10,000 SMS per month before overage kicks in.", "Good to know."],
    parent: ["Usage check: we've sent 6,200 SMS this month so far.", "Plenty of room."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h26 jira seat price vs bill",
    branch: ["Each Jira seat costs $8.15 per month on our tier.", "Per user, right?", "Yes."],
    parent: ["The total Jira bill this month is $652 for all 80 seats.", "Fine."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h26 crash-free rate per platform",
    branch: ["The iOS app crash-free rate is 99.2% this week.", "Solid."],
    parent: [
      "The Android app crash-free rate is 98.7% this week; older Samsung devices drag it down.",
      "Let's dig into that.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h26 signup target vs actual",
    branch: ["Our Q2 target for new signups was 5,000.", "Ambitious."],
    parent: ["Actual Q2 signups came in at 4,300, so we fell short.", "Still up on Q1 though."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
