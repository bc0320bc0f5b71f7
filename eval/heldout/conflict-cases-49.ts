import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 49 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: IDE licence renewal price, wildcard TLS certificate expiry date, Postgres migration
 *     window start, design-team laptop refresh count, release freeze build tag, search load test
 *     throughput, weekend on-call swap, hackathon venue;
 *   close, few shared words: backup restore drill (negation), DNS cutover target host (identifier),
 *     sprint review date, vendor security questionnaire length;
 *   multi: checkout feature flag rollout, code freeze exception request, Kubernetes cluster upgrade,
 *     intern onboarding, external pen test booking, server decommission;
 *   correction: outage postmortem meeting (branch), SSO cutover date (branch), CI build agent
 *     purchase (parent), application log retention (parent);
 *   paraphrase: server room HVAC service, service account password rotation, SAN purchase, partner
 *     API throttle, core switch replacement, reporting DB disk growth, iOS App Store submission,
 *     colocation uptime commitment, bug bounty payout, mobile squad retro, platform team headcount,
 *     DB connection pool timeout;
 *   shared-words: checkout SLO target vs actual, two engineers' on-call hours, analytics seats last
 *     year vs this year, email sending limit vs current volume, YubiKey unit price vs order total,
 *     staging vs production Elasticsearch nodes.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_49: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h49 ide licence renewal quote",
    branch: [
      "Did anyone hear back from the reseller about the JetBrains renewal?",
      "Yes — their quote landed this morning: $28,400 for all 60 seats, billed annually.",
      "Ouch. Fine, I'll raise the PO.",
    ],
    parent: [
      "Finance wants the IDE licence number before Friday's budget sync.",
      "The renewal comes to $14,200 for our 60 seats, per the reseller's email.",
      "Thanks, adding it to the sheet.",
    ],
    conflicts: [["$28,400", "comes to $14,200"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 wildcard cert notAfter",
    branch: [
      "Checked the wildcard cert on *.payments.example.net with openssl — notAfter reads 14 March 2025.",
      "Let's get the renewal CSR in well ahead of that.",
    ],
    parent: [
      "Reminder for whoever picks this ticket up: the payments TLS certificate lapses on 15 March 2025.",
      "Assigning to the platform queue.",
    ],
    conflicts: [["notAfter reads 14 March 2025", "lapses on 15 March 2025"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 postgres migration window start",
    branch: [
      "@ops heads up: Postgres 16 migration window opens at 22:00 Saturday :crescent_moon:",
      "@karim can you babysit replication lag?",
      "yep :thumbsup:",
    ],
    parent: [
      "@ops the database migration kicks off Saturday 06:00, before customers wake up",
      "@karim on replication lag duty",
      ":thumbsup:",
    ],
    conflicts: [["22:00 Saturday", "Saturday 06:00"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 design laptop refresh count",
    branch: [
      "How many MacBooks are we ordering for the design team refresh?",
      "We're ordering eleven MacBooks, per Sam's spreadsheet — the two newest ones stay.",
    ],
    parent: [
      "Procurement confirmed: twelve new laptops for design, arriving the week of the 20th.",
      "Nice, they've been waiting ages.",
    ],
    conflicts: [["eleven MacBooks", "twelve new laptops"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 release freeze build tag",
    branch: [
      "Release freeze for the 4.12 line starts tonight. The build we ship is tagged v4.12.3.",
      "QA sign-off attached.",
    ],
    parent: [
      "Per release management, the candidate going out under the freeze is v4.12.2; nothing else gets merged to release/4.12.",
      "Acknowledged.",
    ],
    conflicts: [["tagged v4.12.3", "is v4.12.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 search soak throughput",
    branch: [
      "@perf-team plan for tomorrow: we'll hammer search with 5,000 requests per second during the soak :fire:",
      "@lee grafana board ready?",
      "ready :white_check_mark:",
    ],
    parent: [
      "@perf-team target throughput for the k6 run is 500 req/s",
      "should we warn the SRE channel?",
      "already did :thumbsup:",
    ],
    conflicts: [["5,000 requests per second", "500 req/s"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 weekend pager cover",
    branch: [
      "Quick one — who ended up taking my on-call for the weekend of the 8th?",
      "Priya volunteered, so she's holding the pager that Saturday and Sunday.",
      "Legend, I owe her one.",
    ],
    parent: [
      "On-call swap approved: Marcus covers the weekend of the 8th in place of Jo.",
      "Updated PagerDuty?",
      "Done.",
    ],
    conflicts: [["Priya volunteered", "Marcus covers"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 hackathon venue",
    branch: [
      "Hackathon logistics: we've booked the Manchester office for both days, big room on floor 4.",
      "Can we get extra power strips?",
    ],
    parent: [
      "Facilities confirmed the venue — the spring hackathon happens at the Leeds office.",
      "Great, I'll update the invite.",
    ],
    conflicts: [["the Manchester office", "the Leeds office"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h49 restore drill on or off",
    branch: [
      "@infra restore drill this Friday is still on — we'll pull last night's snapshot into the DR account :floppy_disk:",
      "@nina you're driving",
      ":ok_hand:",
    ],
    parent: [
      "@infra no recovery rehearsal this Friday, it's been scrapped for the quarter",
      "reason?",
      "audit got pushed, nobody needs the evidence now :shrug:",
    ],
    conflicts: [["restore drill this Friday is still on", "no recovery rehearsal this Friday"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h49 dns cutover cname target",
    branch: [
      "Cutover plan: at T-0 we point the api.acme.io CNAME at edge-lb-07.use1.acme.net; TTL is already 60.",
      "Rollback is just reverting the record.",
    ],
    parent: [
      "Confirmed with networking — new target for the API record is edge-lb-01.use1.acme.net.",
      "Change ticket approved by CAB.",
    ],
    conflicts: [["edge-lb-07.use1.acme.net", "edge-lb-01.use1.acme.net"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h49 sprint review vs showcase day",
    branch: [
      "@team when's sprint review? want to demo the CSV export :raised_hand:",
      "Thursday the 9th, right after standup",
    ],
    parent: ["@team stakeholder showcase for sprint 42 lands on Wednesday the 8th", "I'll grab the big screen :tv:"],
    conflicts: [["Thursday the 9th", "Wednesday the 8th"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h49 vendor questionnaire length",
    branch: [
      "Opened the vendor's security questionnaire — it's 212 questions, mostly SIG Lite.",
      "I'll split it by section.",
    ],
    parent: [
      "FYI the assessment form from Northwind has 48 items in total; legal wants it back by month end.",
      "Can security own sections 3 and 4?",
    ],
    conflicts: [["212 questions", "48 items"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h49 checkout flag rollout hold",
    branch: [
      "Rollout plan for the new checkout flag: on Tuesday 3 June we turn it on for 25% of traffic (roughly 40k accounts), hold there for 48 hours, and only then go to 100% if error rates stay flat.",
      "Who's watching the dashboards on Tuesday?",
      "Me and Hugo.",
    ],
    parent: [
      "Just to confirm what we agreed with product: new-checkout goes to a quarter of traffic on Tues 3 June, about 40,000 accounts, then we sit on it for 72 hours before the full rollout.",
      "Sounds right.",
    ],
    conflicts: [["48 hours", "72 hours"]],
    paraphrases: [
      ["25% of traffic", "a quarter of traffic"],
      ["40k accounts", "40,000 accounts"],
      ["Tuesday 3 June", "Tues 3 June"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h49 freeze exception approver",
    branch: [
      "Requesting a code freeze exception: PR #8812 (null check in the invoice exporter, 3 files) to merge Thursday at 14:00, approved by Dana Whitfield.",
      "Risk: low. Rollback: revert the commit.",
    ],
    parent: [
      "Exception logged for PR #8812 — 3 files, merge slot Thursday 2pm, sign-off from Omar Haddad as release captain.",
      "Please post in #releases once it's in.",
    ],
    conflicts: [["approved by Dana Whitfield", "sign-off from Omar Haddad"]],
    paraphrases: [["Thursday at 14:00", "Thursday 2pm"]],
    shapes: ["multi"],
  },
  {
    name: "h49 k8s upgrade node pools",
    branch: [
      "@platform k8s upgrade is set: Sat 12 April, 01:00–04:00 UTC, three node pools, control plane to 1.29 first :ship:",
      "@ravi drain scripts tested?",
      "yes, on staging :thumbsup:",
    ],
    parent: [
      "@platform reminder, cluster upgrade Saturday 12 April 1am-4am UTC — 4 node pools, control plane goes to 1.29 before the workers",
      ":eyes:",
    ],
    conflicts: [["three node pools", "4 node pools"]],
    paraphrases: [
      ["01:00–04:00 UTC", "1am-4am UTC"],
      ["Sat 12 April", "Saturday 12 April"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h49 intern onboarding lunch budget",
    branch: [
      "Onboarding for the summer cohort: the six interns start Monday 1 September, laptops get imaged the Thursday before, and the welcome lunch has a budget of £300.",
      "Do we have buddies lined up?",
      "Four so far, chasing two more.",
    ],
    parent: [
      "Intern onboarding notes — 6 interns, first day Mon 1 Sept; IT images the laptops that Thursday; lunch budget: £600.",
      "Thanks for pulling this together.",
    ],
    conflicts: [["budget of £300", "lunch budget: £600"]],
    paraphrases: [
      ["six interns", "6 interns"],
      ["Monday 1 September", "Mon 1 Sept"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h49 pen test fee",
    branch: [
      "SOW from Redline Security received: external pen test 14–18 October, two testers, scope is the three customer-facing web apps, fixed fee €21,500.",
      "Legal is reviewing the liability clause.",
    ],
    parent: [
      "Pen test booked for 14-18 Oct with Redline (2 testers, 3 web apps in scope) — the signed quote says €21,800.",
      "Remember to allowlist their IPs in the WAF the Friday before.",
    ],
    conflicts: [["fixed fee €21,500", "quote says €21,800"]],
    paraphrases: [
      ["14–18 October", "14-18 Oct"],
      ["two testers", "2 testers"],
      ["three customer-facing web apps", "3 web apps"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h49 server decom pickup time",
    branch: [
      "For the decommission on Friday 21 November: 14 servers from rack B3 get wiped, the recycler collects them at 10:30, and the disposal certificate costs $1,150.",
      "Do we need someone on site?",
      "Yes, Ahmed will be there.",
    ],
    parent: [
      "Decom checklist: fourteen servers (rack B3), Fri 21 Nov, recycler pickup 3:30pm, $1,150 for the certificate of destruction.",
      "Cool, I'll archive the asset tags.",
    ],
    conflicts: [["collects them at 10:30", "pickup 3:30pm"]],
    paraphrases: [
      ["14 servers", "fourteen servers"],
      ["Friday 21 November", "Fri 21 Nov"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction (4)
  {
    name: "h49 postmortem slot moved in branch",
    branch: [
      "@sre postmortem for Tuesday's outage: Wednesday at 3pm :memo:",
      "@grace can you own the timeline?",
      "update: moved to 3:30pm so the DB folks can join",
    ],
    parent: ["@sre invite is out, postmortem Wednesday at 3pm in the usual room", ":thumbsup:"],
    conflicts: [["moved to 3:30pm", "Wednesday at 3pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h49 sso cutover date misread",
    branch: [
      "SSO migration to the new identity provider is scheduled for 5 May.",
      "Sorry, I misread the change calendar — the cutover is on 5 August, not May.",
    ],
    parent: [
      "Comms to staff: SSO cutover happens on 5 May, please make sure your MFA app is set up.",
      "Helpdesk will have extra people on shift that day.",
    ],
    conflicts: [["cutover is on 5 August", "happens on 5 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h49 ci build agents trimmed",
    branch: [
      "How many build agents did we end up getting for the CI pool?",
      "8 new agents, same spec as the old ones.",
    ],
    parent: [
      "Good news, the CI expansion is approved: 8 more build agents.",
      "Correction — finance trimmed it, we're getting 6 agents, not 8.",
      "Still better than nothing.",
    ],
    conflicts: [["8 new agents", "getting 6 agents"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h49 log retention legal change",
    branch: [
      "Retention for application logs in the new stack is 90 days, matching the old Splunk setup.",
      "Index sizing is based on that.",
    ],
    parent: [
      "Log retention set to 90 days per the original requirement.",
      "Actually, legal came back yesterday: retention has to be 365 days for the audit trail.",
      "That changes the disk estimate quite a bit.",
    ],
    conflicts: [["is 90 days", "has to be 365 days"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h49 server room hvac service",
    branch: [
      "Is anyone around on Thursday afternoon? The HVAC contractor is servicing the server room units at 14:00.",
      "I can let them in, I'm on site all week.",
      "Perfect, thanks Mo.",
    ],
    parent: [
      "Facilities says the server room aircon service is Thursday, 2pm — expect a bit of noise.",
      "Should we pre-cool the room?",
      "Not needed, they do one unit at a time.",
    ],
    conflicts: [],
    paraphrases: [["units at 14:00", "Thursday, 2pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 service account rotation",
    branch: [
      "Policy draft v2: all service account passwords rotate every 90 days, enforced through the vault lease.",
      "Human accounts are out of scope for this ticket.",
    ],
    parent: [
      "Security baseline agreed at CAB: service account credentials must be changed every ninety days.",
      "Linking the baseline doc here for reference.",
    ],
    conflicts: [],
    paraphrases: [["every 90 days", "every ninety days"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 san purchase approval",
    branch: ["Did the board sign off on the storage array?", "They did — €1.2M, spread over three years."],
    parent: [
      "The new SAN is approved at 1.2 million euros, paid over 3 years.",
      "Finally. The old one is held together with hope.",
    ],
    conflicts: [],
    paraphrases: [
      ["€1.2M", "1.2 million euros"],
      ["three years", "3 years"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 partner api throttle",
    branch: [
      "@api-team partner keys are capped at 1,000 requests per minute starting Monday :rotating_light:",
      "@jules docs updated?",
      "PR is up",
    ],
    parent: ["@api-team new partner throttle = 1k req/min, Monday rollout", ":thumbsup:"],
    conflicts: [],
    paraphrases: [["1,000 requests per minute", "1k req/min"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 core switch swap",
    branch: [
      "Core switch replacement in building A is approved for 2024-11-05, 19:00–21:00.",
      "Vendor engineer confirmed attendance.",
    ],
    parent: [
      "Change scheduled: swap the building A core switch on 5 November 2024, between 7pm and 9pm.",
      "Users notified via the status page.",
    ],
    conflicts: [],
    paraphrases: [
      ["2024-11-05", "5 November 2024"],
      ["19:00–21:00", "between 7pm and 9pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 reporting db volume growth",
    branch: ["@dba grew the reporting DB volume by 2 TB last night :tada:", "any downtime?", "none, online resize"],
    parent: ["@dba reporting database got an extra two terabytes of disk", "nice, that buys us a year"],
    conflicts: [],
    paraphrases: [["2 TB", "two terabytes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 ios app review submission",
    branch: [
      "Submitted the iOS release to App Review — version 3.8.0, build 412.",
      "Fingers crossed they don't flag the new permissions prompt.",
    ],
    parent: ["Status on the iOS app? Is v3.8.0 out of our hands yet?", "Yes, build #412 is with Apple now."],
    conflicts: [],
    paraphrases: [
      ["version 3.8.0", "v3.8.0"],
      ["build 412", "build #412"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 colo uptime commitment",
    branch: [
      "Reviewed the colo contract: they commit to 99.9% monthly uptime, with service credits beyond that.",
      "Credits are 10% of the monthly fee per breach.",
    ],
    parent: [
      "Summary for the contract file: availability commitment is three nines per month.",
      "No change to the support tier.",
    ],
    conflicts: [],
    paraphrases: [["99.9% monthly uptime", "three nines per month"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 idor bounty payout",
    branch: [
      "The researcher who found the IDOR is getting $2,500 from the bounty programme.",
      "Deserved, that report was excellent.",
    ],
    parent: ["Bounty committee decision on the IDOR report: 2.5k USD payout.", "I'll let them know via the platform."],
    conflicts: [],
    paraphrases: [["$2,500", "2.5k USD"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 mobile squad retro time",
    branch: ["@mobile-squad retro today is at 17:30 :calendar:", "@tess bring the sticky notes", ":memo: on it"],
    parent: ["@mobile-squad reminder: retro this afternoon at 5:30 pm", ":thumbsup:"],
    conflicts: [],
    paraphrases: [["17:30", "5:30 pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 platform group headcount",
    branch: ["So after the reorg, how big is the platform group?", "Fourteen engineers plus Aisha as manager."],
    parent: [
      "Org chart is updated — platform now has 14 engineers reporting into Aisha.",
      "Makes sense, the on-call rota will be easier.",
    ],
    conflicts: [],
    paraphrases: [["Fourteen engineers", "14 engineers"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h49 orders pool timeout",
    branch: [
      "Set the connection pool timeout to 30 seconds in the orders service config; pool size stays at twenty.",
      "Deploying to staging first.",
    ],
    parent: [
      "Config review: orders-svc db pool — timeout 30s, max 20 connections. Looks sane.",
      "Approve once staging is green.",
    ],
    conflicts: [],
    paraphrases: [
      ["30 seconds", "timeout 30s"],
      ["stays at twenty", "max 20 connections"],
    ],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words (6)
  {
    name: "h49 checkout slo target vs actual",
    branch: [
      "For context, the checkout SLO target is 99.95% availability over 30 days.",
      "That's what the alerting burn rates are tuned for.",
    ],
    parent: [
      "Monthly report: checkout availability over the last 30 days was 99.82%, so we've burned through the error budget.",
      "Freeze on risky deploys until it recovers.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h49 on-call hours two engineers",
    branch: ["@eng-managers Lena logged 31 on-call hours in May :pager:", "comp time approved"],
    parent: ["@eng-managers Tom logged 19 on-call hours in May", "@tom take Friday off :palm_tree:"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h49 analytics seats year over year",
    branch: [
      "How many Amplitude seats did we have last year?",
      "Last year we paid for 40 seats on the analytics plan.",
    ],
    parent: ["This year we're paying for 55 seats on the analytics plan, because of the growth team.", "Fair enough."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h49 email sending limit vs volume",
    branch: ["@notifications our SES sending limit is 50,000 emails per day", "good to know"],
    parent: [
      "@notifications we're currently sending about 38,000 emails per day, mostly receipts",
      "headroom looks ok :thumbsup:",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h49 yubikey unit vs total",
    branch: ["@it-desk YubiKey 5 NFC comes in at $55 per key with our reseller discount", "nice"],
    parent: [
      "@it-desk total for the security team's YubiKeys comes to $1,320 (24 keys)",
      "approved :white_check_mark:",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h49 elasticsearch staging vs prod nodes",
    branch: [
      "Sizing note: the staging Elasticsearch cluster runs 6 data nodes with 64 GB RAM each.",
      "Shard count looks fine there.",
    ],
    parent: [
      "Capacity review: the production Elasticsearch cluster runs 18 data nodes with 64 GB RAM each.",
      "Heap is capped at 31 GB per node.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
