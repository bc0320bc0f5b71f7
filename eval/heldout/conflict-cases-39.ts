import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 39 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: payments deploy window (clock time), bank-holiday on-call rota (person), IDE licence
 *     renewal (money, few shared words), reporting server migration (date), CI self-hosted runners
 *     (count in words), QA release candidate (version), orders DB backup size (quantity + unit),
 *     disaster-recovery region (place, few shared words).
 *   close, few shared words: checkout feature flag (negation), docs CNAME target (identifier),
 *     partner API rate limit, laptop refresh size.
 *   multi: sprint 42 planning, alerting vendor renewal, ISO audit visit, hosting SLA draft,
 *     rack server purchase order, core switch maintenance.
 *   correction: wildcard TLS certificate expiry (branch), staging load test (branch),
 *     annual pen-test vendor (parent), winter release code freeze (parent).
 *   paraphrase: CRM nightly backup, SIEM log retention, integration suite timeout, new hire
 *     access provisioning, certification training budget, outage postmortem meeting, VPN
 *     concurrency licence, staging DB VM resize, Node runtime upgrade, security awareness
 *     training, helpdesk ticket migration, log server disk alert thresholds.
 *   shared-words: on-call hours payout, transactional email quota vs usage, billing test
 *     coverage target vs actual, two offices' ISP cutovers, password manager per-user vs
 *     annual total, Sev-1 incident counts by year.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_39: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h39 payments deploy start time",
    branch: [
      "Quick check before I brief support: when does the payments deploy actually start?",
      "Got it. So the rollout kicks off at 7 am Thursday and support should expect a short blip around then.",
    ],
    parent: [
      "Change board approved the payments service release.",
      "We're pushing it live Thursday from 10 pm, once evening traffic dies down.",
      "Make sure someone from support is online for it.",
    ],
    conflicts: [["kicks off at 7 am", "from 10 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h39 bank holiday on-call primary",
    branch: [
      "Who's carrying the pager over the bank holiday weekend?",
      "Thanks. I'll put Priya Natarajan in the escalation doc as primary for Sat-Mon.",
    ],
    parent: [
      "Rota for the long weekend is done.",
      "Primary on-call Saturday through Monday is Tomasz Wojcik; secondary is the platform lead.",
      "Ping me if you want to swap any shifts.",
    ],
    conflicts: [["Priya Natarajan", "Tomasz Wojcik"]],
    paraphrases: [["Sat-Mon", "Saturday through Monday"]],
    shapes: ["close"],
  },
  {
    name: "h39 IDE licence annual cost",
    branch: [
      "Finance wants the JetBrains number before Friday.",
      "From the quote: the IDE bundle comes to $8,400 for the year, all 30 seats.",
    ],
    parent: [
      "I spoke to the reseller this morning.",
      "Annual cost of our developer tools subscription will be $8,900, covering 30 seats.",
      "They'll send the invoice next week.",
    ],
    conflicts: [["$8,400", "$8,900"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h39 reporting server migration date",
    branch: [
      "Are we still on for moving the reporting box off the old rack?",
      "Cool, I've blocked 14 June in the team calendar for the cutover.",
    ],
    parent: [
      "Hosting provider confirmed the slot.",
      "Reporting server migration is scheduled for 22 September, overnight.",
      "Nothing else changes on our side.",
    ],
    conflicts: [["14 June", "22 September"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h39 extra CI runners count",
    branch: [
      "The CI queue has been awful this week, my PR waited forty minutes for a runner.",
      "Infra said they'd sort it: we're getting four more self-hosted runners by Monday.",
    ],
    parent: [
      "Update on build capacity: five extra self-hosted runners are being provisioned, ready Monday.",
      "That should roughly halve queue time.",
    ],
    conflicts: [["four more", "five extra"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h39 QA regression build version",
    branch: ["Which build are we handing to QA for the regression pass?", "Right, QA gets 4.12.3 tomorrow morning."],
    parent: [
      "Release candidate for the regression cycle is 4.12.4, tagged last night.",
      "Release notes are in the wiki.",
    ],
    conflicts: [["4.12.3", "4.12.4"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h39 orders DB dump size",
    branch: [
      "How big are the nightly dumps of the orders DB now?",
      "OK so each nightly dump is about 40 GB compressed, noted for the capacity plan.",
    ],
    parent: [
      "For the storage review: the orders database backup file weighs in at roughly 400 GB after compression.",
      "Retention stays at 14 days.",
    ],
    conflicts: [["about 40 GB", "roughly 400 GB"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h39 DR failover region",
    branch: [
      "Where does the failover environment live these days?",
      "Got it, standby lives in Frankfurt. I'll update the runbook.",
    ],
    parent: ["Our secondary region for DR is Dublin since the contract change.", "Latency tests came back fine."],
    conflicts: [["Frankfurt", "Dublin"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------- close, few shared words
  {
    name: "h39 checkout flag on vs off",
    branch: [
      "Is the new checkout toggle going out to everyone this week?",
      "Perfect, so the redesigned checkout gets switched on for all customers Wednesday. I'll warn the support desk.",
    ],
    parent: [
      "Product decision on the checkout redesign flag: it stays off for the general public; internal staff only until the A/B results come in.",
      "Marketing has been told to hold the announcement.",
    ],
    conflicts: [["switched on for all customers", "stays off for the general public"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h39 docs CNAME load balancer host",
    branch: [
      "Which host should the new CNAME point at?",
      "Great, pointing docs.example.org at lb-eu-west-07.edge.internal now.",
    ],
    parent: [
      "Target for the documentation record is lb-eu-west-01.edge.internal, confirmed by networking.",
      "TTL can stay at 300.",
    ],
    conflicts: [["lb-eu-west-07.edge.internal", "lb-eu-west-01.edge.internal"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h39 partner API throttle ceiling",
    branch: [
      "The partner keeps hitting 429s.",
      "Right, their ceiling is 600 requests per minute, I'll tell them to back off.",
    ],
    parent: ["Gateway config for the partner key allows 500 calls a minute.", "Bursts above that get throttled."],
    conflicts: [["600 requests per minute", "500 calls a minute"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h39 laptop refresh machine count",
    branch: [
      "How many machines are in this round of the hardware swap?",
      "Nice, 12 MacBooks arriving then. I'll book a setup afternoon.",
    ],
    parent: [
      "Procurement signed off the refresh: we're replacing 120 laptops across engineering and support.",
      "Delivery is staggered over three weeks.",
    ],
    conflicts: [["12 MacBooks", "120 laptops"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h39 sprint 42 capacity",
    branch: [
      "Can someone confirm the numbers for next sprint?",
      "Sprint 42 kicks off on Monday 3 March with planning at 10:00, and with two people on leave we've got 34 story points of capacity.",
      "Sounds right to me.",
    ],
    parent: [
      "For the record: planning for sprint 42 is Monday March 3rd at 10 am, and capacity this time is 38 points because two folks are off.",
      "I'll prep the board.",
    ],
    conflicts: [["34 story points", "38 points"]],
    paraphrases: [
      ["Monday 3 March", "Monday March 3rd"],
      ["10:00", "10 am"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h39 alerting vendor renewal quote",
    branch: [
      "Renewal reminder from the alerting vendor came in.",
      "Details: it's due on 30 April, covers 45 responder seats, and the quote is £11,200 per year (same tier as last time).",
      "Can you forward it to finance?",
    ],
    parent: [
      "I've checked the alerting contract: renewal date 30 April, 45 seats on the responder plan, and they're asking £22,400 annually.",
      "Let's push back on that.",
    ],
    conflicts: [["£11,200 per year", "£22,400 annually"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h39 ISO audit visit length",
    branch: [
      "Facilities asked when the auditors need the meeting room.",
      "The Brightline auditors are with us from Tuesday the 8th of July for three days, and interviews start at 9:30 each morning (bring your access logs).",
    ],
    parent: [
      "Brightline's ISO audit starts 8 July and runs five days; interviews begin at half past nine.",
      "Room 4B is booked for them.",
    ],
    conflicts: [["three days", "five days"]],
    paraphrases: [
      ["the 8th of July", "8 July"],
      ["9:30", "half past nine"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h39 hosting SLA P1 response",
    branch: [
      "Here's the draft SLA for the hosting customer: 99.9% monthly uptime, first response to P1 incidents within 15 minutes, and a 10% service credit if we miss the uptime target.",
      "Legal is reviewing it tomorrow.",
    ],
    parent: [
      "Legal's redline says: uptime commitment of 99.9 percent per month, P1 first response inside 30 minutes, and ten percent of the monthly fee credited on breach.",
      "Customer signs next week.",
    ],
    conflicts: [["within 15 minutes", "inside 30 minutes"]],
    paraphrases: [
      ["99.9%", "99.9 percent"],
      ["a 10% service credit", "ten percent of the monthly fee"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h39 rack server delivery day",
    branch: [
      "Purchase update: we ordered 6 Dell R760s at $14,250 each, with delivery to the Leeds data centre on 19 May.",
      "Who's racking them?",
      "Sam and I will.",
    ],
    parent: [
      "PO approved for six R760 units at $14,250 apiece; the courier says they land at Leeds on 21 May.",
      "Great, finally.",
    ],
    conflicts: [["on 19 May", "on 21 May"]],
    paraphrases: [["6 Dell R760s", "six R760 units"]],
    shapes: ["multi"],
  },
  {
    name: "h39 core switch maintenance window",
    branch: [
      "Heads-up for the weekend: networking will swap the three core switches on Saturday 12 October, window 06:00 to 08:00, so expect the office LAN to drop a couple of times.",
      "Anyone planning to work from the office then?",
      "Nope, I'll be remote.",
    ],
    parent: [
      "Core switch replacement confirmed with the vendor: Sat 12 Oct, 18:00 to 20:00 (after the warehouse closes), 3 switches in scope.",
      "Do we need to warn the warehouse team?",
      "Yes, send them a note today.",
    ],
    conflicts: [["06:00 to 08:00", "18:00 to 20:00"]],
    paraphrases: [
      ["Saturday 12 October", "Sat 12 Oct"],
      ["three core switches", "3 switches"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction
  {
    name: "h39 wildcard cert expiry corrected in branch",
    branch: [
      "When does the wildcard certificate run out?",
      "I checked the portal: it expires 2 November.",
      "Sorry, I misread, that was the old cert. The current wildcard actually expires 12 October, so we need to renew sooner.",
    ],
    parent: [
      "Our wildcard TLS certificate expires on 2 November; the renewal ticket is in the backlog.",
      "Who has access to the CA account?",
    ],
    conflicts: [["expires 12 October", "expires on 2 November"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h39 staging load test moved in branch",
    branch: [
      "Load test is Thursday at 2pm, right?",
      "Update: perf team moved it to Thursday at 15:00 because staging is being rebuilt over lunch.",
      "Fine by me.",
    ],
    parent: ["Load test against staging is booked for Thursday at 14:00.", "Perf team will share the Grafana board."],
    conflicts: [["Thursday at 15:00", "Thursday at 14:00"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h39 pen test vendor changed in parent",
    branch: [
      "We're going with Redcliff Security for the annual pen test, kick-off in August.",
      "Scope is the public API and the admin portal.",
    ],
    parent: [
      "Procurement shortlisted Redcliff Security for this year's pen test.",
      "Change of plan: Redcliff couldn't commit to August, so the contract went to Northgate Labs instead.",
      "Kick-off is still August, same scope.",
    ],
    conflicts: [["going with Redcliff Security", "went to Northgate Labs"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h39 winter code freeze moved in parent",
    branch: [
      "Code freeze for the winter release is Friday 5 December, with the release going out the following Tuesday.",
      "I'll tell the mobile team.",
    ],
    parent: [
      "Code freeze: Friday 5 December.",
      "They moved it to Wednesday 3 December because of the holiday staffing gap.",
      "Release day is unchanged.",
    ],
    conflicts: [["Friday 5 December", "Wednesday 3 December"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase
  {
    name: "h39 CRM nightly backup time",
    branch: [
      "Do we know when the CRM backups run? Sales saw slowness overnight.",
      "Full backups of the CRM database run at 02:00 every night and take about an hour.",
      "OK, that lines up with their complaint.",
    ],
    parent: [
      "Nightly full backup for CRM kicks off at 2am; it usually finishes in around 60 minutes.",
      "We could move it if it's a problem.",
    ],
    conflicts: [],
    paraphrases: [
      ["02:00", "2am"],
      ["about an hour", "around 60 minutes"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 SIEM firewall log retention",
    branch: [
      "Auditor asked how long we keep firewall logs in the SIEM.",
      "We hold them for thirty days hot, then they roll to cold storage.",
    ],
    parent: [
      "SIEM policy: firewall logs are retained 30 days in the hot tier before archiving.",
      "The cold archive keeps them for a year.",
    ],
    conflicts: [],
    paraphrases: [["thirty days", "30 days"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 integration suite job timeout",
    branch: [
      "Why did the nightly integration suite get killed?",
      "It hit the job timeout; the limit is forty-five minutes and the run went over.",
    ],
    parent: [
      "The integration job has a 45 min timeout configured in the pipeline YAML.",
      "We could split the suite into two shards.",
    ],
    conflicts: [],
    paraphrases: [["forty-five minutes", "45 min"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 backend hires start date",
    branch: [
      "Two new backend engineers start soon, when do they need accounts?",
      "Their first day is April 7th, so IT should have laptops and SSO ready the Friday before.",
    ],
    parent: ["HR ticket says start date 2025-04-07 for both backend hires.", "I'll raise the access requests today."],
    conflicts: [],
    paraphrases: [["April 7th", "2025-04-07"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 cloud certification budget",
    branch: [
      "How much do we have for AWS certification vouchers this year?",
      "Nice, $12k for the whole team is plenty.",
    ],
    parent: [
      "Training budget approved: $12,000 for cloud certifications this fiscal year.",
      "Book exams early, prices go up in the summer.",
    ],
    conflicts: [],
    paraphrases: [["$12k", "$12,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 login outage postmortem slot",
    branch: ["When's the postmortem for last week's outage?", "OK, 4:30 pm Wednesday. I'll bring the timeline."],
    parent: [
      "Postmortem for the login outage is set for Wednesday 16:30 in the big room.",
      "Please read the timeline doc beforehand.",
    ],
    conflicts: [],
    paraphrases: [["4:30 pm", "16:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 VPN concurrent connection licence",
    branch: [
      "Is the VPN going to cope when everyone works from home on strike day?",
      "The licence allows two hundred concurrent users, and we usually peak around 150.",
    ],
    parent: ["Our VPN appliance is licensed for 200 simultaneous connections.", "Typical peak is a hundred and fifty."],
    conflicts: [],
    paraphrases: [
      ["two hundred", "200"],
      ["around 150", "a hundred and fifty"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 staging DB VM memory",
    branch: [
      "The staging database VM keeps swapping.",
      "We bumped it to 16 gigabytes of RAM and 4 vCPUs yesterday afternoon.",
    ],
    parent: [
      "Resize done on the staging DB VM: now 16 GB memory, four vCPUs.",
      "Let me know if the swapping continues.",
    ],
    conflicts: [],
    paraphrases: [
      ["16 gigabytes", "16 GB"],
      ["4 vCPUs", "four vCPUs"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 Node runtime standard",
    branch: [
      "Which Node version are the services moving to?",
      "We're standardising on Node.js v20 across all services before the end of Q2.",
    ],
    parent: [
      "Runtime decision: everything moves to Node 20 by the end of the second quarter.",
      "Lambda functions too.",
    ],
    conflicts: [],
    paraphrases: [
      ["Node.js v20", "Node 20"],
      ["end of Q2", "end of the second quarter"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 phishing awareness session",
    branch: [
      "Is the phishing awareness session mandatory?",
      "Yes. It's Tuesday at half past nine, online, about forty minutes.",
    ],
    parent: [
      "Reminder: security awareness training Tuesday 9:30, 40 minutes on Teams, attendance tracked.",
      "Slides will be shared afterwards.",
    ],
    conflicts: [],
    paraphrases: [
      ["half past nine", "9:30"],
      ["about forty minutes", "40 minutes"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 helpdesk ticket import volume",
    branch: [
      "How many tickets are coming over from the old helpdesk tool?",
      "The export has 1.2 million tickets going back to 2016.",
    ],
    parent: [
      "Migration dry run imported 1,200,000 tickets from the legacy helpdesk, the oldest from 2016.",
      "No errors in the attachment step.",
    ],
    conflicts: [],
    paraphrases: [["1.2 million", "1,200,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h39 log server disk thresholds",
    branch: [
      "The disk alerts on the log servers are too noisy.",
      "We agreed to raise the warning to eighty-five percent and page only at 95%.",
    ],
    parent: [
      "New thresholds for log server disks: warn at 85%, page at 95%.",
      "Change goes in with tomorrow's config push.",
    ],
    conflicts: [],
    paraphrases: [["eighty-five percent", "85%"]],
    shapes: ["paraphrase"],
  },

  // -------------------------------------------------------- shared-words
  {
    name: "h39 on-call hours two engineers",
    branch: ["Payroll needs the on-call numbers for May.", "Maya logged 36 on-call hours in May."],
    parent: ["Deji logged 22 on-call hours in May.", "Both claims are approved."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h39 email quota limit vs usage",
    branch: ["Are we close to the transactional email cap?", "Our provider's daily sending limit is 50,000 emails."],
    parent: [
      "Yesterday we sent 31,000 emails through the provider, the busiest day this month.",
      "Newsletter goes out Friday, so watch it.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h39 billing coverage target vs actual",
    branch: [
      "What's the coverage goal for the billing service?",
      "The target is 80% line coverage for billing by the end of the quarter.",
    ],
    parent: [
      "Latest report: the billing service is at 72% line coverage.",
      "Most of the gaps are in the invoice PDF code.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h39 ISP cutover two offices",
    branch: ["The Manchester office switches to the new ISP on 4 March.", "Expect 20 minutes of downtime there."],
    parent: ["The Bristol office switches to the new ISP on 18 March.", "Bristol should expect a short outage too."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h39 password manager unit vs total",
    branch: ["How much is the password manager costing us?", "It's $4 per user per month on the business plan."],
    parent: [
      "Finance summary: the password manager came to $4,800 for the year across 100 users.",
      "Renewal is in October.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h39 Sev-1 counts by year",
    branch: ["For the reliability slide: we had 14 Sev-1 incidents in 2023.", "Mostly database failovers."],
    parent: ["Good news for the review: we had 6 Sev-1 incidents in 2024.", "Half of those were third-party outages."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
